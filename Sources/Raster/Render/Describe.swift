import Geometry

// Numbers in error messages. Geometry's `formatNumber` reads best for ordinary
// values; user data can hold any Double, so huge ones use Swift's shortest form.

func describe(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    return abs(v) < 1e12 ? formatNumber(v) : v.description
}

func describe(_ p: Point) -> String { "(\(describe(p.x)), \(describe(p.y)))" }

func describe(_ r: Rect) -> String {
    "(\(describe(r.origin.x)), \(describe(r.origin.y)), \(describe(r.size.width)), \(describe(r.size.height)))"
}

func describe(_ s: Size) -> String { "\(describe(s.width))x\(describe(s.height))" }
