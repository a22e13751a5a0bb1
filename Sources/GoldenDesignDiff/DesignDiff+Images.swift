import Golden
import Raster
import Support

// The report's images: one set per group of identical diffs (the signature), written as crops of
// the changed region plus a small full-screen thumbnail; full-size images only on demand.
extension DesignDiff {
    /// The thumbnail's largest width in device pixels.
    static let thumbnailWidth = 180

    /// The rectangle the crops cover: the changed pixels' bounding box grown by `margin` on every
    /// side, inside a `width`×`height` image (the whole image when nothing is known).
    static func cropBox(_ changed: PixelRect?, width: Int, height: Int, margin: Int) -> PixelRect {
        guard let c = changed, c.width > 0, c.height > 0 else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        let x0 = max(0, c.x - margin), y0 = max(0, c.y - margin)
        let x1 = min(width, c.x + c.width + margin), y1 = min(height, c.y + c.height + margin)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The pixels of `b` inside `r` (which lies inside `b`).
    static func crop(_ b: Bitmap, _ r: PixelRect) -> Bitmap {
        if r.x == 0 && r.y == 0 && r.width == b.width && r.height == b.height { return b }
        var out = [UInt8](repeating: 0, count: r.width * r.height * 4)
        let rowBytes = r.width * 4
        b.pixels.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                // One copy per row (memcpy), not per byte.
                for y in 0..<r.height {
                    let s = ((r.y + y) * b.width + r.x) * 4
                    dst.baseAddress!.advanced(by: y * rowBytes).copyMemory(from: src.baseAddress!.advanced(by: s), byteCount: rowBytes)
                }
            }
        }
        return try! Bitmap(width: r.width, height: r.height, premultipliedPixels: out)  // sizes are from `r`, inside `b`
    }

    /// `b` shrunk by a whole factor so it is at most `maxWidth` wide (each output pixel the mean of
    /// its premultiplied source block, rounded half up: deterministic).
    static func thumbnail(_ b: Bitmap, maxWidth: Int = DesignDiff.thumbnailWidth) -> Bitmap {
        let f = max(1, (b.width + maxWidth - 1) / maxWidth)
        if f == 1 { return b }
        let w = max(1, b.width / f), h = max(1, b.height / f)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        let n = UInt32(f * f)
        b.pixels.withUnsafeBufferPointer { src in
            for ty in 0..<h {
                for tx in 0..<w {
                    var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for y in (ty * f)..<(ty * f + f) {
                        var i = (y * b.width + tx * f) * 4
                        for _ in 0..<f {
                            sum.0 += UInt32(src[i]); sum.1 += UInt32(src[i + 1]); sum.2 += UInt32(src[i + 2]); sum.3 += UInt32(src[i + 3])
                            i += 4
                        }
                    }
                    let o = (ty * w + tx) * 4
                    out[o] = UInt8((sum.0 + n / 2) / n); out[o + 1] = UInt8((sum.1 + n / 2) / n)
                    out[o + 2] = UInt8((sum.2 + n / 2) / n); out[o + 3] = UInt8((sum.3 + n / 2) / n)
                }
            }
        }
        return try! Bitmap(width: w, height: h, premultipliedPixels: out)  // w, h ≥ 1 and the count is w·h·4
    }

    /// Which screen's images each identical-diff group holds. The group's images are those of its
    /// member with the smallest name, whatever order the workers finish in: a screen writes only
    /// when its name is smaller than the current holder's, under one lock, so the last write is
    /// always the smallest name's (deterministic bytes for a deterministic report).
    final class ImageSets: Sendable {
        let holders = Locked<[String: String]>([:])

        /// Whether `name` would hold `signature`'s images now (worth encoding them).
        func wants(_ signature: String, _ name: String) -> Bool {
            holders.withLock { h in h[signature].map { name < $0 } ?? true }
        }

        /// Runs `write` and records `name` as the holder if `name` still comes first; false when
        /// another screen with a smaller name holds the group already.
        func write(_ signature: String, _ name: String, _ write: () throws(FileError) -> Void) throws(FileError) -> Bool {
            try holders.withLock { (h) throws(FileError) -> Bool in
                if let held = h[signature], held <= name { return false }
                try write()
                h[signature] = name
                return true
            }
        }
    }
}
