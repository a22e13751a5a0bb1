import Support

/// A DTCG Resolver Module (2025.10) document, or Tokens Studio's `$themes` read as one: token sets
/// and modifiers with contexts, merged in `resolutionOrder` for an input that picks a context of
/// each modifier (`theme=dark, brand=x`).
public struct DesignTokenResolver: Sendable {
    /// A source of tokens: a file, a part of a file (a Tokens Studio set), or tokens written inline.
    enum Source: Sendable {
        case file(String)
        case studioSet(file: String, name: String)
        case inline(JSONValue, label: String)
    }

    public struct Modifier: Sendable {
        public var name: String
        /// Context names, as written.
        public var contexts: [String]
        public var defaultContext: String?
        var sources: [String: [Source]]
    }

    enum Step: Sendable {
        case set(name: String, sources: [Source])
        case modifier(String)
    }

    /// The resolver file (or the `$themes` file).
    public var file: String
    public private(set) var modifiers: [Modifier] = []
    var steps: [Step] = []

    /// The modifier that gives light and dark: named `theme`, `mode`, `appearance` or
    /// `colorScheme` (any case) with contexts `light` and `dark` (any case).
    public var themeModifier: String? {
        modifiers.first { m in
            ["theme", "mode", "appearance", "colorscheme", "color-scheme"].contains(m.name.lowercased())
                && m.contexts.contains { $0.lowercased() == "light" } && m.contexts.contains { $0.lowercased() == "dark" }
        }?.name
    }

    /// Reads a resolver document (`resolutionOrder`, `sets`, `modifiers`); `$ref`s to files are
    /// relative to it.
    public static func load(path: String) throws(DesignTokenError) -> DesignTokenResolver {
        try DesignTokenResolver(path: path, json: DesignTokenFiles.read(path))
    }

    init(path: String, json root: JSONValue) throws(DesignTokenError) {
        file = path
        let dir = FileIO.parentDirectory(of: path)
        func fail(_ at: String, _ m: String) -> DesignTokenError { DesignTokenError(.invalidResolver, file: path, path: at, m) }
        guard case .object = root else { throw fail("", "a resolver is a JSON object, found \(root.kindDescription)") }
        if case .string(let v)? = root["version"], v != "2025.10" {
            throw fail("version", "unsupported resolver version \"\(v)\" (this Galley reads \"2025.10\")")
        }
        func sources(_ v: JSONValue?, at: String, allowModifiers: Bool) throws(DesignTokenError) -> [Source] {
            guard case .array(let items)? = v else { throw fail(at, "expected an array of token sources") }
            var out: [Source] = []
            for (i, item) in items.enumerated() {
                let here = "\(at)[\(i)]"
                if case .object(let m) = item, m.count >= 1, case .string(let ref)? = item["$ref"] {
                    if ref.hasPrefix("#/sets/") {
                        let name = String(ref.dropFirst(7))
                        guard let set = root["sets"]?[name] else { throw fail(here, "$ref \"\(ref)\" names no set (sets: \(Self.keys(root["sets"])))") }
                        out += try sources(set["sources"], at: "sets.\(name).sources", allowModifiers: false)
                    } else if ref.hasPrefix("#/") {
                        throw fail(here, "$ref \"\(ref)\": a source refers to a set (#/sets/…) or a file")
                    } else {
                        let file = ref.split(separator: "#").first.map(String.init) ?? ref
                        out.append(.file(FileIO.path(file, relativeTo: dir)))
                    }
                } else if case .object = item {
                    out.append(.inline(item, label: "\(path)#\(here)"))
                } else {
                    throw fail(here, "a token source is {\"$ref\": …} or tokens, found \(item.kindDescription)")
                }
            }
            return out
        }
        func modifier(_ name: String, _ m: JSONValue, at: String) throws(DesignTokenError) -> Modifier {
            guard case .object(let contexts)? = m["contexts"], !contexts.isEmpty else { throw fail(at, "a modifier needs \"contexts\"") }
            var mod = Modifier(name: name, contexts: contexts.map(\.key), defaultContext: nil, sources: [:])
            for (c, v) in contexts { mod.sources[c] = try sources(v, at: "\(at).contexts.\(c)", allowModifiers: false) }
            if let d = m["default"] {
                guard case .string(let s) = d, mod.contexts.contains(s) else {
                    throw fail("\(at).default", "the default must name one of the contexts (\(mod.contexts.joined(separator: ", ")))")
                }
                mod.defaultContext = s
            }
            return mod
        }
        guard case .array(let order)? = root["resolutionOrder"] else { throw fail("resolutionOrder", "a resolver needs \"resolutionOrder\": an array") }
        var names = Set<String>()
        for (i, item) in order.enumerated() {
            let at = "resolutionOrder[\(i)]"
            if case .string(let ref)? = item["$ref"] {
                if ref.hasPrefix("#/sets/") {
                    let name = String(ref.dropFirst(7))
                    guard let set = root["sets"]?[name] else { throw fail(at, "$ref \"\(ref)\" names no set (sets: \(Self.keys(root["sets"])))") }
                    steps.append(.set(name: name, sources: try sources(set["sources"], at: "sets.\(name).sources", allowModifiers: false)))
                } else if ref.hasPrefix("#/modifiers/") {
                    let name = String(ref.dropFirst(12))
                    guard let m = root["modifiers"]?[name] else {
                        throw fail(at, "$ref \"\(ref)\" names no modifier (modifiers: \(Self.keys(root["modifiers"])))")
                    }
                    modifiers.append(try modifier(name, m, at: "modifiers.\(name)"))
                    steps.append(.modifier(name))
                } else {
                    throw fail(at, "$ref \"\(ref)\" must point at #/sets/… or #/modifiers/…")
                }
                continue
            }
            guard case .string(let type)? = item["type"], case .string(let name)? = item["name"] else {
                throw fail(at, "an inline set or modifier needs \"type\" (\"set\" or \"modifier\") and \"name\"")
            }
            guard names.insert(name).inserted else { throw fail(at, "the name \"\(name)\" is used twice in resolutionOrder") }
            switch type {
            case "set": steps.append(.set(name: name, sources: try sources(item["sources"], at: "\(at).sources", allowModifiers: false)))
            case "modifier":
                modifiers.append(try modifier(name, item, at: at))
                steps.append(.modifier(name))
            default: throw fail("\(at).type", "expected \"set\" or \"modifier\", found \"\(type)\"")
            }
        }
    }

    /// A resolver made from Tokens Studio's `$themes`: themes grouped by `group` (`theme` when they
    /// have none) are a modifier's contexts, each context the sets the theme enables or uses as a
    /// source, in `tokenSetOrder`. `setFile` finds the file (and set) of a set name.
    init(studioThemes themes: JSONValue, file: String, setOrder: [String], source: (String) -> Source?) throws(DesignTokenError) {
        self.file = file
        func fail(_ at: String, _ m: String) -> DesignTokenError { DesignTokenError(.invalidResolver, file: file, path: at, m) }
        guard case .array(let list) = themes else { throw fail("$themes", "$themes is an array of themes") }
        var groups: [(String, [(String, [String])])] = []
        for (i, t) in list.enumerated() {
            guard case .string(let name)? = t["name"], case .object(let selected)? = t["selectedTokenSets"] else {
                throw fail("$themes[\(i)]", "a theme needs \"name\" and \"selectedTokenSets\"")
            }
            var group = "theme"
            if case .string(let g)? = t["group"] { group = g }
            var enabled = selected.filter { $0.value == .string("enabled") || $0.value == .string("source") }.map(\.key)
            enabled.sort { (setOrder.firstIndex(of: $0) ?? .max) < (setOrder.firstIndex(of: $1) ?? .max) }
            if let gi = groups.firstIndex(where: { $0.0 == group }) { groups[gi].1.append((name, enabled)) } else { groups.append((group, [(name, enabled)])) }
        }
        for (group, contexts) in groups {
            var m = Modifier(name: group, contexts: contexts.map(\.0), defaultContext: contexts.first?.0, sources: [:])
            for (name, sets) in contexts {
                var s: [Source] = []
                for set in sets {
                    guard let src = source(set) else { throw fail("$themes", "theme \"\(name)\" selects the token set \"\(set)\", which no file holds") }
                    s.append(src)
                }
                m.sources[name] = s
            }
            modifiers.append(m)
            steps.append(.modifier(group))
        }
    }

    static func keys(_ v: JSONValue?) -> String {
        guard case .object(let m)? = v, !m.isEmpty else { return "none" }
        return m.map(\.key).joined(separator: ", ")
    }

    /// Every input of the modifiers other than `excluding`: each combination of their contexts.
    public func permutations(excluding: Set<String> = []) -> [[String: String]] {
        var out: [[String: String]] = [[:]]
        for m in modifiers where !excluding.contains(m.name) {
            out = out.flatMap { partial in m.contexts.map { c in partial.merging([m.name: c]) { $1 } } }
        }
        return out
    }

    /// Checks an input: every name a modifier, every value one of its contexts.
    public func validate(_ input: [String: String]) throws(DesignTokenError) {
        for (name, context) in input.sorted(by: { $0.key < $1.key }) {
            guard let m = modifiers.first(where: { $0.name == name }) else {
                throw DesignTokenError(
                    .unknownModifier, file: file, path: name,
                    "no modifier \"\(name)\" (the resolver's modifiers: \(modifiers.isEmpty ? "none" : modifiers.map(\.name).joined(separator: ", ")))")
            }
            guard m.contexts.contains(context) else {
                throw DesignTokenError(
                    .unknownContext, file: file, path: "\(name).\(context)",
                    "modifier \"\(name)\" has no context \"\(context)\" (its contexts: \(m.contexts.joined(separator: ", ")))")
            }
        }
    }

    /// The tokens for `input`: sets and the chosen context of each modifier, merged in
    /// `resolutionOrder` (later wins). A modifier the input leaves out takes its `default`, else its
    /// first context (with a diagnostic).
    public func tokens(for input: [String: String], files: inout DesignTokenFiles) throws(DesignTokenError) -> (
        DesignTokenSet, [DesignTokenDiagnostic]
    ) {
        try validate(input)
        var set = DesignTokenSet()
        var diagnostics: [DesignTokenDiagnostic] = []
        for step in steps {
            switch step {
            case .set(_, let sources): for s in sources { try files.add(s, to: &set) }
            case .modifier(let name):
                let m = modifiers.first { $0.name == name }!
                let context: String
                if let c = input[name] {
                    context = c
                } else if let d = m.defaultContext {
                    context = d
                } else {
                    context = m.contexts[0]
                    diagnostics.append(DesignTokenDiagnostic(.defaultContext, file: file, path: name, "no context given and no default; used \"\(context)\""))
                }
                for s in m.sources[context] ?? [] { try files.add(s, to: &set) }
            }
        }
        try set.applyExtends()
        return (set, diagnostics)
    }
}

/// Token files read once and kept parsed (a resolver names a file in many contexts).
public struct DesignTokenFiles: Sendable {
    var parsed: [String: JSONValue] = [:]
    /// The format detected in each file read.
    public private(set) var formats: [String: DesignTokenFormat] = [:]

    public init() {}

    /// Reads and parses a JSON file; errors name it.
    static func read(_ path: String) throws(DesignTokenError) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: 64 << 20) } catch { throw DesignTokenError(.unreadable, file: path, path: "", "cannot read: \(error)") }
        do { return try JSONValue.parse(bytes) } catch { throw DesignTokenError(.notJSON, file: path, path: "", "malformed JSON at \(error)") }
    }

    mutating func json(_ path: String) throws(DesignTokenError) -> JSONValue {
        if let v = parsed[path] { return v }
        let v = try Self.read(path)
        parsed[path] = v
        return v
    }

    /// Each source's tokens, walked once (a resolver merges a base set into every context).
    var fragments: [String: DesignTokenSet] = [:]

    mutating func add(_ source: DesignTokenResolver.Source, to set: inout DesignTokenSet) throws(DesignTokenError) {
        let key: String
        switch source {
        case .file(let path): key = path
        case .studioSet(let path, let name): key = path + "#" + name
        case .inline(_, let label): key = label
        }
        if let f = fragments[key] {
            set.merge(f)
            return
        }
        var fragment = DesignTokenSet()
        switch source {
        case .file(let path):
            let v = try json(path)
            let format = formats[path] ?? DesignTokenFormat.detect(v)
            formats[path] = format
            try fragment.add(file: path, json: v, format: format)
        case .studioSet(let path, let name):
            let v = try json(path)
            guard let sub = v[name] else { throw DesignTokenError(.invalidResolver, file: path, path: name, "no token set \"\(name)\"") }
            formats[path] = .tokensStudio
            try fragment.add(file: path, json: sub, format: .tokensStudio)
        case .inline(let v, let label):
            try fragment.add(file: label, json: v, format: DesignTokenFormat.detect(v))
        }
        fragments[key] = fragment
        set.merge(fragment)
    }
}
