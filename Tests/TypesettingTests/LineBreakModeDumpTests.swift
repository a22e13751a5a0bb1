import Testing

@testable import Typesetting

/// Layout dumps standing in for text goldens until PNG goldens exist: every
/// `lineBreakMode` × `textAlignment` on a mixed English/Korean paragraph (3 lines at
/// 160 pt), each line as its visible text, x offset and ink width.
@Suite struct LineBreakModeDumpTests {
    static let paragraph = "Galley proofs 갤리 교정쇄는 인쇄 전에 검토하는 사본입니다. Every line is measured."

    static func dump() throws -> String {
        var out: [String] = []
        for mode in LineBreakMode.allCases {
            for alignment in TextAlignment.allCases {
                let style = ParagraphStyle(alignment: alignment, lineBreakMode: mode, numberOfLines: 3)
                let l = try typesetter.layout(paragraph, attributes: attrs(), style: style, width: 160)
                out.append("\(mode) \(alignment)")
                out.append(summary(l))
            }
        }
        return out.joined(separator: "\n")
    }

    @Test func everyModeAndAlignment() throws {
        let actual = try Self.dump()
        if actual != Self.expected { print(actual) }
        #expect(actual == Self.expected)
    }

    static let expected = """
        byWordWrapping natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 154.628
        byWordWrapping left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 154.628
        byWordWrapping center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "검토하는 사본입니다." x 2.686 w 154.628
        byWordWrapping right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "검토하는 사본입니다." x 5.372 w 154.628
        byWordWrapping justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "검토하는 사본입니다." x 0 w 160
        byCharWrapping natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 154.628
        byCharWrapping left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 154.628
        byCharWrapping center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "검토하는 사본입니다." x 2.686 w 154.628
        byCharWrapping right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "검토하는 사본입니다." x 5.372 w 154.628
        byCharWrapping justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "검토하는 사본입니다." x 0 w 160
        byClipping natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 160
        byClipping left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니다." x 0 w 160
        byClipping center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "검토하는 사본입니다." x 0 w 160
        byClipping right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "검토하는 사본입니다." x 0 w 160
        byClipping justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "검토하는 사본입니다." x 0 w 160
        byTruncatingHead natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "…ine is measured." x 0 w 157.682
        byTruncatingHead left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "…ine is measured." x 0 w 157.682
        byTruncatingHead center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "…ine is measured." x 1.159 w 157.682
        byTruncatingHead right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "…ine is measured." x 2.318 w 157.682
        byTruncatingHead justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "…ine is measured." x 0 w 157.682
        byTruncatingTail natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니…" x 0 w 150.244
        byTruncatingTail left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는 사본입니…" x 0 w 150.244
        byTruncatingTail center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "검토하는 사본입니…" x 4.878 w 150.244
        byTruncatingTail right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "검토하는 사본입니…" x 9.756 w 150.244
        byTruncatingTail justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "검토하는 사본입니…" x 0 w 150.244
        byTruncatingMiddle natural
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는…easured." x 0 w 154.697
        byTruncatingMiddle left
        "Galley proofs 갤리" x 0 w 149.375
        "교정쇄는 인쇄 전에" x 0 w 138.648
        "검토하는…easured." x 0 w 154.697
        byTruncatingMiddle center
        "Galley proofs 갤리" x 5.313 w 149.375
        "교정쇄는 인쇄 전에" x 10.676 w 138.648
        "검토하는…easured." x 2.651 w 154.697
        byTruncatingMiddle right
        "Galley proofs 갤리" x 10.625 w 149.375
        "교정쇄는 인쇄 전에" x 21.352 w 138.648
        "검토하는…easured." x 5.303 w 154.697
        byTruncatingMiddle justified
        "Galley proofs 갤리" x 0 w 160
        "교정쇄는 인쇄 전에" x 0 w 160
        "검토하는…easured." x 0 w 154.697
        """
}
