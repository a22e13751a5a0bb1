import Foundation
import GalleyTestSupport
import Geometry
import Raster
import Support
import Testing
import Typesetting

/// Font directories and files that are empty, corrupt or truncated: refused typed, or, when
/// FreeType opens them lazily, laid out and drawn or failed typed.
@Suite struct FontRobustnessTests {
    static let dejaVu: [UInt8] = (try? FileIO.read(packageRoot + "/Fonts/DejaVuSans.ttf")) ?? []

    func registry(_ files: [String: [UInt8]]) throws -> Result<FontRegistry, FontError> {
        let dir = try temporaryDirectory("robust-fonts")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, bytes) in files { try FileIO.writeAtomically(bytes, to: dir + "/" + name) }
        return Result { () throws(FontError) -> FontRegistry in try FontRegistry(directory: dir) }
    }

    @Test func anEmptyDirectoryHasNoFonts() throws {
        guard case .failure(.noFonts) = try registry([:]) else { Issue.record("empty directory loaded"); return }
        guard case .failure(.noFonts) = try registry(["readme.txt": Array("x".utf8), "x.ttf.bak": Self.dejaVu]) else { Issue.record("loaded"); return }
        #expect(throws: FontError.directoryNotFound("/nonexistent/galley-fonts")) { try FontRegistry(directory: "/nonexistent/galley-fonts") }
        #expect(throws: FontError.self) { try FontRegistry(directory: packageRoot + "/Fonts/DejaVuSans.ttf") }
    }

    @Test func aTextFileNamedLikeAFontIsCorrupt() throws {
        for bytes in [Array("this is not a font\n".utf8), [], [0, 1, 0, 0], Array(repeating: 0xFF, count: 4096)] {
            guard case .failure(let e) = try registry(["x.ttf": bytes]) else { Issue.record("\(bytes.count) bytes loaded"); continue }
            guard case .corruptFont(let path, _) = e else { Issue.record("\(e)"); continue }
            #expect(path.hasSuffix("/x.ttf") && e.description.contains("x.ttf"))
        }
    }

    @Test(arguments: [12, 100, 1_000, 50_000, 200_000, 400_000, 700_000])
    func aTruncatedFontIsRefusedOrFailsTypedWhenUsed(length: Int) throws {
        try #require(Self.dejaVu.count > 700_000)
        switch try registry(["DejaVuSans.ttf": Array(Self.dejaVu.prefix(length))]) {
        case .failure(let e):
            guard case .corruptFont = e else { Issue.record("\(length): \(e)"); return }
        case .success(let fonts):
            // FreeType reads tables lazily: what opens must still lay out and draw, or fail typed.
            let typesetter = Typesetter(registry: fonts)
            let text = "Hello, Wörld — ABC xyz 0123 ﬁ"
            if let l = try? typesetter.layout(text, attributes: TextAttributes(font: Font(family: "DejaVu Sans", size: 17), color: .black), width: 120) {
                let list = DisplayList(size: Size(width: 130, height: 80), scale: 2, commands: l.glyphRuns(at: Point(x: 2, y: 20)).map { .glyphs($0) })
                do { _ = try Rasterizer.render(list, glyphs: fonts, glyphCache: GlyphMaskCache()) } catch {
                    guard case .command(_, "glyphs", _) = error else { Issue.record("\(length): \(error)"); return }
                }
            }
            for g: UInt32 in [0, 1, 36, 3_000, 6_000, 100_000] {
                do { _ = try fonts.glyphOutline(font: "DejaVuSans", glyph: g) } catch {
                    #expect(error is FontError, "\(length) glyph \(g): \(error)")
                }
            }
        }
    }
}
