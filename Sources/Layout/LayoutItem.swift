import Geometry

/// A cell slot in a group, like `NSCollectionLayoutItem`.
public struct LayoutItem: Hashable, Sendable {
    /// The item's size relative to its group.
    public var layoutSize: LayoutSize
    /// Insets of the cell inside the item's slot. Ignored on an estimated axis, as UIKit does.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the item inside its group.
    public var edgeSpacing: EdgeSpacing? = nil
    /// Supplementary views anchored to the item (badges and the like).
    public var supplementaryItems: [LayoutSupplementaryItem] = []

    /// An item of `layoutSize` with optional anchored supplementaries.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
