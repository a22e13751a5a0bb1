import Geometry

/// What an element of a section pass belongs to: an item (by its index in the section) or the
/// section itself (boundary supplementaries, section decorations).
enum ElementOwner: Hashable {
    case section
    case item(Int)

    /// The item index, nil for section level.
    var item: Int? {
        if case .item(let i) = self { return i }
        return nil
    }
}

/// An element a section pass asks the measurer about.
enum MeasuredElement: Hashable {
    /// The cell of the item at this index.
    case cell(item: Int)
    /// A supplementary view of `kind`, anchored to an item or to the section.
    case supplementary(kind: String, owner: ElementOwner)

    var owner: ElementOwner {
        switch self {
        case .cell(let item): return .item(item)
        case .supplementary(_, let owner): return owner
        }
    }

    var category: ElementCategory {
        switch self {
        case .cell: return .cell
        case .supplementary(let kind, _): return .supplementaryView(kind)
        }
    }
}

/// One element placed by a section pass, in section-local, left-to-right coordinates
/// (x from the container's left edge, y from the section's start).
struct PlacedElement {
    var category: ElementCategory
    /// The item the element belongs to, or the section.
    var owner: ElementOwner
    var frame: Rect
    var zIndex: Int
    var isPinned = false
    /// True for a pinned side (leading/trailing) supplementary: it sticks to the top of the
    /// visible bounds beside the content, until the content's end pushes it.
    var pinsBesideContent = false
    /// True for the cells of an orthogonal strip, clipped to the section's `clipRect`.
    var isClipped = false
    /// How to draw a decoration (shared between the separators of a section).
    var style: AttributeExtras? = nil
}

/// A section's laid-out elements and its extent along the scroll axis.
struct SectionGeometry {
    var elements: [PlacedElement]
    /// Length along the scroll axis from the section's start.
    var length: Double
    /// Where the section's pinned headers stop (the end of its content).
    var contentStart: Double
    var contentEnd: Double
    /// The visible strip of an orthogonal section (section-local).
    var clipRect: Rect? = nil
    var diagnostics: [LayoutDiagnostic]
    /// Space the layout adds after this section when it is the last (a grouped list's bottom padding).
    var paddingWhenLast = 0.0
}

/// A laid-out item or group, relative to its own origin.
struct LayoutNode {
    var size: Size
    /// Item slots the node takes (its leaf count).
    var slots: Int
    /// True when at least one slot holds an item.
    var filled: Bool
    var elements: [PlacedElement]

    mutating func offset(dx: Double, dy: Double) {
        if dx == 0 && dy == 0 { return }
        for i in elements.indices {
            elements[i].frame.origin.x += dx
            elements[i].frame.origin.y += dy
        }
    }
}

/// Lays out one section: resolves dimensions, measures self-sizing elements (through the
/// cache) and places groups, supplementaries and decorations.
final class SectionLayoutPass {
    let content: LayoutSectionContent
    let sectionIndex: Int
    let environment: LayoutEnvironment
    let measurer: any LayoutMeasuring
    let cache: LayoutCache
    var diagnostics: [LayoutDiagnostic] = []
    /// Where cell measurements are kept (nil: in the shared dictionary).
    var cellStore: SectionMeasurementStore? = nil
    /// At most this many items are laid out (a section's `maximumItemCount`).
    var itemLimit: Int? = nil
    /// The number of items laid out.
    var itemCount: Int { itemLimit.map { min(max($0, 0), content.itemIdentifiers.count) } ?? content.itemIdentifiers.count }

    init(
        content: LayoutSectionContent, sectionIndex: Int, environment: LayoutEnvironment,
        measurer: any LayoutMeasuring, cache: LayoutCache
    ) {
        self.content = content; self.sectionIndex = sectionIndex; self.environment = environment
        self.measurer = measurer; self.cache = cache
    }

    var sectionID: String { content.identifier }

    func itemID(_ leaf: Int) -> String? {
        leaf >= 0 && leaf < itemCount ? content.itemIdentifiers[leaf] : nil
    }

    // MARK: Measuring

    /// The item identifier of an element's owner (nil for section level).
    func itemID(_ owner: ElementOwner) -> String? { owner.item.flatMap(itemID) }

    /// The measured size of a cell or a supplementary, from the caches when it was measured before.
    func measure(_ element: MeasuredElement, proposal: SizingProposal) throws(LayoutError) -> Size {
        let identifier = itemID(element.owner)
        // Skip the lookup when nothing was reconfigured (the common case, and a hash per item).
        let itemRevision = identifier.flatMap { content.itemRevisions.isEmpty ? 0 : content.itemRevisions[$0] } ?? 0
        let key: MeasurementKey
        switch element {
        case .cell(let item):
            if let cellStore, let identifier, item < itemCount {
                if let hit = cellStore.lookup(item: item, identifier: identifier, revision: itemRevision, proposal: proposal) {
                    cache.statistics.measurementCacheHits += 1
                    return hit
                }
                let size = try measureUncached(element, identifier: identifier, proposal: proposal)
                cellStore.record(item: item, CellMeasurement(identifier: identifier, revision: itemRevision, proposal: proposal, size: size))
                return size
            }
            key = MeasurementKey(kind: "", section: "", owner: .item(identifier ?? ""), revision: itemRevision, proposal: proposal)
        case .supplementary(let kind, let owner):
            let who: MeasurementKey.Owner
            switch owner {
            case .section: who = .section
            case .item(let item): who = .item(identifier ?? String(item))
            }
            key = MeasurementKey(
                kind: kind, section: sectionID, owner: who,
                revision: content.supplementaryRevision + itemRevision, proposal: proposal)
        }
        let pass = cache.pass
        // Supplementaries are few: a lookup and an insert.
        if let entry = cache.measurements[key] {
            cache.statistics.measurementCacheHits += 1
            cache.measurements[key] = (entry.size, pass)
            return entry.size
        }
        let size = try measureUncached(element, identifier: identifier, proposal: proposal)
        cache.measurements[key] = (size, pass)
        return size
    }

    private func measureUncached(_ element: MeasuredElement, identifier: String?, proposal: SizingProposal) throws(LayoutError) -> Size {
        let reference = LayoutElementReference(
            category: element.category,
            indexPath: IndexPath(section: sectionIndex, item: element.owner.item ?? 0),
            sectionIdentifier: sectionID, itemIdentifier: identifier)
        cache.statistics.measurerCalls += 1
        var size = try measurer.preferredSize(of: reference, fitting: proposal)
        if proposal.isWidthFixed { size.width = proposal.size.width }
        if proposal.isHeightFixed { size.height = proposal.size.height }
        if !(size.width.isFinite && size.width >= 0) || !(size.height.isFinite && size.height >= 0) {
            diagnostics.append(
                LayoutDiagnostic(
                    section: sectionID, item: identifier,
                    message: "the measurer answered \(size) for \(reference.category); the estimate \(proposal.size) was used"))
            if !(size.width.isFinite && size.width >= 0) { size.width = proposal.size.width }
            if !(size.height.isFinite && size.height >= 0) { size.height = proposal.size.height }
        }
        return size
    }

    // MARK: Dimensions

    func validate(_ size: LayoutSize, element: String, owner: ElementOwner) throws(LayoutError) {
        for d in [size.widthDimension, size.heightDimension] where !(d.value.isFinite && d.value > 0) {
            throw .invalidDimension(section: sectionID, item: itemID(owner), element: element, dimension: d)
        }
    }

    /// A dimension's length against a parent, or nil when it must come from content (estimated,
    /// or fractional of an axis that is itself content-sized). Throws for a fractional length
    /// across axes whose other axis is content-sized (a cycle).
    func resolve(_ d: LayoutDimension, isWidth: Bool, parentWidth: Double?, parentHeight: Double?, owner: ElementOwner) throws(LayoutError) -> Double? {
        switch d {
        case .absolute(let v): return v
        case .estimated, .uniformAcrossSiblings: return nil
        case .fractionalWidth(let f):
            if let w = parentWidth { return f * w }
            if isWidth { return nil }
            throw .unresolvableDimension(
                section: sectionID, item: itemID(owner),
                detail: "height \(d) refers to a width that is itself estimated; give the group an absolute or fractional width")
        case .fractionalHeight(let f):
            if let h = parentHeight { return f * h }
            if !isWidth { return nil }
            throw .unresolvableDimension(
                section: sectionID, item: itemID(owner),
                detail: "width \(d) refers to a height that is itself estimated; give the group an absolute or fractional height")
        }
    }

    /// `forced` when the parent decided the length, else `resolve(_:...)`.
    func resolve(forced: Double?, _ d: LayoutDimension, isWidth: Bool, parentWidth: Double?, parentHeight: Double?, owner: ElementOwner) throws(LayoutError)
        -> Double?
    {
        if let forced { return forced }
        return try resolve(d, isWidth: isWidth, parentWidth: parentWidth, parentHeight: parentHeight, owner: owner)
    }

    static func estimate(_ d: LayoutDimension, parent: Double?) -> Double {
        switch d {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        case .fractionalWidth(let f), .fractionalHeight(let f): return parent.map { f * $0 } ?? 44
        }
    }

    // MARK: Items

    func layout(
        _ sub: LayoutGroupSubitem, parentWidth: Double?, parentHeight: Double?,
        width: Double?, height: Double?, leaf: Int
    ) throws(LayoutError) -> LayoutNode {
        switch sub {
        case .item(let item):
            return try layoutItem(item, parentWidth: parentWidth, parentHeight: parentHeight, width: width, height: height, leaf: leaf)
        case .group(let group):
            return try layoutGroup(group, parentWidth: parentWidth, parentHeight: parentHeight, width: width, height: height, leaf: leaf)
        }
    }

    func layoutItem(
        _ item: LayoutItem, parentWidth: Double?, parentHeight: Double?,
        width forcedWidth: Double?, height forcedHeight: Double?, leaf: Int
    ) throws(LayoutError) -> LayoutNode {
        guard leaf < itemCount else { return LayoutNode(size: .zero, slots: 1, filled: false, elements: []) }
        try validate(item.layoutSize, element: "item", owner: .item(leaf))
        let wd = item.layoutSize.widthDimension, hd = item.layoutSize.heightDimension
        var w = try resolve(forced: forcedWidth, wd, isWidth: true, parentWidth: parentWidth, parentHeight: parentHeight, owner: .item(leaf))
        var h = try resolve(forced: forcedHeight, hd, isWidth: false, parentWidth: parentWidth, parentHeight: parentHeight, owner: .item(leaf))
        let ins = item.contentInsets
        // Content insets apply on the axes that are not estimated: the cell is drawn that much
        // smaller than its slot, so it is measured at the size it is drawn at.
        let insetW = wd.isEstimated ? 0 : ins.horizontal, insetH = hd.isEstimated ? 0 : ins.vertical
        if w == nil || h == nil {
            let proposal = SizingProposal(
                size: Size(
                    width: w.map { max(0, $0 - insetW) } ?? Self.estimate(wd, parent: parentWidth),
                    height: h.map { max(0, $0 - insetH) } ?? Self.estimate(hd, parent: parentHeight)),
                isWidthFixed: w != nil, isHeightFixed: h != nil)
            let s = try measure(.cell(item: leaf), proposal: proposal)
            w = w ?? s.width
            h = h ?? s.height
        }
        let size = Size(width: w!, height: h!)
        let cellFrame = Rect(
            x: wd.isEstimated ? 0 : ins.leading, y: hd.isEstimated ? 0 : ins.top,
            width: size.width - insetW, height: size.height - insetH)
        var elements = [PlacedElement(category: .cell, owner: .item(leaf), frame: cellFrame, zIndex: 0)]
        if !item.supplementaryItems.isEmpty {
            elements += try anchored(item.supplementaryItems, to: cellFrame, item: leaf)
        }
        return LayoutNode(size: size, slots: 1, filled: true, elements: elements)
    }

    /// Places supplementaries anchored to `container` (an item's cell frame or a group's frame).
    func anchored(_ items: [LayoutSupplementaryItem], to container: Rect, item: Int) throws(LayoutError) -> [PlacedElement] {
        var out: [PlacedElement] = []
        for s in items {
            try validate(s.layoutSize, element: "supplementary '\(s.elementKind)'", owner: .item(item))
            let wd = s.layoutSize.widthDimension, hd = s.layoutSize.heightDimension
            var w = try resolve(wd, isWidth: true, parentWidth: container.width, parentHeight: container.height, owner: .item(item))
            var h = try resolve(hd, isWidth: false, parentWidth: container.width, parentHeight: container.height, owner: .item(item))
            if w == nil || h == nil {
                let p = SizingProposal(size: Size(width: w ?? wd.value, height: h ?? hd.value), isWidthFixed: w != nil, isHeightFixed: h != nil)
                let m = try measure(.supplementary(kind: s.elementKind, owner: .item(item)), proposal: p)
                w = w ?? m.width; h = h ?? m.height
            }
            let e = s.containerAnchor.edges
            var x = e.contains(.leading) ? container.minX : e.contains(.trailing) ? container.maxX - w! : container.midX - w! / 2
            var y = e.contains(.top) ? container.minY : e.contains(.bottom) ? container.maxY - h! : container.midY - h! / 2
            let o = s.containerAnchor.offset
            if s.containerAnchor.isFractionalOffset { x += o.x * w!; y += o.y * h! } else { x += o.x; y += o.y }
            out.append(
                PlacedElement(
                    category: .supplementaryView(s.elementKind), owner: .item(item),
                    frame: Rect(x: x, y: y, width: w!, height: h!), zIndex: s.zIndex))
        }
        return out
    }

    /// A group's subitems as laid out: a group built with `subitems: [one item]` repeats it as
    /// many times as fit along its axis (UIKit's behaviour); others as given.
    func filledSubitems(
        _ g: LayoutGroup, horizontal: Bool, mainInner: Double?, innerW: Double?, innerH: Double?,
        leaf: Int
    ) throws(LayoutError) -> [LayoutGroupSubitem] {
        guard g.repeatCount == nil, g.subitems.count == 1, let mainInner else { return g.subitems }
        let sub = g.subitems[0]
        let dim = horizontal ? sub.layoutSize.widthDimension : sub.layoutSize.heightDimension
        guard !dim.isEstimated, dim.value.isFinite, dim.value > 0,
            let length = try resolve(dim, isWidth: horizontal, parentWidth: innerW, parentHeight: innerH, owner: .item(leaf)),
            length > 0
        else { return g.subitems }
        let e = sub.edgeSpacing
        let edges = horizontal ? (e?.leading?.minimum ?? 0) + (e?.trailing?.minimum ?? 0) : (e?.top?.minimum ?? 0) + (e?.bottom?.minimum ?? 0)
        let gap = g.interItemSpacing?.minimum ?? 0
        let fit = ((mainInner + gap) / (length + edges + gap) + 1e-9).rounded(.down)
        let count = Int(min(max(fit, 1), 10_000))
        return Array(repeating: sub, count: count)
    }

    func layoutCustom(
        _ g: LayoutGroup, provider: @Sendable (LayoutGroupLayoutEnvironment) -> [LayoutGroupCustomItem],
        width: Double?, height: Double?, parentWidth: Double?, parentHeight: Double?, leaf: Int
    ) throws(LayoutError) -> LayoutNode {
        let wd = g.layoutSize.widthDimension, hd = g.layoutSize.heightDimension
        let proposed = Size(width: width ?? Self.estimate(wd, parent: parentWidth), height: height ?? Self.estimate(hd, parent: parentHeight))
        let frames = provider(LayoutGroupLayoutEnvironment(containerSize: proposed, environment: environment))
        guard !frames.isEmpty else { throw .emptyGroup(section: sectionID, item: itemID(leaf), count: 0) }
        var elements: [PlacedElement] = []
        var maxX = 0.0, maxY = 0.0
        for (k, f) in frames.enumerated() {
            guard f.frame.isFinite, f.frame.width >= 0, f.frame.height >= 0 else {
                throw .unresolvableDimension(
                    section: sectionID, item: itemID(leaf + k),
                    detail: "the custom group's item provider returned the frame \(f.frame)")
            }
            maxX = max(maxX, f.frame.maxX); maxY = max(maxY, f.frame.maxY)
            if leaf + k < itemCount {
                elements.append(PlacedElement(category: .cell, owner: .item(leaf + k), frame: f.frame, zIndex: f.zIndex))
            }
        }
        let size = Size(width: width ?? maxX, height: height ?? maxY)
        return LayoutNode(size: size, slots: frames.count, filled: true, elements: elements)
    }
}
