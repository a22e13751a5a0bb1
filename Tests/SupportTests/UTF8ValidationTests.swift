import Testing

@testable import Support

/// `String(utf8Bytes:)` stands in for `String(validating:as:)` (macOS 15). On Linux the
/// stdlib branch runs; the macOS 14 fallback is checked here directly against it.
@Suite struct UTF8ValidationTests {
    static let cases: [(bytes: [UInt8], valid: Bool)] = [
        (Array("Wi-Fi 이동 é\u{301} 🇰🇷".utf8), true),
        ([], true),
        ([0xEF, 0xBF, 0xBD], true),  // a real U+FFFD is valid
        ([0x41, 0x80], false),  // stray continuation byte
        ([0xC0, 0xAF], false),  // overlong "/"
        ([0xED, 0xA0, 0x80], false),  // UTF-16 surrogate
        ([0xE2, 0x82], false),  // truncated sequence
        ([0xF4, 0x90, 0x80, 0x80], false),  // above U+10FFFF
    ]

    @Test(arguments: 0..<cases.count)
    func fallbackAgreesWithTheStandardLibrary(_ i: Int) {
        let (bytes, valid) = Self.cases[i]
        #expect((String(utf8Bytes: bytes) != nil) == valid)
        #expect(String.validatingByRepairCheck(bytes) == String(utf8Bytes: bytes))
        if valid { #expect(Array(String(utf8Bytes: bytes)!.utf8) == bytes) }
    }
}
