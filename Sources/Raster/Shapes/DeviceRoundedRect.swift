import Geometry

/// A rounded rectangle in device pixels, radii already reduced so they fit.
struct DeviceRoundedRect: Hashable, Sendable {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// top-left, top-right, bottom-right, bottom-left.
    var tl: Double, tr: Double, br: Double, bl: Double
    var corner: CornerCurve

    /// How far along each side a continuous corner of radius 1 reaches (iOS's
    /// `cornerCurve = .continuous`; the constants below are the widely used
    /// reverse-engineered UIBezierPath ones, symmetric about the diagonal).
    static let continuousExtent = 1.528665
    /// Cubic control distance approximating a quarter circle.
    static let kappa = 0.5522847498307936
    /// Device coordinates beyond this are clamped (every canvas is far smaller).
    static let coordinateLimit = 1e9

    /// `rr` (points) scaled to device pixels, with CSS radius reduction: when the
    /// corners of one side need more than the side's length, every radius is
    /// scaled by the same factor. For continuous corners the reach of a corner is
    /// 1.528665 × radius, and that reach is what must fit.
    ///
    /// Coordinates and radii are clamped to ±`coordinateLimit`: finite but huge
    /// input (`x + width`, `× scale`) must not become infinite, or NaN downstream.
    init(_ rr: RoundedRect, scale: Double, grow: Double = 0) {
        let r = rr.rect
        let limit = DeviceRoundedRect.coordinateLimit
        func c(_ v: Double) -> Double { max(-limit, min(limit, v)) }
        x0 = c((r.minX - grow) * scale); y0 = c((r.minY - grow) * scale)
        x1 = c((r.maxX + grow) * scale); y1 = c((r.maxY + grow) * scale)
        func g(_ v: Double) -> Double { v > 0 ? c(max(0, v + grow) * scale) : 0 }
        tl = g(rr.radii.topLeft); tr = g(rr.radii.topRight); br = g(rr.radii.bottomRight); bl = g(rr.radii.bottomLeft)
        corner = rr.corner
        reduceRadii()
    }

    init(x0: Double, y0: Double, x1: Double, y1: Double, tl: Double, tr: Double, br: Double, bl: Double, corner: CornerCurve) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
        self.tl = tl; self.tr = tr; self.br = br; self.bl = bl; self.corner = corner
        reduceRadii()
    }

    var width: Double { x1 - x0 }
    var height: Double { y1 - y0 }
    var isEmpty: Bool { !(x1 > x0 && y1 > y0) }
    var isRect: Bool { tl == 0 && tr == 0 && br == 0 && bl == 0 }
    var extentFactor: Double { corner == .continuous ? DeviceRoundedRect.continuousExtent : 1 }

    /// How far from the top (bottom) edge the rounded corners reach.
    var topExtent: Double { max(tl, tr) * extentFactor }
    var bottomExtent: Double { max(bl, br) * extentFactor }
    /// How far from the left (right) edge the rounded corners reach.
    var leftExtent: Double { max(tl, bl) * extentFactor }
    var rightExtent: Double { max(tr, br) * extentFactor }

    mutating func reduceRadii() {
        let e = extentFactor
        var f = 1.0
        let w = max(0, width), h = max(0, height)
        for (side, a, b) in [(w, tl, tr), (w, bl, br), (h, tl, bl), (h, tr, br)] where (a + b) * e > side {
            f = min(f, side / ((a + b) * e))
        }
        if f < 1 { tl *= f; tr *= f; br *= f; bl *= f }
    }

    /// The shape moved by whole pixels (exact in floating point, so geometry that
    /// differs only by such a move computes identically).
    func translated(dx: Double, dy: Double) -> DeviceRoundedRect {
        var r = self
        r.x0 += dx; r.x1 += dx; r.y0 += dy; r.y1 += dy
        return r
    }

    /// The shape moved in by `d` on every side, radii shrunk by `d` (a stroke's inner edge).
    func inset(by d: Double) -> DeviceRoundedRect {
        DeviceRoundedRect(
            x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d,
            tl: max(0, tl - d), tr: max(0, tr - d), br: max(0, br - d), bl: max(0, bl - d), corner: corner)
    }

    /// The outline, clockwise (y down), starting on the top edge.
    var path: Path {
        var p = Path()
        let e = extentFactor
        p.move(to: Point(x: x0 + tl * e, y: y0))
        p.line(to: Point(x: x1 - tr * e, y: y0))
        cornerCurve(&p, c: Point(x: x1, y: y0), u: Point(x: 1, y: 0), v: Point(x: 0, y: 1), r: tr)
        p.line(to: Point(x: x1, y: y1 - br * e))
        cornerCurve(&p, c: Point(x: x1, y: y1), u: Point(x: 0, y: 1), v: Point(x: -1, y: 0), r: br)
        p.line(to: Point(x: x0 + bl * e, y: y1))
        cornerCurve(&p, c: Point(x: x0, y: y1), u: Point(x: -1, y: 0), v: Point(x: 0, y: -1), r: bl)
        p.line(to: Point(x: x0, y: y0 + tl * e))
        cornerCurve(&p, c: Point(x: x0, y: y0), u: Point(x: 0, y: -1), v: Point(x: 1, y: 0), r: tl)
        p.close()
        return p
    }

    /// One corner at `c`, arriving along direction `u` and leaving along `v`.
    /// A point (X, Y) of the corner's template is `c - X·r·u + Y·r·v`.
    private func cornerCurve(_ p: inout Path, c: Point, u: Point, v: Point, r: Double) {
        guard r > 0 else { p.line(to: c); return }
        func at(_ x: Double, _ y: Double) -> Point { Point(x: c.x - x * r * u.x + y * r * v.x, y: c.y - x * r * u.y + y * r * v.y) }
        switch corner {
        case .circular:
            let k = 1 - DeviceRoundedRect.kappa
            p.cubic(to: at(0, 1), control1: at(k, 0), control2: at(0, k))
        case .continuous:
            p.cubic(to: at(0.63149379, 0.07491100), control1: at(1.08849296, 0), control2: at(0.86840694, 0))
            p.cubic(to: at(0.07491100, 0.63149379), control1: at(0.37282383, 0.16905899), control2: at(0.16905899, 0.37282383))
            p.cubic(to: at(0, DeviceRoundedRect.continuousExtent), control1: at(0, 0.86840694), control2: at(0, 1.08849296))
        }
    }
}
