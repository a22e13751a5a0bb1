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
        guard width > 0, height > 0 else { return nil }
        let rowBytes = width * 4
        var ok = true
        let pixels = PixelBufferPool.shared.buffer(count: rowBytes * height) { out in
            let dst = UnsafeMutableRawPointer(out.baseAddress!)
            bytes.withUnsafeBytes { src in
                let n = src.count
                var i = 0
                // The read position goes `inout` (not captured: see `pack`).
                @inline(__always) func varint(_ i: inout Int) -> Int? {
                    var v = 0, shift = 0
                    while i < n && shift < 56 {
                        let b = src[i]; i += 1
                        v |= Int(b & 0x7f) << shift
                        if b < 0x80 { return v }
                        shift += 7
                    }
                    return nil
                }
                rows: for y in 0..<height {
                    guard i < n else { ok = false; break }
                    let tag = src[i]; i += 1
                    let row = dst + y * rowBytes
                    if tag == 0 && y > 0 {
                        row.copyMemory(from: row - rowBytes, byteCount: rowBytes)
                        continue
                    }
                    guard tag == 1 else { ok = false; break }
                    var x = 0
                    while x < width {
                        guard let c = varint(&i), c >= 2, c / 2 <= width - x else { ok = false; break rows }
                        let k = c / 2
                        if c % 2 == 0 {
                            guard i + 4 <= n else { ok = false; break rows }
                            let p = src.loadUnaligned(fromByteOffset: i, as: UInt32.self)
                            // A run as one fill of words (vectorized), not a store per pixel.
                            UnsafeMutableRawBufferPointer(start: row + x * 4, count: k * 4).withMemoryRebound(to: UInt32.self) {
                                $0.update(repeating: p)
                            }
                            i += 4
                        } else {
                            guard i + k * 4 <= n else { ok = false; break rows }
                            (row + x * 4).copyMemory(from: src.baseAddress! + i, byteCount: k * 4)
                            i += k * 4
                        }
                        x += k
                    }
                }
                if i != n { ok = false }
            }
            // A refused entry's bytes are never read; they are zeroed so none is left uninitialized.
            if !ok { out.initialize(repeating: 0) }
        }
        return ok ? pixels : nil
    }
}
