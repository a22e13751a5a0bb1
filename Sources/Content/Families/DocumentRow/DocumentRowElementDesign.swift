import Geometry
import Support
import Typesetting

/// The element design of document rows (the feed's documents section): a leading icon or
/// thumbnail, title, metadata line, metadata badges, and permission glyphs at the trailing edge.
public struct DocumentRowElementDesign: Hashable, Sendable {
    public var title = TextRole(.body, numberOfLines: 1)
    public var metadata = TextRole(.subheadline, color: "secondaryLabel", numberOfLines: 1)
    public var badge = TextRole(.caption2, weight: .semibold, color: "secondaryLabel", numberOfLines: 1)
    public var badgeFill = "tertiarySystemFill"
    public var iconTint = "systemBlue"
    public var permissionTint = "secondaryLabel"
    /// iOS 17 list-row margins (11/16/11/16) and 44 pt minimum height.
    public var margins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var minimumHeight = 44.0
    public var iconSize = 36.0
    public var iconToText = 12.0
    public var badgeSpacing = 6.0
    public var badgeTopPadding = 5.0
    public var permissionSize = 20.0
    public var permissionSpacing = 6.0
    public init() {}
}

extension DocumentRowElementDesign: ElementDesign {
    public static let designKey = "documentRow"
    public static var fields: [ElementField<Self>] {
        [
            .init("title", .text(\.title)), .init("metadata", .text(\.metadata)), .init("badge", .text(\.badge)),
            .init("badgeFill", .color(\.badgeFill)), .init("iconTint", .color(\.iconTint)), .init("permissionTint", .color(\.permissionTint)),
            .init("margins", .insets(\.margins)), .number("minimumHeight", \.minimumHeight), .number("iconSize", \.iconSize),
            .number("iconToText", \.iconToText),
            .number("badgeSpacing", \.badgeSpacing), .number("badgeTopPadding", \.badgeTopPadding), .number("permissionSize", \.permissionSize),
            .number("permissionSpacing", \.permissionSpacing),
        ]
    }
}

extension ElementDesigns {
    /// `elements.documentRow`.
    public var documentRow: DocumentRowElementDesign {
        get { self[DocumentRowElementDesign.self] }
        set { self[DocumentRowElementDesign.self] = newValue }
    }
}
