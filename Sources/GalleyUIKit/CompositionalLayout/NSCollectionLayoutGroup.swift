import Galley
import Layout

/// Returns the frames of a custom group's items, like UIKit's `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A run of items laid out together, like UIKit's `NSCollectionLayoutGroup`; Layout's
/// `LayoutGroup` is laid out.
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items and nested groups.
    public let subitems: [NSCollectionLayoutItem]
    let repeatCount: Int?
    /// Made by the deprecated `subitem:count:` (equal items) rather than `repeatingSubitem:count:`.
    var equallySized = false
    /// Space between subitems along the group's axis.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    var groupSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    /// Supplementary views anchored to the group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { groupSupplementaryItems }
        set { groupSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], repeatCount: Int? = nil) {
        self.arrangement = arrangement; self.subitems = subitems; self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A horizontal group of `subitems` (repeated while they fit when the group is wider).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }

    /// A horizontal group repeating `subitem` `count` times, each as the item's size says
    /// (fitting `count` of them is the caller's job, as in UIKit).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
    }

    /// A group that lays `count` copies of `subitem` side by side, sizing them to fill its width.
    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let g = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
        g.equallySized = true
        return g
    }

    /// A vertical group of `subitems`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }

    /// A vertical group repeating `subitem` `count` times, each as the item's size says.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
    }

    /// A group that stacks `count` copies of `subitem`, sizing them to fill its height.
    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        let g = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
        g.equallySized = true
        return g
    }

    /// A group whose item frames `itemProvider` returns (called on the main actor when the
    /// section is built for a pass, with the group's size as the container).
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    /// A textual picture of the group (UIKit draws ASCII art; Galley describes the tree).
    public func visualDescription() -> String { describe(indent: "") }

    func describe(indent: String) -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        var out = "\(indent)\(kind) group \(layoutSize.layoutSize)\(repeatCount.map { " repeating \($0)" } ?? "")\n"
        for s in subitems {
            if let g = s as? NSCollectionLayoutGroup { out += g.describe(indent: indent + "  ") } else { out += "\(indent)  item \(s.layoutSize.layoutSize)\n" }
        }
        return out
    }

    /// Layout's group (nested groups and repeats included) for a container of `container`
    /// points (the section's content area for a section's group; a group's inner size for a
    /// nested one) in `environment` and `traits`.
    ///
    /// A custom group's provider is called here, on the main actor, with the group's size as
    /// its container (its dimensions resolved against `container`; an estimate for an
    /// estimated one), so Layout's pass never calls back into main-actor code.
    package func layoutGroup(traits: UITraitCollection, container: Size, environment: LayoutEnvironment) -> LayoutGroup {
        let size = layoutSize.layoutSize
        let own = Size(width: Self.resolve(size.widthDimension, in: container), height: Self.resolve(size.heightDimension, in: container))
        let inner = Size(
            width: max(own.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(own.height - contentInsets.top - contentInsets.bottom, 0))
        func sub(_ i: NSCollectionLayoutItem) -> LayoutGroupSubitem {
            if let g = i as? NSCollectionLayoutGroup { return .group(g.layoutGroup(traits: traits, container: inner, environment: environment)) }
            return .item(i.layoutItem)
        }
        var g: LayoutGroup
        switch arrangement {
        case .horizontal, .vertical:
            let horizontal = if case .horizontal = arrangement { true } else { false }
            if let count = repeatCount, let only = subitems.first, equallySized, count > 0 {
                return equalGroup(only, count: count, horizontal: horizontal, size: size, inner: inner, traits: traits, environment: environment)
            }
            if let count = repeatCount, let only = subitems.first {
                switch (sub(only), horizontal) {
                case (.item(let i), true): g = .horizontal(layoutSize: size, repeatingSubitem: i, count: count)
                case (.group(let n), true): g = .horizontal(layoutSize: size, repeatingSubitem: n, count: count)
                case (.item(let i), false): g = .vertical(layoutSize: size, repeatingSubitem: i, count: count)
                case (.group(let n), false): g = .vertical(layoutSize: size, repeatingSubitem: n, count: count)
                }
            } else {
                let subs = subitems.map(sub)
                g = horizontal ? .horizontal(layoutSize: size, subitems: subs) : .vertical(layoutSize: size, subitems: subs)
            }
        case .custom(let provider):
            let frames = provider(LayoutEnvironmentAdapter(containerSize: own, environment: environment, traits: traits)).map(\.layoutCustomItem)
            g = .custom(layoutSize: size) { _ in frames }
        }
        g.interItemSpacing = interItemSpacing?.layoutSpacing
        g.contentInsets = contentInsets.galleyInsets
        g.edgeSpacing = edgeSpacing?.edgeSpacing
        g.supplementaryItems = groupSupplementaryItems.map(\.layoutSupplementaryItem)
        return g
    }

    /// The deprecated `subitem:count:` groups: `count` equal items filling the group along its
    /// axis, less the inter-item spacing (UIKit resizes them for it). Without spacing each item
    /// is `1/count` of the group; with spacing the frames are computed for the group's size.
    func equalGroup(
        _ item: NSCollectionLayoutItem, count: Int, horizontal: Bool, size: LayoutSize, inner: Size, traits: UITraitCollection,
        environment: LayoutEnvironment
    ) -> LayoutGroup {
        let spacing = interItemSpacing?.layoutSpacing.minimum ?? 0
        // `count` equal items along the axis, `spacing` apart; across it, each item keeps its own
        // dimension (an estimated height self-sizes, as UIKit's).
        var i = item.layoutItem
        if spacing == 0 {
            let fraction = 1 / Double(count)
            if horizontal { i.layoutSize.widthDimension = .fractionalWidth(fraction) } else { i.layoutSize.heightDimension = .fractionalHeight(fraction) }
        } else {
            let length = max(((horizontal ? inner.width : inner.height) - spacing * Double(count - 1)) / Double(count), 0)
            if horizontal { i.layoutSize.widthDimension = .absolute(length) } else { i.layoutSize.heightDimension = .absolute(length) }
        }
        var g: LayoutGroup =
            horizontal ? .horizontal(layoutSize: size, repeatingSubitem: i, count: count) : .vertical(layoutSize: size, repeatingSubitem: i, count: count)
        if spacing != 0 { g.interItemSpacing = .fixed(spacing) }
        g.edgeSpacing = edgeSpacing?.edgeSpacing
        g.supplementaryItems = groupSupplementaryItems.map(\.layoutSupplementaryItem)
        g.contentInsets = contentInsets.galleyInsets
        return g
    }

    /// A dimension's length in `container` (an estimate's value for a measured one).
    static func resolve(_ d: LayoutDimension, in container: Size) -> Double {
        switch d {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        }
    }
}
