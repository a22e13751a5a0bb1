import Geometry
import Raster

/// `UIActivityIndicatorView` frozen at one phase: `spokes` round-capped spokes around the
/// centre, the one pointing straight up fully opaque and the others fading counter-clockwise
/// behind it (the indicator turns clockwise), so every render is the same picture.
///
/// iOS 17's `.medium` style is 20 × 20 pt with 8 spokes; `.large` is 37 × 37 pt. A spoke runs
/// from 0.5 to 1.0 of the radius and is 0.14 of the diameter wide.
public struct ActivityIndicatorShape: Hashable, Sendable {
    /// 8 (iOS 13 and later) or 12 (the classic look).
    public var spokes: Int
    /// The least opaque spoke's alpha, relative to the color's.
    public var minimumAlpha: Double

    public init(spokes: Int = 8, minimumAlpha: Double = 0.25) {
        self.spokes = spokes == 12 ? 12 : 8
        self.minimumAlpha = min(max(minimumAlpha, 0), 1)
    }

    /// `.medium`'s size.
    public static let mediumSize = Size(width: 20, height: 20)
    /// `.large`'s size.
    public static let largeSize = Size(width: 37, height: 37)
    /// The default color (`UIActivityIndicatorView.color` is systemGray in both styles).
    public static let defaultColor = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    /// The alpha (0…255) of spoke `i`, counted counter-clockwise from the top one.
    public func alpha(ofSpoke i: Int, colorAlpha: UInt8) -> UInt8 {
        let t = spokes > 1 ? Double(i) / Double(spokes - 1) : 0
        let a = (1 - (1 - minimumAlpha) * t) * Double(colorAlpha)
        return UInt8(min(255, max(0, a.rounded())))
    }

    /// Appends one `path` per spoke, centred in `rect` (a square of the smaller side).
    /// - Complexity: O(spokes).
    public func draw(in rect: Rect, color: Color, into commands: inout [DisplayCommand]) {
        let d = min(rect.width, rect.height)
        guard d > 0 else { return }
        let box = Size(width: 20, height: 20)
        let square = Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
        let dirs = spokeDirections(spokes)
        let width = 20 * 0.14
        for i in 0..<spokes {
            // Spoke i counter-clockwise from the top: direction index (n − i) mod n, clockwise.
            let u = dirs[(spokes - i) % spokes]
            let inner = 5.0 + width / 2, outer = 10.0 - width / 2
            var pen = VectorPen(box: box, rect: square)
            pen.stroke([Point(x: 10 + u.x * inner, y: 10 + u.y * inner), Point(x: 10 + u.x * outer, y: 10 + u.y * outer)], width: width)
            var c = color
            c.alpha = alpha(ofSpoke: i, colorAlpha: color.alpha)
            commands.append(pen.command(c))
        }
    }
}
