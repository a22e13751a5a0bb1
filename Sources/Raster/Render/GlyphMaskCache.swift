import Support

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

    private let masks = Locked<(map: [Key: Mask], bytes: Int)>(([:], 0))
    /// When the cache holds more masks than this, or more than `byteBudget`
    /// bytes of them, it is emptied (cheap, and output does not depend on it).
    public let capacity: Int
    /// Largest total mask size kept, in bytes.
    public let byteBudget: Int

    /// A cache holding up to `capacity` masks and `byteBudget` bytes (then it starts over).
    public init(capacity: Int = 20_000, byteBudget: Int = 32 << 20) {
        self.capacity = capacity; self.byteBudget = byteBudget
    }

    /// Number of masks held.
    public var count: Int { masks.withLock { $0.map.count } }

    /// Drops every mask.
    public func removeAll() { masks.withLock { $0 = ([:], 0) } }

    func mask(for key: Key) -> Mask? { masks.withLock { $0.map[key] } }

    func insert(_ mask: Mask, for key: Key) {
        let size = mask.data.count + 64
        masks.withLock { m in
            if m.map.count >= capacity || m.bytes + size > byteBudget { m = ([:], 0) }
            if m.map.updateValue(mask, forKey: key) == nil { m.bytes += size }
        }
    }
}
