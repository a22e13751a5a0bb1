import Geometry
import Testing

@testable import Typesetting

/// Bad input gets a defined result or a typed error: never a crash, never a hang.
@Suite struct BadInputTests {
    @Test func emptyTextHasNoLinesAndZeroSize() throws {
        let l = try typesetter.layout("", attributes: attrs(), width: 100)
        #expect(l.lines.isEmpty && l.size == .zero && l.firstBaseline == 0 && l.glyphRuns(at: .zero).isEmpty)
        #expect(try typesetter.layout(AttributedText(), width: 100).lines.isEmpty)
    }

    @Test func controlCharactersDrawNothingAndTakeNoWidth() throws {
        let l = try typesetter.layout("a\u{0}\u{7}\u{1B}\u{7F}\u{200B}\u{FEFF}b", attributes: attrs(), width: .infinity)
        #expect(l.glyphRuns(at: .zero).flatMap(\.glyphs) == [68, 69])
        #expect(close(l.size.width, try typesetter.layout("ab", attributes: attrs(), width: .infinity).size.width))
        #expect(l.diagnostics.isEmpty)
        // Line and paragraph separators break lines; a trailing newline adds no empty line.
        #expect(try typesetter.layout("a\nb\r\nc\u{2028}d\u{2029}e\n", attributes: attrs(), width: 100).lines.count == 5)
        #expect(try typesetter.layout("\n", attributes: attrs(), width: 100).lines.count == 1)
        #expect(try typesetter.layout("a\n\nb", attributes: attrs(), width: 100).lines.count == 3)
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func badWidthsAreTypedErrors(width: Double) {
        #expect(throws: TextLayoutError.self) { try typesetter.layout("Hello", attributes: attrs(), width: width) }
        do { _ = try typesetter.layout("Hello", attributes: attrs(), width: width) } catch {
            #expect(error.description.contains("width"))
        }
    }

    @Test(arguments: [Double.nan, 0, -17, Double.infinity, 1e6])
    func badFontSizesAreTypedErrors(size: Double) {
        do {
            _ = try typesetter.layout("Hello", attributes: attrs(size), width: 100)
            Issue.record("size \(size) laid out")
        } catch {
            guard case .invalidFontSize = error else { Issue.record("wrong error \(error)"); return }
            #expect(error.description.contains("font size"))
        }
    }

    @Test func badStyleValuesAndUnknownFamiliesAreTypedErrors() {
        #expect(throws: TextLayoutError.invalidValue(field: "numberOfLines", value: -1)) {
            try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(numberOfLines: -1), width: 100)
        }
        #expect(throws: TextLayoutError.invalidValue(field: "lineSpacing", value: -2)) {
            try typesetter.layout("Hello", attributes: attrs(), style: ParagraphStyle(lineSpacing: -2), width: 100)
        }
        #expect(throws: TextLayoutError.self) { try typesetter.layout("Hello", attributes: attrs(kern: .nan), width: 100) }
        do {
            _ = try typesetter.layout("Hello", attributes: attrs(family: "Helvetica Neue"), width: 100)
            Issue.record("unknown family laid out")
        } catch {
            #expect(error == .unknownFamily("Helvetica Neue", available: ["DejaVu Sans", "Inter", "NanumGothic", "Noto Color Emoji"]))
            #expect(error.description.contains("Helvetica Neue") && error.description.contains("DejaVu Sans"))
        }
    }

    @Test func widthNarrowerThanOneGlyphPutsOneClusterOnEachLine() throws {
        for width in [0.0, 1] {
            let l = try typesetter.layout("Hello wo", attributes: attrs(), width: width)
            #expect(l.lines.map { visibleText(l, $0) } == ["H", "e", "l", "l", "o", "w", "o"])
            #expect(l.lines.allSatisfy { $0.x == 0 })
        }
        let marks = try typesetter.layout("e\u{301}e\u{301}", attributes: attrs(), width: 1)
        #expect(marks.lines.map { visibleText(marks, $0) } == ["e\u{301}", "e\u{301}"])
    }

    @Test func aOneMegabyteParagraphLaysOutInLinearTime() throws {
        // With spaces (word wrapping), and without any break opportunity (emergency breaks
        // at every line): both finish; each line is found from where the last one ended.
        let words = String(repeating: "galley proof 교정쇄 ", count: 1_000_000 / 24)
        let a = try typesetter.layout(words, attributes: attrs(), width: 320)
        #expect(a.lines.count > 10_000)
        #expect(a.lines.first?.range.lowerBound == 0 && a.lines.last?.range.upperBound == a.shaped.count)
        let solid = String(repeating: "x", count: 1 << 20)
        let b = try typesetter.layout(solid, attributes: attrs(), width: 320)
        #expect(b.lines.count > 1000)
        let one = try typesetter.layout(solid, attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1), width: 320)
        #expect(one.lines.count == 1 && one.isTruncated && one.lines[0].width <= 320)
        let chars = try typesetter.layout(words, attributes: attrs(), style: ParagraphStyle(lineBreakMode: .byCharWrapping), width: 320)
        #expect(chars.lines.count > 10_000)
    }

    @Test func uncoveredCharactersDrawNotdefAndAreReported() throws {
        // Thai is in no bundled font.
        let l = try typesetter.layout("aกก", attributes: attrs(), width: .infinity)
        let run = l.glyphRuns(at: .zero)
        #expect(run.flatMap(\.glyphs) == [68, 0, 0])
        #expect(run[0].font == "DejaVuSans")
        // Once per scalar, with its count.
        #expect(l.diagnostics == [.uncoveredCharacter(scalar: 0x0E01, font: "DejaVuSans", count: 2)])
        #expect(l.diagnostics[0].description == "U+0E01 is not covered by any bundled font; drew DejaVuSans's .notdef box (2 times)")
        #expect(close(l.size.width, dejaVu(1255 + 2 * 1229)))  // 'a' 1255; .notdef's advance 1229
    }
}
