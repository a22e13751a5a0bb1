import Geometry
import Typesetting

/// The element design of one `ListContentConfiguration` variant.
public struct ListElementDesign: Hashable, Sendable {
    public var text: TextRole
    public var secondaryText: TextRole
    public var margins: DirectionalEdgeInsets
    public var imageToTextPadding: Double
    public var textToSecondaryTextHorizontalPadding: Double
    public var textToSecondaryTextVerticalPadding: Double
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var minimumHeight: Double
    public var imageReservedWidth: Double
    /// 0 on an axis: no limit.
    public var imageMaximumSize: Size
    public var imageCornerRadius: Double
    /// A color name tinting template images, nil for none.
    public var imageTint: String?
    /// `axesPreservingSuperviewLayoutMargins` (`.horizontal` as in UIKit).
    public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal

    public init(
        text: TextRole, secondaryText: TextRole, margins: DirectionalEdgeInsets, imageToTextPadding: Double = 16,
        textToSecondaryTextHorizontalPadding: Double = 8, textToSecondaryTextVerticalPadding: Double = 3,
        prefersSideBySideTextAndSecondaryText: Bool = false, minimumHeight: Double = 44, imageReservedWidth: Double = 0,
        imageMaximumSize: Size = Size(width: 0, height: 0), imageCornerRadius: Double = 0, imageTint: String? = nil
    ) {
        self.text = text; self.secondaryText = secondaryText; self.margins = margins; self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText; self.minimumHeight = minimumHeight
        self.imageReservedWidth = imageReservedWidth; self.imageMaximumSize = imageMaximumSize
        self.imageCornerRadius = imageCornerRadius; self.imageTint = imageTint
    }
}

/// The design of the accessories of list cells, by color names.
public struct AccessoryElementDesign: Hashable, Sendable {
    public var spacing: Double = 10
    public var contentToAccessoryPadding: Double = 16
    public var disclosureTint: String = "tertiaryLabel"
    public var tint: String = "tint"
    public var labelColor: String = "secondaryLabel"
    public var labelStyle: TextStyle = .body
    public var deleteTint: String = "systemRed"
    public var reorderTint: String = "systemGray2"
    public var badgeTint: String = "systemRed"
    public var badgeTextColor: String = "white"
    public init() {}
}

extension ElementDesigns {
    /// iOS 17's `UIListContentConfiguration` defaults on iPhone (large text), as UIKit reports
    /// them (`directionalLayoutMargins`, paddings, text properties of each factory):
    /// - rows: margins 11/16/11/16 (top/leading/bottom/trailing), 44 pt minimum height
    ///   (HIG: 44 pt hit target), body `label` text;
    /// - `subtitleCell`: subheadline `secondaryLabel` secondary text 3 pt below
    ///   (`textToSecondaryTextVerticalPadding`);
    /// - `valueCell`: body `secondaryLabel` secondary text side by side, 8 pt apart
    ///   (`textToSecondaryTextHorizontalPadding`), stacked when they do not fit;
    /// - `sidebarCell`: body text, `tint` image tint, 8/10 pt margins of iPad sidebars;
    /// - `groupedHeader`/`groupedFooter`: footnote `secondaryLabel`, header margins 16/16/7/16 and
    ///   footer 7/16/16/16 (headers are no longer uppercased since iOS 15);
    /// - `header`/`footer` (plain lists): headline `label` header, footnote `secondaryLabel`
    ///   footer, margins 8/16/8/16;
    /// - `prominentInsetGroupedHeader`: title3 bold `label`; `extraProminentInsetGroupedHeader`:
    ///   title2 bold `label`; both 16/16/10/16 margins, so the header's text lines up with the rows' text.
    /// - images: 16 pt `imageToTextPadding`; reserved width 29 pt (Settings icons), so texts of
    ///   rows with and without icons do not align unless each has one.
    public static let iOS17List: [ListContentVariant: ListElementDesign] = {
        let row = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let secondary = TextRole(.subheadline, color: "secondaryLabel")
        return [
            .cell: ListElementDesign(text: TextRole(.body), secondaryText: secondary, margins: row),
            .subtitleCell: ListElementDesign(text: TextRole(.body), secondaryText: secondary, margins: row),
            .valueCell: ListElementDesign(
                text: TextRole(.body), secondaryText: TextRole(.body, color: "secondaryLabel"), margins: row,
                prefersSideBySideTextAndSecondaryText: true),
            .sidebarCell: ListElementDesign(
                text: TextRole(.body), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10),
                imageToTextPadding: 10, imageTint: "tint"),
            .sidebarSubtitleCell: ListElementDesign(
                text: TextRole(.body), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10),
                imageToTextPadding: 10, imageTint: "tint"),
            .accompaniedSidebarCell: ListElementDesign(
                text: TextRole(.body), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10),
                imageToTextPadding: 10, imageTint: "tint"),
            .header: ListElementDesign(
                text: TextRole(.headline), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), minimumHeight: 0),
            .footer: ListElementDesign(
                text: TextRole(.footnote, color: "secondaryLabel"), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), minimumHeight: 0),
            .groupedHeader: ListElementDesign(
                text: TextRole(.footnote, color: "secondaryLabel"), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16), minimumHeight: 0),
            .groupedFooter: ListElementDesign(
                text: TextRole(.footnote, color: "secondaryLabel"), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16), minimumHeight: 0),
            .prominentInsetGroupedHeader: ListElementDesign(
                text: TextRole(.title3, weight: .bold), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16),
                minimumHeight: 0),
            .extraProminentInsetGroupedHeader: ListElementDesign(
                text: TextRole(.title2, weight: .bold), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 10, trailing: 16),
                minimumHeight: 0),
            .sidebarHeader: ListElementDesign(
                text: TextRole(.headline), secondaryText: secondary,
                margins: DirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10), minimumHeight: 0),
        ]
    }()

    /// Galley 1's list, which version 1 scene files start from (their `design` object changes
    /// it): 17 pt black text and 15 pt `#3C3C4399` secondary text 3 pt below it in fixed fonts
    /// (not scaled by Dynamic Type), 11/16/11/16 margins, 44 pt rows; 13 pt `#3C3C4399` headers
    /// (margins 16/16/7/16) and footers (7/16/16/16). Text only: no image, no accessories.
    public static let galley1List: [ListContentVariant: ListElementDesign] = {
        let gray = Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99).hexString
        let footnote = TextRole(font: .system(size: 13), color: gray)
        return [
            .legacyCell: ListElementDesign(
                text: TextRole(font: .system(size: 17), color: Color.black.hexString),
                secondaryText: TextRole(font: .system(size: 15), color: gray),
                margins: DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)),
            .legacyHeader: ListElementDesign(
                text: footnote, secondaryText: footnote,
                margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 7, trailing: 16), minimumHeight: 0),
            .legacyFooter: ListElementDesign(
                text: footnote, secondaryText: footnote,
                margins: DirectionalEdgeInsets(top: 7, leading: 16, bottom: 16, trailing: 16), minimumHeight: 0),
        ]
    }()
}
