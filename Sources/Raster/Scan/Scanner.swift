/// How overlapping contours combine, as in SVG's `fill-rule`.
enum FillRule {
    case nonZero
    case evenOdd
}

/// Receives coverage (0 = outside, 255 = fully inside) row by row.
protocol CoverageSink {
    /// Coverage of the pixels `x ..< x + coverage.count` in row `y`.
    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>)
    /// One coverage for the `count` pixels from `x` in row `y`.
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
}

/// The exact-area coverage rasterizer: signed-area accumulation, as in
/// font-rs (Raph Levien) and FreeType's "smooth" rasterizer. Each line adds, to
/// the cells it crosses, the signed area it sweeps to its right; a running sum
/// along each row then gives every pixel the exact fraction of it inside the
/// outline. No supersampling: coverage is exact up to Float32 rounding, and
/// converted to 8 bits with one rounding.
///
/// A `Scanner` owns its scratch memory and is reused between shapes; it is not
/// shared between threads.
struct Scanner {
    /// Upper bound of accumulation cells held at once; taller windows are done in strips.
    static let cellsPerStrip = 1 << 15

    private var acc: [Float] = []
    private var bytes: [UInt8] = []
    /// Per strip row: the first and last accumulation cell any line touched.
    private var touched: [Int] = []

    init() {}

    /// Rasterizes `edges` (device pixels) inside `window`, handing each row's
    /// coverage to `sink`. Rows and columns outside `window` are not touched;
    /// edges left of the window still count (their area carries to the right).
    /// - Complexity: O(window area + edges × strips + crossed cells).
    mutating func fill<S: CoverageSink>(_ list: EdgeList, rule: FillRule, window: IntRect, into sink: inout S) {
        guard !window.isEmpty, !list.edges.isEmpty else { return }
        let w = window.width
        let stride = w + 2
        let stripRows = max(1, min(window.height, Scanner.cellsPerStrip / stride))
        let needed = stride * stripRows
        if acc.count < needed { acc = [Float](repeating: 0, count: needed) }
        if bytes.count < w { bytes = [UInt8](repeating: 0, count: w) }
        if touched.count < 2 * stripRows { touched = [Int](repeating: 0, count: 2 * stripRows) }
        let wf = Float(w)
        var stripY = window.y0
        acc.withUnsafeMutableBufferPointer { accBuf in
            bytes.withUnsafeMutableBufferPointer { byteBuf in
                touched.withUnsafeMutableBufferPointer { touchedBuf in
                    let a = accBuf.baseAddress!
                    let out = byteBuf.baseAddress!
                    let span = touchedBuf.baseAddress!
                    while stripY < window.y1 {
                        let h = min(stripRows, window.y1 - stripY)
                        for r in 0..<h { span[2 * r] = Int.max; span[2 * r + 1] = -1 }
                        let hf = Float(h)
                        let ox = Float(window.x0), oy = Float(stripY)
                        for e in list.edges {
                            var ya = e.y0 - oy, yb = e.y1 - oy
                            var xa = e.x0 - ox, xb = e.x1 - ox
                            var dir: Float = 1
                            if ya > yb { swap(&ya, &yb); swap(&xa, &xb); dir = -1 }
                            if yb <= 0 || ya >= hf { continue }
                            if xa >= wf && xb >= wf { continue }
                            let dxdy = (xb - xa) / (yb - ya)
                            if ya < 0 { xa += (0 - ya) * dxdy; ya = 0 }
                            if yb > hf { xb = xa + (hf - ya) * dxdy; yb = hf }
                            Scanner.clampedLine(a, span, stride: stride, w: wf, xa, ya, xb, yb, dir)
                        }
                        for row in 0..<h {
                            let lo = span[2 * row], hi = span[2 * row + 1]
                            guard hi >= 0 else { continue }
                            let r = a + row * stride
                            var s: Float = 0
                            var first = -1, last = -1
                            let end = min(hi, w - 1)
                            var x = lo
                            while x <= end {
                                s += r[x]
                                let c = Scanner.coverage(s, rule)
                                out[x] = c
                                if c != 0 { if first < 0 { first = x }; last = x }
                                x += 1
                            }
                            (r + lo).update(repeating: 0, count: hi - lo + 1)
                            let y = stripY + row
                            if first >= 0 {
                                sink.row(y: y, x: window.x0 + first,
                                         coverage: UnsafeBufferPointer(start: out + first, count: last - first + 1))
                            }
                            // Past the last touched cell the running sum no longer changes.
                            if end + 1 < w {
                                let c = Scanner.coverage(s, rule)
                                if c != 0 { sink.span(y: y, x: window.x0 + end + 1, count: w - end - 1, coverage: c) }
                            }
                        }
                        stripY += h
                    }
                }
            }
        }
    }

    /// The 8-bit coverage of an accumulated signed area.
    @inline(__always) static func coverage(_ s: Float, _ rule: FillRule) -> UInt8 {
        var v = abs(s)
        if rule == .evenOdd {
            v -= 2 * (v * 0.5).rounded(.down)
            if v > 1 { v = 2 - v }
        } else if v > 1 {
            v = 1
        }
        return UInt8(v * 255 + 0.5)
    }

    /// Splits a line (window coordinates, `0 ≤ y ≤ h`, `ya < yb`) where it leaves
    /// `0...w` horizontally: parts left of the window become vertical lines on its
    /// left edge (their area still counts), parts right of it add nothing visible.
    @inline(__always)
    static func clampedLine(_ a: UnsafeMutablePointer<Float>, _ span: UnsafeMutablePointer<Int>, stride: Int, w: Float,
                            _ xa: Float, _ ya: Float, _ xb: Float, _ yb: Float, _ dir: Float) {
        if xa >= 0 && xb >= 0 && xa <= w && xb <= w {
            line(a, span, stride: stride, w: w, xa, ya, xb, yb, dir); return
        }
        if xa <= 0 && xb <= 0 { line(a, span, stride: stride, w: w, 0, ya, 0, yb, dir); return }
        if xa >= w && xb >= w { return }
        // Crosses x = 0 or x = w: cut at the crossing(s).
        let dydx = (yb - ya) / (xb - xa)
        var bound: Float = -1
        if (xa < 0) != (xb < 0) && xa != 0 && xb != 0 { bound = 0 } else if (xa < w) != (xb < w) && xa != w && xb != w { bound = w }
        if bound >= 0 {
            let yc = min(max(ya + (bound - xa) * dydx, ya), yb)
            clampedLine(a, span, stride: stride, w: w, xa, ya, bound, yc, dir)
            clampedLine(a, span, stride: stride, w: w, bound, yc, xb, yb, dir)
            return
        }
        line(a, span, stride: stride, w: w, min(max(xa, 0), w), ya, min(max(xb, 0), w), yb, dir)
    }

    /// Accumulates one line with `0 ≤ x ≤ w` and `ya < yb` (font-rs's `draw_line`).
    @inline(__always)
    static func line(_ a: UnsafeMutablePointer<Float>, _ span: UnsafeMutablePointer<Int>, stride: Int, w: Float,
                     _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ dir: Float) {
        guard y1 > y0 else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        var y = Int(y0)
        let yEnd = Int(y1.rounded(.up))
        while y < yEnd {
            let top = Float(y)
            let dy = min(top + 1, y1) - max(top, y0)
            var xnext = x + dxdy * dy
            xnext = min(max(xnext, 0), w)
            let d = dy * dir
            let lo = min(x, xnext), hi = max(x, xnext)
            let loFloor = lo.rounded(.down)
            let loi = Int(loFloor)
            let hiCeil = hi.rounded(.up)
            let hii = Int(hiCeil)
            let r = a + y * stride
            if loi < span[2 * y] { span[2 * y] = loi }
            let last = max(hii, loi + 1)
            if last > span[2 * y + 1] { span[2 * y + 1] = last }
            if hii <= loi + 1 {
                let xmf = 0.5 * (x + xnext) - loFloor
                r[loi] += d - d * xmf
                r[loi + 1] += d * xmf
            } else {
                let s = 1 / (hi - lo)
                let x0f = lo - loFloor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = hi - hiCeil + 1
                let am = 0.5 * s * x1f * x1f
                r[loi] += d * a0
                if hii == loi + 2 {
                    r[loi + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    r[loi + 1] += d * (a1 - a0)
                    var xi = loi + 2
                    while xi < hii - 1 { r[xi] += d * s; xi += 1 }
                    let a2 = a1 + Float(hii - loi - 3) * s
                    r[hii - 1] += d * (1 - a2 - am)
                }
                r[hii] += d * am
            }
            x = xnext
            y += 1
        }
    }
}
