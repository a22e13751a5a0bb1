// Shape-level rasterization on top of the coverage scanner: exact rectangles
// without any accumulation, and rounded rectangles (fills and inside strokes)
// in three bands — the rows with corners go through the scanner, and every row
// between them has the same coverage (only vertical edges cross it), so one
// scanned row is replayed as spans.

/// Captures the coverage of a single row over columns `x ..< x + bytes.count`.
struct RowCapture: CoverageSink {
    let x: Int
    var bytes: [UInt8]
    init(x: Int, count: Int) { self.x = x; bytes = [UInt8](repeating: 0, count: max(0, count)) }
    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        for (i, c) in coverage.enumerated() where x + i - self.x >= 0 && x + i - self.x < bytes.count { bytes[x + i - self.x] = c }
    }
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        for i in max(x, self.x)..<max(max(x, self.x), min(x + count, self.x + bytes.count)) { bytes[i - self.x] = coverage }
    }
}

/// Captures the coverage of a one-pixel-wide column.
struct ColumnCapture: CoverageSink {
    let y0: Int
    var coverage: [UInt8]
    init(y0: Int, count: Int) { self.y0 = y0; coverage = [UInt8](repeating: 0, count: count) }
    mutating func row(y: Int, x: Int, coverage c: UnsafeBufferPointer<UInt8>) {
        if let v = c.first, y - y0 >= 0, y - y0 < coverage.count { coverage[y - y0] = v }
    }
    mutating func span(y: Int, x: Int, count: Int, coverage c: UInt8) {
        if count > 0, y - y0 >= 0, y - y0 < coverage.count { coverage[y - y0] = c }
    }
}

/// A row of coverage as runs: long constant runs become spans, the rest stays per pixel.
struct RowProgram {
    enum Piece {
        case span(x: Int, count: Int, coverage: UInt8)
        case bytes(x: Int, offset: Int, count: Int)
    }
    var pieces: [Piece] = []
    var bytes: [UInt8]

    init(_ capture: RowCapture) {
        bytes = capture.bytes
        let n = bytes.count
        var i = 0
        var pending = 0  // start of the pending per-pixel stretch
        while i < n {
            var j = i + 1
            while j < n && bytes[j] == bytes[i] { j += 1 }
            if j - i >= 16 {
                if pending < i { pieces.append(.bytes(x: capture.x + pending, offset: pending, count: i - pending)) }
                if bytes[i] != 0 { pieces.append(.span(x: capture.x + i, count: j - i, coverage: bytes[i])) }
                pending = j
            }
            i = j
        }
        if pending < n { pieces.append(.bytes(x: capture.x + pending, offset: pending, count: n - pending)) }
    }

    func replay<S: CoverageSink>(rows: Range<Int>, into sink: inout S) {
        bytes.withUnsafeBufferPointer { b in
            for y in rows {
                for p in pieces {
                    switch p {
                    case let .span(x, count, c): sink.span(y: y, x: x, count: count, coverage: c)
                    case let .bytes(x, offset, count):
                        sink.row(y: y, x: x, coverage: UnsafeBufferPointer(rebasing: b[offset..<offset + count]))
                    }
                }
            }
        }
    }
}

extension Scanner {
    /// Exact area coverage of an axis-aligned rectangle (device pixels), times `alpha`,
    /// by the scanner's own fixed-point rules: corners clipped to ±`FixedPoint.limit`
    /// and put on the 1/256 px grid, `alpha` rounded to 1/256, and a pixel covering
    /// `sx × sy` subpixels gets `(sx · sy · a · 255 + 2^23) >> 24` — for `alpha = 1`
    /// exactly the byte `fill` gives the same rectangle as a path.
    /// - Complexity: O(rows) sink calls; no accumulation.
    static func fillRect<S: CoverageSink>(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
        alpha: Double = 1, window: IntRect, into sink: inout S
    ) {
        guard x1 > x0, y1 > y0, alpha > 0 else { return }
        let m = FixedPoint.limit, shift = FixedPoint.shift, one = FixedPoint.one
        @inline(__always) func q(_ v: Double) -> Int { Int(FixedPoint.from(max(-m, min(m, v)))) }
        let qx0 = q(x0), qy0 = q(y0), qx1 = q(x1), qy1 = q(y1)
        let a = Int((min(1, alpha) * Double(one) + 0.5).rounded(.down))
        guard qx1 > qx0, qy1 > qy0, a > 0 else { return }
        let cx0 = qx0 >> shift, cx1 = (qx1 + one - 1) >> shift  // unclipped column range
        let b = IntRect(x0: cx0, y0: qy0 >> shift, x1: cx1, y1: (qy1 + one - 1) >> shift).intersection(window)
        guard !b.isEmpty else { return }
        @inline(__always) func byte(_ sx: Int, _ sy: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: (sx * sy * a * 255 + (1 << 23)) >> 24)
        }
        for y in b.y0..<b.y1 {
            let sy = min((y + 1) << shift, qy1) - max(y << shift, qy0)
            if cx1 - cx0 == 1 {
                sink.span(y: y, x: cx0, count: 1, coverage: byte(qx1 - qx0, sy))
                continue
            }
            let left = byte(((cx0 + 1) << shift) - qx0, sy)
            let right = byte(qx1 - ((cx1 - 1) << shift), sy)
            let mid = byte(one, sy)
            if cx0 >= b.x0 { sink.span(y: y, x: cx0, count: 1, coverage: left) }
            let m0 = max(cx0 + 1, b.x0), m1 = min(cx1 - 1, b.x1)
            if m1 > m0 { sink.span(y: y, x: m0, count: m1 - m0, coverage: mid) }
            if cx1 - 1 < b.x1 { sink.span(y: y, x: cx1 - 1, count: 1, coverage: right) }
        }
    }

    /// Fills `edges` (a rounded-rectangle-like shape spanning `x0 ..< x1`) inside
    /// `window` without scanning its whole area:
    /// - rows in `middle` are crossed only by vertical edges, so one scanned row is
    ///   replayed for all of them;
    /// - in the rows above and below, columns more than `leftReach` / `rightReach`
    ///   from the sides are crossed only by horizontal edges, so one scanned column
    ///   gives their coverage; only the corner windows are scanned in full.
    mutating func fillBanded<S: CoverageSink>(
        _ edges: EdgeList, rule: FillRule, middle: Range<Int>,
        x0: Double, x1: Double, leftReach: Double, rightReach: Double,
        window: IntRect, into sink: inout S
    ) {
        guard let pb = edges.pixelBounds else { return }
        let b = pb.intersection(window)
        guard !b.isEmpty else { return }
        let l = max(b.x0, pixelIndex((x0 + leftReach).rounded(.up)))
        let r = min(b.x1, pixelIndex((x1 - rightReach).rounded(.down)))
        func band(_ y0: Int, _ y1: Int, _ sink: inout S) {
            guard y1 > y0 else { return }
            guard r - l >= 8 else {
                fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: y0, x1: b.x1, y1: y1), into: &sink)
                return
            }
            fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: y0, x1: l, y1: y1), into: &sink)
            fill(edges, rule: rule, window: IntRect(x0: r, y0: y0, x1: b.x1, y1: y1), into: &sink)
            var column = ColumnCapture(y0: y0, count: y1 - y0)
            fill(edges, rule: rule, window: IntRect(x0: l, y0: y0, x1: l + 1, y1: y1), into: &column)
            for (i, c) in column.coverage.enumerated() where c != 0 { sink.span(y: y0 + i, x: l, count: r - l, coverage: c) }
        }
        let mLow = max(middle.lowerBound, b.y0)
        let m = mLow..<max(mLow, min(middle.upperBound, b.y1))
        guard m.count >= 4 else { band(b.y0, b.y1, &sink); return }
        band(b.y0, m.lowerBound, &sink)
        var capture = RowCapture(x: b.x0, count: b.width)
        fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: m.lowerBound, x1: b.x1, y1: m.lowerBound + 1), into: &capture)
        RowProgram(capture).replay(rows: m, into: &sink)
        band(m.upperBound, b.y1, &sink)
    }

    /// Fills a rounded rectangle (device pixels).
    mutating func fillRoundedRect<S: CoverageSink>(_ rr: DeviceRoundedRect, window: IntRect, into sink: inout S) {
        guard !rr.isEmpty else { return }
        if rr.isRect { Scanner.fillRect(rr.x0, rr.y0, rr.x1, rr.y1, window: window, into: &sink); return }
        let top = pixelIndex((rr.y0 + rr.topExtent).rounded(.up))
        let middle = top..<max(top, pixelIndex((rr.y1 - rr.bottomExtent).rounded(.down)))
        fillBanded(
            EdgeList(rr.path), rule: .nonZero, middle: middle, x0: rr.x0, x1: rr.x1,
            leftReach: rr.leftExtent, rightReach: rr.rightExtent, window: window, into: &sink)
    }

    /// Strokes a rounded rectangle inside its edge, `width` device pixels wide (CALayer's border).
    mutating func strokeRoundedRect<S: CoverageSink>(
        _ rr: DeviceRoundedRect, width: Double, window: IntRect,
        into sink: inout S
    ) {
        guard !rr.isEmpty, width > 0 else { return }
        let inner = rr.inset(by: width)
        if inner.isEmpty { fillRoundedRect(rr, window: window, into: &sink); return }
        var edges = EdgeList(rr.path)
        edges.append(EdgeList(inner.path))
        let top = max(rr.y0 + rr.topExtent, inner.y0 + inner.topExtent)
        let bottom = min(rr.y1 - rr.bottomExtent, inner.y1 - inner.bottomExtent)
        let first = pixelIndex(top.rounded(.up))
        let middle = first..<max(first, pixelIndex(bottom.rounded(.down)))
        fillBanded(
            edges, rule: .evenOdd, middle: middle, x0: rr.x0, x1: rr.x1,
            leftReach: max(rr.leftExtent, width + inner.leftExtent),
            rightReach: max(rr.rightExtent, width + inner.rightExtent), window: window, into: &sink)
    }
}
