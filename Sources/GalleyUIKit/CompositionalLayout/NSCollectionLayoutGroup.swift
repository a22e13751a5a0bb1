import Foundation
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

    /// A horizontal group of `subitem` `count` times, the width split between them.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: count)
    }

    @available(iOS, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A vertical group of `subitems`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }

    /// A vertical group of `subitem` `count` times, the height split between them.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: count)
    }

    @available(iOS, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose item frames `itemProvider` returns (called on the main actor during the
    /// layout pass with the group's size as the container).
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

    /// Layout's group (nested groups and repeats included) in `traits` (a custom provider's environment).
    package func layoutGroup(traits: UITraitCollection) -> LayoutGroup {
        let size = layoutSize.layoutSize
        func sub(_ i: NSCollectionLayoutItem) -> LayoutGroupSubitem {
            if let g = i as? NSCollectionLayoutGroup { return .group(g.layoutGroup(traits: traits)) }
            return .item(i.layoutItem)
        }
        var g: LayoutGroup
        switch arrangement {
        case .horizontal, .vertical:
            let horizontal = if case .horizontal = arrangement { true } else { false }
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
            g = .custom(layoutSize: size) { env in
                guard Thread.isMainThread else {
                    UIKitDiagnosticLog.current.record(
                        UIKitDiagnostic(
                            kind: "layout", subject: "custom group",
                            message: "NSCollectionLayoutGroup.custom: the layout pass ran off the main thread, so the item provider (main actor) was not called"
                        ))
                    return []
                }
                return MainActor.assumeIsolated {
                    provider(LayoutEnvironmentAdapter(group: env, traits: traits)).map(\.layoutCustomItem)
                }
            }
        }
        g.interItemSpacing = interItemSpacing?.layoutSpacing
        g.contentInsets = contentInsets.galleyInsets
        g.edgeSpacing = edgeSpacing?.edgeSpacing
        g.supplementaryItems = groupSupplementaryItems.map(\.layoutSupplementaryItem)
        return g
    }
}
