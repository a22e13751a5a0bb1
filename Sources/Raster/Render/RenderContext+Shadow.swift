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
        let (rr, sigma, _) = try shadowGeometry(shape, offset: offset, blur: blur, spread: spread)
        guard color.alpha != 0, !rr.isEmpty, !clip.bounds.isEmpty else { return }
        var sink = blitter(.solid(color.premultipliedPixel))
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
        let reach = Self.shadowReach(sigma)
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

    /// A shadow's shape in device pixels (moved by its offset, grown by its spread), its blur's σ
    /// in device pixels, and how far the blur reaches past the shape (0 when σ is too small to blur).
    func shadowGeometry(_ s: RoundedRect, offset: Point, blur: Double, spread: Double) throws(RasterError) -> (
        shape: DeviceRoundedRect, sigma: Double, reach: Double
    ) {
        let off = try point(offset, "offset")
        let blurPoints = min(try nonNegative(blur, "blur"), Self.maxShadowBlur)
        let grow = try finite(spread, "spread")
        try checkRect(s.rect)
        var moved = s
        moved.rect = s.rect.offsetBy(dx: off.x, dy: off.y)
        let rr = try device(moved, grow: grow)
        let sigma = min(blurPoints / 2 * scale, Self.maxShadowSigma)
        return (rr, sigma, sigma < 0.25 ? 0 : Self.shadowReach(sigma))
    }

    /// How far a blur of `sigma` device pixels reaches: 3σ, rounded up, and a pixel.
    static func shadowReach(_ sigma: Double) -> Double { (3 * sigma).rounded(.up) + 1 }

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
