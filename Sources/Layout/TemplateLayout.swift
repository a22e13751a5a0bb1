import Geometry

/// How a template sizes its items' heights in a column arrangement.
public enum TemplateItemHeight: Hashable, Sendable {
    /// Measured at the column width, starting from the estimate.
    case measured(estimate: Double)
    /// Height = column width × ratio.
    case aspectRatio(Double)
    case absolute(Double)
}

/// Whether and how items of a template can be selected.
public enum TemplateSelectionMode: String, Hashable, Sendable {
    case none, single, multiple
}

/// What a template is told about where it lays out: the width of its content area (the
/// container less the template's margins) and the layout environment.
public struct TemplateContainer: Hashable, Sendable {
    /// The width items share (inside the margins).
    public var contentWidth: Double
    public var environment: LayoutEnvironment
    public init(contentWidth: Double, environment: LayoutEnvironment) {
        self.contentWidth = contentWidth; self.environment = environment
    }
}

/// The frames a template computed: one per item, relative to the top-leading corner of its
/// content area, left-to-right (hosts mirror them for right-to-left), plus any clamps applied.
public struct TemplateFrames: Hashable, Sendable {
    /// A clamp applied to one item.
    public struct Diagnostic: Hashable, Sendable {
        public var item: Int
        public var message: String
        public init(item: Int, message: String) { self.item = item; self.message = message }
    }
    public var frames: [Rect]
    /// Clamps the template applied (an item wider than the room it has), said, not hidden.
    public var diagnostics: [Diagnostic]
    public init(frames: [Rect], diagnostics: [Diagnostic] = []) {
        self.frames = frames; self.diagnostics = diagnostics
    }
    /// The extent of the frames from the content area's origin.
    public var size: Size {
        Size(width: frames.reduce(0) { max($0, $1.maxX) }, height: frames.reduce(0) { max($0, $1.maxY) })
    }
}

/// How a template configures the cell at a position: the reuse identifier (cell kind) a host
/// maps to the content family that draws it, and whether a tap selects it.
public struct TemplateCellConfiguration: Hashable, Sendable {
    public var cellKind: String
    public var isSelectable: Bool
    public init(cellKind: String, isSelectable: Bool) { self.cellKind = cellKind; self.isSelectable = isSelectable }
}

/// A configurable content section: a layout that declares which cell kinds it uses, how many
/// items it shows, how it sizes each item (the proposal its family's sizing view fits), the
/// frames it computes from those sizes, how it configures each cell, its margins, padding,
/// paging and selection.
///
/// Geometry is portable: `frames(for:in:)` is a pure function of the measured sizes and the
/// container, so any host places the same frames. `LayoutSection.template(_:layoutEnvironment:)`
/// hosts a template in a compositional layout (its frames become a custom group's items),
/// `FlowLayout.templateForSection` in a flow layout, and `ContentSectionAdapter` adds native
/// ads and the section API a renderer uses.
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
    /// Space between items (and between rows or columns).
    var padding: Double { get }
    /// `.none` scrolls with the page; anything else makes a horizontally scrolling strip.
    var paging: OrthogonalScrollingBehavior { get }
    var selection: TemplateSelectionMode { get }
    /// Whether native ads may be inserted between its items (full-width rows only).
    var supportsNativeAds: Bool { get }
    /// Why the template cannot lay out in `container` (nil when it can).
    func validate(in container: TemplateContainer) -> String?
    /// The proposal the sizing view of the item at `index` is asked to fit: fixed axes are the
    /// template's; the others are estimates the family's sizing view replaces.
    func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal
    /// The frames of `sizes.count` items with the sizes their sizing views answered.
    func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames
    /// How the cell at `index` is configured.
    func cellConfiguration(forItemAt index: Int) -> TemplateCellConfiguration
}

extension TemplateLayout {
    public func cellKind(forItemAt index: Int) -> String { cellKinds.first ?? name }
    public func numberOfItems(available: Int) -> Int { available }
    public var paging: OrthogonalScrollingBehavior { .none }
    public var selection: TemplateSelectionMode { .single }
    public var supportsNativeAds: Bool { false }
    public func validate(in container: TemplateContainer) -> String? { nil }
    public func cellConfiguration(forItemAt index: Int) -> TemplateCellConfiguration {
        TemplateCellConfiguration(cellKind: cellKind(forItemAt: index), isSelectable: selection != .none)
    }

    /// Sizes every item with `measure` (skipped when the template fixes both axes) and computes
    /// the frames: what every host does.
    public func layOut(
        count: Int, in container: TemplateContainer,
        measure: (Int, SizingProposal) throws(LayoutError) -> Size
    ) throws(LayoutError) -> TemplateFrames {
        var sizes: [Size] = []
        sizes.reserveCapacity(count)
        for i in 0..<count {
            let p = sizingProposal(forItemAt: i, in: container)
            if p.isWidthFixed && p.isHeightFixed { sizes.append(p.size); continue }
            var s = try measure(i, p)
            if p.isWidthFixed { s.width = p.size.width }
            if p.isHeightFixed { s.height = p.size.height }
            sizes.append(s)
        }
        return frames(for: sizes, in: container)
    }
}

/// Rows stacked down the content area, `spacing` apart, each the width of the area.
func stackedRowFrames(_ sizes: [Size], width: Double, spacing: Double) -> TemplateFrames {
    var y = 0.0
    var out: [Rect] = []
    out.reserveCapacity(sizes.count)
    for (i, s) in sizes.enumerated() {
        if i > 0 { y += spacing }
        out.append(Rect(x: 0, y: y, width: width, height: s.height))
        y += s.height
    }
    return TemplateFrames(frames: out)
}

func fullWidthRowProposal(_ container: TemplateContainer, estimate: Double) -> SizingProposal {
    SizingProposal(size: Size(width: container.contentWidth, height: estimate), isWidthFixed: true, isHeightFixed: false)
}

/// A short list of compact one-line rows (at most `maximumItems`), like a "top 5" module.
public struct CondensedListTemplate: TemplateLayout, Hashable {
    public var maximumItems: Int
    public var rowEstimate: Double = 44
    public var margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public var padding = 0.0
    public var name: String { "condensed-list" }
    public var cellKinds: [String] { ["condensed"] }
    public var supportsNativeAds: Bool { true }

    public init(maximumItems: Int = 5) { self.maximumItems = maximumItems }

    public func numberOfItems(available: Int) -> Int { min(available, max(0, maximumItems)) }

    public func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        fullWidthRowProposal(container, estimate: rowEstimate)
    }

    public func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        stackedRowFrames(sizes, width: container.contentWidth, spacing: padding)
    }
}

/// Rich rows (image, title, body) with space between; optionally a featured first row.
public struct EnrichedListTemplate: TemplateLayout, Hashable {
    public var featuresFirstItem: Bool
    public var rowEstimate: Double = 88
    public var margins = DirectionalEdgeInsets(all: 16)
    public var padding = 12.0
    public var name: String { "enriched-list" }
    public var cellKinds: [String] { featuresFirstItem ? ["enriched.featured", "enriched"] : ["enriched"] }
    public var supportsNativeAds: Bool { true }

    public init(featuresFirstItem: Bool = false) { self.featuresFirstItem = featuresFirstItem }

    public func cellKind(forItemAt index: Int) -> String {
        featuresFirstItem && index == 0 ? "enriched.featured" : "enriched"
    }

    public func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        fullWidthRowProposal(container, estimate: rowEstimate)
    }

    public func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        stackedRowFrames(sizes, width: container.contentWidth, spacing: padding)
    }
}

/// A grid of `columns` equal columns with variable item heights (a waterfall): each item goes
/// into the shortest column so far (the leading one on ties).
public struct VisualGridTemplate: TemplateLayout, Hashable {
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

    func columnWidth(_ container: TemplateContainer) -> Double {
        (container.contentWidth - Double(max(columns, 1) - 1) * padding) / Double(max(columns, 1))
    }

    public func validate(in container: TemplateContainer) -> String? {
        guard columns >= 1, columns <= 100 else { return "the visual grid has \(columns) columns; it takes 1 to 100" }
        guard padding.isFinite, padding >= 0 else { return "the visual grid's padding is \(formatNumber(padding)); it must be 0 or more" }
        switch itemHeight {
        case .absolute(let v), .aspectRatio(let v), .measured(let v):
            guard v.isFinite, v > 0 else { return "the visual grid's item height \(itemHeight) must be finite and greater than 0" }
        }
        let w = columnWidth(container)
        guard w > 0 else { return "\(columns) columns \(formatNumber(padding)) pt apart leave \(formatNumber(w)) pt a column" }
        return nil
    }

    public func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        let w = columnWidth(container)
        switch itemHeight {
        case .measured(let estimate): return SizingProposal(size: Size(width: w, height: estimate), isWidthFixed: true, isHeightFixed: false)
        case .aspectRatio(let r): return SizingProposal(size: Size(width: w, height: w * r), isWidthFixed: true, isHeightFixed: true)
        case .absolute(let h): return SizingProposal(size: Size(width: w, height: h), isWidthFixed: true, isHeightFixed: true)
        }
    }

    public func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        let n = max(columns, 1)
        let w = columnWidth(container)
        var heights = Array(repeating: 0.0, count: n)
        var out: [Rect] = []
        out.reserveCapacity(sizes.count)
        for s in sizes {
            var c = 0
            for k in 1..<n where heights[k] < heights[c] { c = k }
            let y0 = heights[c] > 0 ? heights[c] + padding : 0
            out.append(Rect(x: Double(c) * (w + padding), y: y0, width: w, height: s.height))
            heights[c] = y0 + s.height
        }
        return TemplateFrames(frames: out)
    }
}

/// A horizontally scrolling row of fixed-size story tiles that comes to rest on a tile's edge.
public struct StoryCarouselTemplate: TemplateLayout, Hashable {
    public var itemSize: Size
    public var margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    public var padding = 12.0
    public var paging: OrthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    public var name: String { "story-carousel" }
    public var cellKinds: [String] { ["story"] }

    public init(itemSize: Size = Size(width: 72, height: 96)) { self.itemSize = itemSize }

    public func validate(in container: TemplateContainer) -> String? {
        guard itemSize.width.isFinite, itemSize.height.isFinite, itemSize.width > 0, itemSize.height > 0 else {
            return "the story tile size \(itemSize) must be finite and greater than 0"
        }
        guard padding.isFinite, padding >= 0 else { return "the story carousel's padding is \(formatNumber(padding)); it must be 0 or more" }
        return nil
    }

    public func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        SizingProposal(size: itemSize, isWidthFixed: true, isHeightFixed: true)
    }

    public func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        var x = 0.0
        var out: [Rect] = []
        out.reserveCapacity(sizes.count)
        for (i, s) in sizes.enumerated() {
            if i > 0 { x += padding }
            out.append(Rect(x: x, y: 0, width: s.width, height: s.height))
            x += s.width
        }
        return TemplateFrames(frames: out)
    }
}
