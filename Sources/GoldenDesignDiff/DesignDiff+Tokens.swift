import Content
import Golden
import GoldenReports
import Support

/// A token that moved design keys between two token trees: the token whose value changed, the
/// design key it fills through the mapping, and the aliases between them.
public struct DesignTokenChange: Sendable, Equatable {
    /// The token whose value changed: the end of the alias chain (`color.brand.500`).
    public var token: String
    /// The design key the mapping fills with it (`colors.tint`).
    public var designKey: String
    /// The tokens between the design key and `token`: the mapped token, then each alias
    /// (`color.action.primary`); empty when the mapped token holds the value itself.
    public var via: [String]
    /// The design file keys that changed under `designKey` (`colors.tint.light`).
    public var keys: [String]

    /// "`color.brand.500` → `colors.tint` (via `color.action.primary`)".
    public var line: String {
        "`\(token)` → `\(designKey)`" + (via.isEmpty ? "" : " (via " + via.map { "`\($0)`" }.joined(separator: " → ") + ")")
    }

    public var json: JSONValue {
        .object([
            ("token", .string(token)), ("designKey", .string(designKey)), ("via", .array(via.map(JSONValue.string))),
            ("keys", .array(keys.map(JSONValue.string))), ("line", .string(line)),
        ])
    }
}

/// The design diff in tokens, when both sides are token trees: which tokens moved which design
/// keys (through the default mapping, as `DesignModel.load` reads token files), and which
/// tokens moved each changed screen.
public enum DesignTokenDiff {
    /// The token changes behind `keyChanges`, or nil when either file is not design tokens.
    /// The design keys are mapped back to tokens through each side's import provenance (the
    /// after side's for keys it fills, else the before side's).
    public static func changes(
        before: String, after: String, keyChanges: [DesignKeyChange], registry: ContentRegistry = .standard
    ) throws(DesignTokenError) -> [DesignTokenChange]? {
        func tokens(_ path: String) -> Bool {
            guard let bytes = try? FileIO.read(path, maxBytes: DesignModel.maxFileBytes), let v = try? JSONValue.parse(bytes) else { return false }
            return DesignModel.isDesignTokens(v)
        }
        guard tokens(before), tokens(after) else { return nil }
        let b = try DesignTokenImporter(files: [before], registry: registry).run().provenance
        let a = try DesignTokenImporter(files: [after], registry: registry).run().provenance
        var out: [DesignTokenChange] = []
        var index: [String: Int] = [:]
        for c in keyChanges {
            // The longest design key of the provenance the changed file key lies under.
            let parts = c.key.split(separator: ".").map(String.init)
            var found: (key: String, p: DesignTokenProvenance)?
            for n in stride(from: parts.count, through: 1, by: -1) {
                let k = parts.prefix(n).joined(separator: ".")
                if let p = a[k] ?? b[k] { found = (k, p); break }
            }
            guard let (designKey, p) = found else { continue }
            let token = p.aliasChain.last ?? p.tokenPath
            let via = p.aliasChain.isEmpty ? [] : [p.tokenPath] + p.aliasChain.dropLast()
            let id = token + "\u{0}" + designKey
            if let i = index[id] { out[i].keys.append(c.key); continue }
            index[id] = out.count
            out.append(DesignTokenChange(token: token, designKey: designKey, via: via, keys: [c.key]))
        }
        return out
    }

    /// The tokens that moved each changed screen (by the design keys its elements and the screen
    /// read), and each token's screens ranked by the pixels they changed: `tokens` and each
    /// screen's `tokens` added to a `design-diff.json` report.
    public static func annotate(_ report: JSONValue, with changes: [DesignTokenChange]) -> JSONValue {
        var byKey: [String: [Int]] = [:]
        for (i, c) in changes.enumerated() { for k in c.keys { byKey[k, default: []].append(i) } }
        var screens: [[(name: String, pixels: Int)]] = Array(repeating: [], count: changes.count)
        var changed: [JSONValue] = []
        for s in DesignDiffReport.array(report["changed"]) {
            var keys = DesignDiffReport.array(s["screenKeys"]).compactMap { v -> String? in
                if case .string(let k) = v { return k }; return nil
            }
            for e in DesignDiffReport.array(s["elements"]) {
                keys += DesignDiffReport.array(e["keys"]).compactMap { v -> String? in
                    if case .string(let k) = v { return k }; return nil
                }
            }
            var hit: [Int] = []
            for k in keys { for i in byKey[k] ?? [] where !hit.contains(i) { hit.append(i) } }
            let name = if case .string(let n)? = s["name"] { n } else { "" }
            let pixels = if case .number(let p)? = s["pixels"] { Int(p) } else { 0 }
            for i in hit { screens[i].append((name, pixels)) }
            changed.append(s.setting(["tokens"], to: .array(hit.map { .string(changes[$0].token) })))
        }
        let tokens = changes.enumerated().map { i, c -> (JSONValue, Int) in
            let ranked = screens[i].sorted { ($0.pixels, $1.name) > ($1.pixels, $0.name) }
            let pixels = ranked.reduce(0) { $0 + $1.pixels }
            guard case .object(var o) = c.json else { return (c.json, pixels) }
            o.append(("screens", .array(ranked.map { .string($0.name) })))
            o.append(("pixels", .number(Double(pixels))))
            return (.object(o), pixels)
        }
        // Tokens that moved the most pixels first; stable otherwise (file order).
        let order = tokens.indices.sorted { (tokens[$0].1, $1) > (tokens[$1].1, $0) }
        return report.setting(["changed"], to: .array(changed)).setting(["tokens"], to: .array(order.map { tokens[$0].0 }))
    }

    /// The design diff as markdown for a pull request or a job summary (`summary.md`): the
    /// screens changed, ranked, and the tokens (or, without tokens, the design keys) that moved them.
    public static func markdown(_ report: JSONValue) -> String {
        let changed = DesignDiffReport.array(report["changed"])
        func str(_ v: JSONValue?) -> String { if case .string(let s)? = v { return s }; return "" }
        func int(_ v: JSONValue?) -> Int { if case .number(let n)? = v { return Int(n) }; return 0 }
        let limit = 50
        var md = changed.isEmpty ? "## ✅ Galley design diff: no screen changed\n\n" : "## 🎨 Galley design diff: \(changed.count) screens changed, ranked\n\n"
        md += DesignDiffReport.summary(report) + "\n"
        let tokens = DesignDiffReport.array(report["tokens"])
        if !tokens.isEmpty {
            md += "\n### Tokens that moved them\n\n"
            for t in tokens {
                let screens = DesignDiffReport.array(t["screens"]).map { str($0) }
                md += "- \(str(t["line"])): \(screens.count) screen\(screens.count == 1 ? "" : "s")"
                if !screens.isEmpty { md += " (" + screens.prefix(5).map { "`\($0)`" }.joined(separator: ", ") + (screens.count > 5 ? ", …" : "") + ")" }
                md += "\n"
            }
        }
        let findings = DesignDiffReport.array(report["findings"])
        if !findings.isEmpty {
            md += "\n### Accessibility findings\n\n"
            for f in findings { md += "- \(str(f["change"]) == "added" ? "➕" : "➖") \(str(f["line"]))\n" }
        }
        if !changed.isEmpty {
            md += "\n| screen | changed pixels | moved by |\n| --- | ---: | --- |\n"
            for s in changed.prefix(limit) {
                var by = DesignDiffReport.array(s["tokens"]).map { "`\(str($0))`" }
                if by.isEmpty {
                    by = Array(Set(DesignDiffReport.array(s["elements"]).flatMap { DesignDiffReport.array($0["keys"]).map { "`\(str($0))`" } })).sorted()
                }
                md += "| `\(str(s["name"]))` | \(int(s["pixels"])) | \(by.joined(separator: ", ")) |\n"
            }
            if changed.count > limit { md += "\n… and \(changed.count - limit) more (design-diff.json lists them all).\n" }
        }
        return md
    }
}
