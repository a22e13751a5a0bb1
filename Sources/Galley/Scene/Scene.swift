import Content
import Diffable
import Geometry
import Layout
import Support

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
    /// Each item's content, per item identifier: the one place a scene keeps what its cells show.
    public var items: [String: SceneItem]
    /// Kind items as they were decoded when the scene was read, and what they were decoded
    /// with: a render with the same registry, design model and traits uses them instead of
    /// decoding each item's JSON again (so a scene file's items are decoded once per load).
    var decoded: DecodedItems?
    /// The scene format version the scene was read as (1 or 2); rendering reads `galley1`, which
    /// the format layer sets for version 1 files.
    public var version: Int = 1
    /// Galley 1's screen (version 1 scene files, and scenes built in Swift): its colors, corner
    /// radius and drawing. nil (version 2) draws with the design model's palette in the traits'
    /// interface style, per-cell backgrounds and list header variants.
    public var galley1: Galley1Preset? = Galley1Preset()
    /// The file the scene was read from, named in render errors (nil for a scene built in Swift).
    public var file: String?
    /// The scroll position, like `UIScrollView.contentOffset`: the content's point (x, y) is
    /// drawn at (x − contentOffset.x, y − contentOffset.y), and headers that pin to the visible
    /// bounds pin at `contentOffset.y + contentInset.top`. Zero for scene files.
    public var contentOffset: Point = .zero
    /// Space around the content, like `UIScrollView.contentInset`: the layout's container is
    /// `traits.width − left − right` wide, and a whole-content render (no `traits.height`) is
    /// `top + content height + bottom` tall. Zero for scene files.
    public var contentInset: EdgeInsets = .zero
    /// The canvas colour behind the content (a collection view's `backgroundColor`); nil: the
    /// list appearance's system background.
    public var backgroundColor: SceneColor?

    public init(
        traits: Traits = Traits(), design: DesignModel = .default, list: ListStyle = ListStyle(),
        snapshot: DiffableDataSourceSnapshot<String, String> = .init(),
        sections: [String: SectionContent] = [:], items: [String: SceneItem] = [:]
    ) {
        self.traits = traits; self.design = design; self.list = list
        self.snapshot = snapshot; self.sections = sections; self.items = items
    }

    /// A scene of list cells showing text (`SceneItem(text:secondaryText:)` each).
    public init(
        traits: Traits = Traits(), design: DesignModel = .default, list: ListStyle = ListStyle(),
        snapshot: DiffableDataSourceSnapshot<String, String> = .init(),
        sections: [String: SectionContent] = [:], items: [String: ListCellContent]
    ) {
        self.init(
            traits: traits, design: design, list: list, snapshot: snapshot, sections: sections,
            items: items.mapValues { SceneItem(.text($0)) })
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
    /// Light or dark (`UITraitCollection.userInterfaceStyle`); version 2 scenes resolve colors by it.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Dynamic Type size (`preferredContentSizeCategory`); version 2 scenes scale text styles by it.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The cells' content view layout margins (version 2 `contentViewLayoutMargins`), which list
    /// configurations keep on their `axesPreservingSuperviewLayoutMargins`; zero by default.
    public var contentViewLayoutMargins: DirectionalEdgeInsets = .zero

    public init(
        width: Double = 390, height: Double? = nil, scale: Double = 3, layoutDirection: LayoutDirection = .leftToRight,
        userInterfaceStyle: UserInterfaceStyle = .light, preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.width = width; self.height = height; self.scale = scale; self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle; self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The content views' environment for these traits.
    public var contentEnvironment: ContentEnvironment {
        ContentEnvironment(
            layoutDirection: layoutDirection, displayScale: scale, contentSizeCategory: preferredContentSizeCategory,
            userInterfaceStyle: userInterfaceStyle, superviewLayoutMargins: contentViewLayoutMargins)
    }
}

/// A section's supplementaries' text and how its items are arranged.
public struct SectionContent: Sendable, Hashable {
    public var header: String?
    public var footer: String?
    public var layout: SectionLayout
    /// The header's and footer's list variant (version 2; nil: by the list appearance —
    /// `header`/`footer` in plain lists, `groupedHeader`/`groupedFooter` otherwise).
    public var headerVariant: ListContentVariant? = nil
    public var footerVariant: ListContentVariant? = nil
    /// The background of the section's cells (version 2; nil: the appearance's default).
    public var background: SectionBackground? = nil
    /// The section's separators (version 2; nil: the design model's).
    public var separators: SectionSeparators? = nil
    /// Native ads inserted between the items of a template section (version 2; nil: none).
    public var ads: SectionAds? = nil
    /// What the supplementaries of a compositional section show, by element kind, for kinds
    /// other than the header and footer (a badge anchored to each item shows the badge kind's
    /// content). A supplementary whose kind has no content here draws nothing, and the render
    /// says so in its diagnostics.
    public var supplementaries: [String: SceneItem] = [:]
    /// What supplementaries anchored to items show, by element kind and then item identifier
    /// (a UIKit badge view realised for each item). An entry here wins over the kind's
    /// `supplementaries` entry for that item; an item without one shows the kind's entry.
    public var itemSupplementaries: [String: [String: SceneItem]] = [:]
    /// What the section's decoration views draw, by element kind (a UIKit decoration view's
    /// tree, drawn in the decoration's frame like a cell). A kind without an entry draws the
    /// layout's fill (its color and corner radius).
    public var decorations: [String: SceneItem] = [:]
    public init(header: String? = nil, footer: String? = nil, layout: SectionLayout = .list) {
        self.header = header; self.footer = footer; self.layout = layout
    }
}

/// A colour a scene names: a colour of the scene's design model (`label`,
/// `secondarySystemGroupedBackground`, …) or `#RRGGBB[AA]`. Like a `UIColor` from the palette it
/// is resolved when the scene draws, in the scene's design and interface style, so changing a
/// loaded scene's traits or design changes its section colours as it changes its items'.
public struct SceneColor: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The palette name or `#RRGGBB[AA]`.
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// The background of a section's cells (`UIBackgroundConfiguration`): its shape, stroke width,
/// shadow geometry and insets, with colours named (`SceneColor`) and resolved when it draws.
public struct SectionBackground: Sendable, Hashable {
    /// Everything but the colours (the colours in it are replaced by the named ones).
    public var shape: BackgroundConfiguration
    /// nil: no fill.
    public var color: SceneColor?
    /// nil: no stroke.
    public var strokeColor: SceneColor?
    /// The shadow's colour when `shape.shadow` is set (nil: the shadow's own).
    public var shadowColor: SceneColor?
    public init(
        shape: BackgroundConfiguration = BackgroundConfiguration(), color: SceneColor? = nil, strokeColor: SceneColor? = nil, shadowColor: SceneColor? = nil
    ) {
        self.shape = shape; self.color = color; self.strokeColor = strokeColor; self.shadowColor = shadowColor
    }
}

/// A section's separator configuration (`UIListSeparatorConfiguration`'s scene keys).
public struct SectionSeparators: Sendable, Hashable {
    public var visible: Bool
    /// nil: the design model's separator colour.
    public var color: SceneColor?
    /// nil: from the cell's text (the separator layout guide).
    public var leadingInset: Double?
    public var trailingInset: Double?
    public init(visible: Bool = true, color: SceneColor? = nil, leadingInset: Double? = nil, trailingInset: Double? = nil) {
        self.visible = visible; self.color = color; self.leadingInset = leadingInset; self.trailingInset = trailingInset
    }
}

/// What one item of a scene shows, given in one of three ways, and its state. Its `revision`
/// (a hash of both) is computed once, when the item is made or changed, so a render compares
/// items without hashing their content again.
public struct SceneItem: Sendable, Hashable {
    /// How the item's content is given.
    public enum Source: Sendable, Hashable {
        /// A list cell's text (`{"text": …, "secondaryText": …}`), drawn as the scene's look draws
        /// text cells (a subtitle cell of the design model).
        case text(ListCellContent)
        /// An item of a content kind (any family the content registry knows) and its JSON, decoded
        /// with the scene's design model and traits (so design and trait changes apply).
        case kind(String, JSONReader)
        /// Content configured in Swift: drawn as it is (its own state).
        case content(ElementContent)

        /// Items compare by content: a `.kind` item's JSON value, not where it stands in its file.
        public static func == (a: Source, b: Source) -> Bool {
            switch (a, b) {
            case let (.text(x), .text(y)): return x == y
            case let (.kind(k, x), .kind(l, y)): return k == l && x.value == y.value
            case let (.content(x), .content(y)): return x == y
            default: return false
            }
        }

        public func hash(into h: inout Hasher) {
            switch self {
            case .text(let t): h.combine(3); h.combine(t)
            case .kind(let k, let j): h.combine(2); h.combine(k); h.combine(j.value)
            case .content(let c): h.combine(1); h.combine(c)
            }
        }
    }

    public var source: Source { didSet { revision = Self.revision(source, state) } }
    /// The item's configuration state (`"state"` in scene files; `.content` items carry their own).
    public var state: CellConfigurationState { didSet { revision = Self.revision(source, state) } }
    /// A number that changes when the item's content or state does: a cached layout measures
    /// again exactly the items whose revision changed.
    public private(set) var revision: Int

    public init(_ source: Source, state: CellConfigurationState = .normal) {
        self.source = source; self.state = state; revision = Self.revision(source, state)
    }

    /// A list cell showing `text` (and `secondaryText` under it).
    public init(text: String, secondaryText: String? = nil) { self.init(.text(ListCellContent(text: text, secondaryText: secondaryText))) }
    /// An item of content kind `kind` read from `json`.
    public init(kind: String, json: JSONReader, state: CellConfigurationState = .normal) { self.init(.kind(kind, json), state: state) }
    /// Content configured in Swift.
    public init(_ content: ElementContent) { self.init(.content(content)) }

    /// The content kind's name for `.kind` items.
    public var kind: String? { if case .kind(let k, _) = source { return k }; return nil }
    /// The JSON of `.kind` items.
    public var json: JSONReader? { if case .kind(_, let j) = source { return j }; return nil }
    /// The text of `.text` items.
    public var text: ListCellContent? { if case .text(let t) = source { return t }; return nil }
    /// The configured content of `.content` items.
    public var content: ElementContent? { if case .content(let c) = source { return c }; return nil }

    public static func == (a: SceneItem, b: SceneItem) -> Bool { a.revision == b.revision && a.source == b.source && a.state == b.state }
    public func hash(into h: inout Hasher) { h.combine(revision) }

    static func revision(_ source: Source, _ state: CellConfigurationState) -> Int {
        var h = Hasher()
        h.combine(source)
        h.combine(state)
        return h.finalize()
    }
}

/// Content decoded from kind items' JSON, with the registry (its `identity`), design model and
/// content environment it was decoded with, and each item's revision at the time.
struct DecodedItems: Sendable {
    var registry: Int
    var design: DesignModel
    var environment: ContentEnvironment
    var contents: [String: (revision: Int, content: ElementContent)] = [:]

    /// These contents when they are what `registry` would decode for `scene` now, else nil.
    func valid(for scene: Scene, registry: ContentRegistry) -> DecodedItems? {
        registry.identity == self.registry && environment == scene.traits.contentEnvironment && design == scene.design ? self : nil
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
    /// A template layout (version 2, `{"template": "condensed", …}`): its frames, cell kinds,
    /// item count, paging and selection. The built-in four and any template registered in the
    /// content registry (`TemplateKind`).
    case template(SectionTemplate)
    /// One section laid out like `UICollectionViewFlowLayout` (version 2, `{"flow": {…}}`).
    case flow(FlowSectionTemplate)
    /// Any compositional section (version 2, `{"compositional": {…}}`; in Swift
    /// `.compositional(LayoutSection)`): its items are measured and drawn like any section's.
    case compositional(CompositionalSection)
    /// A list with its own configuration (version 2, `{"list": {…}}`; in Swift
    /// `.list(using: ListConfiguration)`), laid out by `LayoutSection.list(using:layoutEnvironment:)`.
    case listConfiguration(ListSectionConfiguration)

    /// The template that lays the section out, for `.template` and `.flow`.
    public var templateLayout: (any TemplateLayout)? {
        switch self {
        case .template(let t): return t.layout
        case .flow(let f): return f
        default: return nil
        }
    }
}

/// A section's native ads: where they go and which slots have an ad. The ads' content is
/// kept with the scene's items as `"<section>#ad<slot>"` (kind `nativeAd`).
public struct SectionAds: Sendable, Hashable {
    public var placement: NativeAdPlacement
    /// Whether the ad of each slot loaded (slots past the end did not): slots that did not collapse.
    public var loaded: [Bool]
    public init(placement: NativeAdPlacement, loaded: [Bool]) { self.placement = placement; self.loaded = loaded }

    public func isLoaded(_ slot: Int) -> Bool { slot >= 0 && slot < loaded.count && loaded[slot] }
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
