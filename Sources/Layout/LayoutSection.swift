import Geometry

/// How a section scrolls across the main axis, like `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable {
    /// The section does not scroll on its own; groups stack along the main axis.
    case none
    case continuous
    /// Scrolling comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolling comes to rest at multiples of the section's visible width.
    case paging
    /// Scrolling comes to rest at a group's leading edge, one group at a time.
    case groupPaging
    /// Scrolling comes to rest with a group centered.
    case groupPagingCentered
}

/// A section's layout, like `NSCollectionLayoutSection`.
public struct LayoutSection: Sendable {
    /// The group repeated to hold the section's items.
    public var group: LayoutGroup
    /// Insets of the groups inside the section. On an orthogonally scrolling section the
    /// leading and trailing insets are the strip's start and end.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between groups along the scroll axis (or along the strip).
    public var interGroupSpacing: Double = 0
    /// What `contentInsets` are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// `.none`, or how the section scrolls across the main axis as a strip.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers. Items of kind `ElementKind.sectionHeader` / `sectionFooter` are laid
    /// out only when the section's content says it has one.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// When true (the default), headers and footers are narrowed by the leading/trailing content insets.
    public var supplementaryContentInsetsFollowContentInsets: Bool = true
    /// Backgrounds. A background spans the section's frame (headers and footers included,
    /// full width of the insets reference) moved in by its `contentInsets`.
    public var decorationItems: [LayoutDecorationItem] = []
    /// Called with the section's cell attributes (left-to-right coordinates, before any
    /// right-to-left mirroring) and the strip's scroll offset; may change frames and z-indexes,
    /// like `visibleItemsInvalidationHandler`.
    public var visibleItemsInvalidationHandler: (@Sendable (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void)? = nil

    /// Lays out at most this many of the section's items (Galley addition: templates show a
    /// fixed number). Nil lays out all.
    public var maximumItemCount: Int? = nil

    /// Set by `list(using:layoutEnvironment:)`: separators, background and spacing of a list.
    var list: ListSectionStyle? = nil
    /// Set by the template adapters: the template's frames (measured in the pass) become the
    /// items of a custom group instead of `group`.
    var template: TemplateSectionStyle? = nil

    /// A section repeating `group`.
    public init(group: LayoutGroup) { self.group = group }

    /// The list configuration of a section made by `list(using:layoutEnvironment:)`; nil for
    /// other sections.
    public var listConfiguration: ListConfiguration? { list?.configuration }
}

/// The list parts of a section made from a `ListConfiguration`.
struct ListSectionStyle: Sendable {
    var configuration: ListConfiguration
    /// Space above the section's header (or first item).
    var topPadding: Double
    /// Leading inset of separators from the cell's leading edge when the configuration says automatic.
    var cellLayoutMargin: Double
    /// The list's own horizontal layout margin on a platform other than Galley's (nil on
    /// `ListPlatform.galley`): the least the section's `.layoutMargins` and `.readableContent`
    /// references take leading and trailing, whatever the collection view's margins are.
    var platformLayoutMargin: Double? = nil
}

extension ListSectionStyle {
    /// The space a grouped or inset-grouped list puts above this section's header when the
    /// section before it showed no footer (`ListMetrics.headerSpacingAfterFooterlessSection`);
    /// 0 for a section without a header and for plain and sidebar lists.
    func spacingAboveHeader(of content: LayoutSectionContent) -> Double {
        let c = configuration
        guard c.appearance == .grouped || c.appearance == .insetGrouped, c.headerMode == .supplementary, content.hasHeader else { return 0 }
        let s = c.metrics.headerSpacingAfterFooterlessSection
        return s.isFinite && s > 0 ? s : 0
    }
}

/// A template hosted by a section.
struct TemplateSectionStyle: Sendable {
    var layout: any TemplateLayout
}

/// Where section and layout-wide supplementaries scroll, like `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable {
    case vertical
    case horizontal
}

/// Layout-wide settings, like `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration: Sendable {
    /// The axis sections follow one another along.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections along the scroll axis.
    public var interSectionSpacing: Double = 0
    /// Headers and footers of the whole layout (aligned `.top`/`.bottom`, or `.leading`/`.trailing`
    /// when scrolling horizontally).
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// A configuration.
    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    ) {
        self.scrollDirection = scrollDirection; self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
