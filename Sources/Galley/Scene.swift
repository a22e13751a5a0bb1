import Content
import Diffable
import Geometry

/// One screen to render: traits, a design model, a list style, and the data —
/// a diffable snapshot of section and item identifiers plus the content of each.
public struct Scene: Sendable {
    public var traits: Traits
    public var design: DesignModel
    public var list: ListStyle
    /// Identity and order of sections and items.
    public var snapshot: DiffableDataSourceSnapshot<String, String>
    /// Header/footer text per section identifier.
    public var sections: [String: SectionContent]
    /// Cell content per item identifier.
    public var items: [String: ListCellContent]
    /// How this scene's golden is compared; nil uses the run's comparator (exact by default).
    public var comparator: ImageComparator?
    /// Areas the comparison skips, in points or by element (the golden keeps its pixels).
    public var ignore: [IgnoreRegion] = []
    /// The file the scene was read from, named in render errors (nil for a scene built in Swift).
    public var file: String?

    public init(traits: Traits = Traits(), design: DesignModel = .default, list: ListStyle = ListStyle(),
                snapshot: DiffableDataSourceSnapshot<String, String> = .init(),
                sections: [String: SectionContent] = [:], items: [String: ListCellContent] = [:]) {
        self.traits = traits; self.design = design; self.list = list
        self.snapshot = snapshot; self.sections = sections; self.items = items
    }
}

/// The environment a screen is rendered in, like `UITraitCollection` plus the container size.
public struct Traits: Sendable, Hashable {
    /// Container width in points (390 is an iPhone 15).
    public var width: Double
    /// Container height in points; nil renders the whole content height.
    public var height: Double?
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Double
    public var layoutDirection: LayoutDirection

    public init(width: Double = 390, height: Double? = nil, scale: Double = 3, layoutDirection: LayoutDirection = .leftToRight) {
        self.width = width; self.height = height; self.scale = scale; self.layoutDirection = layoutDirection
    }
}

/// A section's supplementaries' text and how its items are arranged.
public struct SectionContent: Sendable, Hashable {
    public var header: String?
    public var footer: String?
    public var layout: SectionLayout
    public init(header: String? = nil, footer: String? = nil, layout: SectionLayout = .list) {
        self.header = header; self.footer = footer; self.layout = layout
    }
}

/// How a section arranges its items: a list row each (the scene's list style), a grid of cards,
/// or a horizontally scrolling strip of cards (an orthogonal section, drawn at scroll offset 0).
public enum SectionLayout: Sendable, Hashable {
    case list
    /// `columns` cards a row, `spacing` points between cards and rows; heights self-size per row.
    case grid(columns: Int, spacing: Double)
    /// Cards `itemWidth` points wide in a strip that scrolls sideways, `spacing` points apart.
    case carousel(itemWidth: Double, spacing: Double)
}

/// How the list looks, like `UICollectionLayoutListConfiguration.Appearance` and its flags.
public struct ListStyle: Sendable, Hashable {
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        case plain, grouped, insetGrouped
    }
    public var appearance: Appearance
    public var showsSeparators: Bool

    public init(appearance: Appearance = .insetGrouped, showsSeparators: Bool = true) {
        self.appearance = appearance; self.showsSeparators = showsSeparators
    }
}
