import Geometry

/// A line-based layout, like `UICollectionViewFlowLayout`: items fill a line across the scroll
/// axis, then wrap to the next.
///
/// UIKit's placement is kept: a line with several items is justified (left-over space goes
/// evenly between them, so spacing is at least `minimumInteritemSpacing`); a line with one
/// item centers it; items in a line are centered on the line's cross axis.
/// Headers and footers show when the section's content has them and their reference size is
/// positive along the scroll axis; they span the collection view across it. With
/// `headerSizing`/`footerSizing` set to `.estimated` they are measured (once per content,
/// cross length and estimate: measurements are cached like items').
public final class FlowLayout {
    /// What `sectionInset` is measured from, like `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: String, Hashable, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// How a header or footer gets its length along the scroll axis.
    public enum SupplementarySizing: String, Hashable, Sendable {
        /// The reference size is the length (UIKit's behaviour without self-sizing).
        case fixed
        /// The reference size is an estimate: the view is measured across the full cross
        /// length (fixed) and its answer along the scroll axis replaces the estimate, as a
        /// self-sizing supplementary's `preferredLayoutAttributesFitting(_:)` does in UIKit.
        /// A reference size of zero along the scroll axis still means "no header".
        case estimated
    }

    /// The axis the content scrolls along; lines run across it.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item unless `sizeForItem` or `estimatedItemSize` says otherwise.
    public var itemSize = Size(width: 50, height: 50)
    /// When set, items self-size: the measurer is asked with this estimate.
    public var estimatedItemSize: Size? = nil
    /// Space between lines (rows when scrolling vertically).
    public var minimumLineSpacing = 10.0
    /// Least space between items in a line.
    public var minimumInteritemSpacing = 10.0
    /// Insets of each section's items (absolute edges, mirrored with the whole layout in right-to-left).
    public var sectionInset: EdgeInsets = .zero
    /// What `sectionInset` is measured from.
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Header size; only the extent along the scroll axis is used (the estimate when `headerSizing` is `.estimated`).
    public var headerReferenceSize: Size = .zero
    /// Footer size; only the extent along the scroll axis is used (the estimate when `footerSizing` is `.estimated`).
    public var footerReferenceSize: Size = .zero
    /// Whether headers self-size (`headerReferenceSize` or the per-section size is then the estimate).
    public var headerSizing: SupplementarySizing = .fixed
    /// Whether footers self-size (`footerReferenceSize` or the per-section size is then the estimate).
    public var footerSizing: SupplementarySizing = .fixed
    /// Keeps headers at the top of the visible bounds while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false
    /// Marks footers as pinned (`isPinned`).
    public var sectionFootersPinToVisibleBounds = false

    /// Per-item size, like `collectionView(_:layout:sizeForItemAt:)`; nil falls back.
    public var sizeForItem: (@Sendable (IndexPath) -> Size?)? = nil
    /// Per-section inset, like `collectionView(_:layout:insetForSectionAt:)`.
    public var insetForSection: (@Sendable (Int) -> EdgeInsets?)? = nil
    /// Per-section line spacing, like `minimumLineSpacingForSectionAt`.
    public var minimumLineSpacingForSection: (@Sendable (Int) -> Double?)? = nil
    /// Per-section item spacing, like `minimumInteritemSpacingForSectionAt`.
    public var minimumInteritemSpacingForSection: (@Sendable (Int) -> Double?)? = nil
    /// Per-section header size, like `referenceSizeForHeaderInSection`.
    public var referenceSizeForHeader: (@Sendable (Int) -> Size?)? = nil
    /// Per-section footer size, like `referenceSizeForFooterInSection`.
    public var referenceSizeForFooter: (@Sendable (Int) -> Size?)? = nil

    let cache = LayoutCache()

    /// A flow layout with UIKit's defaults (50 x 50 items, 10 pt spacing).
    public init() {}

    /// What the last pass did.
    public var statistics: LayoutStatistics { cache.statistics }

    /// Lays out `sections`, measuring self-sizing items with `measurer`.
    /// - Complexity: O(n) in the number of items.
    public func prepare(sections: [LayoutSectionContent], environment: LayoutEnvironment,
                        measurer: some LayoutMeasuring) throws(LayoutError) -> LayoutResult {
        let container = environment.containerSize
        try environment.validate()
        var seen = Set<String>()
        for s in sections where !seen.insert(s.identifier).inserted { throw .duplicateSection(s.identifier) }
        cache.beginPass(traits: environment.traits)
        let vertical = scrollDirection == .vertical
        // Work in (along-line, line-stacking) coordinates: for vertical scrolling that is (x, y).
        func rect(_ along: Double, _ stack: Double, _ alongLength: Double, _ stackLength: Double) -> Rect {
            vertical ? Rect(x: along, y: stack, width: alongLength, height: stackLength)
                     : Rect(x: stack, y: along, width: stackLength, height: alongLength)
        }
        func alongOf(_ s: Size) -> Double { vertical ? s.width : s.height }
        func stackOf(_ s: Size) -> Double { vertical ? s.height : s.width }
        let crossLength = alongOf(container)

        var attributes: [LayoutAttributes] = []
        var diagnostics: [LayoutDiagnostic] = []
        var position = 0.0
        for (index, content) in sections.enumerated() {
            let pass = SectionLayoutPass(content: content, sectionIndex: index, environment: environment, measurer: measurer, cache: cache)
            let store = cache.store(for: content.identifier)
            store.begin(count: content.itemCount)
            pass.cellStore = store
            defer { store.end() }
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
                throw .invalidSpacing(section: content.identifier, detail: "section inset \(inset), spacings \(formatNumber(lineSpacing)), \(formatNumber(itemSpacing))")
            }
            let alongStart = vertical ? inset.left : inset.top
            let available = crossLength - (vertical ? inset.horizontal : inset.vertical)
            guard available > 0 else { throw .noRoomForSection(section: content.identifier, width: available) }
            let sectionStart = position
            var pinned: [Int] = []

            // The length of a header or footer along the scroll axis (nil: not shown).
            func supplementaryLength(_ kind: String, reference: Size, sizing: SupplementarySizing) -> Double? {
                let estimate = stackOf(reference)
                guard estimate > 0, estimate.isFinite else { return nil }
                guard sizing == .estimated else { return estimate }
                let proposal = vertical
                    ? SizingProposal(size: Size(width: crossLength, height: estimate), isWidthFixed: true, isHeightFixed: false)
                    : SizingProposal(size: Size(width: estimate, height: crossLength), isWidthFixed: false, isHeightFixed: true)
                let length = stackOf(pass.measure(.supplementary(kind: kind, owner: .section), proposal: proposal))
                return length > 0 ? length : nil
            }

            let header = referenceSizeForHeader?(index) ?? headerReferenceSize
            if content.hasHeader, let length = supplementaryLength(ElementKind.sectionHeader, reference: header, sizing: headerSizing) {
                if sectionHeadersPinToVisibleBounds { pinned.append(attributes.count) }
                attributes.append(LayoutAttributes(category: .supplementaryView(ElementKind.sectionHeader), indexPath: IndexPath(section: index, item: 0),
                                                   sectionIdentifier: content.identifier, itemIdentifier: nil,
                                                   frame: rect(0, position, crossLength, length), zIndex: 1,
                                                   isPinned: sectionHeadersPinToVisibleBounds))
                position += length
            }
            position += vertical ? inset.top : inset.left

            // Sizes first, then lines.
            var sizes: [Size] = []
            sizes.reserveCapacity(content.itemCount)
            for item in 0..<content.itemCount {
                let ip = IndexPath(section: index, item: item)
                var s: Size
                if let explicit = sizeForItem?(ip) {
                    s = explicit
                } else if let estimate = estimatedItemSize {
                    s = pass.measure(.cell(item: item), proposal: SizingProposal(size: estimate, isWidthFixed: false, isHeightFixed: false))
                } else {
                    s = itemSize
                }
                guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                    throw .invalidDimension(section: content.identifier, item: content.itemIdentifiers[item], element: "item",
                                            dimension: .absolute(s.width > 0 && s.width.isFinite ? s.height : s.width))
                }
                if alongOf(s) > available {
                    diagnostics.append(LayoutDiagnostic(section: content.identifier, item: content.itemIdentifiers[item],
                        message: "item size \(s) is larger than the \(formatNumber(available)) pt the section has; clamped"))
                    if vertical { s.width = available } else { s.height = available }
                }
                sizes.append(s)
            }
            var first = 0
            var firstLine = true
            while first < sizes.count {
                var end = first + 1
                var used = alongOf(sizes[first])
                while end < sizes.count && used + itemSpacing + alongOf(sizes[end]) <= available + 1e-9 {
                    used += itemSpacing + alongOf(sizes[end]); end += 1
                }
                if !firstLine { position += lineSpacing }
                firstLine = false
                let lineLength = sizes[first..<end].map(stackOf).max() ?? 0
                let count = end - first
                let total = sizes[first..<end].reduce(0) { $0 + alongOf($1) }
                let gap = count > 1 ? (available - total) / Double(count - 1) : 0
                var along = count == 1 ? alongStart + (available - total) / 2 : alongStart
                for item in first..<end {
                    let s = sizes[item]
                    attributes.append(LayoutAttributes(category: .cell, indexPath: IndexPath(section: index, item: item),
                                                       sectionIdentifier: content.identifier, itemIdentifier: content.itemIdentifiers[item],
                                                       frame: rect(along, position + (lineLength - stackOf(s)) / 2, alongOf(s), stackOf(s))))
                    along += alongOf(s) + gap
                }
                position += lineLength
                first = end
            }
            position += vertical ? inset.bottom : inset.right
            let footer = referenceSizeForFooter?(index) ?? footerReferenceSize
            if content.hasFooter, let length = supplementaryLength(ElementKind.sectionFooter, reference: footer, sizing: footerSizing) {
                attributes.append(LayoutAttributes(category: .supplementaryView(ElementKind.sectionFooter), indexPath: IndexPath(section: index, item: 0),
                                                   sectionIdentifier: content.identifier, itemIdentifier: nil,
                                                   frame: rect(0, position, crossLength, length), zIndex: 1,
                                                   isPinned: sectionFootersPinToVisibleBounds))
                position += length
            }
            // Sticky headers along the scroll axis.
            let offset = vertical ? environment.contentOffset.y : environment.contentOffset.x
            for i in pinned {
                var f = attributes[i].frame
                let length = stackOf(f.size)
                let pinnedAt = min(max(sectionStart, offset), position - length)
                if vertical { f.origin.y = max(f.origin.y, pinnedAt) } else { f.origin.x = max(f.origin.x, pinnedAt) }
                attributes[i].frame = f
            }
            diagnostics += pass.diagnostics
        }
        cache.endPass(usedSections: seen)
        let contentSize = vertical ? Size(width: container.width, height: position) : Size(width: position, height: container.height)
        if environment.layoutDirection == .rightToLeft {
            for i in attributes.indices { attributes[i].frame = attributes[i].frame.mirrored(inWidth: contentSize.width) }
        }
        return LayoutResult(attributes: attributes, contentSize: contentSize, diagnostics: diagnostics)
    }
}
