import Galley
import GalleyTesting
import Raster
import Support

enum VerifyCommand {
    static let help = """
    USAGE: galley verify [DIR...] [--artifacts DIR] [--fonts DIR]

    Re-renders every scene file (*.json: scenes and display lists) under Goldens/ (or each DIR) and
    compares it, pixel for pixel, with the PNG beside it. Never writes a golden.
    Prints one line per scene and a summary. On failure the actual and a diff image go to the
    artifacts folder (default .build/galley-artifacts/verify), which is printed.
    Exit status: 0 all match, 1 any differs, 2 usage or input error.
    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, valueOptions: ["--artifacts", "--fonts"])
        if a.wantsHelp { print(help); return 0 }
        let roots = a.positionals.isEmpty ? ["Goldens"] : a.positionals
        for r in roots where !FileIO.isDirectory(r) {
            throw UsageError("no such directory: \(r)\(a.positionals.isEmpty ? " (run from the package root, or pass a directory)" : "")")
        }
        let artifacts = a.value("--artifacts") ?? ".build/galley-artifacts/verify"
        let renderer = try SceneRenderer(fontsDirectory: a.value("--fonts"))
        let store = GoldenStore(artifactsDirectory: artifacts, recordMode: .never, isCI: true)

        var files: [String] = []
        for r in roots { files += try FileIO.walk(r, suffix: ".json") }
        var passed = 0, failed = 0, errors = 0
        for path in files {
            let name = artifactName(for: path)
            let bitmap: Bitmap
            do {
                bitmap = try renderer.renderDocument(at: path)
            } catch {
                errors += 1
                print("ERROR \(path): \(error)")
                continue
            }
            switch store.check(bitmap, goldenPath: GoldenDocument.goldenPath(for: path), diffing: .image(), artifactName: name) {
            case .matched:
                passed += 1
                print("ok    \(path)")
            case .failed(let message, let written):
                failed += 1
                print("FAIL  \(path): \(message)")
                for w in written { print("      wrote \(w)") }
            case .recorded:
                failed += 1  // unreachable with recordMode .never, counted as a failure all the same
                print("FAIL  \(path): unexpectedly recorded")
            }
        }
        print("\(files.count) scenes, \(passed) passed, \(failed + errors) failed")
        if failed + errors > 0 { print("artifacts: \(artifacts)") }
        if errors > 0 { return 2 }
        return failed > 0 ? 1 : 0
    }

    /// `Goldens/lists/settings.json` → `lists/settings` (artifacts mirror the golden tree).
    static func artifactName(for path: String) -> String {
        var p = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        if p.hasPrefix("./") { p.removeFirst(2) }
        if p.hasPrefix("Goldens/") { p.removeFirst(8) }
        if p.hasPrefix("/") { p.removeFirst() }
        return p
    }
}
