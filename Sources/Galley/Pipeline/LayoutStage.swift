import Content
import Geometry
import Layout
import Support

/// Stage 2 of the pipeline, measure and layout: the scene's compositional layout (one section
/// per scene section, by its `SectionLayout`) measures each element with the content's sizing
/// views and places it. Layouts are kept across renders in a `LayoutStore`, so a second render
/// of the same scene reuses every cached section and measurement.
enum LayoutStage {
    /// Estimated heights the layout starts self-sizing elements from (they settle at the
    /// measured height): section headers and footers, and grid and carousel cards.
    static let estimatedSupplementaryHeight = 38.0
    static let estimatedCardHeight = 88.0
    /// Space under a grid or carousel section, before the next section's header.
    static let cardSectionBottomInset = 16.0

    /// Lays `compiled` out with `layout`, measuring through `stage`. Errors name the element.
    static func run(
        _ compiled: CompiledScene, layout: CompositionalLayout, stage: RenderStage,
        clock: StageClock?
    ) throws(RenderError) -> LayoutResult {
        let scene = compiled.scene
        let traits = scene.traits
        let inset = scene.contentInset
        let environment = LayoutEnvironment(
            containerSize: Size(width: traits.width - inset.horizontal, height: (traits.height ?? 844) - inset.vertical),
            layoutDirection: traits.layoutDirection, displayScale: traits.scale,
            // The collection view's margins (16 pt, 20 pt from 414 pt), which grids, carousels
            // and custom sections measure from; list sections take their platform's
            // (`LayoutSection.referenceInsets(in:)`), as UIKit applies list margins to lists only.
            layoutMargins: LayoutEnvironment.systemLayoutMargins(forWidth: traits.width),
            traits: LayoutTraits(
                contentSizeCategory: traits.preferredContentSizeCategory,
                userInterfaceStyle: traits.userInterfaceStyle),
            // Pinned headers stick to the top of the visible rect, below the content inset.
            contentOffset: Point(x: scene.contentOffset.x + inset.left, y: scene.contentOffset.y + inset.top))
        let measurer = SceneContentMeasurer(compiled: compiled, stage: stage, clock: clock)
        do throws(LayoutError) {
            return try layout.prepare(sections: compiled.sections, environment: environment, measurer: measurer)
        } catch {
            if case .measurement(_, _, let failure) = error, let e = failure.underlying as? RenderStageError {
                throw scene.locate(.content(e.error), at: scene.place(of: e.element))
            }
            throw scene.locate(.layout(error), at: scene.place(of: error))
        }
    }

    /// The compositional layout of a scene's list style and section layouts.
    static func makeLayout(for scene: Scene) -> CompositionalLayout {
        var base = ListConfiguration(appearance: scene.list.appearance.layoutAppearance)
        base.headerMode = .supplementary
        base.footerMode = .supplementary
        base.metrics = scene.listPlatform.metrics
        // Sections of card and row families only keep Galley's metrics (`Scene.cardOnlySections`).
        let cardOnly = scene.cardOnlySections
        var sections: [String: (layout: SectionLayout, look: ListSectionLook)] = [:]
        for (id, content) in scene.sections { sections[id] = (content.layout, scene.listLook(ofSection: id)) }
        let defaultLook = scene.listLook(ofSection: nil)
        return CompositionalLayout(sectionProvider: { [base, sections] _, content, environment in
            let style = sections[content.identifier]
            var list = base
            if cardOnly.contains(content.identifier) { list.metrics = ListPlatform.galley.metrics }
            (style?.look ?? defaultLook).apply(to: &list)
            return Self.section(for: style?.layout ?? .list, list: list, environment: environment, hasHeader: content.hasHeader)
        })
    }

    /// The compositional section for a scene section: a list section, or a grid / carousel of
    /// self-sizing cards inset by the layout margins, with the section header above.
    static func section(
        for style: SectionLayout, list: ListConfiguration, environment: LayoutEnvironment, hasHeader: Bool = false
    ) -> LayoutSection {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedSupplementaryHeight)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        let footer = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedSupplementaryHeight)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
        var section: LayoutSection
        switch style {
        case .list:
            return LayoutSection.list(using: list, layoutEnvironment: environment)
        case .compositional(let c):
            // The section as given: its header and footer kinds show when the content has them.
            return c.section
        case .listConfiguration(let c):
            var section = LayoutSection.list(using: c.configuration, layoutEnvironment: environment)
            if let color = c.configuration.backgroundColor {
                section.decorationItems.insert(Self.listBackground(color, c.configuration, section, environment, hasHeader: hasHeader), at: 0)
            }
            return section
        case .template, .flow:
            // The content-section adapter's section: the template's margins, frames and paging
            // (the compile stage has already limited the content and inserted the ads).
            guard let t = style.templateLayout, let adapter = try? ContentSectionAdapter(template: t) else {
                return LayoutSection.list(using: list, layoutEnvironment: environment)
            }
            section = adapter.layoutSection()
            section.boundarySupplementaryItems = [header, footer]
            return section
        case let .grid(columns, spacing):
            // Columns share the width inside the layout margins, less the gaps between them.
            let margins = environment.layoutMargins
            let inner = environment.containerSize.width - margins.leading - margins.trailing
            let width = max((inner - spacing * Double(columns - 1)) / Double(columns), 1)
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .estimated(estimatedCardHeight)))
            var group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedCardHeight)),
                repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            section = LayoutSection(group: group)
            section.interGroupSpacing = spacing
        case let .carousel(itemWidth, spacing):
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedCardHeight)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .estimated(estimatedCardHeight)),
                subitems: [item])
            section = LayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.orthogonalScrollingBehavior = .continuous
        }
        section.contentInsetsReference = .layoutMargins
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: cardSectionBottomInset, trailing: 0)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }
}

extension LayoutStage {
    /// A scene has one canvas, so a section's own list `backgroundColor` (the collection view's
    /// background in UIKit) fills the section's band: the container's full width, from the space
    /// above the section (its list top spacing) to its end, behind its section background and rows.
    static func listBackground(
        _ color: Color, _ configuration: ListConfiguration, _ section: LayoutSection, _ environment: LayoutEnvironment,
        hasHeader: Bool
    ) -> LayoutDecorationItem {
        let reference = section.referenceInsets(in: environment)
        let header = configuration.headerMode == .supplementary && hasHeader
        let above: Double
        switch configuration.appearance {
        case .grouped, .insetGrouped: above = header ? (configuration.headerTopPadding ?? 0) : ListConfiguration.standardGroupedSectionSpacing
        case .plain, .sidebar: above = header ? (configuration.headerTopPadding ?? 0) : 0
        }
        var background = LayoutDecorationItem.background(elementKind: ListSectionConfiguration.backgroundElementKind)
        // Decorations span the section under its top spacing, inside the insets reference: move out to cover both.
        background.contentInsets = DirectionalEdgeInsets(top: -above, leading: -reference.leading, bottom: 0, trailing: -reference.trailing)
        background.zIndex = -2
        background.color = color
        return background
    }
}

/// The layouts a renderer keeps across renders, by everything a layout is made from but the
/// data (`LayoutKey`): renders of scenes with equal keys share layouts, and so their caches of
/// sections and measurements. A render checks a layout out (so one thread at a time uses it)
/// and checks it in when done; a few are kept per key and a bounded number of keys.
final class LayoutStore: Sendable {
    static let layoutsPerKey = 4
    static let maximumKeys = 64
    private let layouts = Locked<[LayoutKey: [OwnedLayout]]>([:])

    /// A cached layout for `key`, taken out of the store, or a new one made by `make`.
    func checkOut(_ key: LayoutKey, make: () -> CompositionalLayout) -> CompositionalLayout {
        if let cached = layouts.withLock({ $0[key]?.popLast() }) { return cached.layout }
        return make()
    }

    /// Returns a layout to the store.
    func checkIn(_ layout: CompositionalLayout, _ key: LayoutKey) {
        layouts.withLock {
            if $0[key] == nil, $0.count >= Self.maximumKeys { $0.removeAll() }
            if ($0[key]?.count ?? 0) < Self.layoutsPerKey { $0[key, default: []].append(OwnedLayout(layout: layout)) }
        }
    }
}

/// A layout in the store. Never shared: a render checks it out (removing it from the store) and
/// checks it in when done, so one thread at a time uses it.
final class OwnedLayout: @unchecked Sendable {
    let layout: CompositionalLayout
    init(layout: CompositionalLayout) { self.layout = layout }
}

/// Everything a scene's compositional layout is made from (not its data).
struct LayoutKey: Hashable {
    var galley1: Galley1Preset?
    var list: ListStyle
    var design: DesignModel
    var sections: [String: SectionContent]
    /// All the traits: the layout's separator and section colors are resolved in the interface
    /// style, and its cell measurements (kept by item identity) are rounded to the display scale.
    var traits: Traits
    /// The sections whose items keep Galley's list metrics (they depend on the items' kinds).
    var cardOnlySections: Set<String>

    init(_ scene: Scene) {
        galley1 = scene.galley1; list = scene.list; design = scene.design; sections = scene.sections
        traits = scene.traits
        cardOnlySections = scene.cardOnlySections
    }
}

/// The layout's measurer: each element's content (resolved once by the compile stage) measured
/// by the Render stage's sizing views — the same cached layouts the display list stage draws.
/// A failure is thrown through the layout pass.
struct SceneContentMeasurer: LayoutMeasuring {
    let compiled: CompiledScene
    let stage: RenderStage
    var clock: StageClock? = nil

    func layout(_ element: LayoutElementReference, width: Double) throws(RenderStageError) -> ContentLayout? {
        let t0 = clock == nil ? 0 : Platform.monotonicNanoseconds()
        defer { if let clock { clock.times.measure += Double(Platform.monotonicNanoseconds() - t0) / 1e6 } }
        do throws(ContentError) {
            guard let c = try compiled.content(for: element) else { return nil }
            return try stage.layout(of: c, width: width)
        } catch { throw RenderStageError(element: element, error: error) }
    }

    func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) throws(LayoutError) -> Size {
        do throws(RenderStageError) {
            let height = try layout(element, width: proposal.size.width)?.size.height ?? 0
            return Size(width: proposal.size.width, height: height)
        } catch {
            throw .measurement(
                section: element.sectionIdentifier, item: element.itemIdentifier,
                MeasurementFailure(message: error.error.description, underlying: error))
        }
    }

    // Separators start where the cell's text does (its separator layout guide), at the width it is drawn at.
    func separatorLeadingInset(of element: LayoutElementReference, width: Double) -> Double? {
        (try? layout(element, width: width))??.separatorLeadingInset
    }
}

extension ListStyle.Appearance {
    var layoutAppearance: ListConfiguration.Appearance {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        }
    }
}
