import Geometry
import Raster

/// A shadow with `CALayer` semantics: `shadowColor` × `shadowOpacity`, `shadowRadius`,
/// `shadowOffset`. The display list's blur is CSS's (Gaussian σ = blur / 2); Core Animation's
/// shadow radius is that σ (a Figma/Sketch "blur" of 2r is a shadowRadius of r), so
/// `blur = 2 × radius`.
public struct ShadowConfiguration: Hashable, Sendable {
    public var color: Color
    /// 0…1, multiplies the color's alpha (`shadowOpacity`).
    public var opacity: Double
    /// `shadowRadius` in points.
    public var radius: Double
    /// `shadowOffset` in points (y down).
    public var offset: Point

    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Point = Point(x: 0, y: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }

    /// The display list's blur for this radius: σ = radius, blur = 2σ.
    public var displayListBlur: Double { 2 * radius }

    /// The color with the opacity folded into its alpha.
    public var effectiveColor: Color {
        color.multiplyingAlpha(by: opacity)
    }
}

/// Which corners of a background round (`CALayer.maskedCorners`, in layout-direction terms).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeading = CornerMask(rawValue: 1)
    public static let topTrailing = CornerMask(rawValue: 2)
    public static let bottomLeading = CornerMask(rawValue: 4)
    public static let bottomTrailing = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
    public static let top: CornerMask = [.topLeading, .topTrailing]
    public static let bottom: CornerMask = [.bottomLeading, .bottomTrailing]
}

/// A cell's background, like `UIBackgroundConfiguration`: fill, corner radius and curve, stroke
/// (width, color, outset), shadow, insets and a custom view. Drawn by the Render stage under the
/// content, in the order Core Animation does: shadow, fill, custom view, stroke.
public struct BackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    /// The corners that round (inset-grouped rows: only the first row's top and the last row's bottom).
    public var maskedCorners: CornerMask
    public var strokeColor: Color?
    public var strokeWidth: Double
    /// How far the stroke sits outside the background's edge (`strokeOutset`).
    public var strokeOutset: Double
    public var shadow: ShadowConfiguration?
    /// `backgroundInsets`: the background is drawn this far inside the cell's frame.
    public var backgroundInsets: DirectionalEdgeInsets
    /// A custom view (`UIBackgroundConfiguration.customView`), drawn over the fill in the
    /// background's rectangle, clipped to its rounded shape.
    public var customView: CustomDrawing? = nil

    public init(
        backgroundColor: Color? = nil, cornerRadius: Double = 0, cornerCurve: CornerCurve = .circular,
        maskedCorners: CornerMask = .all, strokeColor: Color? = nil, strokeWidth: Double = 0, strokeOutset: Double = 0,
        shadow: ShadowConfiguration? = nil, backgroundInsets: DirectionalEdgeInsets = DirectionalEdgeInsets()
    ) {
        self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve
        self.maskedCorners = maskedCorners; self.strokeColor = strokeColor; self.strokeWidth = strokeWidth
        self.strokeOutset = strokeOutset; self.shadow = shadow; self.backgroundInsets = backgroundInsets
    }

    /// `UIBackgroundConfiguration.clear()`.
    public static let clear = BackgroundConfiguration()

    /// The rectangle drawn for a cell with `frame`, after the insets.
    public func backgroundRect(in frame: Rect, direction: LayoutDirection) -> Rect {
        let i = backgroundInsets
        let left = direction == .leftToRight ? i.leading : i.trailing
        let right = direction == .leftToRight ? i.trailing : i.leading
        return Rect(
            x: frame.minX + left, y: frame.minY + i.top,
            width: max(frame.width - left - right, 0), height: max(frame.height - i.top - i.bottom, 0))
    }

    /// Radii in display-list (physical) order for `direction`.
    func radii(_ r: Double, direction: LayoutDirection) -> CornerRadii {
        let m = maskedCorners
        let tl = direction == .leftToRight ? m.contains(.topLeading) : m.contains(.topTrailing)
        let tr = direction == .leftToRight ? m.contains(.topTrailing) : m.contains(.topLeading)
        let bl = direction == .leftToRight ? m.contains(.bottomLeading) : m.contains(.bottomTrailing)
        let br = direction == .leftToRight ? m.contains(.bottomTrailing) : m.contains(.bottomLeading)
        return CornerRadii(topLeft: tl ? r : 0, topRight: tr ? r : 0, bottomRight: br ? r : 0, bottomLeft: bl ? r : 0)
    }

    /// The commands that draw this background for a cell with `frame`: shadow, fill, custom view, stroke.
    public func commands(in frame: Rect, direction: LayoutDirection) -> [DisplayCommand] {
        let rect = backgroundRect(in: frame, direction: direction)
        let shape = RoundedRect(rect: rect, radii: radii(cornerRadius, direction: direction), corner: cornerCurve)
        var out: [DisplayCommand] = []
        if let s = shadow, s.opacity > 0 {
            out.append(.shadow(shape, color: s.effectiveColor, offset: s.offset, blur: s.displayListBlur, spread: 0))
        }
        if let c = backgroundColor, c.alpha > 0 { out.append(.fill(shape, color: c)) }
        if let customView {
            out.append(.pushClip(shape))
            out += customView.commands(in: rect)
            out.append(.popClip)
        }
        if let c = strokeColor, strokeWidth > 0, c.alpha > 0 {
            let o = strokeOutset
            let outer = Rect(x: rect.minX - o, y: rect.minY - o, width: rect.width + 2 * o, height: rect.height + 2 * o)
            let r = max(cornerRadius + o, 0)
            out.append(.stroke(RoundedRect(rect: outer, radii: radii(r, direction: direction), corner: cornerCurve), width: strokeWidth, color: c))
        }
        return out
    }
}
