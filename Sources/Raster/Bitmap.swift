/// Device pixels: premultiplied RGBA8, row-major, no padding between rows.
public struct Bitmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A, premultiplied by A.
    public var pixels: [UInt8]

    /// The largest bitmap anything here will allocate unless told otherwise
    /// (64 M pixels = 256 MB); sizes come from user data, so they are checked first.
    public static let defaultPixelLimit = 64 * 1024 * 1024

    /// A bitmap filled with one (straight-alpha) color. Refuses sizes that are
    /// negative, zero or over `pixelLimit` before allocating.
    public init(
        width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0),
        pixelLimit: Int = Bitmap.defaultPixelLimit
    ) throws(BitmapError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= pixelLimit else { throw .tooLarge(width: width, height: height, limit: pixelLimit) }
        self.width = width
        self.height = height
        let a = UInt16(fill.a)
        let p: [UInt8] = [premultiply(fill.r, a), premultiply(fill.g, a), premultiply(fill.b, a), fill.a]
        // One word per pixel, filled by a vectorized fill of words (not a store per byte).
        let word = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
        self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buf, initialized in
            UnsafeMutableRawBufferPointer(buf).withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: word) }
            initialized = count * 4
        }
    }

    /// Wraps existing premultiplied pixels; the count must match.
    public init(width: Int, height: Int, premultipliedPixels: [UInt8]) throws(BitmapError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard premultipliedPixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: premultipliedPixels.count)
        }
        self.width = width; self.height = height; self.pixels = premultipliedPixels
    }

    /// The pixels inside `r` (which lies inside the bitmap and is not empty), as a bitmap.
    public func copy(_ r: IntRect) -> Bitmap {
        // Every byte is copied (`paste`): no zeroing first.
        let count = r.width * r.height * 4
        var out = Bitmap(unchecked: r.width, r.height, [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count })
        out.paste(self, from: r, x: 0, y: 0)
        return out
    }

    /// Writes each patch at its rectangle (inside the bitmap) and returns the pixels it wrote
    /// over, in the same order: exchanging them back puts this bitmap's pixels back.
    public mutating func exchange(_ patches: [(rect: IntRect, pixels: Bitmap)]) -> [(rect: IntRect, pixels: Bitmap)] {
        let old = patches.map { (rect: $0.rect, pixels: copy($0.rect)) }
        for p in patches { paste(p.pixels, x: p.rect.x0, y: p.rect.y0) }
        return old
    }

    /// `patch`'s pixels written into this bitmap with its top-left corner at (`x`, `y`), clipped to both.
    public mutating func paste(_ patch: Bitmap, x: Int, y: Int) {
        paste(patch, from: IntRect(x0: 0, y0: 0, x1: patch.width, y1: patch.height), x: x, y: y)
    }

    /// The pixels of `source` inside `from` written into this bitmap with that rectangle's
    /// top-left corner at (`x`, `y`), clipped to both bitmaps (and `from` to `source`).
    public mutating func paste(_ source: Bitmap, from: IntRect, x: Int, y: Int) {
        let r = from.intersection(IntRect(x0: 0, y0: 0, x1: source.width, y1: source.height))
        guard !r.isEmpty else { return }
        // Where `r` lands here, clipped to this bitmap.
        let dx = x - from.x0, dy = y - from.y0
        let x0 = max(0, r.x0 + dx), y0 = max(0, r.y0 + dy), x1 = min(width, r.x1 + dx), y1 = min(height, r.y1 + dy)
        guard x0 < x1, y0 < y1 else { return }
        let w = width, sw = source.width
        pixels.withUnsafeMutableBytes { dst in
            source.pixels.withUnsafeBytes { src in
                for row in y0..<y1 {
                    dst.baseAddress!.advanced(by: (row * w + x0) * 4).copyMemory(
                        from: src.baseAddress!.advanced(by: ((row - dy) * sw + (x0 - dx)) * 4), byteCount: (x1 - x0) * 4)
                }
            }
        }
    }

    /// A `width`×`height` bitmap whose bytes are arbitrary, for a caller that writes every one
    /// of them before anything reads it; nil for sizes that are zero, negative or over `pixelLimit`.
    package static func uninitialized(width: Int, height: Int, pixelLimit: Int = Bitmap.defaultPixelLimit) -> Bitmap? {
        guard width > 0, height > 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= pixelLimit else { return nil }
        return Bitmap(unchecked: width, height, [UInt8](unsafeUninitializedCapacity: count * 4) { _, initialized in initialized = count * 4 })
    }

    /// A bitmap whose sizes and pixel count are known to agree.
    package init(unchecked width: Int, _ height: Int, _ pixels: [UInt8]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The straight-alpha (un-premultiplied) RGBA of one pixel.
    public func straightPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        let a = pixels[i + 3]
        return (unpremultiply(pixels[i], a), unpremultiply(pixels[i + 1], a), unpremultiply(pixels[i + 2], a), a)
    }
}

/// Why a bitmap cannot be made: a size that is not positive, more pixels than the limit allows
/// (refused before anything is allocated), or pixel data of the wrong length.
public enum BitmapError: Error, Equatable, CustomStringConvertible, Sendable {
    case invalidSize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case pixelCountMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case let .invalidSize(w, h): return "bitmap size \(w)x\(h) is not positive"
        case let .tooLarge(w, h, limit): return "bitmap \(w)x\(h) is over the pixel limit of \(limit)"
        case let .pixelCountMismatch(e, a): return "expected \(e) bytes of pixels, got \(a)"
        }
    }
}

/// `c * a / 255`, exactly rounded (the one division by 255 used everywhere).
@inlinable public func premultiply(_ c: UInt8, _ a: UInt16) -> UInt8 {
    div255(UInt32(c) * UInt32(a))
}

/// Exactly rounded `v / 255` for `v` in 0...65025.
@inlinable public func div255(_ v: UInt32) -> UInt8 {
    let t = v + 128
    return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
}

/// The straight value of a premultiplied channel, exactly rounded.
@inlinable public func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
    if a == 255 { return c }
    if a == 0 { return 0 }
    let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
    return UInt8(min(v, 255))
}
