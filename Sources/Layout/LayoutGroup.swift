import Geometry

/// A frame a custom group's item provider returns, like `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The frame relative to the group's origin (left-to-right; mirrored for right-to-left).
    public var frame: Rect
    /// The item's drawing order.
    public var zIndex: Int

    /// An item frame from a custom group's provider.
    public init(frame: Rect, zIndex: Int = 0) { self.frame = frame; self.zIndex = zIndex }
}

/// What a custom group's item provider is told: the group's resolved size.
public struct LayoutGroupLayoutEnvironment: Hashable, Sendable {
    /// The group's size (for an estimated axis: the estimate).
    public var containerSize: Size
    /// The layout environment of the whole layout.
    public var environment: LayoutEnvironment
}

/// A run of items laid out together, like `NSCollectionLayoutGroup`.
///
/// UIKit makes a group a subclass of item; here a group holds `subitems`, each an item or
/// a nested group.
public struct LayoutGroup: Sendable {
    /// How the group arranges its subitems.
    public enum Arrangement: Sendable {
        case horizontal
        case vertical
        /// Frames come from the provider, called once per group instance.
        case custom(@Sendable (LayoutGroupLayoutEnvironment) -> [LayoutGroupCustomItem])
    }

    /// The group's size relative to its container.
    public var layoutSize: LayoutSize
    /// Horizontal, vertical or custom.
    public var arrangement: Arrangement
    /// The items and nested groups, in order. A `repeatingSubitem` group holds the one
    /// subitem `count` times.
    public var subitems: [LayoutGroupSubitem]
    /// Space between subitems along the group's axis.
    public var interItemSpacing: LayoutSpacing? = nil
    /// Insets of the subitems' area inside the group. Ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the group inside its parent group.
    public var edgeSpacing: EdgeSpacing? = nil
    /// Supplementary views anchored to the group.
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// When built with `repeatingSubitem:count:`, the requested count (validated at layout time).
    public internal(set) var repeatCount: Int? = nil

    init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutGroupSubitem]) {
        self.layoutSize = layoutSize; self.arrangement = arrangement; self.subitems = subitems
    }

    /// A horizontal group of the given items.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems.map { .item($0) })
    }

    /// A horizontal group of items and nested groups.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }

    /// A horizontal group holding `subitem` `count` times (count must be at least 1).
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> LayoutGroup {
        repeating(.horizontal, layoutSize, .item(repeatingSubitem), count)
    }

    /// A horizontal group holding a nested group `count` times.
    public static func horizontal(layoutSize: LayoutSize, repeatingSubitem: LayoutGroup, count: Int) -> LayoutGroup {
        repeating(.horizontal, layoutSize, .group(repeatingSubitem), count)
    }

    /// A vertical group of the given items.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems.map { .item($0) })
    }

    /// A vertical group of items and nested groups.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutGroupSubitem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }

    /// A vertical group holding `subitem` `count` times (count must be at least 1).
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutItem, count: Int) -> LayoutGroup {
        repeating(.vertical, layoutSize, .item(repeatingSubitem), count)
    }

    /// A vertical group holding a nested group `count` times.
    public static func vertical(layoutSize: LayoutSize, repeatingSubitem: LayoutGroup, count: Int) -> LayoutGroup {
        repeating(.vertical, layoutSize, .group(repeatingSubitem), count)
    }

    /// A group whose item frames come from `itemProvider`, like `NSCollectionLayoutGroup.custom`.
    /// Each returned frame holds one item.
    public static func custom(
        layoutSize: LayoutSize,
        itemProvider: @escaping @Sendable (LayoutGroupLayoutEnvironment) -> [LayoutGroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    private static func repeating(_ a: Arrangement, _ size: LayoutSize, _ sub: LayoutGroupSubitem, _ count: Int) -> LayoutGroup {
        // Counts outside 1...10,000 are refused at layout time with a typed error; never allocate them.
        var g = LayoutGroup(layoutSize: size, arrangement: a, subitems: Array(repeating: sub, count: min(max(0, count), 10_000)))
        g.repeatCount = count
        return g
    }
}

/// One subitem of a group: an item or a nested group.
public indirect enum LayoutGroupSubitem: Sendable {
    case item(LayoutItem)
    case group(LayoutGroup)

    var layoutSize: LayoutSize {
        switch self {
        case .item(let i): return i.layoutSize
        case .group(let g): return g.layoutSize
        }
    }

    var edgeSpacing: EdgeSpacing? {
        switch self {
        case .item(let i): return i.edgeSpacing
        case .group(let g): return g.edgeSpacing
        }
    }
}
