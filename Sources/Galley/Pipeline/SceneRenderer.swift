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
    /// What VoiceOver reads on the screen, in its order (the accessibility stage).
    public var accessibility: AccessibilityTree
    /// Which element drew which commands (the audits name the element a text run belongs to).
    var owners: [DrawnScene.Owner] = []
    /// Each drawn element's laid-out content, in drawing order.
    var drawn: [(element: LayoutElementReference, layout: ContentLayout)] = []
    /// The text size the screen was rendered at.
    var contentSizeCategory: ContentSizeCategory = .large

    /// The text each element drew, framed on the screen and named by place (for the audits).
    var texts: [DrawnText] { DrawnText.collect(drawn, attributes: layout.attributes, owners: owners) }

    /// The layout attributes as stable text (one element per line), written by `galley render --layout`.
    public var layoutDump: String { layout.dump() }

    /// Stage 5 of the pipeline, encode: the bitmap as PNG bytes (deterministic: no time stamps).
    public func pngData() throws(PNGError) -> [UInt8] { try PNG.encode(bitmap) }
}

/// Runs the pipeline, one named stage after another:
///
/// 1. compile (`CompiledScene`): the scene checked, its sections made ready for the layout, each
///    element's content resolved once;
/// 2. measure and layout (`LayoutStage`): the compositional layout measures every element with
///    the content's sizing views and places it;
/// 3. display list (`DisplayListStage`): the Render stage draws each element's measured layout;
///    the accessibility stage (`AccessibilityStage`) asks each element's content what VoiceOver reads;
/// 4. raster (`RasterStage`): the display list becomes a bitmap;
/// 5. encode (`RenderedScene.pngData`): the bitmap becomes PNG bytes.
///
/// Thread-safe; the font registry, the measurement cache, the layouts (`LayoutStore`) and the
/// decoded images (`ImageStores`) are shared, so reuse one renderer: a second render of the same
/// scene reuses the layout's cached sections and every measured content layout.
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
    let layouts = LayoutStore()
    let images: ImageStores

    public init(fonts: FontRegistry, pixelLimit: Int = Bitmap.defaultPixelLimit, registry: ContentRegistry = .standard) {
        self.fonts = fonts
        self.typesetter = Typesetter(registry: fonts)
        self.pixelLimit = pixelLimit
        self.registry = registry
        self.measurer = ContentMeasurer()
        self.images = ImageStores(pixelLimit: pixelLimit)
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

    /// Renders a scene as `render` does and says how long each stage took (for the benchmarks'
    /// end-to-end workloads; the output is the same).
    package func renderTimed(_ scene: Scene, baseDirectory: String = ".") throws(RenderError) -> (RenderedScene, RenderStageTimes) {
        let clock = StageClock()
        let rendered = try render(scene, baseDirectory: baseDirectory, clock: clock)
        return (rendered, clock.times)
    }

    func render(_ scene: Scene, baseDirectory: String, clock: StageClock?) throws(RenderError) -> RenderedScene {
        let drawn = try draw(scene, baseDirectory: baseDirectory, clock: clock)
        let (bitmap, _) = try RasterStage.run(
            drawn, scene: scene, fonts: fonts, images: images.store(for: baseDirectory),
            pixelLimit: pixelLimit, clock: clock)
        return Self.rendered(drawn, scene: scene, bitmap: bitmap)
    }

    /// Renders `scene` as `render` does, rasterizing only where its display list can draw other
    /// pixels than `base`'s — a render by this renderer of a scene with the same canvas and images
    /// (a design diff's before): the same bytes as a full render. `damage` is the device
    /// rectangles drawn again (nil: the whole screen was drawn, as when the lists' clips and layers
    /// differ or most of the screen changed).
    package func render(_ scene: Scene, baseDirectory: String, over base: RenderedScene) throws(RenderError) -> (
        rendered: RenderedScene, damage: [IntRect]?
    ) {
        let drawn = try draw(scene, baseDirectory: baseDirectory, clock: nil)
        let (bitmap, damage) = try RasterStage.run(
            drawn, scene: scene, fonts: fonts, images: images.store(for: baseDirectory),
            pixelLimit: pixelLimit, clock: nil, over: (base.displayList, base.bitmap))
        return (Self.rendered(drawn, scene: scene, bitmap: bitmap), damage)
    }

    /// `render(_:baseDirectory:over:)` drawing into `base`'s own pixels, with no copy of the
    /// screen: when only part of the screen is drawn again, the render takes `base`'s bitmap
    /// (`base.bitmap.pixels` is left empty) and `replaced` holds `base`'s old pixels in each
    /// rectangle of `damage` (clipped to the screen, `Rasterizer.render(_:replacingIn:damage:)`), so
    /// `base`'s pixels are the render's outside the damage and `replaced` inside it. When the
    /// whole screen is drawn (`damage` nil), `base` is untouched and nothing is replaced.
    /// `prepare` is given the damage and `base`'s pixels before anything is drawn
    /// (`RasterStage.run(_:scene:fonts:images:pixelLimit:replacingIn:prepare:)`).
    package func render(
        _ scene: Scene, baseDirectory: String, replacingIn base: inout RenderedScene,
        prepare: (_ damage: [IntRect]?, _ pixels: inout Bitmap) -> Void = { _, _ in }
    ) throws(RenderError) -> (
        rendered: RenderedScene, damage: [IntRect]?, replaced: [(rect: IntRect, pixels: Bitmap)]
    ) {
        let drawn = try draw(scene, baseDirectory: baseDirectory, clock: nil)
        var target = (list: base.displayList, bitmap: base.bitmap)
        base.bitmap.pixels = []  // `target` holds the only reference while it is drawn into
        defer { if !target.bitmap.pixels.isEmpty { base.bitmap = target.bitmap } }
        let (bitmap, damage, replaced) = try RasterStage.run(
            drawn, scene: scene, fonts: fonts, images: images.store(for: baseDirectory), pixelLimit: pixelLimit, replacingIn: &target,
            prepare: prepare)
        return (Self.rendered(drawn, scene: scene, bitmap: bitmap), damage, replaced)
    }

    /// A drawn scene and its pixels as a render (the layout's diagnostics placed in the scene).
    static func rendered(_ drawn: DrawnScene, scene: Scene, bitmap: Bitmap) -> RenderedScene {
        var drawn = drawn
        drawn.diagnostics += drawn.layout.diagnostics.map { d in
            "\(d.item.map(scene.place(ofItem:)) ?? (d.section.isEmpty ? "layout" : scene.place(ofSection: d.section))): \(d.message)"
        }
        return RenderedScene(
            layout: drawn.layout, displayList: drawn.list, bitmap: bitmap, diagnostics: drawn.diagnostics,
            accessibility: drawn.accessibility, owners: drawn.owners, drawn: drawn.drawn,
            contentSizeCategory: scene.traits.preferredContentSizeCategory)
    }

    /// The render of `scene` whose pixels are already known — `bitmap`, a render of the same scene
    /// by the same renderer (a design diff's cached baseline): laid out and drawn, not rasterized.
    /// Nil when `bitmap` is not the size the scene's display list draws.
    package func render(_ scene: Scene, baseDirectory: String, pixels bitmap: Bitmap) throws(RenderError) -> RenderedScene? {
        let drawn = try draw(scene, baseDirectory: baseDirectory, clock: nil)
        guard let size = try? Rasterizer.deviceSize(of: drawn.list, pixelLimit: pixelLimit), size == (bitmap.width, bitmap.height) else { return nil }
        return Self.rendered(drawn, scene: scene, bitmap: bitmap)
    }

    /// A small picture of a whole render: its display list drawn again at 1/`factor` of its scale
    /// (a whole factor from 1; 1 gives the render's own pixels). Drawing the list small costs a
    /// few thousand pixels where shrinking the full bitmap reads every one of its millions, and
    /// it is what a browser showing the screen that small would draw: text and hairlines are
    /// antialiased at the small size rather than averaged. Deterministic as every render is.
    package func thumbnail(of rendered: RenderedScene, baseDirectory: String, factor: Int) throws(RenderError) -> Bitmap {
        guard factor > 1 else { return rendered.bitmap }
        var list = rendered.displayList
        list.scale /= Double(factor)
        do throws(RasterError) {
            return try Rasterizer.render(list, glyphs: fonts, images: images.store(for: baseDirectory).imageSource, pixelLimit: pixelLimit)
        } catch { throw .raster(error) }
    }

    /// Draws a display list with the bundled fonts. With `file` (the list's file), errors are
    /// `RenderError.located` at the JSON path of the command: `commands[7].image: cannot read …`.
    public func rasterize(_ list: DisplayList, baseDirectory: String, file: String? = nil) throws(RenderError) -> Bitmap {
        do throws(RasterError) {
            return try Rasterizer.render(
                list, glyphs: fonts, images: .files(relativeTo: baseDirectory, pixelLimit: pixelLimit),
                pixelLimit: pixelLimit)
        } catch {
            guard let file else { throw .raster(error) }
            switch error {
            case let .command(index, name, _): throw .located(file: file, place: "commands[\(index)].\(name)", .raster(error))
            case .bitmap, .invalidCanvas: throw .located(file: file, place: nil, .raster(error))
            }
        }
    }

    /// What VoiceOver reads on a scene's screen, without rasterizing.
    public func accessibilityTree(for scene: Scene) throws(RenderError) -> AccessibilityTree {
        try draw(scene).accessibility
    }

    /// The layout and display list of a scene, without rasterizing.
    public func displayList(for scene: Scene) throws(RenderError) -> (LayoutResult, DisplayList, [String]) {
        let drawn = try draw(scene)
        return (drawn.layout, drawn.list, drawn.diagnostics)
    }

    /// The layout of a scene (stages 1 and 2: every element's frame and the content size),
    /// without building its display list.
    public func layout(of scene: Scene, baseDirectory: String = ".") throws(RenderError) -> LayoutResult {
        try laidOut(scene, baseDirectory: baseDirectory, clock: nil).result
    }

    /// Stages 1 and 2: compiles the scene and lays it out, measuring through the Render stage.
    private func laidOut(
        _ scene: Scene, baseDirectory: String, clock: StageClock?
    ) throws(RenderError) -> (compiled: CompiledScene, stage: RenderStage, result: LayoutResult) {
        clock?.lap()
        let compiled = try CompiledScene(scene, registry: registry, fonts: fonts)
        clock?.times.snapshot = clock?.lap() ?? 0
        let key = LayoutKey(scene)
        let layout = layouts.checkOut(key) { LayoutStage.makeLayout(for: scene) }
        defer { layouts.checkIn(layout, key) }

        // The sizing views measure and draw: the Render stage's measurements are the layout's.
        let pool = SizingViewPool(
            context: ContentContext(
                typesetter: typesetter, baseDirectory: baseDirectory, pixelLimit: pixelLimit,
                images: images.store(for: baseDirectory)))
        let stage = RenderStage(
            measurer: measurer, pool: pool, environment: scene.renderEnvironment,
            decorations: DecorationColors(separator: scene.separatorColor, sectionBackground: scene.cellBackgroundColor))
        let result = try LayoutStage.run(compiled, layout: layout, stage: stage, clock: clock)
        if let clock { clock.times.layout = clock.lap() - clock.times.measure }
        return (compiled, stage, result)
    }

    /// Stages 1 to 3: compiles the scene, lays it out and builds its display list, noting which
    /// element drew which commands.
    func draw(_ scene: Scene, baseDirectory: String = ".", clock: StageClock? = nil) throws(RenderError) -> DrawnScene {
        let (compiled, stage, result) = try laidOut(scene, baseDirectory: baseDirectory, clock: clock)
        var drawn = try DisplayListStage.run(compiled, layout: result, stage: stage)
        drawn.accessibility = try AccessibilityStage.run(compiled, layout: result, size: drawn.list.size)
        clock?.times.displayList = clock?.lap() ?? 0
        return drawn
    }
}
