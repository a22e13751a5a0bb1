// Shape-level rasterization on top of the coverage scanner: exact rectangles
// without any accumulation, and rounded rectangles (fills and inside strokes)
// in three bands — the rows with corners go through the scanner, and every row
// between them has the same coverage (only vertical edges cross it), so one
// scanned row is replayed as spans.

/// Captures the coverage of a single row.
struct RowCapture: CoverageSink {
    var x = 0
    var bytes: [UInt8] = []
    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        self.x = x; bytes = Array(coverage)
    }
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        self.x = x; bytes = [UInt8](repeating: coverage, count: count)
    }
}

/// A row of coverage as runs: long constant runs become spans, the rest stays per pixel.
struct RowProgram {
    enum Piece { case span(x: Int, count: Int, coverage: UInt8), bytes(x: Int, offset: Int, count: Int) }
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

@inline(__always) func coverageByte(_ v: Double) -> UInt8 {
    UInt8(max(0, min(1, v)) * 255 + 0.5)
}

extension Scanner {
    /// Exact area coverage of an axis-aligned rectangle (device pixels), times `alpha`.
    /// - Complexity: O(rows) sink calls; no accumulation.
    static func fillRect<S: CoverageSink>(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                          alpha: Double = 1, window: IntRect, into sink: inout S) {
        guard x1 > x0, y1 > y0 else { return }
        let b = IntRect(covering: x0, y0, x1, y1).intersection(window)
        guard !b.isEmpty else { return }
        let cx0 = pixelIndex(x0.rounded(.down)), cx1 = pixelIndex(x1.rounded(.up))  // unclipped column range
        for y in b.y0..<b.y1 {
            let fy = (min(Double(y + 1), y1) - max(Double(y), y0)) * alpha
            if cx1 - cx0 == 1 {
                sink.span(y: y, x: cx0, count: 1, coverage: coverageByte((x1 - x0) * fy))
                continue
            }
            let left = coverageByte((Double(cx0 + 1) - x0) * fy)
            let right = coverageByte((x1 - Double(cx1 - 1)) * fy)
            let mid = coverageByte(fy)
            if cx0 >= b.x0 { sink.span(y: y, x: cx0, count: 1, coverage: left) }
            let m0 = max(cx0 + 1, b.x0), m1 = min(cx1 - 1, b.x1)
            if m1 > m0 { sink.span(y: y, x: m0, count: m1 - m0, coverage: mid) }
            if cx1 - 1 < b.x1 { sink.span(y: y, x: cx1 - 1, count: 1, coverage: right) }
        }
    }

    /// Fills `edges` inside `window`, replaying one scanned row for `middle`
    /// (rows only vertical edges cross) instead of scanning each.
    mutating func fillBanded<S: CoverageSink>(_ edges: EdgeList, rule: FillRule, middle: Range<Int>,
                                              window: IntRect, into sink: inout S) {
        guard let pb = edges.pixelBounds else { return }
        let b = pb.intersection(window)
        guard !b.isEmpty else { return }
        let m = max(middle.lowerBound, b.y0)..<min(middle.upperBound, b.y1)
        guard m.count >= 4 else { fill(edges, rule: rule, window: b, into: &sink); return }
        fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: b.y0, x1: b.x1, y1: m.lowerBound), into: &sink)
        var capture = RowCapture()
        fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: m.lowerBound, x1: b.x1, y1: m.lowerBound + 1), into: &capture)
        if !capture.bytes.isEmpty { RowProgram(capture).replay(rows: m, into: &sink) }
        fill(edges, rule: rule, window: IntRect(x0: b.x0, y0: m.upperBound, x1: b.x1, y1: b.y1), into: &sink)
    }

    /// Fills a rounded rectangle (device pixels).
    mutating func fillRoundedRect<S: CoverageSink>(_ rr: DeviceRoundedRect, window: IntRect, into sink: inout S) {
        guard !rr.isEmpty else { return }
        if rr.isRect { Scanner.fillRect(rr.x0, rr.y0, rr.x1, rr.y1, window: window, into: &sink); return }
        let top = pixelIndex((rr.y0 + rr.topExtent).rounded(.up))
        let middle = top..<max(top, pixelIndex((rr.y1 - rr.bottomExtent).rounded(.down)))
        fillBanded(EdgeList(rr.path), rule: .nonZero, middle: middle, window: window, into: &sink)
    }

    /// Strokes a rounded rectangle inside its edge, `width` device pixels wide (CALayer's border).
    mutating func strokeRoundedRect<S: CoverageSink>(_ rr: DeviceRoundedRect, width: Double, window: IntRect,
                                                     into sink: inout S) {
        guard !rr.isEmpty, width > 0 else { return }
        let inner = rr.inset(by: width)
        if inner.isEmpty { fillRoundedRect(rr, window: window, into: &sink); return }
        var edges = EdgeList(rr.path)
        edges.append(EdgeList(inner.path))
        let top = max(rr.y0 + rr.topExtent, inner.y0 + inner.topExtent)
        let bottom = min(rr.y1 - rr.bottomExtent, inner.y1 - inner.bottomExtent)
        let first = pixelIndex(top.rounded(.up))
        let middle = first..<max(first, pixelIndex(bottom.rounded(.down)))
        fillBanded(edges, rule: .evenOdd, middle: middle, window: window, into: &sink)
    }
}
