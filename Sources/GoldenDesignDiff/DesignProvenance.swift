import Content
import Galley
import Golden
import Raster
import Support
import Typesetting

/// Which design keys each element of a screen reads, found by construction: an element reads a
/// key when its content — the family design its kind resolves from the model for the screen's
/// traits, its item and its background, `Scene.designValue(of:design:registry:)` — changes when
/// that key's value does. The keys are probed in groups down the design file's tree (a subtree
/// no element reacts to is not opened), each probe giving every key of the group another valid
/// value; a group whose probe does not make a valid model is opened key by key, and a key whose
/// own probe is invalid counts as read (never a missed read). The screen's own values (canvas,
/// separators) are probed the same way; palette names a scene file gives its sections are
/// recorded as `colors.NAME.light|dark` by the style in use.
///
/// Everything is computed from the design model and the scene, without rendering: the render
/// reads the model only through those values (`Scene+DesignInputs.swift`).
public final class DesignProber: Sendable {
    public let model: DesignModel
    /// Every key of the model, in file order.
    public let keys: [String]
    let paths: [[String]]
    let probes: [JSONValue?]
    let baseJSON: JSONValue
    let nodes: [Node]
    let registry: ContentRegistry
    /// Each node's probe model, made once (the first worker to need it makes it; another waits).
    private let probeModels: [Locked<DesignModel??>]
    /// The nodes of the palette's, the text styles' and the element designs' keys by name
    /// (`colors`, `typography`, `elements`; none when probing every key down the tree): under
    /// them, only the keys, styles and designs a value looked up are probed. And every node by
    /// its dotted path.
    package let lookedUpRoots: [String: Int]
    let nodeByPath: [String: Int]
    /// The model as its keys read back (`baseJSON` over the default): what a probe's keys are
    /// applied over (nil if they do not read back, then probes are applied over the default).
    let appliedBase: DesignModel?
    /// A digest of the model (provenance recorded under another model is refused).
    public let digest: String

    struct Node: Sendable {
        var range: Range<Int>
        var children: [Int]
    }

    public convenience init(model: DesignModel, registry: ContentRegistry = .standard) {
        self.init(model: model, registry: registry, probingLookups: true)
    }

    /// `probingLookups`: under `colors`, `typography` and `elements`, probe only the palette
    /// keys, text styles and element designs each value looked up (false: every key down the
    /// tree like any other; the tests check both give the same keys).
    package init(model: DesignModel, registry: ContentRegistry, probingLookups: Bool) {
        self.model = model
        self.registry = registry
        let json = DesignKeys.normalizedJSON(model)
        baseJSON = json
        appliedBase = try? DesignModel.default.applying(JSONReader(json), requireVersion: false)
        let leaves = json.leaves()
        let paths = leaves.map(\.path)
        self.paths = paths
        keys = leaves.map { DesignKeys.name($0.path) }
        probes = leaves.map { Self.probe($0.path, $0.value) }
        digest = SHA256.hex(Array(json.serialized(pretty: false).utf8))
        var nodes: [Node] = []
        func build(_ range: Range<Int>, depth: Int) -> Int {
            let index = nodes.count
            nodes.append(Node(range: range, children: []))
            guard range.count > 1 || paths[range.lowerBound].count > depth else { return index }
            var children: [Int] = []
            var start = range.lowerBound
            while start < range.upperBound {
                guard paths[start].count > depth else { start += 1; continue }
                let head = paths[start][depth]
                var end = start + 1
                while end < range.upperBound, paths[end].count > depth, paths[end][depth] == head { end += 1 }
                children.append(build(start..<end, depth: depth + 1))
                start = end
            }
            nodes[index].children = children
            return index
        }
        if !leaves.isEmpty { _ = build(0..<leaves.count, depth: 0) } else { nodes.append(Node(range: 0..<0, children: [])) }
        self.nodes = nodes
        probeModels = nodes.map { _ in Locked(nil) }
        var nodeByPath: [String: Int] = [:]
        for (n, node) in nodes.enumerated() where !node.range.isEmpty {
            // A node's path: what its keys' paths share (a single key's: all of it).
            let first = paths[node.range.lowerBound], last = paths[node.range.upperBound - 1]
            var depth = 0
            while depth < min(first.count, last.count), first[depth] == last[depth] { depth += 1 }
            let path = first.prefix(depth).joined(separator: ".")
            if nodeByPath[path] == nil { nodeByPath[path] = n }
        }
        self.nodeByPath = nodeByPath
        var roots: [String: Int] = [:]
        for root in ["colors", "typography", "elements"] where probingLookups {
            // Only a root whose node holds every key under it.
            if let n = nodeByPath[root], !nodes[n].children.isEmpty, paths.indices.filter({ paths[$0].first == root }) == Array(nodes[n].range) {
                roots[root] = n
            }
        }
        lookedUpRoots = roots
    }

    /// The model with every key under `node` given its probe value; nil when that is not a valid model.
    func probeModel(_ node: Int) -> DesignModel? {
        probeModels[node].withLock { made in
            if let made { return made }
            let m = makeProbeModel(node, overBase: true)
            made = .some(m)
            return m
        }
    }

    /// The model with every key under `node` given its probe value, nil when that is not valid:
    /// with `overBase`, only the probed keys applied over the model read back from its own keys
    /// (`appliedBase`; every key of a design file is optional, each applied over what is there);
    /// otherwise all of them over the default, as a file with every key is read. The tests check
    /// the two are the same model for every node.
    package func makeProbeModel(_ node: Int, overBase: Bool) -> DesignModel? {
        var json = overBase && appliedBase != nil ? JSONValue.object([]) : baseJSON
        for i in nodes[node].range {
            guard let p = probes[i] else { return nil }
            json = json.setting(paths[i][...], to: p)
        }
        return try? (overBase ? appliedBase ?? .default : .default).applying(JSONReader(json), requireVersion: false)
    }

    /// Every node (for the tests).
    package var nodeCount: Int { nodes.count }

    /// The indices of the keys `value` depends on, every key probed down the tree (`value` may
    /// read the model any way it likes).
    public func keysRead<V: Hashable>(by value: (DesignModel) -> V) -> [Int] {
        keysRead(count: 1, under: { $0 }, value: { m, _ in value(m) }, lookingUp: false)[0]
    }

    /// For each of `count` values, the indices of the keys it depends on, probed together down
    /// the tree: `prepare` makes what the values are read from once per probe model (a scene
    /// under that model), and only the values that reacted to a group go on into its children.
    ///
    /// Palette colors, text styles and element designs are not probed down the tree from
    /// `colors`, `typography` and `elements`: a value can depend on a palette color, a text
    /// style's values or a family's element design only by looking it up
    /// (`ColorPalette.color(_:_:)`, `Typography.design(_:)`, `ElementDesigns`' subscripts, noted
    /// under the model itself), and a key it did not look up leaves everything it computes as it
    /// was. So each value's lookups are noted while its own value is made, and only the
    /// looked-up colors, styles and designs are probed (each down its own node). A cache that
    /// handed out something read through them without asking them again would hide the read
    /// from the elements after the first; the tests compare with probing the whole tree.
    /// `lookingUp` false: every key down the tree.
    func keysRead<Context, V: Equatable>(
        count: Int, under prepare: (DesignModel) -> Context, value: (Context, Int) -> V, lookingUp: Bool = true
    ) -> [[Int]] {
        var noting = model
        let lookups = DesignLookups()
        if lookingUp {
            noting.colors.lookups = lookups
            noting.typography.lookups = lookups
            noting.elements.lookups = lookups
        }
        let base = prepare(noting)
        var baseValues: [V] = []
        // Per value, per looked-up root: the nodes of the colors, styles and designs it looked up.
        var looked: [[Int: Set<Int>]] = []
        for i in 0..<count {
            baseValues.append(value(base, i))
            var byRoot: [Int: Set<Int>] = [:]
            for key in lookups.take() {
                guard let dot = key.firstIndex(of: "."), let root = lookedUpRoots[String(key[..<dot])], let n = nodeByPath[key] else { continue }
                byRoot[root, default: []].insert(n)
            }
            looked.append(byRoot)
        }
        let roots = lookingUp ? Set(lookedUpRoots.values) : []
        var out = [[Int]](repeating: [], count: count)
        var stack: [(node: Int, live: [Int])] = [(0, Array(0..<count))]
        while let (n, live) = stack.popLast() {
            let node = nodes[n]
            if roots.contains(n) {
                var users: [Int: [Int]] = [:]
                for i in live { for k in looked[i][n] ?? [] { users[k, default: []].append(i) } }
                for k in users.keys.sorted(by: >) { stack.append((k, users[k]!)) }
                continue
            }
            // A probe that is not a valid model counts as read by every value still in question.
            var reacting = live
            if let m = probeModel(n) {
                let probed = prepare(m)
                reacting = live.filter { value(probed, $0) != baseValues[$0] }
            }
            guard !reacting.isEmpty else { continue }
            if node.children.isEmpty {
                for i in reacting { out[i].append(contentsOf: node.range) }
            } else {
                for c in node.children.reversed() { stack.append((c, reacting)) }
            }
        }
        return out.map { $0.sorted() }
    }

    /// The provenance of one screen (`sceneJSON`: the scene file, for the palette names of its sections).
    public func provenance(of scene: Scene, sceneJSON: JSONValue?, name: String, group: String) -> ScreenProvenance {
        // Every element's content and the screen's own values, read from one scene per probe model.
        enum Probed: Equatable {
            case element(Scene.DesignValue)
            case screen(Scene.ScreenDesignValues)
        }
        let designElements = scene.designElements
        let read = keysRead(
            count: designElements.count + 1,
            under: { m in
                var s = scene
                s.design = m
                return s
            },
            value: { (s: Scene, i: Int) -> Probed in
                i < designElements.count ? .element(s.designValue(of: designElements[i], registry: registry)) : .screen(s.screenDesignValues(design: s.design))
            })
        var elements: [ScreenProvenance.Element] = []
        var all = Set<Int>()
        for (e, k) in zip(designElements, read) {
            all.formUnion(k)
            elements.append(.init(kind: e.kind, id: e.id, keys: k))
        }
        let screen = read[designElements.count]
        all.formUnion(screen)
        let style = scene.traits.userInterfaceStyle == .dark ? "dark" : "light"
        var named: [Int] = []
        for colorName in Self.sectionColorNames(sceneJSON) {
            if let i = keys.firstIndex(of: "colors.\(colorName).\(style)") { named.append(i) }
        }
        all.formUnion(named)
        return ScreenProvenance(name: name, group: group, keys: all.sorted(), screenKeys: (screen + named).sorted(), elements: elements)
    }

    /// Palette names a scene file's sections use (background and separator colors), resolved when it is read.
    static func sectionColorNames(_ json: JSONValue?) -> [String] {
        guard case .array(let sections)? = json?["sections"] else { return [] }
        var out: [String] = []
        for s in sections {
            for v in [s["background"]?["color"], s["background"]?["strokeColor"], s["background"]?["shadow"]?["color"], s["separators"]?["color"]] {
                if case .string(let n)? = v, !n.hasPrefix("#") { out.append(n) }
            }
        }
        return out
    }

    // MARK: Probe values

    static let enums: [String: [String]] = [
        "weight": Font.Weight.allCases.map(\.rawValue),
        "style": TextStyle.allCases.map(\.rawValue),
        "labelStyle": TextStyle.allCases.map(\.rawValue),
        "lineBreakMode": LineBreakMode.allCases.map(\.rawValue),
        "alignment": TextAlignment.allCases.map(\.rawValue),
        "transform": TextProperties.Transform.allCases.map(\.rawValue),
        "cornerCurve": ["circular", "continuous"],
    ]

    static func number(_ v: Double) -> Double {
        if v == v.rounded() { return v >= 1 ? v - 1 : v + 1 }
        return v > 0.5 ? v - 0.25 : v + 0.25
    }

    /// Another valid value for the key at `path` (nil when none is known: the key then counts as read).
    static func probe(_ path: [String], _ value: JSONValue) -> JSONValue? {
        let last = path.last ?? ""
        if last == "lineBreakStrategy" {
            return value == .string("none") ? .string("standard") : .string("none")
        }
        switch value {
        case .number(let v): return .number(number(v))
        case .bool(let b): return .bool(!b)
        case .string(let s):
            if let options = enums[last], let i = options.firstIndex(of: s) { return .string(options[(i + 1) % options.count]) }
            if path.first == "colors" || s.hasPrefix("#") || last.lowercased().contains("color") || last.lowercased().contains("tint")
                || last == "background" || last == "placeholder" || last == "badgeFill" || last.hasSuffix("Fill")
            {
                return .string(s == "#123457" ? "#654321" : "#123457")
            }
            return .string(s + "·probe")
        case .array(let a):
            if a.allSatisfy({
                if case .number = $0 { return true }; return false
            }) {
                return .array(
                    a.map {
                        if case .number(let v) = $0 { return .number(number(v)) }; return $0
                    })
            }
            return .array(a + [.string("·probe")])
        case .object(let m) where m.isEmpty:
            return last == "features" ? .object([(key: "zzzz", value: .number(1))]) : nil
        default: return nil
        }
    }
}

/// The design keys a screen's elements read (indices into the recording's key list).
public struct ScreenProvenance: Sendable, Equatable {
    public struct Element: Sendable, Equatable {
        /// The content kind (`articleCardCondensed`, `valueCell`, `groupedHeader`).
        public var kind: String
        public var id: String
        public var keys: [Int]
    }
    public var name: String
    /// The template (or scene folder) the screen belongs to, for "in N templates".
    public var group: String
    /// Every key the screen reads.
    public var keys: [Int]
    /// Keys the screen itself reads (canvas, separators, section colors).
    public var screenKeys: [Int]
    public var elements: [Element]

    /// Whether the screen reads any of `changed` (key indices).
    public func reads(any changed: Set<Int>) -> Bool { keys.contains { changed.contains($0) } }
}

/// A recording of provenance: the model it was recorded under and every screen's keys.
/// Written as `provenance.json` in a diff-design report; `galley affected --provenance` reads it.
public struct DesignProvenance: Sendable, Equatable {
    public static let fileName = "provenance.json"
    public var digest: String
    public var keys: [String]
    public var screens: [ScreenProvenance]

    public init(digest: String, keys: [String], screens: [ScreenProvenance]) {
        self.digest = digest; self.keys = keys; self.screens = screens
    }

    /// What a change can touch: the screens that read a changed key. A key the recording does not
    /// know (added by the change) counts as read by every screen, except a new palette name
    /// (nothing can name it without changing a key it is read through).
    public func affected(by changes: [DesignKeyChange]) -> (screens: [ScreenProvenance], unknownKeys: [String]) {
        let index = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var changed = Set<Int>()
        var unknown: [String] = []
        for c in changes {
            if let i = index[c.key] { changed.insert(i) } else if !c.key.hasPrefix("colors.") { unknown.append(c.key) }
        }
        if !unknown.isEmpty { return (screens, unknown) }
        return (screens.filter { $0.reads(any: changed) }, [])
    }

    // Element key sets are stored once each (many elements read the same keys).
    public var json: JSONValue {
        var sets: [[Int]] = []
        var setIndex: [[Int]: Int] = [:]
        func ref(_ k: [Int]) -> JSONValue {
            if let i = setIndex[k] { return .number(Double(i)) }
            setIndex[k] = sets.count; sets.append(k)
            return .number(Double(sets.count - 1))
        }
        let screensJSON: [JSONValue] = screens.map { s in
            .object([
                (key: "name", value: .string(s.name)), (key: "group", value: .string(s.group)),
                (key: "screenKeys", value: ref(s.screenKeys)),
                (
                    key: "elements",
                    value: .array(
                        s.elements.map {
                            .array([.string($0.kind), .string($0.id), ref($0.keys)])
                        })
                ),
            ])
        }
        return .object([
            (key: "format", value: .string("galley design provenance 1")), (key: "design", value: .string(digest)),
            (key: "keys", value: .array(keys.map(JSONValue.string))),
            (key: "keySets", value: .array(sets.map { .array($0.map { .number(Double($0)) }) })),
            (key: "screens", value: .array(screensJSON)),
        ])
    }

    public static func read(_ path: String) throws(DesignDiffError) -> DesignProvenance {
        let v: JSONValue
        do { v = try JSONValue.parse(try FileIO.read(path)) } catch { throw .provenance("\(path): \(error)") }
        do { return try decode(JSONReader(v)) } catch { throw .provenance("\(path): \(error)") }
    }

    /// A recording from its `json`.
    static func decode(_ r: JSONReader) throws(JSONDecodingError) -> DesignProvenance {
        guard try r.required("format").string() == "galley design provenance 1" else { throw r.fail("not a galley provenance file") }
        let keys = try r.required("keys").elements().map { (e) throws(JSONDecodingError) in try e.string() }
        let sets = try r.required("keySets").elements().map { (s) throws(JSONDecodingError) in
            try s.elements().map { (e) throws(JSONDecodingError) in try e.int(min: 0, max: keys.count - 1) }
        }
        func set(_ e: JSONReader) throws(JSONDecodingError) -> [Int] { sets[try e.int(min: 0, max: sets.count - 1)] }
        let screens = try r.required("screens").elements().map { (s) throws(JSONDecodingError) -> ScreenProvenance in
            let screenKeys = try set(try s.required("screenKeys"))
            let elements = try s.required("elements").elements().map { (e) throws(JSONDecodingError) -> ScreenProvenance.Element in
                let parts = try e.elements()
                guard parts.count == 3 else { throw e.fail("expected [kind, id, keySet]") }
                return .init(kind: try parts[0].string(), id: try parts[1].string(), keys: try set(parts[2]))
            }
            var all = Set(screenKeys)
            for e in elements { all.formUnion(e.keys) }
            return ScreenProvenance(
                name: try s.required("name").string(), group: try s.required("group").string(), keys: all.sorted(),
                screenKeys: screenKeys, elements: elements)
        }
        return DesignProvenance(digest: try r.required("design").string(), keys: keys, screens: screens)
    }
}
