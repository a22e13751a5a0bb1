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
    package var galleySection: LayoutSection
    package var galleyList: ListConfiguration?
    package init(galleySection: LayoutSection, list: ListConfiguration? = nil) {
        self.galleySection = galleySection
        galleyList = list
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let list = configuration.galleyConfiguration(in: layoutEnvironment.traitCollection)
        return NSCollectionLayoutSection(
            galleySection: LayoutSection.list(using: list, layoutEnvironment: LayoutEnvironment(layoutEnvironment)), list: list)
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
