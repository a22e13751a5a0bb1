import Geometry

/// Everything about a section's layout that can be compared — sizes, insets, spacing, groups,
/// supplementaries, decorations, list settings — with its closures (the visible-items handler,
/// custom groups' item providers, a list's item separator handler) and a hosted template
/// reduced to "there is one here". Hosts that cache by a section's value (a scene's layout key)
/// compare shapes, and tell sections with closures apart by an identity they give them.
public struct LayoutSectionShape: Hashable, Sendable {
    private let section: SectionShape

    /// The shape of `section`.
    public init(_ section: LayoutSection) { self.section = SectionShape(section) }

    /// Whether the section holds a closure or a template, which its shape cannot compare: two
    /// sections of one shape may still lay out differently.
    public var hasOpaqueParts: Bool { section.hasOpaqueParts }
}

/// A list configuration with its item separator handler reduced to "there is one".
public struct ListConfigurationShape: Hashable, Sendable {
    private let configuration: ListShape

    /// The shape of `configuration`.
    public init(_ configuration: ListConfiguration) { self.configuration = ListShape(configuration) }

    /// Whether the configuration has an item separator handler, which its shape cannot compare.
    public var hasOpaqueParts: Bool { configuration.hasSeparatorHandler }
}

private struct SectionShape: Hashable, Sendable {
    var group: GroupShape
    var contentInsets: DirectionalEdgeInsets
    var interGroupSpacing: Double
    var contentInsetsReference: ContentInsetsReference
    var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
    var supplementaryContentInsetsFollowContentInsets: Bool
    var decorationItems: [LayoutDecorationItem]
    var hasVisibleItemsHandler: Bool
    var maximumItemCount: Int?
    var list: ListShape?
    var listTopPadding: Double?
    var listCellLayoutMargin: Double?
    var listPlatformLayoutMargin: Double?
    var hasTemplate: Bool

    /// Whether the group tree had more nodes than a shape keeps (`GroupShape.budget`).
    var truncated: Bool

    init(_ s: LayoutSection) {
        var budget = GroupShape.budget
        group = GroupShape(s.group, budget: &budget)
        truncated = budget < 0
        contentInsets = s.contentInsets
        interGroupSpacing = s.interGroupSpacing
        contentInsetsReference = s.contentInsetsReference
        orthogonalScrollingBehavior = s.orthogonalScrollingBehavior
        boundarySupplementaryItems = s.boundarySupplementaryItems
        supplementaryContentInsetsFollowContentInsets = s.supplementaryContentInsetsFollowContentInsets
        decorationItems = s.decorationItems
        hasVisibleItemsHandler = s.visibleItemsInvalidationHandler != nil
        maximumItemCount = s.maximumItemCount
        list = s.list.map { ListShape($0.configuration) }
        listTopPadding = s.list?.topPadding
        listCellLayoutMargin = s.list?.cellLayoutMargin
        listPlatformLayoutMargin = s.list?.platformLayoutMargin
        hasTemplate = s.template != nil
    }

    var hasOpaqueParts: Bool {
        hasVisibleItemsHandler || hasTemplate || truncated || group.hasCustomArrangement || (list?.hasSeparatorHandler ?? false)
    }
}

private struct GroupShape: Hashable, Sendable {
    /// 0 horizontal, 1 vertical, 2 custom (its provider is a closure).
    var arrangement: Int
    var layoutSize: LayoutSize
    var subitems: [SubitemShape]
    var interItemSpacing: LayoutSpacing?
    var contentInsets: DirectionalEdgeInsets
    var edgeSpacing: EdgeSpacing?
    var supplementaryItems: [LayoutSupplementaryItem]
    var repeatCount: Int?

    /// The most groups and items a shape describes: nested repeating groups multiply (8 levels
    /// of 1000 would be 10²⁴ nodes), so a bigger tree is cut short and counts as opaque (its
    /// section is then equal only to its copies).
    static let budget = 100_000

    init(_ g: LayoutGroup, budget: inout Int) {
        budget -= 1
        switch g.arrangement {
        case .horizontal: arrangement = 0
        case .vertical: arrangement = 1
        case .custom: arrangement = 2
        }
        layoutSize = g.layoutSize
        var subitems: [SubitemShape] = []
        for sub in g.subitems {
            guard budget >= 0 else { break }
            subitems.append(SubitemShape(sub, budget: &budget))
        }
        self.subitems = subitems
        interItemSpacing = g.interItemSpacing
        contentInsets = g.contentInsets
        edgeSpacing = g.edgeSpacing
        supplementaryItems = g.supplementaryItems
        repeatCount = g.repeatCount
    }

    var hasCustomArrangement: Bool {
        arrangement == 2 || subitems.contains { if case .group(let g) = $0 { return g.hasCustomArrangement } else { return false } }
    }
}

private indirect enum SubitemShape: Hashable, Sendable {
    case item(LayoutItem)
    case group(GroupShape)

    init(_ s: LayoutGroupSubitem, budget: inout Int) {
        switch s {
        case .item(let i):
            budget -= 1
            self = .item(i)
        case .group(let g): self = .group(GroupShape(g, budget: &budget))
        }
    }
}

private struct ListShape: Hashable, Sendable {
    var appearance: ListConfiguration.Appearance
    var headerMode: ListConfiguration.HeaderMode
    var footerMode: ListConfiguration.FooterMode
    var headerTopPadding: Double?
    var bottomPadding: Double
    var showsSeparators: Bool
    var separatorConfiguration: ListSeparatorConfiguration
    var hasSeparatorHandler: Bool
    var backgroundColor: Color?
    var sectionBackgroundColor: Color
    var sectionCornerRadius: Double?

    init(_ c: ListConfiguration) {
        appearance = c.appearance; headerMode = c.headerMode; footerMode = c.footerMode
        headerTopPadding = c.headerTopPadding; bottomPadding = c.bottomPadding
        showsSeparators = c.showsSeparators; separatorConfiguration = c.separatorConfiguration
        hasSeparatorHandler = c.itemSeparatorHandler != nil
        backgroundColor = c.backgroundColor; sectionBackgroundColor = c.sectionBackgroundColor
        sectionCornerRadius = c.sectionCornerRadius
    }
}
