import Geometry

extension RenderContext {
    /// The largest shadow blur drawn, in points; larger blurs are clamped to it
    /// (σ = blur / 2 = 100 pt: far beyond any UI shadow, and it bounds the work).
    static let maxShadowBlur = 200.0

    /// CSS `box-shadow` (outer): the shape moved by `offset`, grown by `spread`
    /// (radii grow with it), blurred with a Gaussian of σ = blur / 2.
    func drawShadow(_ shape: RoundedRect, color: Color, offset: Point, blur: Double, spread: Double) throws(RasterError) {
        let off = try point(offset, "offset")
        let blurPoints = min(try nonNegative(blur, "blur"), Self.maxShadowBlur)
        let grow = try finite(spread, "spread")
        try checkRect(shape.rect)
        var moved = shape
        moved.rect = shape.rect.offsetBy(dx: off.x, dy: off.y)
        let rr = try device(moved, grow: grow)
        guard color.alpha != 0, !rr.isEmpty, !clip.bounds.isEmpty else { return }
        var sink = blitter(.solid(color.premultipliedPixel))
        let sigma = blurPoints / 2 * scale
        if sigma < 0.25 {
            scanner.fillRoundedRect(rr, window: clip.bounds, into: &sink)
            return
        }
        BoxShadow(shape: rr, sigma: sigma).draw(window: clip.bounds, notches: &notches, scanner: &scanner,
                                                occluded: occluderOfNextCommand(), into: &sink)
    }

    /// When the next command is an opaque fill and the clip is a plain rectangle,
    /// the pixels that fill covers completely end up as its color whatever is
    /// drawn under them now: the columns of those pixels in row `y`. Skipping
    /// them changes no output byte (a card drawn right after its shadow).
    func occluderOfNextCommand() -> ((Int) -> Range<Int>?)? {
        guard occlusionCulling, clip.mask == nil, case let .fill(shape, color)? = nextCommand, color.alpha == 255,
              let fr = try? device(shape), !fr.isEmpty else { return nil }
        let cy0 = pixelIndex(fr.y0.rounded(.up)), cy1 = pixelIndex(fr.y1.rounded(.down))
        let my0 = pixelIndex((fr.y0 + fr.topExtent).rounded(.up)), my1 = pixelIndex((fr.y1 - fr.bottomExtent).rounded(.down))
        let f0 = pixelIndex(fr.x0.rounded(.up)), f1 = pixelIndex(fr.x1.rounded(.down))
        let n0 = pixelIndex((fr.x0 + fr.leftExtent).rounded(.up)), n1 = pixelIndex((fr.x1 - fr.rightExtent).rounded(.down))
        let full = f0..<max(f0, f1), narrow = n0..<max(n0, n1)
        return { y in
            if y >= my0 && y < my1 { return full }
            if y >= cy0 && y < cy1 { return narrow }
            return nil
        }
    }
}
