import Foundation

/// The package root (the directory holding `Package.swift`), from this file's path
/// (`Tests/GalleyTestSupport/PackageRoot.swift`). Tests read `Fonts/`, `Goldens/` and
/// `Tests/Fixtures/` below it, so a clone needs nothing beside it.
public let packageRoot: String = {
    var url = URL(fileURLWithPath: "\(#filePath)")
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let root = url.path
    // A moved file would make every path below wrong: stop at the first use, saying why.
    precondition(
        FileManager.default.fileExists(atPath: root + "/Package.swift"),
        "GalleyTestSupport: no Package.swift at \(root) (is PackageRoot.swift still in Tests/GalleyTestSupport?)")
    return root
}()

/// The repository's `Fonts/` directory.
public var fontsDirectory: String { packageRoot + "/Fonts" }

/// The repository's `Goldens/` directory.
public var goldensDirectory: String { packageRoot + "/Goldens" }

/// What `galley verify` checks: scenes and display lists with their PNGs (`Goldens/scenes`).
public var sceneGoldensDirectory: String { goldensDirectory + "/scenes" }

/// What test suites record, a folder per suite (`Goldens/tests/<Suite>/`).
public var testGoldensDirectory: String { goldensDirectory + "/tests" }
