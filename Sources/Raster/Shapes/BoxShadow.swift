import Support

// CSS box-shadow coverage: the rounded rectangle convolved with a Gaussian.
//
// A rounded rectangle is its bounding rectangle minus four corner "notches"
// (the bits of each corner box outside the curve). Convolution is linear, so
//
//     shadow(x, y) = Fx(x) · Fy(y) − Σ blurred notch_i(x, y)
//
// where Fx, Fy are the 1-D blurred intervals averaged over each pixel (exact,
// from the antiderivative of erf) and each notch is blurred only over its own
// patch (corner box + blur reach): with a sampled Gaussian up to σ = 8 device
// pixels, with three box blurs (Kutskir's widths for σ) above. Away from the
// corners a row is Fy alone where Fx = 1, drawn as one span; the pixels the
// card drawn right after covers opaquely are skipped (`Occluder`).
//
// Everything is computed in the shadow's own pixel frame, so shadows that differ
// only by whole-pixel position record the same coverage: recordings are cached
// across draws and threads (`ShadowCache`), notch patches per draw. Both are pure
// functions of their keys, so output never depends on the caches.

/// A corner notch, blurred, in top-left orientation: `size × size` values.
struct BlurredNotch {
    var size: Int
    /// Offset of the patch's first pixel from the corner's pixel (`floor` of the
    /// corner coordinate, mirrored for right/bottom corners).
    var pad: Int
    var values: [Float]

    struct Key: Hashable {
        var radius: Double
        var corner: CornerCurve
        var sigma: Double
        var phaseX: Double
        var phaseY: Double
    }

    /// The notch of a corner of radius `r` whose corner point sits `phase` into its pixel.
    init(_ key: Key, scanner: inout Scanner) {
        let sigma = key.sigma
        let boxes = BlurredNotch.boxRadii(sigma: sigma)
        let e = max(Int((3 * sigma).rounded(.up)), boxes.reduce(0, +))
        pad = e
        let extent = key.radius * (key.corner == .continuous ? DeviceRoundedRect.continuousExtent : 1)
        let ox = Double(e) + key.phaseX, oy = Double(e) + key.phaseY
        let boxPixels = Int((max(key.phaseX, key.phaseY) + extent).rounded(.up))
        size = boxPixels + 2 * e
        let n = size
        // Notch coverage = corner box − shape, inside the corner box.
        var box = MaskWriter(mask: CoverageMask(bounds: IntRect(x0: 0, y0: 0, x1: n, y1: n)))
        Scanner.fillRect(ox, oy, ox + extent, oy + extent, window: box.mask.bounds, into: &box)
        let far = Double(n) + 8
        let shape = DeviceRoundedRect(
            x0: ox, y0: oy, x1: far + extent, y1: far + extent,
            tl: key.radius, tr: 0, br: 0, bl: 0, corner: key.corner)
        var inside = MaskWriter(mask: CoverageMask(bounds: IntRect(x0: 0, y0: 0, x1: n, y1: n)))
        let window = IntRect(covering: ox, oy, ox + extent, oy + extent).intersection(inside.mask.bounds)
        scanner.fill(EdgeList(shape.path), rule: .nonZero, window: window, into: &inside)
        var v = [Float](repeating: 0, count: n * n)
        for i in 0..<(n * n) { v[i] = max(0, Float(box.mask.data[i]) - Float(inside.mask.data[i])) / 255 }
        if sigma <= BlurredNotch.maxKernelSigma {
            BlurredNotch.gaussian(&v, width: n, height: n, sigma: sigma)
        } else {
            BlurredNotch.blur(&v, width: n, height: n, radii: boxes)
        }
        values = v
    }

    /// Up to this σ (device pixels) notches are blurred with a sampled Gaussian
    /// kernel; above it three box blurs match it closely enough and cost O(1) a pixel.
    static let maxKernelSigma = 8.0

    /// Separable convolution with a sampled, normalized Gaussian of `sigma`; outside is 0.
    static func gaussian(_ v: inout [Float], width: Int, height: Int, sigma: Double) {
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { Float(DeterministicMath.exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let sum = k.reduce(0, +)
        k = k.map { $0 / sum }
        var tmp = [Float](repeating: 0, count: width * height)
        v.withUnsafeMutableBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { t in
                k.withUnsafeBufferPointer { kk in
                    for y in 0..<height {
                        for x in 0..<width {
                            var s: Float = 0
                            for j in max(-r, -x)...min(r, width - 1 - x) { s += src[y * width + x + j] * kk[j + r] }
                            t[y * width + x] = s
                        }
                    }
                    for y in 0..<height {
                        for x in 0..<width {
                            var s: Float = 0
                            for j in max(-r, -y)...min(r, height - 1 - y) { s += t[(y + j) * width + x] * kk[j + r] }
                            src[y * width + x] = s
                        }
                    }
                }
            }
        }
    }

    /// Box radii of three box blurs approximating a Gaussian of `sigma`
    /// (Kutskir, "Fastest Gaussian blur", after Wells 1986).
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let wIdeal = (12 * sigma * sigma / n + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<3).map { ($0 < m ? wl : wu) / 2 }
    }

    /// Three box blurs horizontally then vertically; outside the patch is 0.
    static func blur(_ v: inout [Float], width: Int, height: Int, radii: [Int]) {
        var line = [Float](repeating: 0, count: max(width, height))
        var out = [Float](repeating: 0, count: max(width, height))
        v.withUnsafeMutableBufferPointer { buf in
            let p = buf.baseAddress!
            for y in 0..<height {
                for x in 0..<width { line[x] = p[y * width + x] }
                for r in radii where r > 0 { box(&line, &out, count: width, radius: r); swap(&line, &out) }
                for x in 0..<width { p[y * width + x] = line[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = p[y * width + x] }
                for r in radii where r > 0 { box(&line, &out, count: height, radius: r); swap(&line, &out) }
                for y in 0..<height { p[y * width + x] = line[y] }
            }
        }
    }

    @inline(__always)
    static func box(_ input: inout [Float], _ output: inout [Float], count: Int, radius r: Int) {
        let scale = 1 / Float(2 * r + 1)
        var sum: Float = 0
        for i in 0..<min(r, count) { sum += input[i] }
        for i in 0..<count {
            if i + r < count { sum += input[i + r] }
            output[i] = sum * scale
            if i - r >= 0 { sum -= input[i - r] }
        }
    }
}

/// Rasterizes box shadows row by row into a coverage sink.
struct BoxShadow {
    let shape: DeviceRoundedRect
    let sigma: Double

    /// Largest corner patch side (device pixels) blurred on its own.
    static let maxPatch = 1024.0

    /// The shape's coverage over the visible area plus the blur's reach, blurred
    /// with three box blurs: O(area), for shapes whose corners are too big for patches.
    func drawByMask<S: CoverageSink>(window: IntRect, scanner: inout Scanner, into sink: inout S) {
        let boxes = BlurredNotch.boxRadii(sigma: sigma)
        let e = max(Int((3 * sigma).rounded(.up)), boxes.reduce(0, +))
        let out = IntRect(covering: shape.x0 - Double(e), shape.y0 - Double(e), shape.x1 + Double(e), shape.y1 + Double(e))
            .intersection(window)
        guard !out.isEmpty else { return }
        let region = IntRect(x0: out.x0 - e, y0: out.y0 - e, x1: out.x1 + e, y1: out.y1 + e)
        var mask = MaskWriter(mask: CoverageMask(bounds: region))
        scanner.fillRoundedRect(shape, window: region, into: &mask)
        var v = mask.mask.data.map { Float($0) / 255 }
        BlurredNotch.blur(&v, width: region.width, height: region.height, radii: boxes)
        var bytes = [UInt8](repeating: 0, count: out.width)
        for y in out.y0..<out.y1 {
            let base = (y - region.y0) * region.width + (out.x0 - region.x0)
            for x in 0..<out.width { bytes[x] = UInt8(max(0, min(1, v[base + x])) * 255 + 0.5) }
            bytes.withUnsafeBufferPointer { sink.row(y: y, x: out.x0, coverage: $0) }
        }
    }

    /// A notch patch placed on the canvas, facing its corner.
    struct Placed { var notch: BlurredNotch; var left: Int; var top: Int; var flipX: Bool; var flipY: Bool }

    /// Coverage of the blurred shape inside `window`. `occluded(y)` may name
    /// columns of row `y` that the caller knows will be painted over opaquely
    /// (the card drawn right after its shadow); they are left untouched.
    func draw<S: CoverageSink>(
        window: IntRect, notches: inout [BlurredNotch.Key: BlurredNotch],
        scanner: inout Scanner, occluded: Occluder? = nil, into sink: inout S
    ) {
        let reach = (3 * sigma).rounded(.up) + 1
        let b = IntRect(covering: shape.x0 - reach, shape.y0 - reach, shape.x1 + reach, shape.y1 + reach).intersection(window)
        guard !b.isEmpty else { return }
        if needsWholeMask {
            drawByMask(window: window, scanner: &scanner, into: &sink)
            return
        }
        let fx = blurredInterval(shape.x0, shape.x1, over: b.x0..<b.x1)
        let fy = blurredInterval(shape.y0, shape.y1, over: b.y0..<b.y1)
        let placed = placeNotches(cache: &notches, scanner: &scanner)
        let flat = BoxShadow.flatColumns(fx)
        var row = [Float](repeating: 0, count: b.width)
        var bytes = [UInt8](repeating: 0, count: b.width)
        row.withUnsafeMutableBufferPointer { rowBuf in
            bytes.withUnsafeMutableBufferPointer { byteBuf in
                fx.withUnsafeBufferPointer { fxBuf in
                    let scratch = RowScratch(fx: fxBuf.baseAddress!, row: rowBuf.baseAddress!, bytes: byteBuf.baseAddress!)
                    for y in b.y0..<b.y1 {
                        drawRow(y, vy: fy[y - b.y0], bounds: b, flat: flat, placed: placed, occluded: occluded, scratch, into: &sink)
                    }
                }
            }
        }
    }

    /// A corner patch is its corner box plus the blur's reach; huge corners (a
    /// page-sized pill) would make huge patches, so those shadows are blurred
    /// as a whole mask instead (bounded by the visible area).
    private var needsWholeMask: Bool {
        let maxExtent = max(shape.tl, shape.tr, shape.br, shape.bl) * shape.extentFactor
        return maxExtent + 6 * sigma > BoxShadow.maxPatch
    }

    /// The interval [lo, hi] blurred, averaged over each pixel of `range`: with
    /// G(z) = z·erf(z) + exp(−z²)/√π, the antiderivative of erf. Beyond
    /// |z| = 6, G(z) = |z| exactly in Double, so far pixels cost nothing.
    private func blurredInterval(_ lo: Double, _ hi: Double, over range: Range<Int>) -> [Float] {
        let k = 1 / (sigma * 2.0.squareRoot())
        func g(_ z: Double) -> Double { abs(z) > 6 ? abs(z) : z * DeterministicMath.erf(z) + DeterministicMath.exp(-z * z) / Double.pi.squareRoot() }
        var gHi = g((hi - Double(range.lowerBound)) * k), gLo = g((lo - Double(range.lowerBound)) * k)
        return range.map { i in
            let x = Double(i)
            let nHi = g((hi - x - 1) * k), nLo = g((lo - x - 1) * k)
            let v = 0.5 / k * (gHi - nHi - gLo + nLo)
            gHi = nHi; gLo = nLo
            // Snapped so the flat middle of a shadow is exactly 1 (drawn as spans).
            return v > 1 - 1e-6 ? 1 : (v < 1e-7 ? 0 : Float(v))
        }
    }

    /// The four corner notches (from `cache`, or blurred and cached), each with
    /// where its patch lands and which way it faces.
    private func placeNotches(cache notches: inout [BlurredNotch.Key: BlurredNotch], scanner: inout Scanner) -> [Placed] {
        let corners: [(r: Double, x: Double, y: Double, flipX: Bool, flipY: Bool)] = [
            (shape.tl, shape.x0, shape.y0, false, false), (shape.tr, shape.x1, shape.y0, true, false),
            (shape.br, shape.x1, shape.y1, true, true), (shape.bl, shape.x0, shape.y1, false, true),
        ]
        var placed: [Placed] = []
        for c in corners where c.r > 0 {
            let cellX = c.flipX ? c.x.rounded(.up) : c.x.rounded(.down)
            let cellY = c.flipY ? c.y.rounded(.up) : c.y.rounded(.down)
            let key = BlurredNotch.Key(
                radius: c.r, corner: shape.corner, sigma: sigma,
                phaseX: abs(c.x - cellX), phaseY: abs(c.y - cellY))
            let notch: BlurredNotch
            if let n = notches[key] {
                notch = n
            } else {
                notch = BlurredNotch(key, scanner: &scanner)
                notches[key] = notch
            }
            let ix = pixelIndex(cellX), iy = pixelIndex(cellY)
            // Device column of the patch's first (top-left-oriented) pixel, and the rest follow ±1.
            let left = c.flipX ? ix + notch.pad - 1 : ix - notch.pad
            let top = c.flipY ? iy + notch.pad - 1 : iy - notch.pad
            placed.append(Placed(notch: notch, left: left, top: top, flipX: c.flipX, flipY: c.flipY))
        }
        return placed
    }

    /// The first run of columns where Fx is exactly 1: away from corners, those
    /// pixels are Fy alone (one span).
    private static func flatColumns(_ fx: [Float]) -> Range<Int> {
        let w = fx.count
        var flat0 = 0
        while flat0 < w && fx[flat0] != 1 { flat0 += 1 }
        var flat1 = flat0
        while flat1 < w && fx[flat1] == 1 { flat1 += 1 }
        return flat0..<flat1
    }

    /// Per-draw buffers, indexed by column relative to the shadow's bounds.
    private struct RowScratch {
        /// Fx, the horizontal profile.
        var fx: UnsafePointer<Float>
        /// The row's coverage before quantizing.
        var row: UnsafeMutablePointer<Float>
        /// The row's coverage quantized, handed to the sink.
        var bytes: UnsafeMutablePointer<UInt8>
    }

    /// Row `y` of the shadow (`vy` is its Fy): the flat run no corner patch
    /// reaches as one span, the columns either side of it pixel by pixel.
    @inline(__always)
    private func drawRow<S: CoverageSink>(
        _ y: Int, vy: Float, bounds b: IntRect, flat: Range<Int>, placed: [Placed],
        occluded: Occluder?, _ scratch: RowScratch, into sink: inout S
    ) {
        let w = b.width
        guard let span = BoxShadow.spanColumns(y, vy: vy, flat: flat, placed: placed, left: b.x0, width: w) else { return }
        let skip = BoxShadow.occludedColumns(y, occluded, left: b.x0, width: w)
        let c = UInt8(max(0, min(1, vy)) * 255 + 0.5)
        if c != 0 {
            BoxShadow.visible(span.lowerBound, span.upperBound, skipping: skip) { a, z in
                sink.span(y: y, x: b.x0 + a, count: z - a, coverage: c)
            }
        }
        for (a0, z0) in [(0, span.lowerBound), (span.upperBound, w)] where z0 > a0 {
            BoxShadow.visible(a0, z0, skipping: skip) { a, z in
                BoxShadow.composite(row: y, columns: a..<z, vy: vy, left: b.x0, placed: placed, scratch)
                emit(y: y, b.x0, UnsafePointer(scratch.bytes), a, z, &sink)
            }
        }
    }

    /// The part of the flat run (relative columns) that no corner patch reaching row
    /// `y` overlaps, empty (at `width`) when shorter than 16 columns; nil when the
    /// row draws nothing (no patch reaches it and Fy is 0).
    @inline(__always)
    private static func spanColumns(_ y: Int, vy: Float, flat: Range<Int>, placed: [Placed], left: Int, width w: Int) -> Range<Int>? {
        var f0 = flat.lowerBound, f1 = flat.upperBound
        var nearCorner = false
        for p in placed {
            let i = p.flipY ? p.top - y : y - p.top
            guard i >= 0 && i < p.notch.size else { continue }
            nearCorner = true
            let a = (p.flipX ? p.left - p.notch.size + 1 : p.left) - left, z = a + p.notch.size
            if z <= f0 || a >= f1 { continue }
            if a <= f0 { f0 = z } else { f1 = a }
        }
        if !nearCorner && vy == 0 { return nil }
        if f1 - f0 < 16 { f0 = w; f1 = w }
        return f0..<f1
    }

    /// The relative columns of row `y` that the next opaque fill will cover anyway
    /// (`skip0 ..< skip1`, clamped to the row; empty when there is no occluder).
    @inline(__always)
    private static func occludedColumns(_ y: Int, _ occluded: Occluder?, left: Int, width w: Int) -> (Int, Int) {
        guard let sk = occluded?.columns(y) else { return (w, w) }
        let skip0 = max(0, min(w, sk.lowerBound - left))
        return (skip0, max(skip0, min(w, sk.upperBound - left)))
    }

    /// Calls `body` with the pieces of columns `a ..< z` outside `skip` (at most two).
    @inline(__always)
    private static func visible(_ a: Int, _ z: Int, skipping skip: (Int, Int), _ body: (Int, Int) -> Void) {
        let (skip0, skip1) = skip
        if skip1 <= skip0 || z <= skip0 || a >= skip1 { if z > a { body(a, z) }; return }
        if skip0 > a { body(a, skip0) }
        if z > skip1 { body(skip1, z) }
    }

    /// Fx · Fy minus every notch reaching row `y`, over relative `columns`,
    /// quantized into `scratch.bytes`.
    @inline(__always)
    private static func composite(row y: Int, columns: Range<Int>, vy: Float, left: Int, placed: [Placed], _ scratch: RowScratch) {
        let a = columns.lowerBound, z = columns.upperBound
        let rp = scratch.row, bp = scratch.bytes, fxp = scratch.fx
        for x in a..<z { rp[x] = fxp[x] * vy }
        for p in placed {
            let i = p.flipY ? p.top - y : y - p.top
            guard i >= 0, i < p.notch.size else { continue }
            p.notch.values.withUnsafeBufferPointer { nv in
                let base = nv.baseAddress! + i * p.notch.size
                for j in 0..<p.notch.size {
                    let x = (p.flipX ? p.left - j : p.left + j) - left
                    if x >= a && x < z { rp[x] -= base[j] }
                }
            }
        }
        for x in a..<z { bp[x] = UInt8(max(0, min(1, rp[x])) * 255 + 0.5) }
    }

    /// Hands columns `x0 ..< x1` of a row of coverage to the sink, trimmed of zeros.
    @inline(__always)
    private func emit<S: CoverageSink>(y: Int, _ left: Int, _ c: UnsafePointer<UInt8>, _ x0: Int, _ x1: Int, _ sink: inout S) {
        var a = x0, z = x1
        while a < z && c[a] == 0 { a += 1 }
        while z > a && c[z - 1] == 0 { z -= 1 }
        if z > a { sink.row(y: y, x: left + a, coverage: UnsafeBufferPointer(start: c + a, count: z - a)) }
    }
}

/// The pixels an opaque rounded rectangle covers completely: full rows between
/// its corner bands, and between its corner columns in the corner bands.
struct Occluder: Hashable, Sendable {
    var rows: Range<Int>  // rows wholly inside vertically
    var middleRows: Range<Int>  // rows below the top corners and above the bottom ones
    var full: Range<Int>  // covered columns in middle rows
    var narrow: Range<Int>  // covered columns in the corner bands

    init(_ fr: DeviceRoundedRect) {
        let cy0 = pixelIndex(fr.y0.rounded(.up)), cy1 = pixelIndex(fr.y1.rounded(.down))
        let my0 = pixelIndex((fr.y0 + fr.topExtent).rounded(.up)), my1 = pixelIndex((fr.y1 - fr.bottomExtent).rounded(.down))
        let f0 = pixelIndex(fr.x0.rounded(.up)), f1 = pixelIndex(fr.x1.rounded(.down))
        let n0 = pixelIndex((fr.x0 + fr.leftExtent).rounded(.up)), n1 = pixelIndex((fr.x1 - fr.rightExtent).rounded(.down))
        rows = cy0..<max(cy0, cy1); middleRows = my0..<max(my0, my1)
        full = f0..<max(f0, f1); narrow = n0..<max(n0, n1)
    }

    func columns(_ y: Int) -> Range<Int>? {
        if middleRows.contains(y) { return full }
        if rows.contains(y) { return narrow }
        return nil
    }

    func offsetBy(dx: Int, dy: Int) -> Occluder {
        var o = self
        o.rows = (rows.lowerBound + dy)..<(rows.upperBound + dy)
        o.middleRows = (middleRows.lowerBound + dy)..<(middleRows.upperBound + dy)
        o.full = (full.lowerBound + dx)..<(full.upperBound + dx)
        o.narrow = (narrow.lowerBound + dx)..<(narrow.upperBound + dx)
        return o
    }
}

/// Coverage rows recorded once and replayed (moved by whole pixels) for every
/// shadow with the same local geometry, like the cards of a feed.
struct RecordedCoverage: CoverageSink, Sendable {
    enum Piece {
        case span(y: Int, x: Int, count: Int, coverage: UInt8)
        case row(y: Int, x: Int, offset: Int, count: Int)
    }
    var pieces: [Piece] = []
    var bytes: [UInt8] = []

    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        pieces.append(.row(y: y, x: x, offset: bytes.count, count: coverage.count))
        bytes.append(contentsOf: coverage)
    }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        pieces.append(.span(y: y, x: x, count: count, coverage: coverage))
    }

    func replay<S: CoverageSink>(dx: Int, dy: Int, into sink: inout S) {
        bytes.withUnsafeBufferPointer { b in
            for p in pieces {
                switch p {
                case let .span(y, x, count, c): sink.span(y: y + dy, x: x + dx, count: count, coverage: c)
                case let .row(y, x, offset, count):
                    sink.row(y: y + dy, x: x + dx, coverage: UnsafeBufferPointer(rebasing: b[offset..<offset + count]))
                }
            }
        }
    }
}

/// What a shadow's coverage depends on, in its own pixel frame.
struct ShadowKey: Hashable, Sendable {
    var shape: DeviceRoundedRect
    var sigma: Double
    var window: IntRect
    var occluder: Occluder?
}

/// Shadow coverage shared between draws and threads, keyed by local geometry
/// (like Skia's cache of blurred rounded-rectangle masks). Entries are pure
/// functions of their keys, so output never depends on what is cached.
final class ShadowCache: Sendable {
    static let shared = ShadowCache()
    /// Total recorded coverage bytes kept before the cache is emptied.
    static let byteBudget = 32 << 20

    private let entries = Locked<(map: [ShadowKey: RecordedCoverage], bytes: Int)>(([:], 0))

    func coverage(for key: ShadowKey) -> RecordedCoverage? { entries.withLock { $0.map[key] } }

    func insert(_ value: RecordedCoverage, for key: ShadowKey) {
        let size = value.bytes.count + value.pieces.count * 32
        guard size < ShadowCache.byteBudget / 4 else { return }
        entries.withLock { e in
            if e.bytes + size > ShadowCache.byteBudget { e.map.removeAll(); e.bytes = 0 }
            if e.map.updateValue(value, forKey: key) == nil { e.bytes += size }
        }
    }
}
