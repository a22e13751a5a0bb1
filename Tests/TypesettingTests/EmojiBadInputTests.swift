import Foundation
import Geometry
import Raster
import Testing

@testable import Typesetting

/// Bad input around emoji and fallback: odd sequences have a defined result (finite, drawable,
/// clusters kept whole), never a crash or a hang.
@Suite struct EmojiBadInputTests {
    private func layout(_ s: String, width: Double = 300, style: ParagraphStyle = .default) throws -> TextLayout {
        try typesetter.layout(s, attributes: TextAttributes(font: .system(size: 17)), style: style, width: width)
    }

    @Test(arguments: [
        ("\u{1F1F0}", "a lone regional indicator"),
        (String(repeating: "\u{1F1F0}", count: 101), "101 regional indicators (50 flags and one left over)"),
        ("\u{1F3FD}\u{1F3FD}\u{1F3FD}", "skin-tone modifiers with no base"),
        (String(repeating: "\u{FE0F}", count: 100), "VS16 with no base"),
        ("\u{20E3}\u{20E3}", "keycap marks with no base"),
        (String(repeating: "😀\u{200D}", count: 500), "ZWJ after every emoji"),
        (Array(repeating: "👨", count: 200).joined(separator: "\u{200D}"), "a ZWJ chain of 200 emoji (longer than any cluster lookahead)"),
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "a tag sequence (Scotland's flag)"),
        ("\u{E0067}\u{E0062}\u{E007F}", "tags with no base"),
        ("a\u{200D}\u{FE0F}\u{20E3}b", "joiners and selectors after a letter"),
    ])
    func oddEmojiSequencesHaveDefinedResults(text: String, name: String) throws {
        let l = try layout(text)
        #expect(l.size.width.isFinite && l.size.height.isFinite, "\(name)")
        let runs = l.glyphRuns(at: .zero)
        for r in runs { #expect(r.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(name)") }
        // Drawable: every glyph id exists in its font (colour or outline).
        let list = DisplayList(size: Size(width: 320, height: max(1, min(2000, l.size.height))), scale: 1, commands: runs.map { .glyphs($0) })
        _ = try Rasterizer.render(list, glyphs: sharedRegistry)
        // Measured = laid out.
        #expect(try typesetter.sizeThatFits(AttributedText(text, attributes: TextAttributes(font: .system(size: 17))), width: 300) == l.size, "\(name)")
    }

    @Test func aSequenceIsNeverSplitByWrappingOrTruncation() throws {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        // Narrower than the glyph: character wrapping still keeps the cluster on one line.
        let narrow = try layout(family + family, width: 5, style: ParagraphStyle(lineBreakMode: .byCharWrapping))
        #expect(narrow.lines.count == 2)
        #expect(narrow.glyphRuns(at: .zero).map(\.glyphs.count) == [1, 1])
        let cut = try layout(
            String(repeating: family, count: 20), width: 100,
            style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1))
        let glyphs = cut.glyphRuns(at: .zero).filter { $0.font == "NotoColorEmoji" }.flatMap(\.glyphs)
        let familyGlyph = try #require(try layout(family).glyphRuns(at: .zero).first?.glyphs.first)
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0 == familyGlyph })
    }

    /// About 1 MB of Arabic words in one paragraph, wrapped and laid out in full (shaping,
    /// bidi, line breaking, per-line reordering): finishes, and a quarter of it takes about a
    /// quarter of the time (printed, not asserted: tests do not time).
    @Test func aMegabyteArabicParagraphLaysOut() throws {
        let unit = "مرحبا بالعالم السلام عليكم كتاب جميل جدا ١٢٣ 12:30 "
        let big = String(repeating: unit, count: 1_000_000 / unit.utf8.count + 1)
        let quarter = String(repeating: unit, count: 250_000 / unit.utf8.count + 1)
        let t = Typesetter(registry: sharedRegistry, cacheCapacity: 0)
        let attributes = TextAttributes(font: .system(size: 17))
        let c0 = ContinuousClock.now
        let q = try t.layout(quarter, attributes: attributes, width: 320)
        let c1 = ContinuousClock.now
        let l = try t.layout(big, attributes: attributes, width: 320)
        let c2 = ContinuousClock.now
        print("Arabic 1 MB layout: quarter \(c1 - c0), whole \(c2 - c1), \(l.lines.count) lines")
        #expect(big.utf8.count >= 1_000_000)
        #expect(l.lines.count > 3 * q.lines.count)
        #expect(l.size.height.isFinite && l.lines.allSatisfy { close($0.x + $0.width, 320, 1e-6) })
    }
}
