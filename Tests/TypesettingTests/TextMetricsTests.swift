import Geometry
import Raster
import Testing

@testable import Typesetting

/// Metrics against values computed by hand from DejaVu Sans font units (2048 per em):
/// H 1540, e 1260, l 569, o 1253, space 651, w 1675, r 842, d 1300, … 2048;
/// ascender 1901, descender -483, line gap 0 → line height 2384 units.
@Suite struct TextMetricsTests {
    let lineHeight = dejaVu(2384)
    let ascent = dejaVu(1901)

    @Test func oneLineIsItsAdvancesAndOneLineHeight() throws {
        let l = try typesetter.layout("Hello", attributes: attrs(), width: .infinity)
        #expect(l.lines.count == 1)
        #expect(close(l.size.width, dejaVu(1540 + 1260 + 569 + 569 + 1253)))
        #expect(close(l.size.height, lineHeight))
        #expect(close(l.firstBaseline, ascent) && close(l.lastBaseline, ascent))
        let run = try #require(l.glyphRuns(at: Point(x: 10, y: 20)).first)
        #expect(run.font == "DejaVuSans" && run.size == 17 && run.glyphs == [43, 72, 79, 79, 82])
        #expect(run.origin == Point(x: 10, y: 20 + ascent))
        #expect(run.positions.map(\.x).enumerated().allSatisfy { close($1, [0, dejaVu(1540), dejaVu(2800), dejaVu(3369), dejaVu(3938)][$0]) })
    }

    @Test func kerningMovesThePairCloser() throws {
        let l = try typesetter.layout("AV", attributes: attrs(), width: .infinity)
        #expect(close(l.size.width, dejaVu(1401 - 131 + 1401)))
        #expect(close(l.glyphRuns(at: .zero)[0].positions[1].x, dejaVu(1401 - 131)))
    }

    @Test func wrapsAtSpacesAndHangsTheSpace() throws {
        // "Hello " fits in 50 pt (the space hangs), "Hello world" does not.
        let l = try typesetter.layout("Hello world", attributes: attrs(), width: 50)
        #expect(l.lines.map(\.range) == [0..<6, 6..<11])
        #expect(close(l.lines[0].width, dejaVu(5191)) && close(l.lines[1].width, dejaVu(5639)))
        #expect(close(l.size.height, 2 * lineHeight))
        #expect(close(l.lines[1].baseline, lineHeight + ascent))
        #expect(close(l.size.width, dejaVu(5639)))
        // At exactly the measured width the text stays on one line (measured = drawn).
        let one = try typesetter.intrinsicSize(AttributedText("Hello world", attributes: attrs()))
        #expect(try typesetter.layout("Hello world", attributes: attrs(), width: one.width).lines.count == 1)
        #expect(try typesetter.layout("Hello world", attributes: attrs(), width: one.width - 0.001).lines.count == 2)
    }

    @Test func tailTruncationCutsAtTheLastCharacterThatFitsWithTheEllipsis() throws {
        let style = ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        // Width 61: room for 61 - 17 (…) = 44 pt; "Hello" is 43.09 pt, "Hello w" 62.4 pt.
        let a = try typesetter.layout("Hello world", attributes: attrs(), style: style, width: 61)
        #expect(visibleText(a, a.lines[0]) == "Hello…" && a.isTruncated && a.lines[0].isTruncated)
        #expect(close(a.lines[0].width, dejaVu(5191 + 2048)))
        // Width 60: 43 pt left; "Hello" no longer fits, "Hell" (32.69 pt) does.
        let b = try typesetter.layout("Hello world", attributes: attrs(), style: style, width: 60)
        #expect(visibleText(b, b.lines[0]) == "Hell…")
        let glyphs = b.glyphRuns(at: .zero)[0]
        #expect(glyphs.glyphs == [43, 72, 79, 79, 2825])
        #expect(close(glyphs.positions[4].x, dejaVu(3938)))
        // Text that fits is not truncated.
        let c = try typesetter.layout("Hello", attributes: attrs(), style: style, width: 61)
        #expect(visibleText(c, c.lines[0]) == "Hello" && !c.isTruncated)
    }

    @Test func headAndMiddleTruncation() throws {
        let head = try typesetter.layout(
            "Hello world", attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byTruncatingHead, numberOfLines: 1), width: 61)
        // 44 pt for the tail: "world" is 46.81 pt, "orld" 32.90 pt.
        #expect(visibleText(head, head.lines[0]) == "…orld")
        #expect(close(head.lines[0].width, dejaVu(2048 + 3964)))
        let middle = try typesetter.layout(
            "Hello world", attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1), width: 61)
        // Half of 44 pt for the head ("H" 12.78; "He" 23.24 is too wide), the rest (31.22 pt) for the tail ("rld" 22.50).
        #expect(visibleText(middle, middle.lines[0]) == "H…rld")
    }

    @Test func clippingKeepsGlyphsThatStartInsideTheWidth() throws {
        let l = try typesetter.layout("Hello world", attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byClipping, numberOfLines: 1), width: 30)
        // Pen positions 0, 12.78, 23.24, 27.97, 32.69…: four glyphs start before 30 pt.
        #expect(visibleText(l, l.lines[0]) == "Hell")
        #expect(l.size.width == 30 && l.isTruncated)
    }

    @Test func numberOfLinesDropsTheRestAndTruncatesTheLastLine() throws {
        let text = "one two three four five six seven eight nine ten"
        let wrap = try typesetter.layout(text, attributes: attrs(), style: ParagraphStyle(numberOfLines: 2), width: 100)
        #expect(wrap.lines.count == 2 && wrap.isTruncated)
        #expect(summary(wrap).contains("…") == false)
        let tail = try typesetter.layout(text, attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byTruncatingTail, numberOfLines: 2), width: 100)
        #expect(tail.lines.count == 2)
        #expect(visibleText(tail, tail.lines[0]) == visibleText(wrap, wrap.lines[0]))
        #expect(visibleText(tail, tail.lines[1]).hasSuffix("…"))
        #expect(tail.lines[1].width <= 100)
        let unlimited = try typesetter.layout(text, attributes: attrs(), width: 100)
        #expect(unlimited.lines.count > 2 && !unlimited.isTruncated)
    }

    @Test func lineSpacingParagraphSpacingAndLineHeights() throws {
        let text = "Hello world\nHello"
        let base = try typesetter.layout(text, attributes: attrs(), width: 50)
        #expect(base.lines.count == 3)
        let spaced = try typesetter.layout(text, attributes: attrs(), style: ParagraphStyle(lineSpacing: 4, paragraphSpacing: 10), width: 50)
        // Two gaps of 4 pt, one paragraph end (after "world") with 10 pt; nothing after the last line.
        #expect(close(spaced.size.height, 3 * lineHeight + 2 * 4 + 10))
        #expect(close(spaced.lines[2].top, 2 * lineHeight + 8 + 10))
        // lineHeightMultiple: extra space above the text (baseline moves down).
        let multiple = try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(lineHeightMultiple: 1.5), width: 100)
        #expect(close(multiple.size.height, 1.5 * lineHeight))
        #expect(close(multiple.firstBaseline, 1.5 * lineHeight - dejaVu(483)))
        let minimum = try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(minimumLineHeight: 30), width: 100)
        #expect(minimum.size.height == 30 && close(minimum.firstBaseline, 30 - dejaVu(483)))
        let maximum = try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(maximumLineHeight: 15), width: 100)
        #expect(maximum.size.height == 15 && close(maximum.firstBaseline, 15 - dejaVu(483)))
        // leadingDistribution .even: the same heights, the difference split above and below.
        let natural = lineHeight - dejaVu(483)  // baseline of a line at its own height
        let even = try typesetter.layout(
            "Hello\nHello", attributes: attrs(),
            style: ParagraphStyle(minimumLineHeight: 30, leadingDistribution: .even), width: 100)
        #expect(even.size.height == 60)
        #expect(close(even.lines[0].baseline, (30 - lineHeight) / 2 + natural))
        #expect(close(even.lines[1].baseline, 30 + (30 - lineHeight) / 2 + natural))
        let evenMaximum = try typesetter.layout(
            "Hello", attributes: attrs(),
            style: ParagraphStyle(maximumLineHeight: 15, leadingDistribution: .even), width: 100)
        #expect(evenMaximum.size.height == 15 && close(evenMaximum.firstBaseline, (15 - lineHeight) / 2 + natural))
    }

    @Test(arguments: [TextAlignment.left, .center, .right, .natural])
    func alignmentOffsetsLinesInTheWidth(alignment: TextAlignment) throws {
        let l = try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(alignment: alignment), width: 100)
        let w = dejaVu(5191)
        let expected: Double =
            switch alignment {
            case .center: (100 - w) / 2;
            case .right: 100 - w;
            default: 0
            }
        #expect(close(l.lines[0].x, expected))
        #expect(close(l.glyphRuns(at: .zero)[0].origin.x, expected))
        let rtl = try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(alignment: alignment, layoutDirection: .rightToLeft), width: 100)
        let mirrored: Double =
            switch alignment {
            case .natural: 100 - w;
            default: expected
            }
        #expect(close(rtl.lines[0].x, mirrored))
    }

    @Test func justifiedStretchesSpacesOnAllButTheLastLine() throws {
        let l = try typesetter.layout("aa bb cc dd ee ff", attributes: attrs(), style: ParagraphStyle(alignment: .justified), width: 60)
        #expect(l.lines.count >= 2)
        for line in l.lines.dropLast() { #expect(close(line.width, 60)) }
        #expect(l.lines.last!.width < 60)
        // The last glyph of a justified line ends at the right edge.
        let first = l.glyphRuns(of: l.lines[0], at: .zero)[0]
        let s = l.shaped
        var last = l.lines[0].range.upperBound - 1
        while s.flags[last] & ShapedText.whitespace != 0 { last -= 1 }
        let advance = s.x[last + 1] - s.kern[last + 1] - s.x[last]
        #expect(close(first.positions.last!.x + advance, 60))
    }

    @Test func letterSpacingAddsAfterEveryCharacter() throws {
        let plain = try typesetter.layout("Hello", attributes: attrs(), width: .infinity)
        let spaced = try typesetter.layout("Hello", attributes: attrs(kern: 2), width: .infinity)
        #expect(close(spaced.size.width, plain.size.width + 5 * 2))
        #expect(close(spaced.glyphRuns(at: .zero)[0].positions[1].x, dejaVu(1540) + 2))
    }

    @Test func attributedRunsShareLinesAndTakeTheTallestFont() throws {
        var text = AttributedText("Big ", attributes: attrs(34, weight: .bold))
        text.append("small", attributes: attrs(12, color: Color(red: 255, green: 0, blue: 0)))
        let l = try typesetter.layout(text, width: .infinity)
        #expect(l.lines.count == 1)
        #expect(close(l.size.height, dejaVu(2384, size: 34)))
        #expect(close(l.firstBaseline, dejaVu(1901, size: 34)))
        let runs = l.glyphRuns(at: .zero)
        #expect(runs.map(\.font) == ["DejaVuSans-Bold", "DejaVuSans"])
        #expect(runs.map(\.size) == [34, 12])
        #expect(runs[1].color == Color(red: 255, green: 0, blue: 0))
        #expect(runs[0].origin.y == runs[1].origin.y)
    }

    @Test func koreanBreaksBetweenWordsByDefault() throws {
        // iOS's default strategy (.standard) includes .hangulWordPriority: 이동하세요 stays whole.
        #expect(ParagraphStyle.default.lineBreakStrategy == .standard)
        #expect(ParagraphStyle.default.lineBreakStrategy.contains(.hangulWordPriority))
        let l = try typesetter.layout("가나다 가나다", attributes: attrs(), width: 60)
        #expect(l.lines.map { visibleText(l, $0) } == ["가나다", "가나다"])
        let sentence = try typesetter.layout("설정으로 이동하세요", attributes: attrs(), width: 120)
        #expect(sentence.lines.map { visibleText(sentence, $0) } == ["설정으로", "이동하세요"])
    }

    @Test func koreanFallsBackToNanumGothicAndBreaksBetweenSyllables() throws {
        // 가, 나, 다: 940 units of 1000 in Nanum Gothic → 15.98 pt at 17 pt; space from DejaVu.
        // Without a strategy ([]), UAX #14's default: Hangul breaks between any two syllables.
        let l = try typesetter.layout("가나다 가나다", attributes: attrs(), style: ParagraphStyle(lineBreakStrategy: []), width: 40)
        #expect(l.glyphRuns(at: .zero).first?.font == "NanumGothic")
        #expect(l.lines.map { visibleText(l, $0) } == ["가나", "다 가", "나다"])  // 다 + space (5.40) + 가 = 37.36 fits
        #expect(close(l.lines[0].width, 2 * 15.98))
        let words = try typesetter.layout("가나다 가나다", attributes: attrs(), style: ParagraphStyle(lineBreakStrategy: .hangulWordPriority), width: 60)
        #expect(words.lines.map { visibleText(words, $0) } == ["가나다", "가나다"])
        // A word wider than the line still breaks (between syllables) rather than overflowing.
        let narrow = try typesetter.layout("가나다", attributes: attrs(), style: ParagraphStyle(lineBreakStrategy: .hangulWordPriority), width: 40)
        #expect(narrow.lines.map { visibleText(narrow, $0) } == ["가나", "다"])
        // A Korean-only family has its own line height: (920 + 230) / 1000 em.
        let nanum = try typesetter.layout("가나다", attributes: attrs(family: "Nanum Gothic"), width: 100)
        #expect(close(nanum.size.height, 1150.0 * 17 / 1000))
    }

    @Test func sizeThatFitsIsTheLayoutsSize() throws {
        let text = AttributedText("The quick brown fox jumps over the lazy dog. 다람쥐 헌 쳇바퀴에 타고파.", attributes: attrs())
        for w in [50.0, 120, 200, 320, 1000] {
            let size = try typesetter.sizeThatFits(text, width: w)
            let layout = try typesetter.layout(text, width: w)
            #expect(size == layout.size)
            #expect(layout.lines.allSatisfy { $0.width <= w + 1e-6 })
            // Laying out again at the measured width gives the same lines.
            let again = try typesetter.layout(text, width: size.width)
            #expect(again.lines.map(\.range) == layout.lines.map(\.range))
        }
        let uncached = Typesetter(registry: sharedRegistry, cacheCapacity: 0)
        #expect(try uncached.layout(text, width: 200).description == typesetter.layout(text, width: 200).description)
    }
}
