import Content
import GalleyTestSupportScenes
import Geometry
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// A second family for the tests: a colored box of a fixed height with a caption. Registering it
/// is all it takes to draw it in a scene (no renderer change).
struct SwatchConfiguration: ContentConfiguration {
    static let family = "swatch"
    struct Design: Hashable, Sendable { var height: Double; var color: Color }
    struct Item: Hashable, Sendable { var caption: String }
    var design: Design
    var item: Item
    func makeContentView(context: ContentContext) -> SwatchView { SwatchView(typesetter: context.typesetter) }

    static let kind = ContentKind(
        name: "swatch", family: family, keys: ["caption", "height"],
        sample: .object([("caption", .string("Teal"))])
    ) { (json, context) throws(JSONDecodingError) in
        let height = try json.optional("height")?.double(min: 1, max: 500) ?? 60
        let caption = try json.optional("caption")?.string() ?? ""
        return ElementContent(
            SwatchConfiguration(
                design: Design(height: height, color: Color(red: 0x30, green: 0xB0, blue: 0xC7)),
                item: Item(caption: caption)))
    }
}

final class SwatchView: ContentView {
    typealias Configuration = SwatchConfiguration
    var lifecycle = ContentViewLifecycle<SwatchConfiguration.Design>()
    let typesetter: Typesetter
    var design: SwatchConfiguration.Design?
    var caption = ""
    init(typesetter: Typesetter) { self.typesetter = typesetter }
    func applyDesign(_ design: SwatchConfiguration.Design, environment: ContentEnvironment) { self.design = design }
    func bind(_ item: SwatchConfiguration.Item) { update(&caption, item.caption) }
    func layout(width: Double) throws(ContentError) -> ContentLayout {
        let d = design!
        let box = Rect(x: 0, y: 0, width: width, height: d.height)
        let text: TextLayout
        do { text = try typesetter.layout(caption, attributes: TextAttributes(font: .system(size: 13)), width: width - 16) } catch {
            throw .text(error, element: "caption")
        }
        return ContentLayout(
            size: Size(width: width, height: d.height + text.size.height + 8),
            elements: [
                .commands([.fill(RoundedRect(rect: box, radius: 8), color: d.color)], bounds: box),
                .text(.init(layout: text, origin: Point(x: 8, y: d.height + 4))),
            ])
    }
}

@Suite struct ContentLifecycleTests {
    let context: ContentContext
    init() throws { context = ContentContext(typesetter: Typesetter(registry: try SceneRenderer.shared().fonts)) }

    func row(_ text: String, secondary: String? = nil, image: String? = nil, design: DesignModel = .default) -> ListContentConfiguration {
        var c = ListContentConfiguration.subtitleCell(design: design)
        c.text = text
        c.secondaryText = secondary
        c.image = image.map { ContentImage(source: $0, size: Size(width: 29, height: 29)) }
        return c
    }

    @Test func aNewItemDoesNotRerunTheDesignHookADesignChangeDoes() throws {
        let view = ListContentView(typesetter: context.typesetter)
        let env = ContentEnvironment(displayScale: 3)
        try view.apply(row("Wi-Fi"), environment: env)
        try view.apply(row("Bluetooth", secondary: "On"), environment: env)
        try view.apply(row("About"), environment: env)
        #expect(view.counters.designHookRuns == 1)
        #expect(view.counters.itemBindings == 3)
        var bigger = DesignModel.default
        bigger.typography.styles[.body]!.size = 21
        try view.apply(row("About", design: bigger), environment: env)
        #expect(view.counters.designHookRuns == 2)
        // A new environment (dark mode) is a design change too.
        try view.apply(row("About", design: bigger), environment: ContentEnvironment(displayScale: 3, userInterfaceStyle: .dark))
        #expect(view.counters.designHookRuns == 3)
        #expect(view.counters.itemBindings == 5)
    }

    @Test func childLayoutRequestsAreDeferredToOnePassPerUpdate() throws {
        let view = ListContentView(typesetter: context.typesetter)
        let env = ContentEnvironment()
        try view.apply(row("Wi-Fi"), environment: env)
        _ = try view.measure(width: 358)
        let before = view.counters
        // Text, secondary text and image change: three requests, one pass when the update ends.
        try view.apply(row("Bluetooth", secondary: "On", image: "bt.png"), environment: env)
        #expect(view.counters.layoutRequests - before.layoutRequests == 3)
        #expect(view.counters.layoutPasses - before.layoutPasses == 1)
        // Measuring at the same width reuses that pass; the same item again requests nothing.
        _ = try view.measure(width: 358)
        try view.apply(row("Bluetooth", secondary: "On", image: "bt.png"), environment: env)
        #expect(view.counters.layoutPasses - before.layoutPasses == 1)
        #expect(view.counters.layoutRequests - before.layoutRequests == 3)
        // Another width is another pass.
        _ = try view.measure(width: 300)
        #expect(view.counters.layoutPasses - before.layoutPasses == 2)
    }

    @Test func anItemWithoutAThumbnailAfterOneWithShowsNone() throws {
        let view = ListContentView(typesetter: context.typesetter, images: ImageStore(directory: "/nonexistent"))
        let env = ContentEnvironment()
        func images(_ l: ContentLayout) -> Int {
            l.commands(at: Point(x: 0, y: 0)).filter {
                if case .image = $0 { return true }; return false
            }.count
        }
        try view.apply(row("With", secondary: "Thumbnail", image: "thumb.png"), environment: env)
        let with = try view.measure(width: 358)
        try view.apply(row("Without"), environment: env)
        let without = try view.measure(width: 358)
        // The file is absent: a placeholder and a note naming it.
        #expect(with.notes.count == 1 && with.notes[0].contains("thumb.png"), "\(with.notes)")
        #expect(images(without) == 0 && without.notes.isEmpty)
        #expect(without.blocks.count == 1, "the secondary text of the previous item is gone too")
        // The text starts at the margin again, not after the previous item's image.
        #expect(without.blocks[0].origin.x == 16)
        #expect(with.blocks[0].origin.x > 16 + 29)
    }

    @Test func aMixedSectionSwapsSizingViewsWithoutAllocatingPerItem() throws {
        let pool = SizingViewPool(context: context)
        for i in 0..<50 {
            _ = try pool.measure(row("Row \(i)"), width: 358, environment: ContentEnvironment())
            _ = try pool.measure(
                SwatchConfiguration(design: .init(height: 40, color: .black), item: .init(caption: "\(i)")),
                width: 358, environment: ContentEnvironment())
        }
        #expect(pool.viewsMade == 2)
        #expect(pool.familySwaps == 99)
    }

    @Test func theMeasurerCachesAcrossRendersAndDrawingUsesTheMeasuredLayout() throws {
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts)
        let scene = try Scene(text: Self.mixedScene, file: "mixed.json", registry: Self.registry)
        let rendererWithSwatch = SceneRenderer(fonts: renderer.fonts, registry: Self.registry)
        let first = try rendererWithSwatch.displayList(for: scene)
        let misses = rendererWithSwatch.measurer.statistics.misses
        #expect(misses > 0)
        let second = try rendererWithSwatch.displayList(for: scene)
        #expect(rendererWithSwatch.measurer.statistics.misses == misses, "a second render measures nothing again")
        #expect(first.1 == second.1)
    }

    static let registry = {
        var r = ContentRegistry.standard; r.register(SwatchConfiguration.kind); return r
    }()
    static let mixedScene = #"""
        {"version": 2, "traits": {"width": 390, "scale": 2}, "list": {"appearance": "insetGrouped"},
         "sections": [{"id": "s", "header": "Colors", "items": [
           {"id": "a", "kind": "swatch", "caption": "Teal", "height": 40},
           {"id": "b", "kind": "valueCell", "text": "Name", "secondaryText": "Teal"},
           {"id": "c", "kind": "swatch", "caption": "Teal again"}]}]}
        """#

    @Test func anUnknownKindIsATypedErrorNamingTheKindAndTheItem() throws {
        #expect(throws: ContentError.unknownKind("poster", item: "p1", known: ContentRegistry.standard.kindNames)) {
            _ = try ContentRegistry.standard.kind(named: "poster", item: "p1")
        }
        let json = ##"{"version": 2, "sections": [{"id": "s", "items": [{"id": "ok", "text": "A"}, {"id": "p1", "kind": "poster"}]}]}"##
        do {
            _ = try Scene(text: json, file: "k.json")
            Issue.record("an unknown kind loaded")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("k.json: sections[0].items[1].kind: item \"p1\" has kind \"poster\", which no content family draws"))
            #expect(message.contains("valueCell"))
        }
        // A family registered on the registry is all it takes.
        let scene = try Scene(
            text: ##"{"version": 2, "sections": [{"items": [{"kind": "swatch", "caption": "x"}]}]}"##,
            file: "ok.json", registry: Self.registry)
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts, registry: Self.registry)
        let list = try renderer.displayList(for: scene).1
        let teal = Color(red: 0x30, green: 0xB0, blue: 0xC7)
        #expect(
            list.commands.contains {
                if case let .fill(r, c) = $0 { return c == teal && r.rect.height == 60 && r.rect.width == 358 }; return false
            })
    }

    @Test func aKindItemsKeysAreChecked() {
        for (json, expected) in [
            (##"{"kind": "valueCell", "txt": "A"}"##, "sections[0].items[0].txt: unknown key"),
            (##"{"kind": "cell", "text": 3}"##, "sections[0].items[0].text: expected a string, found a number"),
            (##"{"kind": "cell", "accessories": ["chevron"]}"##, "sections[0].items[0].accessories[0]: expected one of"),
            (
                ##"{"kind": "cell", "accessories": [{"checkmark": {"placement": "leading"}}, "checkmark"]}"##,
                "sections[0].items[0].accessories[1]: accessory \"checkmark\" is placed both leading and trailing"
            ),
            (
                ##"{"kind": "cell", "accessories": [{"checkmark": {"tint": "blurple"}}]}"##,
                "sections[0].items[0].accessories[0].checkmark.tint: expected a color name"
            ),
            (##"{"kind": "cell", "state": "pressed"}"##, "sections[0].items[0].state: expected one of \"normal\""),
        ] {
            let scene = ##"{"version": 2, "sections": [{"items": [\##(json)]}]}"##
            do {
                _ = try Scene(text: scene, file: "x.json")
                Issue.record("\(json) loaded")
            } catch {
                #expect(error.description.hasPrefix("x.json: " + expected), "\(error.description)")
            }
        }
    }
}
