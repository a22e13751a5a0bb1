import Galley

/// A resolved sRGB color, the minimal part of Core Graphics' `CGColor` that `UIColor.cgColor`
/// returns: red, green, blue and alpha components from 0 to 1.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha, each from 0 to 1.
    public let components: [CGFloat]?

    /// Four: an sRGB color and its alpha.
    public var numberOfComponents: Int { 4 }

    /// The color's opacity, from 0 to 1.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// An sRGB color, as `CGColor(red:green:blue:alpha:)` (iOS 13) makes.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray, as `CGColor(gray:alpha:)` makes.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    /// The color with `alpha` replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Whether two colors have the same components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    /// Hashes the color's components.
    public func hash(into h: inout Hasher) { h.combine(components) }

    /// The color's components, for debugging.
    public var description: String {
        "<CGColor> [\((components ?? []).map { "\($0)" }.joined(separator: " "))]"
    }

    /// The 8-bit color Galley draws (channels rounded to the nearest step).
    package var galleyColor: Color {
        let c = components ?? [0, 0, 0, 1]
        return Color(red: UIColor.byte(c[0]), green: UIColor.byte(c[1]), blue: UIColor.byte(c[2]), alpha: UIColor.byte(c[3]))
    }
}
