import Geometry
import Support
import Typesetting

// The design model as design tokens: `galley design export --format dtcg`, and token files read
// wherever a design file is (`DesignModel.load`).
extension DesignModel {
    /// Whether a parsed file holds design tokens (a token file, a resolver document, Tokens Studio
    /// `$themes`) rather than a design model file: it has a `resolutionOrder`, or it names no
    /// `version` and has a token (`$value`, `$ref`, or `value` with token properties).
    public static func isDesignTokens(_ v: JSONValue) -> Bool {
        switch v {
        case .array(let a): return a.contains { $0["selectedTokenSets"] != nil }
        case .object:
            if v["resolutionOrder"] != nil || v["$themes"] != nil || v["$metadata"] != nil { return true }
            if v["version"] != nil { return false }
            func hasToken(_ v: JSONValue, depth: Int) -> Bool {
                guard depth < 64, case .object(let m) = v else { return false }
                if v["$value"] != nil || v["$ref"] != nil || DesignTokenFormat.isPlainToken(v) { return true }
                return m.contains { hasToken($0.value, depth: depth + 1) }
            }
            return hasToken(v, depth: 0)
        default: return false
        }
    }

    /// The design model of a token file or resolver with the default mapping (light and dark
    /// from a resolver's theme modifier; other modifiers at their defaults).
    static func loadTokens(path: String, registry: ContentRegistry) throws(DesignError) -> DesignModel {
        do { return try DesignTokenImporter(files: [path], registry: registry).run().design } catch { throw error.designError }
    }

    /// The file names `designTokens()` writes.
    public static let tokenExportFiles = (tokens: "tokens.json", dark: "dark.tokens.json", resolver: "design.resolver.json")

    /// This model as DTCG 2025.10 design tokens: `tokens.json` (every colour as its light value,
    /// text styles, spacing, radii, shadows and borders; the keys tokens do not carry in its root
    /// `$extensions["dev.galley.design"]`), `dark.tokens.json` (the colours whose dark value
    /// differs) and `design.resolver.json` (a `theme` modifier with `light` and `dark`). Importing
    /// the resolver with the default mapping gives this model back exactly.
    public func designTokens(registry: ContentRegistry = .standard) -> [(name: String, json: JSONValue)] {
        func px(_ d: Double) -> JSONValue { .object([("value", .number(d)), ("unit", .string("px"))]) }
        func colorValue(_ c: Color) -> JSONValue {
            var m: [(key: String, value: JSONValue)] = [
                ("colorSpace", .string("srgb")),
                ("components", .array([.number(Double(c.red) / 255), .number(Double(c.green) / 255), .number(Double(c.blue) / 255)])),
            ]
            if c.alpha != 255 { m.append(("alpha", .number(Double(c.alpha) / 255))) }
            m.append(("hex", .string(String(Color(red: c.red, green: c.green, blue: c.blue).hexString.lowercased()))))
            return .object(m)
        }
        func token(_ type: String, _ value: JSONValue, extensions: [(key: String, value: JSONValue)] = []) -> JSONValue {
            var m: [(key: String, value: JSONValue)] = [("$type", .string(type)), ("$value", value)]
            if !extensions.isEmpty { m.append(("$extensions", .object([(DesignTokenMapper.tokenExtensionKey, .object(extensions))]))) }
            return .object(m)
        }
        /// A palette name as an alias to its token; `#RRGGBB[AA]` as a colour.
        func colorRef(_ name: String) -> JSONValue {
            if name.hasPrefix("#"), let c = Color(hex: name) { return colorValue(c) }
            return .string("{color.\(name)}")
        }
        let json = jsonValue(registry: registry)
        let names = colors.colors.keys.sorted()
        let color: JSONValue = .object(names.map { ($0.rawValue, token("color", colorValue(colors.colors[$0]!.light))) })
        let darkColors: JSONValue = .object(
            names.filter { colors.colors[$0]!.dark != colors.colors[$0]!.light }.map { ($0.rawValue, token("color", colorValue(colors.colors[$0]!.dark))) })
        let typographyTokens: JSONValue = .object(
            TextStyle.allCases.map { s in
                let d = typography.design(s)
                let styleJSON = json["typography"]?[s.rawValue]
                return (
                    s.rawValue,
                    token(
                        "typography",
                        .object([
                            ("fontFamily", .string(d.family)), ("fontSize", px(d.size)), ("fontWeight", .number(Double(d.weight.numericValue))),
                            ("lineHeight", .number(d.leading / d.size)), ("letterSpacing", px(0)),
                        ]),
                        extensions: [
                            ("features", styleJSON?["features"] ?? .object([])), ("lineBreakStrategy", styleJSON?["lineBreakStrategy"] ?? .string("standard")),
                        ])
                )
            })
        let m = spacing.layoutMargins
        let spacingTokens: JSONValue = .object([
            ("padding", token("dimension", px(spacing.padding))), ("interItem", token("dimension", px(spacing.interItem))),
            ("interSection", token("dimension", px(spacing.interSection))),
            (
                "layoutMargins",
                .object([
                    ("$type", .string("dimension")), ("top", token("dimension", px(m.top))), ("leading", token("dimension", px(m.leading))),
                    ("bottom", token("dimension", px(m.bottom))), ("trailing", token("dimension", px(m.trailing))),
                ])
            ),
        ])
        let radius: JSONValue = .object(shapes.radii.keys.sorted().map { ($0.rawValue, token("dimension", px(shapes.radii[$0]!))) })
        let shadow: JSONValue = .object(
            shadows.keys.sorted().map { role in
                let s = shadows[role]!
                return (
                    role.rawValue,
                    token(
                        "shadow",
                        .object([
                            ("color", colorRef(s.color)), ("offsetX", px(s.offset.x)), ("offsetY", px(s.offset.y)), ("blur", px(2 * s.radius)),
                            ("spread", px(0)),
                        ]), extensions: [("opacity", .number(s.opacity))])
                )
            })
        let border: JSONValue = .object(
            borders.keys.sorted().map { role in
                let b = borders[role]!
                return (role.rawValue, token("border", .object([("color", colorRef(b.color)), ("width", px(b.width)), ("style", .string("solid"))])))
            })
        // What tokens do not carry, kept for the way back.
        var rest = json
        if case .object(let members) = json {
            var kept: [(key: String, value: JSONValue)] = []
            for (k, v) in members {
                switch k {
                case "version", "colors", "typography", "spacing", "borders", "shadows": continue
                case "shapes": kept.append((k, .object((v["cornerCurve"].map { [("cornerCurve", $0)] } ?? []))))
                default: kept.append((k, v))
                }
            }
            rest = .object(kept)
        }
        let tokens: JSONValue = .object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/format.json")),
            ("color", color), ("typography", typographyTokens), ("spacing", spacingTokens), ("radius", radius), ("shadow", shadow),
            ("border", border), ("$extensions", .object([(DesignTokenMapper.extensionKey, rest)])),
        ])
        let resolver: JSONValue = .object([
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string("Galley design model")), ("version", .string("2025.10")),
            ("sets", .object([("design", .object([("sources", .array([.object([("$ref", .string(Self.tokenExportFiles.tokens))])]))]))])),
            (
                "modifiers",
                .object([
                    (
                        "theme",
                        .object([
                            (
                                "contexts",
                                .object([("light", .array([])), ("dark", .array([.object([("$ref", .string(Self.tokenExportFiles.dark))])]))])
                            ),
                            ("default", .string("light")),
                        ])
                    )
                ])
            ),
            ("resolutionOrder", .array([.object([("$ref", .string("#/sets/design"))]), .object([("$ref", .string("#/modifiers/theme"))])])),
        ])
        return [
            (Self.tokenExportFiles.tokens, tokens), (Self.tokenExportFiles.dark, .object([("color", darkColors)])),
            (Self.tokenExportFiles.resolver, resolver),
        ]
    }
}
