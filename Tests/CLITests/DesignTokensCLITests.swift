import Content
import GalleyTestSupport
import Support
import Testing

/// `galley design import|export` as a process, and token files where design files go.
@Suite struct DesignTokensCLITests {
    @Test func exportThenImportGivesTheDesignBack() throws {
        try withTemporaryDirectory("cli-tokens") { dir in
            let design = dir + "/brand.json"
            try FileIO.writeAtomically(
                ##"{"version": 2, "colors": {"tint": {"light": "#FF6600", "dark": "#FF8833"}}, "shapes": {"radii": {"card": 16}}}"##, to: design)
            let e = try galley(["design", "export", design, "--format", "dtcg", "-o", dir + "/tokens"])
            #expect(e.status == 0, "\(e)")
            #expect(
                Set(cliListing(dir + "/tokens")).isSuperset(of: ["tokens.json", "dark.tokens.json", "design.resolver.json"]), "\(cliListing(dir + "/tokens"))")
            let i = try galley(["design", "import", dir + "/tokens/design.resolver.json", "-o", dir + "/back.json"])
            #expect(i.status == 0 && i.stderr.isEmpty, "\(i)")
            #expect(try DesignModel.load(path: dir + "/back.json") == DesignModel.load(path: design))
        }
    }

    @Test func tokenFilesRenderWhereADesignFileWould() throws {
        try withTemporaryDirectory("cli-tokens-render") { dir in
            try FileIO.writeAtomically(
                ##"{"color": {"$type": "color", "tint": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.19, 45]}}, "label": {"$value": "{color.tint}"}}}"##,
                to: dir + "/tokens.json")
            let imported = try galley(["design", "import", dir + "/tokens.json", "-o", dir + "/design.json"])
            #expect(imported.status == 0, "\(imported)")
            func scene(_ design: String) -> String {
                ##"{"version": 2, "traits": {"width": 320, "scale": 1}, "design": "\##(design)", "sections": [{"items": [{"kind": "cell", "text": "Tinted"}]}]}"##
            }
            try FileIO.writeAtomically(scene("tokens.json"), to: dir + "/a.json")
            try FileIO.writeAtomically(scene("design.json"), to: dir + "/b.json")
            let a = try galley(["render", dir + "/a.json", "-o", dir + "/a.png"])
            let b = try galley(["render", dir + "/b.json", "-o", dir + "/b.png"])
            #expect(a.status == 0 && b.status == 0, "\(a)\n\(b)")
            #expect(try FileIO.read(dir + "/a.png") == FileIO.read(dir + "/b.png"))
            let diff = try galley(["affected", dir + "/design.json", dir + "/tokens.json", "--scenes", dir])
            #expect(diff.status == 0, "\(diff)")
        }
    }

    @Test func badTokenInputExitsTwoNamingFileAndToken() throws {
        try withTemporaryDirectory("cli-tokens-bad") { dir in
            try FileIO.writeAtomically(
                ##"{"color": {"a": {"$type": "color", "$value": "{color.b}"}, "b": {"$type": "color", "$value": "{color.a}"}}}"##, to: dir + "/t.json")
            let r = try galley(["design", "import", dir + "/t.json"])
            #expect(r.status == 2 && r.stderr.contains("t.json: color.a: aliases form a cycle: color.a → color.b → color.a"), "\(r)")
            let ctx = try galley(["design", "import", dir + "/t.json", "--context", "theme=dark"])
            #expect(ctx.status == 2 && ctx.stderr.contains("needs a resolver"), "\(ctx)")
        }
    }
}
