import Geometry
import Raster
import Testing

@testable import Typesetting

/// Emoji: grapheme clusters to the colour font, one glyph per sequence, bitmaps drawn as images.
@Suite struct EmojiTests {
    /// The glyph runs of `text` in the system font: (font, glyph count) per run.
    private func runs(_ text: String) throws -> [(font: String, glyphs: [UInt32])] {
        try typesetter.layout(text, attributes: TextAttributes(font: .system(size: 17)), width: 1000)
            .glyphRuns(at: .zero).map { ($0.font, $0.glyphs) }
    }

    @Test(arguments: [
        ("👨\u{200D}👩\u{200D}👧\u{200D}👦", "ZWJ family"),
        ("👍🏽", "skin tone"),
        ("🇰🇷", "flag"),
        ("1\u{FE0F}\u{20E3}", "keycap"),
        ("#\u{FE0F}\u{20E3}", "keycap #"),
        ("❤\u{FE0F}", "text + VS16"),
        ("🏳\u{FE0F}\u{200D}🌈", "ZWJ flag"),
    ])
    func aSequenceIsOneClusterAndOneGlyph(sequence: String, name: String) throws {
        let r = try runs("가" + sequence + "나")
        #expect(r.map(\.font) == ["NanumGothic", "NotoColorEmoji", "NanumGothic"], "\(name)")
        #expect(r[1].glyphs.count == 1, "\(name)")
        #expect(r[1].glyphs[0] != 0, "\(name)")
    }

    @Test func twoFlagsAreTwoGlyphsAndTwoSkinTonesStayApart() throws {
        #expect(try runs("🇰🇷🇯🇵").map(\.glyphs.count) == [2])
        #expect(try runs("👍🏽👍🏿").map(\.glyphs.count) == [2])
    }

    @Test func presentationDecidesTheFont() throws {
        // ☺, ✈ and ❤ default to text: a text font draws them (Inter has ❤); VS16 asks for
        // emoji. ☕ defaults to emoji; VS15 asks for text (DejaVu Sans has one).
        #expect(try runs("☺").map(\.font) == ["DejaVuSans"])
        #expect(try runs("✈").map(\.font) == ["DejaVuSans"])
        #expect(try runs("❤").map(\.font) == ["Inter-Regular"])
        #expect(try runs("❤\u{FE0F}").map(\.font) == ["NotoColorEmoji"])
        #expect(try runs("☕").map(\.font) == ["NotoColorEmoji"])
        #expect(try runs("☕\u{FE0E}").map(\.font) == ["DejaVuSans"])
        // No text font has ⌚: the emoji font is the only one that covers it, VS15 or not.
        #expect(try runs("⌚\u{FE0E}").map(\.font) == ["NotoColorEmoji"])
        // A digit is text unless a keycap sequence follows.
        #expect(try runs("12").map(\.font) == ["Inter-Regular"])
    }

    @Test func anEmojiAdvancesByTheFontsHorizontalMetrics() throws {
        let layout = try typesetter.layout("😀", attributes: TextAttributes(font: .system(size: 17)), width: 100)
        // Noto Color Emoji: 2550 of 2048 units (HarfBuzz's advance, which the oracle checks).
        #expect(close(layout.size.width, 2550.0 * 17 / 2048))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func colorGlyphsComeFromTheStrikeAsPremultipliedBitmaps() throws {
        #expect(sharedRegistry.hasColorGlyphs(font: "NotoColorEmoji"))
        #expect(!sharedRegistry.hasColorGlyphs(font: "Inter-Regular"))
        let face = sharedRegistry.faces[sharedRegistry.faceIndex(named: "NotoColorEmoji")!]
        let g = try #require(try sharedRegistry.colorGlyph(font: "NotoColorEmoji", glyph: UInt32(face.glyph(for: 0x1F600))))
        #expect(g.pixelsPerEm == 109)
        #expect(g.bitmap.width == 136 && g.bitmap.height == 128)
        for i in stride(from: 0, to: g.bitmap.pixels.count, by: 4) {
            let a = g.bitmap.pixels[i + 3]
            #expect(g.bitmap.pixels[i] <= a && g.bitmap.pixels[i + 1] <= a && g.bitmap.pixels[i + 2] <= a)
        }
        #expect(try sharedRegistry.colorGlyph(font: "Inter-Regular", glyph: 5) == nil)
        #expect(try sharedRegistry.glyphOutline(font: "NotoColorEmoji", glyph: UInt32(face.glyph(for: 0x1F600))).elements.isEmpty)
    }

    @Test func anEmojiDrawsInColourAtTheFontSizeAndTheSameBytesEveryTime() throws {
        let layout = try typesetter.layout("😀", attributes: TextAttributes(font: .system(size: 20)), width: 100)
        let list = DisplayList(
            size: Size(width: 40, height: 30), scale: 3,
            commands: layout.glyphRuns(at: Point(x: 5, y: 2)).map { .glyphs($0) })
        let a = try Rasterizer.render(list, glyphs: sharedRegistry)
        #expect(try Rasterizer.render(list, glyphs: sharedRegistry, glyphCache: GlyphMaskCache()) == a)
        // Yellow face pixels (R and G high, B low), and the ink's extent: the strike's opaque
        // columns × 20/109 pt per strike pixel × 3 device pixels per point.
        let face = sharedRegistry.faces[sharedRegistry.faceIndex(named: "NotoColorEmoji")!]
        let g = try #require(try sharedRegistry.colorGlyph(font: "NotoColorEmoji", glyph: UInt32(face.glyph(for: 0x1F600))))
        let opaque = (0..<g.bitmap.width).filter { x in (0..<g.bitmap.height).contains { g.bitmap.pixels[($0 * g.bitmap.width + x) * 4 + 3] > 0 } }
        var minX = Int.max, maxX = Int.min, yellow = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = (y * a.width + x) * 4
                if a.pixels[p + 3] > 0 && !(a.pixels[p] == 255 && a.pixels[p + 1] == 255 && a.pixels[p + 2] == 255) {
                    minX = min(minX, x); maxX = max(maxX, x)
                }
                if a.pixels[p] > 200 && a.pixels[p + 1] > 150 && a.pixels[p + 2] < 100 { yellow += 1 }
            }
        }
        #expect(yellow > 1000)
        let expectedWidth = Double(opaque.last! - opaque.first! + 1) * 20 / 109 * 3
        #expect(abs(Double(maxX - minX + 1) - expectedWidth) < 2)
    }
}
