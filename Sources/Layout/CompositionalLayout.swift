import Geometry

/// A layout built from sections, like `UICollectionViewCompositionalLayout`.
///
/// A layout object keeps caches between passes (measurements by item identity, revision and
/// proposed size; section geometry by section identity, content, environment and
/// `configurationRevision`), so it is a class. Call `prepare` for each pass.
///
/// The section provider is called for every section on every pass (as UIKit does), but a
/// section whose content and environment are unchanged reuses its cached geometry: if the
/// provider starts returning something different for the same inputs, call `invalidateLayout()`.
///
/// How a pass works:
/// 1. Each section is laid out alone (`SectionLayoutPass`) in section-local, left-to-right,
///    vertical-scrolling coordinates: groups resolve their dimensions top-down, self-sizing
///    elements are measured (each at most once per pass, through the caches), groups stack
///    (or run as an orthogonal strip), then boundary supplementaries, decorations and list
///    separators are added. The result (`SectionGeometry`) is cached by section identity.
/// 2. Sections are stacked, pinned views are moved to the scroll offset, and frames are
///    mirrored for right-to-left. Horizontal scrolling is the same pass on the transposed
///    description (x and y, widths and heights, leading and top trade places), transposed back.
///
/// Not `Sendable`: a layout owns mutable caches; use one per thread (or per screen).
public final class CompositionalLayout {
    /// Builds a section's layout from its index, its content and the environment.
    public typealias SectionProvider = @Sendable (_ sectionIndex: Int, _ content: LayoutSectionContent, _ environment: LayoutEnvironment) -> LayoutSection

    /// Layout-wide settings (scroll direction, inter-section spacing, global supplementaries).
    public let configuration: CompositionalLayoutConfiguration
    let sectionProvider: SectionProvider
    let cache = LayoutCache()
    /// Bumped by `invalidateLayout()`; part of every section cache key.
    public private(set) var configurationRevision = 0

    /// A layout using the same section for every section.
    public convenience init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.init(sectionProvider: { _, _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section, like `init(sectionProvider:)`.
    public convenience init(
        sectionProvider: @escaping @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection,
        configuration: CompositionalLayoutConfiguration = .init()
    ) {
        self.init(sectionProvider: { index, _, environment in sectionProvider(index, environment) }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section, with the section's content at hand.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// A list layout, like `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in
            LayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    /// Drops cached section geometry (measurements stay: they depend on content, not on the
    /// layout's description). Call after changing what the section provider returns.
    public func invalidateLayout() { configurationRevision += 1 }

    /// Drops every cached measurement and geometry.
    public func invalidateMeasurements() { cache.removeAll() }

    /// What the last pass did (measurer calls, cache hits).
    public var statistics: LayoutStatistics { cache.statistics }

    /// Lays out `sections` in `environment`, measuring self-sizing elements with `measurer`.
    ///
    /// - Throws: `LayoutError` naming the section (and item) with unusable input.
    /// - Complexity: O(n) in the number of items for sections laid out afresh; O(n) with a
    ///   small constant (copying attributes) for sections served from the cache.
    public func prepare(
        sections: [LayoutSectionContent], environment: LayoutEnvironment,
        measurer: some LayoutMeasuring
    ) throws(LayoutError) -> LayoutResult {
        try environment.validate()
        let spacing = configuration.interSectionSpacing
        guard spacing.isFinite, spacing >= 0 else {
            throw .invalidSpacing(section: sections.first?.identifier ?? "", detail: "interSectionSpacing is \(formatNumber(spacing))")
        }
        var seen = Set<String>()
        for s in sections where !seen.insert(s.identifier).inserted { throw .duplicateSection(s.identifier) }

        cache.beginPass(traits: environment.traits)
        if configuration.scrollDirection == .horizontal {
            // Laid out as the vertical layout of the transposed description, then transposed back.
            return try layOut(
                sections, environment: environment.transposed, measurer: TransposedMeasurer(base: measurer),
                original: environment, transposed: true)
        }
        return try layOut(sections, environment: environment, measurer: measurer, original: environment, transposed: false)
    }

    /// One pass in vertical-scrolling space (`environment` is already transposed for horizontal layouts).
    private func layOut(
        _ sections: [LayoutSectionContent], environment: LayoutEnvironment, measurer: some LayoutMeasuring,
        original: LayoutEnvironment, transposed: Bool
    ) throws(LayoutError) -> LayoutResult {
        let size = environment.containerSize
        let spacing = configuration.interSectionSpacing
        var builder = LayoutResultBuilder(environment: environment, original: original, transposed: transposed)

        // Layout-wide headers.
        let global = SectionLayoutPass(
            content: LayoutSectionContent(identifier: "", itemIdentifiers: []), sectionIndex: 0,
            environment: environment, measurer: measurer, cache: cache)
        let globalItems = transposed ? configuration.boundarySupplementaryItems.map(\.transposed) : configuration.boundarySupplementaryItems
        var position = 0.0
        for s in globalItems where s.alignment.isTop || s.alignment == .none {
            let sz = try global.boundarySize(s, width: size.width, height: size.height)
            let f = Rect(x: (size.width - sz.width) / 2 + s.offset.x, y: position + s.offset.y, width: sz.width, height: sz.height)
            builder.appendGlobal(kind: s.elementKind, frame: f, zIndex: s.zIndex, pinned: s.pinToVisibleBounds)
            if s.extendsBoundary { position += sz.height }
        }

        // Phase 1: each section's geometry (from the cache when nothing it depends on changed).
        var plans: [PlannedSection] = []
        plans.reserveCapacity(sections.count)
        var previousShowsFooter = false
        for (index, content) in sections.enumerated() {
            if index > 0 { position += spacing }
            var key = SectionEnvironmentKey(
                environment, sectionIdentifier: content.identifier, sectionIndex: index,
                revision: configurationRevision, scrollDirection: configuration.scrollDirection)
            key.layoutDirection = original.layoutDirection
            let section = transposed ? sectionProvider(index, content, original).transposed : sectionProvider(index, content, environment)
            let handler = section.visibleItemsInvalidationHandler
            // A grouped list's header after a section that showed no footer: the platform's spacing above it.
            if index > 0, !previousShowsFooter, let list = section.list { position += list.spacingAboveHeader(of: content) }
            previousShowsFooter = content.hasFooter && section.boundarySupplementaryItems.contains { $0.elementKind == ElementKind.sectionFooter }
            let placement = AssemblyKey(
                start: position, sectionIndex: index, direction: environment.layoutDirection,
                contentOffset: environment.contentOffset)
            let plan: PlannedSection
            if let hit = cache.sections[content.identifier], hit.key == key, hit.content == content {
                cache.statistics.sectionCacheHits += 1
                // Same geometry in the same place: the finished attributes are reused as they are.
                // Seen twice unchanged: worth keeping them (a cold pass does not pay for the copy).
                let reuse = hit.assembledKey == placement && handler == nil
                plan = PlannedSection(
                    geometry: hit.geometry, start: position, placement: placement, handler: handler,
                    reuse: reuse, keep: !reuse && handler == nil)
            } else {
                let pass = SectionLayoutPass(
                    content: content, sectionIndex: index, environment: environment,
                    measurer: measurer, cache: cache)
                let store = cache.store(for: content.identifier)
                store.begin(count: content.itemCount)
                pass.cellStore = store
                defer { store.end() }
                let geometry = try pass.layoutSection(section)
                cache.sections[content.identifier] = SectionCacheEntry(content: content, key: key, geometry: geometry)
                cache.statistics.sectionsLaidOut += 1
                plan = PlannedSection(geometry: geometry, start: position, placement: placement, handler: handler, reuse: false, keep: false)
            }
            plans.append(plan)
            position += plan.geometry.length
        }

        // A grouped list's last section leaves its bottom padding (after it, before layout footers).
        position += plans.last?.geometry.paddingWhenLast ?? 0

        // Phase 2: absolute, direction-resolved attributes, in one exactly sized array.
        builder.attributes.reserveCapacity(builder.attributes.count + plans.reduce(0) { $0 + $1.geometry.elements.count } + globalItems.count)
        for (index, plan) in plans.enumerated() {
            let content = sections[index]
            if plan.reuse, let hit = cache.sections[content.identifier] {
                builder.attributes += hit.assembled
                builder.diagnostics += hit.geometry.diagnostics
                continue
            }
            let first = builder.attributes.count
            builder.appendSection(
                plan.geometry, content: content, index: index, at: plan.start, handler: plan.handler,
                orthogonalOffset: environment.orthogonalScrollOffsets[content.identifier] ?? 0)
            if plan.keep {
                cache.sections[content.identifier]?.assembled = Array(builder.attributes[first...])
                cache.sections[content.identifier]?.assembledKey = plan.placement
            } else if cache.sections[content.identifier]?.assembledKey != nil {
                cache.sections[content.identifier]?.assembled = []
                cache.sections[content.identifier]?.assembledKey = nil
            }
        }

        for s in globalItems where s.alignment.isBottom {
            let sz = try global.boundarySize(s, width: size.width, height: size.height)
            let f = Rect(x: (size.width - sz.width) / 2 + s.offset.x, y: position + s.offset.y, width: sz.width, height: sz.height)
            builder.appendGlobal(kind: s.elementKind, frame: f, zIndex: s.zIndex, pinned: s.pinToVisibleBounds)
            if s.extendsBoundary { position += sz.height }
        }
        builder.diagnostics += global.diagnostics
        // Layout-wide supplementaries across the scroll axis have no place yet: said, not dropped silently.
        for (s, working) in zip(configuration.boundarySupplementaryItems, globalItems) where working.alignment.isSide {
            builder.diagnostics.append(
                LayoutDiagnostic(
                    section: "", item: nil,
                    message:
                        "layout boundary supplementary '\(s.elementKind)' aligned .\(s.alignment.rawValue) was not laid out: layout-wide supplementaries must sit along the scroll axis (.top/.bottom and their corners when scrolling vertically, .leading/.trailing and the corners when scrolling horizontally)"
                ))
        }
        cache.endPass(usedSections: Set(sections.map(\.identifier)))
        return builder.finish(contentLength: position)
    }
}

/// A section's geometry and where it goes, between the two phases of a pass.
struct PlannedSection {
    var geometry: SectionGeometry
    var start: Double
    var placement: AssemblyKey
    var handler: (@Sendable (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void)?
    /// The cached attributes are valid as they are.
    var reuse: Bool
    /// Keep the attributes this pass makes for the next.
    var keep: Bool
}

/// Turns section geometry into absolute, direction-resolved attributes.
struct LayoutResultBuilder {
    /// The working (vertical-scrolling) environment.
    let environment: LayoutEnvironment
    /// The caller's environment.
    let original: LayoutEnvironment
    /// True when working space is the transpose of the result's (horizontal scrolling).
    let transposed: Bool
    var attributes: [LayoutAttributes] = []
    var diagnostics: [LayoutDiagnostic] = []

    init(environment: LayoutEnvironment, original: LayoutEnvironment, transposed: Bool) {
        self.environment = environment; self.original = original; self.transposed = transposed
    }

    /// Right-to-left mirroring is done per section when scrolling vertically (the width is
    /// known); horizontally it waits for the content length.
    var mirrorsNow: Bool { original.layoutDirection == .rightToLeft && !transposed }

    /// From working space to the result's space (before any mirroring).
    func output(_ r: Rect) -> Rect { transposed ? r.transposed : r }

    mutating func appendGlobal(kind: String, frame: Rect, zIndex: Int, pinned: Bool) {
        var f = frame
        if pinned { f.origin.y = max(f.origin.y, environment.contentOffset.y) }
        f = output(f)
        attributes.append(
            LayoutAttributes(
                category: .supplementaryView(kind), indexPath: IndexPath(section: 0, item: 0),
                sectionIdentifier: "", itemIdentifier: nil, frame: mirrorsNow ? mirror(f) : f,
                zIndex: zIndex, isPinned: pinned))
    }

    mutating func appendSection(
        _ g: SectionGeometry, content: LayoutSectionContent, index: Int, at start: Double,
        handler: (@Sendable (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void)?,
        orthogonalOffset: Double
    ) {
        diagnostics += g.diagnostics
        let first = attributes.count
        let offsetY = environment.contentOffset.y
        let viewportBottom = offsetY + environment.containerSize.height
        let clip = g.clipRect.map { output($0.offsetBy(dx: 0, dy: start)) }
        let clipExtras = clip.map { AttributeExtras(clipRect: mirrorsNow ? mirror($0) : $0, decoration: nil) }
        for e in g.elements {
            var f = e.frame
            f.origin.y += start
            if e.isPinned {
                // Sticky headers stay at the top of the visible bounds until the section's end pushes them.
                if e.pinsBesideContent {
                    // A side rail (a day column beside its rows) stays at the top until the content's end.
                    f.origin.y = min(max(f.origin.y, offsetY), max(f.origin.y, start + g.contentEnd - f.height))
                } else if e.frame.minY < g.contentStart {
                    f.origin.y = min(max(f.origin.y, offsetY), start + g.length - f.height)
                } else {
                    f.origin.y = max(min(f.origin.y, viewportBottom - f.height), start)
                }
            }
            // Section-level elements sit at item 0 and have no item identifier.
            let item = e.owner.item
            attributes.append(
                LayoutAttributes(
                    category: e.category, indexPath: IndexPath(section: index, item: item ?? 0),
                    sectionIdentifier: content.identifier,
                    itemIdentifier: item.flatMap { $0 < content.itemIdentifiers.count ? content.itemIdentifiers[$0] : nil },
                    frame: output(f), zIndex: e.zIndex, isPinned: e.isPinned,
                    extras: e.isClipped ? clipExtras : e.style))
            if e.category == .cell, let visible = content.visibleElements, let item, item < visible.count {
                attributes[attributes.count - 1].visibleElement = visible[item]
            }
        }
        if let handler {
            var cells = attributes[first...].filter { $0.category == .cell }
            handler(&cells, transposed ? Point(x: 0, y: orthogonalOffset) : Point(x: orthogonalOffset, y: 0), original)
            var k = 0
            for i in first..<attributes.count where attributes[i].category == .cell && k < cells.count {
                attributes[i] = cells[k]; k += 1
            }
        }
        if mirrorsNow {
            for i in first..<attributes.count {
                attributes[i].frame = mirror(attributes[i].frame)
            }
        }
    }

    func mirror(_ r: Rect) -> Rect { r.mirrored(inWidth: original.containerSize.width) }

    func finish(contentLength: Double) -> LayoutResult {
        var attributes = attributes
        let contentSize =
            transposed
            ? Size(width: contentLength, height: original.containerSize.height)
            : Size(width: original.containerSize.width, height: contentLength)
        if transposed && original.layoutDirection == .rightToLeft {
            // Horizontal and right to left: the first section is at the right end of the content.
            for i in attributes.indices {
                attributes[i].frame = attributes[i].frame.mirrored(inWidth: contentLength)
                if let c = attributes[i].clipRect { attributes[i].clipRect = c.mirrored(inWidth: contentLength) }
            }
        }
        return LayoutResult(attributes: attributes, contentSize: contentSize, diagnostics: diagnostics)
    }
}
