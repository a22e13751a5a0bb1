import Geometry
import Raster

/// Margins, paddings and the spacing between items and sections (points).
public struct SpacingDesign: Hashable, Sendable {
    /// The screen's layout margins (`directionalLayoutMargins` of an iPhone collection view: 16 pt
    /// in compact width; 20 pt for inset-grouped sections).
    public var layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// Padding inside cards.
    public var padding: Double = 12
    /// Between items of a grid or carousel.
    public var interItem: Double = 8
    /// Between sections (inset-grouped lists: 35 pt between a section and the next header).
    public var interSection: Double = 35
    public init() {}
}

/// Corner radii by role and the corner curve (iOS draws continuous corners).
public struct ShapeDesign: Hashable, Sendable {
    /// Radii by role: `cell` 10 (inset-grouped sections, iOS 17), `card` 12, `thumbnail` 8,
    /// `button` 8, `badge` 10 (capsule of a 20 pt badge).
    public var radii: [ShapeRole: Double] = [.cell: 10, .card: 12, .thumbnail: 8, .button: 8, .badge: 10]
    public var cornerCurve: CornerCurve = .continuous
    public init() {}
    public func radius(_ role: ShapeRole) -> Double { radii[role] ?? 0 }
}

/// A border by role: a color name and a width (`CALayer.borderColor`/`borderWidth`).
public struct BorderDesign: Hashable, Sendable {
    public var color: String
    public var width: Double
    public init(color: String, width: Double) { self.color = color; self.width = width }
}

/// A shadow by role with `CALayer` semantics (color name, opacity 0…1, radius, offset). The
/// display list blurs with σ = radius (`blur = 2 × radius`), see `ShadowConfiguration`.
public struct ShadowDesign: Hashable, Sendable {
    public var color: String = "shadow"
    public var opacity: Double = 0
    public var radius: Double = 3
    public var offset: Point = Point(x: 0, y: -3)
    public init(color: String = "shadow", opacity: Double = 0, radius: Double = 3, offset: Point = Point(x: 0, y: -3)) {
        self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
    }
}

/// List separators: color name, insets and visibility (`UIListSeparatorConfiguration`).
public struct SeparatorDesign: Hashable, Sendable {
    public var color: String = "separator"
    /// nil: start at the cell's text (the separator layout guide).
    public var leadingInset: Double? = nil
    public var trailingInset: Double = 0
    public var visible: Bool = true
    public init() {}
}

/// Which images mirror under right-to-left (`imageFlippedForRightToLeftLayoutDirection`):
/// directional symbols do; photos and logos never.
public struct RightToLeftDesign: Hashable, Sendable {
    /// Image roles or sources that mirror (chevrons and arrows by default).
    public var mirroredImages: [String] = ["chevron", "arrow", "disclosureIndicator", "outlineDisclosure", "share"]
    /// Whether accessories flip sides (leading stays leading: true in UIKit).
    public var mirrorsLayout: Bool = true
    public init() {}
}
