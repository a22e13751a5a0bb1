import Geometry
import Raster
import Typesetting

// The vector shapes of list-cell accessories (`AccessoryShape`, `BadgeShape`), behind the two
// functions the list layout calls. Sizes follow SF Symbols at the body text style
// (`AccessoryShape`'s table), scaled by Dynamic Type.
extension CellAccessory {
    /// The vector shape of kinds that have one (nil for label, badge and custom view).
    public var shape: AccessoryShape? {
        switch kind {
        case .disclosureIndicator: return .disclosureIndicator
        case .checkmark: return .checkmark
        case .detail: return .detail
        case .outlineDisclosure(let expanded): return .outlineDisclosure(expanded: expanded)
        case .delete: return .delete
        case .reorder: return .reorder
        case .label, .badge, .customView: return nil
        }
    }

    /// The accessory's drawn size at `category`. Label accessories are text, measured by the
    /// list view (zero here); a badge without a typesetter is sized for its digits at the
    /// footnote style's digit width (see `intrinsicSize(category:typesetter:)` for the exact size).
    public func intrinsicSize(category: ContentSizeCategory) -> Size {
        if let shape { return shape.intrinsicSize(for: category) }
        switch kind {
        case .badge(let n):
            let s = SymbolMetrics.scale(for: category, style: .footnote)
            let digits = Double(String(n).count)
            return BadgeShape.size(text: Size(width: digits * 8 * s, height: 16 * s), category: category)
        case .customView(_, let size): return size
        default: return Size(width: 0, height: 0)
        }
    }

    /// The exact size, typesetting a badge's count with `typesetter` (what `commands(…typesetter:)` draws).
    public func intrinsicSize(category: ContentSizeCategory, typesetter: Typesetter) -> Size {
        intrinsicSize(category: category, badgeText: badgeLayout(category: category, typesetter: typesetter))
    }

    /// A badge's count laid out by `BadgeShape.layout`; nil for other kinds (or a count that
    /// cannot be typeset). Typeset once, it sizes (`intrinsicSize(category:badgeText:)`) and
    /// draws (`commands(in:tint:environment:badgeText:)`) the badge.
    public func badgeLayout(category: ContentSizeCategory, typesetter: Typesetter) -> TextLayout? {
        guard case .badge(let n) = kind else { return nil }
        return try? BadgeShape.layout(n, category: category, typesetter: typesetter)
    }

    /// `intrinsicSize(category:typesetter:)` with the badge's count already laid out (`badgeLayout`).
    public func intrinsicSize(category: ContentSizeCategory, badgeText: TextLayout?) -> Size {
        guard case .badge = kind, let text = badgeText else { return intrinsicSize(category: category) }
        return BadgeShape.size(text: text.size, category: category)
    }

    /// Commands drawing the accessory in `rect` (its intrinsic size, placed by the list view).
    /// A badge drawn this way is its capsule only; pass a typesetter for its count.
    /// `weight` scales the shape's strokes (a platform's lighter symbol, `AccessoryPlatformMetrics`).
    public func commands(in rect: Rect, tint: Color, environment: ContentEnvironment, weight: Double = 1) -> [DisplayCommand] {
        if case .customView = kind, let customView { return customView.commands(in: rect) }
        var out: [DisplayCommand] = []
        if let shape {
            shape.draw(
                in: rect, tint: tint, category: environment.contentSizeCategory, direction: environment.layoutDirection, weight: weight,
                into: &out)
        } else if case .badge = kind {
            out.append(.fill(RoundedRect(rect: rect, radius: rect.height / 2), color: tint))
        }
        return out
    }

    /// `commands(in:tint:environment:)` with a badge's count typeset by `typesetter`, white in
    /// the capsule (`tint` fills it).
    public func commands(in rect: Rect, tint: Color, environment: ContentEnvironment, typesetter: Typesetter) -> [DisplayCommand] {
        commands(
            in: rect, tint: tint, environment: environment,
            badgeText: badgeLayout(category: environment.contentSizeCategory, typesetter: typesetter))
    }

    /// `commands(in:tint:environment:typesetter:)` with the badge's count already laid out (`badgeLayout`).
    public func commands(
        in rect: Rect, tint: Color, environment: ContentEnvironment, badgeText: TextLayout?, weight: Double = 1
    ) -> [DisplayCommand] {
        guard case .badge = kind, let text = badgeText else {
            return commands(in: rect, tint: tint, environment: environment, weight: weight)
        }
        var out: [DisplayCommand] = []
        BadgeShape.draw(in: rect, text: text, fill: tint, into: &out)
        return out
    }
}

extension BadgeShape {
    /// A badge's count laid out on one line: the footnote style, semibold, white (numbers over
    /// 9,999 read "9999+", as iOS badges cap long counts).
    public static func layout(
        _ count: Int, category: ContentSizeCategory, typesetter: Typesetter,
        color: Color = .white, family: String = Font.defaultFamily
    ) throws(TextLayoutError) -> TextLayout {
        let label = count > 9999 ? "9999+" : String(max(count, 0))
        let font = Font(family: family, weight: .semibold, size: TextStyle.footnote.pointSize(for: category))
        var style = ParagraphStyle.default
        style.numberOfLines = 1
        return try typesetter.layout(label, attributes: TextAttributes(font: font, color: color), style: style, width: .infinity)
    }
}

/// Dynamic Type scaling of accessories: the body style's size ratio to its default (17 pt).
public enum AccessoryMetrics {
    public static func scale(_ category: ContentSizeCategory) -> Double { SymbolMetrics.scale(for: category) }
}

/// Ratios of the body text style's size at a category to its default.
enum TextStyleScale {
    static func body(_ c: ContentSizeCategory) -> Double { SymbolMetrics.scale(for: c) }
}
