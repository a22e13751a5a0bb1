import Raster
import Support

/// The baseline cache's pixel coding. A rendered screen is mostly rows equal to the row above
/// and runs of one colour, so each row is a tag byte — 0: the row above again; 1: coded — and a
/// coded row is a sequence of chunks, each a LEB128 count `c` then pixels: `c` even, one pixel
/// repeated `c / 2` times; `c` odd, `c / 2` pixels as they are (4 bytes each, as in the bitmap).
/// Packing or unpacking a 1170×2532 screen takes a few milliseconds where DEFLATE at level 1
/// took tens (the entry is larger: the cache's size limit counts it).
enum PixelRows {
    /// The most bytes `pack` writes for a `width`×`height` image (a lone literal pixel: 5 bytes).
    static func bound(width: Int, height: Int) -> Int { height * (1 + width * 5 + 10) }

    /// `pixels` (`width`×`height`, 4 bytes each) packed; nil when the sizes do not match the bytes.
    static func pack(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8]? {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        return [UInt8](unsafeUninitializedCapacity: bound(width: width, height: height)) { out, count in
            let dst = UnsafeMutableRawPointer(out.baseAddress!)
            // The helpers take the output position `inout` rather than capturing it: a nested
            // function that captures a `var` has every access checked for exclusivity at run time.
            var o = 0
            @inline(__always) func varint(_ v: Int, _ o: inout Int) {
                var v = UInt(v)
                while v >= 0x80 { dst.storeBytes(of: UInt8(truncatingIfNeeded: v) | 0x80, toByteOffset: o, as: UInt8.self); o += 1; v >>= 7 }
                dst.storeBytes(of: UInt8(v), toByteOffset: o, as: UInt8.self); o += 1
            }
            pixels.withUnsafeBytes { raw in
                let rowBytes = width * 4
                for y in 0..<height {
                    let row = raw.baseAddress! + y * rowBytes
                    if y > 0 && Platform.bytesEqual(row, row - rowBytes, count: rowBytes) {
                        dst.storeBytes(of: 0, toByteOffset: o, as: UInt8.self); o += 1
                        continue
                    }
                    dst.storeBytes(of: 1, toByteOffset: o, as: UInt8.self); o += 1
                    @inline(__always) func px(_ x: Int) -> UInt32 { row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
                    // Pixels from `literal` up to a run (of 2 or more) go out as they are.
                    var x = 0, literal = 0
                    @inline(__always) func literals(from literal: Int, upTo end: Int, _ o: inout Int) {
                        guard end > literal else { return }
                        varint((end - literal) * 2 + 1, &o)
                        (dst + o).copyMemory(from: row + literal * 4, byteCount: (end - literal) * 4)
                        o += (end - literal) * 4
                    }
                    while x < width {
                        // Eight pixels none of which equals the next (a stretch of text's
                        // antialiased edges): all literals, found in one comparison.
                        if x + 9 <= width {
                            let here = (row + x * 4).loadUnaligned(as: SIMD8<UInt32>.self)
                            let next = (row + x * 4 + 4).loadUnaligned(as: SIMD8<UInt32>.self)
                            if !any(here .== next) {
                                x += 8
                                continue
                            }
                        }
                        let p = px(x)
                        var e = x + 1
                        // A long run eight pixels at a time, then pixel by pixel.
                        let runOf = SIMD8<UInt32>(repeating: p)
                        while e + 8 <= width && all((row + e * 4).loadUnaligned(as: SIMD8<UInt32>.self) .== runOf) { e += 8 }
                        while e < width && px(e) == p { e += 1 }
                        if e - x >= 2 {
                            literals(from: literal, upTo: x, &o)
                            varint((e - x) * 2, &o)
                            dst.storeBytes(of: p, toByteOffset: o, as: UInt32.self); o += 4
                            literal = e
                        }
                        x = e
                    }
                    literals(from: literal, upTo: width, &o)
                }
            }
            count = o
        }
    }

    /// What `pack` packed, as `width`×`height` pixels; nil when `bytes` do not make exactly that
    /// (truncated, a run past the row's end, bytes left over).
    static func unpack(_ bytes: ArraySlice<UInt8>, width: Int, height: Int) -> [UInt8]? {
        PackedRows(bytes, width: width, height: height)?.unpackedPixels()
    }
}

/// Packed pixels (`PixelRows`) checked whole and indexed by row, so that any rows can be unpacked
/// alone: where a screen's after differs from its cached before in a few places, only the rows a
/// design diff reads (the damage, the crops, what the audits measure) are unpacked.
struct PackedRows: Sendable {
    let width: Int, height: Int
    let bytes: ArraySlice<UInt8>
    /// For each row, the offset in `bytes` of the chunks it is decoded from: its own, or those of
    /// the coded row above it that it repeats.
    let sources: [Int32]

    /// `bytes` indexed; nil when they do not make exactly `width`×`height` pixels (truncated, a
    /// run past the row's end, bytes left over, a first row that repeats nothing).
    init?(_ bytes: ArraySlice<UInt8>, width: Int, height: Int) {
        guard width > 0, height > 0, bytes.count < Int(Int32.max) else { return nil }
        var sources = [Int32](repeating: 0, count: height)
        let ok: Bool = bytes.withUnsafeBytes { src in
            let n = src.count
            var i = 0
            for y in 0..<height {
                guard i < n else { return false }
                let tag = src[i]; i += 1
                if tag == 0 && y > 0 {
                    sources[y] = sources[y - 1]
                    continue
                }
                guard tag == 1 else { return false }
                sources[y] = Int32(i)
                var x = 0
                while x < width {
                    guard let c = Self.varint(src, &i), c >= 2, c / 2 <= width - x else { return false }
                    let k = c / 2
                    i += c % 2 == 0 ? 4 : k * 4
                    guard i <= n else { return false }
                    x += k
                }
            }
            return i == n
        }
        guard ok else { return nil }
        self.width = width; self.height = height; self.bytes = bytes; self.sources = sources
    }

    /// A LEB128 number at `i` (advanced past it); nil when truncated or too long.
    @inline(__always) static func varint(_ src: UnsafeRawBufferPointer, _ i: inout Int) -> Int? {
        var v = 0, shift = 0
        while i < src.count && shift < 56 {
            let b = src[i]; i += 1
            v |= Int(b & 0x7f) << shift
            if b < 0x80 { return v }
            shift += 7
        }
        return nil
    }

    /// Every row unpacked, into a buffer from the pool.
    func unpackedPixels() -> [UInt8] {
        PixelBufferPool.shared.buffer(count: width * height * 4) { out in unpack(0..<height, into: UnsafeMutableRawPointer(out.baseAddress!)) }
    }

    /// Writes the pixels of `rows` to their places in `dst` (a `width`×`height` image, 4 bytes
    /// per pixel); nothing else of `dst` is written. A row repeating the one above it, when that
    /// one was just written, is copied from it.
    func unpack(_ rows: Range<Int>, into dst: UnsafeMutableRawPointer) {
        let rowBytes = width * 4
        bytes.withUnsafeBytes { src in
            for y in rows.clamped(to: 0..<height) {
                let row = dst + y * rowBytes
                if y > rows.lowerBound && sources[y] == sources[y - 1] {
                    row.copyMemory(from: row - rowBytes, byteCount: rowBytes)
                    continue
                }
                // The chunks were checked when indexed.
                var i = Int(sources[y]), x = 0
                while x < width {
                    let c = Self.varint(src, &i)!
                    let k = c / 2
                    if c % 2 == 0 {
                        let p = src.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                        // A run as one fill of words (vectorized), not a store per pixel.
                        UnsafeMutableRawBufferPointer(start: row + x * 4, count: k * 4).withMemoryRebound(to: UInt32.self) {
                            $0.update(repeating: p)
                        }
                        i += 4
                    } else {
                        (row + x * 4).copyMemory(from: src.baseAddress! + i, byteCount: k * 4)
                        i += k * 4
                    }
                    x += k
                }
            }
        }
    }
}

/// A before from the baseline cache whose rows are unpacked only when read: which of its rows
/// the screen's pixel buffer holds so far (`DesignDiff.ScreenRenders.unpackRows`).
struct PendingRows: Sendable {
    let rows: PackedRows
    private(set) var done: [Bool]
    private(set) var isDone = false

    init(_ rows: PackedRows) {
        self.rows = rows
        done = [Bool](repeating: false, count: rows.height)
    }

    /// A buffer for the screen's pixels, none of them unpacked: arbitrary bytes in release builds;
    /// in debug builds a pattern no render draws, so that a test reading a row never unpacked
    /// finds other pixels than the before's.
    func buffer() -> Bitmap {
        let pixels = PixelBufferPool.shared.buffer(count: rows.width * rows.height * 4) { out in
            #if DEBUG
                out.update(repeating: 0xA5)
            #endif
        }
        return Bitmap(unchecked: rows.width, rows.height, pixels)
    }

    /// Unpacks the rows among `wanted` not unpacked yet into `bitmap` (the screen's buffer).
    mutating func unpack(_ wanted: [Range<Int>], into bitmap: inout Bitmap) {
        guard !isDone, bitmap.width == rows.width, bitmap.height == rows.height else { return }
        bitmap.pixels.withUnsafeMutableBytes { buf in
            for r in wanted {
                var y = max(r.lowerBound, 0)
                let end = min(r.upperBound, rows.height)
                while y < end {
                    if done[y] { y += 1; continue }
                    var e = y
                    while e < end && !done[e] { done[e] = true; e += 1 }
                    rows.unpack(y..<e, into: buf.baseAddress!)
                    y = e
                }
            }
        }
        isDone = !done.contains(false)
    }
}
