import Geometry

/// A line segment in 24.8 fixed-point device pixels (`FixedPoint`), the rasterizer's only input.
struct Edge {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32
}

/// The flattened outline of a shape in fixed-point device pixels, with its bounds.
/// Curves are flattened in `Double`; each resulting line is then clipped to
/// ±`FixedPoint.limit` and its ends rounded to the 1/256 px grid, so the
/// scanner's output cannot depend on floating-point rounding inside it.
struct EdgeList {
    var edges: [Edge] = []
    /// Bounds of `edges` in fixed point (empty list: max < min).
    var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min

    /// Largest distance, in device pixels, between a curve and its flattened lines.
    static let tolerance = 0.2
    /// Bounds the work a single curve can cause, whatever its coordinates.
    static let maxSegmentsPerCurve = 256

    init() {}

    /// `path` scaled by `(sx, sy)` then moved by `(tx, ty)`, flattened.
    init(_ path: Path, sx: Double = 1, sy: Double = 1, tx: Double = 0, ty: Double = 0) {
        var start = Point.zero, current = Point.zero, open = false
        @inline(__always) func t(_ p: Point) -> Point { Point(x: p.x * sx + tx, y: p.y * sy + ty) }
        for e in path.elements {
            switch e {
            case .move(let p):
                if open { add(current, start) }
                start = t(p); current = start; open = true
            case .line(let p):
                let q = t(p); add(current, q); current = q; open = true
            case .quad(let c, let p):
                let c1 = t(c), q = t(p)
                let ddx = current.x - 2 * c1.x + q.x, ddy = current.y - 2 * c1.y + q.y
                let n = EdgeList.segments(dd: (ddx * ddx + ddy * ddy).squareRoot(), factor: 0.25)
                var prev = current
                for i in 1...n {
                    let u = Double(i) / Double(n), v = 1 - u
                    let p =
                        i == n
                        ? q
                        : Point(
                            x: v * v * current.x + 2 * u * v * c1.x + u * u * q.x,
                            y: v * v * current.y + 2 * u * v * c1.y + u * u * q.y)
                    add(prev, p); prev = p
                }
                current = q; open = true
            case .cubic(let c1p, let c2p, let p):
                let c1 = t(c1p), c2 = t(c2p), q = t(p)
                let ax = current.x - 2 * c1.x + c2.x, ay = current.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + q.x, by = c1.y - 2 * c2.y + q.y
                let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = EdgeList.segments(dd: dd, factor: 0.75)
                var prev = current
                for i in 1...n {
                    let u = Double(i) / Double(n), v = 1 - u
                    let w0 = v * v * v, w1 = 3 * u * v * v, w2 = 3 * u * u * v, w3 = u * u * u
                    let p =
                        i == n
                        ? q
                        : Point(
                            x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * q.x,
                            y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * q.y)
                    add(prev, p); prev = p
                }
                current = q; open = true
            case .close:
                if open { add(current, start) }
                current = start; open = false
            }
        }
        if open { add(current, start) }
    }

    /// Uniform subdivision count keeping the error under `tolerance`
    /// (error ≤ factor · |second difference| / n²).
    static func segments(dd: Double, factor: Double) -> Int {
        guard dd.isFinite else { return 1 }
        let n = (factor * dd / tolerance).squareRoot().rounded(.up)
        return max(1, min(maxSegmentsPerCurve, Int(n)))
    }

    /// Adds the line `a → b` (device pixels): clipped to ±`FixedPoint.limit`
    /// (a part left of the limit becomes a vertical line on it, so its area
    /// still counts; parts above, below or right of it cannot be seen) and put on
    /// the fixed-point grid. Lines that end up horizontal add no area and are dropped.
    mutating func add(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let m = FixedPoint.limit
        var (x0, y0, x1, y1) = (a.x, a.y, b.x, b.y)
        if abs(x0) <= m, abs(x1) <= m, abs(y0) <= m, abs(y1) <= m {
            addFixed(x0, y0, x1, y1); return
        }
        // Clip to -m ≤ y ≤ m (parameter along the line), then split at x = ±m.
        let lo = max(-m, min(y0, y1)), hi = min(m, max(y0, y1))
        guard lo < hi else { return }
        func xAt(_ y: Double) -> Double { y == y0 ? x0 : y == y1 ? x1 : x0 + (y - y0) / (y1 - y0) * (x1 - x0) }
        let xl = xAt(lo), xh = xAt(hi)
        (x0, y0, x1, y1) = y0 < y1 ? (xl, lo, xh, hi) : (xh, hi, xl, lo)
        for bound in [-m, m] where (x0 < bound) != (x1 < bound) && x0 != bound && x1 != bound {
            let yc = min(max(y0 + (bound - x0) / (x1 - x0) * (y1 - y0), min(y0, y1)), max(y0, y1))
            addClipped(x0, y0, bound, yc)
            x0 = bound; y0 = yc
        }
        addClipped(x0, y0, x1, y1)
    }

    /// A piece of a clipped line, entirely on one side of each of x = ±limit.
    private mutating func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let m = FixedPoint.limit
        if x0 >= m && x1 >= m { return }
        addFixed(max(-m, min(m, x0)), y0, max(-m, min(m, x1)), y1)
    }

    @inline(__always) private mutating func addFixed(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let e = Edge(x0: FixedPoint.from(x0), y0: FixedPoint.from(y0), x1: FixedPoint.from(x1), y1: FixedPoint.from(y1))
        guard e.y0 != e.y1 else { return }
        edges.append(e)
        minX = min(minX, e.x0, e.x1); maxX = max(maxX, e.x0, e.x1)
        minY = min(minY, e.y0, e.y1); maxY = max(maxY, e.y0, e.y1)
    }

    /// Appends a polygon given by its corners (closed).
    mutating func addPolygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        for i in 0..<points.count { add(points[i], points[(i + 1) % points.count]) }
    }

    mutating func append(_ other: EdgeList) {
        for e in other.edges {
            edges.append(e)
            minX = min(minX, e.x0, e.x1); maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0, e.y1); maxY = max(maxY, e.y0, e.y1)
        }
    }

    /// The same edges moved by whole device pixels — exact on the grid, so the
    /// moved outline's coverage is the original's, moved (no re-rounding) — or
    /// nil when the move would leave ±`FixedPoint.limit`.
    func offsetBy(dx: Int, dy: Int) -> EdgeList? {
        let bound = Int(FixedPoint.limit) << FixedPoint.shift
        let ox = dx << FixedPoint.shift, oy = dy << FixedPoint.shift
        guard !edges.isEmpty else { return self }
        guard abs(dx) <= Int(FixedPoint.limit), abs(dy) <= Int(FixedPoint.limit),
            Int(minX) + ox >= -bound, Int(maxX) + ox <= bound, Int(minY) + oy >= -bound, Int(maxY) + oy <= bound
        else { return nil }
        let mx = Int32(ox), my = Int32(oy)
        var moved = self
        for i in moved.edges.indices {
            moved.edges[i].x0 += mx; moved.edges[i].x1 += mx; moved.edges[i].y0 += my; moved.edges[i].y1 += my
        }
        moved.minX += mx; moved.maxX += mx; moved.minY += my; moved.maxY += my
        return moved
    }

    /// Device pixel bounds (rounded out), or nil when there is nothing to draw.
    var pixelBounds: IntRect? {
        guard !edges.isEmpty else { return nil }
        let s = FixedPoint.shift, r = Int32(FixedPoint.one - 1)
        return IntRect(x0: Int(minX >> s), y0: Int(minY >> s), x1: Int((maxX + r) >> s), y1: Int((maxY + r) >> s))
    }
}

/// A rectangle of device pixels, half-open: columns `x0..<x1`, rows `y0..<y1`.
public struct IntRect: Hashable, Sendable {
    public var x0: Int, y0: Int, x1: Int, y1: Int
    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// Pixels inside (0 when empty).
    public var area: Int { isEmpty ? 0 : width * height }

    func offsetBy(dx: Int, dy: Int) -> IntRect { IntRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }

    public func intersection(_ o: IntRect) -> IntRect {
        IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The pixels a device-space rectangle touches (clamped to a sane integer range).
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        self.init(
            x0: pixelIndex(minX.rounded(.down)), y0: pixelIndex(minY.rounded(.down)),
            x1: pixelIndex(maxX.rounded(.up)), y1: pixelIndex(maxY.rounded(.up)))
    }

    public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The rectangle grown by `d` pixels on every side.
    public func insetBy(_ d: Int) -> IntRect { IntRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }

    /// The non-empty `rects` with every two that overlap, or come within `gap` pixels, replaced by
    /// their union until none do (a union can reach another); then, while there are more than
    /// `atMost`, the pair whose union adds the least area joined (and the overlaps joined again).
    public static func joined(_ rects: [IntRect], gap: Int = 0, atMost: Int = .max) -> [IntRect] {
        var out = rects.filter { !$0.isEmpty }
        func joinNear() {
            var joined = true
            while joined {
                joined = false
                var i = 0
                while i < out.count {
                    var j = i + 1
                    while j < out.count {
                        if !out[i].insetBy(-gap).intersection(out[j]).isEmpty {
                            out[i] = out[i].union(out.remove(at: j))
                            joined = true
                        } else {
                            j += 1
                        }
                    }
                    i += 1
                }
            }
        }
        joinNear()
        while out.count > max(1, atMost) {
            var best = (cost: Int.max, i: 0, j: 1)
            for i in out.indices {
                for j in (i + 1)..<out.count {
                    let cost = out[i].union(out[j]).area - out[i].area - out[j].area
                    if cost < best.cost { best = (cost, i, j) }
                }
            }
            out[best.i] = out[best.i].union(out.remove(at: best.j))
            joinNear()
        }
        return out
    }
}

/// A device coordinate as an Int, clamped to ±1e9 (user data can be any finite
/// number; nothing that far out is visible). NaN becomes 0.
@inline(__always) func pixelIndex(_ v: Double) -> Int {
    v.isNaN ? 0 : Int(max(-1e9, min(1e9, v)))
}
