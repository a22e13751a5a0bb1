import Testing

@testable import Typesetting

/// A glyph-level dump of an attributed paragraph (semibold Latin, Korean fallback at
/// another size, letter-spaced kerned Latin), standing in for a PNG golden.
@Suite struct AttributedDumpTests {
    @Test func attributedParagraphDump() throws {
        var text = AttributedText("Settings ", attributes: attrs(17, weight: .semibold))
        text.append("설정 ", attributes: attrs(15))
        text.append("AVA", attributes: attrs(13, kern: 1))
        let actual = try typesetter.layout(text, width: 120).description
        let expected = """
            size 114.362x34.922 baselines 15.78 31.856
            line 0 [0..<12] "Settings 설정 " x 0 top 0 h 19.789 baseline 15.78 w 114.362
              DejaVuSans-Bold 17 #000000: 54@0 72@12.244 87@23.773 87@31.9 76@40.026 81@45.854 74@57.956 86@70.125
              NanumGothic 15 #000000: 2232@86.162 2687@100.262
            line 1 [12..<15] "AVA" x 0 top 19.789 h 15.133 baseline 31.856 w 28.016
              DejaVuSans 13 #000000: 36@0 57@9.062 36@18.123
            diagnostic: DejaVu Sans has no semibold face; drew DejaVuSans-Bold instead

            """
        if actual != expected { print(actual) }
        #expect(actual == expected)
    }
}
