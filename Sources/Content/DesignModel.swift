import Geometry
import Typesetting

/// The look of a text element: font and color (the design half of a label).
public struct TextDesign: Sendable, Hashable {
    public var font: Font
    public var color: Color
    /// Maximum lines; 0 means unlimited (as `UILabel.numberOfLines`).
    public var numberOfLines: Int
    /// How lines break, like `UILabel.lineBreakStrategy`; `.standard` (iOS's default) keeps
    /// Korean words together.
    public var lineBreakStrategy: LineBreakStrategy

    public init(font: Font, color: Color, numberOfLines: Int = 0, lineBreakStrategy: LineBreakStrategy = .standard) {
        self.font = font; self.color = color; self.numberOfLines = numberOfLines; self.lineBreakStrategy = lineBreakStrategy
    }
}

/// The design of a list cell, like the design half of `UIListContentConfiguration.subtitleCell()`:
/// everything that is the same for every item of that kind.
public struct ListCellDesign: Sendable, Hashable {
    public var text: TextDesign
    public var secondaryText: TextDesign
    /// Margins around the content, like `directionalLayoutMargins`.
    public var insets: DirectionalEdgeInsets
    /// Vertical space between text and secondary text, like `textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextPadding: Double
    /// The cell's minimum height (iOS list rows are at least 44 pt).
    public var minimumHeight: Double
    public var backgroundColor: Color

    public init(text: TextDesign, secondaryText: TextDesign, insets: DirectionalEdgeInsets,
                textToSecondaryTextPadding: Double, minimumHeight: Double, backgroundColor: Color) {
        self.text = text; self.secondaryText = secondaryText; self.insets = insets
        self.textToSecondaryTextPadding = textToSecondaryTextPadding
        self.minimumHeight = minimumHeight; self.backgroundColor = backgroundColor
    }
}

/// The design of a section header or footer (`UIListContentConfiguration.groupedHeader()`/`groupedFooter()`).
public struct SupplementaryDesign: Sendable, Hashable {
    public var text: TextDesign
    public var insets: DirectionalEdgeInsets

    public init(text: TextDesign, insets: DirectionalEdgeInsets) { self.text = text; self.insets = insets }
}

/// A screen's design model: text sizes, colors, insets, separators, shapes. Changing it is
/// what a design change is; every template reads its design from here.
public struct DesignModel: Sendable, Hashable {
    /// The screen behind grouped and inset-grouped sections (iOS `systemGroupedBackground`);
    /// plain lists show the cell background color instead (`systemBackground`).
    public var backgroundColor: Color
    public var cell: ListCellDesign
    public var header: SupplementaryDesign
    public var footer: SupplementaryDesign
    public var separatorColor: Color
    /// Corner radius of inset-grouped section backgrounds.
    public var sectionCornerRadius: Double

    // Version 2 (the design model file, README "Design model"): what every family reads.
    /// Text styles (`largeTitle` … `caption2`), scaled by Dynamic Type.
    public var typography: Typography = .iOS17
    /// Colors by semantic name, light and dark.
    public var colors: ColorPalette = .iOS17
    public var spacing: SpacingDesign = .init()
    public var shapes: ShapeDesign = .init()
    /// Borders by role (`card`, `thumbnail`, …).
    public var borders: [String: BorderDesign] = ["card": BorderDesign(color: "separator", width: 0)]
    /// Shadows by role, `CALayer` semantics.
    public var shadows: [String: ShadowDesign] = ["card": ShadowDesign()]
    public var separators: SeparatorDesign = .init()
    public var rtl: RightToLeftDesign = .init()
    /// Each family's element design.
    public var elements: ElementDesigns = .init()

    public init(backgroundColor: Color, cell: ListCellDesign, header: SupplementaryDesign, footer: SupplementaryDesign,
                separatorColor: Color, sectionCornerRadius: Double) {
        self.backgroundColor = backgroundColor; self.cell = cell; self.header = header; self.footer = footer
        self.separatorColor = separatorColor; self.sectionCornerRadius = sectionCornerRadius
    }

    /// iOS 17's defaults for an inset-grouped list on iPhone, with the bundled fonts:
    /// body 17 pt `label` text, subheadline 15 pt `secondaryLabel` secondary text,
    /// footnote 13 pt `secondaryLabel` headers and footers, 11/16 pt cell margins, 44 pt rows,
    /// `opaqueSeparator`, 10 pt section corners.
    public static let `default` = DesignModel(
        backgroundColor: Color(red: 0xF2, green: 0xF2, blue: 0xF7),
        cell: ListCellDesign(
            text: TextDesign(font: .system(size: 17), color: .black),
            secondaryText: TextDesign(font: .system(size: 15), color: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)),
            insets: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
            textToSecondaryTextPadding: 3,
            minimumHeight: 44,
            backgroundColor: .white),
        header: SupplementaryDesign(
            text: TextDesign(font: .system(size: 13), color: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)),
            insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16)),
        footer: SupplementaryDesign(
            text: TextDesign(font: .system(size: 13), color: Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)),
            insets: DirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16)),
        separatorColor: Color(red: 0xC6, green: 0xC6, blue: 0xC8),
        sectionCornerRadius: 10)
}
