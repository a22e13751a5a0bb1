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

/// The exact-area coverage rasterizer: signed-area accumulation in fixed point,
/// FreeType's "smooth" cell scheme (area + cover per cell) laid out as font-rs's
/// dense accumulation row.
///
/// Input lines are on the 1/256 px grid (`FixedPoint`). Each line is cut at row
/// and column boundaries (the crossing's other coordinate rounded down to the grid
/// by one integer division, from the line's own ends only, so the same line cuts
/// the same way whatever the window or strip); every piece inside one cell adds
///
/// - to its own cell: `2·256·dy − area`, where `area = (fx0 + fx1)·dy` is twice the
///   piece's trapezoid to the cell's left edge (fx, dy in 1/256 px), and
/// - to the next cell: `area`,
///
/// so a running sum along the row gives each pixel twice its covered area in
/// units of 1/65536 px², i.e. 2^17 for a full pixel, signed by winding. All of
/// it is `Int32` arithmetic (wrapping, so a pathological pile-up of lines cannot
/// trap; true sums are far below 2^31, and even-odd only needs them mod 2^18).
/// The 8-bit coverage is `(v · 255 + 2^16) >> 17` for the folded magnitude `v`
/// (at most 2^17): one rounding, to nearest, ties up. No supersampling and no
/// floating point: the result is exact for the grid-snapped outline and depends
/// on nothing but it.
///
/// A `Scanner` owns its scratch memory and is reused between shapes; it is not
/// shared between threads.
struct Scanner {
    /// Upper bound of accumulation cells held at once; taller windows are done in strips.
    static let cellsPerStrip = 1 << 15
    /// The accumulated value of a fully covered pixel: twice 256 × 256.
    static let fullCoverage: Int32 = 1 << 17

    private var acc: [Int32] = []
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
        if acc.count < needed { acc = [Int32](repeating: 0, count: needed) }
        if bytes.count < w { bytes = [UInt8](repeating: 0, count: w) }
        if touched.count < 2 * stripRows { touched = [Int](repeating: 0, count: 2 * stripRows) }
        let shift = FixedPoint.shift
        let fw = w << shift
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
                        let fh = h << shift
                        let ox = window.x0 << shift, oy = stripY << shift
                        let cells = Cells(a: a, span: span, stride: stride, w: w)
                        for e in list.edges {
                            var ya = Int(e.y0) - oy, yb = Int(e.y1) - oy
                            var xa = Int(e.x0) - ox, xb = Int(e.x1) - ox
                            var dir: Int32 = 1
                            if ya > yb { swap(&ya, &yb); swap(&xa, &xb); dir = -1 }
                            if yb <= 0 || ya >= fh { continue }
                            if xa >= fw && xb >= fw { continue }
                            cells.line(xa, ya, xb, yb, dir, rows: max(ya, 0), min(yb, fh))
                        }
                        for row in 0..<h {
                            let lo = span[2 * row], hi = span[2 * row + 1]
                            guard hi >= 0 else { continue }
                            let r = a + row * stride
                            var s: Int32 = 0
                            var first = -1, last = -1
                            let end = min(hi, w - 1)
                            var x = lo
                            while x <= end {
                                s &+= r[x]
                                let c = Scanner.coverage(s, rule)
                                out[x] = c
                                if c != 0 { if first < 0 { first = x }; last = x }
                                x += 1
                            }
                            (r + lo).update(repeating: 0, count: hi - lo + 1)
                            let y = stripY + row
                            if first >= 0 {
                                sink.row(
                                    y: y, x: window.x0 + first,
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

    /// The 8-bit coverage of an accumulated signed area (`fullCoverage` = one
    /// pixel): its magnitude, clamped (nonzero) or folded mod 2 (even-odd), then
    /// scaled to 0...255 rounding to nearest, ties up.
    @inline(__always) static func coverage(_ s: Int32, _ rule: FillRule) -> UInt8 {
        var v = s.magnitude
        let full = UInt32(fullCoverage)
        if rule == .evenOdd {
            v &= 2 * full - 1
            if v > full { v = 2 * full - v }
        } else if v > full {
            v = full
        }
        return UInt8(truncatingIfNeeded: (v * 255 + full / 2) >> 17)
    }
}
