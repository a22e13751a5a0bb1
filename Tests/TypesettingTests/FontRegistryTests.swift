import CFreeType
import Foundation
import GalleyTestSupport
import Geometry
import Raster
import Testing

@testable import Typesetting

@Suite struct FontRegistryTests {
    @Test func loadsTheBundledFamiliesAndFaces() {
        #expect(sharedRegistry.familyNames == ["DejaVu Sans", "Inter", "NanumGothic", "Noto Color Emoji"])
        let inter = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let italics = inter.map { $0 == "Regular" ? "Inter-Italic" : "Inter-\($0)Italic" }
        #expect(
            sharedRegistry.fontNames
                == (["DejaVuSans", "DejaVuSans-Bold", "NanumGothic", "NanumGothicBold", "NotoColorEmoji"]
                + inter.map { "Inter-\($0)" } + italics).sorted())
        #expect(sharedRegistry.hasFamily("Nanum Gothic"))
        #expect(sharedRegistry.hasFamily("dejavu sans"))
        #expect(!sharedRegistry.hasFamily("Helvetica"))
    }

    @Test(arguments: [
        (Font.Weight.ultraLight, "DejaVuSans"), (.thin, "DejaVuSans"), (.light, "DejaVuSans"), (.regular, "DejaVuSans"),
        (.medium, "DejaVuSans"), (.semibold, "DejaVuSans-Bold"), (.bold, "DejaVuSans-Bold"), (.heavy, "DejaVuSans-Bold"),
        (.black, "DejaVuSans-Bold"),
    ])
    func weightsMapToThePresentFaces(weight: Font.Weight, expected: String) {
        #expect(sharedRegistry.fontName(for: Font(family: "DejaVu Sans", weight: weight, size: 17)) == expected)
        let nanum = expected.replacingOccurrences(of: "DejaVuSans-Bold", with: "NanumGothicBold").replacingOccurrences(of: "DejaVuSans", with: "NanumGothic")
        #expect(sharedRegistry.fontName(for: Font(family: "Nanum Gothic", weight: weight, size: 17)) == nanum)
    }

    @Test func metricsAreTheFontsUnroundedUnits() throws {
        let dv = try #require(sharedRegistry.metrics(fontNamed: "DejaVuSans"))
        #expect(dv.unitsPerEm == 2048 && dv.ascender == 1901 && dv.descender == -483 && dv.lineGap == 0)
        #expect(dv.capHeight == 1493 && dv.xHeight == 1120)  // measured from 'H' and 'x' (OS/2 v1 has none)
        #expect(close(dv.lineHeight(atSize: 17), 2384.0 * 17 / 2048))
        let ng = try #require(sharedRegistry.metrics(fontNamed: "NanumGothic"))
        #expect(ng.unitsPerEm == 1000 && ng.ascender == 920 && ng.descender == -230 && ng.lineGap == 0)
    }

    @Test func kerningComesFromGPOSAndTheKernFeatureTurnsItOff() throws {
        // DejaVu Sans kerns A,V by -131 units (2048 per em) in GPOS; HarfBuzz applies it
        // to A's advance. kern=0 turns it off: A's own hmtx advance.
        let ours = sharedRegistry.faces[try #require(sharedRegistry.faceIndex(named: "DejaVuSans"))]
        let a = ours.glyph(for: 0x41), v = ours.glyph(for: 0x56)
        #expect(a == 36 && v == 57)
        let scale = 17.0 / 2048
        let kerned = try typesetter.layout("AV", attributes: TextAttributes(font: Font(family: "DejaVu Sans", size: 17)), width: Double.infinity)
        let pos = kerned.glyphRuns(at: Point(x: 0, y: 0))[0].positions
        #expect(abs(pos[1].x - Double(ours.advance(a) - 131) * scale) < 1e-9)
        let plain = try typesetter.layout(
            "AV", attributes: TextAttributes(font: Font(family: "DejaVu Sans", size: 17, features: [.noKerning])), width: Double.infinity)
        #expect(abs(plain.glyphRuns(at: Point(x: 0, y: 0))[0].positions[1].x - Double(ours.advance(a)) * scale) < 1e-9)
        // Ink width ends at V's own advance either way.
        #expect(abs(kerned.size.width - Double(ours.advance(a) - 131 + ours.advance(v)) * scale) < 1e-9)
    }

    @Test func glyphOutlinesAreUnhintedEmUnitsYDown() throws {
        let path = try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 43)  // 'H'
        #expect(!path.isEmpty)
        var minY = 0.0, maxX = 0.0
        for e in path.elements {
            if case .move(let p) = e { minY = min(minY, p.y); maxX = max(maxX, p.x) }
            if case .line(let p) = e { minY = min(minY, p.y); maxX = max(maxX, p.x) }
        }
        // Cap height 1493 units, above the baseline: y = -1493/2048 em.
        #expect(close(minY, -1493.0 / 2048))
        #expect(maxX < 1540.0 / 2048)
        // 'o' has curves: TrueType conics become quadratic segments.
        let o = try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 82)
        #expect(o.elements.contains { if case .quad = $0 { return true } else { return false } })
        #expect(try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 3).isEmpty)  // space
        // Cached: the same value again.
        #expect(try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 43) == path)
    }

    @Test func unknownFontsAndGlyphsAreTypedErrors() {
        #expect(throws: FontError.unknownFont("Helvetica")) { try sharedRegistry.glyphOutline(font: "Helvetica", glyph: 1) }
        #expect(throws: FontError.self) { try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 999_999) }
    }

    @Test func missingEmptyAndCorruptDirectoriesAreTypedErrors() throws {
        #expect(throws: FontError.directoryNotFound("/nonexistent/fonts")) { try FontRegistry(directory: "/nonexistent/fonts") }
        let dir = try temporaryDirectory("fonts")
        defer { removeTemporaryDirectory(dir) }
        #expect(throws: FontError.noFonts(directory: dir)) { try FontRegistry(directory: dir) }
        try Data("not a font at all".utf8).write(to: URL(fileURLWithPath: dir + "/Broken.ttf"))
        do {
            _ = try FontRegistry(directory: dir)
            Issue.record("a corrupt font loaded")
        } catch {
            guard case .corruptFont(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path.hasSuffix("Broken.ttf"))
            #expect(error.description.contains("Broken.ttf"))
        }
        // A truncated copy of a real font is refused too, never a crash.
        let real = try Data(contentsOf: URL(fileURLWithPath: fontsDirectory + "/DejaVuSans.ttf"))
        try real.prefix(2000).write(to: URL(fileURLWithPath: dir + "/Broken.ttf"))
        #expect(throws: FontError.self) { try FontRegistry(directory: dir) }
    }
}
