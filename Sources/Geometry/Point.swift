/// A location in points, origin top-left, y down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public static let zero = Point(x: 0, y: 0)

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public static let zero = Size(width: 0, height: 0)

    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }

    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// Prints a coordinate the same way on every run: integers without a fraction,
/// others rounded to 1/1000 pt (layout dumps and error messages rely on it).
public func formatNumber(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    // Past 1e15 thousandths no longer fit the integer path; such values print as Swift does.
    if abs(v) >= 1e15 { return v.description }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int64(r)) }
    var s = String(format3(r))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
}

private func format3(_ v: Double) -> String {
    let negative = v < 0
    let scaled = Int64((abs(v) * 1000).rounded())
    let whole = scaled / 1000
    let frac = scaled % 1000
    var f = String(frac)
    while f.count < 3 { f = "0" + f }
    return (negative ? "-" : "") + "\(whole).\(f)"
}
