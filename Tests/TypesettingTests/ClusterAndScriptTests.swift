import Geometry
import Testing

@testable import Typesetting

/// Grapheme clusters are never split; Hebrew reads right to left; Dynamic Type sizes.
@Suite struct ClusterAndScriptTests {
    static func lineTexts(_ s: String, width: Double, mode: LineBreakMode = .byWordWrapping) throws -> [String] {
        let l = try typesetter.layout(s, attributes: attrs(), style: ParagraphStyle(lineBreakMode: mode), width: width)
        return l.lines.map { visibleText(l, $0) }
    }

    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping])
    func clustersStayWholeWhenLinesBreakInsideWords(mode: LineBreakMode) throws {
        // Combining marks.
        #expect(try Self.lineTexts("e\u{301}a\u{308}o\u{302}\u{323}", width: 5, mode: mode) == ["e\u{301}", "a\u{308}", "o\u{302}\u{323}"])
        // Hangul jamo: ᄀ + ᅡ + ᆨ is one syllable (각).
        let jamo = "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{11A8}"
        #expect(try Self.lineTexts(jamo, width: 5, mode: mode) == ["\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}\u{11A8}"])
        // Emoji ZWJ sequences and flags (drawn as .notdef, but kept together).
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(
            try Self.lineTexts(family + family, width: 5, mode: mode)
                == [family, family].map { String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{200D}" })) })
        #expect(try Self.lineTexts("🇰🇷🇯🇵", width: 5, mode: mode) == ["🇰🇷", "🇯🇵"])
    }

    @Test func charWrappingBreaksBetweenAnyCharacters() throws {
        // H 12.78, e 10.46, l 4.72, o 10.40: "ell" is 19.91 pt.
        #expect(try Self.lineTexts("Hello", width: 20, mode: .byCharWrapping) == ["H", "ell", "o"])
        // "Hi th" is 40.34 pt; "there" (44.98 pt) is wider than the line, so word wrapping
        // char-wraps it after moving it to its own line.
        #expect(try Self.lineTexts("Hi there", width: 40, mode: .byCharWrapping) == ["Hi t", "here"])
        #expect(try Self.lineTexts("Hi there", width: 40) == ["Hi", "ther", "e"])
    }

    @Test func hebrewRunsReadRightToLeftInsideLeftToRightText() throws {
        let l = try typesetter.layout("abc שלום 123", attributes: attrs(), width: .infinity)
        // UAX #9: the Hebrew word and the number after it form a right-to-left run whose
        // digits keep their order: abc 123 םולש.
        #expect(visibleText(l, l.lines[0]) == "abc 123 םולש")
        let glyphs = l.glyphRuns(at: .zero).flatMap(\.glyphs)
        #expect(glyphs == [68, 69, 70, 20, 21, 22, 1332, 1324, 1331, 1344])
        // Positions increase left to right, and the line is as wide as measured.
        let xs = l.glyphRuns(at: .zero).flatMap(\.positions).map(\.x)
        #expect(xs == xs.sorted())
        #expect(close(xs.last! + dejaVu(1451), l.lines[0].width, 1e-6))  // ש advance 1451
    }

    @Test func rightToLeftParagraphsAlignAndOrderFromTheRight() throws {
        let style = ParagraphStyle(layoutDirection: .rightToLeft)
        let l = try typesetter.layout("שלום abc!", attributes: attrs(), style: style, width: 200)
        #expect(visibleText(l, l.lines[0]) == "!abc םולש")
        #expect(close(l.lines[0].x + l.lines[0].width, 200))
        // Explicit base direction, left-to-right layout: natural alignment follows the
        // paragraph's direction, as TextKit aligns a right-to-left writing direction right.
        let forced = try typesetter.layout("abc!", attributes: attrs(), style: ParagraphStyle(baseWritingDirection: .rightToLeft), width: 200)
        #expect(visibleText(forced, forced.lines[0]) == "!abc")
        #expect(close(forced.lines[0].x + forced.lines[0].width, 200))
        let left = try typesetter.layout("abc!", attributes: attrs(), style: ParagraphStyle(alignment: .left, baseWritingDirection: .rightToLeft), width: 200)
        #expect(left.lines[0].x == 0)
    }

    @Test func dynamicTypeSizesFollowIOSTables() {
        #expect(TextStyle.allCases.map { $0.pointSize() } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(TextStyle.body.pointSize(for: .accessibilityMedium) == 28)
        #expect(TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.caption2.pointSize(for: .extraSmall) == 11)
        #expect(Font.preferred(.headline).weight == .semibold)
        #expect(sharedRegistry.fontName(for: .preferred(.headline)) == "Inter-SemiBold")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(Font.system(size: 10).scaled(for: .body, category: .accessibilityMedium).size == 10.0 * 28 / 17)
        // Every style grows (or stays) from one category to the next.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted())
        }
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge])
    func dynamicTypeLayoutsScaleTheirLineHeight(category: ContentSizeCategory) throws {
        let font = Font.preferred(.body, category: category)
        let l = try typesetter.layout("Body text in Dynamic Type 본문", attributes: TextAttributes(font: font), width: 300)
        // Inter's line (ascender + descender, no gap) is taller than Nanum Gothic's fallback.
        let inter = try #require(sharedRegistry.metrics(fontNamed: "Inter-Regular"))
        #expect(close(l.lines[0].height, inter.lineHeight(atSize: font.size)))
        let expectedLines = [ContentSizeCategory.extraSmall: 1, .large: 1, .accessibilityExtraLarge: 3][category]!
        #expect(l.lines.count == expectedLines)
    }
}

@Suite struct JustifiedRightToLeftTests {
    @Test func justifiedHebrewSpreadsAcrossThePieces() throws {
        let style = ParagraphStyle(alignment: .justified, layoutDirection: .rightToLeft)
        let l = try typesetter.layout("שלום עולם abc def שלום עולם abc def", attributes: attrs(), style: style, width: 150)
        #expect(l.lines.count >= 2)
        let first = l.lines[0]
        let xs = l.glyphRuns(of: first, at: .zero).flatMap(\.positions).map(\.x)
        // Visual order left to right, and the line spans the full width.
        #expect(xs == xs.sorted())
        #expect(close(first.width, 150))
        #expect(xs.last! > 130)
    }
}

@Suite struct MirroringTests {
    @Test func bracketsMirrorInsideRightToLeftRuns() throws {
        // In a right-to-left paragraph "(שלום)" reads ")םולש(" left to right on screen, drawn
        // with mirrored glyphs, so it looks like "(םולש)".
        let l = try typesetter.layout("(שלום)", attributes: attrs(), style: ParagraphStyle(baseWritingDirection: .rightToLeft), width: 200)
        let glyphs = l.glyphRuns(at: .zero).flatMap(\.glyphs)
        #expect(glyphs.first == 11 && glyphs.last == 12)  // '(' is glyph 11, ')' 12 in DejaVu Sans
        // Left to right text keeps its brackets.
        let ltr = try typesetter.layout("(abc)", attributes: attrs(), width: 200)
        #expect(ltr.glyphRuns(at: .zero).flatMap(\.glyphs) == [11, 68, 69, 70, 12])
    }
}
