import Geometry
import GalleyTestSupport
import Raster
import Support
import Testing
import Typesetting

/// Font files built to be hostile (Tests/Fixtures/hostile-fonts, made by its `make.py`), loaded
/// from memory with `FontRegistry(fonts:)`: composite glyphs that contain themselves, an outline
/// of 65,534 points 2,000 em wide, 21,000 contours. Each loads, shapes and draws in bounded time:
/// FreeType refuses a looping composite (a typed `glyphLoadFailed`, which a render reports
/// naming the glyph), and an enormous outline is drawn clipped to the canvas.
@Suite struct HostileFontTests {
    func registry(_ file: String) throws -> FontRegistry {
        try FontRegistry(fonts: [(name: "Hostile", bytes: try Fixture.read("hostile-fonts/" + file))])
    }

    @Test func aWellFormedFontLoadsFromMemoryLikeFromAFile() throws {
        let r = try registry("box.ttf")
        #expect(r.familyNames == ["Fuzz Box"])
        #expect(r.directory == "(in memory)")
        let square = try r.glyphOutline(font: "Hostile", glyph: 1)
        #expect(square.boundingBox == Rect(x: 0.1, y: -0.7, width: 0.4, height: 0.7))
        // 'B' is a composite of 'A' moved 50 units right.
        #expect(try r.glyphOutline(font: "Hostile", glyph: 2).boundingBox == Rect(x: 0.15, y: -0.7, width: 0.4, height: 0.7))
        let layout = try Typesetter(registry: r).layout("AB", attributes: TextAttributes(font: Font(family: "Fuzz Box", size: 10)), width: 100)
        #expect(layout.glyphRuns(at: .zero).flatMap(\.glyphs) == [1, 2])
    }

    @Test func compositeGlyphsThatContainThemselvesAreATypedError() throws {
        let r = try registry("loop.ttf")
        for glyph: UInt32 in [3, 4, 5] {   // 'C' contains 'C'; 'D' and 'E' contain each other
            do { _ = try r.glyphOutline(font: "Hostile", glyph: glyph); Issue.record("glyph \(glyph) loaded") } catch {
                guard case FontError.glyphLoadFailed(font: "Hostile", glyph: glyph, freeTypeError: let e) = error, e != 0 else {
                    Issue.record("\(error)"); continue
                }
                #expect("\(error)".hasPrefix("glyph \(glyph) of font 'Hostile' could not be loaded (FreeType error "))
            }
        }
        // Drawing them: the render names the glyph instead of looping.
        let layout = try Typesetter(registry: r).layout("ACD", attributes: TextAttributes(font: Font(family: "Fuzz Loop", size: 17)), width: 200)
        let list = DisplayList(size: Size(width: 100, height: 40), scale: 2, commands: layout.glyphRuns(at: Point(x: 0, y: 20)).map { .glyphs($0) })
        do { _ = try Rasterizer.render(list, glyphs: r, glyphCache: GlyphMaskCache()); Issue.record("rendered") } catch {
            #expect("\(error)".contains("cannot get glyph 3 of font Hostile"), "\(error)")
        }
    }

    @Test func enormousOutlinesAreDrawnClippedToTheCanvas() throws {
        let r = try registry("huge.ttf")
        let zigzag = try r.glyphOutline(font: "Hostile", glyph: 1)
        #expect(zigzag.boundingBox.width == 2000)   // ±16,000 units at 16 units per em
        let contours = try r.glyphOutline(font: "Hostile", glyph: 2)
        #expect(contours.boundingBox.width > 1000)
        let layout = try Typesetter(registry: r).layout("AB", attributes: TextAttributes(font: Font(family: "Fuzz Huge", size: 17)), width: 390)
        let runs = layout.glyphRuns(at: Point(x: 0, y: 20))
        #expect(runs.flatMap(\.glyphs) == [1, 2])
        let list = DisplayList(size: Size(width: 60, height: 40), scale: 2, commands: runs.map { .glyphs($0) })
        let bitmap = try Rasterizer.render(list, glyphs: r, glyphCache: GlyphMaskCache())
        #expect(bitmap.width == 120 && bitmap.height == 80)
        // The zigzag covers the whole canvas many times over: some pixels are inked.
        #expect(stride(from: 3, to: bitmap.pixels.count, by: 4).contains { bitmap.pixels[$0] > 0 && bitmap.pixels[$0 - 1] < 255 })
    }

    @Test func bytesThatAreNoFontAreATypedError() {
        for bytes: [UInt8] in [[], [0, 1, 0, 0], Array(repeating: 0x41, count: 4096)] {
            #expect(throws: FontError.self) { try FontRegistry(fonts: [(name: "Junk", bytes: bytes)]) }
        }
        #expect(throws: FontError.noFonts(directory: "(in memory)")) { try FontRegistry(fonts: []) }
    }
}

extension Path {
    /// The box around every point of the path (control points included).
    fileprivate var boundingBox: Rect {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quad(let c, let p): xs += [c.x, p.x]; ys += [c.y, p.y]
            case .cubic(let c1, let c2, let p): xs += [c1.x, c2.x, p.x]; ys += [c1.y, c2.y, p.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
