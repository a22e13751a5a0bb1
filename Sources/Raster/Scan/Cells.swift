// The scanner's inner loops: cutting lines into per-cell pieces and adding
// their area and cover, all in fixed-point integers (see `Scanner`).

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
