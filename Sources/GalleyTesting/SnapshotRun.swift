import Galley
import Golden
import GoldenReports
import GoldenVerification
import Support

/// The assertions of this test process, written after each one to `results.json` and
/// `junit.xml` in the artifacts folder (default `.build/galley-artifacts`), so a test run leaves
/// what `galley verify` leaves: results CI can read, `galley review` and `galley accept` input.
///
/// `swift test` runs XCTest and Swift Testing in separate processes, so each write merges with
/// the entries already in the file under a file lock: an entry is replaced by the newest result
/// for the same golden; goldens this run did not assert on stay until the folder is removed.
enum SnapshotRun {
    /// This process's results per artifacts folder (tests may point assertions at their own).
    private static let mine = Locked<[String: [String: GoldenResult]]>([:])
    private static let run = RunResults.newRunID()

    static func record(_ result: GoldenResult, artifactsDirectory: String) {
        let ours = mine.withLock { m -> [GoldenResult] in
            m[artifactsDirectory, default: [:]][result.name] = result
            return Array(m[artifactsDirectory]!.values)
        }
        guard (try? FileIO.createDirectories(artifactsDirectory)) != nil else { return }
        GoldenResultsLock.withLock(artifactsDirectory + "/.results.lock") {
            var merged: [String: GoldenResult] = [:]
            if let existing = try? RunResults.read(from: artifactsDirectory) {
                for r in existing.results { merged[r.name] = r }
            }
            for r in ours { merged[r.name] = r }
            let results = RunResults(run: run, tool: "swift test", results: merged.values.sorted { $0.name < $1.name })
            try? results.write(to: artifactsDirectory)
        }
    }

    /// A text (or other non-image) snapshot's outcome as a result entry.
    static func result(_ outcome: SnapshotOutcome, name: String, golden: String, source: String, artifactsDirectory: String) -> GoldenResult {
        var r = GoldenResult(name: name, golden: golden, source: source, status: .passed)
        func relative(_ paths: [String]) -> [(kind: String, path: String)] {
            paths.map { p in
                let rel = p.hasPrefix(artifactsDirectory + "/") ? String(p.dropFirst(artifactsDirectory.count + 1)) : p
                let kind = rel.contains(".actual.") ? "actual" : rel.hasSuffix(".diff.png") ? "diff" : rel.hasSuffix(".strip.png") ? "strip" : "file"
                return (kind, rel)
            }
        }
        switch outcome {
        case .matched: break
        case let .recorded(_, reason): r.status = .recorded; r.message = reason
        case let .failed(message, artifacts):
            r.status = FileIO.exists(golden) ? .failed : .missing; r.message = message; r.artifacts = relative(artifacts)
        case let .unreadableGolden(message, artifacts): r.status = .unreadable; r.message = message; r.artifacts = relative(artifacts)
        }
        return r
    }
}
