import Geometry

/// The item half of a list cell's configuration: what differs from item to item.
public struct ListCellContent: Sendable, Hashable {
    public var text: String
    public var secondaryText: String?

    public init(text: String, secondaryText: String? = nil) { self.text = text; self.secondaryText = secondaryText }
}

/// A list cell's content configuration, like `UIListContentConfiguration.subtitleCell()`:
/// a design part (shared by every cell of the kind) and an item part.
public struct ListContentConfiguration: Sendable, Hashable {
    public var design: ListCellDesign
    public var content: ListCellContent

    public init(design: ListCellDesign, content: ListCellContent) { self.design = design; self.content = content }

    /// `UIListContentConfiguration.subtitleCell()` with a design model's cell design.
    public static func subtitleCell(_ content: ListCellContent, design: DesignModel = .default) -> ListContentConfiguration {
        ListContentConfiguration(design: design.cell, content: content)
    }
}

/// A header or footer's configuration (`UIListContentConfiguration.groupedHeader()`/`groupedFooter()`).
public struct SupplementaryContentConfiguration: Sendable, Hashable {
    public var design: SupplementaryDesign
    public var text: String

    public init(design: SupplementaryDesign, text: String) { self.design = design; self.text = text }
}
