import CommandKit
import Foundation
import Galley
import Golden
import GoldenVerification
import Support
import Templates

enum VerifyCommand {
    static let command = Command(
        name: "verify",
        synopsis: [
            "verify [DIR|FILE.json...] [--artifacts DIR] [--compare SPEC] [--record MODE] [--baseline REV] [--jobs N] [--shard I/N] "
                + "[--test-results FILE] [--fonts DIR] [--pixel-limit N]"
        ],
        summary: "re-render every scene under Goldens/scenes (or DIR, or FILE) and compare it with its PNG; writes results.json, "
            + "junit.xml, summary.md and failure artifacts",
        details: """
            Re-renders every scene file (*.json: scenes and display lists) under Goldens/scenes (or each DIR,
            or each FILE.json given) and compares it with the PNG beside it, on all cores. Prints one line per
            scene and a summary; progress goes to stderr (a bar on a terminal, plain lines otherwise).
            Every run writes results.json, junit.xml and summary.md (markdown for a pull request; `galley report
            --markdown`) into the artifacts folder (default
            .build/galley-artifacts/verify); each failure (mismatch, size mismatch, missing or unreadable
            golden) also writes the actual, a diff image, a side-by-side strip and the actual layout dump
            there. Open them with `galley review`, take them with `galley accept`.
            A full run (no DIR given) lists orphans: PNGs under Goldens/ (scenes and tests) that no scene and
            no test produced. A folder holding before.json, after.json and changeset.txt (Goldens/scenes/feed)
            is also a changeset golden: the text is checked against what
            `galley changeset before.json after.json` prints (not in shards).
            With --baseline REV the expected images are not the stored PNGs: each scene is rendered as it is at
            git revision REV (its scene, design and image files read through git, no checkout) by this build, so
            a repository can keep no PNGs; a scene absent at REV is reported as new (missing).
            Exit status: 0 all match, 1 any differs, 2 usage or input error.
            """,
        options: [
            .init("--artifacts", "DIR", "where results and failure artifacts go"),
            .init(
                "--compare", "SPEC",
                """
                how goldens are compared unless a scene's "compare" key says otherwise
                (default: GALLEY_COMPARE, else exact): exact, tolerance:delta=D,pixels=N,
                perceptual:threshold=T,aa,window=N,pixels=N,ratio=R
                """),
            .init("--record", "MODE", "write goldens: all, missing, failed or never (default never); refused on CI"),
            .init("--baseline", "REV", "compare with each scene as it renders at git revision REV instead of its PNG"),
            .init("--jobs", "N", "scenes rendered at once (default: the number of cores)"),
            .init(
                "--shard", "I/N",
                """
                check only the I-th of N shares of the scenes (1 <= I <= N); merge the
                shards' artifacts folders with `galley merge-results`
                """),
            .init(
                "--test-results", "FILE",
                """
                the test run's results.json, for the orphan report
                (default .build/galley-artifacts/results.json)
                """),
        ] + drawingOptions,
        run: { try run($0) })

    /// What a run with no DIR checks: the scene goldens. Test suites record theirs under
    /// Goldens/tests, so orphans are looked for in all of Goldens/.
    static let defaultRoot = "Goldens/scenes", goldensRoot = "Goldens"

    static func run(_ a: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let roots = a.positionals.isEmpty ? [defaultRoot] : a.positionals
        for r in roots where !FileIO.isDirectory(r) {
            guard a.positionals.isEmpty || FileIO.exists(r) else { throw UsageError("no such file or directory: \(r)") }
            guard !a.positionals.isEmpty else { throw UsageError("no such directory: \(r) (run from the package root, or pass a directory)") }
            guard r.hasSuffix(".json") else {
                throw UsageError("\(r) is not a scene file (*.json) or a directory\(r.hasSuffix(".png") ? "; pass the scene beside the golden" : "")")
            }
        }
        let artifacts = a.value("--artifacts") ?? ".build/galley-artifacts/verify"
        var comparator = ImageComparator.exact
        if let spec = a.value("--compare") ?? environment["GALLEY_COMPARE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            do { comparator = try ImageComparator(spec: spec) } catch {
                throw UsageError("\(a.value("--compare") != nil ? "--compare" : "GALLEY_COMPARE")=\(spec): \(error)")
            }
        }
        var record = SnapshotRecordMode.never
        if let raw = a.value("--record") {
            guard let m = SnapshotRecordMode(rawValue: raw) else { throw UsageError("--record \(raw): use all, missing, failed or never") }
            record = m
            if m != .never && SnapshotRecordMode.isCI(environment) {
                throw UsageError("--record \(raw): CI is set (CI=\(environment["CI"] ?? "")), so goldens are never recorded")
            }
        }
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        if let raw = a.value("--jobs") {
            guard let n = Int(raw), n >= 1, n <= 1024 else { throw UsageError("--jobs \(raw): a whole number from 1 to 1024") }
            jobs = n
        }
        var shard: Shard?
        if let raw = a.value("--shard") {
            do { shard = try Shard(parsing: raw) } catch { throw UsageError(error.description) }
        }
        var verifier = GoldenVerifier(renderer: try makeRenderer(a), artifactsDirectory: artifacts, comparator: comparator)
        verifier.recordMode = record
        verifier.fontsDirectory = try FontsDirectory.locate(explicit: a.value("--fonts"))
        var gitBaseline: GitBaseline?
        if let rev = a.value("--baseline") {
            guard record == .never else { throw UsageError("--baseline renders its goldens from git; it records nothing (drop --record)") }
            do { gitBaseline = try GitBaseline(revision: rev, roots: roots) } catch let e as GitBaselineError { throw UsageError(e.description) }
            verifier.baseline = gitBaseline?.baseline(renderer: verifier.renderer)
        }
        defer { gitBaseline?.remove() }
        let all = try GoldenVerifier.documents(under: roots)
        // Nothing to check is a misconfiguration, not a pass: a CI step must not go green on it.
        guard !all.isEmpty else { throw UsageError("no scene files (*.json) under \(roots.joined(separator: ", "))") }
        let files = shard.map { $0.select(all) } ?? all
        // A run that may write goldens first removes what a killed recorder left (README, "Faults").
        if record != .never {
            for r in roots where FileIO.isDirectory(r) {
                for t in FileIO.removeStaleTemporaries(under: r) { print("removed \(t): a temporary file left by a writer that was killed") }
            }
        }
        let progress = ProgressReporter(total: files.count, terminal: Platform.isTerminal(2), nameWidth: 40)
        let results = verifier.check(files, jobs: jobs) { r, done in progress.update(done: done, name: r.name, status: r.status.rawValue) }
        progress.finish()
        for r in results {
            let path = r.source ?? r.golden
            switch r.status {
            case .passed: print("ok    \(path)")
            case .recorded: print("REC   \(path): \(r.message)")
            case .failed, .missing: print("FAIL  \(path): \(r.report)")
            case .unreadable, .error: print("ERROR \(path): \(message(r.report, about: path))")
            }
            for d in r.diagnostics { print("      note: \(d)") }
            for w in r.artifacts where ["actual", "diff", "strip"].contains(w.kind) { print("      wrote \(artifacts)/\(w.path)") }
        }
        var run = RunResults(tool: "galley verify" + (shard.map { " --shard \($0)" } ?? ""), results: results)
        if a.positionals.isEmpty {
            let testResultsFile = a.value("--test-results") ?? ".build/galley-artifacts/results.json"
            var testGoldens: Set<String> = []
            let testsKnown = FileIO.exists(testResultsFile)
            if testsKnown, let t = try? RunResults.read(from: FileIO.parentDirectory(of: testResultsFile)) {
                testGoldens = Set(t.results.map(\.golden))
            }
            run.orphans = GoldenVerifier.orphans(under: [goldensRoot], documents: all, testGoldens: testGoldens)
            if !run.orphans.isEmpty {
                print(
                    "orphans: \(run.orphans.count) goldens no scene\(testsKnown ? " or test" : "") produced (listed, not deleted)"
                        + (testsKnown ? "" : "; no test results at \(testResultsFile), so test goldens are listed too (run swift test first)") + ":")
                for o in run.orphans { print("      \(o)") }
            }
        }
        // Changeset goldens (a folder's before.json, after.json and changeset.txt): the text
        // `galley changeset` prints for the pair, checked without writing.
        var changesetFailures = 0
        if shard == nil {
            for outcome in ChangesetGolden.files(under: roots).map(ChangesetGolden.check) {
                if let f = outcome.failure {
                    changesetFailures += 1; print("FAIL  changeset \(outcome.path): \(f)")
                } else {
                    print("changeset ok \(outcome.path)")
                }
            }
        }
        let passed = results.filter { $0.status == .passed }.count
        let errors = results.filter { $0.status == .unreadable || $0.status == .error }.count
        let failed = results.count - passed
        var wrote = true
        do { try run.write(to: artifacts) } catch {
            writeErr("galley verify: cannot write results into \(artifacts): \(error.reason) (the checks below still hold)")
            wrote = false
        }
        print("\(results.count) scenes, \(passed) passed, \(failed) failed" + (shard.map { " (shard \($0) of \(all.count) scenes)" } ?? ""))
        // The folder (results.json, junit.xml, images) is named when there is something to look at.
        if wrote && results.contains(where: { !$0.artifacts.isEmpty }) { print("artifacts: \(artifacts)") }
        if !wrote { return 2 }
        if errors > 0 { return 2 }
        return failed > 0 || changesetFailures > 0 ? 1 : 0
    }
}
