import Geometry
import Support
import Typesetting

/// The element design of article cards (the condensed and enriched list templates), by
/// design-model names. Defaults: iOS 17 card metrics — 12 pt padding and `card` radius on
/// `secondarySystemGroupedBackground`, a 72 pt leading thumbnail (condensed), a 16:9 full-width
/// image (enriched), headline / title3 titles, subheadline subtitle, footnote metadata.
public struct ArticleCardElementDesign: Hashable, Sendable {
    public var title = TextRole(.headline, numberOfLines: 2)
    public var enrichedTitle = TextRole(.title3, weight: .semibold, numberOfLines: 3)
    public var subtitle = TextRole(.subheadline, color: "secondaryLabel", numberOfLines: 2)
    public var metadata = TextRole(.footnote, color: "secondaryLabel", numberOfLines: 1)
    public var background = "secondarySystemGroupedBackground"
    public var padding = 12.0
    public var thumbnailSize = 72.0
    public var thumbnailToText = 12.0
    public var titleToSubtitle = 4.0
    public var textToMetadata = 6.0
    /// Image height ÷ width of the enriched card's image.
    public var imageAspectRatio = 9.0 / 16.0
    public var toolbarTint = "tint"
    public var toolbarSpacing = 20.0
    public var toolbarTopPadding = 10.0
    public init() {}
}

extension ArticleCardElementDesign: ElementDesign {
    public static let designKey = "articleCard"
    public static var fields: [ElementField<Self>] {
        [
            .init("title", .text(\.title)), .init("enrichedTitle", .text(\.enrichedTitle)), .init("subtitle", .text(\.subtitle)),
            .init("metadata", .text(\.metadata)), .init("background", .color(\.background)), .number("padding", \.padding),
            .number("thumbnailSize", \.thumbnailSize), .number("thumbnailToText", \.thumbnailToText), .number("titleToSubtitle", \.titleToSubtitle),
            .number("textToMetadata", \.textToMetadata), .number("imageAspectRatio", \.imageAspectRatio, max: 10), .init("toolbarTint", .color(\.toolbarTint)),
            .number("toolbarSpacing", \.toolbarSpacing), .number("toolbarTopPadding", \.toolbarTopPadding),
        ]
    }
}

extension ElementDesigns {
    /// `elements.articleCard`.
    public var articleCard: ArticleCardElementDesign {
        get { self[ArticleCardElementDesign.self] }
        set { self[ArticleCardElementDesign.self] = newValue }
    }
}
