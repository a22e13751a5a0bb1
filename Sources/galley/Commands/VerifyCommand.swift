import Foundation
import Galley
import Golden
import Support

enum VerifyCommand {
    static let help = """
    USAGE: galley verify [DIR|FILE.json...] [--artifacts DIR] [--compare SPEC] [--fonts DIR] [--pixel-limit N]

    Re-renders every scene file (*.json: scenes and display lists) under Goldens/ (or each DIR, or
    each FILE.json given) and compares it, pixel for pixel, with the PNG beside it. Never writes a golden.
    Prints one line per scene and a summary. On failure the actual and a diff image go to the
    artifacts folder (default .build/galley-artifacts/verify), which is printed.
    Exit status: 0 all match, 1 any differs, 2 usage or input error.
      --artifacts DIR  where actual and diff images of failures go
      --compare SPEC   how goldens are compared unless a scene's "compare" key says otherwise
                       (default: GALLEY_COMPARE, else exact): exact, tolerance:delta=D,pixels=N,
                       perceptual:threshold=T,aa,window=N,pixels=N,ratio=R
    \(drawingOptionsHelp)
    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, valueOptions: ["--artifacts", "--compare", "--fonts", "--pixel-limit"])
        if a.wantsHelp { print(help); return 0 }
        let roots = a.positionals.isEmpty ? ["Goldens"] : a.positionals
        for r in roots where !FileIO.isDirectory(r) {
            guard a.positionals.isEmpty || FileIO.exists(r) else { throw UsageError("no such file or directory: \(r)") }
            guard !a.positionals.isEmpty else { throw UsageError("no such directory: \(r) (run from the package root, or pass a directory)") }
            guard r.hasSuffix(".json") else {
                throw UsageError("\(r) is not a scene file (*.json) or a directory\(r.hasSuffix(".png") ? "; pass the scene beside the golden" : "")")
            }
        }
        let artifacts = a.value("--artifacts") ?? ".build/galley-artifacts/verify"
        var comparator = ImageComparator.exact
        if let spec = a.value("--compare") ?? ProcessInfo.processInfo.environment["GALLEY_COMPARE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            do { comparator = try ImageComparator(spec: spec) } catch {
                throw UsageError("\(a.value("--compare") != nil ? "--compare" : "GALLEY_COMPARE")=\(spec): \(error)")
            }
        }
        let verifier = GoldenVerifier(renderer: try makeRenderer(a), artifactsDirectory: artifacts, comparator: comparator)
        let files = try GoldenVerifier.documents(under: roots)
        // Nothing to check is a misconfiguration, not a pass: a CI step must not go green on it.
        guard !files.isEmpty else { throw UsageError("no scene files (*.json) under \(roots.joined(separator: ", "))") }
        let entries = verifier.verify(files) { e in
            switch e.status {
            case .passed: print("ok    \(e.path)")
            case .failed: print("FAIL  \(e.path): \(e.message ?? "")")
            case .inputError: print("ERROR \(e.path): \(message(e.message ?? "", about: e.path))")
            }
            for d in e.diagnostics { print("      note: \(d)") }
            for w in e.artifacts { print("      wrote \(w)") }
        }
        let passed = entries.filter { $0.status == .passed }.count
        let errors = entries.filter { $0.status == .inputError }.count
        let failed = entries.count - passed
        print("\(entries.count) scenes, \(passed) passed, \(failed) failed")
        // Name the folder only when something was written there (mismatches; unreadable goldens'
        // actuals), not for input errors that stopped before rendering.
        if entries.contains(where: { !$0.artifacts.isEmpty }) { print("artifacts: \(artifacts)") }
        if errors > 0 { return 2 }
        return failed > 0 ? 1 : 0
    }
}
