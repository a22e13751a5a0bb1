import Foundation
import GalleyTestSupport
import Testing

@testable import Typesetting

/// UAX #9 conformance against the Unicode Consortium's BidiTest.txt and
/// BidiCharacterTest.txt (Unicode 15.0.0, vendored in `Tests/Fixtures/unicode`): every
/// case, every paragraph direction, levels after L1 and the L2 reordering. A missing file
/// throws `FixtureMissing`, so the test fails.
@Suite struct BidiConformanceTests {
    /// Levels as the files write them: nil for characters removed by X9 ("x").
    static func expectedLevels(_ field: Substring) -> [UInt8?] {
        field.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0 == "x" ? nil : UInt8($0) }
    }

    /// The line's levels (L1 over the whole paragraph as one line) and L2 order, with
    /// X9-removed characters as nil and left out of the order.
    static func actual(_ p: BidiParagraph) -> (levels: [UInt8?], order: [Int]) {
        let line = p.lineLevels(0..<p.classes.count)
        let levels: [UInt8?] = line.indices.map { p.classes[$0].isRemovedByX9 ? nil : line[$0] }
        let order = BidiParagraph.visualOrder(line).filter { !p.classes[$0].isRemovedByX9 }
        return (levels, order)
    }

    @Test func everyCaseOfBidiTestPasses() throws {
        let text = try Fixture.text("unicode/BidiTest.txt")
        #expect(text.hasPrefix("# BidiTest-\(BidiTable.unicodeVersion).txt"))
        var levels: [UInt8?] = [], order: [Int] = []
        var total = 0, passed = 0
        var failures: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if line.hasPrefix("@Levels:") { levels = Self.expectedLevels(line.dropFirst(8)); continue }
            if line.hasPrefix("@Reorder:") { order = line.dropFirst(9).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }; continue }
            if line.hasPrefix("@") { continue }
            let fields = line.split(separator: ";")
            guard fields.count == 2, let bits = Int(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) else { continue }
            let classes = try fields[0].split(whereSeparator: { $0 == " " || $0 == "\t" }).map { name in
                try #require(BidiClass(name: String(name)), "line \(number + 1): unknown class \(name)")
            }
            for (bit, direction) in [(1, BidiDirection.auto), (2, .leftToRight), (4, .rightToLeft)] where bits & bit != 0 {
                total += 1
                let got = Self.actual(BidiParagraph(classes: classes, direction: direction))
                if got.levels == levels && got.order == order {
                    passed += 1
                } else if failures.count < 10 {
                    failures.append("line \(number + 1) \(direction): \(fields[0]) expected \(levels) \(order) got \(got.levels) \(got.order)")
                }
            }
        }
        print("BidiTest.txt: \(passed)/\(total) cases")
        for f in failures { print("  " + f) }
        #expect(total > 490_000)
        #expect(passed == total)
    }

    @Test func everyCaseOfBidiCharacterTestPasses() throws {
        let text = try Fixture.text("unicode/BidiCharacterTest.txt")
        #expect(text.hasPrefix("# BidiCharacterTest-\(BidiTable.unicodeVersion).txt"))
        var total = 0, passed = 0
        var failures: [String] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if raw.hasPrefix("#") { continue }
            let f = raw.split(separator: ";", omittingEmptySubsequences: false)
            guard f.count == 5 else { continue }
            let scalars = f[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let direction: BidiDirection = f[1] == "0" ? .leftToRight : f[1] == "1" ? .rightToLeft : .auto
            let levels = Self.expectedLevels(f[3])
            let order = f[4].split(separator: " ").compactMap { Int($0) }
            total += 1
            let p = BidiParagraph(scalars: scalars, direction: direction)
            let got = Self.actual(p)
            if UInt8(f[2]) == p.baseLevel && got.levels == levels && got.order == order {
                passed += 1
            } else if failures.count < 10 {
                failures.append("line \(number + 1): \(f[0]) dir \(f[1]) expected \(f[2]) \(levels) \(order) got \(p.baseLevel) \(got.levels) \(got.order)")
            }
        }
        print("BidiCharacterTest.txt: \(passed)/\(total) cases")
        for f in failures { print("  " + f) }
        #expect(total > 90_000)
        #expect(passed == total)
    }

    @Test func tablesMatchTheUCD() {
        let t = BidiTable.shared
        #expect(t.bidiClass(0x41) == .L)
        #expect(t.bidiClass(0x5D0) == .R)
        #expect(t.bidiClass(0x627) == .AL)
        #expect(t.bidiClass(0x660) == .AN)
        #expect(t.bidiClass(0x30) == .EN)
        #expect(t.bidiClass(0x25) == .ET)
        #expect(t.bidiClass(0x2067) == .RLI)
        #expect(t.bidiClass(0x200D) == .BN)
        #expect(t.bidiClass(0x5FF) == .R)  // unassigned, Hebrew block: default R
        #expect(t.bidiClass(0x7BF) == .AL)  // unassigned, Thaana: default AL
        #expect(t.bidiClass(0x20CF) == .ET)  // unassigned currency symbol: default ET
        #expect(t.bidiClass(0xE0001) == .BN)
        #expect(t.bidiClass(0x10FFFF) == .BN)  // noncharacter: default ignorable
        #expect(t.bidiClass(0x110000) == .L)
        #expect(t.mirror(0x28) == 0x29)
        #expect(t.mirror(0x2208) == 0x220B)
        #expect(t.mirror(0x41) == nil)
        #expect(t.bracket(0x5B)?.pair == 0x5D && t.bracket(0x5B)?.opening == true)
        #expect(t.bracket(0x232A)?.pair == 0x2329 && t.bracket(0x232A)?.opening == false)
    }
}
