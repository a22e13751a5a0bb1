import Geometry
import Typesetting

/// One text style of the design model: family, weight, size and leading at the default
/// content size category (`.large`), OpenType features and line-break strategy. Sizes at other
/// categories follow Dynamic Type (`TextStyle.pointSize(for:)`, Apple's HIG tables): this style's
/// size × (the iOS size at the category / the iOS size at `.large`).
public struct TextStyleDesign: Hashable, Sendable {
    public var family: String
    public var weight: Font.Weight
    /// Point size at `.large`.
    public var size: Double
    /// Line height at `.large` in points (HIG "Leading"); 0 uses the font's own.
    public var leading: Double
    public var features: [FontFeature]
    public var lineBreakStrategy: LineBreakStrategy

    public init(
        family: String = Font.defaultFamily, weight: Font.Weight = .regular, size: Double, leading: Double = 0,
        features: [FontFeature] = [], lineBreakStrategy: LineBreakStrategy = .standard
    ) {
        self.family = family; self.weight = weight; self.size = size; self.leading = leading
        self.features = features; self.lineBreakStrategy = lineBreakStrategy
    }
}

/// The design model's text styles by `UIFont.TextStyle` name.
///
/// Content reads a style's values only through `design(_:)`: design provenance notes those
/// lookups (`lookups`) and probes only the styles an element looked up.
public struct Typography: Hashable, Sendable {
    public var styles: [TextStyle: TextStyleDesign]
    /// Where `design(_:)` notes each style it is asked for (nil: nowhere). Not part of the
    /// typography's value (equality and hashing ignore it).
    package var lookups: DesignLookups?

    public init(styles: [TextStyle: TextStyleDesign]) { self.styles = styles }

    public static func == (a: Typography, b: Typography) -> Bool { a.styles == b.styles }
    public func hash(into hasher: inout Hasher) { hasher.combine(styles) }

    /// iOS 17's text styles at `.large` (Apple HIG, Typography → Specifications → "iOS, iPadOS
    /// Dynamic Type sizes", Large column: weight, size, leading) on the bundled default family.
    public static let iOS17 = Typography(styles: [
        .largeTitle: TextStyleDesign(size: 34, leading: 41),
        .title1: TextStyleDesign(size: 28, leading: 34),
        .title2: TextStyleDesign(size: 22, leading: 28),
        .title3: TextStyleDesign(size: 20, leading: 25),
        .headline: TextStyleDesign(weight: .semibold, size: 17, leading: 22),
        .body: TextStyleDesign(size: 17, leading: 22),
        .callout: TextStyleDesign(size: 16, leading: 21),
        .subheadline: TextStyleDesign(size: 15, leading: 20),
        .footnote: TextStyleDesign(size: 13, leading: 18),
        .caption1: TextStyleDesign(size: 12, leading: 16),
        .caption2: TextStyleDesign(size: 11, leading: 13),
    ])

    /// The style's design (the iOS 17 default for a style the model does not list).
    public func design(_ style: TextStyle) -> TextStyleDesign {
        lookups?.note("typography." + style.rawValue)
        return styles[style] ?? Typography.iOS17.styles[style]!
    }

    /// The line height of `style` at `category` in points (0 when the style sets no leading).
    /// Leading moves with the size point for point: the HIG's Dynamic Type tables change a
    /// style's size and leading by the same step at each setting ("the font size and leading
    /// values differ by one point for each text size setting"), so body is 17/22 at `.large`
    /// and 14/19 at `.extraSmall`. A style whose size the design overrides keeps its own
    /// leading at `.large` and moves from there the same way.
    public func lineHeight(_ style: TextStyle, category: ContentSizeCategory) -> Double {
        let d = design(style)
        guard d.leading > 0 else { return 0 }
        return max(d.leading + d.size(of: style, at: category) - d.size, 0)
    }

    /// The font of `style` at `category`, optionally with another weight (a bold headline variant).
    public func font(_ style: TextStyle, category: ContentSizeCategory, weight: Font.Weight? = nil) -> Font {
        let d = design(style)
        return Font(family: d.family, weight: weight ?? d.weight, size: d.size(of: style, at: category), features: d.features)
    }
}

extension TextStyleDesign {
    /// This design's size at `category` for `style`: its `.large` size scaled as `style`'s iOS
    /// size scales (`UIFontMetrics`).
    func size(of style: TextStyle, at category: ContentSizeCategory) -> Double {
        size * style.pointSize(for: category) / style.pointSize(for: .large)
    }
}
