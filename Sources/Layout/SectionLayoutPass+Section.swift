import Geometry

/// Where a section's content and boundary supplementaries go across the scroll axis
/// (section-local, left to right).
struct SectionColumns {
    /// The insets of the section's `contentInsetsReference`.
    var reference: DirectionalEdgeInsets
    var containerWidth: Double
    /// The content's edges from the container's left and right, and its width.
    var left: Double, right: Double, width: Double
    /// Boundary supplementaries' left edge and width.
    var supplementaryLeft: Double, supplementaryWidth: Double
    /// Room taken by extending leading / trailing side supplementaries, and their length.
    var leadingExtent = 0.0, trailingExtent = 0.0, sideLength = 0.0

    /// A boundary supplementary's x for its alignment.
    func x(for s: LayoutBoundarySupplementaryItem, width w: Double) -> Double {
        switch s.alignment {
        case .topLeading, .bottomLeading, .leading: return supplementaryLeft
        case .topTrailing, .bottomTrailing, .trailing: return supplementaryLeft + supplementaryWidth - w
        default: return supplementaryLeft + (supplementaryWidth - w) / 2
        }
    }
}

/// A section's groups as laid out: their elements, where they end along the scroll axis and
/// the visible strip of an orthogonal section.
struct LaidOutGroups {
    var elements: [PlacedElement]
    var end: Double
    var clipRect: Rect? = nil
}

extension SectionLayoutPass {
    /// Lays out a whole section (vertical scrolling) in section-local, left-to-right coordinates:
    /// list spacing, boundary supplementaries above, the groups, those below and beside, then
    /// decorations and list separators.
    func layoutSection(_ section: LayoutSection) throws(LayoutError) -> SectionGeometry {
        itemLimit = section.maximumItemCount
        let ins = section.contentInsets
        var columns = try sectionColumns(section)
        let (sectionStart, paddingWhenLast) = try listSpacing(section)
        let boundary = try boundarySizes(section, columns: columns)
        try makeRoomForSideSupplementaries(boundary, in: &columns)

        let top = placeTopSupplementaries(boundary, columns: columns, at: sectionStart)
        let contentStart = sectionStart + top.extent
        var groups = try layoutGroups(section, columns: columns, top: contentStart + ins.top, contentStart: contentStart)
        // The section is at least as long as its extending side supplementaries.
        let contentEnd = max(groups.end + ins.bottom, contentStart + columns.sideLength)
        let below = placeBottomAndSideSupplementaries(boundary, columns: columns, contentStart: contentStart, contentEnd: contentEnd)
        let length = contentEnd + below.extent

        var decorations = sectionDecorations(section, columns: columns, from: sectionStart, to: length)
        var separators: [PlacedElement] = []
        if let list = section.list {
            let extra = listDecorations(list, cells: groups.elements)
            decorations += extra.backgrounds
            separators = extra.separators
        }
        // Final order: decorations, boundary supplementaries, cells, separators. Inserting the
        // few leading elements moves the cells in place instead of copying them.
        groups.elements += separators
        groups.elements.insert(contentsOf: decorations + top.elements + below.elements, at: 0)
        return SectionGeometry(
            elements: groups.elements, length: length, contentStart: contentStart, contentEnd: contentEnd,
            clipRect: groups.clipRect, diagnostics: diagnostics, paddingWhenLast: paddingWhenLast)
    }

    /// The content's and the boundary supplementaries' columns, from the content insets reference
    /// and the content insets (validated).
    func sectionColumns(_ section: LayoutSection) throws(LayoutError) -> SectionColumns {
        let containerW = environment.containerSize.width
        let ref = section.referenceInsets(in: environment)
        let ins = section.contentInsets
        for v in [ins.top, ins.leading, ins.bottom, ins.trailing, section.interGroupSpacing] where !v.isFinite || v < 0 {
            throw .invalidSpacing(section: sectionID, detail: "content insets \(ins), interGroupSpacing \(formatNumber(section.interGroupSpacing))")
        }
        let left = ref.leading + ins.leading, right = ref.trailing + ins.trailing
        let width = containerW - left - right
        guard width > 0 else { throw .noRoomForSection(section: sectionID, width: width) }
        let follow = section.supplementaryContentInsetsFollowContentInsets
        return SectionColumns(
            reference: ref, containerWidth: containerW, left: left, right: right, width: width,
            supplementaryLeft: follow ? left : ref.leading,
            supplementaryWidth: follow ? width : containerW - ref.leading - ref.trailing)
    }

    /// A list section's space above its header (or first row) and after it when it is the last.
    func listSpacing(_ section: LayoutSection) throws(LayoutError) -> (top: Double, paddingWhenLast: Double) {
        guard let list = section.list else { return (0, 0) }
        let c = list.configuration
        let header = c.headerMode == .supplementary && content.hasHeader
        let top: Double
        switch c.appearance {
        case .grouped, .insetGrouped: top = header ? (c.headerTopPadding ?? 0) : ListConfiguration.standardGroupedSectionSpacing
        case .plain, .sidebar: top = header ? (c.headerTopPadding ?? 0) : 0
        }
        if !(top.isFinite && top >= 0) { throw .invalidSpacing(section: sectionID, detail: "headerTopPadding is \(formatNumber(top))") }
        let radius = c.resolvedSectionCornerRadius
        if !(radius.isFinite && radius >= 0) { throw .invalidSpacing(section: sectionID, detail: "sectionCornerRadius is \(formatNumber(radius))") }
        let padding = c.bottomPadding
        if !(padding.isFinite && padding >= 0) { throw .invalidSpacing(section: sectionID, detail: "bottomPadding is \(formatNumber(padding))") }
        return (top, padding)
    }

    /// The boundary supplementaries the section shows (headers and footers only when the content
    /// has them), each with its slot size.
    func boundarySizes(_ section: LayoutSection, columns: SectionColumns) throws(LayoutError) -> [(LayoutBoundarySupplementaryItem, Size)] {
        var sizes: [(LayoutBoundarySupplementaryItem, Size)] = []
        for s in section.boundarySupplementaryItems {
            switch s.elementKind {
            case ElementKind.sectionHeader: if !content.hasHeader { continue }
            case ElementKind.sectionFooter: if !content.hasFooter { continue }
            default: break
            }
            sizes.append((s, try boundarySize(s, width: columns.supplementaryWidth, height: environment.containerSize.height)))
        }
        return sizes
    }

    /// Side supplementaries that extend the boundary (UIKit: the section's leading or trailing
    /// edge moves out by their width) take their room from the content's width.
    func makeRoomForSideSupplementaries(_ boundary: [(LayoutBoundarySupplementaryItem, Size)], in columns: inout SectionColumns) throws(LayoutError) {
        for (s, size) in boundary where s.extendsBoundary && s.alignment.isSide {
            if s.alignment == .leading {
                columns.leadingExtent = max(columns.leadingExtent, size.width + max(0, s.offset.x))
            } else {
                columns.trailingExtent = max(columns.trailingExtent, size.width + max(0, -s.offset.x))
            }
            if !s.layoutSize.heightDimension.isFractionalHeight { columns.sideLength = max(columns.sideLength, size.height + max(0, s.offset.y)) }
        }
        guard columns.leadingExtent > 0 || columns.trailingExtent > 0 else { return }
        columns.left += columns.leadingExtent; columns.right += columns.trailingExtent
        columns.width -= columns.leadingExtent + columns.trailingExtent
        guard columns.width > 0 else { throw .noRoomForSection(section: sectionID, width: columns.width) }
    }

    /// The top (and unaligned) boundary supplementaries at `y`, and the room the extending ones take.
    func placeTopSupplementaries(
        _ boundary: [(LayoutBoundarySupplementaryItem, Size)], columns: SectionColumns,
        at y: Double
    ) -> (elements: [PlacedElement], extent: Double) {
        var elements: [PlacedElement] = []
        var extent = 0.0
        for (s, size) in boundary where s.alignment.isTop || s.alignment == .none {
            let f = Rect(x: columns.x(for: s, width: size.width) + s.offset.x, y: y + s.offset.y, width: size.width, height: size.height)
            elements.append(
                PlacedElement(
                    category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                    zIndex: s.zIndex, isPinned: s.pinToVisibleBounds))
            if s.extendsBoundary && s.alignment.isTop { extent = max(extent, size.height + max(0, s.offset.y)) }
        }
        return (elements, extent)
    }

    /// The bottom boundary supplementaries after the content, the side ones beside it, and the
    /// room the extending bottom ones take.
    func placeBottomAndSideSupplementaries(
        _ boundary: [(LayoutBoundarySupplementaryItem, Size)], columns: SectionColumns,
        contentStart: Double, contentEnd: Double
    ) -> (elements: [PlacedElement], extent: Double) {
        var elements: [PlacedElement] = []
        var extent = 0.0
        for (s, size) in boundary where s.alignment.isBottom {
            let f = Rect(x: columns.x(for: s, width: size.width) + s.offset.x, y: contentEnd + s.offset.y, width: size.width, height: size.height)
            elements.append(
                PlacedElement(
                    category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                    zIndex: s.zIndex, isPinned: s.pinToVisibleBounds))
            if s.extendsBoundary { extent = max(extent, size.height + max(0, s.offset.y)) }
        }
        for (s, slot) in boundary where s.alignment.isSide {
            // A fractional height along the scroll axis is a fraction of the section's content
            // (UIKit sizes a side supplementary against the section, not the whole container).
            var size = slot
            if case .fractionalHeight(let f) = s.layoutSize.heightDimension { size.height = f * (contentEnd - contentStart) }
            let f = Rect(x: columns.x(for: s, width: size.width) + s.offset.x, y: contentStart + s.offset.y, width: size.width, height: size.height)
            elements.append(
                PlacedElement(
                    category: .supplementaryView(s.elementKind), owner: .section, frame: boundaryFrame(f, s),
                    zIndex: s.zIndex, isPinned: s.pinToVisibleBounds, pinsBesideContent: s.pinToVisibleBounds))
        }
        return (elements, extent)
    }

    /// The section's groups from `top`: a waterfall, groups stacked along the scroll axis, or an
    /// orthogonal strip.
    func layoutGroups(_ section: LayoutSection, columns: SectionColumns, top: Double, contentStart: Double) throws(LayoutError) -> LaidOutGroups {
        var elements: [PlacedElement] = []
        elements.reserveCapacity(itemCount * (section.list != nil ? 2 : 1) + boundary0Count(section) + 4)
        if let template = section.template {
            return try layoutTemplate(template, section: section, columns: columns, top: top, contentStart: contentStart)
        }
        if section.orthogonalScrollingBehavior != .none {
            return try layoutOrthogonalStrip(section, columns: columns, top: top, contentStart: contentStart, into: elements)
        }
        var y = top
        var consumed = 0
        while consumed < itemCount {
            if consumed > 0 { y += section.interGroupSpacing }
            var node = try nextGroup(section, columns: columns, leaf: consumed)
            node.offset(dx: columns.left, dy: y)
            elements += node.elements
            y += node.size.height
            consumed += node.slots
        }
        return LaidOutGroups(elements: elements, end: y)
    }

    /// The section's group laid out from item `leaf` (it must take at least one item).
    func nextGroup(_ section: LayoutSection, columns: SectionColumns, leaf: Int) throws(LayoutError) -> LayoutNode {
        let node = try layoutGroup(
            section.group, parentWidth: columns.width, parentHeight: environment.containerSize.height,
            width: nil, height: nil, leaf: leaf)
        guard node.slots > 0 else { throw .emptyGroup(section: sectionID, item: itemID(leaf), count: 0) }
        return node
    }

    /// Groups side by side across the scroll axis, scrolled to the (snapped) orthogonal offset
    /// and clipped to the strip's window.
    func layoutOrthogonalStrip(
        _ section: LayoutSection, columns: SectionColumns, top: Double, contentStart: Double,
        into cells: [PlacedElement], snapFrames: [Rect]? = nil
    ) throws(LayoutError) -> LaidOutGroups {
        var elements = cells
        var x = columns.left
        var groupFrames: [Rect] = []
        var height = 0.0
        var consumed = 0
        while consumed < itemCount {
            if !groupFrames.isEmpty { x += section.interGroupSpacing }
            var node = try nextGroup(section, columns: columns, leaf: consumed)
            node.offset(dx: x, dy: top)
            elements += node.elements
            groupFrames.append(Rect(x: x, y: top, width: node.size.width, height: node.size.height))
            x += node.size.width
            height = max(height, node.size.height)
            consumed += node.slots
        }
        // A template's strip is one custom group; it comes to rest on its items' edges.
        if let snapFrames { groupFrames = snapFrames.map { $0.offsetBy(dx: columns.left, dy: top) } }
        let containerW = columns.containerWidth
        // Extending side supplementaries narrow the strip's window to the space between them.
        let windowStart = columns.leadingExtent > 0 ? columns.supplementaryLeft + columns.leadingExtent : 0
        let windowEnd = columns.trailingExtent > 0 ? columns.supplementaryLeft + columns.supplementaryWidth - columns.trailingExtent : containerW
        let offset = snappedOffset(
            section, requested: environment.orthogonalScrollOffsets[sectionID] ?? 0,
            groups: groupFrames, stripLength: x + columns.right, visible: containerW, leading: columns.left,
            window: windowStart..<max(windowStart, windowEnd))
        let ins = section.contentInsets
        let clip = Rect(x: windowStart, y: contentStart, width: max(0, windowEnd - windowStart), height: ins.top + height + ins.bottom)
        for i in elements.indices {
            elements[i].frame.origin.x -= offset
            elements[i].isClipped = true
        }
        return LaidOutGroups(elements: elements, end: top + height, clipRect: clip)
    }

    /// The section's decoration items over the section's frame (from `start` to `end`), inset by their content insets.
    func sectionDecorations(_ section: LayoutSection, columns: SectionColumns, from start: Double, to end: Double) -> [PlacedElement] {
        let ref = columns.reference
        let sectionFrame = Rect(x: ref.leading, y: start, width: columns.containerWidth - ref.leading - ref.trailing, height: end - start)
        return section.decorationItems.map { d in
            PlacedElement(
                category: .decorationView(d.elementKind), owner: .section,
                frame: sectionFrame.inset(by: d.contentInsets.resolved(for: .leftToRight)), zIndex: d.zIndex,
                style: AttributeExtras(clipRect: nil, decoration: DecorationStyle(cornerRadius: d.cornerRadius, color: d.color)))
        }
    }

    /// A template section: its items sized by the measurer as the template proposes, its frames
    /// computed by the template and laid out as the items of one custom group (a strip when it pages).
    func layoutTemplate(
        _ style: TemplateSectionStyle, section: LayoutSection, columns: SectionColumns, top: Double,
        contentStart: Double
    ) throws(LayoutError) -> LaidOutGroups {
        guard itemCount > 0 else { return LaidOutGroups(elements: [], end: top) }
        let container = TemplateContainer(contentWidth: columns.width, environment: environment)
        let laid = try templateFrames(style.layout, container: container)
        let strip = section.orthogonalScrollingBehavior != .none
        var hosted = section
        hosted.template = nil
        hosted.group = LayoutGroup.custom(frames: laid.frames, width: strip ? nil : columns.width)
        if strip {
            return try layoutOrthogonalStrip(hosted, columns: columns, top: top, contentStart: contentStart, into: [], snapFrames: laid.frames)
        }
        var node = try nextGroup(hosted, columns: columns, leaf: 0)
        node.offset(dx: columns.left, dy: top)
        return LaidOutGroups(elements: node.elements, end: top + node.size.height)
    }

    /// A template's frames for this section's items, each item measured (through the caches)
    /// as the template proposes; its clamps become diagnostics.
    func templateFrames(_ template: any TemplateLayout, container: TemplateContainer) throws(LayoutError) -> TemplateFrames {
        if let problem = template.validate(in: container) {
            throw .invalidTemplate(section: sectionID, template: template.name, detail: problem)
        }
        let laid = try template.layOut(count: itemCount, in: container) { (i, proposal) throws(LayoutError) in
            try measure(.cell(item: i), proposal: proposal)
        }
        guard laid.frames.count == itemCount else {
            throw .invalidTemplate(
                section: sectionID, template: template.name,
                detail: "it computed \(laid.frames.count) frames for \(itemCount) items")
        }
        for (i, f) in laid.frames.enumerated() where !(f.isFinite && f.width >= 0 && f.height >= 0) {
            throw .unresolvableDimension(section: sectionID, item: itemID(i), detail: "the template '\(template.name)' computed the frame \(f)")
        }
        for d in laid.diagnostics { diagnostics.append(LayoutDiagnostic(section: sectionID, item: itemID(d.item), message: d.message)) }
        return laid
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
        return Rect(
            x: slot.minX + (wEst ? 0 : i.leading), y: slot.minY + (hEst ? 0 : i.top),
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
            let p = SizingProposal(
                size: Size(
                    width: w.map { max(0, $0 - (wd.isEstimated ? 0 : i.horizontal)) } ?? wd.value,
                    height: h.map { max(0, $0 - (hd.isEstimated ? 0 : i.vertical)) } ?? hd.value),
                isWidthFixed: w != nil, isHeightFixed: h != nil)
            let m = try measure(.supplementary(kind: s.elementKind, owner: .section), proposal: p)
            w = w ?? m.width; h = h ?? m.height
        }
        return Size(width: w!, height: h!)
    }

    /// The strip offset after the section's paging behaviour, clamped to the strip. `window`
    /// is the part of the width the strip shows through (the whole width unless side
    /// supplementaries take some): pages are its width and centering is on its middle.
    func snappedOffset(
        _ section: LayoutSection, requested: Double, groups: [Rect], stripLength: Double,
        visible: Double, leading: Double, window: Range<Double>
    ) -> Double {
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
        let reference = LayoutElementReference(
            category: .cell, indexPath: IndexPath(section: sectionIndex, item: item),
            sectionIdentifier: sectionID, itemIdentifier: itemID(item))
        guard let inset = measurer.separatorLeadingInset(of: reference, width: cell.frame.width) else { return nil }
        guard inset.isFinite, inset >= 0 else {
            diagnostics.append(
                LayoutDiagnostic(
                    section: sectionID, item: itemID(item),
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
            case .automatic: showBottom = !isLast || grouped || (c.appearance == .plain && c.metrics.separatorBelowLastPlainRow)
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
                return PlacedElement(
                    category: .decorationView(ElementKind.separator), owner: .item(item), frame: f, zIndex: 1,
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
            out.append(
                PlacedElement(
                    category: .decorationView(ElementKind.listSectionBackground), owner: .section, frame: union, zIndex: -1,
                    style: AttributeExtras(
                        clipRect: nil, decoration: DecorationStyle(cornerRadius: c.resolvedSectionCornerRadius, color: c.sectionBackgroundColor))))
        }
        return (out, separators)
    }
}
