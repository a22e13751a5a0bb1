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

/// One strip's accumulation cells: `stride` per row, columns `0 ... w + 1`
/// (column `w` and `w + 1` take what lands just right of the window).
struct Cells {
    let a: UnsafeMutablePointer<Int32>
    let span: UnsafeMutablePointer<Int>
    let stride: Int
    let w: Int

    /// `floor(n / d)` for `d > 0`.
    @inline(__always) static func floorDiv(_ n: Int, _ d: Int) -> Int {
        let q = n / d
        return (n % d != 0 && n < 0) ? q - 1 : q
    }

    /// `floor(n / d)` and the remainder `0 ..< d`, for `d > 0`.
    @inline(__always) static func floorDivMod(_ n: Int, _ d: Int) -> (q: Int, r: Int) {
        let q = n / d, r = n % d
        return r < 0 ? (q - 1, r + d) : (q, r)
    }

    /// Accumulates the line `(xa, ya) → (xb, yb)` (window-relative fixed point,
    /// `ya < yb`, winding `dir`) over the rows it crosses within `y0 ..< y1`.
    /// The x of a row boundary is `xa + floor((y − ya)·dx / dy)`: a function of
    /// the line alone, so neighbouring strips and windows agree on it. (After
    /// the first boundary it is stepped row by row with quotient and remainder,
    /// FreeType's way, which gives exactly the same values without a division.)
    @inline(__always)
    func line(_ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, _ dir: Int32, rows y0: Int, _ y1: Int) {
        let shift = FixedPoint.shift
        let dx = xb - xa, dy = yb - ya
        var y = y0
        var row = y >> shift
        if dx == 0 {
            while y < y1 {
                let yNext = min((row + 1) << shift, y1), base = row << shift
                scanline(row, xa, y - base, xa, yNext - base, dir)
                y = yNext; row += 1
            }
            return
        }
        var x = y == ya ? xa : xa + Cells.floorDiv((y - ya) * dx, dy)
        var yNext = min((row + 1) << shift, y1)
        // (q, r): floor and remainder of (yNext − ya)·dx / dy at the next row boundary.
        var (q, r) = Cells.floorDivMod((yNext - ya) * dx, dy)
        let (stepQ, stepR) = Cells.floorDivMod(dx << shift, dy)
        while true {
            let xNext = yNext == yb ? xb : xa + q
            let base = row << shift
            scanline(row, x, y - base, xNext, yNext - base, dir)
            x = xNext; y = yNext; row += 1
            if y >= y1 { return }
            yNext = min((row + 1) << shift, y1)
            if yNext == (row + 1) << shift {
                q += stepQ; r += stepR
                if r >= dy { q += 1; r -= dy }
            }  // else yNext == y1 == yb: xNext is xb
        }
    }

    /// One row's piece of a line, `fy0 < fy1` within the row (0...256), x
    /// window-relative. Parts left of the window act as a vertical line on its
    /// left edge (their area still counts to the right); parts right of it add
    /// nothing visible. The y where the piece meets a column boundary x is
    /// `fy0 + floor((x − x0)·dy / dx)`, always from the piece's own ends, so a cut
    /// at the window's edge lands where the cell walk of a wider window would.
    @inline(__always)
    func scanline(_ row: Int, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ dir: Int32) {
        let fw = w << FixedPoint.shift
        if x0 <= 0 && x1 <= 0 { cover(row, 0, fy1 - fy0, dir); return }
        if x0 >= fw && x1 >= fw { return }
        let line = RowPiece(x0: x0, y0: fy0, dx: x1 - x0, dy: fy1 - fy0)
        if x0 >= 0 && x1 >= 0 && x0 <= fw && x1 <= fw { walk(row, line, x0, fy0, x1, fy1, dir); return }
        // Crosses x = 0 and/or x = w: cut at the crossings, in the piece's direction.
        var px = x0, py = fy0
        @inline(__always) func cut(at bound: Int) {
            guard (px < bound) != (x1 < bound) && px != bound && x1 != bound else { return }
            let yc = line.y(at: bound)
            part(row, line, px, py, bound, yc, dir)
            px = bound; py = yc
        }
        if x1 > x0 { cut(at: 0); cut(at: fw) } else { cut(at: fw); cut(at: 0) }
        part(row, line, px, py, x1, fy1, dir)
    }

    @inline(__always) private func part(_ row: Int, _ line: RowPiece, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ dir: Int32) {
        let fw = w << FixedPoint.shift
        if fy1 <= fy0 { return }
        if x0 <= 0 && x1 <= 0 { cover(row, 0, fy1 - fy0, dir); return }
        if x0 >= fw && x1 >= fw { return }
        walk(row, line, x0, fy0, x1, fy1, dir)
    }

    /// A vertical line on the left edge of column `cx`, `dy` high: full cover, no area.
    @inline(__always) private func cover(_ row: Int, _ cx: Int, _ dy: Int, _ dir: Int32) {
        guard dy > 0 else { return }
        let r = a + row * stride
        r[cx] &+= dir &* Int32(truncatingIfNeeded: dy << (FixedPoint.shift + 1))
        touch(row, cx, cx)
    }

    @inline(__always) private func touch(_ row: Int, _ lo: Int, _ hi: Int) {
        if lo < span[2 * row] { span[2 * row] = lo }
        if hi > span[2 * row + 1] { span[2 * row + 1] = hi }
    }

    /// Walks a piece with `0 ≤ x ≤ w·256` through the cells it crosses
    /// (FreeType's `gray_render_scanline`).
    @inline(__always) private func walk(_ row: Int, _ line: RowPiece, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ dir: Int32) {
        let shift = FixedPoint.shift, one = FixedPoint.one
        let r = a + row * stride
        let dy = fy1 - fy0
        guard dy > 0 else { return }
        @inline(__always) func cell(_ cx: Int, _ fx0: Int, _ fx1: Int, _ d: Int) {
            let area = Int32(truncatingIfNeeded: (fx0 + fx1) * d)
            let full = Int32(truncatingIfNeeded: d << (shift + 1))
            r[cx] &+= dir &* (full &- area)
            r[cx + 1] &+= dir &* area
        }
        let c0 = x0 >> shift, c1 = x1 >> shift
        if c0 == c1 {
            let base = c0 << shift
            cell(c0, x0 - base, x1 - base, dy)
            touch(row, c0, c0 + 1)
            return
        }
        // Column boundaries are 256 apart: after the first, y = y0 + q steps by
        // quotient and remainder of 256·dy / |dx| (exactly `line.y(at:)`).
        var yPrev = fy0
        let den = abs(line.dx)
        let stepQ = (line.dy << shift) / den, stepR = (line.dy << shift) % den
        if x1 > x0 {
            var xPrev = x0
            var cx = c0
            let num = ((c0 + 1) << shift) - line.x0
            var q = num * line.dy / den, r = num * line.dy % den
            while cx < c1 {
                let xb = (cx + 1) << shift
                let yb = line.y0 + q
                cell(cx, xPrev - (cx << shift), one, yb - yPrev)
                xPrev = xb; yPrev = yb; cx += 1
                q += stepQ; r += stepR
                if r >= den { q += 1; r -= den }
            }
            cell(c1, 0, x1 - (c1 << shift), fy1 - yPrev)
            touch(row, c0, c1 + 1)
        } else {
            var xPrev = x0
            var cx = c0
            let num = line.x0 - (c0 << shift)
            var q = num * line.dy / den, r = num * line.dy % den
            while cx > c1 {
                let xb = cx << shift
                let yb = line.y0 + q
                cell(cx, xPrev - (cx << shift), 0, yb - yPrev)
                xPrev = xb; yPrev = yb; cx -= 1
                q += stepQ; r += stepR
                if r >= den { q += 1; r -= den }
            }
            cell(c1, one, x1 - (c1 << shift), fy1 - yPrev)
            touch(row, c1, c0 + 1)
        }
    }
}

/// A line's piece within one row (fixed point, `dy > 0`, `dx ≠ 0` when asked for a y).
struct RowPiece {
    var x0: Int, y0: Int, dx: Int, dy: Int

    /// The y where the piece meets the vertical line at `x` (between its ends),
    /// rounded down to the grid.
    @inline(__always) func y(at x: Int) -> Int {
        dx > 0 ? y0 + (x - x0) * dy / dx : y0 + (x0 - x) * dy / (-dx)
    }
}
