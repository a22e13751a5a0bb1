import Geometry

extension RenderContext {
    /// A rounded rectangle filled with a linear gradient (several stops).
    func drawGradient(_ shape: RoundedRect, from: Point, to: Point, stops: [GradientStop]) throws(RasterError) {
        let rr = try device(shape)
        let a = try point(from, "from") * scale, b = try point(to, "to") * scale
        guard !stops.isEmpty else { throw fail("expected at least one stop") }
        for (i, s) in stops.enumerated() {
            guard s.location.isFinite, s.location >= 0, s.location <= 1 else {
                throw fail("stops[\(i)] location must be between 0 and 1, found \(describe(s.location))")
            }
            if i > 0, s.location < stops[i - 1].location {
                throw fail("stops[\(i)] location \(describe(s.location)) is before the previous stop's")
            }
        }
        guard !rr.isEmpty, !clip.bounds.isEmpty, stops.contains(where: { $0.color.alpha != 0 }) else { return }
        var sink = blitter(.shader(LinearGradientShader(from: a, to: b, stops: stops)))
        scanner.fillRoundedRect(rr, window: clip.bounds, into: &sink)
    }

    /// A path filled with a solid color: flattened to fixed-point edges and scanned
    /// like a glyph outline (same coverage rules), clipped to the current clip.
    func drawPath(_ path: Path, color: Color, rule: PathFillRule) throws(RasterError) {
        for (i, e) in path.elements.enumerated() {
            for p in e.points { _ = try point(p, "path element \(i)") }
        }
        guard color.alpha != 0, !path.isEmpty, !clip.bounds.isEmpty else { return }
        let edges = EdgeList(path, sx: scale, sy: scale)
        guard let bounds = edges.pixelBounds else { return }
        let window = bounds.intersection(clip.bounds)
        guard !window.isEmpty else { return }
        var sink = blitter(.solid(color.premultipliedPixel))
        scanner.fill(edges, rule: rule == .nonZero ? .nonZero : .evenOdd, window: window, into: &sink)
    }

    /// An image fitted into `rect` by `mode` and clipped to `rect`; `mirrored` flips the
    /// source horizontally first, `tint` then replaces its color by `tint` × its alpha.
    func drawImage(rect: Rect, source: String, mode: ContentMode, tint: Color? = nil, mirrored: Bool = false) throws(RasterError) {
        try checkRect(rect)
        guard let images else { throw fail("cannot read \(source): no image source was given") }
        let image: Bitmap
        if let cached = decodedImages[source] {
            image = cached
        } else {
            do { image = try images.load(source) } catch { throw fail("cannot read \(source): \(error)") }
            // `pixels` is a var: a source could hand back a bitmap whose bytes do not match its size,
            // and the resampler reads them through pointers.
            guard image.pixels.count == image.width * image.height * 4 else {
                throw fail("image \(source) is \(image.width)x\(image.height) but holds \(image.pixels.count) bytes of pixels")
            }
            decodedImages[source] = image
        }
        let drawn = mirrored ? mirroredImage(image, source: source) : image
        guard !rect.isEmpty, !clip.bounds.isEmpty else { return }
        let iw = Double(image.width), ih = Double(image.height)
        var dst = rect
        switch mode {
        case .scaleToFill: break
        case .aspectFit, .aspectFill:
            let s = mode == .aspectFit ? min(rect.width / iw, rect.height / ih) : max(rect.width / iw, rect.height / ih)
            let w = iw * s, h = ih * s
            dst = Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        }
        guard let visible = dst.intersection(rect) else { return }
        drawResampled(drawn, key: source, into: dst, visible: visible, tint: tint, mirrored: mirrored)
    }

    /// `image` resampled onto `dst` (points), drawn where it meets `visible` and the clip.
    /// `key` names the image in this list (equal names: equal pixels; the resample caches key
    /// it by content); `mirrored` says `image` is the flipped source, `tint` keeps only its
    /// alpha as a mask.
    func drawResampled(
        _ image: Bitmap, key source: String, into dst: Rect, visible: Rect,
        tint: Color? = nil, mirrored: Bool = false
    ) {
        let x0 = visible.minX * scale, y0 = visible.minY * scale, x1 = visible.maxX * scale, y1 = visible.maxY * scale
        let area = IntRect(covering: x0, y0, x1, y1).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let dx0 = dst.minX * scale, dy0 = dst.minY * scale, dw = dst.width * scale, dh = dst.height * scale
        let fx = dx0.rounded(.down), fy = dy0.rounded(.down)
        let name = mirrored ? "\u{1}" + source : source
        let digest: ImageDigest
        if let known = digests[name] {
            digest = known
        } else {
            // An image the shared cache does not take is named for this list alone (width -1).
            digest = resampleCache.identify(image) ?? ImageDigest(lo: UInt64(digests.count), hi: .max, width: -1, height: -1)
            digests[name] = digest
        }
        let shared = digest.width >= 0
        // Only the key's fields reach the pixels, resampled in the key's own frame.
        let key = ResampleKey(
            source: digest, dw: dw, dh: dh, phaseX: dx0 - fx, phaseY: dy0 - fy,
            areaX: area.x0 - pixelIndex(fx), areaY: area.y0 - pixelIndex(fy), areaW: area.width, areaH: area.height,
            mirrored: mirrored, tint: tint?.premultipliedPixel)
        let pixels: [UInt32]
        if let cached = resampled[key] ?? (shared ? resampleCache.pixels(for: key) : nil) {
            pixels = cached
            resampled[key] = cached
        } else {
            let local = IntRect(x0: key.areaX, y0: key.areaY, x1: key.areaX + key.areaW, y1: key.areaY + key.areaH)
            var out = Resampler.resample(image, dx0: key.phaseX, dy0: key.phaseY, dw: dw, dh: dh, area: local)
            if let t = key.tint {
                // A template image: only its alpha is kept, as a mask for the tint.
                for i in out.indices { out[i] = mulDiv255(t, out[i] >> 24) }
            }
            pixels = out
            resampled[key] = pixels
            if shared { resampleCache.insert(pixels, for: key, from: image) }
        }
        var sink = blitter(.shader(ImageShader(area: area, pixels: pixels)))
        Scanner.fillRect(x0, y0, x1, y1, window: area, into: &sink)
    }

    /// `image` flipped left to right, kept for the rest of the list.
    func mirroredImage(_ image: Bitmap, source: String) -> Bitmap {
        if let cached = mirroredImages[source] { return cached }
        var flipped = image
        let w = image.width
        image.pixels.withUnsafeBytes { src in
            flipped.pixels.withUnsafeMutableBytes { dst in
                let s = src.bindMemory(to: UInt32.self), d = dst.bindMemory(to: UInt32.self)
                for y in 0..<image.height {
                    let row = y * w
                    for x in 0..<w { d[row + x] = s[row + w - 1 - x] }
                }
            }
        }
        mirroredImages[source] = flipped
        return flipped
    }
}
