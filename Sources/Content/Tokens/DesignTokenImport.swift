import Geometry
import Support
import Typesetting

/// Where a design key's value came from: the token, its file and the aliases it went through.
public struct DesignTokenProvenance: Sendable, Hashable {
    public var tokenPath: String
    public var file: String
    /// The tokens a whole-value alias went through, nearest first (`color.action.primary`, `color.brand.500`).
    public var aliasChain: [String]
}

/// The result of importing tokens: the design model, the design file it is (version 2, only the
/// keys the tokens set), where each key came from and what the import had to say.
public struct DesignTokenImport: Sendable {
    public var design: DesignModel
    /// The design model file the tokens make: `{"version": 2, …}` with the keys the tokens fill.
    public var designFile: JSONValue
    /// The resolver input this import used (empty without a resolver); `theme` is not in it.
    public var context: [String: String]
    public var diagnostics: [DesignTokenDiagnostic]
    /// Design key (`colors.label`) → the token that filled it.
    public var provenance: [String: DesignTokenProvenance]
    /// The format detected in each token file.
    public var formats: [String: DesignTokenFormat]
}

/// Imports design tokens into a design model: token files (DTCG 2025.10, Style Dictionary, Tokens
/// Studio), optionally through a resolver (light and dark from its theme modifier, the other
/// modifiers from `context`), mapped to design keys by a mapping.
///
/// ```swift
/// let i = try DesignTokenImporter(files: ["tokens.json"], mapping: .default).run()
/// i.design  // a DesignModel
/// ```
public struct DesignTokenImporter: Sendable {
    /// Token files, a resolver document, or Tokens Studio files with their `$themes.json`.
    public var files: [String]
    /// A resolver document, when not among `files`.
    public var resolver: String?
    /// The context of each modifier other than the theme (`["brand": "x", "density": "compact"]`);
    /// `theme` may be given to import one theme only (both light and dark take it).
    public var context: [String: String]
    public var mapping: DesignTokenMapping
    /// The families whose element designs the design's extension may set.
    public var registry: ContentRegistry

    public init(
        files: [String], resolver: String? = nil, context: [String: String] = [:], mapping: DesignTokenMapping = .default,
        registry: ContentRegistry = .standard
    ) {
        self.files = files
        self.resolver = resolver
        self.context = context
        self.mapping = mapping
        self.registry = registry
    }

    /// What `files` and `resolver` amount to: a resolver (a DTCG document, or Tokens Studio
    /// `$themes`) or plain token files merged in order.
    func plan(_ store: inout DesignTokenFiles) throws(DesignTokenError) -> (DesignTokenResolver?, [String]) {
        if let resolver { return (try DesignTokenResolver.load(path: resolver), files) }
        var plain: [String] = []
        var themes: (JSONValue, String)?
        var resolverDoc: DesignTokenResolver?
        for f in files {
            let v = try store.json(f)
            if case .array = v {
                themes = (v, f)
            } else if v["resolutionOrder"] != nil {
                resolverDoc = try DesignTokenResolver(path: f, json: v)
            } else {
                if let t = v["$themes"], case .array(let a) = t, !a.isEmpty { themes = (t, f) }
                plain.append(f)
            }
        }
        if let resolverDoc { return (resolverDoc, plain) }
        guard let (t, themesFile) = themes else { return (nil, plain) }
        // Tokens Studio: sets by name, as keys of multi-set files or as file names.
        var order: [String] = []
        var where_: [String: DesignTokenResolver.Source] = [:]
        for f in plain {
            let v = try store.json(f)
            if DesignTokenSet.isStudioMultiSet(v) {
                for name in DesignTokenSet.studioSetOrder(v) {
                    order.append(name)
                    where_[name] = .studioSet(file: f, name: name)
                }
            } else {
                var name = f.split(separator: "/").last.map(String.init) ?? f
                if name.hasSuffix(".json") { name.removeLast(5) }
                order.append(name)
                where_[name] = .file(f)
                // A set in a folder is named by its path (`core/colors`): match the tail too.
                for (i, _) in f.split(separator: "/").enumerated().dropFirst() {
                    var tail = f.split(separator: "/").dropFirst(i).joined(separator: "/")
                    if tail.hasSuffix(".json") { tail.removeLast(5) }
                    if where_[tail] == nil { where_[tail] = .file(f) }
                }
            }
        }
        return (try DesignTokenResolver(studioThemes: t, file: themesFile, setOrder: order) { where_[$0] }, [])
    }

    /// Imports the tokens for `context`.
    public func run() throws(DesignTokenError) -> DesignTokenImport {
        var store = DesignTokenFiles()
        let (resolver, plain) = try plan(&store)
        return try run(resolver: resolver, plain: plain, context: context, store: &store)
    }

    /// One import per combination of the contexts of the modifiers other than the theme (density,
    /// brand…): the matrix a gallery or a design diff iterates. Without such modifiers, one import.
    public func matrix() throws(DesignTokenError) -> [DesignTokenImport] {
        var store = DesignTokenFiles()
        let (resolver, plain) = try plan(&store)
        guard let resolver else { return [try run(resolver: nil, plain: plain, context: context, store: &store)] }
        let theme = resolver.themeModifier.map { Set([$0]) } ?? []
        var out: [DesignTokenImport] = []
        for input in resolver.permutations(excluding: theme) {
            out.append(try run(resolver: resolver, plain: plain, context: context.merging(input) { $1 }, store: &store))
        }
        return out
    }

    func run(resolver: DesignTokenResolver?, plain: [String], context: [String: String], store: inout DesignTokenFiles) throws(DesignTokenError)
        -> DesignTokenImport
    {
        var diagnostics: [DesignTokenDiagnostic] = []
        func tokens(_ input: [String: String]) throws(DesignTokenError) -> DesignTokenSet {
            var set = DesignTokenSet()
            if let resolver {
                let (s, d) = try resolver.tokens(for: input, files: &store)
                set = s
                diagnostics += d
            }
            for f in plain { try store.add(.file(f), to: &set) }
            try set.applyExtends()
            return set
        }
        if resolver == nil, !context.isEmpty {
            throw DesignTokenError(
                .unknownModifier, file: files.first ?? "", path: context.keys.sorted()[0], "no resolver: a context needs a resolver document (--resolver)")
        }
        let theme = resolver?.themeModifier
        let light: DesignTokenSet, dark: DesignTokenSet?
        if let theme, context[theme] == nil {
            let m = resolver!.modifiers.first { $0.name == theme }!
            light = try tokens(context.merging([theme: m.contexts.first { $0.lowercased() == "light" }!]) { $1 })
            dark = try tokens(context.merging([theme: m.contexts.first { $0.lowercased() == "dark" }!]) { $1 })
        } else {
            light = try tokens(context)
            dark = nil
        }
        var mapper = DesignTokenMapper(mapping: mapping, registry: registry)
        let resolvedLight = try light.resolved()
        var result = try mapper.map(light: light, resolvedLight, dark: dark)
        result.context = context.filter { $0.key != theme }
        result.diagnostics = diagnostics + mapper.diagnostics
        result.formats = store.formats
        for f in plain where result.formats[f] == nil { result.formats[f] = store.parsed[f].map(DesignTokenFormat.detect) }
        return result
    }
}

/// Fills design keys from resolved tokens through a mapping, into a design file.
struct DesignTokenMapper {
    let mapping: DesignTokenMapping
    let registry: ContentRegistry
    var diagnostics: [DesignTokenDiagnostic] = []
    var decoder = DesignTokenDecoder()

    init(mapping: DesignTokenMapping, registry: ContentRegistry) {
        self.mapping = mapping
        self.registry = registry
    }

    /// The extension where an export keeps the design keys tokens do not carry.
    static let extensionKey = "dev.galley.design"
    /// A token's own extension (shadow opacity, text features).
    static let tokenExtensionKey = "dev.galley"

    /// `dark`: the tokens in the dark context, resolved only where they matter — the tokens the
    /// dark context declares itself (each checked) and the colours the mapping uses.
    mutating func map(light set: DesignTokenSet, _ light: [String: ResolvedDesignToken], dark darkSet: DesignTokenSet?) throws(DesignTokenError)
        -> DesignTokenImport
    {
        // Every token's value is checked, mapped or not: a bad colour anywhere is an error.
        var values: [String: DesignTokenValue] = [:]
        values.reserveCapacity(light.count)
        for p in set.order {
            guard let r = light[p] else { continue }
            if r.type == nil, r.token.format == .tokensStudio { continue }
            if r.token.extensions?["studio.tokens"]?["modify"] != nil {
                diagnostics.append(
                    DesignTokenDiagnostic(
                        .notApplied, file: r.token.file, path: p, "its Tokens Studio colour modifier is not applied; the colour is the unmodified one"))
            }
            do {
                // A whole-value alias means what its target means (decoded once, above: targets come first
                // in declaration order more often than not).
                if let target = r.aliasChain.last, let v = values[target], light[target]?.type == r.type {
                    values[p] = v
                } else {
                    values[p] = try decoder.decode(r)
                }
            } catch  where r.token.format != .dtcg && (error.kind == .invalidValue || error.kind == .invalidColor) && Self.isCSSExpression(r.value) {
                // Style Dictionary and Tokens Studio pass CSS through (gradients, multi-value
                // spacing): such a value is an error only where a design key uses it (below).
                diagnostics.append(DesignTokenDiagnostic(.unchecked, file: r.token.file, path: p, "kept as written, not checked: \(error.message)"))
            }
        }
        var darkResolution = darkSet.map { Resolution(set: $0) }
        if let darkSet, darkResolution != nil {
            for p in darkSet.order where darkSet[p]?.file != set[p]?.file {
                let r = try darkResolution!.resolve(p, stack: [])
                if r.type == nil, r.token.format == .tokensStudio { continue }
                do { _ = try decoder.decode(r) } catch  where r.token.format != .dtcg && Self.isCSSExpression(r.value) {}
            }
        }
        /// The dark value of a colour token, when it differs from the light one.
        func darkColor(_ path: String) throws(DesignTokenError) -> Color? {
            guard darkResolution != nil, darkSet?[path] != nil else { return nil }
            let r = try darkResolution!.resolve(path, stack: [])
            guard r.value != light[path]?.value, case .color(let c) = try decoder.decode(r) else { return nil }
            return c
        }
        // Key → token: the mapping's entries, then the defaults.
        var assigned: [(DesignKey, String, String)] = []  // key, its text, token path
        var taken = Set<String>()
        for (key, path) in mapping.entries {
            guard light[path] != nil else {
                throw DesignTokenError(.missingToken, file: mapping.file, path: key, "maps to the token \(path), which the token files lack")
            }
            assigned.append((DesignKey(key)!, key, path))
            taken.insert(key)
        }
        if mapping.usesDefaults {
            var keys: [String] = ColorPalette.iOS17.colors.keys.sorted().map { "colors.\($0.rawValue)" }
            keys += TextStyle.allCases.map { "typography.\($0.rawValue)" }
            keys += TextStyle.allCases.flatMap { s in ["size", "leading", "family", "weight"].map { "typography.\(s.rawValue).\($0)" } }
            keys += DesignKey.spacingFields.map { "spacing.\($0)" } + DesignKey.marginFields.map { "spacing.layoutMargins.\($0)" }
            keys += ShapeDesign().radii.keys.sorted().map { "shapes.radii.\($0.rawValue)" } + ["shadows.card", "borders.card", "borders.card.width"]
            // Open-ended names: `color.X`, `radius.X`, `shadow.X`, `border.X` tokens add a key each.
            for p in set.order {
                // Two parts only: one dot, found without splitting every path.
                let u = p.utf8
                guard let dot = u.firstIndex(of: UInt8(ascii: ".")), u[u.index(after: dot)...].firstIndex(of: UInt8(ascii: ".")) == nil else { continue }
                let parts = [p[..<dot], p[p.index(after: dot)...]]
                switch (parts[0], light[p]?.type) {
                case ("color", .color?): keys.append("colors.\(parts[1])")
                case ("radius", _): keys.append("shapes.radii.\(parts[1])")
                case ("shadow", .shadow?): keys.append("shadows.\(parts[1])")
                case ("border", .border?): keys.append("borders.\(parts[1])")
                default: break
                }
            }
            for key in keys where !taken.contains(key) {
                guard let k = DesignKey(key) else { continue }
                taken.insert(key)
                if let path = k.defaultCandidates.first(where: { light[$0] != nil }) {
                    assigned.append((k, key, path))
                } else if case .color(let n) = k, ColorPalette.iOS17.colors[ColorName(n)] != nil {
                    diagnostics.append(DesignTokenDiagnostic(.unmapped, file: "", path: key, "no token fills it; kept the built-in value"))
                } else if case .textStyle(_, nil) = k {
                    diagnostics.append(DesignTokenDiagnostic(.unmapped, file: "", path: key, "no token fills it; kept the built-in value"))
                }
            }
        }
        // Which palette name a colour token fills, to write a composite's colour as the name.
        var paletteName: [String: String] = [:]
        for (k, _, path) in assigned { if case .color(let n) = k { paletteName[path] = n } }
        func colorReference(_ raw: JSONValue?, fallback: Color) -> String {
            var at = raw
            var seen = Set<String>()
            while case .string(let s)? = at, let alias = Resolution.wholeAlias(s), seen.insert(alias).inserted {
                if let n = paletteName[alias] { return n }
                at = set[alias]?.value
            }
            return fallback.hexString
        }

        var colors: [(String, JSONValue)] = []
        var typography: [String: [(String, JSONValue)]] = [:]
        var spacing: [(String, JSONValue)] = []
        var margins: [String: Double] = [:]
        var radii: [(String, JSONValue)] = []
        var shadows: [(String, JSONValue)] = []
        var borders: [String: [(String, JSONValue)]] = [:]
        var provenance: [String: DesignTokenProvenance] = [:]
        let base = DesignModel.default
        for (k, key, path) in assigned {
            let r = light[path]!
            if values[path] == nil, r.type != nil { values[path] = try decoder.decode(r) }
            guard let value = values[path], let type = r.type else {
                throw DesignTokenError(
                    .typeMismatch, file: r.token.file, path: path, "has no type; \(key) needs a \(k.accepts.map(\.rawValue).joined(separator: " or "))")
            }
            guard k.accepts.contains(type) else {
                throw DesignTokenError(
                    .typeMismatch, file: r.token.file, path: path,
                    "is a \(type.rawValue) token; \(key) needs a \(k.accepts.map(\.rawValue).joined(separator: " or "))")
            }
            if r.token.deprecated != nil {
                var why = ""
                if case .string(let s)? = r.token.deprecated { why = ": \(s)" }
                diagnostics.append(DesignTokenDiagnostic(.deprecated, file: r.token.file, path: path, "is deprecated\(why) (fills \(key))"))
            }
            provenance[key] = DesignTokenProvenance(tokenPath: path, file: r.token.file, aliasChain: r.aliasChain)
            let ext = r.token.extensions?[Self.tokenExtensionKey]
            func number(_ v: DesignTokenValue) -> Double {
                switch v {
                case .dimension(let d), .number(let d): return d
                default: return 0
                }
            }
            switch (k, value) {
            case (.color(let n), .color(let c)):
                if let d = try darkColor(path), d != c {
                    colors.append((n, .object([("light", .string(c.hexString)), ("dark", .string(d.hexString))])))
                } else {
                    colors.append((n, .string(c.hexString)))
                }
            case (.textStyle(let s, nil), .typography(let t)):
                var m: [(String, JSONValue)] = []
                if let stack = t.fontFamily {
                    if let f = Self.bundledFamily(stack) {
                        m.append(("family", .string(f)))
                    } else {
                        diagnostics.append(
                            DesignTokenDiagnostic(
                                .dropped, file: r.token.file, path: path,
                                "no bundled font family in \(stack.joined(separator: ", ")) (bundled: Inter, DejaVu Sans, Nanum Gothic, Noto Color Emoji); kept \(base.typography.design(s).family)"
                            ))
                    }
                }
                if let w = t.fontWeight { m.append(("weight", .string(Self.weight(w).rawValue))) }
                let size = t.fontSize ?? base.typography.design(s).size
                if t.fontSize != nil { m.append(("size", .number(size))) }
                if let p = t.lineHeightPoints {
                    m.append(("leading", .number(p)))
                } else if let l = t.lineHeight {
                    // A multiple of the size, in points; rounded to 1e-6 pt so 22/17 × 17 is 22.
                    m.append(("leading", .number((l * size * 1e6).rounded() / 1e6)))
                }
                if let ls = t.letterSpacing, ls != 0 {
                    diagnostics.append(
                        DesignTokenDiagnostic(
                            .dropped, file: r.token.file, path: path, "letterSpacing \(JSONValue.formatNumber(ls)) dropped: the design model has no tracking"))
                }
                if let f = ext?["features"] { m.append(("features", f)) }
                if let b = ext?["lineBreakStrategy"] { m.append(("lineBreakStrategy", b)) }
                typography[s.rawValue, default: []] += m
            case (.textStyle(let s, let field?), _):
                let v: JSONValue
                switch value {
                case .fontFamily(let f):
                    guard let family = Self.bundledFamily(f) else {
                        throw DesignTokenError(
                            .typeMismatch, file: r.token.file, path: path, "names no bundled font family (\(f.joined(separator: ", "))); \(key) needs one")
                    }
                    v = .string(family)
                case .fontWeight(let w): v = .string(Self.weight(w).rawValue)
                default: v = .number(number(value))
                }
                typography[s.rawValue, default: []].append((field, v))
            case (.spacing(let f), _): spacing.append((f, .number(number(value))))
            case (.margin(let f), _): margins[f] = number(value)
            case (.radius(let role), _): radii.append((role, .number(number(value))))
            case (.shadow(let role), .shadow(let layers)):
                guard let layer = layers.first(where: { !$0.inset }) else {
                    diagnostics.append(
                        DesignTokenDiagnostic(.dropped, file: r.token.file, path: path, "only inset layers; the design model draws drop shadows"))
                    continue
                }
                if layers.count > 1 {
                    diagnostics.append(
                        DesignTokenDiagnostic(
                            .dropped, file: r.token.file, path: path, "\(layers.count - 1) more layer(s) dropped: the design model has one shadow a role"))
                }
                if layer.spread != 0 {
                    diagnostics.append(DesignTokenDiagnostic(.dropped, file: r.token.file, path: path, "spread dropped: CALayer shadows have none"))
                }
                var rawColor = r.token.value["color"]
                if case .array(let a) = r.token.value, let first = a.first { rawColor = first["color"] }
                var opacity = 1.0
                if case .number(let o)? = ext?["opacity"] { opacity = o }
                shadows.append(
                    (
                        role,
                        .object([
                            ("color", .string(colorReference(rawColor, fallback: layer.color))), ("opacity", .number(opacity)),
                            ("radius", .number(layer.blur / 2)), ("offset", .array([.number(layer.offsetX), .number(layer.offsetY)])),
                        ])
                    ))
            case (.border(let role, false), .border(let b)):
                if b.style != "solid" {
                    diagnostics.append(
                        DesignTokenDiagnostic(.dropped, file: r.token.file, path: path, "style \(b.style) drawn solid: the design model's borders are solid"))
                }
                borders[role, default: []] += [("color", .string(colorReference(r.token.value["color"], fallback: b.color))), ("width", .number(b.width))]
            case (.border(let role, true), _): borders[role, default: []].append(("width", .number(number(value))))
            default:
                throw DesignTokenError(.typeMismatch, file: r.token.file, path: path, "cannot fill \(key)")
            }
        }
        if !margins.isEmpty {
            let m = base.spacing.layoutMargins
            spacing.append(
                (
                    "layoutMargins",
                    .array([
                        .number(margins["top"] ?? m.top), .number(margins["leading"] ?? m.leading), .number(margins["bottom"] ?? m.bottom),
                        .number(margins["trailing"] ?? m.trailing),
                    ])
                ))
        }
        // The design file: the export's extension (the keys tokens do not carry), then the tokens' keys.
        var fromTokens: [(key: String, value: JSONValue)] = [("version", .number(Double(DesignModel.knownVersions.last!)))]
        if !colors.isEmpty { fromTokens.append(("colors", .object(colors.map { ($0.0, $0.1) }))) }
        if !typography.isEmpty {
            fromTokens.append(
                ("typography", .object(TextStyle.allCases.compactMap { s in typography[s.rawValue].map { (s.rawValue, .object($0.map { ($0.0, $0.1) })) } })))
        }
        if !spacing.isEmpty { fromTokens.append(("spacing", .object(spacing.map { ($0.0, $0.1) }))) }
        if !radii.isEmpty { fromTokens.append(("shapes", .object([("radii", .object(radii.map { ($0.0, $0.1) }))]))) }
        if !borders.isEmpty { fromTokens.append(("borders", .object(borders.keys.sorted().map { ($0, .object(borders[$0]!.map { ($0.0, $0.1) })) }))) }
        if !shadows.isEmpty { fromTokens.append(("shadows", .object(shadows.map { ($0.0, $0.1) }))) }
        var file: JSONValue = .object(fromTokens)
        var extensionFile = ""
        for (f, ext) in set.fileExtensions {
            if let d = ext[Self.extensionKey] {
                file = JSONMergePatch.apply(file, to: d)
                extensionFile = f
            }
        }
        // `version` first, as design files write it.
        if case .object(var members) = file, let v = members.firstIndex(where: { $0.key == "version" }), v != 0 {
            members.insert(members.remove(at: v), at: 0)
            file = .object(members)
        }
        diagnostics += decoder.diagnostics
        let design: DesignModel
        do {
            design = try DesignModel.default.applying(JSONReader(file), requireVersion: false, registry: registry)
        } catch {
            // Name the token behind the refused key when there is one.
            let key = provenance.keys.sorted().last { error.path == $0 || error.path.hasPrefix($0 + ".") }
            if let key, let p = provenance[key] {
                throw DesignTokenError(.invalidDesign, file: p.file, path: p.tokenPath, "fills \(error.path): \(error.message)")
            }
            throw DesignTokenError(.invalidDesign, file: extensionFile, path: "$extensions.\(Self.extensionKey).\(error.path)", error.message)
        }
        return DesignTokenImport(design: design, designFile: file, context: [:], diagnostics: diagnostics, provenance: provenance, formats: [:])
    }

    /// A CSS value Galley does not evaluate: a function (`linear-gradient(…)`), several values
    /// (`8px 32px`), or a percentage of something it does not know (a letter spacing of `150%`).
    static func isCSSExpression(_ v: JSONValue) -> Bool {
        guard case .string(let s) = v else { return false }
        return s.utf8.contains(UInt8(ascii: "(")) || s.trimmingWhitespace().utf8.contains(UInt8(ascii: " ")) || s.hasSuffix("%")
    }

    /// The bundled font families (the `Fonts/` folder), which a text style can name.
    static let bundledFamilies = ["Inter", "DejaVu Sans", "Nanum Gothic", "NanumGothic", "Noto Color Emoji"]

    /// The first family of a font stack that is bundled (`sans-serif` and `system-ui` are Inter, the
    /// default); nil when none is.
    static func bundledFamily(_ stack: [String]) -> String? {
        func key(_ s: String) -> String { s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" } }
        for name in stack {
            if let f = bundledFamilies.first(where: { key($0) == key(name) }) { return f }
            if ["sansserif", "systemui", "applesystem", "blinkmacsystemfont", "sfpro"].contains(key(name)) { return Font.defaultFamily }
        }
        return nil
    }

    /// The design model's weight nearest a numeric one (Galley's table: thin 100, ultraLight 200, …, black 900).
    static func weight(_ n: Int) -> Font.Weight {
        Font.Weight.allCases.min { abs($0.numericValue - n) < abs($1.numericValue - n) }!
    }
}
