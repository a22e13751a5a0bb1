import Geometry

/// Flow layout works in (along-line, line-stacking) coordinates: for vertical scrolling that is (x, y).
struct FlowAxes {
    var vertical: Bool

    func rect(_ along: Double, _ stack: Double, _ alongLength: Double, _ stackLength: Double) -> Rect {
        vertical
            ? Rect(x: along, y: stack, width: alongLength, height: stackLength)
            : Rect(x: stack, y: along, width: stackLength, height: alongLength)
    }
    func along(_ s: Size) -> Double { vertical ? s.width : s.height }
    func stack(_ s: Size) -> Double { vertical ? s.height : s.width }
}

/// What a flow pass has produced so far.
struct FlowOutput {
    var attributes: [LayoutAttributes] = []
    var diagnostics: [LayoutDiagnostic] = []
    /// Where the next section starts along the scroll axis.
    var position = 0.0
}

/// One flow section's resolved inset and spacings, and the room its lines have.
struct FlowSectionMetrics {
    var inset: EdgeInsets
    var lineSpacing: Double
    var itemSpacing: Double
    /// Where lines start across the scroll axis, and how long they can be.
    var alongStart: Double
    var available: Double
}

extension FlowLayout {
    /// Lays out one section after the previous ones: header, items in lines, footer, then the
    /// sticky header moved to the scroll offset.
    func layOutSection(
        _ index: Int, _ content: LayoutSectionContent, axes: FlowAxes, environment: LayoutEnvironment,
        measurer: some LayoutMeasuring, into out: inout FlowOutput
    ) throws(LayoutError) {
        let pass = SectionLayoutPass(content: content, sectionIndex: index, environment: environment, measurer: measurer, cache: cache)
        let store = cache.store(for: content.identifier)
        store.begin(count: content.itemCount)
        pass.cellStore = store
        defer { store.end() }
        let metrics = try sectionMetrics(index, content, axes: axes, environment: environment)
        let crossLength = axes.along(environment.containerSize)
        let sectionStart = out.position
        var pinned: [Int] = []

        let header = referenceSizeForHeader?(index) ?? headerReferenceSize
        if content.hasHeader,
            let length = try supplementaryLength(
                ElementKind.sectionHeader, reference: header, sizing: headerSizing,
                crossLength: crossLength, axes: axes, pass: pass)
        {
            if sectionHeadersPinToVisibleBounds { pinned.append(out.attributes.count) }
            out.attributes.append(
                LayoutAttributes(
                    category: .supplementaryView(ElementKind.sectionHeader), indexPath: IndexPath(section: index, item: 0),
                    sectionIdentifier: content.identifier, itemIdentifier: nil,
                    frame: axes.rect(0, out.position, crossLength, length), zIndex: 1,
                    isPinned: sectionHeadersPinToVisibleBounds))
            out.position += length
        }
        if let template = templateForSection?(index) {
            guard axes.vertical else {
                throw .invalidTemplate(
                    section: content.identifier, template: template.name,
                    detail: "templates in a flow layout need vertical scrolling")
            }
            try layOutTemplateSection(template, pass: pass, content: content, index: index, crossLength: crossLength, into: &out)
        } else {
            out.position += axes.vertical ? metrics.inset.top : metrics.inset.left
            let sizes = try itemSizes(index, content, metrics: metrics, axes: axes, pass: pass, diagnostics: &out.diagnostics)
            appendLines(index, content, sizes: sizes, metrics: metrics, axes: axes, into: &out)
            out.position += axes.vertical ? metrics.inset.bottom : metrics.inset.right
        }

        let footer = referenceSizeForFooter?(index) ?? footerReferenceSize
        if content.hasFooter,
            let length = try supplementaryLength(
                ElementKind.sectionFooter, reference: footer, sizing: footerSizing,
                crossLength: crossLength, axes: axes, pass: pass)
        {
            out.attributes.append(
                LayoutAttributes(
                    category: .supplementaryView(ElementKind.sectionFooter), indexPath: IndexPath(section: index, item: 0),
                    sectionIdentifier: content.identifier, itemIdentifier: nil,
                    frame: axes.rect(0, out.position, crossLength, length), zIndex: 1,
                    isPinned: sectionFootersPinToVisibleBounds))
            out.position += length
        }
        pinHeaders(pinned, sectionStart: sectionStart, axes: axes, environment: environment, in: &out)
        out.diagnostics += pass.diagnostics
    }

    /// The section's inset (from its reference) and spacings, validated, and the room for lines.
    func sectionMetrics(
        _ index: Int, _ content: LayoutSectionContent, axes: FlowAxes,
        environment: LayoutEnvironment
    ) throws(LayoutError) -> FlowSectionMetrics {
        var inset = insetForSection?(index) ?? sectionInset
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let r = environment.safeAreaInsets.resolved(for: .leftToRight)
            inset.left += r.left; inset.right += r.right
        case .fromLayoutMargins:
            let r = environment.referenceInsets(.layoutMargins).resolved(for: .leftToRight)
            inset.left += r.left; inset.right += r.right
        }
        let lineSpacing = minimumLineSpacingForSection?(index) ?? minimumLineSpacing
        let itemSpacing = minimumInteritemSpacingForSection?(index) ?? minimumInteritemSpacing
        for v in [inset.top, inset.left, inset.bottom, inset.right, lineSpacing, itemSpacing] where !(v.isFinite && v >= 0) {
            throw .invalidSpacing(
                section: content.identifier, detail: "section inset \(inset), spacings \(formatNumber(lineSpacing)), \(formatNumber(itemSpacing))")
        }
        let available = axes.along(environment.containerSize) - (axes.vertical ? inset.horizontal : inset.vertical)
        guard available > 0 else { throw .noRoomForSection(section: content.identifier, width: available) }
        return FlowSectionMetrics(
            inset: inset, lineSpacing: lineSpacing, itemSpacing: itemSpacing,
            alongStart: axes.vertical ? inset.left : inset.top, available: available)
    }

    /// The length of a header or footer along the scroll axis (nil: not shown), measured across
    /// the full cross length when it self-sizes.
    func supplementaryLength(
        _ kind: String, reference: Size, sizing: SupplementarySizing, crossLength: Double,
        axes: FlowAxes, pass: SectionLayoutPass
    ) throws(LayoutError) -> Double? {
        let estimate = axes.stack(reference)
        guard estimate > 0, estimate.isFinite else { return nil }
        guard sizing == .estimated else { return estimate }
        let proposal =
            axes.vertical
            ? SizingProposal(size: Size(width: crossLength, height: estimate), isWidthFixed: true, isHeightFixed: false)
            : SizingProposal(size: Size(width: estimate, height: crossLength), isWidthFixed: false, isHeightFixed: true)
        let length = axes.stack(try pass.measure(.supplementary(kind: kind, owner: .section), proposal: proposal))
        return length > 0 ? length : nil
    }

    /// Every item's size (explicit, measured from the estimate, or `itemSize`), validated and
    /// clamped to the room a line has.
    func itemSizes(
        _ index: Int, _ content: LayoutSectionContent, metrics: FlowSectionMetrics, axes: FlowAxes,
        pass: SectionLayoutPass, diagnostics: inout [LayoutDiagnostic]
    ) throws(LayoutError) -> [Size] {
        var sizes: [Size] = []
        sizes.reserveCapacity(content.itemCount)
        for item in 0..<content.itemCount {
            var s: Size
            if let explicit = sizeForItem?(IndexPath(section: index, item: item)) {
                s = explicit
            } else if let estimate = estimatedItemSize {
                s = try pass.measure(.cell(item: item), proposal: SizingProposal(size: estimate, isWidthFixed: false, isHeightFixed: false))
            } else {
                s = itemSize
            }
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw .invalidDimension(
                    section: content.identifier, item: content.itemIdentifiers[item], element: "item",
                    dimension: .absolute(s.width > 0 && s.width.isFinite ? s.height : s.width))
            }
            if axes.along(s) > metrics.available {
                diagnostics.append(
                    LayoutDiagnostic(
                        section: content.identifier, item: content.itemIdentifiers[item],
                        message: "item size \(s) is larger than the \(formatNumber(metrics.available)) pt the section has; clamped"))
                if axes.vertical { s.width = metrics.available } else { s.height = metrics.available }
            }
            sizes.append(s)
        }
        return sizes
    }

    /// Fills lines with as many items as fit, UIKit's way: a line of several is justified, a
    /// line of one centered, items centered on the line's cross axis.
    func appendLines(
        _ index: Int, _ content: LayoutSectionContent, sizes: [Size], metrics: FlowSectionMetrics,
        axes: FlowAxes, into out: inout FlowOutput
    ) {
        let available = metrics.available
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = axes.along(sizes[first])
            while end < sizes.count && used + metrics.itemSpacing + axes.along(sizes[end]) <= available + 1e-9 {
                used += metrics.itemSpacing + axes.along(sizes[end]); end += 1
            }
            if first > 0 { out.position += metrics.lineSpacing }
            let lineLength = sizes[first..<end].map(axes.stack).max() ?? 0
            let count = end - first
            let total = sizes[first..<end].reduce(0) { $0 + axes.along($1) }
            let gap = count > 1 ? (available - total) / Double(count - 1) : 0
            var along = count == 1 ? metrics.alongStart + (available - total) / 2 : metrics.alongStart
            for item in first..<end {
                let s = sizes[item]
                out.attributes.append(
                    LayoutAttributes(
                        category: .cell, indexPath: IndexPath(section: index, item: item),
                        sectionIdentifier: content.identifier, itemIdentifier: content.itemIdentifiers[item],
                        frame: axes.rect(along, out.position + (lineLength - axes.stack(s)) / 2, axes.along(s), axes.stack(s))))
                along += axes.along(s) + gap
            }
            out.position += lineLength
            first = end
        }
    }

    /// Sticky headers stay at the scroll offset until their section's end pushes them.
    func pinHeaders(_ pinned: [Int], sectionStart: Double, axes: FlowAxes, environment: LayoutEnvironment, in out: inout FlowOutput) {
        let offset = axes.vertical ? environment.contentOffset.y : environment.contentOffset.x
        for i in pinned {
            var f = out.attributes[i].frame
            let length = axes.stack(f.size)
            let pinnedAt = min(max(sectionStart, offset), out.position - length)
            if axes.vertical { f.origin.y = max(f.origin.y, pinnedAt) } else { f.origin.x = max(f.origin.x, pinnedAt) }
            out.attributes[i].frame = f
        }
    }
}
