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
        BoxShadow(shape: rr, sigma: sigma).draw(window: clip.bounds, notches: &notches, scanner: &scanner, into: &sink)
    }
}
