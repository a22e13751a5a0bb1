import Support

/// Random scenes that are valid JSON with values anywhere in (and at the edges of) their
/// ranges: they reach layout, measuring and drawing with combinations no golden has.
enum RandomScene {
    static let texts = [
        "", " ", "Wi-Fi", "Airplane Mode", "설정 및 개인 정보", "مرحبا بالعالم 123", "שלום (עולם)", "e\\u0301\\u0301\\u0301",
        "\\u0000\\u0007\\u001b", "\\uffff\\ufffe", "\\n\\n", "a\\u2028b\\u2029c", "👨‍👩‍👧‍👦 🇰🇷", "\\u202eRTL override",
        "Supercalifragilisticexpialidocious-and-then-some-more-without-spaces",
        "A longer sentence that certainly wraps over several lines at any ordinary width, with punctuation — and dashes.",
        "กขค ภาษาไทย", "\\t\\ttabs", "ﬁﬂ ligatures", "((((",
    ]

    static func number(_ rng: inout SplitMix64, _ choices: [String]) -> String { rng.pick(choices) }

    static func text(_ rng: inout SplitMix64) -> String {
        if rng.oneIn(12) { return String(repeating: rng.pick(["x", "가", "word ", "ab\\u0301 "]), count: 200 + rng.below(800)) }
        return rng.pick(texts)
    }

    static func textDesign(_ rng: inout SplitMix64) -> String {
        var f: [String] = []
        if rng.oneIn(2) { f.append(#""family": "\#(rng.pick(["DejaVu Sans", "NanumGothic", "dejavusans", "Nope", ""]))""#) }
        if rng.oneIn(2) { f.append(#""weight": "\#(rng.pick(["regular", "medium", "semibold", "bold"]))""#) }
        if rng.oneIn(2) { f.append(#""size": \#(number(&rng, ["1e-300", "0.01", "1", "11", "17", "34", "100", "1000"]))"#) }
        if rng.oneIn(3) { f.append(##""color": "\##(rng.pick(["#000000", "#FF000080", "#00000000"]))""##) }
        if rng.oneIn(3) { f.append(#""numberOfLines": \#(number(&rng, ["0", "1", "2", "10000"]))"#) }
        return "{" + f.joined(separator: ", ") + "}"
    }

    static func insets(_ rng: inout SplitMix64) -> String {
        let v = ["0", "0.5", "16", "1000", "10000"]
        return rng.oneIn(2)
            ? "[\((0..<4).map { _ in number(&rng, v) }.joined(separator: ", "))]"
            : #"{"top": \#(number(&rng, v)), "trailing": \#(number(&rng, v))}"#
    }

    static func json(_ rng: inout SplitMix64) -> String {
        var traits: [String] = []
        if !rng.oneIn(4) { traits.append(#""width": \#(number(&rng, ["1e-300", "0.001", "1", "10", "50", "320", "390", "390", "1000", "10000"]))"#) }
        if rng.oneIn(3) { traits.append(#""height": \#(number(&rng, ["1e-300", "1", "100", "844", "5000"]))"#) }
        if rng.oneIn(2) { traits.append(#""scale": \#(1 + rng.below(3))"#) }
        if rng.oneIn(2) { traits.append(#""layoutDirection": "\#(rng.pick(["leftToRight", "rightToLeft"]))""#) }
        var design: [String] = []
        if rng.oneIn(3) { design.append(#""sectionCornerRadius": \#(number(&rng, ["0", "1", "10", "500", "1000"]))"#) }
        if rng.oneIn(3) { design.append(##""separatorColor": "#FF0000""##) }
        var cell: [String] = []
        if rng.oneIn(2) { cell.append(#""text": \#(textDesign(&rng))"#) }
        if rng.oneIn(2) { cell.append(#""secondaryText": \#(textDesign(&rng))"#) }
        if rng.oneIn(2) { cell.append(#""insets": \#(insets(&rng))"#) }
        if rng.oneIn(3) { cell.append(#""textToSecondaryTextPadding": \#(number(&rng, ["0", "3", "1000"]))"#) }
        if rng.oneIn(3) { cell.append(#""minimumHeight": \#(number(&rng, ["0", "44", "10000"]))"#) }
        if !cell.isEmpty { design.append(#""cell": {\#(cell.joined(separator: ", "))}"#) }
        for key in ["header", "footer"] where rng.oneIn(3) {
            design.append(#""\#(key)": {"text": \#(textDesign(&rng)), "insets": \#(insets(&rng))}"#)
        }
        var sections: [String] = []
        for si in 0..<rng.below(5) {
            var fields = [#""id": "s\#(si)""#]
            if rng.oneIn(2) { fields.append(#""header": "\#(text(&rng))""#) }
            if rng.oneIn(3) { fields.append(#""footer": "\#(text(&rng))""#) }
            var items: [String] = []
            for ii in 0..<rng.below(7) {
                var item = [#""id": "s\#(si)i\#(ii)""#, #""text": "\#(text(&rng))""#]
                if rng.oneIn(2) { item.append(#""secondaryText": "\#(text(&rng))""#) }
                items.append("{" + item.joined(separator: ", ") + "}")
            }
            fields.append(#""items": [\#(items.joined(separator: ", "))]"#)
            sections.append("{" + fields.joined(separator: ", ") + "}")
        }
        let appearance = rng.pick(["plain", "grouped", "insetGrouped"])
        return
            #"{"version": 1, "traits": {\#(traits.joined(separator: ", "))}, "list": {"appearance": "\#(appearance)", "showsSeparators": \#(rng.oneIn(2))}, "design": {\#(design.joined(separator: ", "))}, "sections": [\#(sections.joined(separator: ", "))]}"#
    }
}
