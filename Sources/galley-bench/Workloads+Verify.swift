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
                rate: ("goldens_per_second", Double(documents.count))),
            // `verify.baseline`: the same over `galley verify --baseline HEAD`: every document read at
            // HEAD through git (ls-tree, one cat-file --batch); a document whose render reads the same
            // files at HEAD (here all of them: a pull request that changes no scene) is not rendered
            // again. `verify.baseline.rendered`: every baseline rendered and compared in memory (a
            // change to a design file every scene reads). Goal: within 1.5 times verify.gallery.
            baselineWorkload("verify.baseline", skipUnchanged: true, renderer: renderer, documents: documents, jobs: jobs),
            baselineWorkload("verify.baseline.rendered", skipUnchanged: false, renderer: renderer, documents: documents, jobs: jobs),
        ]
    }

    /// `verify --baseline HEAD` over the goldens; with `skipUnchanged` false every baseline is
    /// rendered (its reads are withheld, so none counts as unchanged).
    static func baselineWorkload(
        _ name: String, skipUnchanged: Bool, renderer: SceneRenderer, documents: [String], jobs: Int
    ) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: 5,
            setUp: {
                guard !documents.isEmpty else { throw UsageError("\(name) needs Goldens/: run the bench from the package root") }
                let artifacts = NSTemporaryDirectory() + "galley-bench-baseline-\(ProcessInfo.processInfo.processIdentifier)"
                var verifier = GoldenVerifier(renderer: renderer, artifactsDirectory: artifacts)
                verifier.fontsDirectory = try FontsDirectory.locate(explicit: nil)
                try GitBaseline(revision: "HEAD", roots: ["Goldens"]).remove()  // git and HEAD are there
                return {
                    let git = try GitBaseline(revision: "HEAD", roots: ["Goldens"])
                    defer { git.remove() }
                    var v = verifier
                    let baseline = git.baseline(renderer: renderer)
                    v.baseline = skipUnchanged ? baseline : GoldenBaseline(revision: baseline.revision) { document, _ in try baseline.expected(document, []) }
                    let results = v.check(documents, jobs: jobs)
                    try RunResults(tool: "galley-bench", results: results).write(to: artifacts)
                    precondition(results.count == documents.count)
                }
            }, extra: [("goldens", String(documents.count)), ("jobs", String(jobs))],
            rate: ("goldens_per_second", Double(documents.count)))
    }
}
