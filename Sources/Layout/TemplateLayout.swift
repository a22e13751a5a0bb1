import Geometry

/// How a template sizes its items' heights in a column arrangement.
public enum TemplateItemHeight: Hashable, Sendable {
    /// Measured at the column width, starting from the estimate.
    case measured(estimate: Double)
    /// Height = column width × ratio.
    case aspectRatio(Double)
    case absolute(Double)
}

/// How a template places its items.
public enum TemplateArrangement: Sendable {
    /// A compositional group repeated through the section (scrolling across when the
    /// template's `paging` is not `.none`).
    case group(LayoutGroup)
    /// Equal columns; each item goes into the shortest column (variable heights).
    case columns(count: Int, itemHeight: TemplateItemHeight)
}

/// Whether and how items of a template can be selected.
public enum TemplateSelectionMode: String, Hashable, Sendable {
    case none, single, multiple
}

/// A configurable content section: a layout that declares which cell kinds it uses, how many
/// items it shows, how it sizes and places them, its margins, padding, paging and selection.
/// `LayoutSection.template(_:layoutEnvironment:)` hosts any template as a compositional section.
public protocol TemplateLayout: Sendable {
    /// A name for dumps and errors.
    var name: String { get }
    /// Reuse identifiers of every cell kind the template shows.
    var cellKinds: [String] { get }
    /// The cell kind for the item at a position.
    func cellKind(forItemAt index: Int) -> String
    /// How many of `available` items it shows.
    func numberOfItems(available: Int) -> Int
    /// Space around the items (the section's content insets).
    var margins: DirectionalEdgeInsets { get }
    /// Space between items (and between groups).
    var padding: Double { get }
    /// `.none` scrolls with the page; anything else makes a horizontally scrolling strip.
    var paging: OrthogonalScrollingBehavior { get }
    var selection: TemplateSelectionMode { get }
    /// Sizes and places items for an environment.
    func arrangement(in environment: LayoutEnvironment) -> TemplateArrangement
}

extension TemplateLayout {
    public func cellKind(forItemAt index: Int) -> String { cellKinds.first ?? name }
    public func numberOfItems(available: Int) -> Int { available }
    public var paging: OrthogonalScrollingBehavior { .none }
    public var selection: TemplateSelectionMode { .single }
}

extension LayoutSection {
    /// Hosts a template layout as a compositional section: its margins become the content
    /// insets, its padding the spacing, its item count the section's `maximumItemCount`.
    public static func template(_ template: some TemplateLayout, layoutEnvironment environment: LayoutEnvironment) -> LayoutSection {
        let placeholder = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        var section: LayoutSection
        switch template.arrangement(in: environment) {
        case .group(let g):
            section = LayoutSection(group: g)
            section.orthogonalScrollingBehavior = template.paging
        case .columns(let count, let height):
            section = LayoutSection(group: .vertical(layoutSize: placeholder.layoutSize, subitems: [placeholder]))
            section.waterfall = WaterfallStyle(columns: count, spacing: template.padding, itemHeight: height)
        }
        section.contentInsets = template.margins
        section.contentInsetsReference = .none
        section.interGroupSpacing = template.padding
        let shown = template.numberOfItems(available: Int.max)
        section.maximumItemCount = shown == Int.max ? nil : shown
        return section
    }
}

/// A short list of compact one-line rows (at most `maximumItems`), like a "top 5" module.
public struct CondensedListTemplate: TemplateLayout {
    public var maximumItems: Int
    public var rowEstimate: Double = 44
    public var margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public var padding = 0.0
    public var name: String { "condensed-list" }
    public var cellKinds: [String] { ["condensed"] }

    public init(maximumItems: Int = 5) { self.maximumItems = maximumItems }

    public func numberOfItems(available: Int) -> Int { min(available, max(0, maximumItems)) }

    public func arrangement(in environment: LayoutEnvironment) -> TemplateArrangement {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate))
        return .group(.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    }
}

/// Rich rows (image, title, body) with space between; optionally a featured first row.
public struct EnrichedListTemplate: TemplateLayout {
    public var featuresFirstItem: Bool
    public var rowEstimate: Double = 88
    public var margins = DirectionalEdgeInsets(all: 16)
    public var padding = 12.0
    public var name: String { "enriched-list" }
    public var cellKinds: [String] { featuresFirstItem ? ["enriched.featured", "enriched"] : ["enriched"] }

    public init(featuresFirstItem: Bool = false) { self.featuresFirstItem = featuresFirstItem }

    public func cellKind(forItemAt index: Int) -> String {
        featuresFirstItem && index == 0 ? "enriched.featured" : "enriched"
    }

    public func arrangement(in environment: LayoutEnvironment) -> TemplateArrangement {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate))
        return .group(.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    }
}

/// A grid of `columns` equal columns with variable item heights (a waterfall).
public struct VisualGridTemplate: TemplateLayout {
    public var columns: Int
    public var itemHeight: TemplateItemHeight
    public var margins = DirectionalEdgeInsets(all: 16)
    public var padding = 8.0
    public var name: String { "visual-grid" }
    public var cellKinds: [String] { ["visual"] }
    public var selection: TemplateSelectionMode { .multiple }

    public init(columns: Int = 2, itemHeight: TemplateItemHeight = .measured(estimate: 200)) {
        self.columns = columns; self.itemHeight = itemHeight
    }

    public func arrangement(in environment: LayoutEnvironment) -> TemplateArrangement {
        .columns(count: columns, itemHeight: itemHeight)
    }
}

/// A horizontally scrolling row of fixed-size story tiles that comes to rest on a tile's edge.
public struct StoryCarouselTemplate: TemplateLayout {
    public var itemSize: Size
    public var margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public var padding = 12.0
    public var paging: OrthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    public var name: String { "story-carousel" }
    public var cellKinds: [String] { ["story"] }

    public init(itemSize: Size = Size(width: 72, height: 96)) { self.itemSize = itemSize }

    public func arrangement(in environment: LayoutEnvironment) -> TemplateArrangement {
        let size = LayoutSize(widthDimension: .absolute(itemSize.width), heightDimension: .absolute(itemSize.height))
        return .group(.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }
}
