import Galley
import Raster

/// How to turn a value into a snapshot format (swift-snapshot-testing's `Snapshotting`).
/// Compose new strategies with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format
    /// For image strategies: the value as an `ImageSnapshot` (pixels, layout dump, the comparator
    /// with element ignores resolved) given the run's global comparator (`GALLEY_COMPARE`, else
    /// exact). Assertions use it for explained diffs, sidecars and results; nil for text.
    public var imageSnapshot: (@Sendable (Value, ImageComparator) throws -> ImageSnapshot)?

    public init(diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.diffing = diffing; self.snapshot = snapshot
    }

    public init(
        diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format,
        imageSnapshot: (@Sendable (Value, ImageComparator) throws -> ImageSnapshot)?
    ) {
        self.diffing = diffing; self.snapshot = snapshot; self.imageSnapshot = imageSnapshot
    }

    public var pathExtension: String { diffing.pathExtension }

    /// A strategy for `NewValue` that first transforms it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snap = snapshot
        var image: (@Sendable (NewValue, ImageComparator) throws -> ImageSnapshot)?
        if let inner = imageSnapshot {
            image = { @Sendable (value: NewValue, global: ImageComparator) throws -> ImageSnapshot in try inner(transform(value), global) }
        }
        return Snapshotting<NewValue, Format>(diffing: diffing, snapshot: { try snap(transform($0)) }, imageSnapshot: image)
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as itself, compared exactly.
    public static var image: Snapshotting<Bitmap, Bitmap> { .image(comparator: .exact) }

    /// A bitmap compared with `comparator` (ignore rectangles in points at `scale`).
    public static func image(comparator: ImageComparator, scale: Double = 1) -> Snapshotting<Bitmap, Bitmap> {
        Snapshotting(
            diffing: .image(comparator: comparator, scale: scale), snapshot: { $0 },
            imageSnapshot: { bitmap, _ in ImageSnapshot(bitmap: bitmap, comparator: comparator, scale: scale) })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as itself, compared line by line.
    public static var lines: Snapshotting<String, String> { Snapshotting(diffing: .lines) { $0 } }
}
