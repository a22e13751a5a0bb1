import Geometry

/// The state of one draw: canvas, clip stack, scratch memory, caches for this list.
final class RenderContext {
    /// Where commands draw: the bitmap, or the innermost open layer.
    var canvas: Canvas
    /// The open layers, innermost last.
    var layers: [LayerState] = []
    /// Bytes held by the open layers.
    var layerBytes = 0
    let scale: Double
    let glyphs: (any GlyphOutlineProvider)?
    let images: ImageSource?
    let glyphCache: GlyphMaskCache
    var scanner = Scanner()
    var clips: [ClipState]
    /// Bytes held by the masks on the clip stack, kept as a running sum (summing the
    /// stack on every push made deep nesting quadratic).
    var clipMaskBytes = 0
    var decodedImages: [String: Bitmap] = [:]
    /// Decoded images flipped left to right (`mirrored` image commands).
    var mirroredImages: [String: Bitmap] = [:]
    /// Blurred shadow corners drawn so far in this list.
    var notches: [BlurredNotch.Key: BlurredNotch] = [:]
    /// Images resampled so far in this list (translation-invariant keys); the process-wide
    /// `ResampleCache` behind it keeps them across draws.
    var resampled: [ResampleKey: [UInt32]] = [:]
    /// The content digest of each image drawn so far, by its name in this list.
    var digests: [String: ImageDigest] = [:]
    let resampleCache = ResampleCache.shared
    let scratchCoverage: UnsafeMutablePointer<UInt8>
    let scratchColors: UnsafeMutablePointer<UInt32>
    /// The current solid color at every coverage (see `Blitter.table`), and which color it holds.
    let sourceTable: UnsafeMutablePointer<UInt32>
    var tableColor: UInt32?
    /// The command being drawn, for error messages.
    var index = 0
    var commandName = ""
    /// The command after the one being drawn (a shadow skips what the card after it covers).
    var nextCommand: DisplayCommand?
    /// Whether a shadow may skip pixels the next opaque fill covers (tests turn it off to prove it changes nothing).
    var occlusionCulling = true

    init(canvas: Canvas, scale: Double, glyphs: (any GlyphOutlineProvider)?, images: ImageSource?, glyphCache: GlyphMaskCache) {
        self.canvas = canvas; self.scale = scale; self.glyphs = glyphs; self.images = images; self.glyphCache = glyphCache
        clips = [ClipState(bounds: canvas.bounds, mask: nil)]
        scratchCoverage = .allocate(capacity: canvas.width + 1)
        scratchColors = .allocate(capacity: canvas.width + 1)
        sourceTable = .allocate(capacity: 256)
        sourceTable.initialize(repeating: 0, count: 256)
    }

    deinit {
        for layer in layers { layer.pixels.deallocate() }
        scratchCoverage.deallocate()
        scratchColors.deallocate()
        sourceTable.deallocate()
    }

    var clip: ClipState { clips[clips.count - 1] }

    func blitter(_ paint: Paint) -> Blitter {
        if case .solid(let c) = paint, c != tableColor {
            for a in 0..<256 { sourceTable[a] = mulDiv255(c, UInt32(a)) }
            tableColor = c
        }
        return Blitter(
            canvas: canvas, clip: clip, paint: paint, scratchCoverage: scratchCoverage, scratchColors: scratchColors,
            table: UnsafePointer(sourceTable))
    }

    func fail(_ message: String) -> RasterError { .command(index: index, name: commandName, message: message) }

    /// Draws `commands` in order, leaving out those `skip` says cannot change a pixel.
    func run(_ commands: [DisplayCommand], skip: ((Int) -> Bool)? = nil) throws(RasterError) {
        for (i, command) in commands.enumerated() {
            if let skip, skip(i) { continue }
            index = i
            commandName = command.name
            nextCommand = i + 1 < commands.count ? commands[i + 1] : nil
            try draw(command)
        }
        // Layers left open at the end composite as if closed there.
        while !layers.isEmpty { try popLayer() }
    }

    func draw(_ command: DisplayCommand) throws(RasterError) {
        switch command {
        case let .fill(shape, color):
            let rr = try device(shape)
            guard color.alpha != 0, !clip.bounds.isEmpty else { return }
            var b = blitter(.solid(color.premultipliedPixel))
            scanner.fillRoundedRect(rr, window: clip.bounds, into: &b)
        case let .stroke(shape, width, color):
            let rr = try device(shape)
            let w = try nonNegative(width, "width") * scale
            guard color.alpha != 0, w > 0, !clip.bounds.isEmpty else { return }
            var b = blitter(.solid(color.premultipliedPixel))
            scanner.strokeRoundedRect(rr, width: w, window: clip.bounds, into: &b)
        case let .line(from, to, width, color):
            try drawLine(from: from, to: to, width: width, color: color)
        case let .shadow(shape, color, offset, blur, spread):
            try drawShadow(shape, color: color, offset: offset, blur: blur, spread: spread)
        case let .pushClip(shape):
            try pushClip(shape)
        case .popClip:
            guard clips.count > 1 else { throw fail("no pushClip to pop") }
            guard clips.count > (layers.last?.clipDepth ?? 0) else { throw fail("the innermost open pushLayer must end (popLayer) first") }
            clipMaskBytes -= clips.removeLast().mask?.data.count ?? 0
        case let .pushLayer(rect, opacity):
            try pushLayer(rect, opacity: opacity)
        case .popLayer:
            guard !layers.isEmpty else { throw fail("no pushLayer to pop") }
            try popLayer()
        case let .glyphs(run):
            try drawGlyphs(run)
        case let .image(rect, source, mode, tint, mirrored):
            try drawImage(rect: rect, source: source, mode: mode, tint: tint, mirrored: mirrored)
        case let .path(path, color, rule):
            try drawPath(path, color: color, rule: rule)
        case let .linearGradient(shape, from, to, stops):
            try drawGradient(shape, from: from, to: to, stops: stops)
        }
    }

    // MARK: validation (lists built in Swift skip the JSON reader's checks)

    func finite(_ v: Double, _ key: String) throws(RasterError) -> Double {
        guard v.isFinite else { throw fail("\(key) must be a finite number, found \(describe(v))") }
        return v
    }

    func nonNegative(_ v: Double, _ key: String) throws(RasterError) -> Double {
        guard v.isFinite, v >= 0 else { throw fail("\(key) must be a finite number of at least 0, found \(describe(v))") }
        return v
    }

    func point(_ p: Point, _ key: String) throws(RasterError) -> Point {
        guard p.x.isFinite, p.y.isFinite else { throw fail("\(key) must be finite, found \(describe(p))") }
        return p
    }

    func checkRect(_ r: Rect) throws(RasterError) {
        guard r.isFinite else { throw fail("rect must be finite, found \(describe(r))") }
        guard r.width >= 0, r.height >= 0 else { throw fail("rect width and height must be at least 0, found \(describe(r))") }
    }

    /// The shape in device pixels, after checking it; `grow` moves every edge out (shadow spread).
    func device(_ shape: RoundedRect, grow: Double = 0) throws(RasterError) -> DeviceRoundedRect {
        try checkRect(shape.rect)
        let r = shape.radii
        for (name, v) in [("topLeft", r.topLeft), ("topRight", r.topRight), ("bottomRight", r.bottomRight), ("bottomLeft", r.bottomLeft)] {
            _ = try nonNegative(v, "radii.\(name)")
        }
        return DeviceRoundedRect(shape, scale: scale, grow: grow)
    }

    // MARK: lines

    /// A butt-capped line. Axis-aligned lines are exact rectangles; one at most a
    /// device pixel wide (a hairline, `width = 1 / scale`) is snapped to exactly
    /// one pixel row (column): the one whose center is nearest the line's center,
    /// the later one on a tie, with coverage = width for thinner lines.
    func drawLine(from: Point, to: Point, width: Double, color: Color) throws(RasterError) {
        let a = try point(from, "from") * scale, b = try point(to, "to") * scale
        let w = try nonNegative(width, "width") * scale
        guard w > 0, color.alpha != 0, !clip.bounds.isEmpty else { return }
        var sink = blitter(.solid(color.premultipliedPixel))
        let window = clip.bounds
        if a.y == b.y {
            let x0 = min(a.x, b.x), x1 = max(a.x, b.x)
            if w <= 1 + 1e-3 {
                let row = a.y.rounded(.down)
                Scanner.fillRect(x0, row, x1, row + 1, alpha: min(w, 1), window: window, into: &sink)
            } else {
                Scanner.fillRect(x0, a.y - w / 2, x1, a.y + w / 2, window: window, into: &sink)
            }
        } else if a.x == b.x {
            let y0 = min(a.y, b.y), y1 = max(a.y, b.y)
            if w <= 1 + 1e-3 {
                let col = a.x.rounded(.down)
                Scanner.fillRect(col, y0, col + 1, y1, alpha: min(w, 1), window: window, into: &sink)
            } else {
                Scanner.fillRect(a.x - w / 2, y0, a.x + w / 2, y1, window: window, into: &sink)
            }
        } else {
            let dx = b.x - a.x, dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            let nx = -dy / len * w / 2, ny = dx / len * w / 2
            var edges = EdgeList()
            edges.addPolygon([
                Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny),
            ])
            guard let pb = edges.pixelBounds else { return }
            scanner.fill(edges, rule: .nonZero, window: pb.intersection(window), into: &sink)
        }
    }

    // MARK: clips

    /// The most memory the open clips' masks may take together (user data can nest clips without end).
    static let maxClipMaskBytes = 256 << 20

    /// Intersects the clip with a (rounded) rectangle. A pixel-aligned rectangle
    /// only narrows the bounds; anything else gets an anti-aliased mask over the
    /// new bounds, multiplied by the enclosing clip's mask.
    func pushClip(_ shape: RoundedRect) throws(RasterError) {
        let rr = try device(shape)
        let parent = clip
        var bounds = IntRect(covering: rr.x0, rr.y0, rr.x1, rr.y1).intersection(parent.bounds)
        if rr.isEmpty || bounds.isEmpty { bounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let aligned =
            rr.isRect && rr.x0 == rr.x0.rounded() && rr.y0 == rr.y0.rounded()
            && rr.x1 == rr.x1.rounded() && rr.y1 == rr.y1.rounded()
        if bounds.isEmpty || (aligned && parent.mask == nil) {
            clips.append(ClipState(bounds: bounds, mask: nil))
            return
        }
        guard clipMaskBytes + bounds.width * bounds.height <= RenderContext.maxClipMaskBytes else {
            throw fail("nested clips would hold more than \(RenderContext.maxClipMaskBytes >> 20) MB of masks (\(clips.count - 1) clips are open)")
        }
        var writer = MaskWriter(mask: CoverageMask(bounds: bounds))
        if aligned {
            for y in bounds.y0..<bounds.y1 { writer.span(y: y, x: bounds.x0, count: bounds.width, coverage: 255) }
        } else {
            scanner.fillRoundedRect(rr, window: bounds, into: &writer)
        }
        var mask = writer.mask
        if let pm = parent.mask {
            mask.data.withUnsafeMutableBufferPointer { m in
                pm.data.withUnsafeBufferPointer { p in
                    for y in bounds.y0..<bounds.y1 {
                        let mr = m.baseAddress! + (y - bounds.y0) * bounds.width
                        let pr = p.baseAddress! + (y - pm.bounds.y0) * pm.bounds.width + (bounds.x0 - pm.bounds.x0)
                        for x in 0..<bounds.width { mr[x] = div255(UInt32(mr[x]) * UInt32(pr[x])) }
                    }
                }
            }
        }
        clipMaskBytes += mask.data.count
        clips.append(ClipState(bounds: bounds, mask: mask))
    }

    // MARK: layers

    /// The most memory the open layers may take together (user data can nest layers without end).
    static let maxLayerBytes = 256 << 20

    /// Starts a layer: what follows draws into transparent pixels over `rect` (within the
    /// current clip), kept until `popLayer` composites them at `opacity`. The layer's rows have
    /// the canvas's stride, so drawing code addresses it as it addresses the canvas.
    func pushLayer(_ rect: Rect, opacity: Double) throws(RasterError) {
        try checkRect(rect)
        guard opacity.isFinite, opacity >= 0, opacity <= 1 else { throw fail("opacity must be a number from 0 to 1, found \(describe(opacity))") }
        let device = DeviceRoundedRect(RoundedRect(rect: rect), scale: scale, grow: 0)
        var bounds = IntRect(covering: device.x0, device.y0, device.x1, device.y1).intersection(clip.bounds)
        if device.isEmpty || bounds.isEmpty { bounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let rows = max(bounds.height, 0)
        let bytes = rows * canvas.width * 4
        guard layerBytes + bytes <= RenderContext.maxLayerBytes else {
            throw fail("nested layers would hold more than \(RenderContext.maxLayerBytes >> 20) MB (\(layers.count) layers are open)")
        }
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(rows * canvas.width, 1))
        pixels.initialize(repeating: 0, count: max(rows * canvas.width, 1))
        layerBytes += bytes
        layers.append(LayerState(parent: canvas, pixels: pixels, bounds: bounds, opacity: opacity, clipDepth: clips.count + 1))
        // Row y of the layer lives at pixels + (y - bounds.y0) * width.
        canvas = Canvas(base: pixels - bounds.y0 * canvas.width, width: canvas.width, height: canvas.height)
        clips.append(ClipState(bounds: bounds, mask: bounds.isEmpty ? nil : clip.mask))
    }

    /// Ends the innermost layer: its pixels go source-over onto what is under it, scaled by its
    /// opacity (its content was clipped as it was drawn).
    func popLayer() throws(RasterError) {
        guard let layer = layers.last else { throw fail("no pushLayer to pop") }
        guard clips.count == layer.clipDepth else { throw fail("the innermost open pushClip must end (popClip) first") }
        clips.removeLast()  // the layer's clip shares its parent's mask
        layers.removeLast()
        canvas = layer.parent
        let b = layer.bounds
        let alpha = UInt8((layer.opacity * 255).rounded())
        if !b.isEmpty, alpha > 0 {
            scratchCoverage.update(repeating: alpha, count: b.width)
            for y in b.y0..<b.y1 {
                let source = UnsafePointer(layer.pixels + (y - b.y0) * canvas.width + b.x0)
                blendColors(
                    canvas.base + y * canvas.width + b.x0, count: b.width, colors: source, coverage: alpha == 255 ? nil : UnsafePointer(scratchCoverage))
            }
        }
        layerBytes -= max(b.height, 0) * canvas.width * 4
        layer.pixels.deallocate()
    }
}

/// An open layer: the canvas under it, its pixels, the device rectangle it covers, its opacity,
/// and the clip depth its own clip sits at.
struct LayerState {
    var parent: Canvas
    var pixels: UnsafeMutablePointer<UInt32>
    var bounds: IntRect
    var opacity: Double
    var clipDepth: Int
}
