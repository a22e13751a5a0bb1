import Geometry
import Raster
import Typesetting

/// How a text element of a list configuration looks, like
/// `UIListContentConfiguration.TextProperties`.
public struct TextProperties: Hashable, Sendable {
    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum Transform: String, Hashable, Sendable, CaseIterable { case none, uppercase, lowercase, capitalized }

    public var font: Font
    public var color: Color
    /// Maximum lines; 0 means unlimited.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var lineBreakStrategy: LineBreakStrategy
    public var alignment: TextAlignment
    public var transform: Transform
    /// The height of every line in points (the text style's leading), as a design system
    /// sets it through `NSParagraphStyle.minimumLineHeight`: a line whose font is taller
    /// keeps its own height, so glyphs never overlap. The extra space is split above
    /// and below the glyphs (`LeadingDistribution.even`, as design tools place a line height),
    /// so a label in a button or a row stays centred. 0 uses the font's own line height (`UIFont.lineHeight`).
    public var lineHeight: Double

    public init(
        font: Font, color: Color, numberOfLines: Int = 0, lineBreakMode: LineBreakMode = .byTruncatingTail,
        lineBreakStrategy: LineBreakStrategy = .standard, alignment: TextAlignment = .natural, transform: Transform = .none,
        lineHeight: Double = 0
    ) {
        self.font = font; self.color = color; self.numberOfLines = numberOfLines; self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy; self.alignment = alignment; self.transform = transform
        self.lineHeight = lineHeight
    }

    /// The text as drawn after `transform`.
    public func transformed(_ s: String) -> String {
        switch transform {
        case .none: return s
        case .uppercase: return s.uppercased()
        case .lowercase: return s.lowercased()
        case .capitalized: return s.capitalizedWords
        }
    }

    /// The paragraph style for `direction`. Unlimited lines wrap by word (a truncating mode
    /// with no line limit would truncate nothing, as in UILabel).
    public func paragraphStyle(direction: LayoutDirection) -> ParagraphStyle {
        var style = ParagraphStyle.default
        style.numberOfLines = numberOfLines
        style.lineBreakMode = numberOfLines == 0 && lineBreakMode != .byCharWrapping ? .byWordWrapping : lineBreakMode
        style.lineBreakStrategy = lineBreakStrategy
        style.alignment = alignment
        style.layoutDirection = direction
        style.minimumLineHeight = lineHeight
        style.leadingDistribution = .even
        return style
    }
}

extension String {
    /// Each word's first letter uppercased, the rest lowercased (`capitalized`).
    var capitalizedWords: String {
        var out = ""
        var atWordStart = true
        for ch in self {
            if ch.isLetter || ch.isNumber {
                out += atWordStart ? String(ch).uppercased() : String(ch).lowercased()
                atWordStart = false
            } else {
                out.append(ch)
                atWordStart = true
            }
        }
        return out
    }
}

extension Typesetter {
    /// `s` (after `p.transform`) in `p`'s font and color and its paragraph style for `direction`,
    /// at `width`: how every content view typesets a text; an error names the view's `element`.
    func layout(_ s: String, _ p: TextProperties, direction: LayoutDirection, width: Double, element: String) throws(ContentError) -> TextLayout {
        do {
            return try layout(
                p.transformed(s), attributes: TextAttributes(font: p.font, color: p.color),
                style: p.paragraphStyle(direction: direction), width: width)
        } catch {
            throw .text(error, element: element)
        }
    }

    /// `t`'s text laid out again with `p`'s paragraph style for `direction` at `width`, without
    /// shaping it again (`p` is the properties `t` was typeset with, or differs only in alignment).
    func layout(
        reusingShapesOf t: TextLayout, _ p: TextProperties, direction: LayoutDirection, width: Double,
        element: String
    ) throws(ContentError) -> TextLayout {
        do {
            return try layout(reusingShapesOf: t, style: p.paragraphStyle(direction: direction), width: width)
        } catch {
            throw .text(error, element: element)
        }
    }
}

/// Layout axes, like `UIAxis`: an option set of horizontal and vertical.
public struct Axis: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axis(rawValue: 1)
    public static let vertical = Axis(rawValue: 2)
    public static let both: Axis = [.horizontal, .vertical]
    /// The design model's names: `none`, `horizontal`, `vertical`, `both`.
    public static let names: [(String, Axis)] = [("none", []), ("horizontal", .horizontal), ("vertical", .vertical), ("both", .both)]
    public var name: String { Axis.names.first { $0.1 == self }!.0 }
}

/// How a list configuration's image is laid out, like `UIListContentConfiguration.ImageProperties`.
public struct ImageProperties: Hashable, Sendable {
    /// `reservedLayoutSize` width: the image area's width (text starts after it even when the
    /// image is narrower, so rows with and without icons of one list align). 0 reserves the
    /// image's own width.
    public var reservedLayoutWidth: Double
    /// The largest size the image is drawn at (0 on an axis means no limit).
    public var maximumSize: Size
    public var cornerRadius: Double
    /// Tints template images (`tintColor`); nil draws the image's own colors.
    public var tintColor: Color?
    /// The size of an image whose pixels are not known at layout time (iOS's standard icon
    /// size for lists: 29 × 29 pt at the default text size, scaled with the text style).
    public var defaultSize: Size

    public init(
        reservedLayoutWidth: Double = 0, maximumSize: Size = Size(width: 0, height: 0), cornerRadius: Double = 0,
        tintColor: Color? = nil, defaultSize: Size = Size(width: 29, height: 29)
    ) {
        self.reservedLayoutWidth = reservedLayoutWidth; self.maximumSize = maximumSize; self.cornerRadius = cornerRadius
        self.tintColor = tintColor; self.defaultSize = defaultSize
    }

    /// The size an image of `natural` size is drawn at: scaled down to `maximumSize`, aspect kept.
    public func drawnSize(natural: Size) -> Size {
        var s = natural
        if maximumSize.width > 0, s.width > maximumSize.width { s = Size(width: maximumSize.width, height: s.height * maximumSize.width / s.width) }
        if maximumSize.height > 0, s.height > maximumSize.height { s = Size(width: s.width * maximumSize.height / s.height, height: maximumSize.height) }
        return s
    }
}

/// An image a configuration shows: a PNG file (relative to the scene) or a named placeholder
/// symbol. Decoding belongs to the images code; layout needs only a size.
public struct ContentImage: Hashable, Sendable {
    public var source: String
    /// The image's size in points, when known (a scene may state it; else the properties' default).
    public var size: Size?
    /// Draw as a template (alpha as mask, filled with the tint).
    public var isTemplate: Bool
    /// Mirror under right-to-left (`imageFlippedForRightToLeftLayoutDirection`); the design
    /// model's `rtl.mirroredImages` decides it for scene images.
    public var mirrorsInRightToLeft: Bool
    /// How the file's pixels fill the image's box (`UIImageView.contentMode`): aspect fit by
    /// default, as a list cell's image view shows an icon; a photo given a square box usually
    /// wants `.aspectFill`.
    public var contentMode: ImageContentMode
    public init(
        source: String, size: Size? = nil, isTemplate: Bool = false, mirrorsInRightToLeft: Bool = false,
        contentMode: ImageContentMode = .aspectFit
    ) {
        self.source = source; self.size = size; self.isTemplate = isTemplate; self.mirrorsInRightToLeft = mirrorsInRightToLeft
        self.contentMode = contentMode
    }
}

/// The list content configuration variants (`UIListContentConfiguration`'s factory methods).
public enum ListContentVariant: String, Hashable, Sendable, CaseIterable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
    case header, footer, groupedHeader, groupedFooter, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarHeader
    /// A galley version 1 scene's cell, header and footer (galley 1's text-only layout; their
    /// designs are `ElementDesigns.galley1List`'s unless the scene file's `design` changes them).
    case legacyCell, legacyHeader, legacyFooter

    /// Headers and footers: no separator guide, no minimum row height.
    public var isSupplementary: Bool {
        switch self {
        case .header, .footer, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader,
            .sidebarHeader, .legacyHeader, .legacyFooter:
            return true
        default: return false
        }
    }

    /// Galley 1's variants (version 1 scenes), which are not scene kinds.
    public var isLegacy: Bool { self == .legacyCell || self == .legacyHeader || self == .legacyFooter }

    /// Texts side by side (the value cell), else stacked.
    public var prefersSideBySide: Bool { self == .valueCell }
}

/// A list row's or header's content configuration, like `UIListContentConfiguration`: the design
/// part is every property a design model decides (text properties, image properties, margins,
/// paddings, accessory metrics); the item part is the text, secondary text, image and accessories.
public struct ListContentConfiguration: ContentConfiguration {
    public static let family = "list"

    public struct Design: Hashable, Sendable {
        public var variant: ListContentVariant
        public var textProperties: TextProperties
        public var secondaryTextProperties: TextProperties
        public var imageProperties: ImageProperties
        public var directionalLayoutMargins: DirectionalEdgeInsets
        public var imageToTextPadding: Double
        public var textToSecondaryTextHorizontalPadding: Double
        public var textToSecondaryTextVerticalPadding: Double
        /// Side by side when both fit (value cell), else stacked.
        public var prefersSideBySideTextAndSecondaryText: Bool
        /// The row's minimum height (44 pt list rows); 0 for headers and footers.
        public var minimumHeight: Double
        /// The design of accessories (spacing, sizes, default tint).
        public var accessories: AccessoryDesign
        /// Where the separator starts: at the text (true, rows) or nowhere (headers/footers).
        public var hasSeparatorGuide: Bool
        /// `UICollectionViewListCell.indentationWidth`: the points one indentation level adds
        /// (UIKit's documented default for table cells, 10 pt).
        public var indentationWidth: Double = 10
        /// `axesPreservingSuperviewLayoutMargins`: on these axes the content keeps at least the
        /// superview's layout margins (`ContentEnvironment.superviewLayoutMargins`) where
        /// `directionalLayoutMargins` are smaller. UIKit's list configurations preserve `.horizontal`.
        public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal

        /// The margins the content is laid out in: `directionalLayoutMargins`, raised edge by edge
        /// to `superview`'s on the preserved axes.
        public func effectiveLayoutMargins(superview: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
            var m = directionalLayoutMargins
            if axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                m.leading = max(m.leading, superview.leading); m.trailing = max(m.trailing, superview.trailing)
            }
            if axesPreservingSuperviewLayoutMargins.contains(.vertical) {
                m.top = max(m.top, superview.top); m.bottom = max(m.bottom, superview.bottom)
            }
            return m
        }

        public init(
            variant: ListContentVariant, textProperties: TextProperties, secondaryTextProperties: TextProperties,
            imageProperties: ImageProperties = ImageProperties(), directionalLayoutMargins: DirectionalEdgeInsets,
            imageToTextPadding: Double = 16, textToSecondaryTextHorizontalPadding: Double = 8,
            textToSecondaryTextVerticalPadding: Double = 3, prefersSideBySideTextAndSecondaryText: Bool = false,
            minimumHeight: Double = 44, accessories: AccessoryDesign = AccessoryDesign(), hasSeparatorGuide: Bool = true
        ) {
            self.variant = variant; self.textProperties = textProperties; self.secondaryTextProperties = secondaryTextProperties
            self.imageProperties = imageProperties; self.directionalLayoutMargins = directionalLayoutMargins
            self.imageToTextPadding = imageToTextPadding
            self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
            self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
            self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
            self.minimumHeight = minimumHeight; self.accessories = accessories; self.hasSeparatorGuide = hasSeparatorGuide
        }
    }

    public struct Item: Hashable, Sendable {
        public var text: String?
        public var secondaryText: String?
        public var image: ContentImage?
        public var accessories: [CellAccessory]
        /// `UICollectionViewListCell.indentationLevel`: the row's depth in an outline (0 = top
        /// level); the content and leading accessories move `indentationLevel × indentationWidth`
        /// toward the trailing edge (the separator follows the text).
        public var indentationLevel: Int
        public init(
            text: String? = nil, secondaryText: String? = nil, image: ContentImage? = nil, accessories: [CellAccessory] = [],
            indentationLevel: Int = 0
        ) {
            self.text = text; self.secondaryText = secondaryText; self.image = image; self.accessories = accessories
            self.indentationLevel = indentationLevel
        }
    }

    public var design: Design
    public var item: Item
    /// The state the configuration was updated for (dims disabled text, tints selected rows).
    public var state: CellConfigurationState = .normal

    public init(design: Design, item: Item) { self.design = design; self.item = item }

    public func makeContentView(context: ContentContext) -> ListContentView { ListContentView(typesetter: context.typesetter, images: context.images) }

    /// A selected sidebar row's content is white (it sits on the tint colour, drawn by the cell's
    /// background); disabled rows draw their text at 0.3 opacity (UIKit dims a disabled list
    /// cell's content). Selected and highlighted rows' gray fill is the background's.
    public static var statesDrawnByBackground: Bool { true }

    public func updated(for state: CellConfigurationState) -> ListContentConfiguration {
        var c = self
        c.state = state
        if state.isSelected, design.variant == .sidebarCell {
            // A selected sidebar row sits on the tint colour: its text, image and accessories turn white.
            c.design.textProperties.color = .white
            c.design.secondaryTextProperties.color = .white
            c.design.imageProperties.tintColor = .white
            c.design.accessories.tint = .white
            c.design.accessories.disclosureTint = .white
            c.design.accessories.labelColor = .white
        }
        if state.isDisabled {
            c.design.textProperties.color.alpha = UInt8(Double(design.textProperties.color.alpha) * 0.3)
            c.design.secondaryTextProperties.color.alpha = UInt8(Double(design.secondaryTextProperties.color.alpha) * 0.3)
        }
        return c
    }

    // UIKit's property names, forwarding to the two parts.
    public var text: String? {
        get { item.text }
        set { item.text = newValue }
    }
    public var secondaryText: String? {
        get { item.secondaryText }
        set { item.secondaryText = newValue }
    }
    public var image: ContentImage? {
        get { item.image }
        set { item.image = newValue }
    }
    public var textProperties: TextProperties {
        get { design.textProperties }
        set { design.textProperties = newValue }
    }
    public var secondaryTextProperties: TextProperties {
        get { design.secondaryTextProperties }
        set { design.secondaryTextProperties = newValue }
    }
    public var imageProperties: ImageProperties {
        get { design.imageProperties }
        set { design.imageProperties = newValue }
    }
    public var axesPreservingSuperviewLayoutMargins: Axis {
        get { design.axesPreservingSuperviewLayoutMargins }
        set { design.axesPreservingSuperviewLayoutMargins = newValue }
    }
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { design.directionalLayoutMargins }
        set { design.directionalLayoutMargins = newValue }
    }
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { design.prefersSideBySideTextAndSecondaryText }
        set { design.prefersSideBySideTextAndSecondaryText = newValue }
    }
    public var imageToTextPadding: Double {
        get { design.imageToTextPadding }
        set { design.imageToTextPadding = newValue }
    }
    public var textToSecondaryTextHorizontalPadding: Double {
        get { design.textToSecondaryTextHorizontalPadding }
        set { design.textToSecondaryTextHorizontalPadding = newValue }
    }
    public var textToSecondaryTextVerticalPadding: Double {
        get { design.textToSecondaryTextVerticalPadding }
        set { design.textToSecondaryTextVerticalPadding = newValue }
    }
}

// MARK: - Version 1 compatibility

/// The item half of a version 1 list cell: what differs from item to item.
public struct ListCellContent: Sendable, Hashable {
    public var text: String
    public var secondaryText: String?

    public init(text: String, secondaryText: String? = nil) { self.text = text; self.secondaryText = secondaryText }
}

extension ListContentConfiguration {
    /// Galley 1's subtitle cell (a version 1 scene's text cell, `ListContentVariant.legacyCell`)
    /// showing `content`, in `design`'s galley 1 cell design.
    public static func subtitleCell(_ content: ListCellContent, design: DesignModel = .default) -> ListContentConfiguration {
        var c = variant(.legacyCell, design: design)
        c.text = content.text
        c.secondaryText = content.secondaryText
        return c
    }
}
