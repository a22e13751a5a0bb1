import Geometry

extension SectionLayoutPass {
    /// Lays out a whole section (vertical scrolling) in section-local, left-to-right coordinates.
    func layoutSection(_ section: LayoutSection) throws(LayoutError) -> SectionGeometry {
        itemLimit = section.maximumItemCount
        let containerW = environment.containerSize.width
        let containerH = environment.containerSize.height
        let ref = environment.referenceInsets(section.contentInsetsReference)
        let ins = section.contentInsets
        for v in [ins.top, ins.leading, ins.bottom, ins.trailing, section.interGroupSpacing] where !v.isFinite || v < 0 {
            throw .invalidSpacing(section: sectionID, detail: "content insets \(ins), interGroupSpacing \(formatNumber(section.interGroupSpacing))")
        }
        var left = ref.leading + ins.leading
        var right = ref.trailing + ins.trailing
        var contentW = containerW - left - right
        guard contentW > 0 else { throw .noRoomForSection(section: sectionID, width: contentW) }

        var elements: [PlacedElement] = []
        elements.reserveCapacity(itemCount * (section.list != nil ? 2 : 1) + boundary0Count(section) + 4)
        var boundaryElements: [PlacedElement] = []
        var y = 0.0
        var paddingWhenLast = 0.0
        if let list = section.list {
            let c = list.configuration
            let header = c.headerMode == .supplementary && content.hasHeader
            switch c.appearance {
            case .grouped, .insetGrouped: y = header ? (c.headerTopPadding ?? 0) : ListConfiguration.standardGroupedSectionSpacing
            case .plain, .sidebar: y = header ? (c.headerTopPadding ?? 0) : 0
            }
            if !(y.isFinite && y >= 0) { throw .invalidSpacing(section: sectionID, detail: "headerTopPadding is \(formatNumber(y))") }
            let radius = c.resolvedSectionCornerRadius
            if !(radius.isFinite && radius >= 0) { throw .invalidSpacing(section: sectionID, detail: "sectionCornerRadius is \(formatNumber(radius))") }
            paddingWhenLast = c.bottomPadding
            if !(paddingWhenLast.isFinite && paddingWhenLast >= 0) {
                throw .invalidSpacing(section: sectionID, detail: "bottomPadding is \(formatNumber(paddingWhenLast))")
            }
        }
        let sectionStart = y

        // Boundary supplementaries.
        let boundary = section.boundarySupplementaryItems.filter { s in
            switch s.elementKind {
            case ElementKind.sectionHeader: return content.hasHeader
            case ElementKind.sectionFooter: return content.hasFooter
            default: return true
            }
        }
        let follow = section.supplementaryContentInsetsFollowContentInsets
        let suppLeft = follow ? left : ref.leading
        let suppW = follow ? contentW : containerW - ref.leading - ref.trailing
        var boundaryFrames: [(LayoutBoundarySupplementaryItem, Size)] = []
        for s in boundary {
            boundaryFrames.append((s, try boundarySize(s, width: suppW, height: containerH)))
        }
        func x(for s: LayoutBoundarySupplementaryItem, width w: Double) -> Double {
            switch s.alignment {
            case .topLeading, .bottomLeading, .leading: return suppLeft
            case .topTrailing, .bottomTrailing, .trailing: return suppLeft + suppW - w
            default: return suppLeft + (suppW - w) / 2
            }
        }
        // Side supplementaries that extend the boundary (UIKit: the section's leading or trailing
        // edge moves out by their width) take their room from the content's width.
        var leadingExtent = 0.0, trailingSideExtent = 0.0, sideLength = 0.0
        for (s, size) in boundaryFrames where s.extendsBoundary && s.alignment.isSide {
            if s.alignment == .leading {
                leadingExtent = max(leadingExtent, size.width + max(0, s.offset.x))
            } else {
                trailingSideExtent = max(trailingSideExtent, size.width + max(0, -s.offset.x))
            }
            if !s.layoutSize.heightDimension.isFractionalHeight { sideLength = max(sideLength, size.height + max(0, s.offset.y)) }
        }
        if leadingExtent > 0 || trailingSideExtent > 0 {
            left += leadingExtent; right += trailingSideExtent
            contentW -= leadingExtent + trailingSideExtent
            guard contentW > 0 else { throw .noRoomForSection(section: sectionID, width: contentW) }
        }

        var extent = 0.0
        for (s, size) in boundaryFrames where s.alignment.isTop || s.alignment == .none {
            let f = Rect(x: x(for: s, width: size.width) + s.offset.x, y: y + s.offset.y, width: size.width, height: size.height)
            boundaryElements.append(PlacedElement(category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                                          zIndex: s.zIndex, isPinned: s.pinToVisibleBounds))
            if s.extendsBoundary && s.alignment.isTop { extent = max(extent, size.height + max(0, s.offset.y)) }
        }
        y += extent
        let contentStart = y
        y += ins.top

        // Groups.
        var consumed = 0
        var clipRect: Rect? = nil
        if let waterfall = section.waterfall {
            let placed = try layoutWaterfall(waterfall, left: left, top: y, width: contentW)
            elements += placed.elements
            y += placed.height
        } else if section.orthogonalScrollingBehavior == .none {
            var first = true
            while consumed < itemCount {
                if !first { y += section.interGroupSpacing }
                first = false
                var node = try layoutGroup(section.group, parentWidth: contentW, parentHeight: containerH, width: nil, height: nil, leaf: consumed)
                guard node.slots > 0 else { throw .emptyGroup(section: sectionID, item: itemID(consumed), count: 0) }
                node.offset(dx: left, dy: y)
                elements += node.elements
                y += node.size.height
                consumed += node.slots
            }
        } else {
            var x = left
            var groupFrames: [Rect] = []
            var height = 0.0
            while consumed < itemCount {
                if !groupFrames.isEmpty { x += section.interGroupSpacing }
                var node = try layoutGroup(section.group, parentWidth: contentW, parentHeight: containerH, width: nil, height: nil, leaf: consumed)
                guard node.slots > 0 else { throw .emptyGroup(section: sectionID, item: itemID(consumed), count: 0) }
                node.offset(dx: x, dy: y)
                elements += node.elements
                groupFrames.append(Rect(x: x, y: y, width: node.size.width, height: node.size.height))
                x += node.size.width
                height = max(height, node.size.height)
                consumed += node.slots
            }
            let stripLength = x + right
            // Extending side supplementaries narrow the strip's window to the space between them.
            let windowStart = leadingExtent > 0 ? suppLeft + leadingExtent : 0
            let windowEnd = trailingSideExtent > 0 ? suppLeft + suppW - trailingSideExtent : containerW
            let offset = snappedOffset(section, requested: environment.orthogonalScrollOffsets[sectionID] ?? 0,
                                       groups: groupFrames, stripLength: stripLength, visible: containerW, leading: left,
                                       window: windowStart..<max(windowStart, windowEnd))
            let clip = Rect(x: windowStart, y: contentStart, width: max(0, windowEnd - windowStart), height: ins.top + height + ins.bottom)
            for i in elements.indices {
                elements[i].frame.origin.x -= offset
                elements[i].isClipped = true
            }
            clipRect = clip
            y += height
        }
        y += ins.bottom
        // The section is at least as long as its extending side supplementaries.
        y = max(y, contentStart + sideLength)
        let contentEnd = y

        var trailingExtent = 0.0
        for (s, size) in boundaryFrames where s.alignment.isBottom {
            let f = Rect(x: x(for: s, width: size.width) + s.offset.x, y: y + s.offset.y, width: size.width, height: size.height)
            boundaryElements.append(PlacedElement(category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                                          zIndex: s.zIndex, isPinned: s.pinToVisibleBounds))
            if s.extendsBoundary { trailingExtent = max(trailingExtent, size.height + max(0, s.offset.y)) }
        }
        for (s, slot) in boundaryFrames where s.alignment.isSide {
            // A fractional height along the scroll axis is a fraction of the section's content
            // (UIKit sizes a side supplementary against the section, not the whole container).
            var size = slot
            if case .fractionalHeight(let f) = s.layoutSize.heightDimension { size.height = f * (contentEnd - contentStart) }
            let f = Rect(x: x(for: s, width: size.width) + s.offset.x, y: contentStart + s.offset.y, width: size.width, height: size.height)
            boundaryElements.append(PlacedElement(category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                                          zIndex: s.zIndex, isPinned: s.pinToVisibleBounds, pinsBesideContent: s.pinToVisibleBounds))
        }
        y += trailingExtent

        // Decorations come first in the section's order.
        var decorations: [PlacedElement] = []
        let sectionFrame = Rect(x: ref.leading, y: sectionStart, width: containerW - ref.leading - ref.trailing, height: y - sectionStart)
        for d in section.decorationItems {
            let f = sectionFrame.inset(by: d.contentInsets.resolved(for: .leftToRight))
            decorations.append(PlacedElement(category: .decorationView(d.elementKind), owner: .section, frame: f, zIndex: d.zIndex,
                                             style: AttributeExtras(clipRect: nil, decoration: DecorationStyle(cornerRadius: d.cornerRadius, color: d.color))))
        }
        var separators: [PlacedElement] = []
        if let list = section.list {
            let extra = listDecorations(list, cells: elements)
            decorations += extra.backgrounds
            separators = extra.separators
        }
        // Final order: decorations, boundary supplementaries, cells, separators. Inserting the
        // few leading elements moves the cells in place instead of copying them.
        elements += separators
        elements.insert(contentsOf: decorations + boundaryElements, at: 0)
        return SectionGeometry(elements: elements, length: y, contentStart: contentStart, contentEnd: contentEnd,
                               clipRect: clipRect, diagnostics: diagnostics, paddingWhenLast: paddingWhenLast)
    }

    /// A waterfall: equal columns, each item in the shortest column so far (the leftmost on ties).
    func layoutWaterfall(_ w: WaterfallStyle, left: Double, top: Double, width: Double) throws(LayoutError) -> (elements: [PlacedElement], height: Double) {
        guard w.columns >= 1 else { throw .emptyGroup(section: sectionID, item: itemID(0), count: w.columns) }
        guard w.columns <= 10_000 else { throw .tooManySubitems(section: sectionID, item: itemID(0), count: w.columns) }
        guard w.spacing.isFinite, w.spacing >= 0 else { throw .invalidSpacing(section: sectionID, detail: "column spacing is \(formatNumber(w.spacing))") }
        let columnWidth = (width - Double(w.columns - 1) * w.spacing) / Double(w.columns)
        guard columnWidth > 0 else { throw .noRoomInGroup(section: sectionID, item: itemID(0), length: columnWidth) }
        var heights = Array(repeating: 0.0, count: w.columns)
        var out: [PlacedElement] = []
        out.reserveCapacity(itemCount)
        for i in 0..<itemCount {
            let h: Double
            switch w.itemHeight {
            case .absolute(let v), .aspectRatio(let v), .measured(let v):
                guard v.isFinite, v > 0 else {
                    throw .invalidDimension(section: sectionID, item: itemID(i), element: "item", dimension: .absolute(v))
                }
                switch w.itemHeight {
                case .absolute: h = v
                case .aspectRatio: h = columnWidth * v
                case .measured:
                    h = measure(.cell(item: i), proposal: SizingProposal(size: Size(width: columnWidth, height: v), isWidthFixed: true, isHeightFixed: false)).height
                }
            }
            var c = 0
            for k in 1..<w.columns where heights[k] < heights[c] { c = k }
            let y0 = heights[c] > 0 ? heights[c] + w.spacing : 0
            out.append(PlacedElement(category: .cell, owner: .item(i),
                                     frame: Rect(x: left + Double(c) * (columnWidth + w.spacing), y: top + y0, width: columnWidth, height: h), zIndex: 0))
            heights[c] = y0 + h
        }
        return (out, heights.max() ?? 0)
    }

    private func boundary0Count(_ section: LayoutSection) -> Int {
        section.boundarySupplementaryItems.count + section.decorationItems.count + (section.list != nil ? 1 : 0)
    }

    /// A boundary supplementary's view inside its slot: moved in by its content insets, except
    /// on an estimated axis.
    func boundaryFrame(_ slot: Rect, _ s: LayoutBoundarySupplementaryItem) -> Rect {
        let i = s.contentInsets
        if i == .zero { return slot }
        let wEst = s.layoutSize.widthDimension.isEstimated, hEst = s.layoutSize.heightDimension.isEstimated
        return Rect(x: slot.minX + (wEst ? 0 : i.leading), y: slot.minY + (hEst ? 0 : i.top),
                    width: max(0, slot.width - (wEst ? 0 : i.horizontal)), height: max(0, slot.height - (hEst ? 0 : i.vertical)))
    }

    /// The size of a section or layout boundary supplementary, measured when estimated.
    func boundarySize(_ s: LayoutBoundarySupplementaryItem, width: Double, height: Double) throws(LayoutError) -> Size {
        try validate(s.layoutSize, element: "supplementary '\(s.elementKind)'", owner: .section)
        let wd = s.layoutSize.widthDimension, hd = s.layoutSize.heightDimension
        var w = try resolve(wd, isWidth: true, parentWidth: width, parentHeight: height, owner: .section)
        var h = try resolve(hd, isWidth: false, parentWidth: width, parentHeight: height, owner: .section)
        if w == nil || h == nil {
            // Measured at the size `boundaryFrame` draws it at: the slot less its content insets.
            let i = s.contentInsets
            let p = SizingProposal(size: Size(width: w.map { max(0, $0 - (wd.isEstimated ? 0 : i.horizontal)) } ?? wd.value,
                                              height: h.map { max(0, $0 - (hd.isEstimated ? 0 : i.vertical)) } ?? hd.value),
                                   isWidthFixed: w != nil, isHeightFixed: h != nil)
            let m = measure(.supplementary(kind: s.elementKind, owner: .section), proposal: p)
            w = w ?? m.width; h = h ?? m.height
        }
        return Size(width: w!, height: h!)
    }

    /// The strip offset after the section's paging behaviour, clamped to the strip. `window`
    /// is the part of the width the strip shows through (the whole width unless side
    /// supplementaries take some): pages are its width and centering is on its middle.
    func snappedOffset(_ section: LayoutSection, requested: Double, groups: [Rect], stripLength: Double,
                       visible: Double, leading: Double, window: Range<Double>) -> Double {
        let page = window.upperBound - window.lowerBound
        let maxOffset = max(0, stripLength - visible)
        let r = requested.isFinite ? requested : 0
        var o: Double
        func nearest(_ candidates: [Double]) -> Double {
            candidates.min { abs($0 - r) < abs($1 - r) || (abs($0 - r) == abs($1 - r) && $0 < $1) } ?? r
        }
        switch section.orthogonalScrollingBehavior {
        case .none, .continuous: o = r
        case .paging: o = page > 0 ? (r / page).rounded() * page : 0
        case .groupPaging, .continuousGroupLeadingBoundary: o = nearest(groups.map { $0.minX - leading })
        case .groupPagingCentered: o = nearest(groups.map { $0.midX - window.lowerBound - page / 2 })
        }
        return min(max(o, 0), maxOffset)
    }

    /// Where a cell's separator layout guide starts, from the measurer (nil: the cell layout margin).
    /// Answers that are not finite or are negative are ignored, with a diagnostic.
    func separatorGuide(of cell: PlacedElement, item: Int) -> Double? {
        let reference = LayoutElementReference(category: .cell, indexPath: IndexPath(section: sectionIndex, item: item),
                                               sectionIdentifier: sectionID, itemIdentifier: itemID(item))
        guard let inset = measurer.separatorLeadingInset(of: reference, width: cell.frame.width) else { return nil }
        guard inset.isFinite, inset >= 0 else {
            diagnostics.append(LayoutDiagnostic(section: sectionID, item: itemID(item),
                message: "the measurer answered a separator leading inset of \(formatNumber(inset)); the cell layout margin was used"))
            return nil
        }
        return inset
    }

    /// Separators and the section background of a list section.
    func listDecorations(_ list: ListSectionStyle, cells: [PlacedElement]) -> (backgrounds: [PlacedElement], separators: [PlacedElement]) {
        let c = list.configuration
        var out: [PlacedElement] = []
        var union: Rect? = nil
        var separators: [PlacedElement] = []
        let hairline = 1 / (environment.displayScale > 0 ? environment.displayScale : 1)
        let last = itemCount - 1
        // One shared style per separator color (usually one for the whole section).
        var styles: [Color: AttributeExtras] = [:]
        func style(for color: Color) -> AttributeExtras {
            if let s = styles[color] { return s }
            let s = AttributeExtras(clipRect: nil, decoration: DecorationStyle(color: color))
            styles[color] = s
            return s
        }
        for cell in cells where cell.category == .cell {
            guard let item = cell.owner.item else { continue }
            union = union.map { $0.union(cell.frame) } ?? cell.frame
            guard c.showsSeparators else { continue }
            let indexPath = IndexPath(section: sectionIndex, item: item)
            var sc = c.separatorConfiguration
            if let handler = c.itemSeparatorHandler { sc = handler(indexPath, sc) }
            let isFirst = item == 0, isLast = item == last
            let grouped = c.appearance == .grouped
            // Automatic rules: lines between rows; grouped lists also draw full-width edge lines.
            let showTop: Bool, showBottom: Bool
            switch sc.topSeparatorVisibility {
            case .automatic: showTop = grouped && isFirst
            case .visible: showTop = true
            case .hidden: showTop = false
            }
            switch sc.bottomSeparatorVisibility {
            case .automatic: showBottom = !isLast || grouped
            case .visible: showBottom = true
            case .hidden: showBottom = false
            }
            // Automatic separators start at the cell's separator layout guide (its text), asked once per cell.
            var guide: Double? = nil
            func automaticLeading() -> Double {
                if let guide { return guide }
                let inset = separatorGuide(of: cell, item: item) ?? list.cellLayoutMargin
                guide = inset
                return inset
            }
            func line(_ insets: DirectionalEdgeInsets?, edge: Bool, y: Double) -> PlacedElement {
                let lead = insets?.leading ?? (edge ? 0 : automaticLeading())
                let trail = insets?.trailing ?? 0
                let f = Rect(x: cell.frame.minX + lead, y: y, width: max(0, cell.frame.width - lead - trail), height: hairline)
                return PlacedElement(category: .decorationView(ElementKind.separator), owner: .item(item), frame: f, zIndex: 1,
                                     style: style(for: sc.color))
            }
            if showTop {
                separators.append(line(sc.topSeparatorInsets, edge: grouped && isFirst, y: cell.frame.minY))
            }
            if showBottom {
                separators.append(line(sc.bottomSeparatorInsets, edge: grouped && isLast, y: cell.frame.maxY - hairline))
            }
        }
        if let union, c.appearance == .grouped || c.appearance == .insetGrouped {
            out.append(PlacedElement(category: .decorationView(ElementKind.listSectionBackground), owner: .section, frame: union, zIndex: -1,
                                     style: AttributeExtras(clipRect: nil, decoration: DecorationStyle(cornerRadius: c.resolvedSectionCornerRadius, color: c.sectionBackgroundColor))))
        }
        return (out, separators)
    }
}
