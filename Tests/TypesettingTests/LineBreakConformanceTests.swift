import Foundation
import Testing
@testable import Typesetting

/// UAX #14 conformance against the Unicode Consortium's LineBreakTest.txt (Debian's
/// `unicode-data` package). The issue asks for at least 99% of its lines.
@Suite struct LineBreakConformanceTests {
    static let testFile = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    struct Case { var scalars: [UInt32]; var breaks: [Bool]; var line: Int }

    static func cases() -> [Case]? {
        guard let text = try? String(contentsOfFile: testFile, encoding: .utf8) else { return nil }
        var out: [Case] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            var scalars: [UInt32] = [], breaks: [Bool] = []
            for token in line.split(separator: " ", omittingEmptySubsequences: true) {
                let t = token.trimmingCharacters(in: .whitespaces)
                if t == "÷" { breaks.append(true) } else if t == "×" { breaks.append(false) }
                else if let v = UInt32(t, radix: 16) { scalars.append(v) }
            }
            if !scalars.isEmpty && breaks.count == scalars.count + 1 { out.append(Case(scalars: scalars, breaks: breaks, line: number + 1)) }
        }
        return out
    }

    static func actual(_ scalars: [UInt32]) -> [Bool] {
        let classes = scalars.map { LineBreakTable.shared.lineBreakClass($0) }
        return LineBreaker.opportunities(classes: classes, strategy: []).map { $0 != LineBreaker.none }
    }

    @Test func atLeast99PercentOfLineBreakTestPasses() throws {
        guard let cases = Self.cases() else {
            print("skipped: \(Self.testFile) is absent (apt-get install unicode-data)")
            return
        }
        #expect(cases.count > 7000)
        var failures: [Case] = []
        for c in cases {
            var got = Self.actual(c.scalars)
            got[0] = false  // LB2: the test marks sot with ×
            if got != c.breaks { failures.append(c) }
        }
        let rate = Double(cases.count - failures.count) / Double(cases.count)
        print("UAX #14 conformance: \(cases.count - failures.count)/\(cases.count) = \(rate * 100)%")
        for f in failures.prefix(15) {
            print("  line \(f.line): \(f.scalars.map { String($0, radix: 16) }) expected \(f.breaks.map { $0 ? "÷" : "×" }.joined()) got \(Self.actual(f.scalars).map { $0 != false ? "÷" : "×" }.joined())")
        }
        #expect(rate >= 0.99)
    }
}
