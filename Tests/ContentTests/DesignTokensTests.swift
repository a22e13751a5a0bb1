import Content
import GalleyTestSupport
import Geometry
import Support
import Testing
import Typesetting

/// Design tokens in: the DTCG format's values, aliases and resolver, Style Dictionary and Tokens
/// Studio files, the mapping to design keys, and the errors bad input gets.
@Suite struct DesignTokensTests {
    /// Writes `files` (name → JSON text) to a temporary folder and imports them (`names`, or all).
    func importing(
        _ files: [String: String], _ names: [String]? = nil, resolver: String? = nil, context: [String: String] = [:], map: String? = nil
    ) throws -> DesignTokenImport {
        try withTemporaryDirectory("tokens") { dir in
            for (name, text) in files {
                try FileIO.createDirectories(FileIO.parentDirectory(of: dir + "/" + name))
                try FileIO.writeAtomically(text, to: dir + "/" + name)
            }
            var mapping = DesignTokenMapping.default
            if let map { mapping = try DesignTokenMapping.load(path: dir + "/" + map) }
            let list = (names ?? files.keys.sorted().filter { $0 != map && $0 != resolver }).map { dir + "/" + $0 }
            return try DesignTokenImporter(files: list, resolver: resolver.map { dir + "/" + $0 }, context: context, mapping: mapping).run()
        }
    }

    func failure(
        _ files: [String: String], _ names: [String]? = nil, resolver: String? = nil, context: [String: String] = [:], map: String? = nil
    ) -> DesignTokenError? {
        do {
            _ = try importing(files, names, resolver: resolver, context: context, map: map)
            return nil
        } catch let e as DesignTokenError {
            return e
        } catch {
            return nil
        }
    }

    func color(_ space: String, _ c: (Double, Double, Double)) -> TokenColor.Converted { TokenColor.convert(space: space, components: c)! }

    // MARK: Colour

    @Test func everyColourSpaceConvertsToSRGB() {
        // CSS Color 4's own examples: pure sRGB red in each space.
        #expect(color("srgb", (1, 0, 0)).color == Color(hex: "#FF0000"))
        #expect(color("srgb-linear", (0.21586, 0, 0)).color == Color(hex: "#800000"))
        #expect(color("hsl", (0, 100, 50)).color == Color(hex: "#FF0000"))
        #expect(color("hsl", (120, 100, 25)).color == Color(hex: "#008000"))
        #expect(color("hwb", (240, 0, 0)).color == Color(hex: "#0000FF"))
        #expect(color("hwb", (0, 60, 60)).color == Color(hex: "#808080"))
        #expect(color("lab", (54.29, 80.82, 69.88)).color == Color(hex: "#FF0000"))
        #expect(color("lch", (54.29, 106.84, 40.85)).color == Color(hex: "#FF0000"))
        #expect(color("oklab", (0.62796, 0.22486, 0.12585)).color == Color(hex: "#FF0000"))
        #expect(color("oklch", (0.62796, 0.25768, 29.2339)).color == Color(hex: "#FF0000"))
        #expect(color("display-p3", (0.91749, 0.20029, 0.13856)).color == Color(hex: "#FF0000"))
        #expect(color("a98-rgb", (0.85859, 0, 0)).color == Color(hex: "#FF0000"))
        #expect(color("prophoto-rgb", (0.70225, 0.27572, 0.10355)).color == Color(hex: "#FF0000"))
        #expect(color("rec2020", (0.79198, 0.23098, 0.07376)).color == Color(hex: "#FF0000"))
        #expect(color("xyz-d65", (0.41239, 0.21264, 0.01933)).color == Color(hex: "#FF0000"))
        #expect(color("xyz-d50", (0.43607, 0.22249, 0.01392)).color == Color(hex: "#FF0000"))
        // White is white everywhere (the white points and the Bradford adaptation agree).
        for space in ["srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"] {
            #expect(color(space, (1, 1, 1)).color == Color(hex: "#FFFFFF"), "\(space)")
        }
        #expect(color("lab", (100, 0, 0)).color == Color(hex: "#FFFFFF"))
        #expect(color("oklab", (1, 0, 0)).color == Color(hex: "#FFFFFF"))
        #expect(color("xyz-d50", (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)).color == Color(hex: "#FFFFFF"))
        #expect(!color("srgb", (1, 0.5, 0)).clipped)
    }

    @Test func outOfGamutColoursAreClippedWithADiagnostic() throws {
        let p3Red = color("display-p3", (1, 0, 0))
        #expect(p3Red.clipped && p3Red.color == Color(hex: "#FF0000"))
        let i = try importing([
            "t.json": ##"{"color": {"$type": "color", "label": {"$value": {"colorSpace": "display-p3", "components": [0, 1, 0]}}}}"##
        ])
        #expect(i.design.colors.colors["label"]?.light == Color(hex: "#00FF00"))
        #expect(i.diagnostics.contains { $0.kind == .clipped && $0.path == "color.label" && $0.description.contains("outside sRGB") })
    }

    @Test func cssColourStrings() {
        #expect(TokenColor.parseCSS("#f60")?.color == Color(hex: "#FF6600"))
        #expect(TokenColor.parseCSS("#f608")?.color == Color(hex: "#FF660088"))
        #expect(TokenColor.parseCSS("#FF660080")?.color == Color(hex: "#FF660080"))
        #expect(TokenColor.parseCSS("rgba(255, 102, 0, 0.5)")?.color == Color(hex: "#FF660080"))
        #expect(TokenColor.parseCSS("rgb(100% 40% 0% / 50%)")?.color == Color(hex: "#FF660080"))
        #expect(TokenColor.parseCSS("hsl(24, 100%, 50%)")?.color == Color(hex: "#FF6600"))
        #expect(TokenColor.parseCSS("transparent")?.color == .clear)
        #expect(TokenColor.parseCSS("#ff666") == nil && TokenColor.parseCSS("rgb(1, 2)") == nil && TokenColor.parseCSS("blue-ish") == nil)
    }

    // MARK: The format

    @Test func aliasesPointersRootsExtendsAndInheritedTypes() throws {
        let i = try importing([
            "t.json": ##"""
            {
              "base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}, "$description": "Brand blue", "$extensions": {"org.example": {"figma": "abc"}}}},
              "accent": {"$type": "color", "$root": {"$value": "{base.blue}"}, "muted": {"$value": "{accent.$root}", "$deprecated": "use accent"}},
              "color": {
                "tint": {"$ref": "#/accent/muted"},
                "label": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/base/blue/$value/components/2"}, 0, 0]}}
              },
              "button": {"$type": "dimension", "radius": {"$value": {"value": 0.5, "unit": "rem"}}, "padding": {"$value": {"value": 12, "unit": "px"}}},
              "card": {"$extends": "{button}", "padding": {"$value": {"value": 20, "unit": "px"}}},
              "radius": {"card": {"$value": "{card.radius}"}}
            }
            """##
        ])
        #expect(i.design.colors.colors["tint"]?.light == Color(hex: "#0066CC"))
        #expect(i.design.colors.colors["label"]?.light == Color(hex: "#CC0000"))
        #expect(i.design.shapes.radii["card"] == 8)
        #expect(i.provenance["colors.tint"]?.tokenPath == "color.tint")
        #expect(i.diagnostics.contains { $0.kind == .deprecated && $0.path == "accent.muted" } == false)
        let deprecated = try importing(["t.json": ##"{"color": {"link": {"$type": "color", "$value": "#0000ee", "$deprecated": "use color.tint"}}}"##])
        #expect(deprecated.diagnostics.contains { $0.kind == .deprecated && $0.path == "color.link" && $0.message.contains("use color.tint") })
        #expect(deprecated.designFile.serialized(pretty: false).hasPrefix(##"{"version":2,"##))
        #expect(i.provenance["colors.tint"]?.aliasChain == ["accent.muted", "accent.$root", "base.blue"])
        var set = DesignTokenSet()
        try set.add(
            file: "t.json",
            json: try JSONValue.parse(
                ##"{"g": {"$type": "color", "a": {"$value": "#000", "$description": "d", "$deprecated": true, "$extensions": {"x": 1}}}}"##))
        #expect(
            set["g.a"]?.type == .color && set["g.a"]?.description == "d" && set["g.a"]?.deprecated == .bool(true)
                && set["g.a"]?.extensions == .object([("x", .number(1))]))
    }

    @Test func everyTypeDecodes() throws {
        let i = try importing([
            "t.json": ##"""
            {
              "f": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
              "w": {"$type": "fontWeight", "$value": "semi-bold"},
              "n": {"$type": "number", "$value": 1.5},
              "d": {"$type": "duration", "$value": {"value": 0.2, "unit": "s"}},
              "e": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]},
              "s": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round"}},
              "g": {"$type": "gradient", "$value": [{"color": "#000", "position": 0}, {"color": "#fff", "position": 1}]},
              "tr": {"$type": "transition", "$value": {"duration": "{d}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{e}"}},
              "shadow": {"card": {"$type": "shadow", "$value": [
                {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
                {"color": "#000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]}},
              "border": {"card": {"$type": "border", "$value": {"color": "#ff0000", "width": {"value": 1, "unit": "px"}, "style": "dashed"}}},
              "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontSize": {"value": 1.125, "unit": "rem"}, "fontWeight": "{w}", "lineHeight": 1.5, "letterSpacing": {"value": 0, "unit": "px"}}}}
            }
            """##
        ])
        let body = i.design.typography.design(.body)
        #expect(body.family == "Inter" && body.size == 18 && body.leading == 27 && body.weight == .semibold)
        #expect(i.design.shadows["card"] == ShadowDesign(color: "#00000033", opacity: 1, radius: 4, offset: Point(x: 0, y: 2)))
        #expect(i.diagnostics.contains { $0.kind == .dropped && $0.path == "shadow.card" })
        #expect(i.design.borders["card"] == BorderDesign(color: "#FF0000", width: 1))
        #expect(i.diagnostics.contains { $0.kind == .dropped && $0.path == "border.card" && $0.message.contains("dashed") })
    }

    // MARK: Other formats

    @Test func styleDictionaryFilesWithCSSValues() throws {
        let files = [
            "sd.json": ##"""
            {"color": {"label": {"value": "#111", "type": "color"}, "tint": {"$value": "rgba(255, 102, 0, 0.5)", "$type": "color"}, "brand": {"value": "hsl(24, 100%, 50%)", "type": "color"}},
             "radius": {"card": {"value": "1.5rem", "type": "dimension"}}, "spacing": {"padding": {"value": "4px", "type": "dimension"}}}
            """##
        ]
        let i = try importing(files)
        #expect(i.formats.values.first == .styleDictionary)
        #expect(i.design.colors.colors["label"]?.light == Color(hex: "#111111"))
        #expect(i.design.colors.colors["tint"]?.light == Color(hex: "#FF660080"))
        #expect(i.design.colors.colors["brand"]?.light == Color(hex: "#FF6600"))
        #expect(i.design.shapes.radii["card"] == 24 && i.design.spacing.padding == 4)
    }

    @Test func tokensStudioSetsThemesAndMaths() throws {
        let i = try importing([
            "studio.json": ##"""
            {
              "global": {"space": {"base": {"value": "4", "type": "spacing"}}, "radius": {"card": {"value": "{space.base} * 3", "type": "borderRadius"}},
                         "palette": {"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "#fafafa", "type": "color"}},
                         "shadow": {"card": {"value": {"x": "0", "y": "2", "blur": "6", "spread": "0", "color": "rgba(0,0,0,0.25)", "type": "dropShadow"}, "type": "boxShadow"}}},
              "light": {"color": {"label": {"value": "{palette.ink}", "type": "color"}}},
              "dark": {"color": {"label": {"value": "{palette.paper}", "type": "color"}}},
              "$themes": [
                {"id": "l", "name": "Light", "selectedTokenSets": {"global": "source", "light": "enabled"}},
                {"id": "d", "name": "Dark", "selectedTokenSets": {"global": "source", "dark": "enabled"}}
              ],
              "$metadata": {"tokenSetOrder": ["global", "light", "dark"]}
            }
            """##
        ])
        #expect(i.formats.values.first == .tokensStudio)
        #expect(i.design.shapes.radii["card"] == 12)
        #expect(i.design.colors.colors["label"] == DynamicColor(light: Color(hex: "#101010")!, dark: Color(hex: "#FAFAFA")!))
        #expect(i.design.shadows["card"] == ShadowDesign(color: "#00000040", opacity: 1, radius: 3, offset: Point(x: 0, y: 2)))
    }

    // MARK: Resolver

    static let resolverFiles = [
        "base.json":
            ##"{"color": {"$type": "color", "ink": {"$value": "#000000"}, "paper": {"$value": "#ffffff"}, "orange": {"$value": "#ff6600"}, "violet": {"$value": "#6600ff"}}, "radius": {"$type": "dimension", "card": {"$value": {"value": 12, "unit": "px"}}}}"##,
        "light.json": ##"{"color": {"label": {"$value": "{color.ink}"}}}"##,
        "dark.json": ##"{"color": {"label": {"$value": "{color.paper}"}}}"##,
        "brand-a.json": ##"{"color": {"tint": {"$value": "{color.orange}"}}}"##,
        "brand-b.json": ##"{"color": {"tint": {"$value": "{color.violet}"}}}"##,
        "compact.json": ##"{"radius": {"card": {"$value": {"value": 4, "unit": "px"}}}}"##,
        "r.json": ##"""
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}, "default": "light"},
           "brand": {"contexts": {"a": [{"$ref": "brand-a.json"}], "b": [{"$ref": "brand-b.json"}]}, "default": "a"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"},
           {"type": "modifier", "name": "density", "contexts": {"regular": [], "compact": [{"$ref": "compact.json"}]}, "default": "regular"}]}
        """##,
    ]

    @Test func theThemeModifierIsLightAndDarkAndTheOthersAMatrix() throws {
        let i = try importing(Self.resolverFiles, [], resolver: "r.json", context: ["brand": "b"])
        #expect(i.design.colors.colors["label"] == DynamicColor(light: .black, dark: .white))
        #expect(i.design.colors.colors["tint"]?.light == Color(hex: "#6600FF"))
        #expect(i.context == ["brand": "b"])
        let dark = try importing(Self.resolverFiles, [], resolver: "r.json", context: ["theme": "dark"])
        #expect(dark.design.colors.colors["label"]?.light == .white)
        let matrix = try withTemporaryDirectory("tokens-matrix") { dir in
            for (n, t) in Self.resolverFiles { try FileIO.writeAtomically(t, to: dir + "/" + n) }
            return try DesignTokenImporter(files: [dir + "/r.json"]).matrix()
        }
        #expect(matrix.count == 4)
        #expect(Set(matrix.map { "\($0.context["brand"]!)-\($0.context["density"]!)" }) == ["a-regular", "a-compact", "b-regular", "b-compact"])
        for m in matrix {
            #expect(m.design.shapes.radii["card"] == (m.context["density"] == "compact" ? 4 : 12))
            #expect(m.design.colors.colors["tint"]?.light == Color(hex: m.context["brand"] == "a" ? "#FF6600" : "#6600FF"))
        }
    }

    // MARK: Mapping

    @Test func aMappingFileNamesTheTokens() throws {
        let i = try importing(
            [
                "t.json":
                    ##"{"color": {"$type": "color", "text": {"primary": {"$value": "#222222"}}}, "type": {"body": {"$type": "typography", "$value": {"fontFamily": "DejaVu Sans", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.25}}}, "shadow": {"raised": {"$type": "shadow", "$value": {"color": "{color.text.primary}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 3, "unit": "px"}, "blur": {"value": 10, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}"##,
                "m.json": ##"{"colors.label": "color.text.primary", "typography.body": "{type.body}", "shadows.card": "shadow.raised"}"##,
            ], ["t.json"], map: "m.json")
        #expect(i.design.colors.colors["label"]?.light == Color(hex: "#222222"))
        let body = i.design.typography.design(.body)
        #expect(body.family == "DejaVu Sans" && body.size == 16 && body.leading == 20 && body.weight == .bold)
        #expect(i.design.shadows["card"] == ShadowDesign(color: "label", opacity: 1, radius: 5, offset: Point(x: 0, y: 3)))
        #expect(i.provenance["typography.body"]?.tokenPath == "type.body")
        #expect(i.diagnostics.contains { $0.kind == .unmapped && $0.path == "colors.systemBackground" })
    }

    // MARK: Bad input

    @Test func badInputIsATypedErrorNamingFileAndToken() {
        let ok = ##"{"color": {"$type": "color", "label": {"$value": "#000000"}}}"##
        func expectError(
            _ e: DesignTokenError?, _ kind: DesignTokenError.Kind, file: String, path: String, _ says: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(e?.kind == kind, "\(e.map(String.init(describing:)) ?? "no error")", sourceLocation: sourceLocation)
            #expect(
                e?.file.hasSuffix(file) == true && e?.path == path && e?.description.contains(says) == true, "\(e.map(String.init(describing:)) ?? "no error")",
                sourceLocation: sourceLocation)
        }
        expectError(failure(["t.json": "{\"color\": "]), .notJSON, file: "t.json", path: "", "malformed JSON")
        expectError(
            failure(["t.json": ##"{"a": {"$type": "colour", "$value": "#000"}}"##]), .unknownType, file: "t.json", path: "a", "unknown $type \"colour\"")
        expectError(failure(["t.json": ##"{"a": {"$type": "color", "$value": "{b.c}"}}"##]), .missingAlias, file: "t.json", path: "a", "{b.c} names no token")
        expectError(
            failure(["t.json": ##"{"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"##]), .aliasCycle, file: "t.json",
            path: "a", "a → b → c → a")
        expectError(
            failure([
                "t.json":
                    ##"{"n": {"$type": "number", "$value": {"$ref": "#/c/$value/components/3"}}, "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}"##
            ]),
            .pointerOutOfRange, file: "t.json", path: "n", "index 3 is out of range")
        expectError(failure(["t.json": ##"{"n": {"$ref": "#/nowhere/at/all"}}"##]), .pointerOutOfRange, file: "t.json", path: "n", "points at no token")
        expectError(
            failure(["t.json": ##"{"c": {"$type": "color", "$value": "#12345"}}"##]), .invalidColor, file: "t.json", path: "c", "\"#12345\" is not a colour")
        expectError(
            failure(["t.json": ##"{"c": {"$type": "color", "$value": {"colorSpace": "cmyk", "components": [0, 0, 0]}}}"##]), .invalidColor, file: "t.json",
            path: "c",
            "unknown colorSpace \"cmyk\"")
        expectError(
            failure(["t.json": ##"{"d": {"$type": "dimension", "$value": {"value": 4, "unit": "em"}}}"##]), .invalidValue, file: "t.json", path: "d",
            "\"px\" or \"rem\"")
        var files = Self.resolverFiles
        expectError(
            failure(files, [], resolver: "r.json", context: ["brnad": "a"]), .unknownModifier, file: "r.json", path: "brnad", "modifiers: theme, brand, density"
        )
        expectError(failure(files, [], resolver: "r.json", context: ["brand": "c"]), .unknownContext, file: "r.json", path: "brand.c", "its contexts: a, b")
        files["r.json"] = ##"{"resolutionOrder": [{"$ref": "#/modifiers/size"}]}"##
        expectError(failure(files, [], resolver: "r.json"), .invalidResolver, file: "r.json", path: "resolutionOrder[0]", "names no modifier")
        expectError(
            failure(["t.json": ok, "m.json": ##"{"colours.label": "color.label"}"##], ["t.json"], map: "m.json"), .unknownDesignKey, file: "m.json",
            path: "colours.label", "no key")
        expectError(
            failure(["t.json": ok, "m.json": ##"{"typography.huge": "color.label"}"##], ["t.json"], map: "m.json"), .unknownDesignKey, file: "m.json",
            path: "typography.huge", "no key")
        expectError(
            failure(["t.json": ok, "m.json": ##"{"colors.tint": "color.accent"}"##], ["t.json"], map: "m.json"), .missingToken, file: "m.json",
            path: "colors.tint", "color.accent")
        expectError(
            failure(["t.json": ok, "m.json": ##"{"shapes.radii.card": "color.label"}"##], ["t.json"], map: "m.json"), .typeMismatch, file: "t.json",
            path: "color.label", "is a color token; shapes.radii.card needs")
        expectError(
            failure(["t.json": ##"{"spacing": {"padding": {"$type": "dimension", "$value": {"value": -4, "unit": "px"}}}}"##]), .invalidDesign, file: "t.json",
            path: "spacing.padding", "must be at least 0")
    }

    @Test func aHostileChainOfAliasesIsAnErrorNotACrash() {
        // t0 → t1 → … → t4999: resolving t0 follows 5,000 aliases (declared in this order, nothing is resolved yet).
        var tokens: [String] = []
        for i in 0..<4999 { tokens.append("\"t\(i)\": {\"$value\": \"{t\(i + 1)}\"}") }
        tokens.append(##""t4999": {"$type": "number", "$value": 1}"##)
        let e = failure(["t.json": "{" + tokens.joined(separator: ", ") + "}"])
        #expect(e?.kind == .aliasCycle && e?.path == "t0" && e?.description.contains("longer than 256") == true, "\(String(describing: e))")
    }

    @Test func tokensStudioThemesInTheirOwnFile() throws {
        let i = try importing([
            "$themes.json":
                ##"[{"id": "1", "name": "light", "selectedTokenSets": {"core/global": "source", "light": "enabled"}}, {"id": "2", "name": "dark", "selectedTokenSets": {"core/global": "source", "dark": "enabled"}}]"##,
            "core/global.json": ##"{"ink": {"value": "#111111", "type": "color"}, "snow": {"value": "#eeeeee", "type": "color"}}"##,
            "light.json": ##"{"color": {"label": {"value": "{ink}", "type": "color"}}}"##,
            "dark.json": ##"{"color": {"label": {"value": "{snow}", "type": "color"}}}"##,
        ])
        #expect(i.design.colors.colors["label"] == DynamicColor(light: Color(hex: "#111111")!, dark: Color(hex: "#EEEEEE")!))
    }

    // MARK: Export, and token files where design files go

    /// Every design model in Goldens/ (each scene's design) and the default.
    static func goldenDesigns() throws -> [(String, DesignModel)] {
        var out: [(String, DesignModel)] = [("default", .default)]
        for file in try FileIO.walk(packageRoot + "/Goldens", suffix: ".json") {
            guard let v = try? JSONValue.parse(try FileIO.read(file)), v["version"] == .number(2), let d = v["design"], case .object = d else { continue }
            let members: [(key: String, value: JSONValue)] = {
                if case .object(let m) = d { return m.filter { $0.key != "file" } }; return []
            }()
            out.append((file, try DesignModel.default.applying(JSONReader(.object(members)), requireVersion: false)))
        }
        return out
    }

    @Test func importOfExportIsTheIdentityOnEveryGoldenDesign() throws {
        let designs = try Self.goldenDesigns()
        #expect(designs.count > 1)
        var custom = DesignModel.default
        custom.colors.colors["brand"] = DynamicColor(light: Color(hex: "#FF660080")!, dark: Color(hex: "#123456")!)
        custom.shadows["card"] = ShadowDesign(color: "brand", opacity: 0.25, radius: 7.5, offset: Point(x: 1, y: -2))
        custom.borders["hero"] = BorderDesign(color: "#00FF0080", width: 0.5)
        custom.typography.styles[.body] = TextStyleDesign(
            family: "DejaVu Sans", weight: .thin, size: 19, leading: 23.5, features: [FontFeature(tag: "tnum", value: 1)!])
        custom.shapes.cornerCurve = .circular
        for (name, design) in designs + [("custom", custom)] {
            let back = try withTemporaryDirectory("tokens-export") { dir in
                for (file, json) in design.designTokens() { try FileIO.writeAtomically(json.serialized(pretty: true), to: dir + "/" + file) }
                return try DesignModel.load(path: dir + "/" + DesignModel.tokenExportFiles.resolver)
            }
            #expect(back == design, "\(name)")
        }
    }

    @Test func theFigmaSimpleDesignSystemImports() throws {
        let dir = try Fixture.path("Tokens/figma-sds")
        let i = try DesignTokenImporter(files: [dir + "/sds.resolver.json"], mapping: try DesignTokenMapping.load(path: dir + "/sds.map.json")).run()
        let label = try #require(i.design.colors.colors["label"])
        #expect(label.light != label.dark)
        #expect(i.design.typography.design(.body).family.lowercased() == "inter")
        #expect(i.provenance["colors.label"]?.aliasChain.isEmpty == false)
        // And its export comes back the same.
        let back = try withTemporaryDirectory("tokens-sds") { out in
            for (file, json) in i.design.designTokens() { try FileIO.writeAtomically(json.serialized(pretty: true), to: out + "/" + file) }
            return try DesignModel.load(path: out + "/" + DesignModel.tokenExportFiles.resolver)
        }
        #expect(back == i.design)
    }

    @Test func tokensStudiosOwnIntegrationTokensImport() throws {
        let dir = try Fixture.path("Tokens/tokens-studio")
        let i = try DesignTokenImporter(files: [dir + "/sd-transforms.tokens.json"], mapping: try DesignTokenMapping.load(path: dir + "/map.json")).run()
        #expect(i.formats.values.first == .tokensStudio)
        // `{dimension.xs} * {dimension.scale}`: 4px × 2; `rgba( {color}, 1)`: #FF00FF.
        #expect(i.design.shapes.radii["card"] == 8 && i.design.spacing.padding == 8)
        #expect(i.design.colors.colors["tint"]?.light == Color(hex: "#FF00FF"))
        let headline = i.design.typography.design(.headline)
        #expect(headline.family == "Inter" && headline.size == 16 && headline.leading == 16 && headline.weight == .bold)
        #expect(i.design.borders["card"] == BorderDesign(color: "#000000", width: 5))
        // "Arial Black, Suisse Int'l, sans-serif": the first bundled family of the stack is sans-serif's, Inter.
        #expect(!i.diagnostics.contains { $0.path == "heading-6" })
        // Its one shadow is an inner shadow, which a CALayer shadow cannot be.
        #expect(i.design.shadows["card"] == DesignModel.default.shadows["card"])
        #expect(i.diagnostics.contains { $0.kind == .dropped && $0.path == "shadow" })
        // What Galley cannot read is reported, not refused, where no key uses it.
        #expect(i.diagnostics.contains { $0.kind == .unchecked && $0.path == "colors.gradient" })
        #expect(i.diagnostics.contains { $0.kind == .unchecked && $0.path == "spacing.multi-value" })
        #expect(i.diagnostics.contains { $0.kind == .notApplied && $0.path == "colors.red.400" })
        // A mapping that uses such a value gets the error.
        let bad = #expect(throws: DesignTokenError.self) {
            var m = DesignTokenMapping()
            m.entries = [("colors.tint", "colors.gradient")]
            _ = try DesignTokenImporter(files: [dir + "/sd-transforms.tokens.json"], mapping: m).run()
        }
        #expect(bad?.kind == .invalidColor && bad?.path == "colors.gradient")
        let back = try withTemporaryDirectory("tokens-studio") { out in
            for (file, json) in i.design.designTokens() { try FileIO.writeAtomically(json.serialized(pretty: true), to: out + "/" + file) }
            return try DesignModel.load(path: out + "/" + DesignModel.tokenExportFiles.resolver)
        }
        #expect(back == i.design)
    }
}
