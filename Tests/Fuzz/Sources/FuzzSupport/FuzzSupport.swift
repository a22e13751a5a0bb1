import Galley

/// What every fuzz target shares: the repository's fonts, found from this file's path, loaded once.
public enum FuzzSupport {
    /// The repository root (three levels above Tests/Fuzz/Sources/FuzzSupport).
    public static let repositoryRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(5)  // FuzzSupport.swift, FuzzSupport, Sources, Fuzz, Tests
        return parts.joined(separator: "/")
    }()

    /// A renderer over `Fonts/` with a small pixel limit, so a hostile canvas is refused quickly.
    public static let renderer: SceneRenderer = {
        do { return try SceneRenderer(fontsDirectory: repositoryRoot + "/Fonts", pixelLimit: 1 << 20) } catch {
            fatalError("fuzz set-up: cannot load \(repositoryRoot)/Fonts: \(error)")
        }
    }()

    /// The input as bytes.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}
