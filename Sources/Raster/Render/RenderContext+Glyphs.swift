import Geometry

extension RenderContext {
    /// Draws a glyph run: each glyph's outline (em units, y down) scaled to
    /// size × scale, rasterized by the coverage scanner into a mask at one of
    /// four horizontal subpixel positions (cached), placed at the pen's integer
    /// pixel (y rounded to the nearest row), and composited with the run's color.
    func drawGlyphs(_ run: GlyphRun) throws(RasterError) {
        let (size, origin, provider) = try checkGlyphs(run)
        guard !clip.bounds.isEmpty, let pixelSize = try drawnPixelSize(run, size: size) else { return }
        if provider.hasColorGlyphs(font: run.font) {
            try drawColorGlyphs(run, provider: provider, origin: origin, size: size)
            return
        }
        var sink = blitter(.solid(run.color.premultipliedPixel))
        try placeGlyphs(run, provider: provider, origin: origin, pixelSize: pixelSize) { placed in
            switch placed {
            case let .mask(mask, x, y): composite(mask, x: x, y: y, into: &sink)
            case let .edges(moved, bounds): scanner.fill(moved, rule: .nonZero, window: bounds.intersection(clip.bounds), into: &sink)
            }
        }
    }

    /// A glyph run's size, origin and outline provider, after checking them.
    func checkGlyphs(_ run: GlyphRun) throws(RasterError) -> (size: Double, origin: Point, provider: any GlyphOutlineProvider) {
        let size = try nonNegative(run.size, "size")
        let origin = try point(run.origin, "origin")
        guard run.positions.count == run.glyphs.count else {
            throw fail("expected one position per glyph (\(run.glyphs.count)), found \(run.positions.count)")
        }
        for (i, p) in run.positions.enumerated() { _ = try point(p, "positions[\(i)]") }
        guard let provider = glyphs else {
            throw fail("cannot draw font \(run.font): no glyph outline provider was given")
        }
        return (size, origin, provider)
    }

    /// The run's size in device pixels, nil when it draws nothing (no size, no glyphs, a
    /// transparent color); a size over the limit is an error.
    func drawnPixelSize(_ run: GlyphRun, size: Double) throws(RasterError) -> Double? {
        let pixelSize = size * scale
        guard pixelSize > 0, run.color.alpha != 0, !run.glyphs.isEmpty else { return nil }
        guard pixelSize <= 10_000 else { throw fail("size \(describe(size)) at scale \(describe(scale)) is over the limit of 10000 device pixels") }
        return pixelSize
    }

    /// Where one glyph of a run lands: its cached coverage mask at an integer pen position, or
    /// (too big to keep) its edges already moved there, with their pixel bounds.
    enum PlacedGlyph {
        case mask(GlyphMaskCache.Mask, x: Int, y: Int)
        case edges(EdgeList, bounds: IntRect)
    }

    /// Each glyph of a plain (outline) run placed in device pixels: the pen x on one of four
    /// subpixel bins, y rounded to the nearest row; masks made and cached on first use.
    func placeGlyphs(
        _ run: GlyphRun, provider: any GlyphOutlineProvider, origin: Point, pixelSize: Double, _ body: (PlacedGlyph) -> Void
    ) throws(RasterError) {
        let bins = GlyphMaskCache.subpixelBins
        for (glyph, offset) in zip(run.glyphs, run.positions) {
            let px = (origin.x + offset.x) * scale, py = (origin.y + offset.y) * scale
            guard px.isFinite, py.isFinite, abs(px) < 1e8, abs(py) < 1e8 else { continue }
            var ix = Int(px.rounded(.down))
            var bin = Int(((px - Double(ix)) * Double(bins)).rounded())
            if bin == bins { bin = 0; ix += 1 }
            let iy = Int(py.rounded())
            let key = GlyphMaskCache.Key(font: run.font, glyph: glyph, pixelSize: pixelSize, bin: bin)
            if let mask = glyphCache.mask(for: key) {
                body(.mask(mask, x: ix, y: iy))
                continue
            }
            let outline: Path
            do { outline = try provider.glyphOutline(font: run.font, glyph: glyph) } catch {
                throw fail("cannot get glyph \(glyph) of font \(run.font): \(error)")
            }
            let edges = EdgeList(outline, sx: pixelSize, sy: pixelSize, tx: Double(bin) / Double(bins), ty: 0)
            guard let bounds = edges.pixelBounds else {
                glyphCache.insert(GlyphMaskCache.Mask(x0: 0, y0: 0, width: 0, height: 0, data: []), for: key)
                continue
            }
            if bounds.width * bounds.height > GlyphMaskCache.maxCachedPixels {
                // Too big to keep: drawn straight through the scanner, moved by whole pixels on
                // the grid (the same coverage a cached mask would give).
                let moved =
                    edges.offsetBy(dx: ix, dy: iy)
                    ?? EdgeList(outline, sx: pixelSize, sy: pixelSize, tx: Double(ix) + Double(bin) / Double(bins), ty: Double(iy))
                if let placed = moved.pixelBounds { body(.edges(moved, bounds: placed)) }
                continue
            }
            var writer = MaskWriter(mask: CoverageMask(bounds: bounds))
            scanner.fill(edges, rule: .nonZero, window: bounds, into: &writer)
            let mask = GlyphMaskCache.Mask(
                x0: bounds.x0, y0: bounds.y0, width: bounds.width, height: bounds.height,
                data: writer.mask.data)
            glyphCache.insert(mask, for: key)
            body(.mask(mask, x: ix, y: iy))
        }
    }

    /// The device pixels a glyph run can touch (nil: none), as `drawGlyphs` places its glyphs
    /// (masks made on the way are cached for the draw that follows).
    func glyphBounds(_ run: GlyphRun) throws(RasterError) -> IntRect? {
        let (size, origin, provider) = try checkGlyphs(run)
        guard let pixelSize = try drawnPixelSize(run, size: size) else { return nil }
        var box = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        if provider.hasColorGlyphs(font: run.font) {
            try colorGlyphRects(run, provider: provider, origin: origin, size: size) { dst, _, _ in
                box = box.union(IntRect(covering: dst.minX * scale, dst.minY * scale, dst.maxX * scale, dst.maxY * scale))
            }
            return box.isEmpty ? nil : box
        }
        try placeGlyphs(run, provider: provider, origin: origin, pixelSize: pixelSize) { placed in
            switch placed {
            case let .mask(m, x, y):
                if m.width > 0 { box = box.union(IntRect(x0: x + m.x0, y0: y + m.y0, x1: x + m.x0 + m.width, y1: y + m.y0 + m.height)) }
            case let .edges(_, bounds): box = box.union(bounds)
            }
        }
        return box.isEmpty ? nil : box
    }

    /// Colour glyphs: each glyph's strike bitmap scaled by size / strike ppem (CoreText's
    /// rule for bitmap strikes) and drawn through the image resampler at the pen position
    /// (unrounded: the resample key holds the subpixel phase). The run's color is ignored,
    /// except that a fully transparent one draws nothing (checked by the caller).
    private func drawColorGlyphs(_ run: GlyphRun, provider: any GlyphOutlineProvider, origin: Point, size: Double) throws(RasterError) {
        try colorGlyphRects(run, provider: provider, origin: origin, size: size) { dst, cg, glyph in
            drawResampled(cg.bitmap, key: "\u{0}glyph:\(run.font):\(glyph)", into: dst, visible: dst)
        }
    }

    /// Where each colour glyph of a run is drawn, in points, with its strike.
    func colorGlyphRects(
        _ run: GlyphRun, provider: any GlyphOutlineProvider, origin: Point, size: Double, _ body: (Rect, ColorGlyph, UInt32) -> Void
    ) throws(RasterError) {
        for (glyph, offset) in zip(run.glyphs, run.positions) {
            let cg: ColorGlyph?
            do { cg = try provider.colorGlyph(font: run.font, glyph: glyph) } catch {
                throw fail("cannot get glyph \(glyph) of font \(run.font): \(error)")
            }
            guard let cg, cg.pixelsPerEm > 0 else { continue }
            let k = size / cg.pixelsPerEm  // points per strike pixel
            let x = origin.x + offset.x + cg.left * k, y = origin.y + offset.y - cg.top * k
            let dst = Rect(x: x, y: y, width: Double(cg.bitmap.width) * k, height: Double(cg.bitmap.height) * k)
            guard dst.minX.isFinite, dst.minY.isFinite, abs(dst.minX * scale) < 1e8, abs(dst.minY * scale) < 1e8 else { continue }
            body(dst, cg, glyph)
        }
    }

    private func composite(_ mask: GlyphMaskCache.Mask, x: Int, y: Int, into sink: inout Blitter) {
        guard mask.width > 0 else { return }
        let top = y + mask.y0, left = x + mask.x0
        let b = clip.bounds
        guard top < b.y1, top + mask.height > b.y0, left < b.x1, left + mask.width > b.x0 else { return }
        mask.data.withUnsafeBufferPointer { d in
            for r in max(0, b.y0 - top)..<min(mask.height, b.y1 - top) {
                sink.row(y: top + r, x: left, coverage: UnsafeBufferPointer(rebasing: d[r * mask.width..<(r + 1) * mask.width]))
            }
        }
    }
}
