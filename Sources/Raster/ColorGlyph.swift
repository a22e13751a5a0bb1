/// A glyph that draws as a colour image (a CBDT emoji bitmap) instead of an outline.
///
/// The bitmap is the font's fixed strike, `pixelsPerEm` pixels per em; a run of size
/// `s` points at scale `k` draws it scaled by `s × k / pixelsPerEm` through the image
/// resampler (area-averaged when shrunk, bilinear when enlarged), the way CoreText scales
/// Apple Color Emoji's strikes, so the result is deterministic and ours.
public struct ColorGlyph: Sendable, Equatable {
    /// Premultiplied RGBA.
    public var bitmap: Bitmap
    /// The strike's pixels per em.
    public var pixelsPerEm: Double
    /// From the pen to the bitmap's left edge, strike pixels.
    public var left: Double
    /// From the baseline up to the bitmap's top edge, strike pixels.
    public var top: Double

    public init(bitmap: Bitmap, pixelsPerEm: Double, left: Double, top: Double) {
        self.bitmap = bitmap; self.pixelsPerEm = pixelsPerEm; self.left = left; self.top = top
    }
}
