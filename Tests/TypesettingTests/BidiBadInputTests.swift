import Geometry
import Testing

@testable import Typesetting

/// Bad bidi input gets a defined result: never a crash, never a hang, and time linear in
/// the text.
@Suite struct BidiBadInputTests {
    func scalars(_ s: String) -> [UInt32] { s.unicodeScalars.map(\.value) }

    @Test func unbalancedEmbeddingsAndIsolatesAreDefined() throws {
        // Pops without pushes do nothing.
        let pops = BidiParagraph(scalars: scalars("\u{202C}\u{2069}\u{202C}abc\u{2069}"), direction: .auto)
        #expect(pops.baseLevel == 0 && pops.levels.allSatisfy { $0 == 0 })
        // Pushes never closed hold to the paragraph's end, then stop there.
        let open = BidiParagraph(scalars: scalars("a\u{202B}\u{202B}b\u{2067}c"), direction: .leftToRight)
        #expect(open.levels[3] == 4)  // b: two RLEs, 1 then 3; L at an odd level → 4
        #expect(open.levels[5] == 6)  // c: in an unclosed RLI at 3, so at 5; L at an odd level → 6
        // An isolate opened inside an embedding and closed after its PDF: PDF inside the
        // isolate cannot pop the embedding outside it.
        let crossed = BidiParagraph(scalars: scalars("\u{202B}a\u{2066}b\u{202C}c\u{2069}d"), direction: .leftToRight)
        #expect(crossed.levels[1] == 2 && crossed.levels[3] == 2 && crossed.levels[5] == 2 && crossed.levels[7] == 2)
        for text in [
            "\u{202B}\u{202B}\u{2067}abc", "\u{2069}\u{202C}שלום\u{202E}", "\u{2068}\u{2068}\u{2068}", "\u{202A}\u{2067}\u{202C}\u{2069}\u{202C}\u{2069}אב",
        ] {
            let l = try typesetter.layout(text, attributes: attrs(), width: 100)
            #expect(l.lines.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func nestingPast125LevelsOverflowsAsUAX9Says() throws {
        // 130 RLEs: levels 1, 3, …, 125 (63 pushes), the rest overflow; as many PDFs pop them.
        let deep = String(repeating: "\u{202B}", count: 130) + "a" + String(repeating: "\u{202C}", count: 130) + "b"
        let p = BidiParagraph(scalars: scalars(deep), direction: .leftToRight)
        #expect(p.levels[130] == 126)  // "a": L at odd level 125 → 126 (I2)
        #expect(p.levels[261] == 0)
        #expect(p.levels.max()! <= BidiParagraph.maxDepth + 1)
        // 130 nested isolates and LREs mixed, with text at every depth.
        var mixed = ""
        for k in 0..<130 { mixed += (k % 2 == 0 ? "\u{2067}" : "\u{202A}") + "א1" }
        for k in 0..<130 { mixed += (k % 2 == 0 ? "\u{202C}" : "\u{2069}") + "b" }
        let q = BidiParagraph(scalars: scalars(mixed), direction: .auto)
        #expect(q.levels.max()! <= BidiParagraph.maxDepth + 1)
        let order = BidiParagraph.visualOrder(q.lineLevels(0..<q.levels.count))
        #expect(order.sorted() == Array(0..<q.levels.count))
        let l = try typesetter.layout(mixed, attributes: attrs(), width: 200)
        #expect(!l.lines.isEmpty)
        #expect(!l.glyphRuns(at: .zero).isEmpty)
    }

    @Test func loneCombiningMarksTakeTheirContextOrTheParagraphs() throws {
        // W1: a mark at the start takes sos; after an isolate initiator it is neutral.
        let start = BidiParagraph(scalars: scalars("\u{05B4}\u{0301}"), direction: .rightToLeft)
        #expect(start.levels == [1, 1])
        let afterIsolate = BidiParagraph(scalars: scalars("a\u{2067}\u{0301}"), direction: .leftToRight)
        #expect(afterIsolate.levels[2] == 1)  // ON inside the RTL isolate: level 1
        for text in ["\u{0301}", "\u{05B4}", "\u{0301}\u{0301}\u{0301} שלום", "שלום \u{0301}\u{2069}\u{0301}"] {
            let l = try typesetter.layout(text, attributes: attrs(), width: 100)
            #expect(l.lines.count == 1)
        }
    }

    @Test func zeroWidthJoinersEverywhereKeepTheOrder() throws {
        let word = "שלום"
        let joined = word.unicodeScalars.map { String($0) }.joined(separator: "\u{200D}")
        let text = "\u{200D}" + joined + "\u{200D} \u{200D}abc\u{200D}1\u{200D}2\u{200D}"
        let l = try typesetter.layout(text, attributes: attrs(), width: .infinity)
        // ZWJ is a boundary neutral (removed by X9): the order of the text without it, in
        // a right-to-left paragraph (first strong ש).
        #expect(visibleText(l, l.lines[0]).unicodeScalars.filter { $0.value != 0x200D }.map(String.init).joined() == "abc12 םולש")
        let p = BidiParagraph(scalars: scalars(String(repeating: "\u{200D}", count: 1000)), direction: .auto)
        #expect(p.baseLevel == 0 && p.levels.allSatisfy { $0 == 0 })
    }

    /// About 1 MB of Hebrew and Arabic with numbers, resolved as one paragraph (levels
    /// only: a full layout of it is too slow in a debug build). Asserts the result, not
    /// the time; prints the time.
    @Test func aMegabyteRightToLeftParagraphResolvesInLinearTime() {
        let unit = scalars("שלום עולם 12:30 $9.99 (82%) مرحبا ١٢٣ ")
        var text: [UInt32] = []
        text.reserveCapacity(600_000)
        var bytes = 0
        while bytes < 1_000_000 {
            text.append(contentsOf: unit)
            bytes += String(String.UnicodeScalarView(unit.compactMap(Unicode.Scalar.init))).utf8.count
        }
        let clock = ContinuousClock()
        let start = clock.now
        let p = BidiParagraph(scalars: text, direction: .auto)
        let resolved = clock.now - start
        let line = p.lineLevels(0..<text.count)
        let order = BidiParagraph.visualOrder(line)
        let total = clock.now - start
        print("bidi 1 MB: \(text.count) scalars, resolve \(resolved), with L1/L2 \(total)")
        #expect(p.baseLevel == 1)
        #expect(p.levels[0] == 1)  // ש
        #expect(p.levels[10] == 2 && p.levels[12] == 2)  // 12:30 inside RTL: EN at 2
        #expect(order.count == text.count && order.last == 0)  // the first letter reads rightmost
        #expect(Set(order).count == text.count)
        // Brackets pair across the whole text without recursion or quadratic work: the
        // level pattern repeats every unit.
        #expect(Array(p.levels[unit.count..<(2 * unit.count)]) == Array(p.levels[(2 * unit.count)..<(3 * unit.count)]))
    }

    /// A long wrapped right-to-left text through the whole layout: every line reorders on
    /// its own and every scalar of the text is drawn or is whitespace.
    @Test func aLongWrappedRightToLeftTextLaysOut() throws {
        let text = String(repeating: "שלום עולם 12:30 (82%) ", count: 2_000)
        let l = try typesetter.layout(text, attributes: attrs(), width: 200)
        #expect(l.lines.count > 100)
        for line in l.lines.prefix(50) {
            #expect(close(line.x + line.width, 200, 1e-6))
            let xs = l.glyphRuns(of: line, at: .zero).flatMap(\.positions).map(\.x)
            #expect(xs == xs.sorted())
        }
    }
}
