import Geometry

extension RenderContext {
    /// The largest shadow blur drawn, in points; larger blurs are clamped to it
    /// (σ = blur / 2 = 100 pt: far beyond any UI shadow, and it bounds the work).
    static let maxShadowBlur = 200.0
    /// The largest σ in device pixels (blur 85 pt at 3x); larger ones are clamped to it.
    static let maxShadowSigma = 128.0

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
        let sigma = min(blurPoints / 2 * scale, Self.maxShadowSigma)
        if sigma < 0.25 {
            scanner.fillRoundedRect(rr, window: clip.bounds, into: &sink)
            return
        }
        // Computed in the shadow's own pixel frame (whole-pixel moves are exact), so
        // shadows that differ only by position share one recording.
        let ox = rr.x0.rounded(.down), oy = rr.y0.rounded(.down)
        guard abs(ox) < 1e8, abs(oy) < 1e8 else { return }
        let dx = pixelIndex(ox), dy = pixelIndex(oy)
        let local = rr.translated(dx: -ox, dy: -oy)
        let reach = (3 * sigma).rounded(.up) + 1
        let bounds = IntRect(covering: local.x0 - reach, local.y0 - reach, local.x1 + reach, local.y1 + reach)
        let key = ShadowKey(
            shape: local, sigma: sigma, window: clip.bounds.offsetBy(dx: -dx, dy: -dy).intersection(bounds),
            occluder: occluderOfNextCommand()?.offsetBy(dx: -dx, dy: -dy))
        if let recorded = ShadowCache.shared.coverage(for: key) {
            recorded.replay(dx: dx, dy: dy, into: &sink)
            return
        }
        var recording = RecordedCoverage()
        BoxShadow(shape: local, sigma: sigma).draw(
            window: key.window, notches: &notches, scanner: &scanner,
            occluded: key.occluder, into: &recording)
        recording.replay(dx: dx, dy: dy, into: &sink)
        ShadowCache.shared.insert(recording, for: key)
    }

    /// When the next command is an opaque fill and the clip is a plain rectangle,
    /// the pixels that fill covers completely end up as its color whatever is
    /// drawn under them now. Skipping them changes no output byte (a card drawn
    /// right after its shadow).
    func occluderOfNextCommand() -> Occluder? {
        guard occlusionCulling, clip.mask == nil, case let .fill(shape, color)? = nextCommand, color.alpha == 255,
            let fr = try? device(shape), !fr.isEmpty
        else { return nil }
        return Occluder(fr)
    }
}
