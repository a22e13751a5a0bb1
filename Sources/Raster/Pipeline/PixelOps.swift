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
