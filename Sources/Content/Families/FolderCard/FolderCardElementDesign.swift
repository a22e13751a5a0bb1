import Geometry
import Support
import Typesetting

/// The element design of folder cards (the feed's folders section): an icon, the name, a count.
public struct FolderCardElementDesign: Hashable, Sendable {
    public var name = TextRole(.headline, numberOfLines: 2)
    public var count = TextRole(.footnote, color: "secondaryLabel", numberOfLines: 1)
    public var background = "secondarySystemGroupedBackground"
    public var iconTint = "systemBlue"
    public var iconSize = 28.0
    public var padding = 12.0
    public var iconToName = 10.0
    public var nameToCount = 2.0
    public init() {}
}

extension FolderCardElementDesign: ElementDesign {
    public static let designKey = "folderCard"
    public static var fields: [ElementField<Self>] {
        [
            .init("name", .text(\.name)), .init("count", .text(\.count)), .init("background", .color(\.background)),
            .init("iconTint", .color(\.iconTint)), .number("iconSize", \.iconSize), .number("padding", \.padding), .number("iconToName", \.iconToName),
            .number("nameToCount", \.nameToCount),
        ]
    }
}

extension ElementDesigns {
    /// `elements.folderCard`.
    public var folderCard: FolderCardElementDesign {
        get { self[FolderCardElementDesign.self] }
        set { self[FolderCardElementDesign.self] = newValue }
    }
}
