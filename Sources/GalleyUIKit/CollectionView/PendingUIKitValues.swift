import Galley
import Layout

// TEMPORARY STAND-INS. The branch `uikit-values` owns these types (Sources/GalleyUIKit/
// Configurations and CompositionalLayout); they had not landed when the collection view was
// written, so this file holds the smallest UIKit-exact subset the collection view needs to
// compile and render a list. When merging uikit-values: DELETE THIS FILE and point the bridges
// in Rendering/ValueBridges.swift at uikit-values' package bridges.

/// Stand-in for uikit-values' `UICollectionViewLayout`.
@MainActor open class UICollectionViewLayout {
    public init() {}
    public required init?(coder: NSCoder) {}
    /// The collection view the layout belongs to.
    public internal(set) weak var collectionView: UICollectionView?
}

/// Stand-in for uikit-values' `NSCollectionLayoutContainer`.
@MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Stand-in for uikit-values' `NSCollectionLayoutEnvironment`.
@MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// Stand-in for uikit-values' `NSCollectionLayoutSection`.
@MainActor open class NSCollectionLayoutSection {
    private var listSection: LayoutSection?
    package var galleyList: ListConfiguration?
    public var group: NSCollectionLayoutGroup?
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) { self.group = group }

    package init(galleySection: LayoutSection, list: ListConfiguration? = nil) {
        listSection = galleySection
        galleyList = list
    }

    package var galleySection: LayoutSection {
        if let listSection { return listSection }
        var s = LayoutSection(
            group: group?.galleyGroup
                ?? LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [LayoutItem]()))
        s.contentInsets = contentInsets.galleyInsets
        s.interGroupSpacing = Double(interGroupSpacing)
        s.orthogonalScrollingBehavior = orthogonalScrollingBehavior.galley
        s.boundarySupplementaryItems = boundarySupplementaryItems.map(\.galley)
        s.supplementaryContentInsetsFollowContentInsets = supplementariesFollowContentInsets
        return s
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let list = configuration.galleyConfiguration(in: layoutEnvironment.traitCollection)
        return NSCollectionLayoutSection(
            galleySection: LayoutSection.list(using: list, layoutEnvironment: LayoutEnvironment(layoutEnvironment)), list: list)
    }
}

/// Stand-in for uikit-values' `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    var galley: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}

/// Stand-in for uikit-values' `NSCollectionLayoutDimension`.
@MainActor public final class NSCollectionLayoutDimension {
    let galley: LayoutDimension
    init(_ d: LayoutDimension) { galley = d }
    public static func fractionalWidth(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth(Double(v))) }
    public static func fractionalHeight(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight(Double(v))) }
    public static func absolute(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute(Double(v))) }
    public static func estimated(_ v: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated(Double(v))) }
}

/// Stand-in for uikit-values' `NSCollectionLayoutSize`.
@MainActor public final class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
    var galley: LayoutSize { LayoutSize(widthDimension: widthDimension.galley, heightDimension: heightDimension.galley) }
}

/// Stand-in for uikit-values' `NSCollectionLayoutSpacing`.
@MainActor public final class NSCollectionLayoutSpacing {
    let galley: LayoutSpacing
    init(_ s: LayoutSpacing) { galley = s }
    public static func fixed(_ v: CGFloat) -> NSCollectionLayoutSpacing { .init(.fixed(Double(v))) }
    public static func flexible(_ v: CGFloat) -> NSCollectionLayoutSpacing { .init(.flexible(Double(v))) }
}

/// Stand-in for uikit-values' `NSCollectionLayoutItem`.
@MainActor open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
    var galleyItem: LayoutItem {
        var i = LayoutItem(layoutSize: layoutSize.galley)
        i.contentInsets = contentInsets.galleyInsets
        return i
    }
}

/// Stand-in for uikit-values' `NSCollectionLayoutGroup`.
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Kind {
        case horizontal([NSCollectionLayoutItem])
        case vertical([NSCollectionLayoutItem])
        case horizontalRepeating(NSCollectionLayoutItem, Int)
        case verticalRepeating(NSCollectionLayoutItem, Int)
    }
    let kind: Kind
    public var interItemSpacing: NSCollectionLayoutSpacing?
    init(layoutSize: NSCollectionLayoutSize, kind: Kind) {
        self.kind = kind
        super.init(layoutSize: layoutSize)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .horizontal(subitems))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .vertical(subitems))
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .horizontalRepeating(repeatingSubitem, count))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, kind: .verticalRepeating(repeatingSubitem, count))
    }
    static func subitem(_ i: NSCollectionLayoutItem) -> LayoutGroupSubitem {
        if let g = i as? NSCollectionLayoutGroup { return .group(g.galleyGroup) }
        return .item(i.galleyItem)
    }
    var galleyGroup: LayoutGroup {
        var g: LayoutGroup
        let size = layoutSize.galley
        switch kind {
        case .horizontal(let items): g = .horizontal(layoutSize: size, subitems: items.map(Self.subitem))
        case .vertical(let items): g = .vertical(layoutSize: size, subitems: items.map(Self.subitem))
        case let .horizontalRepeating(i, n):
            if let sub = i as? NSCollectionLayoutGroup {
                g = .horizontal(layoutSize: size, repeatingSubitem: sub.galleyGroup, count: n)
            } else {
                g = .horizontal(layoutSize: size, repeatingSubitem: i.galleyItem, count: n)
            }
        case let .verticalRepeating(i, n):
            if let sub = i as? NSCollectionLayoutGroup {
                g = .vertical(layoutSize: size, repeatingSubitem: sub.galleyGroup, count: n)
            } else {
                g = .vertical(layoutSize: size, repeatingSubitem: i.galleyItem, count: n)
            }
        }
        g.interItemSpacing = interItemSpacing?.galley
        g.contentInsets = contentInsets.galleyInsets
        return g
    }
}

/// Stand-in for uikit-values' `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
    var galley: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}

/// Stand-in for uikit-values' `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    public var pinToVisibleBounds = false
    public var extendsBoundary = true
    public var zIndex = 1
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
    var galley: LayoutBoundarySupplementaryItem {
        var b = LayoutBoundarySupplementaryItem(layoutSize: layoutSize.galley, elementKind: elementKind, alignment: alignment.galley)
        b.pinToVisibleBounds = pinToVisibleBounds
        b.extendsBoundary = extendsBoundary
        b.zIndex = zIndex
        return b
    }
}

/// Stand-in for uikit-values' `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: Int, Sendable, Hashable {
        case none, supplementary, firstItemInSection
    }
    public enum FooterMode: Int, Sendable, Hashable {
        case none, supplementary
    }
    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public init(appearance: Appearance) { self.appearance = appearance }

    package func galleyConfiguration(in traits: UITraitCollection) -> ListConfiguration {
        let a: ListConfiguration.Appearance
        switch appearance {
        case .plain, .sidebarPlain: a = .plain
        case .grouped: a = .grouped
        case .insetGrouped, .sidebar: a = .insetGrouped
        }
        var c = ListConfiguration(appearance: a)
        c.headerMode = headerMode == .supplementary ? .supplementary : headerMode == .firstItemInSection ? .firstItemInSection : .none
        c.footerMode = footerMode == .supplementary ? .supplementary : .none
        c.showsSeparators = showsSeparators
        c.backgroundColor = backgroundColor?.galleyColor(in: traits)
        c.separatorConfiguration.color = UIColor.separator.galleyColor(in: traits)
        // Rows draw their own backgrounds (UIBackgroundConfiguration): no section fill under them.
        c.sectionBackgroundColor = .clear
        return c
    }
}

/// Stand-in for uikit-values' `UICollectionViewCompositionalLayout`.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    package let sectionProvider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
}

/// Stand-in for uikit-values' `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    package var galleyState: CellConfigurationState {
        CellConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted, isDisabled: isDisabled, isExpanded: isExpanded)
    }
}

/// Stand-in for uikit-values' `UIListContentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    package var variant: ListContentVariant
    public var text: String?
    public var secondaryText: String?
    package init(variant: ListContentVariant) { self.variant = variant }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(variant: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(variant: .subtitleCell) }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(variant: .valueCell) }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(variant: .header) }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(variant: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(variant: .groupedHeader) }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(variant: .groupedFooter) }

    public func makeContentView() -> any UIView & UIContentView { UIGalleyContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    package func galleyConfiguration(in traits: UITraitCollection) -> ListContentConfiguration {
        var c = ListContentConfiguration.variant(variant, design: .default, environment: traits.contentEnvironment)
        c.text = text
        c.secondaryText = secondaryText
        return c
    }
}

/// Stand-in for uikit-values' `UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public init() {}
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { with(.systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { with(.secondarySystemGroupedBackground) }
    private static func with(_ color: UIColor) -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration()
        b.backgroundColor = color
        return b
    }

    package func galleyConfiguration(in traits: UITraitCollection) -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: backgroundColor?.galleyColor(in: traits), cornerRadius: Double(cornerRadius))
    }
}

/// Stand-in for uikit-values' `UICellAccessory`.
public struct UICellAccessory: Hashable, Sendable {
    package var galleyAccessory: CellAccessory
    public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(galleyAccessory: .disclosureIndicator) }
    public static func checkmark() -> UICellAccessory { UICellAccessory(galleyAccessory: .checkmark) }
    public static func outlineDisclosure() -> UICellAccessory { UICellAccessory(galleyAccessory: .outlineDisclosure()) }
}

extension LayoutEnvironment {
    /// The engine's environment for a UIKit layout environment.
    @MainActor init(_ environment: any NSCollectionLayoutEnvironment) {
        let traits = environment.traitCollection
        self.init(
            containerSize: Size(width: Double(environment.container.contentSize.width), height: Double(environment.container.contentSize.height)),
            layoutDirection: traits.galleyDirection, displayScale: traits.galleyScale,
            traits: LayoutTraits(contentSizeCategory: traits.galleyCategory, userInterfaceStyle: traits.galleyStyle))
    }
}
