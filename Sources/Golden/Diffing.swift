import Galley
import Raster
import Support

/// A file written next to a failure so a person can see it: `<name>.<suffix>`.
public struct DiffArtifact: Sendable {
    public var suffix: String
    public var bytes: [UInt8]
    public init(suffix: String, bytes: [UInt8]) { self.suffix = suffix; self.bytes = bytes }
}

/// How a snapshot format is stored and compared (swift-snapshot-testing's `Diffing`).
public struct Diffing<Format>: Sendable {
    /// The golden file's extension, without the dot.
    public var pathExtension: String
    public var toData: @Sendable (Format) throws -> [UInt8]
    public var fromData: @Sendable ([UInt8]) throws -> Format
    /// nil when `actual` matches `golden`; otherwise a message and files to write beside the failure
    /// (the actual value is always written too, by the assertion).
    public var diff: @Sendable (_ golden: Format, _ actual: Format) -> (message: String, artifacts: [DiffArtifact])?

    public init(
        pathExtension: String,
        toData: @escaping @Sendable (Format) throws -> [UInt8],
        fromData: @escaping @Sendable ([UInt8]) throws -> Format,
        diff: @escaping @Sendable (Format, Format) -> (message: String, artifacts: [DiffArtifact])?
    ) {
        self.pathExtension = pathExtension; self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

extension Diffing where Format == Bitmap {
    /// PNG goldens compared with `comparator` (exact by default; tolerance, perceptual, a density window,
    /// ignore rectangles in points at `scale`). A failure writes `diff.png` (faded golden, changed
    /// pixels red, anti-aliasing yellow, ignored areas hatched) and `strip.png` (golden | diff |
    /// actual); the message gives the numbers and the changed regions in points and pixels.
    /// Goldens over `pixelLimit` pixels are refused before allocating.
    public static func image(comparator: ImageComparator = .exact, scale: Double = 1, pixelLimit: Int = Bitmap.defaultPixelLimit) -> Diffing<Bitmap> {
        Diffing(
            pathExtension: "png",
            toData: { try PNG.encode($0) },
            fromData: { try PNG.decode($0, pixelLimit: pixelLimit) },
            diff: { golden, actual in
                // Size, byte equality and the comparator first; the drawings only for a failure.
                let d = ImageComparison.Detailed(
                    expected: (golden.pixels, golden.width, golden.height),
                    actual: (actual.pixels, actual.width, actual.height),
                    premultiplied: true, comparator: comparator, scale: scale)
                let result = d.comparison
                if result.matches { return nil }
                let diff = d.diffImage()
                let strip = diff.flatMap { d.strip(diff: $0) }
                var artifacts: [DiffArtifact] = []
                if let diff, let png = try? PNG.encode(diff) { artifacts.append(DiffArtifact(suffix: "diff.png", bytes: png)) }
                if let strip, let png = try? PNG.encode(strip) { artifacts.append(DiffArtifact(suffix: "strip.png", bytes: png)) }
                return (result.explanation, artifacts)
            })
    }
}

extension Diffing where Format == String {
    /// Text goldens compared line by line; the message shows the first differing lines.
    public static let lines = Diffing<String>(
        pathExtension: "txt",
        toData: { Array($0.utf8) },
        fromData: { bytes in
            guard let s = String(utf8Bytes: bytes) else { throw SnapshotFailure("golden is not UTF-8 text") }
            return s
        },
        diff: { golden, actual in
            TextDifference.describe(golden: golden, actual: actual).map { ($0, []) }
        })
}

/// A failure to produce or read a snapshot, with a message for the user.
public struct SnapshotFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
