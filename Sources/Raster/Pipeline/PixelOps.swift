// Packed premultiplied RGBA8 arithmetic. A pixel is one UInt32 whose bytes in
// memory are R, G, B, A (little-endian: R in the low byte), so a Bitmap's
// [UInt8] pixels can be addressed as UInt32 without reordering.
// Every division by 255 is exactly rounded (see `div255`), two channels at a time.

/// `c * a / 255` per channel, exactly rounded, for a packed pixel and `a` in 0...255.
@inline(__always) func mulDiv255(_ c: UInt32, _ a: UInt32) -> UInt32 {
    var rb = (c & 0x00FF_00FF) &* a &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ga = ((c >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}

/// Source-over of premultiplied `s` on premultiplied `d`.
@inline(__always) func sourceOver(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ mulDiv255(d, 255 &- (s >> 24))
}

/// The packed premultiplied form of a straight-alpha color.
@inline(__always) func packPremultiplied(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
    let a16 = UInt16(a)
    return UInt32(premultiply(r, a16)) | UInt32(premultiply(g, a16)) << 8
        | UInt32(premultiply(b, a16)) << 16 | UInt32(a) << 24
}

import Geometry

extension Color {
    /// Packed premultiplied RGBA8.
    var premultipliedPixel: UInt32 { packPremultiplied(r: red, g: green, b: blue, a: alpha) }
}

// Four pixels at a time: `mulDiv255`'s two-channels-per-lane arithmetic on
// SIMD4<UInt32>, so results are identical to the scalar path byte for byte.

@inline(__always) func mulDiv255(_ c: SIMD4<UInt32>, _ a: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let m = SIMD4<UInt32>(repeating: 0x00FF_00FF), bias = SIMD4<UInt32>(repeating: 0x0080_0080)
    var rb = (c & m) &* a &+ bias
    rb = ((rb &+ ((rb &>> 8) & m)) &>> 8) & m
    var ga = ((c &>> 8) & m) &* a &+ bias
    ga = (ga &+ ((ga &>> 8) & m)) & SIMD4<UInt32>(repeating: 0xFF00_FF00)
    return rb | ga
}

/// `d = s + d · (255 − alpha(s)) / 255` for `n` pixels with one source pixel.
@inline(__always) func blendSpan(_ d: UnsafeMutablePointer<UInt32>, count n: Int, source s: UInt32) {
    let raw = UnsafeMutableRawPointer(d)
    let s4 = SIMD4<UInt32>(repeating: s)
    let ia = SIMD4<UInt32>(repeating: 255 &- (s >> 24))
    var i = 0
    while i + 4 <= n {
        let p = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        raw.storeBytes(of: s4 &+ mulDiv255(p, ia), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        i &+= 4
    }
    while i < n { d[i] = sourceOver(s, d[i]); i &+= 1 }
}

/// Source-over of `table[coverage[i]]` onto `d[i]` for `n` pixels; `table[c]`
/// is the paint's premultiplied color at coverage `c`.
@inline(__always) func blendCoverage(_ d: UnsafeMutablePointer<UInt32>, count n: Int, coverage cov: UnsafePointer<UInt8>,
                                     table: UnsafePointer<UInt32>) {
    let raw = UnsafeMutableRawPointer(d)
    var i = 0
    while i + 4 <= n {
        let c0 = cov[i], c1 = cov[i &+ 1], c2 = cov[i &+ 2], c3 = cov[i &+ 3]
        if c0 | c1 | c2 | c3 != 0 {
            let s = SIMD4<UInt32>(table[Int(c0)], table[Int(c1)], table[Int(c2)], table[Int(c3)])
            let ia = SIMD4<UInt32>(repeating: 255) &- (s &>> 24)
            let p = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: s &+ mulDiv255(p, ia), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        }
        i &+= 4
    }
    while i < n {
        let c = cov[i]
        if c != 0 { d[i] = sourceOver(table[Int(c)], d[i]) }
        i &+= 1
    }
}
