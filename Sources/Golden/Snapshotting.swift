import Galley
import Raster

/// How to turn a value into a snapshot format (swift-snapshot-testing's `Snapshotting`).
/// Compose new strategies with `pullback`.
public struct Snapshotting<Value, Format>: Sendable {
    public var diffing: Diffing<Format>
    public var snapshot: @Sendable (Value) throws -> Format

    public init(diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.diffing = diffing; self.snapshot = snapshot
    }

    public var pathExtension: String { diffing.pathExtension }

    /// A strategy for `NewValue` that first transforms it into `Value`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snap = snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing) { try snap(transform($0)) }
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as itself, compared exactly.
    public static var image: Snapshotting<Bitmap, Bitmap> { .image(tolerance: .exact) }

    public static func image(tolerance: ImageTolerance) -> Snapshotting<Bitmap, Bitmap> {
        Snapshotting(diffing: .image(tolerance: tolerance)) { $0 }
    }

    /// A bitmap compared with `comparator` (ignore rectangles in points at `scale`).
    public static func image(comparator: ImageComparator, scale: Double = 1) -> Snapshotting<Bitmap, Bitmap> {
        Snapshotting(diffing: .image(comparator: comparator, scale: scale)) { $0 }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text as itself, compared line by line.
    public static var lines: Snapshotting<String, String> { Snapshotting(diffing: .lines) { $0 } }
}
