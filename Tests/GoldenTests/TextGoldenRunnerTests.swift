import GalleyTestSupport
import GalleyTesting
import Support
import Testing

/// GalleyTestSupport's text-golden runner (the layout dumps' goldens) follows the same
/// record rules as GalleyTesting's GoldenStore.
@Suite struct TextGoldenRunnerTests {
    @Test func recordModesAreGalleyTestingsModes() throws {
        #expect(TextGoldenRecordMode.allCases.map(\.rawValue) == SnapshotRecordMode.allCases.map(\.rawValue))
        for raw in [nil, "", "all", "missing", "failed", "never", "sometimes", "ALL"] as [String?] {
            let env = raw.map { ["GALLEY_RECORD": $0] } ?? [:]
            let ours = TextGoldenRecordMode.fromEnvironment(env)?.rawValue
            let theirs = try? SnapshotRecordMode.fromEnvironment(env).rawValue
            #expect(ours == theirs, "GALLEY_RECORD=\(raw ?? "unset")")
        }
        for ci in [nil, "", "0", "false", "FALSE", "1", "true", "yes"] as [String?] {
            let env = ci.map { ["CI": $0] } ?? [:]
            #expect(TextGoldenRecordMode.isCI(env) == SnapshotRecordMode.isCI(env), "CI=\(ci ?? "unset")")
        }
    }

    func runner(_ dir: String, _ env: [String: String]) -> TextGolden {
        TextGolden(goldensDirectory: dir + "/Goldens", artifactsDirectory: dir + "/artifacts", environment: env)
    }

    @Test func aMissingGoldenIsRecordedLocallyOnceAndNeverOnCI() throws {
        try withTemporaryDirectory("text-golden") { (dir: String) throws in
            let golden = dir + "/Goldens/layout/screen.txt"
            for env in [["CI": "1"], ["CI": "true", "GALLEY_RECORD": "all"], ["GALLEY_RECORD": "never"]] {
                guard case .failed(let message, let artifacts) = runner(dir, env).check("a\nb\n", "layout/screen") else {
                    Issue.record("\(env): not a failure"); continue
                }
                #expect(message.contains("no golden at \(golden)"), "\(message)")
                #expect(!FileIO.exists(golden), "\(env) wrote the golden")
                #expect(artifacts == [dir + "/artifacts/layout/screen.actual.txt"])
            }
            #expect(
                runner(dir, [:]).check("a\nb\n", "layout/screen")
                    == .recorded(path: golden, reason: "no golden existed; recorded it (run again to check against it)"))
            #expect(try FileIO.readText(golden) == "a\nb\n")
            #expect(runner(dir, ["CI": "1"]).check("a\nb\n", "layout/screen") == .matched)
        }
    }

    @Test func aMismatchFailsWithTheLinesAndTheActualTextAndKeepsTheGolden() throws {
        try withTemporaryDirectory("text-golden") { (dir: String) throws in
            let golden = dir + "/Goldens/layout/screen.txt"
            try FileIO.writeAtomically("one\ntwo\nthree\n", to: golden)
            let outcome = runner(dir, [:]).check("one\n2\nthree\n", "layout/screen")
            guard case .failed(let message, let artifacts) = outcome else { Issue.record("\(outcome)"); return }
            #expect(message == "\(golden): text differs:\nline 2:\n- two\n+ 2")
            #expect(artifacts.count == 1)
            #expect(try FileIO.readText(artifacts[0]) == "one\n2\nthree\n")
            #expect(try FileIO.readText(golden) == "one\ntwo\nthree\n")
            // A missing final newline is a difference too (the comparison is exact).
            guard case .failed = runner(dir, [:]).check("one\ntwo\nthree", "layout/screen") else { Issue.record("trailing newline ignored"); return }
            // Canonically equivalent is not identical: é precomposed vs e + combining acute.
            try FileIO.writeAtomically("caf\u{E9}\n", to: dir + "/Goldens/cafe.txt")
            guard case .failed = runner(dir, [:]).check("cafe\u{301}\n", "cafe") else { Issue.record("é matched e + U+0301"); return }
        }
    }

    @Test func failedModeReRecordsOnlyOffCI() throws {
        try withTemporaryDirectory("text-golden") { (dir: String) throws in
            let golden = dir + "/Goldens/g.txt"
            try FileIO.writeAtomically("old\n", to: golden)
            guard case .failed = runner(dir, ["GALLEY_RECORD": "failed", "CI": "1"]).check("new\n", "g") else { Issue.record("CI re-recorded"); return }
            #expect(try FileIO.readText(golden) == "old\n")
            guard case .recorded(let path, _) = runner(dir, ["GALLEY_RECORD": "failed"]).check("new\n", "g") else { Issue.record("not re-recorded"); return }
            #expect(path == golden)
            #expect(try FileIO.readText(golden) == "new\n")
            guard case .failed(let message, _) = runner(dir, ["GALLEY_RECORD": "sometimes"]).check("new\n", "g") else {
                Issue.record("bad mode accepted"); return
            }
            #expect(message.contains("GALLEY_RECORD=sometimes is not a record mode"))
        }
    }
}
