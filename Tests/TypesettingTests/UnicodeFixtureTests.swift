import Foundation
import GalleyTestSupport
import Testing

/// The vendored Unicode conformance files are there and of the Unicode version the
/// line-break tables were generated from (a newer table with older cases, or the reverse,
/// would test rules the code does not implement).
@Suite struct UnicodeFixtureTests {
    /// "15.0.0" from the generated table's header ("…Unicode Character Database 15.0.0 (…").
    static func tableVersion() throws -> String {
        let header = try String(contentsOfFile: packageRoot + "/Sources/Typesetting/Tables/LineBreakTable+Data.swift", encoding: .utf8)
            .prefix(400)
        let marker = "Unicode\n// Character Database "
        let start = try #require(header.range(of: marker), "no Unicode version in the table header").upperBound
        return String(header[start...].prefix { $0.isNumber || $0 == "." })
    }

    @Test(arguments: ["LineBreakTest", "BidiTest", "BidiCharacterTest"])
    func conformanceFileMatchesTheTablesVersion(name: String) throws {
        let version = try Self.tableVersion()
        #expect(version.split(separator: ".").count == 3, "\(version)")
        let text = try Fixture.text("unicode/\(name).txt")
        #expect(text.hasPrefix("# \(name)-\(version).txt"), "\(name).txt is not Unicode \(version): \(text.prefix(40))")
        #expect(text.count > 1_000_000)
        _ = try Fixture.path("unicode/LICENSE")
    }
}
