import Geometry
import Raster
import Support
import Typesetting

/// The resolved look of a card's container: fill, corner, border and shadow.
public struct CardSurface: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var corner: CornerCurve
    public var borderColor: Color
    public var borderWidth: Double
    public var shadow: ShadowConfiguration?

    /// The surface of `role` ("card") from the design model, in `style`.
    public static func resolve(_ model: DesignModel, role: ShapeRole = .card, fill: String, style: UserInterfaceStyle) -> CardSurface {
        let border = model.borders[role]
        let shadow = model.shadows[role]
        return CardSurface(
            color: model.resolvedColor(fill, style), radius: model.shapes.radius(role), corner: model.shapes.cornerCurve,
            borderColor: border.map { model.resolvedColor($0.color, style) } ?? .clear, borderWidth: border?.width ?? 0,
            shadow: shadow.flatMap { s in
                s.opacity > 0 ? ShadowConfiguration(color: model.resolvedColor(s.color, style), opacity: s.opacity, radius: s.radius, offset: s.offset) : nil
            })
    }

    /// Commands drawing the surface filling `r` (the shadow stays inside the content's bounds
    /// only if the family leaves room; families draw it within their size).
    public func commands(_ r: Rect, into out: inout [DisplayCommand]) {
        let shape = RoundedRect(rect: r, radius: radius, corner: corner)
        if let s = shadow { out.append(.shadow(shape, color: s.effectiveColor, offset: s.offset, blur: s.displayListBlur, spread: 0)) }
        out.append(.fill(shape, color: color))
        if borderWidth > 0, borderColor.alpha > 0 { out.append(.stroke(shape, width: borderWidth, color: borderColor)) }
    }
}
