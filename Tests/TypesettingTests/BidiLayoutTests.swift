import Geometry
import Testing

@testable import Typesetting

/// The full bidi algorithm in layout: numbers inside right-to-left text keep their order,
/// wrapped mixed paragraphs are reordered line by line, brackets mirror, natural
/// alignment and the ellipsis follow the paragraph's direction.
@Suite struct BidiLayoutTests {
    static let hebrewStyle = ParagraphStyle()

    /// The cases: before the full UAX #9, `82%` drew as `%82`, `$9.99` as
    /// `99.9$` and `12:30` as `30:12` (terminators and separators were neutrals).
    @Test(arguments: [
        ("הנחה 82% היום", "םויה 82% החנה"),
        ("המחיר $9.99 בלבד", "דבלב $9.99 ריחמה"),
        ("בשעה 12:30 מחר", "רחמ 12:30 העשב"),
        // Scalars as stored: the parentheses sit in the right-to-left run and draw mirrored, "(42)".
        ("גרסה 1.0 (42)", ")42( 1.0 הסרג"),
    ])
    func numbersInsideHebrewKeepTheirOrder(logical: String, visual: String) throws {
        let l = try typesetter.layout(logical, attributes: attrs(), style: Self.hebrewStyle, width: .infinity)
        #expect(l.lines.count == 1)
        #expect(visibleText(l, l.lines[0]) == visual)
        // A Hebrew paragraph aligns right under natural alignment.
        let w = try typesetter.layout(logical, attributes: attrs(), style: Self.hebrewStyle, width: 300)
        #expect(close(w.lines[0].x + w.lines[0].width, 300))
    }

    @Test func aWrappedMixedParagraphReadsRightOnEveryLine() throws {
        // Logical: Hebrew word, English word, Hebrew word, English word, …; an RTL paragraph.
        let text = "אבג abc דהו def זחט ghi"
        let first = try typesetter.layout("אבג abc", attributes: attrs(), width: .infinity)
        let l = try typesetter.layout(text, attributes: attrs(), width: first.lines[0].width + 1)
        #expect(l.lines.map { visibleText(l, $0) } == ["abc גבא", "def והד", "ghi טחז"])
        // Reordering the paragraph as one line would have put "ghi" first.
        let one = try typesetter.layout(text, attributes: attrs(), width: .infinity)
        #expect(visibleText(one, one.lines[0]) == "ghi טחז def והד abc גבא")
        // Every line aligns right, and its glyphs are laid out left to right without overlap.
        for line in l.lines {
            #expect(close(line.x + line.width, first.lines[0].width + 1, 1e-6))
            let xs = l.glyphRuns(of: line, at: .zero).flatMap(\.positions).map(\.x)
            #expect(xs == xs.sorted())
        }
    }

    @Test func bracketsMirrorInRightToLeftRuns() throws {
        let l = try typesetter.layout("שלום (עולם)", attributes: attrs(), width: .infinity)
        // Logical "(" is drawn at the right of the parenthesised word, as ")" reversed: the
        // glyph drawn at the visual left is the mirror of the logical ")", i.e. "(".
        #expect(visibleText(l, l.lines[0]) == ")םלוע( םולש")
        let face = sharedRegistry.faces.first { $0.name.contains("DejaVuSans") && !$0.name.contains("Bold") && !$0.name.contains("Oblique") }!
        let glyphs = l.glyphRuns(at: .zero).flatMap(\.glyphs)
        #expect(glyphs.first == UInt32(face.glyph(for: 0x28)))  // "(" drawn leftmost
        #expect(glyphs[5] == UInt32(face.glyph(for: 0x29)))  // ")" closes the word on its right
        // Full BidiMirroring: ≤ in a right-to-left run draws ≥.
        #expect(Bidi.mirror(0x2264) == 0x2265 && Bidi.mirror(0x2208) == 0x220B && Bidi.mirror(0x41) == nil)
    }

    @Test func explicitOverridesAndIsolatesReorder() throws {
        // RLO … PDF reverses even Latin letters; an isolate keeps its content together.
        let o = try typesetter.layout("a\u{202E}bcd\u{202C}e", attributes: attrs(), width: .infinity)
        #expect(visibleText(o, o.lines[0]) == "adcbe")
        let i = try typesetter.layout("שלום \u{2066}abc 12\u{2069}!", attributes: attrs(), width: .infinity)
        #expect(visibleText(i, i.lines[0]) == "!abc 12 םולש")
    }

    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncationPutsTheEllipsisWhereARightToLeftReaderExpectsIt(mode: LineBreakMode) throws {
        let text = "אחת שתיים שלוש ארבע חמש שש שבע שמונה"
        let style = ParagraphStyle(lineBreakMode: mode, numberOfLines: 1)
        let l = try typesetter.layout(text, attributes: attrs(), style: style, width: 120)
        #expect(l.lines.count == 1 && l.lines[0].isTruncated)
        let shown = visibleText(l, l.lines[0])
        let kinds = l.lines[0].pieces.map { if case .ellipsis = $0.kind { "…" } else { "t" } }
        switch mode {
        case .byTruncatingTail:
            // The reader's end of a right-to-left line is its left: "…" first, then the
            // reversed beginning of the text ("…" + "תחא…" read right to left).
            #expect(kinds.first == "…")
            #expect(shown.hasPrefix("…") && shown.hasSuffix("תחא"))
        case .byTruncatingHead:
            // The text's start is cut: "…" at the right, the reversed end at the left.
            #expect(kinds.last == "…")
            #expect(shown.hasSuffix("…") && shown.hasPrefix("הנומש"))
        default:
            #expect(kinds.first != "…" && kinds.last != "…" && kinds.contains("…"))
            #expect(shown.hasPrefix("הנומש") && shown.hasSuffix("תחא"))
        }
        // The ellipsis piece sits at the left edge for tail truncation, right edge for head.
        let pieces = l.lines[0].pieces
        if mode == .byTruncatingTail { #expect(pieces[0].x == 0) }
        // Left-to-right text keeps the ellipsis at the right end for tail truncation.
        let ltr = try typesetter.layout("one two three four five six seven", attributes: attrs(), style: style, width: 120)
        if mode == .byTruncatingTail { #expect(visibleText(ltr, ltr.lines[0]).hasSuffix("…")) }
        if mode == .byTruncatingHead { #expect(visibleText(ltr, ltr.lines[0]).hasPrefix("…")) }
    }

    @Test func naturalAlignmentFollowsTheFirstStrongCharacterPerParagraph() throws {
        let l = try typesetter.layout("abc\nשלום\n123", attributes: attrs(), width: 200)
        #expect(l.lines.count == 3)
        #expect(l.lines[0].x == 0)
        #expect(close(l.lines[1].x + l.lines[1].width, 200))
        #expect(l.lines[2].x == 0)  // no strong character: the layout's direction
        // An explicit left-to-right base direction keeps Hebrew left.
        let forced = try typesetter.layout("שלום", attributes: attrs(), style: ParagraphStyle(baseWritingDirection: .leftToRight), width: 200)
        #expect(forced.lines[0].x == 0)
    }
}
