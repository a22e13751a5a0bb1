import Geometry
import Raster

/// Builds filled outlines for vector symbols (accessories, toolbar icons, the spinner) in a
/// symbol's own design box, mapped into a rectangle of the screen.
///
/// Strokes are turned into filled shapes here — each segment a quadrilateral, each joint and
/// end a circle (round joins and caps, as SF Symbols draw) — all wound the same way, so the
/// rasterizer's nonzero rule unites them: one `path` command, no darker overlaps in a
/// translucent color. Circles are four cubics (κ = 0.5522847498, error < 0.03 % of the
/// radius); no angle goes through a platform `sin`/`cos` (spoke directions come from exact
/// square roots), so the same symbol gives the same bytes on every machine.
struct VectorPen {
    /// The symbol's design box, in design units.
    let box: Size
    /// Where the box lands, in points.
    let rect: Rect
    /// Mirror left ↔ right (a right-to-left symbol such as a chevron).
    let mirrored: Bool
    private(set) var path = Path()

    /// A pen that maps `box` (design units) onto `rect` (points), scaling x and y alike
    /// (by the smaller ratio, centred) so a symbol never distorts.
    init(box: Size, rect: Rect, mirrored: Bool = false) {
        self.box = box; self.rect = rect; self.mirrored = mirrored
    }

    /// Design units → points.
    var unit: Double { min(rect.width / box.width, rect.height / box.height) }

    func map(_ p: Point) -> Point {
        let s = unit
        let ox = rect.midX - box.width * s / 2, oy = rect.midY - box.height * s / 2
        let x = mirrored ? box.width - p.x : p.x
        return Point(x: ox + x * s, y: oy + p.y * s)
    }

    /// A polygon, wound clockwise on screen (y down) whatever order the corners come in.
    mutating func polygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        path.reserveCapacity(path.elements.count + points.count + 1)
        let mapped = points.map(map)
        // The corners in the winding order, walked in place (no reversed copy).
        if VectorPen.signedArea(mapped) < 0 {
            path.move(to: mapped[mapped.count - 1])
            for i in stride(from: mapped.count - 2, through: 0, by: -1) { path.line(to: mapped[i]) }
        } else {
            path.move(to: mapped[0])
            for i in 1..<mapped.count { path.line(to: mapped[i]) }
        }
        path.close()
    }

    /// `polygon([p0, p1, p2, p3])` without its arrays (a stroke's segments): the same points,
    /// the same signed-area sum in the same order, the same winding.
    mutating func quad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let m0 = map(p0), m1 = map(p1), m2 = map(p2), m3 = map(p3)
        var a = 0.0
        a += m0.x * m1.y - m1.x * m0.y
        a += m1.x * m2.y - m2.x * m1.y
        a += m2.x * m3.y - m3.x * m2.y
        a += m3.x * m0.y - m0.x * m3.y
        path.reserveCapacity(path.elements.count + 5)
        if a < 0 {
            path.move(to: m3); path.line(to: m2); path.line(to: m1); path.line(to: m0)
        } else {
            path.move(to: m0); path.line(to: m1); path.line(to: m2); path.line(to: m3)
        }
        path.close()
    }

    /// A full circle of `radius` design units, wound like `polygon`.
    mutating func circle(center c: Point, radius r: Double) {
        let k = 0.5522847498 * r
        path.reserveCapacity(path.elements.count + 6)
        // Written straight into the path (no arrays of segments: symbols draw many circles).
        func cubic(_ c1: Point, _ c2: Point, _ end: Point) { path.cubic(to: map(end), control1: map(c1), control2: map(c2)) }
        path.move(to: map(Point(x: c.x + r, y: c.y)))
        if !mirrored {
            // Clockwise on screen: right → bottom → left → top (y grows downwards).
            cubic(Point(x: c.x + r, y: c.y + k), Point(x: c.x + k, y: c.y + r), Point(x: c.x, y: c.y + r))
            cubic(Point(x: c.x - k, y: c.y + r), Point(x: c.x - r, y: c.y + k), Point(x: c.x - r, y: c.y))
            cubic(Point(x: c.x - r, y: c.y - k), Point(x: c.x - k, y: c.y - r), Point(x: c.x, y: c.y - r))
            cubic(Point(x: c.x + k, y: c.y - r), Point(x: c.x + r, y: c.y - k), Point(x: c.x + r, y: c.y))
        } else {
            // Mirroring reverses the winding; walk the same circle the other way round.
            cubic(Point(x: c.x + r, y: c.y - k), Point(x: c.x + k, y: c.y - r), Point(x: c.x, y: c.y - r))
            cubic(Point(x: c.x - k, y: c.y - r), Point(x: c.x - r, y: c.y - k), Point(x: c.x - r, y: c.y))
            cubic(Point(x: c.x - r, y: c.y + k), Point(x: c.x - k, y: c.y + r), Point(x: c.x, y: c.y + r))
            cubic(Point(x: c.x + k, y: c.y + r), Point(x: c.x + r, y: c.y + k), Point(x: c.x + r, y: c.y))
        }
        path.close()
    }

    /// A stroked polyline of `width` design units with round caps and joins.
    mutating func stroke(_ points: [Point], width: Double, closed: Bool = false) {
        guard let first = points.first else { return }
        let h = width / 2
        let count = closed ? points.count : points.count - 1
        // A quadrilateral (5 elements) per segment and a circle (6) per point, appended at once.
        path.reserveCapacity(path.elements.count + 5 * max(count, 0) + 6 * (points.count + (points.count == 1 ? 1 : 0)))
        for i in 0..<max(count, 0) {
            let a = points[i], b = points[(i + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            guard len > 0 else { continue }
            let nx = -dy / len * h, ny = dx / len * h
            quad(
                Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
                Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny))
        }
        for p in points { circle(center: p, radius: h) }
        if points.count == 1 { circle(center: first, radius: h) }
    }

    /// A rounded rectangle outline filled (`radius` in design units), wound like `polygon`.
    mutating func roundedRect(_ r: Rect, radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        guard rad > 0 else {
            polygon([Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
            return
        }
        // Two overlapping rectangles and four corner circles: their union is the rounded rectangle.
        polygon([
            Point(x: r.minX + rad, y: r.minY), Point(x: r.maxX - rad, y: r.minY),
            Point(x: r.maxX - rad, y: r.maxY), Point(x: r.minX + rad, y: r.maxY),
        ])
        polygon([
            Point(x: r.minX, y: r.minY + rad), Point(x: r.maxX, y: r.minY + rad),
            Point(x: r.maxX, y: r.maxY - rad), Point(x: r.minX, y: r.maxY - rad),
        ])
        for c in [
            Point(x: r.minX + rad, y: r.minY + rad), Point(x: r.maxX - rad, y: r.minY + rad),
            Point(x: r.maxX - rad, y: r.maxY - rad), Point(x: r.minX + rad, y: r.maxY - rad),
        ] {
            circle(center: c, radius: rad)
        }
    }

    /// The command that fills everything drawn so far in `color`.
    func command(_ color: Color) -> DisplayCommand { .path(path, color: color, rule: .nonZero) }

    /// Twice the signed area of a polygon in screen coordinates (positive: clockwise on screen).
    static func signedArea(_ p: [Point]) -> Double {
        var a = 0.0
        for i in p.indices {
            let q = p[(i + 1) % p.count]
            a += p[i].x * q.y - q.x * p[i].y
        }
        return a
    }
}

/// Unit directions of `n` evenly spaced spokes (n = 4, 8 or 12), clockwise from straight up,
/// from exact square roots rather than `sin`/`cos` (see `VectorPen`).
func spokeDirections(_ n: Int) -> [Point] {
    let h = 0.5, r2 = 0.5 * 2.0.squareRoot(), r3 = 0.5 * 3.0.squareRoot()
    // (sin θ, −cos θ) for θ clockwise from up, y down.
    switch n {
    case 4: return [Point(x: 0, y: -1), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: -1, y: 0)]
    case 12:
        return [
            Point(x: 0, y: -1), Point(x: h, y: -r3), Point(x: r3, y: -h), Point(x: 1, y: 0), Point(x: r3, y: h), Point(x: h, y: r3),
            Point(x: 0, y: 1), Point(x: -h, y: r3), Point(x: -r3, y: h), Point(x: -1, y: 0), Point(x: -r3, y: -h), Point(x: -h, y: -r3),
        ]
    default:
        return [
            Point(x: 0, y: -1), Point(x: r2, y: -r2), Point(x: 1, y: 0), Point(x: r2, y: r2),
            Point(x: 0, y: 1), Point(x: -r2, y: r2), Point(x: -1, y: 0), Point(x: -r2, y: -r2),
        ]
    }
}
