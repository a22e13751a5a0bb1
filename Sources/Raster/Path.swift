import Geometry

/// A path of lines and Bézier curves, in whatever units its user chooses
/// (points for display lists, em units for glyph outlines). Subpaths are
/// implicitly closed when filled.
public struct Path: Sendable, Hashable {
    /// One step of a path, as `CGPath`'s elements.
    public enum Element: Sendable, Hashable {
        /// Starts a subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic Bézier: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier: first control, second control, end point.
        case cubic(Point, Point, Point)
        /// Closes the subpath with a line back to its start.
        case close

        /// The element's points, control points first (none for `close`).
        public var points: [Point] {
            switch self {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) { elements.append(.cubic(c1, c2, p)) }
    public mutating func close() { elements.append(.close) }
    /// Makes room for `n` elements in all (a builder that knows what it is about to append
    /// grows the array once); grows at least geometrically, so repeated calls stay amortized O(1).
    public mutating func reserveCapacity(_ n: Int) {
        if elements.capacity < n { elements.reserveCapacity(Swift.max(n, 2 * elements.capacity)) }
    }

    /// Every point scaled by `(sx, sy)` then moved by `(tx, ty)`.
    public func transformed(sx: Double, sy: Double, tx: Double, ty: Double) -> Path {
        func t(_ p: Point) -> Point { Point(x: p.x * sx + tx, y: p.y * sy + ty) }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.elements.append(.move(t(p)))
            case .line(let p): out.elements.append(.line(t(p)))
            case .quad(let c, let p): out.elements.append(.quad(t(c), t(p)))
            case .cubic(let c1, let c2, let p): out.elements.append(.cubic(t(c1), t(c2), t(p)))
            case .close: out.elements.append(.close)
            }
        }
        return out
    }
}
