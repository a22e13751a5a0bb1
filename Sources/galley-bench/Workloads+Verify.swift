import CommandKit
import Foundation
import Galley
import Golden
import GoldenVerification
import Support

extension BenchWorkload {
    /// `verify.gallery`: `galley verify` over the whole golden suite (every scene and display
    /// list under Goldens/, run from the package root) on all cores: render, compare, write
    /// results.json and junit.xml. Reports goldens per second. Artifacts go to a temporary folder.
    static func verifyWorkloads(renderer: SceneRenderer) -> [BenchWorkload] {
        let documents = (try? GoldenVerifier.documents(under: ["Goldens"])) ?? []
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        return [
            BenchWorkload(
                name: "verify.gallery", runs: 5,
                setUp: {
                    guard !documents.isEmpty else { throw UsageError("verify.gallery needs Goldens/: run the bench from the package root") }
                    let artifacts = NSTemporaryDirectory() + "galley-bench-verify-\(ProcessInfo.processInfo.processIdentifier)"
                    var verifier = GoldenVerifier(renderer: renderer, artifactsDirectory: artifacts)
                    verifier.fontsDirectory = try FontsDirectory.locate(explicit: nil)
                    return {
                        let results = verifier.check(documents, jobs: jobs)
                        try RunResults(tool: "galley-bench", results: results).write(to: artifacts)
                        precondition(results.count == documents.count)
                    }
                }, extra: [("goldens", String(documents.count)), ("jobs", String(jobs))],
                rate: ("goldens_per_second", Double(documents.count)))
        ]
    }
}
