import Foundation
import GalleyTestSupport
import Geometry
import Support
import Testing
import Typesetting

// Bad text along the typesetting path (odd strings, random mixes of scripts, controls and
// runs, bad widths and sizes, pathological paragraphs) lays out with finite geometry or
// throws a typed error: never a crash, never a hang. Seeded (ROBUST_SEEDS, ROBUST_TRACE as
// in GalleyTests' robustness suites).

@Suite struct TextRobustnessTests {
    static let typesetter = Typesetter(registry: sharedRegistry)
    static let body = TextAttributes(font: .system(size: 17), color: .black)

    /// Lays out `text`; a value with finite geometry, or a typed error.
    func check(
        _ text: String, attributes: TextAttributes = body, style: ParagraphStyle = .default, width: Double,
        _ note: String
    ) -> TextLayout? {
        do {
            let l = try Self.typesetter.layout(text, attributes: attributes, style: style, width: width)
            #expect(l.size.width.isFinite && l.size.height.isFinite && l.size.width >= 0 && l.size.height >= 0, "\(note): \(l.size)")
            _ = l.glyphRuns(at: Point(x: 0, y: 0))
            return l
        } catch {
            #expect(!error.description.isEmpty, "\(note)")
            return nil
        }
    }

    @Test func oddStringsLayOut() {
        let strings = [
            "", " ", "\n", "\n\n\n", "\u{0}", "\u{FFFF}", "\u{FFFE}", "\u{0}\u{FFFF}\u{1}\u{1F}\u{7F}\u{9F}",
            "\u{200B}\u{200D}\u{FEFF}", "\u{202E}abc\u{202C}", "\u{2066}\u{2067}\u{2068}\u{2069}", String(repeating: "\u{202B}", count: 200) + "x",
            "a\u{301}\u{302}\u{303}\u{304}", "e" + String(repeating: "\u{301}", count: 5_000), "\u{E000}\u{F8FF}\u{10FFFF}",
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "한국어 텍스트", "مرحبا بالعالم", "\t\t\t",
            "\r\r\n\u{2028}\u{2029}\u{85}\u{B}\u{C}", String(repeating: "\u{AD}", count: 100), "(((((", "‏a‎b",
        ]
        for (i, s) in strings.enumerated() {
            for width in [0, 1, 50, 320, .infinity] {
                for style in [
                    ParagraphStyle.default, ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 1),
                    ParagraphStyle(lineBreakMode: .byCharWrapping, numberOfLines: 2),
                ] {
                    _ = check(s, style: style, width: width, "string \(i) width \(width) \(style.lineBreakMode)")
                }
            }
        }
    }

    static let scalarPool: [String] = [
        "a", "W", " ", "  ", "\n", "\r\n", "\t", "-", "—", ".", ",", "(", ")", "«", "»", "1", "٣",
        "가", "한", "漢", "。", "、", "ก", "\u{0E31}", "ب", "ש", "\u{301}", "\u{200D}", "\u{200B}",
        "\u{FE0F}", "\u{1F600}", "\u{1F1F0}", "\u{1F1F7}", "\u{202A}", "\u{202B}", "\u{202C}",
        "\u{202D}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{AD}", "\u{A0}", "\u{2028}", "\u{0}",
        "\u{FFFF}", "\u{E000}", "ﬁ", "AV", "To",
    ]

    @Test(arguments: testSeeds(defaultCount: 4))
    func randomTextLaysOutOrFailsTyped(seed: Int) {
        var rng = SplitMix64(seed: 0x7E47_0000 + UInt64(seed))
        for round in 0..<40 {
            var text = ""
            for _ in 0..<rng.below(rng.oneIn(4) ? 400 : 40) { text += rng.pick(Self.scalarPool) }
            let style = ParagraphStyle(
                alignment: rng.pick(TextAlignment.allCases), lineBreakMode: rng.pick(LineBreakMode.allCases),
                lineBreakStrategy: rng.oneIn(2) ? [] : .hangulWordPriority, numberOfLines: rng.pick([0, 1, 2, 3, 1000]),
                lineSpacing: rng.pick([0, 2, 100]), lineHeightMultiple: rng.pick([0, 0.5, 1.5]),
                minimumLineHeight: rng.pick([0, 30]), maximumLineHeight: rng.pick([0, 5, 40]),
                paragraphSpacing: rng.pick([0, 10]), layoutDirection: rng.oneIn(2) ? .leftToRight : .rightToLeft,
                baseWritingDirection: rng.pick(WritingDirection.allCases))
            let attributes = TextAttributes(
                font: Font(
                    family: rng.pick(["DejaVu Sans", "NanumGothic"]), weight: rng.pick(Font.Weight.allCases),
                    size: rng.pick([0.01, 1, 9, 17, 60, 400])),
                color: .black, kern: rng.pick([0, 0.5, -3, 40]))
            let width = rng.pick([0, 0.1, 1, 17, 50, 100, 320, 1000, .infinity])
            let note = "seed \(seed) round \(round) width \(width) \(style) \(attributes) \(text.unicodeScalars.map { String($0.value, radix: 16) })"
            if rng.oneIn(3) {
                // Several runs: fonts, sizes and kerning change mid-word, mid-cluster, mid-line.
                var attributed = AttributedText()
                var rest = Substring(text)
                while !rest.isEmpty {
                    let n = 1 + rng.below(max(1, rest.count))
                    attributed.append(
                        String(rest.prefix(n)),
                        attributes: TextAttributes(
                            font: Font(
                                family: rng.pick(["DejaVu Sans", "NanumGothic"]), weight: rng.pick(Font.Weight.allCases), size: rng.pick([0.01, 9, 17, 60])),
                            color: .black, kern: rng.pick([0, 2, -5])))
                    rest = rest.dropFirst(n)
                }
                do {
                    let l = try Self.typesetter.layout(attributed, style: style, width: width)
                    #expect(l.size.width.isFinite && l.size.height.isFinite, "\(note) attributed")
                    _ = l.glyphRuns(at: .zero)
                    if style.numberOfLines > 0 { #expect(l.lines.count <= style.numberOfLines, "\(note) attributed") }
                } catch {
                    #expect(!error.description.isEmpty, "\(note) attributed")
                }
                continue
            }
            guard let l = check(text, attributes: attributes, style: style, width: width, note) else { continue }
            #expect(l.lines.allSatisfy { $0.range.lowerBound <= $0.range.upperBound && $0.width.isFinite && $0.x.isFinite }, "\(note)")
            if style.numberOfLines > 0 { #expect(l.lines.count <= style.numberOfLines, "\(note)") }
        }
    }

    @Test func badWidthsAndSizesAreTypedErrorsOrDefined() {
        for width in [Double.nan, -1, -0.0, 0, 1e-300, .leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude, .infinity, -.infinity] {
            let l = check("Hello, wrapped world", width: width, "width \(width)")
            if width.isNaN || width < 0 { #expect(l == nil, "width \(width) laid out") }
        }
        for size in [0, -0.0, .nan, 1e6, 1e-300, .leastNonzeroMagnitude, .infinity, 0.001, 10_000] as [Double] {
            let l = check("Hello", attributes: TextAttributes(font: .system(size: size), color: .black), width: 100, "size \(size)")
            if !(size > 0 && size <= 10_000) { #expect(l == nil, "size \(size) laid out") }
        }
        for kern in [Double.nan, .infinity, -1e300, 1e300, -100] {
            _ = check("Hello", attributes: TextAttributes(font: .system(size: 17), color: .black, kern: kern), width: 100, "kern \(kern)")
        }
        _ = check("Hello", attributes: TextAttributes(font: Font(family: "", size: 17), color: .black), width: 100, "empty family")
        _ = check("Hello", style: ParagraphStyle(lineSpacing: .nan), width: 100, "lineSpacing NaN")
        _ = check("Hello", style: ParagraphStyle(lineSpacing: 1e300), width: 100, "lineSpacing huge")
        _ = check("Hello", style: ParagraphStyle(numberOfLines: Int.max), width: 100, "numberOfLines max")
        _ = check("Hello", style: ParagraphStyle(numberOfLines: Int.min), width: 100, "numberOfLines min")
    }

    @Test func pathologicalParagraphsFinish() throws {
        let n = 1 << 16
        let cases: [(String, String)] = [
            ("one cluster of combining marks", "e" + String(repeating: "\u{301}", count: n)),
            ("joiners", String(repeating: "\u{1F468}\u{200D}", count: n / 2)),
            ("alternating directions", String(repeating: "aب", count: n / 2)),
            ("alternating directions with spaces", String(repeating: "ab בג ", count: n / 6)),
            ("nested embeddings", String(repeating: "\u{202B}\u{202A}", count: n / 2) + "x"),
            ("isolates never closed", String(repeating: "\u{2067}a", count: n / 2)),
            ("pops without pushes", String(repeating: "\u{202C}\u{2069}", count: n / 2)),
            ("newlines", String(repeating: "\n", count: n)),
            ("regional indicators", String(repeating: "\u{1F1F0}", count: n)),
            ("brackets", String(repeating: "(", count: n / 2) + String(repeating: ")", count: n / 2)),
            ("soft hyphens", String(repeating: "ab\u{AD}", count: n / 3)),
            ("zero width spaces", String(repeating: "\u{200B}", count: n)),
            ("uncovered", String(repeating: "ก", count: n)),
        ]
        for (name, text) in cases {
            let start = ContinuousClock.now
            for style in [ParagraphStyle.default, ParagraphStyle(lineBreakMode: .byTruncatingMiddle, numberOfLines: 2)] {
                _ = check(text, style: style, width: 300, name)
            }
            if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("TEXT \(name): \(ContinuousClock.now - start)") }
        }
    }

    @Test func aOneMegabyteParagraphWithoutSpacesFinishes() throws {
        // No break opportunity anywhere: emergency breaks on every line; it must finish (time not asserted).
        let solid = String(repeating: "W", count: 1 << 20)
        let l = try #require(check(solid, width: 320, "1 MB solid"))
        #expect(l.lines.count > 1_000)
        let one = try #require(check(solid, style: ParagraphStyle(lineBreakMode: .byTruncatingHead, numberOfLines: 1), width: 320, "1 MB head"))
        #expect(one.lines.count == 1)
        let narrow = try #require(check(String(repeating: "가", count: 1 << 18), width: 0, "256k Hangul at width 0"))
        #expect(narrow.lines.count == 1 << 18)
    }
}
