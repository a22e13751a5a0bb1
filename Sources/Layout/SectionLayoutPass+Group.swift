import Geometry

/// A linear (horizontal or vertical) group's frame as known before its subitems are laid
/// out: the lengths its parent decided, its content insets, and the main/cross axis views.
struct GroupFrame {
    var horizontal: Bool
    var knownWidth: Double?
    var knownHeight: Double?
    /// Content insets on the axes that are not estimated (estimated axes ignore them).
    var insetW: Double, insetH: Double
    var originX: Double, originY: Double

    var innerW: Double? { knownWidth.map { $0 - insetW } }
    var innerH: Double? { knownHeight.map { $0 - insetH } }
    var mainInner: Double? { horizontal ? innerW : innerH }
    var crossInner: Double? { horizontal ? innerH : innerW }

    func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
    func cross(_ s: Size) -> Double { horizontal ? s.height : s.width }
    func mainDimension(_ l: LayoutSize) -> LayoutDimension { horizontal ? l.widthDimension : l.heightDimension }
    func crossDimension(_ l: LayoutSize) -> LayoutDimension { horizontal ? l.heightDimension : l.widthDimension }

    /// The group's size around content `main` × `cross` long (lengths the parent decided win).
    func size(main: Double, cross: Double) -> Size {
        horizontal
            ? Size(width: knownWidth ?? main + insetW, height: knownHeight ?? cross + insetH)
            : Size(width: knownWidth ?? cross + insetW, height: knownHeight ?? main + insetH)
    }

    /// A subitem's edge spacing along the main axis (lead, trail) and its minimums across it.
    func spacing(_ e: EdgeSpacing?) -> (lead: LayoutSpacing?, trail: LayoutSpacing?, crossLead: Double, crossTrail: Double) {
        guard let e else { return (nil, nil, 0, 0) }
        return horizontal
            ? (e.leading, e.trailing, e.top?.minimum ?? 0, e.bottom?.minimum ?? 0)
            : (e.top, e.bottom, e.leading?.minimum ?? 0, e.trailing?.minimum ?? 0)
    }
}

/// A group's subitems as laid out so far: their nodes and the first leaf of each.
struct LaidOutSubitems {
    var nodes: [LayoutNode]
    var starts: [Int]
    /// The leaf after the last subitem's.
    var end: Int
}

extension SectionLayoutPass {
    /// Lays out a group: resolves its frame, lays out its subitems, sizes them across and along
    /// the axis (stretching, uniform siblings, spacing), places them and its supplementaries.
    func layoutGroup(
        _ g: LayoutGroup, parentWidth: Double?, parentHeight: Double?,
        width forcedWidth: Double?, height forcedHeight: Double?, leaf: Int
    ) throws(LayoutError) -> LayoutNode {
        guard leaf < itemCount else { return LayoutNode(size: .zero, slots: 0, filled: false, elements: []) }
        try validate(g.layoutSize, element: "group", owner: .item(leaf))
        if let c = g.repeatCount, c < 1 { throw .emptyGroup(section: sectionID, item: itemID(leaf), count: c) }
        if let c = g.repeatCount, c > 10_000 { throw .tooManySubitems(section: sectionID, item: itemID(leaf), count: c) }
        let wd = g.layoutSize.widthDimension, hd = g.layoutSize.heightDimension
        let knownWidth = try resolve(forced: forcedWidth, wd, isWidth: true, parentWidth: parentWidth, parentHeight: parentHeight, owner: .item(leaf))
        let knownHeight = try resolve(forced: forcedHeight, hd, isWidth: false, parentWidth: parentWidth, parentHeight: parentHeight, owner: .item(leaf))
        let ins = g.contentInsets
        for v in [ins.top, ins.leading, ins.bottom, ins.trailing] where !(v.isFinite && v >= 0) {
            throw .invalidSpacing(section: sectionID, detail: "a group's content insets are \(ins)")
        }
        let horizontal: Bool
        switch g.arrangement {
        case .custom(let provider):
            return try layoutCustom(
                g, provider: provider, width: knownWidth, height: knownHeight,
                parentWidth: parentWidth, parentHeight: parentHeight, leaf: leaf)
        case .horizontal: horizontal = true
        case .vertical: horizontal = false
        }
        guard !g.subitems.isEmpty else { throw .emptyGroup(section: sectionID, item: itemID(leaf), count: 0) }
        let frame = GroupFrame(
            horizontal: horizontal, knownWidth: knownWidth, knownHeight: knownHeight,
            insetW: wd.isEstimated ? 0 : ins.horizontal, insetH: hd.isEstimated ? 0 : ins.vertical,
            originX: wd.isEstimated ? 0 : ins.leading, originY: hd.isEstimated ? 0 : ins.top)
        if let iw = frame.innerW, iw <= 0 { throw .noRoomInGroup(section: sectionID, item: itemID(leaf), length: iw) }
        if let ih = frame.innerH, ih <= 0 { throw .noRoomInGroup(section: sectionID, item: itemID(leaf), length: ih) }

        let subitems = try filledSubitems(g, horizontal: horizontal, mainInner: frame.mainInner, innerW: frame.innerW, innerH: frame.innerH, leaf: leaf)
        if let node = try layoutSingleItemGroup(g, subitems: subitems, frame: frame, leaf: leaf) { return node }

        var laid = try layoutSubitems(subitems, frame: frame, leaf: leaf)
        let cross = try sizeAcross(&laid, subitems: subitems, frame: frame)
        try equalizeUniformMainLengths(&laid, subitems: subitems, frame: frame)
        let (main, share) = try mainLength(g, laid: laid, subitems: subitems, frame: frame, leaf: leaf)
        var elements = place(laid, subitems: subitems, frame: frame, between: g.interItemSpacing, share: share)
        let size = frame.size(main: main, cross: cross)
        if !g.supplementaryItems.isEmpty {
            elements += try anchored(g.supplementaryItems, to: Rect(origin: .zero, size: size), item: leaf)
        }
        return LayoutNode(size: size, slots: laid.end - leaf, filled: true, elements: elements)
    }

    /// The fast path for the most common group (a list row, a full-width card): one plain item.
    /// nil when the group is anything else.
    func layoutSingleItemGroup(_ g: LayoutGroup, subitems: [LayoutGroupSubitem], frame: GroupFrame, leaf: Int) throws(LayoutError) -> LayoutNode? {
        guard subitems.count == 1, case .item(let item) = subitems[0], item.edgeSpacing == nil, g.supplementaryItems.isEmpty else { return nil }
        let cw = try resolve(item.layoutSize.widthDimension, isWidth: true, parentWidth: frame.innerW, parentHeight: frame.innerH, owner: .item(leaf))
        let ch = try resolve(item.layoutSize.heightDimension, isWidth: false, parentWidth: frame.innerW, parentHeight: frame.innerH, owner: .item(leaf))
        var node = try layoutItem(item, parentWidth: frame.innerW, parentHeight: frame.innerH, width: cw, height: ch, leaf: leaf)
        let childMain = frame.main(node.size), childCross = frame.cross(node.size)
        if let mainInner = frame.mainInner, childMain > mainInner + 0.001 {
            guard frame.mainDimension(item.layoutSize).isEstimated else {
                throw .itemsWiderThanGroup(section: sectionID, item: itemID(leaf), needed: childMain, available: mainInner)
            }
            diagnostics.append(
                LayoutDiagnostic(
                    section: sectionID, item: itemID(leaf),
                    message: "a self-sized item needs \(formatNumber(childMain)) pt but the group has \(formatNumber(mainInner)) pt; it overflows it"))
        }
        node.offset(dx: frame.originX, dy: frame.originY)
        let size = frame.size(main: frame.mainInner ?? childMain, cross: frame.crossInner ?? childCross)
        return LayoutNode(size: size, slots: 1, filled: true, elements: node.elements)
    }

    /// Lays out each subitem with what can be resolved now, one after the other from `leaf`.
    func layoutSubitems(_ subitems: [LayoutGroupSubitem], frame: GroupFrame, leaf: Int) throws(LayoutError) -> LaidOutSubitems {
        var laid = LaidOutSubitems(nodes: [], starts: [], end: leaf)
        laid.nodes.reserveCapacity(subitems.count)
        for sub in subitems {
            let cw = try resolve(sub.layoutSize.widthDimension, isWidth: true, parentWidth: frame.innerW, parentHeight: frame.innerH, owner: .item(laid.end))
            let ch = try resolve(sub.layoutSize.heightDimension, isWidth: false, parentWidth: frame.innerW, parentHeight: frame.innerH, owner: .item(laid.end))
            laid.starts.append(laid.end)
            let node = try layout(sub, parentWidth: frame.innerW, parentHeight: frame.innerH, width: cw, height: ch, leaf: laid.end)
            laid.end += node.slots
            laid.nodes.append(node)
        }
        return laid
    }

    /// Lays subitem `i` out again at a new main or cross length (the other one kept).
    func relayout(
        _ laid: inout LaidOutSubitems, _ i: Int, subitems: [LayoutGroupSubitem], frame: GroupFrame,
        main: Double? = nil, cross: Double? = nil
    ) throws(LayoutError) {
        let n = laid.nodes[i]
        let m = main ?? frame.main(n.size), c = cross ?? frame.cross(n.size)
        laid.nodes[i] = try layout(
            subitems[i], parentWidth: frame.innerW, parentHeight: frame.innerH,
            width: frame.horizontal ? m : c, height: frame.horizontal ? c : m, leaf: laid.starts[i])
    }

    /// The cross-axis length: a content-sized group takes its tallest subitem and stretches the
    /// others to it; in a group of fixed cross length, siblings uniform across share the largest.
    func sizeAcross(_ laid: inout LaidOutSubitems, subitems: [LayoutGroupSubitem], frame: GroupFrame) throws(LayoutError) -> Double {
        if let crossInner = frame.crossInner {
            var largest = 0.0
            var uniformIndexes: [Int] = []
            for (i, n) in laid.nodes.enumerated() where n.filled && frame.crossDimension(subitems[i].layoutSize).isUniformAcrossSiblings {
                uniformIndexes.append(i); largest = max(largest, frame.cross(n.size))
            }
            for i in uniformIndexes where frame.cross(laid.nodes[i].size) != largest {
                try relayout(&laid, i, subitems: subitems, frame: frame, cross: largest)
            }
            return crossInner
        }
        var cross = 0.0
        for (i, n) in laid.nodes.enumerated() where n.filled {
            let sp = frame.spacing(subitems[i].edgeSpacing)
            cross = max(cross, frame.cross(n.size) + sp.crossLead + sp.crossTrail)
        }
        for (i, n) in laid.nodes.enumerated() where n.filled {
            if case .absolute = frame.crossDimension(subitems[i].layoutSize) { continue }
            let sp = frame.spacing(subitems[i].edgeSpacing)
            let target = cross - sp.crossLead - sp.crossTrail
            if frame.cross(n.size) != target { try relayout(&laid, i, subitems: subitems, frame: frame, cross: target) }
        }
        return cross
    }

    /// Siblings uniform along the main axis all take the largest one's length.
    func equalizeUniformMainLengths(_ laid: inout LaidOutSubitems, subitems: [LayoutGroupSubitem], frame: GroupFrame) throws(LayoutError) {
        var uniform = 0.0
        var anyUniform = false
        for (i, n) in laid.nodes.enumerated() where n.filled && frame.mainDimension(subitems[i].layoutSize).isUniformAcrossSiblings {
            anyUniform = true; uniform = max(uniform, frame.main(n.size))
        }
        guard anyUniform else { return }
        for (i, n) in laid.nodes.enumerated() where n.filled {
            if frame.mainDimension(subitems[i].layoutSize).isUniformAcrossSiblings && frame.main(n.size) != uniform {
                try relayout(&laid, i, subitems: subitems, frame: frame, main: uniform)
            }
        }
    }

    /// The main-axis length and the share each flexible space gets: fixed spacing first, then
    /// what is left is shared among flexible spaces. Self-sized content that does not fit runs
    /// past the group's end (a diagnostic); fixed content that does not fit is an error.
    func mainLength(
        _ g: LayoutGroup, laid: LaidOutSubitems, subitems: [LayoutGroupSubitem], frame: GroupFrame,
        leaf: Int
    ) throws(LayoutError) -> (main: Double, share: Double) {
        let between = g.interItemSpacing
        if let b = between, !(b.minimum.isFinite && b.minimum >= 0) {
            throw .invalidSpacing(section: sectionID, detail: "interItemSpacing is \(formatNumber(b.minimum))")
        }
        var needed = 0.0
        var flexibleGaps = 0
        for i in laid.nodes.indices {
            let sp = frame.spacing(subitems[i].edgeSpacing)
            needed += frame.main(laid.nodes[i].size) + (sp.lead?.minimum ?? 0) + (sp.trail?.minimum ?? 0)
            if sp.lead?.isFlexible == true { flexibleGaps += 1 }
            if sp.trail?.isFlexible == true { flexibleGaps += 1 }
            if i > 0, let b = between {
                needed += b.minimum
                if b.isFlexible { flexibleGaps += 1 }
            }
        }
        let full = laid.end <= itemCount
        guard let mainInner = frame.mainInner else { return (needed, 0) }
        if full && needed > mainInner + 0.001 {
            let measured = subitems.contains { frame.mainDimension($0.layoutSize).isEstimated }
            guard measured else {
                throw .itemsWiderThanGroup(section: sectionID, item: itemID(leaf), needed: needed, available: mainInner)
            }
            diagnostics.append(
                LayoutDiagnostic(
                    section: sectionID, item: itemID(leaf),
                    message: "self-sized subitems need \(formatNumber(needed)) pt but the group has \(formatNumber(mainInner)) pt; they overflow it"))
        }
        let share = flexibleGaps > 0 && full ? max(0, mainInner - needed) / Double(flexibleGaps) : 0
        return (mainInner, share)
    }

    /// The subitems' elements placed along the main axis, in the group's coordinates.
    func place(
        _ laid: LaidOutSubitems, subitems: [LayoutGroupSubitem], frame: GroupFrame, between: LayoutSpacing?,
        share: Double
    ) -> [PlacedElement] {
        var elements: [PlacedElement] = []
        var position = 0.0
        for i in laid.nodes.indices {
            let sp = frame.spacing(subitems[i].edgeSpacing)
            if i > 0, let b = between { position += b.minimum + (b.isFlexible ? share : 0) }
            if let l = sp.lead { position += l.minimum + (l.isFlexible ? share : 0) }
            var node = laid.nodes[i]
            if node.filled {
                node.offset(
                    dx: frame.horizontal ? frame.originX + position : frame.originX + sp.crossLead,
                    dy: frame.horizontal ? frame.originY + sp.crossLead : frame.originY + position)
                elements += node.elements
            }
            position += frame.main(node.size)
            if let t = sp.trail { position += t.minimum + (t.isFlexible ? share : 0) }
        }
        return elements
    }
}
