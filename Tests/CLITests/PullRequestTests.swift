import Foundation
import GalleyTestSupport
import GoldenVerification
import Raster
import Support
import Testing

/// Runs git in `dir` (with an identity, so commits work on any machine).
@discardableResult
func gitRun(_ args: [String], in dir: String) throws -> (status: Int32, output: String) {
    try runTool(["git", "-c", "user.name=Galley Tests", "-c", "user.email=tests@galley.invalid", "-c", "commit.gpgsign=false"] + args, in: dir)
}

let gitAvailable: Bool = (try? gitRun(["--version"], in: "/").status == 0) ?? false

/// Pull requests: the markdown summary, goldens rendered from a git revision, and the CI recipe
/// of the GoldenVerification catalog run command by command.
@Suite struct PullRequestTests {
    let workflow = GoldenCLIWorkflowTests()

    @Test func verifyWritesTheMarkdownSummaryAndReportPrintsIt() throws {
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        try workflow.breakSettings(dir)
        // A golden no scene produces is orphaned.
        try FileIO.writeAtomically(try FileIO.read(dir + "/Goldens/scenes/lists/korean.png"), to: dir + "/Goldens/scenes/lists/gone.png")
        // A scene without a golden is new.
        try FileIO.writeAtomically(try FileIO.read(dir + "/Goldens/scenes/lists/korean.json"), to: dir + "/Goldens/scenes/lists/fresh.json")
        let v = try galley(["verify", "--jobs", "2"], in: dir)
        #expect(v.status == 1, "\(v)")
        let artifacts = dir + "/.build/galley-artifacts/verify"
        let written = try FileIO.readText(artifacts + "/summary.md")
        let r = try galley(["report", "--markdown", artifacts], in: dir)
        #expect(r.status == 0 && r.stdout == written, "\(r)")
        #expect(written.hasPrefix("## ❌ Galley goldens: 2 of 4 need a look"), "\(written)")
        #expect(written.contains("| passed | 2 |") && written.contains("| failed | 1 |") && written.contains("| missing | 1 |"), "\(written)")
        #expect(written.contains("<b>lists/settings</b>: failed") && written.contains("item system/focus"), "each failure with its explanation: \(written)")
        #expect(written.contains("diff `lists/settings/diff.png`") || written.contains("diff `lists/settings"), "\(written)")
        #expect(written.contains("### New goldens\n\n- `lists/fresh` (no golden yet)"), "\(written)")
        #expect(written.contains("### Orphaned goldens") && written.contains("Goldens/scenes/lists/gone.png"), "\(written)")
        let linked = try galley(["report", "--markdown", artifacts, "--link-base", "https://ci.example/run/7/"], in: dir)
        #expect(linked.stdout.contains("Review page: [https://ci.example/run/7/index.html]"), "\(linked)")
        #expect(linked.stdout.contains("<img src=\"https://ci.example/run/7/lists/settings"), "\(linked)")
        // Bad input: no results, an artifacts folder from something else, no format flag.
        try FileIO.createDirectories(dir + "/empty")
        let none = try galley(["report", "--markdown", dir + "/empty"], in: dir)
        #expect(none.status == 2 && none.stderr.contains("no results.json"), "\(none)")
        try FileIO.writeAtomically(#"{"format": "something-else"}"#, to: dir + "/empty/results.json")
        let other = try galley(["report", "--markdown", dir + "/empty"], in: dir)
        #expect(other.status == 2 && other.stderr.contains("empty/results.json: not a galley results file"), "\(other)")
        let noFlag = try galley(["report", artifacts], in: dir)
        #expect(noFlag.status == 2 && noFlag.stderr.contains("expects --markdown"), "\(noFlag)")
    }

    @Test func aPassingRunSaysSoInOneLine() throws {
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        let v = try galley(["verify", "--artifacts", "out"], in: dir)
        #expect(v.status == 0, "\(v)")
        let md = try FileIO.readText(dir + "/out/summary.md")
        #expect(md.hasPrefix("## ✅ Galley goldens: all 3 match") && !md.contains("### Failures"), "\(md)")
    }

    @Test(.enabled(if: gitAvailable, "git not installed: verify --baseline not checked"))
    func aBaselineIsRenderedWhenAFileTheSceneReadsChanged() throws {
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        for f in try FileIO.walk(dir + "/Goldens", suffix: ".png") { try FileManager.default.removeItem(atPath: f) }
        func tokens(_ hex: String) -> String {
            ##"{"color": {"$type": "color", "text": {"primary": {"$value": "\##(hex)"}}}}"##
        }
        try FileIO.writeAtomically(tokens("#112233"), to: dir + "/Goldens/design/tokens.json")
        try FileIO.writeAtomically(
            ##"{"version": 2, "traits": {"width": 320, "scale": 1}, "design": "../../design/tokens.json", "sections": [{"items": [{"kind": "cell", "text": "Tinted"}]}]}"##,
            to: dir + "/Goldens/scenes/lists/tinted.json")
        #expect(try gitRun(["init", "-q"], in: dir).status == 0)
        try gitRun(["add", "Goldens"], in: dir)
        #expect(try gitRun(["commit", "-q", "-m", "scenes"], in: dir).status == 0)
        let same = try galley(["verify", "Goldens/scenes", "--baseline", "HEAD", "--artifacts", "same"], in: dir)
        #expect(same.status == 0 && same.stdoutLines.last == "4 scenes, 4 passed, 0 failed", "\(same)")
        // Only the token file changes: the scene's own JSON is the same at HEAD, what it reads is not,
        // so its baseline is rendered from HEAD's tokens and the text colour differs.
        try FileIO.writeAtomically(tokens("#CC0000"), to: dir + "/Goldens/design/tokens.json")
        let changed = try galley(["verify", "Goldens/scenes", "--baseline", "HEAD", "--artifacts", "changed"], in: dir)
        #expect(changed.status == 1, "\(changed)")
        let results = try RunResults.read(from: dir + "/changed")
        #expect(results.results.map(\.name) == ["lists/korean", "lists/settings", "lists/tinted", "lists/wrapping"])
        #expect(results.results.map(\.status) == [.passed, .passed, .failed, .passed], "\(changed)")
    }

    @Test(.enabled(if: gitAvailable, "git not installed: verify --baseline not checked"))
    func aBaselineReadsFilesOutsideTheVerifiedFoldersAsTheyAreAtTheRevision() throws {
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        for f in try FileIO.walk(dir + "/Goldens", suffix: ".png") { try FileManager.default.removeItem(atPath: f) }
        func icon(_ red: UInt8) throws -> [UInt8] {
            try PNG.encode(try Bitmap(width: 6, height: 6, premultipliedPixels: Array((0..<36).map { _ in [red, 0, 0, 255] }.joined())))
        }
        try FileIO.writeAtomically(try icon(200), to: dir + "/Icons/dot.png")
        try FileIO.writeAtomically(
            ##"{"version": 2, "traits": {"width": 320, "scale": 1}, "sections": [{"items": [{"kind": "cell", "text": "Dot", "image": {"source": "../../../Icons/dot.png"}}]}]}"##,
            to: dir + "/Goldens/scenes/lists/icon.json")
        #expect(try gitRun(["init", "-q"], in: dir).status == 0)
        try gitRun(["add", "Goldens", "Icons"], in: dir)
        #expect(try gitRun(["commit", "-q", "-m", "scenes"], in: dir).status == 0)
        // The icon lives outside Goldens/: the baseline still finds it at the revision.
        let same = try galley(["verify", "Goldens/scenes", "--baseline", "HEAD", "--artifacts", "same"], in: dir)
        #expect(same.status == 0 && same.stdoutLines.last == "4 scenes, 4 passed, 0 failed", "\(same)")
        // A new icon in the working tree: the baseline draws the revision's icon, so the scene fails.
        try FileIO.writeAtomically(try icon(20), to: dir + "/Icons/dot.png")
        let changed = try galley(["verify", "Goldens/scenes/lists/icon.json", "--baseline", "HEAD", "--artifacts", "changed"], in: dir)
        #expect(changed.status == 1 && changed.stdout.contains("1 scenes, 0 passed, 1 failed"), "\(changed)")
    }

    @Test(.enabled(if: gitAvailable, "git not installed: verify --baseline not checked"))
    func baselinesRenderFromAGitRevision() throws {
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        // The repository keeps no PNGs: only scenes.
        for f in try FileIO.walk(dir + "/Goldens", suffix: ".png") { try FileManager.default.removeItem(atPath: f) }
        #expect(try gitRun(["init", "-q"], in: dir).status == 0)
        try gitRun(["add", "Goldens"], in: dir)
        #expect(try gitRun(["commit", "-q", "-m", "scenes"], in: dir).status == 0)
        // Unchanged: every scene matches its own rendering at HEAD.
        let same = try galley(["verify", "--baseline", "HEAD", "--artifacts", "same"], in: dir)
        #expect(same.status == 0 && same.stdoutLines.last == "3 scenes, 3 passed, 0 failed", "\(same)")
        // A change and a new scene.
        try workflow.breakSettings(dir)
        try FileIO.writeAtomically(try FileIO.read(dir + "/Goldens/scenes/lists/korean.json"), to: dir + "/Goldens/scenes/lists/fresh.json")
        let changed = try galley(["verify", "--baseline", "HEAD", "--artifacts", "changed"], in: dir)
        #expect(changed.status == 1, "\(changed)")
        let results = try RunResults.read(from: dir + "/changed")
        #expect(results.results.map(\.name) == ["lists/fresh", "lists/korean", "lists/settings", "lists/wrapping"])
        #expect(results.results.map(\.status) == [.missing, .passed, .failed, .passed], "\(changed)")
        #expect(results.results[0].message.hasPrefix("new scene: "), "\(results.results[0].message)")
        #expect(results.results[2].explanation.contains { $0.contains("item system/focus") }, "\(results.results[2].explanation)")
        #expect(results.results[2].golden.hasSuffix("Goldens/scenes/lists/settings.png"), "the golden is named where it would live")
        // The baseline is compared in memory; a failure still gets its expected image, made then.
        let expected = try #require(results.results[2].artifacts.first { $0.kind == "expected" }, "\(results.results[2].artifacts)")
        #expect(try PNG.decode(try FileIO.read(dir + "/changed/" + expected.path, maxBytes: 1 << 26)).width > 0)
        #expect(!FileIO.exists(dir + "/Goldens/scenes/lists/settings.png"), "verify --baseline writes no golden")
        // An earlier revision: the change is committed, HEAD~1 still has the old text.
        try gitRun(["add", "-A", "Goldens"], in: dir)
        try gitRun(["commit", "-q", "-m", "focus"], in: dir)
        let previous = try galley(["verify", "Goldens/scenes/lists/settings.json", "--baseline", "HEAD~1", "--artifacts", "previous"], in: dir)
        #expect(previous.status == 1 && previous.stdout.contains("HEAD~1"), "\(previous)")
        // Bad input: a revision git does not know; a folder outside any repository; --record.
        let unknown = try galley(["verify", "--baseline", "no-such-branch"], in: dir)
        #expect(unknown.status == 2 && unknown.stderr.contains("--baseline no-such-branch: git does not know this revision"), "\(unknown)")
        let record = try galley(["verify", "--baseline", "HEAD", "--record", "all"], in: dir)
        #expect(record.status == 2 && record.stderr.contains("records nothing"), "\(record)")
        try FileManager.default.removeItem(atPath: dir + "/.git")
        let outside = try galley(["verify", "--baseline", "HEAD"], in: dir, environment: ["GIT_CEILING_DIRECTORIES": FileIO.parentDirectory(of: dir)])
        #expect(outside.status == 2 && outside.stderr.contains("--baseline needs a git repository"), "\(outside)")
    }

    /// The commands of the CI recipe article, run as written, in order.
    @Test func theCIRecipeRunsAsWritten() throws {
        let article = try FileIO.readText(packageRoot + "/Sources/GoldenVerification/GoldenVerification.docc/CIRecipe.md")
        guard let section = article.range(of: "## The commands, in order"),
            let open = article.range(of: "```bash\n", range: section.upperBound..<article.endIndex),
            let close = article.range(of: "```", range: open.upperBound..<article.endIndex)
        else { Issue.record("no bash block under \"The commands, in order\""); return }
        let lines = article[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
        #expect(lines.count == 5 && lines.allSatisfy { $0.hasPrefix("galley ") }, "\(lines)")
        let dir = try workflow.workspace()
        defer { removeTemporaryDirectory(dir) }
        try workflow.breakSettings(dir)
        var statuses: [Int32] = []
        for line in lines {
            let r = try galley(line.split(separator: " ").dropFirst().map(String.init), in: dir)
            statuses.append(r.status)
            #expect(r.status != 2, "\(line)\n\(r)")
        }
        // One shard holds the changed scene, and the merged run fails with it; review and report succeed.
        #expect(statuses.prefix(2).sorted() == [0, 1] && statuses[2] == 1 && statuses.dropFirst(3).allSatisfy { $0 == 0 }, "\(statuses)")
        #expect(try RunResults.read(from: dir + "/artifacts/merged").results.count == 3)
        #expect(FileIO.exists(dir + "/review-page/index.html"))
        let summary = try FileIO.readText(dir + "/summary.md")
        #expect(summary.hasPrefix("## ❌ Galley goldens: 1 of 3 need a look") && summary.contains("lists/settings"), "\(summary)")
    }
}
