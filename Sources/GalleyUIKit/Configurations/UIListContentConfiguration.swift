import Galley
import Typesetting

/// A list cell's, header's or footer's content, like UIKit's `UIListContentConfiguration`: a
/// face over Content's `ListContentConfiguration`, which lays out and draws it.
///
/// Each variant (`cell()`, `valueCell()`, `groupedHeader()`, …) starts from Content's variant of
/// the design model (`DesignModel.default`; a scene's own through `designModel`) in
/// `UITraitCollection.current`, with UIKit's property types: fonts are `UIFont`s of the text
/// styles (so they follow Dynamic Type while `adjustsFontForContentSizeCategory`), colors are
/// the palette's dynamic `UIColor`s (resolved in the cell's traits when drawn). Properties left
/// as the variant set them take the design model's values for the traits the cell is drawn in.
public struct UIListContentConfiguration: Hashable, Sendable {
    /// Content's variant this configuration is.
    package var variant: ListContentVariant
    /// The design model the variant's values come from.
    package var designModel: DesignModel
    /// Content's configuration the variant was made as (in the traits current then): what
    /// properties are compared with to know whether the app changed them.
    package var origin: ListContentConfiguration
    /// The state of the last `updated(for:)`.
    package var galleyState: CellConfigurationState = .normal

    /// The primary text.
    public var text: String?
    /// The secondary text (a subtitle or a value).
    public var secondaryText: String?
    /// The image (a leading icon).
    public var image: UIImage?
    /// The font, color and layout of the primary text.
    public var textProperties: TextProperties
    /// The font, color and layout of the secondary text.
    public var secondaryTextProperties: TextProperties
    /// The size, tint and corner radius of the image.
    public var imageProperties: ImageProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// On these axes the content keeps at least the cell's layout margins (`.horizontal`).
    public var axesPreservingSuperviewLayoutMargins: UIAxis
    /// Texts side by side when both fit (value cells), else stacked.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image and the text, in points.
    public var imageToTextPadding: CGFloat
    /// The space between the text and the secondary text when they sit side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the text and the secondary text when one is above the other.
    public var textToSecondaryTextVerticalPadding: CGFloat

    @available(*, unavailable, message: "Galley draws plain text styled by textProperties: set text and textProperties")
    public var attributedText: NSAttributedString? {
        get { nil }
        set {}
    }

    @available(*, unavailable, message: "Galley draws plain text styled by secondaryTextProperties: set secondaryText and secondaryTextProperties")
    public var secondaryAttributedText: NSAttributedString? {
        get { nil }
        set {}
    }

    /// The variant `v` of `design` in `traits` (the current traits when nil).
    package init(variant v: ListContentVariant, design: DesignModel = .default, traits: UITraitCollection? = nil) {
        let t = traits ?? UITraitCollection.current
        let c = ListContentConfiguration.variant(v, design: design, environment: t.contentEnvironment)
        let e = design.elements.list(v)
        variant = v; designModel = design; origin = c
        textProperties = TextProperties(c.textProperties, role: e.text, design: design, category: t.galleyCategory)
        secondaryTextProperties = TextProperties(c.secondaryTextProperties, role: e.secondaryText, design: design, category: t.galleyCategory)
        imageProperties = ImageProperties(
            tintColor: e.imageTint.flatMap { UIColor.designColor($0, design: design) },
            maximumSize: CGSize(width: e.imageMaximumSize.width, height: e.imageMaximumSize.height),
            reservedLayoutSize: e.imageReservedWidth > 0
                ? CGSize(width: ImageProperties.standardDimension, height: ImageProperties.standardDimension) : .zero,
            cornerRadius: CGFloat(e.imageCornerRadius))
        directionalLayoutMargins = NSDirectionalEdgeInsets(c.directionalLayoutMargins)
        axesPreservingSuperviewLayoutMargins = UIAxis(c.axesPreservingSuperviewLayoutMargins)
        prefersSideBySideTextAndSecondaryText = c.prefersSideBySideTextAndSecondaryText
        imageToTextPadding = CGFloat(c.imageToTextPadding)
        textToSecondaryTextHorizontalPadding = CGFloat(c.textToSecondaryTextHorizontalPadding)
        textToSecondaryTextVerticalPadding = CGFloat(c.textToSecondaryTextVerticalPadding)
    }

    // MARK: Variants

    /// A cell's content: text, and an image before it.
    public static func cell() -> Self { Self(variant: .cell) }
    /// A cell with the secondary text below the text.
    public static func subtitleCell() -> Self { Self(variant: .subtitleCell) }
    /// A cell with the secondary text trailing, side by side with the text when both fit.
    public static func valueCell() -> Self { Self(variant: .valueCell) }
    /// A plain list's header.
    public static func plainHeader() -> Self { Self(variant: .header) }
    /// A plain list's footer.
    public static func plainFooter() -> Self { Self(variant: .footer) }
    /// A grouped list's header.
    public static func groupedHeader() -> Self { Self(variant: .groupedHeader) }
    /// A grouped list's footer.
    public static func groupedFooter() -> Self { Self(variant: .groupedFooter) }
    /// An inset-grouped list's prominent header.
    public static func prominentInsetGroupedHeader() -> Self { Self(variant: .prominentInsetGroupedHeader) }
    /// An inset-grouped list's extra-prominent header.
    public static func extraProminentInsetGroupedHeader() -> Self { Self(variant: .extraProminentInsetGroupedHeader) }
    /// A sidebar's cell.
    public static func sidebarCell() -> Self { Self(variant: .sidebarCell) }
    /// A sidebar's cell with a subtitle.
    public static func sidebarSubtitleCell() -> Self { Self(variant: .sidebarSubtitleCell) }
    /// A sidebar's cell beside other content (iPad's accompanied sidebar).
    public static func accompaniedSidebarCell() -> Self { Self(variant: .accompaniedSidebarCell) }
    /// A sidebar's header.
    public static func sidebarHeader() -> Self { Self(variant: .sidebarHeader) }
    /// The header of the list's appearance: a plain list's in Galley (a list section's
    /// configuration picks the appearance's own, as `UICollectionViewListCell` does).
    public static func header() -> Self { Self(variant: .header) }
    /// The footer of the list's appearance: a plain list's in Galley.
    public static func footer() -> Self { Self(variant: .footer) }

    @available(*, unavailable, message: "Galley has no accompanied sidebar subtitle variant: use sidebarSubtitleCell()")
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(variant: .sidebarSubtitleCell) }

    // MARK: State

    /// The configuration for `state`: what Content's configuration does for the state (a
    /// selected sidebar row's text and image turn white, a disabled row's text dims) applied to
    /// these properties.
    public func updated(for state: UIConfigurationState) -> Self {
        var c = self
        let s = state.galleyCellState
        c.galleyState = s
        let before = ListContentConfiguration.variant(variant, design: designModel, environment: state.traitCollection.contentEnvironment)
        let after = before.updated(for: s)
        c.textProperties.color = Self.follow(textProperties.color, before.textProperties.color, after.textProperties.color)
        c.secondaryTextProperties.color = Self.follow(
            secondaryTextProperties.color, before.secondaryTextProperties.color, after.secondaryTextProperties.color)
        if after.imageProperties.tintColor != before.imageProperties.tintColor, let t = after.imageProperties.tintColor {
            c.imageProperties.tintColor = UIColor(t)
        }
        return c
    }

    /// `color` changed as Content's state changed `before` into `after`: a new color, or the
    /// same color with its alpha scaled.
    static func follow(_ color: UIColor, _ before: Color, _ after: Color) -> UIColor {
        guard before != after else { return color }
        var b = before, a = after
        b.alpha = 255; a.alpha = 255
        guard b == a, before.alpha > 0 else { return UIColor(after) }
        let factor = Double(after.alpha) / Double(before.alpha)
        return UIColor { traits in
            var c = color.galleyColor(in: traits)
            c.alpha = UInt8((Double(c.alpha) * factor).rounded(.down))
            return UIColor(c)
        }
    }

    // MARK: Bridge

    /// Content's configuration drawn for this one in `traits`: the variant of the design model
    /// in those traits, with every property the app set, the texts and the image.
    package func listContentConfiguration(in traits: UITraitCollection) -> ListContentConfiguration {
        var c = ListContentConfiguration.variant(variant, design: designModel, environment: traits.contentEnvironment)
        let accessories = c.updated(for: galleyState).design.accessories
        c.design.textProperties = textProperties.galleyProperties(fresh: c.textProperties, origin: origin.textProperties, traits: traits)
        c.design.secondaryTextProperties = secondaryTextProperties.galleyProperties(
            fresh: c.secondaryTextProperties, origin: origin.secondaryTextProperties, traits: traits)
        var shown = image
        if let symbol = imageProperties.preferredSymbolConfiguration, let i = image, i.isSymbolImage {
            shown = i.applyingSymbolConfiguration(symbol.withTraitCollection(traits)) ?? i
        }
        c.design.imageProperties = imageProperties.galleyProperties(fresh: c.imageProperties, image: shown, traits: traits)
        c.design.directionalLayoutMargins = directionalLayoutMargins.galleyInsets
        c.design.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins.galleyAxis
        c.design.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        c.design.imageToTextPadding = Double(imageToTextPadding)
        c.design.textToSecondaryTextHorizontalPadding = Double(textToSecondaryTextHorizontalPadding)
        c.design.textToSecondaryTextVerticalPadding = Double(textToSecondaryTextVerticalPadding)
        c.design.accessories = accessories
        c.item.text = text
        c.item.secondaryText = secondaryText
        c.item.image = shown?.contentImage
        c.state = galleyState
        return c
    }
}

extension UIColor {
    /// A design model color string (a palette name or `#RRGGBB[AA]`) as a `UIColor`.
    static func designColor(_ s: String, design: DesignModel) -> UIColor? {
        if s.hasPrefix("#") { return Color(hex: s).map(UIColor.init) }
        return UIColor(named: s, palette: design.colors)
    }
}

// MARK: - Text properties

extension UIListContentConfiguration {
    /// How a text looks, like UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// Alignment, like `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable, Hashable {
            /// Aligned to the leading edge, centered, or justified.
            case natural, center, justified
        }

        /// Case changes, like `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable, Hashable {
            /// The text as given, in capitals, in lower case, or with each word capitalized.
            case none, uppercase, lowercase, capitalized
        }

        /// The font of the text.
        public var font: UIFont
        /// The color of the text.
        public var color: UIColor
        /// A transformer applied to the text color.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the text is aligned.
        public var alignment: TextAlignment
        /// How the text wraps and truncates.
        public var lineBreakMode: NSLineBreakMode
        /// Maximum lines; 0 is no limit.
        public var numberOfLines: Int
        /// Whether a font of a text style follows the content size category the cell is drawn in.
        public var adjustsFontForContentSizeCategory: Bool = true
        /// Stored (a truncated text's pointer expansion); nothing in a still image shows it.
        public var showsExpansionTextWhenTruncated: Bool = false
        /// A case transform applied to the text before it is drawn.
        public var transform: TextTransform

        @available(*, unavailable, message: "Galley does not shrink text to fit: it truncates by lineBreakMode")
        public var adjustsFontSizeToFitWidth: Bool {
            get { false }
            set {}
        }

        @available(*, unavailable, message: "Galley does not shrink text to fit: it truncates by lineBreakMode")
        public var minimumScaleFactor: CGFloat {
            get { 0 }
            set {}
        }

        @available(*, unavailable, message: "Galley does not tighten letter spacing: it truncates by lineBreakMode")
        public var allowsDefaultTighteningForTruncation: Bool {
            get { false }
            set {}
        }

        /// The color with `colorTransformer` applied.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        init(_ p: Content.TextProperties, role: TextRole, design: DesignModel, category: ContentSizeCategory) {
            let style = role.font == nil ? role.style : nil
            font = UIFont(p.font, textStyle: style, category: category)
            color = UIColor.designColor(role.color, design: design) ?? UIColor(p.color)
            alignment = p.alignment == .center ? .center : p.alignment == .justified ? .justified : .natural
            lineBreakMode = NSLineBreakMode(p.lineBreakMode)
            numberOfLines = p.numberOfLines
            transform = TextTransform(rawValue: Content.TextProperties.Transform.allCases.firstIndex(of: p.transform)!)!
        }

        /// Content's properties: `fresh` (the variant's in the drawing's traits) with what differs
        /// from `origin` (the variant's when the configuration was made) taken from here.
        package func galleyProperties(fresh: Content.TextProperties, origin: Content.TextProperties, traits: UITraitCollection) -> Content.TextProperties {
            var p = fresh
            if font.galleyFont != origin.font || !adjustsFontForContentSizeCategory {
                p.font = adjustsFontForContentSizeCategory ? font.galleyFont(for: traits.galleyCategory) : font.galleyFont
                if font.galleyFont != origin.font { p.lineHeight = 0 }
            }
            p.color = resolvedColor().galleyColor(in: traits)
            p.alignment = alignment == .center ? .center : alignment == .justified ? .justified : .natural
            p.lineBreakMode = lineBreakMode.galleyMode
            p.numberOfLines = numberOfLines
            p.transform = Content.TextProperties.Transform.allCases[transform.rawValue]
            return p
        }
    }

    /// How the image is laid out, like UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The system's standard size for a dimension (the design model's reserved width).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of template images (nil: the design's, as a cell's tint).
        public var tintColor: UIColor?
        /// A transformer applied to the image's tint color.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size the image is drawn at (0 on an axis: no limit).
        public var maximumSize: CGSize
        /// The width the image area reserves (so rows with and without icons align); its
        /// height is not used: the row's height follows its content.
        public var reservedLayoutSize: CGSize
        /// The radius of the image's corners, in points.
        public var cornerRadius: CGFloat
        /// Stored; Galley has no invert-colors mode.
        public var accessibilityIgnoresInvertColors: Bool = false

        /// Properties with the system's defaults for the image.
        public init() {
            maximumSize = .zero; reservedLayoutSize = .zero; cornerRadius = 0
        }

        init(tintColor: UIColor?, maximumSize: CGSize, reservedLayoutSize: CGSize, cornerRadius: CGFloat) {
            self.tintColor = tintColor; self.maximumSize = maximumSize; self.reservedLayoutSize = reservedLayoutSize
            self.cornerRadius = cornerRadius
        }

        /// The tint: `tintColor` (else `tintColor` given) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let c = self.tintColor ?? tintColor
            return tintColorTransformer?(c) ?? c
        }

        /// Content's image properties: `fresh` (the variant's in the drawing's traits) with these values.
        package func galleyProperties(fresh: Content.ImageProperties, image: UIImage?, traits: UITraitCollection) -> Content.ImageProperties {
            var p = fresh
            if reservedLayoutSize.width != ImageProperties.standardDimension { p.reservedLayoutWidth = max(Double(reservedLayoutSize.width), 0) }
            p.maximumSize = Size(width: max(Double(maximumSize.width), 0), height: max(Double(maximumSize.height), 0))
            p.cornerRadius = Double(cornerRadius)
            if let own = image?.tintColor {
                p.tintColor = own.galleyColor(in: traits)
            } else if let t = tintColor {
                p.tintColor = (tintColorTransformer?(t) ?? t).galleyColor(in: traits)
            } else if let transformer = tintColorTransformer, let design = fresh.tintColor {
                p.tintColor = transformer(UIColor(design)).galleyColor(in: traits)
            }
            return p
        }
    }
}
