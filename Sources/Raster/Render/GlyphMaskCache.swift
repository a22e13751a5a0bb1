/// Coverage masks of glyphs, keyed by what they depend on: font, glyph, pixel
/// size and horizontal subpixel bin. Thread-safe; a mask is a pure function of
/// its key, so output never depends on what is cached or which thread drew first.
public final class GlyphMaskCache: Sendable {
    /// The cache `Rasterizer.render` uses unless given another.
    public static let shared = GlyphMaskCache()

    /// Subpixel positions per pixel horizontally (pen x is rounded to 1/4 px).
    public static let subpixelBins = 4
    /// Masks larger than this many pixels are drawn directly and not kept.
    static let maxCachedPixels = 256 * 256

    struct Key: Hashable, Sendable {
        var font: String
        var glyph: UInt32
        var pixelSize: Double
        var bin: Int
    }

    /// A glyph's coverage, placed relative to the integer pen position.
    struct Mask: Sendable {
        var x0: Int, y0: Int, width: Int, height: Int
        var data: [UInt8]
    }

    private let masks = Locked<[Key: Mask]>([:])
    /// When the cache holds more entries than this it is emptied (cheap and deterministic).
    public let capacity: Int

    /// A cache holding up to `capacity` masks (then it starts over).
    public init(capacity: Int = 20_000) { self.capacity = capacity }

    /// Number of masks held.
    public var count: Int { masks.withLock { $0.count } }

    /// Drops every mask.
    public func removeAll() { masks.withLock { $0.removeAll() } }

    func mask(for key: Key) -> Mask? { masks.withLock { $0[key] } }

    func insert(_ mask: Mask, for key: Key) {
        masks.withLock { m in
            if m.count >= capacity { m.removeAll(keepingCapacity: true) }
            m[key] = mask
        }
    }
}
