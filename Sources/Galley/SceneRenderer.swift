import Content
import Diffable
import Geometry
import Layout
import Raster
import Support
import Typesetting

/// A scene taken through the whole path, with every stage's value kept for inspection.
public struct RenderedScene: Sendable {
    public var layout: LayoutResult
    public var displayList: DisplayList
    public var bitmap: Bitmap
    /// Notes a user should see (characters no font covers, clamped values), never silently dropped.
    public var diagnostics: [String]

    /// The layout attributes as stable text (one element per line), written by `galley render --layout`.
    public var layoutDump: String { layout.dump() }
}

/// Runs the whole path: scene → snapshot → measure → layout → display list → raster.
/// Thread-safe; the font registry, the measurement cache and the layouts are shared, so reuse
/// one renderer: a second render of the same scene reuses the layout's cached sections and
/// every measured content layout.
public final class SceneRenderer: Sendable {
    public let fonts: FontRegistry
    /// The largest image (width × height in device pixels) this renderer draws or reads;
    /// bigger ones are refused before allocating. Default 64 Mpx (`Bitmap.defaultPixelLimit`,
    /// 256 MB of RGBA); `galley --pixel-limit N` raises it.
    public let pixelLimit: Int
    /// Item kinds → content-view families.
    public let registry: ContentRegistry
    /// Measured content layouts, shared across renders.
    public let measurer: ContentMeasurer
    let typesetter: Typesetter
    /// Layouts by everything but the data (so their caches survive renders of one scene).
    let layouts = Locked<[LayoutKey: [OwnedLayout]]>([:])
    /// Decoded images per scene directory, kept across renders.
    let imageStores = Locked<[String: ImageStore]>([:])

    /// The image store of `directory` (made on first use; a bounded number are kept).
    func imageStore(_ directory: String) -> ImageStore {
        imageStores.withLock {
            if let s = $0[directory] { return s }
            if $0.count >= 16 { $0.removeAll() }
            let s = ImageStore(directory: directory, pixelLimit: pixelLimit)
            $0[directory] = s
            return s
        }
    }

    public init(fonts: FontRegistry, pixelLimit: Int = Bitmap.defaultPixelLimit, registry: ContentRegistry = .standard) {
        self.fonts = fonts
        self.typesetter = Typesetter(registry: fonts)
        self.pixelLimit = pixelLimit
        self.registry = registry
        self.measurer = ContentMeasurer()
    }

    /// A list content view over this renderer's fonts (for measuring one configuration by hand).
    public var contentView: ListContentView { ListContentView(typesetter: typesetter) }

    /// A renderer over the bundled fonts (see `FontsDirectory.locate`).
    public convenience init(fontsDirectory: String? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit) throws(RenderError) {
        let dir = try FontsDirectory.locate(explicit: fontsDirectory)
        do { self.init(fonts: try FontRegistry(directory: dir), pixelLimit: pixelLimit) } catch { throw .fonts(error) }
    }

    /// One shared renderer over the bundled fonts, made on first use.
    public static func shared() throws(RenderError) -> SceneRenderer {
        switch sharedRenderer {
        case .success(let r): return r
        case .failure(let e): throw e
        }
    }
    private static let sharedRenderer: Result<SceneRenderer, RenderError> = Result { () throws(RenderError) -> SceneRenderer in
        try SceneRenderer()
    }

    /// Renders a scene to pixels. `baseDirectory` resolves relative image sources.
    /// Errors are `RenderError.located`: the scene's file and the place in it.
    public func render(_ scene: Scene, baseDirectory: String = ".") throws(RenderError) -> RenderedScene {
        try render(scene, baseDirectory: baseDirectory, clock: nil)
    }

    /// Renders a scene as `render` does and says how long each stage took (for `galley bench`'s
    /// end-to-end workloads; the output is the same).
    public func renderTimed(_ scene: Scene, baseDirectory: String = ".") throws(RenderError) -> (RenderedScene, RenderStageTimes) {
        let clock = StageClock()
        let rendered = try render(scene, baseDirectory: baseDirectory, clock: clock)
        return (rendered, clock.times)
    }

    func render(_ scene: Scene, baseDirectory: String, clock: StageClock?) throws(RenderError) -> RenderedScene {
        var drawn = try draw(scene, baseDirectory: baseDirectory, clock: clock)
        let bitmap: Bitmap
        let t0 = Platform.monotonicNanoseconds()
        do throws(RenderError) {
            do throws(RasterError) {
                bitmap = try Rasterizer.render(drawn.list, glyphs: fonts, images: imageStore(baseDirectory).imageSource, pixelLimit: pixelLimit)
            } catch { throw RenderError.raster(error) }
        } catch {
            throw scene.locate(error.reason, at: drawn.place(of: error.reason))
        }
        clock?.times.bitmap = Double(Platform.monotonicNanoseconds() - t0) / 1e6
        drawn.diagnostics += drawn.layout.diagnostics.map { d in
            "\(d.item.map(scene.place(ofItem:)) ?? (d.section.isEmpty ? "layout" : scene.place(ofSection: d.section))): \(d.message)"
        }
        return RenderedScene(layout: drawn.layout, displayList: drawn.list, bitmap: bitmap, diagnostics: drawn.diagnostics)
    }

    /// Draws a display list with the bundled fonts. With `file` (the list's file), errors are
    /// `RenderError.located` at the JSON path of the command: `commands[7].image: cannot read …`.
    public func rasterize(_ list: DisplayList, baseDirectory: String, file: String? = nil) throws(RenderError) -> Bitmap {
        do throws(RasterError) {
            return try Rasterizer.render(list, glyphs: fonts, images: .files(relativeTo: baseDirectory, pixelLimit: pixelLimit),
                                         pixelLimit: pixelLimit)
        } catch {
            guard let file else { throw .raster(error) }
            switch error {
            case let .command(index, name, _): throw .located(file: file, place: "commands[\(index)].\(name)", .raster(error))
            case .bitmap, .invalidCanvas: throw .located(file: file, place: nil, .raster(error))
            }
        }
    }

    /// The layout and display list of a scene, without rasterizing.
    public func displayList(for scene: Scene) throws(RenderError) -> (LayoutResult, DisplayList, [String]) {
        let drawn = try draw(scene)
        return (drawn.layout, drawn.list, drawn.diagnostics)
    }

    /// Lays a scene out and builds its display list, noting which element drew which commands.
    func draw(_ scene: Scene, baseDirectory: String = ".", clock: StageClock? = nil) throws(RenderError) -> DrawnScene {
        let traits = scene.traits
        var mark = Platform.monotonicNanoseconds()
        /// Milliseconds since the last lap (only when timing).
        func lap() -> Double {
            guard clock != nil else { return 0 }
            let now = Platform.monotonicNanoseconds()
            defer { mark = now }
            return Double(now - mark) / 1e6
        }
        let snapshot = scene.snapshot
        guard snapshot.numberOfSections > 0 else { throw scene.locate(.emptyScene, at: "sections") }
        try validateFonts(of: scene)

        // Snapshot → what the layout sees. Revisions follow the content, so a cached layout
        // measures again exactly the items whose content changed.
        var sections: [LayoutSectionContent] = []
        for sid in snapshot.sectionIdentifiers {
            let content = scene.sections[sid]
            var ids = (try? snapshot.itemIdentifiers(inSection: sid)) ?? []
            // A template section shows the content its template shows, with loaded ads inserted.
            var visible: [VisibleElement]? = nil
            if let adapter = scene.adapter(forSection: sid), let map = scene.visibleElements(inSection: sid) {
                let base = LayoutSectionContent(identifier: sid, itemIdentifiers: ids)
                ids = adapter.sectionContent(base, map: map).itemIdentifiers
                if content?.ads != nil { visible = map.elements }
            }
            var revisions: [String: Int] = [:]
            revisions.reserveCapacity(ids.count)
            for id in ids { revisions[id] = scene.revision(ofItem: id) }
            var h = Hasher()
            h.combine(content)
            var section = LayoutSectionContent(identifier: sid, itemIdentifiers: ids,
                                               hasHeader: content?.header != nil, hasFooter: content?.footer != nil,
                                               itemRevisions: revisions, supplementaryRevision: h.finalize())
            section.visibleElements = visible
            sections.append(section)
        }
        let environment = LayoutEnvironment(containerSize: Size(width: traits.width, height: traits.height ?? 844),
                                            layoutDirection: traits.layoutDirection, displayScale: traits.scale,
                                            traits: LayoutTraits(contentSizeCategory: traits.preferredContentSizeCategory,
                                                                 userInterfaceStyle: traits.userInterfaceStyle))
        clock?.times.snapshot = lap()
        let key = LayoutKey(scene)
        let layout = checkOutLayout(key, scene: scene)
        defer { checkIn(layout, key) }

        // Measure with the sizing views; errors come back as typed throws through the layout.
        let pool = SizingViewPool(context: ContentContext(typesetter: typesetter, baseDirectory: baseDirectory, pixelLimit: pixelLimit,
                                                          images: imageStore(baseDirectory)))
        let stage = RenderStage(measurer: measurer, pool: pool, environment: traits.contentEnvironment,
                                decorations: DecorationColors(separator: scene.separatorColor, sectionBackground: scene.cellBackgroundColor))
        let registry = self.registry
        let contentMeasurer = SceneContentMeasurer(scene: scene, stage: stage, registry: registry, clock: clock)
        let result: LayoutResult
        do throws(LayoutError) { result = try layout.prepare(sections: sections, environment: environment, measurer: contentMeasurer) } catch {
            if case .measurement(_, _, let failure) = error, let e = failure.underlying as? RenderStageError {
                throw scene.locate(.content(e.error), at: scene.place(of: e.element))
            }
            throw scene.locate(.layout(error), at: scene.place(of: error))
        }

        if let clock { clock.times.layout = lap() - clock.times.measure }
        // Layout → display list (the Render stage), in drawing order.
        let height = traits.height ?? max(result.contentSize.height, 1)
        let output: RenderStage.Output
        do throws(RenderStageError) {
            output = try stage.build(result, size: Size(width: traits.width, height: height), background: scene.canvasBackground) {
                (element) throws(ContentError) in try scene.content(for: element, registry: registry)
            }
        } catch {
            throw scene.locate(.content(error.error), at: scene.place(of: error.element))
        }
        var textDiagnostics = SceneDiagnostics()
        var substitutions = Set<TextDiagnostic>()
        for (element, content) in output.drawn {
            let place = scene.place(of: element)
            textDiagnostics.add(content.textDiagnostics, at: place)
            for note in content.notes { textDiagnostics.addNote(note, at: place) }
            for d in content.weightSubstitutions where substitutions.insert(d).inserted { textDiagnostics.addDesignNote(d) }
        }
        clock?.times.displayList = lap()
        let owners = output.owners.map { DrawnScene.Owner(commands: $0.commands, place: scene.place(of: $0.element)) }
        return DrawnScene(layout: result, list: output.list, diagnostics: textDiagnostics.all, owners: owners)
    }

    /// A cached layout for `key` (taken out while a render uses it), or a new one.
    func checkOutLayout(_ key: LayoutKey, scene: Scene) -> CompositionalLayout {
        if let cached = layouts.withLock({ $0[key]?.popLast() }) { return cached.layout }
        return Self.makeLayout(for: scene)
    }

    /// Returns a layout to the cache (a few per key, a bounded number of keys).
    func checkIn(_ layout: CompositionalLayout, _ key: LayoutKey) {
        layouts.withLock {
            if $0[key] == nil, $0.count >= 64 { $0.removeAll() }
            if ($0[key]?.count ?? 0) < 4 { $0[key, default: []].append(OwnedLayout(layout: layout)) }
        }
    }

    /// The compositional layout of a scene's list style and section layouts.
    static func makeLayout(for scene: Scene) -> CompositionalLayout {
        let design = scene.design
        var config = ListConfiguration(appearance: scene.list.appearance.layoutAppearance)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        config.showsSeparators = scene.list.showsSeparators
        config.separatorConfiguration.color = scene.separatorColor
        config.sectionBackgroundColor = scene.cellBackgroundColor
        if scene.version == 1 {
            // The design's radius is the inset-grouped one (grouped sections are square, as in UIKit).
            if scene.list.appearance == .insetGrouped { config.sectionCornerRadius = design.sectionCornerRadius }
        } else {
            // Version 2 rows draw their own backgrounds (rounded by position); the section shows none.
            config.sectionBackgroundColor = .clear
            config.showsSeparators = scene.list.showsSeparators && design.separators.visible
            if let l = design.separators.leadingInset {
                config.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: l, bottom: 0, trailing: design.separators.trailingInset)
            }
        }
        let sectionStyles = scene.sections.mapValues { (layout: $0.layout, separators: $0.separators) }
        return CompositionalLayout(sectionProvider: { [config] _, content, environment in
            var list = config
            if let s = sectionStyles[content.identifier]?.separators {
                list.showsSeparators = list.showsSeparators && s.visible
                if let c = s.color { list.separatorConfiguration.color = c }
                if s.leadingInset != nil || s.trailingInset != nil {
                    list.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: s.leadingInset ?? 0, bottom: 0,
                                                                                            trailing: s.trailingInset ?? 0)
                }
            }
            return Self.section(for: sectionStyles[content.identifier]?.layout ?? .list, list: list, environment: environment)
        })
    }
}

/// A layout in the renderer's cache. Never shared: a render checks it out (removing it from the
/// cache) and checks it in when done, so one thread at a time uses it.
final class OwnedLayout: @unchecked Sendable {
    let layout: CompositionalLayout
    init(layout: CompositionalLayout) { self.layout = layout }
}

/// Everything a scene's compositional layout is made from (not its data): renders of scenes
/// with equal keys share layouts and so their caches.
struct LayoutKey: Hashable {
    var version: Int
    var list: ListStyle
    var design: DesignModel
    var sections: [String: SectionContent]
    /// All the traits: the layout's separator and section colors are resolved in the interface
    /// style, and its cell measurements (kept by item identity) are rounded to the display scale.
    var traits: Traits

    init(_ scene: Scene) {
        version = scene.version; list = scene.list; design = scene.design; sections = scene.sections
        traits = scene.traits
    }
}

/// The layout's measurer: each element's content measured by the Render stage's sizing views
/// (the same cached layouts the stage draws). A failure is thrown through the layout pass.
struct SceneContentMeasurer: LayoutMeasuring {
    let scene: Scene
    let stage: RenderStage
    let registry: ContentRegistry
    var clock: StageClock? = nil

    func layout(_ element: LayoutElementReference, width: Double) throws(RenderStageError) -> ContentLayout? {
        let t0 = clock == nil ? 0 : Platform.monotonicNanoseconds()
        defer { if let clock { clock.times.measure += Double(Platform.monotonicNanoseconds() - t0) / 1e6 } }
        do throws(ContentError) {
            guard let c = try scene.content(for: element, registry: registry) else { return nil }
            return try stage.layout(of: c, width: width)
        } catch { throw RenderStageError(element: element, error: error) }
    }

    func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) throws(LayoutError) -> Size {
        do throws(RenderStageError) {
            let height = try layout(element, width: proposal.size.width)?.size.height ?? 0
            return Size(width: proposal.size.width, height: height)
        } catch {
            throw .measurement(section: element.sectionIdentifier, item: element.itemIdentifier,
                               MeasurementFailure(message: error.error.description, underlying: error))
        }
    }

    // Separators start where the cell's text does (its separator layout guide), at the width it is drawn at.
    func separatorLeadingInset(of element: LayoutElementReference, width: Double) -> Double? {
        (try? layout(element, width: width))??.separatorLeadingInset
    }
}

extension SceneRenderer {
    /// The compositional section for a scene section: a list section, or a grid / carousel of
    /// self-sizing cards inset by the layout margins, with the section header above.
    static func section(for style: SectionLayout, list: ListConfiguration, environment: LayoutEnvironment) -> LayoutSection {
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        let footer = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
        var section: LayoutSection
        switch style {
        case .list:
            return LayoutSection.list(using: list, layoutEnvironment: environment)
        case .template, .flow:
            // The content-section adapter's section: the template's margins, frames and paging
            // (the renderer has already limited the content and inserted the ads).
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
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(width), heightDimension: .estimated(88)))
            var group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)),
                                               repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            section = LayoutSection(group: group)
            section.interGroupSpacing = spacing
        case let .carousel(itemWidth, spacing):
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .estimated(88)),
                                               subitems: [item])
            section = LayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.orthogonalScrollingBehavior = .continuous
        }
        section.contentInsetsReference = .layoutMargins
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
        section.boundarySupplementaryItems = [header, footer]
        return section
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

/// How long each stage of one render took, in milliseconds: `snapshot` (the scene's snapshot
/// turned into the layout's sections), `measure` (content measured by the sizing views during
/// layout), `layout` (the layout pass less its measuring), `displayList` (the Render stage:
/// content views drawing into the display list) and `bitmap` (rasterizing).
public struct RenderStageTimes: Sendable, Equatable {
    public var snapshot = 0.0
    public var measure = 0.0
    public var layout = 0.0
    public var displayList = 0.0
    public var bitmap = 0.0
    public init() {}
}

/// The stage times of one render, written by that render's thread only.
final class StageClock: @unchecked Sendable {
    var times = RenderStageTimes()
}
