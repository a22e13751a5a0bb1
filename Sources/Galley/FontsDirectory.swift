import Foundation
import Support

/// Finds the bundled `Fonts/` directory: `GALLEY_FONTS`, else `./Fonts`, else the package's
/// own `Fonts/` (located from this source file, for `swift run` and `swift test` in a checkout).
/// System fonts are never used.
public enum FontsDirectory {
    public static func locate(explicit: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws(RenderError) -> String {
        var tried: [String] = []
        var candidates: [String] = []
        if let explicit { candidates.append(explicit) } else {
            if let env = environment["GALLEY_FONTS"], !env.isEmpty { candidates.append(env) }
            candidates.append("Fonts")
            let source = "\(#filePath)"
            // Sources/Galley/FontsDirectory.swift → package root
            let root = FileIO.parentDirectory(of: FileIO.parentDirectory(of: FileIO.parentDirectory(of: source)))
            if !root.isEmpty { candidates.append(root + "/Fonts") }
        }
        for c in candidates {
            tried.append(c)
            if FileIO.isDirectory(c) { return c }
        }
        throw .fontsDirectoryNotFound(tried: tried)
    }
}
