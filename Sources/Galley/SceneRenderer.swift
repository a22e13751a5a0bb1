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
/// Thread-safe; the font registry and content views are shared, so reuse one renderer.
public final class SceneRenderer: Sendable {
    public let fonts: FontRegistry
    public let contentView: ListContentView
    /// The largest image (width × height in device pixels) this renderer draws or reads;
    /// bigger ones are refused before allocating. Default 64 Mpx (`Bitmap.defaultPixelLimit`,
    /// 256 MB of RGBA); `galley --pixel-limit N` raises it.
    public let pixelLimit: Int

    public init(fonts: FontRegistry, pixelLimit: Int = Bitmap.defaultPixelLimit) {
        self.fonts = fonts
        self.contentView = ListContentView(typesetter: Typesetter(registry: fonts))
        self.pixelLimit = pixelLimit
    }

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
        var drawn = try draw(scene)
        let bitmap: Bitmap
        do { bitmap = try rasterize(drawn.list, baseDirectory: baseDirectory) } catch {
            throw scene.locate(error.reason, at: drawn.place(of: error.reason))
        }
        drawn.diagnostics += drawn.layout.diagnostics.map { d in
            "\(d.item.map(scene.place(ofItem:)) ?? (d.section.isEmpty ? "layout" : scene.place(ofSection: d.section))): \(d.message)"
        }
        return RenderedScene(layout: drawn.layout, displayList: drawn.list, bitmap: bitmap, diagnostics: drawn.diagnostics)
    }

    /// Reads a scene or display list file and renders it; errors name the file and the place in it.
    public func renderDocument(at path: String) throws(RenderError) -> Bitmap {
        let base = FileIO.parentDirectory(of: path)
        switch try GoldenDocument.load(path: path) {
        case .scene(let scene): return try render(scene, baseDirectory: base).bitmap
        case .displayList(let list): return try rasterize(list, baseDirectory: base, file: path)
        }
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
    func draw(_ scene: Scene) throws(RenderError) -> DrawnScene {
        let traits = scene.traits
        let design = scene.design
        let direction = traits.layoutDirection
        let snapshot = scene.snapshot
        guard snapshot.numberOfSections > 0 else { throw scene.locate(.emptyScene, at: "sections") }
        try validateFonts(of: scene)

        // Snapshot → what the layout sees.
        var sections: [LayoutSectionContent] = []
        for sid in snapshot.sectionIdentifiers {
            let content = scene.sections[sid]
            sections.append(LayoutSectionContent(identifier: sid, itemIdentifiers: (try? snapshot.itemIdentifiers(inSection: sid)) ?? [],
                                                 hasHeader: content?.header != nil, hasFooter: content?.footer != nil))
        }
        var config = ListConfiguration(appearance: scene.list.appearance.layoutAppearance)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        config.showsSeparators = scene.list.showsSeparators
        config.separatorConfiguration.color = design.separatorColor
        config.sectionBackgroundColor = design.cell.backgroundColor
        // The design's radius is the inset-grouped one (grouped sections are square, as in UIKit).
        if scene.list.appearance == .insetGrouped { config.sectionCornerRadius = design.sectionCornerRadius }
        let sectionLayouts = scene.sections.mapValues(\.layout)
        let layout = CompositionalLayout(sectionProvider: { [config] _, content, environment in
            Self.section(for: sectionLayouts[content.identifier] ?? .list, list: config, environment: environment)
        })
        let environment = LayoutEnvironment(containerSize: Size(width: traits.width, height: traits.height ?? 844),
                                            layoutDirection: direction, displayScale: traits.scale)

        // Measure with the content views; the first error stops the pass and is reported.
        let failure = Locked<RenderError?>(nil)
        let view = contentView
        func content(_ element: LayoutElementReference, _ width: Double) -> ContentLayout? {
            do throws(RenderError) {
                return try Self.layout(of: element, scene: scene, view: view, width: width, direction: direction)
            } catch {
                failure.withLock { if $0 == nil { $0 = scene.locate(error, at: scene.place(of: element)) } }
                return nil
            }
        }
        // Separators start where the cell's text does (its separator layout guide), at the width it is drawn at.
        let measurer = LayoutMeasurer.heights({ element, width in content(element, width)?.size.height ?? 0 },
                                              separatorInset: { element, width in content(element, width)?.separatorLeadingInset })
        let result: LayoutResult
        do throws(LayoutError) { result = try layout.prepare(sections: sections, environment: environment, measurer: measurer) } catch {
            throw scene.locate(failure.withLock({ $0 }) ?? .layout(error), at: scene.place(of: error))
        }
        if let e = failure.withLock({ $0 }) { throw e }

        // Layout → display list, in z order (stable for equal z).
        let height = traits.height ?? max(result.contentSize.height, 1)
        var list = DisplayList(size: Size(width: traits.width, height: height), scale: traits.scale,
                               background: scene.list.appearance == .plain ? design.cell.backgroundColor : design.backgroundColor)
        var textDiagnostics = SceneDiagnostics()
        var owners: [DrawnScene.Owner] = []
        var substitutions = Set<TextDiagnostic>()
        let ordered = result.attributes.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
        for a in ordered {
            switch a.category {
            case .decorationView(ElementKind.separator):
                let c = a.decoration?.color ?? design.separatorColor
                let y = a.frame.midY
                list.commands.append(.line(from: Point(x: a.frame.minX, y: y), to: Point(x: a.frame.maxX, y: y),
                                           width: a.frame.height, color: c))
            case .decorationView:
                let color = a.decoration?.color ?? design.cell.backgroundColor
                list.commands.append(.fill(RoundedRect(rect: a.frame, radius: a.decoration?.cornerRadius ?? 0), color: color))
            case .cell, .supplementaryView:
                let element = LayoutElementReference(category: a.category, indexPath: a.indexPath,
                                                     sectionIdentifier: a.sectionIdentifier, itemIdentifier: a.itemIdentifier)
                let place = scene.place(of: element)
                let content: ContentLayout
                do throws(RenderError) {
                    guard let c = try Self.layout(of: element, scene: scene, view: view, width: a.frame.width, direction: direction) else { continue }
                    content = c
                } catch { throw scene.locate(error, at: place) }
                let first = list.commands.count
                // Orthogonal strips are clipped to the section's visible strip.
                if let clip = a.clipRect { list.commands.append(.pushClip(RoundedRect(rect: clip))) }
                if case .cell = a.category {
                    if (scene.sections[a.sectionIdentifier]?.layout ?? .list) != .list {
                        list.commands.append(.fill(RoundedRect(rect: a.frame, radius: design.sectionCornerRadius),
                                                   color: design.cell.backgroundColor))
                    } else if scene.list.appearance == .plain {
                        list.commands.append(.fill(RoundedRect(rect: a.frame), color: design.cell.backgroundColor))
                    }
                }
                list.commands += content.commands(at: a.frame.origin)
                if a.clipRect != nil { list.commands.append(.popClip) }
                owners.append(DrawnScene.Owner(commands: first..<list.commands.count, place: place))
                textDiagnostics.add(content.textDiagnostics, at: place)
                for d in content.weightSubstitutions where substitutions.insert(d).inserted { textDiagnostics.addDesignNote(d) }
            }
        }
        return DrawnScene(layout: result, list: list, diagnostics: textDiagnostics.all, owners: owners)
    }

    /// The content layout of one element: a cell's configuration, or a header/footer's.
    static func layout(of element: LayoutElementReference, scene: Scene, view: ListContentView,
                       width: Double, direction: LayoutDirection) throws(RenderError) -> ContentLayout? {
        let scale = scene.traits.scale
        do {
            switch element.category {
            case .cell:
                guard let id = element.itemIdentifier, let content = scene.items[id] else {
                    throw RenderError.text("the item has no content (no entry in the scene's items)")
                }
                return try view.layout(.subtitleCell(content, design: scene.design), width: width, direction: direction, scale: scale)
            case .supplementaryView(ElementKind.sectionHeader):
                guard let text = scene.sections[element.sectionIdentifier]?.header else { return nil }
                return try view.layout(SupplementaryContentConfiguration(design: scene.design.header, text: text), width: width,
                                       direction: direction, scale: scale)
            case .supplementaryView(ElementKind.sectionFooter):
                guard let text = scene.sections[element.sectionIdentifier]?.footer else { return nil }
                return try view.layout(SupplementaryContentConfiguration(design: scene.design.footer, text: text), width: width,
                                       direction: direction, scale: scale)
            default:
                return nil
            }
        } catch let e as RenderError {
            throw e
        } catch let e as ContentError {
            throw .text(e.description)
        } catch {
            throw .text("\(error)")
        }
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
