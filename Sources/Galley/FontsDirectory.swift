import Foundation
import Support

/// Finds the bundled `Fonts/` directory: `--fonts DIR` (the `explicit` argument), else
/// `GALLEY_FONTS`, else `./Fonts`, else the package's own `Fonts/` (located from this source
/// file, for `swift run` and `swift test` in a checkout). System fonts are never used.
///
/// A directory that was named (by `explicit` or `GALLEY_FONTS`) and is not there is an error,
/// never a silent fall-back to the bundled fonts: the user asked for other fonts.
public enum FontsDirectory {
    /// Who named a fonts directory, for the error when it is not there.
    public enum Origin: String, Sendable, Equatable {
        /// `--fonts DIR` on the command line (`SceneRenderer(fontsDirectory:)` in Swift).
        case option = "--fonts"
        /// The `GALLEY_FONTS` environment variable.
        case environment = "GALLEY_FONTS"
    }

    public static func locate(
        explicit: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RenderError) -> String {
        if let explicit {
            guard FileIO.isDirectory(explicit) else { throw .fontsDirectoryMissing(explicit, origin: .option) }
            return explicit
        }
        if let env = environment["GALLEY_FONTS"], !env.isEmpty {
            guard FileIO.isDirectory(env) else { throw .fontsDirectoryMissing(env, origin: .environment) }
            return env
        }
        var tried: [String] = []
        var candidates = ["Fonts"]
        let source = "\(#filePath)"
        // Sources/Galley/FontsDirectory.swift → package root
        let root = FileIO.parentDirectory(of: FileIO.parentDirectory(of: FileIO.parentDirectory(of: source)))
        if !root.isEmpty { candidates.append(root + "/Fonts") }
        for c in candidates {
            tried.append(c)
            if FileIO.isDirectory(c) { return c }
        }
        throw .fontsDirectoryNotFound(tried: tried)
    }
}
