import GalleyTestSupport
import Geometry
import Raster
import Support
import Testing
import Typesetting

/// Font files built to be hostile (Tests/Fixtures/hostile-fonts, made by its `make.py`), loaded
/// from memory with `FontRegistry(fonts:)`: composite glyphs that contain themselves, an outline
/// of 32,756 points 2,000 em wide, 4,000 contours, 65,536 points (more than FreeType holds). Each loads,
/// shapes and draws in bounded time: FreeType refuses a looping composite and an outline over its
/// limit (a typed `glyphLoadFailed`, which a render reports naming the glyph), and an enormous
/// outline is drawn clipped to the canvas. The fixtures set each glyph's left side bearing to its
/// xMin, so FreeType (which places an outline by hmtx: origin = xMin − lsb) keeps the coordinates
/// as written. Boxes are compared in font units, rounded: an outline is font units × (1 / unitsPerEm),
/// so 100 units at 1000 per em is 0.1 give or take an ulp (two roundings), while a coordinate one
/// unit off — the thing worth catching — is 0.001 away.
@Suite struct HostileFontTests {
    func registry(_ file: String) throws -> FontRegistry {
        try FontRegistry(fonts: [(name: "Hostile", bytes: try Fixture.read("hostile-fonts/" + file))])
    }

    @Test func aWellFormedFontLoadsFromMemoryLikeFromAFile() throws {
        let r = try registry("box.ttf")
        #expect(r.familyNames == ["Fuzz Box"])
        #expect(r.directory == "(in memory)")
        let square = try r.glyphOutline(font: "Hostile", glyph: 1)
        #expect(square.boundingBox.fontUnits(1000) == [100, -700, 400, 700])
        // 'B' is a composite of 'A' moved 50 units right.
        #expect(try r.glyphOutline(font: "Hostile", glyph: 2).boundingBox.fontUnits(1000) == [150, -700, 400, 700])
        let layout = try Typesetter(registry: r).layout("AB", attributes: TextAttributes(font: Font(family: "Fuzz Box", size: 10)), width: 100)
        #expect(layout.glyphRuns(at: .zero).flatMap(\.glyphs) == [1, 2])
    }

    @Test func compositeGlyphsThatContainThemselvesAreATypedError() throws {
        let r = try registry("loop.ttf")
        for glyph: UInt32 in [3, 4, 5] {  // 'C' contains 'C'; 'D' and 'E' contain each other
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
        #expect(zigzag.elements.count > 32_756)  // every point of the one contour
        #expect(zigzag.boundingBox == Rect(x: -1000, y: -1000, width: 2000, height: 2000))  // ±16,000 units at 16 units per em
        let contours = try r.glyphOutline(font: "Hostile", glyph: 2)
        #expect(contours.boundingBox == Rect(x: -937.5, y: 131.25, width: 1875, height: 87.5))
        let layout = try Typesetter(registry: r).layout("AB", attributes: TextAttributes(font: Font(family: "Fuzz Huge", size: 17)), width: 390)
        let runs = layout.glyphRuns(at: Point(x: 0, y: 20))
        #expect(runs.flatMap(\.glyphs) == [1, 2])
        let list = DisplayList(size: Size(width: 60, height: 40), scale: 2, commands: runs.map { .glyphs($0) })
        let bitmap = try Rasterizer.render(list, glyphs: r, glyphCache: GlyphMaskCache())
        #expect(bitmap.width == 120 && bitmap.height == 80)
        // The zigzag covers the whole canvas many times over: some pixels are inked.
        #expect(stride(from: 3, to: bitmap.pixels.count, by: 4).contains { bitmap.pixels[$0] > 0 && bitmap.pixels[$0 - 1] < 255 })
    }

    /// 65,536 points, more than FreeType holds (32,767 with its 4 phantom points in 2.12, 65,535
    /// from 2.13.3): FreeType refuses the
    /// glyph with FT_Err_Invalid_Outline (20); Galley reports it typed and explained, and a render
    /// names the glyph instead of drawing a part of it.
    @Test func anOutlineOverFreeTypesPointLimitIsATypedError() throws {
        let r = try registry("huge.ttf")
        #expect(throws: FontError.glyphLoadFailed(font: "Hostile", glyph: 3, freeTypeError: 20)) { try r.glyphOutline(font: "Hostile", glyph: 3) }
        let text = FontError.glyphLoadFailed(font: "Hostile", glyph: 3, freeTypeError: 20).description
        #expect(
            text.hasPrefix(
                "glyph 3 of font 'Hostile' could not be loaded (FreeType error 20: invalid outline: malformed, or more points or contours than FreeType holds ("
            ), "\(text)")
        #expect(text.hasSuffix(" with its 4 phantom points))"), "\(text)")
        let layout = try Typesetter(registry: r).layout("AC", attributes: TextAttributes(font: Font(family: "Fuzz Huge", size: 17)), width: 390)
        let list = DisplayList(size: Size(width: 60, height: 40), scale: 2, commands: layout.glyphRuns(at: Point(x: 0, y: 20)).map { .glyphs($0) })
        do { _ = try Rasterizer.render(list, glyphs: r, glyphCache: GlyphMaskCache()); Issue.record("rendered") } catch {
            #expect("\(error)".contains("cannot get glyph 3 of font Hostile: glyph 3 of font 'Hostile' could not be loaded (FreeType error 20"), "\(error)")
        }
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

extension Rect {
    /// x, y, width, height in font units (`unitsPerEm` per em), rounded to whole units.
    fileprivate func fontUnits(_ unitsPerEm: Double) -> [Int] {
        [origin.x, origin.y, size.width, size.height].map { Int(($0 * unitsPerEm).rounded()) }
    }
}
