// Packed premultiplied RGBA8 arithmetic. A pixel is one UInt32 whose bytes in
// memory are R, G, B, A (little-endian: R in the low byte), so a Bitmap's
// [UInt8] pixels can be addressed as UInt32 without reordering.
// Every division by 255 is exactly rounded (see `div255`), two channels at a time.

import Geometry

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

extension Color {
    /// Packed premultiplied RGBA8.
    var premultipliedPixel: UInt32 { packPremultiplied(r: red, g: green, b: blue, a: alpha) }
}

// Four pixels at a time: `mulDiv255`'s two-channels-per-lane arithmetic on
// SIMD4<UInt32>, so results are identical to the scalar path byte for byte.

@inline(__always) func mulDiv255(_ c: SIMD4<UInt32>, _ a: SIMD4<UInt32>) -> SIMD4<UInt32> {
    // Channel × a fits 16 bits, so the products are 16-bit lane multiplies (SSE2
    // pmullw) on the two channels each 32-bit lane holds; `a` fills both halves.
    let a16 = unsafeBitCast(a | (a &<< 16), to: SIMD8<UInt16>.self)
    let m = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    var rb = unsafeBitCast(c & m, to: SIMD8<UInt16>.self) &* a16 &+ 128
    rb = (rb &+ (rb &>> 8)) &>> 8
    var ga = unsafeBitCast((c &>> 8) & m, to: SIMD8<UInt16>.self) &* a16 &+ 128
    ga = (ga &+ (ga &>> 8)) &>> 8
    return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ga, to: SIMD4<UInt32>.self) &<< 8)
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
@inline(__always) func blendCoverage(
    _ d: UnsafeMutablePointer<UInt32>, count n: Int, coverage cov: UnsafePointer<UInt8>,
    table: UnsafePointer<UInt32>
) {
    let raw = UnsafeMutableRawPointer(d)
    var i = 0
    while i + 4 <= n {
        let s = SIMD4<UInt32>(table[Int(cov[i])], table[Int(cov[i &+ 1])], table[Int(cov[i &+ 2])], table[Int(cov[i &+ 3])])
        if s != SIMD4<UInt32>(repeating: 0) {  // all too faint (or uncovered): nothing changes
            let ia = SIMD4<UInt32>(repeating: 255) &- (s &>> 24)
            if ia == SIMD4<UInt32>(repeating: 0) {  // all opaque: the source replaces the pixels
                raw.storeBytes(of: s, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            } else {
                let p = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                raw.storeBytes(of: s &+ mulDiv255(p, ia), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            }
        }
        i &+= 4
    }
    while i < n {
        let c = cov[i]
        if c != 0 { d[i] = sourceOver(table[Int(c)], d[i]) }
        i &+= 1
    }
}

/// Source-over of per-pixel colors `s[i]` scaled by `coverage[i]` (or not
/// scaled when `coverage` is nil) onto `d[i]`.
@inline(__always) func blendColors(
    _ d: UnsafeMutablePointer<UInt32>, count n: Int, colors s: UnsafePointer<UInt32>,
    coverage cov: UnsafePointer<UInt8>?
) {
    let raw = UnsafeMutableRawPointer(d), src = UnsafeRawPointer(s)
    let full = SIMD4<UInt32>(repeating: 255)
    var i = 0
    while i + 4 <= n {
        var c = src.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        if let cov {
            let a = SIMD4<UInt32>(UInt32(cov[i]), UInt32(cov[i &+ 1]), UInt32(cov[i &+ 2]), UInt32(cov[i &+ 3]))
            if a == SIMD4<UInt32>(repeating: 0) { i &+= 4; continue }
            if a != full { c = mulDiv255(c, a) }
        }
        let ia = full &- (c &>> 24)
        if ia == SIMD4<UInt32>(repeating: 0) {
            raw.storeBytes(of: c, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        } else {
            let p = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: c &+ mulDiv255(p, ia), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        }
        i &+= 4
    }
    while i < n {
        var c = s[i]
        if let cov {
            let a = cov[i]
            if a == 0 { i &+= 1; continue }
            if a != 255 { c = mulDiv255(c, UInt32(a)) }
        }
        d[i] = sourceOver(c, d[i])
        i &+= 1
    }
}
