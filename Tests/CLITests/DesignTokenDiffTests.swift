import GalleyTestSupport
import Support
import Testing

/// `diff-design` between two token trees: changed tokens by path and alias chain, the tokens that
/// moved each screen, and the markdown summary beside the report.
@Suite struct DesignTokenDiffTests {
    func tokens(_ brand: String) -> String {
        ##"{"color": {"$type": "color", "tint": {"$value": "{color.action.primary}"}, "action": {"primary": {"$value": "{color.brand.500}"}}, "brand": {"500": {"$value": "\##(brand)"}}, "label": {"$value": "#111111"}}}"##
    }

    @Test func tokenTreesDiffByTokenPathAndAliasChain() throws {
        try withTemporaryDirectory("token-diff") { dir in
            try FileIO.writeAtomically(tokens("#FF6600"), to: dir + "/before.tokens.json")
            try FileIO.writeAtomically(tokens("#0066FF"), to: dir + "/after.tokens.json")
            try FileIO.createDirectories(dir + "/scenes")
            let tinted =
                ##"{"version": 2, "traits": {"width": 200, "scale": 1}, "sections": [{"background": {"color": "tint"}, "items": [{"kind": "cell", "text": "Tinted"}]}]}"##
            let plain = ##"{"version": 2, "traits": {"width": 200, "scale": 1}, "sections": [{"items": [{"kind": "cell", "text": "Plain"}]}]}"##
            try FileIO.writeAtomically(tinted, to: dir + "/scenes/tinted.json")
            try FileIO.writeAtomically(plain, to: dir + "/scenes/plain.json")
            let r = try galley(["diff-design", dir + "/before.tokens.json", dir + "/after.tokens.json", "--scenes", dir + "/scenes", "--out", dir + "/out"])
            #expect(r.status == 1, "a screen changed: \(r)")
            let line = "`color.brand.500` → `colors.tint` (via `color.tint` → `color.action.primary`)"
            #expect(r.stdout.contains("tokens that moved them:\n  \(line): 1 screens"), "\(r)")
            let report = try JSONValue.parse(try FileIO.read(dir + "/out/design-diff.json"))
            guard case .array(let tokens)? = report["tokens"], let first = tokens.first else { Issue.record("no tokens in the report"); return }
            #expect(first["token"] == .string("color.brand.500") && first["designKey"] == .string("colors.tint"), "\(first)")
            #expect(first["via"] == .array([.string("color.tint"), .string("color.action.primary")]))
            #expect(first["screens"] == .array([.string("tinted")]), "ranked screens the token moved: \(first)")
            guard case .array(let changed)? = report["changed"] else { Issue.record("no changed screens"); return }
            #expect(changed.count == 1 && changed.first?["tokens"] == .array([.string("color.brand.500")]), "\(changed)")
            let md = try FileIO.readText(dir + "/out/summary.md")
            #expect(md.hasPrefix("## 🎨 Galley design diff: 1 screens changed, ranked"), "\(md)")
            #expect(md.contains("### Tokens that moved them\n\n- \(line): 1 screen (`tinted`)"), "\(md)")
            #expect(md.contains("| `tinted` |") && md.contains("| `color.brand.500` |"), "\(md)")
        }
    }

    @Test func designFilesKeepTheirKeySummary() throws {
        try withTemporaryDirectory("design-diff-md") { dir in
            try FileIO.writeAtomically(##"{"version": 2}"##, to: dir + "/a.json")
            try FileIO.writeAtomically(##"{"version": 2, "colors": {"tint": "#00AA00"}}"##, to: dir + "/b.json")
            try FileIO.createDirectories(dir + "/scenes")
            try FileIO.writeAtomically(
                ##"{"version": 2, "traits": {"width": 200, "scale": 1}, "sections": [{"background": {"color": "tint"}, "items": [{"kind": "cell", "text": "T"}]}]}"##,
                to: dir + "/scenes/t.json")
            let r = try galley(["diff-design", dir + "/a.json", dir + "/b.json", "--scenes", dir + "/scenes", "--out", dir + "/out"])
            #expect(r.status == 1 && !r.stdout.contains("tokens that moved them"), "\(r)")
            let md = try FileIO.readText(dir + "/out/summary.md")
            #expect(md.contains("| `t` |") && md.contains("`colors.tint."), "design keys stand in for tokens: \(md)")
            #expect(try JSONValue.parse(try FileIO.read(dir + "/out/design-diff.json"))["tokens"] == nil)
        }
    }
}
