import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import GoldenVerification
import Raster
import Support
import Testing

/// The golden workflow through the `galley` binary: verify's record modes, jobs, shards and
/// results; merge-results; accept; review; orphans; two processes recording one golden.
@Suite struct GoldenCLIWorkflowTests {
    /// A folder with three scenes of `Goldens/scenes/lists/` and their goldens and sidecars, copied.
    func workspace() throws -> String {
        let dir = try cliTemporaryDirectory()
        for name in ["settings", "korean", "wrapping"] {
            for ext in [".json", ".png", ".layout.txt", ".manifest"] {
                try FileIO.writeAtomically(
                    try FileIO.read(packageRoot + "/Goldens/scenes/lists/" + name + ext), to: dir + "/Goldens/scenes/lists/" + name + ext)
            }
        }
        return dir
    }

    /// Changes a word of the settings scene so its golden no longer matches.
    func breakSettings(_ dir: String) throws {
        let path = dir + "/Goldens/scenes/lists/settings.json"
        let text = try FileIO.readText(path)
        #expect(text.contains("\"Focus\""))
        try FileIO.writeAtomically(text.replacingOccurrences(of: "\"Focus\"", with: "\"Fokus\""), to: path)
    }

    @Test func verifyWritesResultsJUnitAndArtifactsAndAcceptTakesTheActual() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        try breakSettings(dir)
        let golden = try FileIO.read(dir + "/Goldens/scenes/lists/settings.png")
        let r = try galley(["verify", "--jobs", "2"], in: dir)
        #expect(r.status == 1, "\(r)")
        #expect(r.stdoutLines.contains { $0.hasPrefix("FAIL  Goldens/scenes/lists/settings.json: ") }, "\(r)")
        #expect(r.stdout.contains("same layout, pixels changed in: item system/focus"), "\(r)")
        let artifacts = dir + "/.build/galley-artifacts/verify"
        let results = try RunResults.read(from: artifacts)
        #expect(results.tool == "galley verify")
        #expect(results.results.map(\.name) == ["lists/korean", "lists/settings", "lists/wrapping"], "sorted, whatever finished first")
        #expect(results.results.map(\.status) == [.passed, .failed, .passed])
        let e = results.results[1]
        #expect(e.comparator == "exact" && e.fingerprint != nil && !e.explanation.isEmpty && !e.regions.isEmpty)
        #expect(Set(e.artifacts.map(\.kind)) == ["actual", "expected", "diff", "strip", "layout", "manifest"])
        let junit = try FileIO.readText(artifacts + "/junit.xml")
        #expect(junit.contains("tests=\"3\" failures=\"1\" errors=\"0\""), "\(junit)")
        // The golden was not touched by verify.
        #expect(try FileIO.read(dir + "/Goldens/scenes/lists/settings.png") == golden)

        // Accept: bad names first, then the real one.
        let unknown = try galley(["accept", "lists/nope"], in: dir)
        #expect(unknown.status == 2 && unknown.stderr.contains("no golden named \"lists/nope\" in .build/galley-artifacts/verify/results.json"), "\(unknown)")
        let passed = try galley(["accept", "lists/korean"], in: dir)
        #expect(passed.status == 2 && passed.stderr.contains("lists/korean has no actual to accept (its status is passed)"), "\(passed)")
        let onCI = try galley(["accept", "--all"], in: dir, environment: ["CI": "1"])
        #expect(onCI.status == 2 && onCI.stderr.contains("CI is set"), "\(onCI)")
        #expect(try FileIO.read(dir + "/Goldens/scenes/lists/settings.png") == golden)
        let ok = try galley(["accept", "lists/settings"], in: dir)
        #expect(ok.status == 0 && ok.stdoutLines == ["accepted lists/settings → Goldens/scenes/lists/settings.png"], "\(ok)")
        #expect(try FileIO.read(dir + "/Goldens/scenes/lists/settings.png") == (try FileIO.read(artifacts + "/lists/settings.actual.png")))
        #expect(FileIO.exists(dir + "/Goldens/scenes/lists/settings.layout.txt") && FileIO.exists(dir + "/Goldens/scenes/lists/settings.manifest"))
        let again = try galley(["verify"], in: dir)
        #expect(again.status == 0, "\(again)")
    }

    @Test func verifyRecordModesAndNeverOnCI() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        FileIO.remove(dir + "/Goldens/scenes/lists/korean.png")
        let missing = try galley(["verify"], in: dir)
        #expect(missing.status == 1 && missing.stdout.contains("no golden at Goldens/scenes/lists/korean.png"), "\(missing)")
        #expect(FileIO.exists(dir + "/.build/galley-artifacts/verify/lists/korean.actual.png"), "a missing golden still leaves its actual")
        let ci = try galley(["verify", "--record", "missing"], in: dir, environment: ["CI": "true"])
        #expect(ci.status == 2 && ci.stderr.contains("CI is set"), "\(ci)")
        #expect(!FileIO.exists(dir + "/Goldens/scenes/lists/korean.png"))
        let bad = try galley(["verify", "--record", "sometimes"], in: dir)
        #expect(bad.status == 2 && bad.stderr.contains("--record sometimes: use all, missing, failed or never"), "\(bad)")
        let rec = try galley(["verify", "--record", "missing"], in: dir)
        #expect(rec.status == 1 && rec.stdoutLines.contains { $0.hasPrefix("REC   Goldens/scenes/lists/korean.json") }, "\(rec)")
        #expect(FileIO.exists(dir + "/Goldens/scenes/lists/korean.png") && FileIO.exists(dir + "/Goldens/scenes/lists/korean.layout.txt"))
        try breakSettings(dir)
        let settings = try FileIO.read(dir + "/Goldens/scenes/lists/settings.png")
        #expect(try galley(["verify", "--record", "missing"], in: dir).status == 1)
        #expect(try FileIO.read(dir + "/Goldens/scenes/lists/settings.png") == settings, "missing never overwrites")
        #expect(try galley(["verify", "--record", "failed"], in: dir).status == 1)
        #expect(try FileIO.read(dir + "/Goldens/scenes/lists/settings.png") != settings)
        #expect(try galley(["verify"], in: dir).status == 0)
    }

    @Test func shardsAreCheckedAndMergedIntoOneReport() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        for bad in ["0/3", "4/3", "1/0", "x"] {
            let r = try galley(["verify", "--shard", bad], in: dir)
            #expect(r.status == 2 && r.stderr.hasPrefix("galley verify: --shard "), "\(bad): \(r)")
        }
        #expect(try galley(["verify", "--shard", "0/3"], in: dir).stderr == "galley verify: --shard 0/3: the shard index runs from 1 to 3\n")
        let jobs = try galley(["verify", "--jobs", "0"], in: dir)
        #expect(jobs.status == 2 && jobs.stderr.contains("--jobs 0: a whole number from 1 to 1024"), "\(jobs)")
        try breakSettings(dir)
        var seen: [String] = []
        for i in 1...2 {
            let r = try galley(["verify", "--shard", "\(i)/2", "--artifacts", "shard\(i)"], in: dir)
            #expect(r.stdoutLines.contains { $0.hasSuffix("(shard \(i)/2 of 3 scenes)") }, "\(r)")
            seen += try RunResults.read(from: dir + "/shard\(i)").results.map(\.name)
        }
        #expect(seen.sorted() == ["lists/korean", "lists/settings", "lists/wrapping"], "every scene in exactly one shard")
        let m = try galley(["merge-results", "shard1", "shard2", "--out", "merged"], in: dir)
        #expect(m.status == 1, "\(m)")
        let merged = try RunResults.read(from: dir + "/merged")
        #expect(merged.results.map(\.name) == ["lists/korean", "lists/settings", "lists/wrapping"])
        #expect(FileIO.exists(dir + "/merged/junit.xml") && FileIO.exists(dir + "/merged/index.html"))
        for a in merged.results[1].artifacts { #expect(FileIO.exists(dir + "/merged/" + a.path), "\(a.path)") }
        // Accept works from the merged folder too.
        let ok = try galley(["accept", "--all", "--from", "merged"], in: dir)
        #expect(ok.status == 0 && ok.stdoutLines == ["accepted lists/settings → Goldens/scenes/lists/settings.png"], "\(ok)")
        let none = try galley(["merge-results", "nowhere"], in: dir)
        #expect(none.status == 2 && none.stderr.contains("nowhere: no results.json"), "\(none)")
    }

    @Test func aFullRunListsOrphansAndDeletesNothing() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(try FileIO.read(dir + "/Goldens/scenes/lists/korean.png"), to: dir + "/Goldens/scenes/lists/old-screen.png")
        try FileIO.writeAtomically(try FileIO.read(dir + "/Goldens/scenes/lists/korean.png"), to: dir + "/Goldens/tests/Suite/test-golden.png")
        // The test run's results name the goldens its assertions produced.
        var t = GoldenResult(name: "Suite/test-golden", golden: dir + "/Goldens/tests/Suite/test-golden.png", status: .passed)
        t.source = "Tests/X.swift"
        try RunResults(tool: "swift test", results: [t]).write(to: dir + "/.build/galley-artifacts")
        let r = try galley(["verify"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("orphans: 1 goldens no scene or test produced (listed, not deleted):\n      Goldens/scenes/lists/old-screen.png\n"), "\(r)")
        #expect(try RunResults.read(from: dir + "/.build/galley-artifacts/verify").orphans == ["Goldens/scenes/lists/old-screen.png"])
        #expect(FileIO.exists(dir + "/Goldens/scenes/lists/old-screen.png"))
        // Without the test results the test golden is listed too, and the output says why.
        FileIO.remove(dir + "/.build/galley-artifacts/results.json")
        let r2 = try galley(["verify"], in: dir)
        #expect(r2.stdout.contains("orphans: 2 goldens no scene produced"), "\(r2)")
        #expect(r2.stdout.contains("run swift test first"), "\(r2)")
    }

    @Test func anArtifactsFolderThatCannotBeCreatedIsATypedErrorAfterTheChecks() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        try breakSettings(dir)
        try FileIO.writeAtomically("a file", to: dir + "/blocked")
        let r = try galley(["verify", "--artifacts", "blocked/a"], in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stdoutLines.contains { $0.hasPrefix("FAIL  Goldens/scenes/lists/settings.json: ") }, "the checks still report: \(r)")
        #expect(r.stderr.contains("galley verify: cannot write results into blocked/a: "), "\(r)")
    }

    @Test func reviewWritesAStandaloneReportAndRefusesNonsense() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        try breakSettings(dir)
        _ = try galley(["verify"], in: dir)
        let r = try galley(["review", "--out", "report"], in: dir)
        #expect(r.status == 0 && r.stdoutLines == ["3 goldens, 1 need a look", "report: report/index.html"], "\(r)")
        let html = try FileIO.readText(dir + "/report/index.html")
        for part in [
            "lists/settings.actual.png", "lists/settings.expected.png", "lists/settings.diff.png", "lists/settings.strip.png",
            "class=\"slider\"", "class=\"blink\"", "same layout, pixels changed in:", "data-status=\"failed\"",
        ] {
            #expect(html.contains(part), "\(part)")
        }
        #expect(!html.contains("button class=\"accept\""), "the static report has no Accept buttons")
        #expect(FileIO.exists(dir + "/report/lists/settings.actual.png"), "the images are copied beside the page")
        let none = try galley(["review", "nowhere"], in: dir)
        #expect(none.status == 2 && none.stderr.contains("no such artifacts folder: nowhere"), "\(none)")
        // A folder whose actual was replaced after the run says so (and cannot be accepted).
        try FileIO.writeAtomically(
            try FileIO.read(dir + "/Goldens/scenes/lists/korean.png"), to: dir + "/.build/galley-artifacts/verify/lists/settings.actual.png")
        _ = try galley(["review"], in: dir)
        #expect(try FileIO.readText(dir + "/.build/galley-artifacts/verify/index.html").contains("is not the actual of this run"))
        let refused = try galley(["accept", "lists/settings"], in: dir)
        #expect(refused.status == 2 && refused.stderr.contains("a folder from a different run?"), "\(refused)")
    }

    /// Two real processes record the same golden over and over while this test reads it: every
    /// read is a whole PNG (the old one or a new one, never a part), and no temporary file stays.
    @Test func twoProcessesRecordingOneGoldenNeverLeaveATornFile() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        let scene = dir + "/Goldens/scenes/lists/korean.json", png = dir + "/Goldens/scenes/lists/korean.png"
        let expected = try PNG.readFile(png)
        let binary = try BuiltProduct.path("galley")
        let processes = try (0..<2).map { _ -> Process in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = ["record"] + Array(repeating: scene, count: 12)
            var env = ProcessInfo.processInfo.environment
            env["GALLEY_FONTS"] = packageRoot + "/Fonts"
            env.removeValue(forKey: "CI")
            p.environment = env
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            return p
        }
        var reads = 0
        while processes.contains(where: \.isRunning) {
            let bytes = try FileIO.read(png)
            #expect(try PNG.decode(bytes) == expected, "read \(reads) was torn (\(bytes.count) bytes)")
            reads += 1
        }
        for p in processes { p.waitUntilExit(); #expect(p.terminationStatus == 0) }
        #expect(reads > 0)
        #expect(try PNG.readFile(png) == expected)
        #expect(cliListing(dir + "/Goldens/scenes/lists").filter { $0.contains(".tmp-") }.isEmpty, "\(cliListing(dir + "/Goldens/scenes/lists"))")
    }

    /// A write that fails part-way (a full disk, simulated with a file size limit: `ulimit -f`, with
    /// SIGXFSZ ignored so the write returns EFBIG as it would return ENOSPC) changes nothing: the
    /// old golden and its sidecars stay as they were, no temporary file is left, and the error
    /// names the golden and the reason.
    @Test func aFullDiskDuringRecordChangesNothing() throws {
        let dir = try workspace()
        defer { removeTemporaryDirectory(dir) }
        try breakSettings(dir)  // so the new golden differs from the old one
        let base = dir + "/Goldens/scenes/lists/settings"
        let before = try [".png", ".layout.txt", ".manifest"].map { try FileIO.read(base + $0) }
        let binary = try BuiltProduct.path("galley")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 16 blocks of 512 bytes: the sidecars (about 2 KB each) fit, the PNG (160 KB) does not.
        p.arguments = ["-c", "trap '' XFSZ; ulimit -f 16; exec \"$0\" record \"$1\"", binary, base + ".json"]
        var env = ProcessInfo.processInfo.environment
        env["GALLEY_FONTS"] = packageRoot + "/Fonts"
        env.removeValue(forKey: "CI")
        p.environment = env
        let (status, stderr) = try runCapturingStandardError(p)
        #expect(status == 2, "\(stderr)")
        #expect(stderr.contains("settings.png: File too large"), "\(stderr)")
        let after = try [".png", ".layout.txt", ".manifest"].map { try FileIO.read(base + $0) }
        #expect(after == before, "the golden or a sidecar changed although the PNG could not be written")
        #expect(cliListing(dir + "/Goldens/scenes/lists").filter { $0.contains(".tmp-") }.isEmpty, "\(cliListing(dir + "/Goldens/scenes/lists"))")
    }
}
