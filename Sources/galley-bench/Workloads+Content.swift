import Content
import Galley
import Geometry
import Raster
import Support
import Typesetting

// Content workloads (issue 11): measuring 10,000 items of mixed families cold and warm, the same
// texts typeset alone (what the families cost over their text), and a screen with every family
// rendered scene → PNG bytes with each stage's share.
extension BenchWorkload {
    static func contentWorkloads(fonts: FontRegistry) -> [BenchWorkload] {
        let registry = ContentRegistry.standard
        let environment = ContentEnvironment(displayScale: 3)
        // Made on first use (not when `galley-bench` lists its workloads).
        let inputs = LazyInputs { () -> (items: [ElementContent], texts: [String]) in
            // 10,000 items cycling through every kind; each kind's sample with its texts made unique.
            let items: [ElementContent] = (0..<10_000).map { i in
                let kind = registry.allKinds[i % registry.allKinds.count]
                let json = uniqued(kind.sample ?? .object([]), i)
                return
                    (try? registry.decode(
                        kind: kind.name, item: JSONReader(json),
                        context: ContentDecodingContext(design: .default, environment: environment, item: "item-\(i)")))
                    ?? ElementContent(ListContentConfiguration.cell())
            }
            return (items, items.flatMap(strings))
        }
        let extra = [("items", "10000"), ("kinds", "\(registry.allKinds.count)"), ("width", "358")]
        func measureAll(_ measurer: ContentMeasurer, _ pool: SizingViewPool) throws {
            for item in inputs.value.items { _ = try measurer.layout(item.configuration, width: 358, environment: environment, pool: pool) }
        }
        // A cache that holds all 10,000 layouts (a renderer's default, 32 MB, holds about half of
        // these: it is sized for flat memory over many scenes, not for one 10,000-item list).
        let measureAllBudget = 256 << 20
        func coldPool() -> SizingViewPool {
            // No shaped-text cache: every string is shaped afresh, as on a first render.
            SizingViewPool(context: ContentContext(typesetter: Typesetter(registry: fonts, cacheCapacity: 0), baseDirectory: "/nonexistent"))
        }
        // A baseline's run: `texts` typeset in body at a row's text width with no shaped-text cache.
        func typesetAlone(_ texts: [String]) -> () throws -> Void {
            let typesetter = Typesetter(registry: fonts, cacheCapacity: 0)
            let body = TextAttributes(font: .system(size: 17))
            return { for t in texts { _ = try typesetter.layout(t, attributes: body, width: 326) } }
        }
        let families = LazyInputs { () -> (scene: Scene, list: DisplayList, bitmap: Bitmap) in
            let scene = try! familiesScene(registry: registry)
            let r = SceneRenderer(fonts: fonts)
            let list = try! r.displayList(for: scene).1
            return (scene, list, try! r.rasterize(list, baseDirectory: "/nonexistent"))
        }
        return [
            BenchWorkload(
                name: "content.measure.10k.cold", runs: 5,
                setUp: {
                    _ = inputs.value
                    return { try measureAll(ContentMeasurer(byteBudget: measureAllBudget), coldPool()) }
                }, extra: extra),
            BenchWorkload(
                name: "content.measure.10k.warm", runs: 20,
                setUp: {
                    let pool = coldPool()
                    let measurer = ContentMeasurer(byteBudget: measureAllBudget)
                    try measureAll(measurer, pool)
                    return { try measureAll(measurer, pool) }
                }, extra: extra),
            BenchWorkload(
                name: "content.measure.10k.text", runs: 5,
                setUp: {
                    // The baseline: the same strings typeset at a row's text width, nothing else.
                    typesetAlone(inputs.value.texts)
                }, extra: [("items", "10000")]),
            BenchWorkload(
                name: "content.measure.10k.shown", runs: 5,
                setUp: {
                    // Every text the measured items draw (titles, metadata, badges, buttons, labels,
                    // counts, the ad's sponsored label…), typeset the same way as `.text`: what the
                    // families show, where `.text` counts only the strings the benchmark made unique.
                    let pool = coldPool()
                    let measurer = ContentMeasurer(byteBudget: measureAllBudget)
                    var shown: [String] = []
                    for item in inputs.value.items {
                        let layout = try measurer.layout(item.configuration, width: 358, environment: environment, pool: pool)
                        for case let .text(block) in layout.elements { shown.append(block.layout.string) }
                    }
                    return typesetAlone(shown)
                }, extra: [("items", "10000")]),
            // The whole path, then each stage alone (their medians are the shares).
            BenchWorkload(
                name: "render.families", runs: 10,
                setUp: {
                    let renderer = SceneRenderer(fonts: fonts)
                    let scene = families.value.scene
                    return { _ = try PNG.encode(try renderer.render(scene, baseDirectory: "/nonexistent").bitmap) }
                },
                export: { dir in
                    try FileIO.writeAtomically(familiesSceneJSON(registry: registry).serialized(), to: dir + "/scene.json")
                    try FileIO.writeAtomically(families.value.list.serialized(), to: dir + "/list.json")
                }, extra: [("stages", "\"render.families.*\"")]),
            BenchWorkload(
                name: "render.families.draw.cold", runs: 5,
                setUp: {
                    let scene = families.value.scene
                    return { _ = try SceneRenderer(fonts: fonts).displayList(for: scene) }
                }, extra: [("stage", "\"scene → measure → layout → display list, new renderer\"")]),
            BenchWorkload(
                name: "render.families.draw.warm", runs: 10,
                setUp: {
                    let scene = families.value.scene
                    let renderer = SceneRenderer(fonts: fonts)
                    return { _ = try renderer.displayList(for: scene) }
                }, extra: [("stage", "\"scene → measure → layout → display list, same renderer (cached layout and measurements)\"")]),
            BenchWorkload(
                name: "render.families.raster", runs: 10,
                setUp: {
                    let list = families.value.list
                    let renderer = SceneRenderer(fonts: fonts)
                    return { _ = try renderer.rasterize(list, baseDirectory: "/nonexistent") }
                }, extra: [("stage", "\"display list → bitmap\""), ("commands", "\(families.value.list.commands.count)")]),
            BenchWorkload(
                name: "render.families.png", runs: 10,
                setUp: {
                    let bitmap = families.value.bitmap
                    return { _ = try PNG.encode(bitmap) }
                }, extra: [("stage", "\"bitmap → PNG bytes\"")]),
        ]
    }

    /// The strings of an item's JSON sample with ` #i` added, so no two items share a layout.
    static func uniqued(_ v: JSONValue, _ i: Int) -> JSONValue {
        guard case .object(let members) = v else { return v }
        return .object(
            members.map { m in
                if case .string(let s) = m.value,
                    ["text", "secondaryText", "title", "subtitle", "name", "headline", "caption", "message", "body"].contains(m.key)
                {
                    return (key: m.key, value: .string("\(s) #\(i)"))
                }
                return m
            })
    }

    /// The texts an item shows (for the text-only baseline).
    static func strings(_ item: ElementContent) -> [String] {
        if let c = item.configuration.base as? ListContentConfiguration { return [c.text, c.secondaryText].compactMap { $0 } }
        var out: [String] = []
        func walk(_ m: Mirror) {
            for child in m.children {
                if let s = child.value as? String, !s.isEmpty, s.contains(" #") { out.append(s) } else { walk(Mirror(reflecting: child.value)) }
            }
        }
        walk(Mirror(reflecting: item.configuration.base))
        return out
    }

    /// A screen with every family: list kinds in an inset-grouped section, then each seed kind's
    /// sample in a section of its own (cards in a two-column grid, story bubbles in a carousel).
    static func familiesScene(registry: ContentRegistry) throws -> Scene {
        let json = familiesSceneJSON(registry: registry)
        return try Scene(json: Array(json.serialized().utf8), file: "families.json", registry: registry)
    }

    static func familiesSceneJSON(registry: ContentRegistry) -> JSONValue {
        var sections: [JSONValue] = []
        let kinds = registry.allKinds
        let list = kinds.filter { $0.family == ListContentConfiguration.family }
        sections.append(
            .object([
                ("id", .string("list")), ("header", .string("List")),
                ("items", .array(list.enumerated().map { n, k in uniqued(withKind(k), n) })),
            ]))
        for k in kinds where k.family != ListContentConfiguration.family {
            var s: [(key: String, value: JSONValue)] = [(key: "id", value: .string(k.name))]
            if k.name == "gridTile" || k.name == "folderCard" {
                s.append((key: "layout", value: .object([("grid", .object([("columns", .number(2)), ("spacing", .number(8))]))])))
            } else if k.name == "storyBubble" {
                s.append((key: "layout", value: .object([("carousel", .object([("itemWidth", .number(80)), ("spacing", .number(8))]))])))
            }
            s.append((key: "items", value: .array((0..<2).map { uniqued(withKind(k), $0) })))
            sections.append(.object(s))
        }
        return JSONValue.object([
            ("version", .number(2)), ("traits", .object([("width", .number(390)), ("scale", .number(3))])),
            ("sections", .array(sections)),
        ])
    }

    static func withKind(_ k: ContentKind) -> JSONValue {
        guard case .object(let m) = k.sample ?? .object([]) else { return .object([("kind", .string(k.name))]) }
        return .object([(key: "kind", value: .string(k.name))] + m)
    }
}

/// A value made on first use.
final class LazyInputs<T> {
    private var stored: T?
    private let make: () -> T
    init(_ make: @escaping () -> T) { self.make = make }
    var value: T {
        if let v = stored { return v }
        let v = make()
        stored = v
        return v
    }
}
