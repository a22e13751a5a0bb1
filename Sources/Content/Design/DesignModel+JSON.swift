import Geometry
import Layout
import Raster
import Support
import Typesetting

/// Why a design model file cannot be used: the file and the JSON path, and what is allowed.
public typealias DesignError = JSONFileError

// The design model file, version 2 (README, "Design model"). Every key is optional in an
// override; a file names its version. Unknown keys are refused with the keys allowed there.
extension DesignModel {
    /// Versions of the design model file this build reads.
    public static let knownVersions = [2]
    public static let maxFileBytes = 4 << 20

    /// Reads a design model file (`{"version": 2, …}`), over the built-in default, or design tokens
    /// (a token file or a resolver document, `isDesignTokens`) through the default mapping. `registry`:
    /// the families whose element designs (`elements.<designKey>`) the file may set.
    public static func load(path: String, registry: ContentRegistry = .standard) throws(DesignError) -> DesignModel {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: maxFileBytes) } catch { throw .file(error) }
        if let model = LoadedDesigns.shared.model(bytes: bytes, registry: registry.identity) { return model }
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .syntax(file: path, error) }
        // Design tokens (DTCG, Style Dictionary, Tokens Studio, a resolver) are read with the default mapping.
        if isDesignTokens(value) { return try loadTokens(path: path, registry: registry) }
        let model: DesignModel
        do { model = try DesignModel.default.applying(JSONReader(value), requireVersion: true, registry: registry) } catch {
            throw .invalid(file: path, error)
        }
        LoadedDesigns.shared.keep(model, bytes: bytes, registry: registry.identity)
        return model
    }

    /// The design model files read last, by their bytes and the registry that decoded them: every
    /// scene of a gallery or a design diff names the same file, and decoding it was most of reading
    /// such a scene. A file's model depends on nothing else (token files, which can name other
    /// files, are not kept).
    final class LoadedDesigns: Sendable {
        static let shared = LoadedDesigns()
        static let capacity = 8
        private let entries = Locked<[(bytes: [UInt8], registry: Int, model: DesignModel)]>([])

        func model(bytes: [UInt8], registry: Int) -> DesignModel? {
            entries.withLock { e in e.first { $0.registry == registry && $0.bytes == bytes }?.model }
        }

        func keep(_ model: DesignModel, bytes: [UInt8], registry: Int) {
            entries.withLock { e in
                e.removeAll { $0.registry == registry && $0.bytes == bytes }
                e.append((bytes, registry, model))
                if e.count > Self.capacity { e.removeFirst(e.count - Self.capacity) }
            }
        }
    }

    /// This model with the keys of `r` (a version 2 design object) applied over it.
    /// `requireVersion`: a file must say `"version": 2`; an inline override may leave it out.
    /// `registry`: the families whose element designs (`elements.<designKey>`) it may set.
    public func applying(
        _ r: JSONReader, requireVersion: Bool, registry: ContentRegistry = .standard, table: JSONKeyTable? = nil
    ) throws(JSONDecodingError) -> DesignModel {
        try r.allowOnly(table ?? (requireVersion ? Self.fileTable(registry: registry) : Self.designTable(registry: registry)))
        if let v = try r.optional("version") {
            let n = try v.int()
            guard Self.knownVersions.contains(n) else {
                throw v.fail(
                    "unsupported design model version \(n) (this Galley reads version\(Self.knownVersions.count > 1 ? "s" : "") \(Self.knownVersions.map(String.init).joined(separator: ", ")))"
                )
            }
        } else if requireVersion {
            throw r.fail("a design model file needs \"version\": \(Self.knownVersions.last!)")
        }
        var m = self
        if let p = try r.optional("platform") {
            m.platform = ListPlatform(rawValue: try p.oneOf(ListPlatform.allCases.map(\.rawValue)))!
        }
        if let c = try r.optional("colors") {
            // The members in one pass (a palette imported from tokens can hold thousands of names).
            for (name, value) in try c.members() {
                if case .null = value { continue }
                let v = JSONReader(value, path: c.path.isEmpty ? name : "\(c.path).\(name)")
                guard !name.isEmpty, !name.hasPrefix("#") else { throw v.fail("a color name must be non-empty and not start with \"#\"") }
                m.colors.colors[ColorName(name)] = try Self.decodeDynamicColor(v, base: m.colors.colors[ColorName(name)])
            }
        }
        if let t = try r.optional("typography") {
            try t.allowOnly(Self.typographyTable)
            for style in TextStyle.allCases {
                guard let s = try t.optional(style.rawValue) else { continue }
                m.typography.styles[style] = try Self.decodeTextStyle(s, base: m.typography.design(style))
            }
        }
        if let s = try r.optional("spacing") {
            try s.allowOnly(Self.spacingTable)
            if let v = try s.optional("layoutMargins") { m.spacing.layoutMargins = try Self.decodeInsets(v) }
            if let v = try s.optional("padding") { m.spacing.padding = try v.double(min: 0, max: 1000) }
            if let v = try s.optional("interItem") { m.spacing.interItem = try v.double(min: 0, max: 1000) }
            if let v = try s.optional("interSection") { m.spacing.interSection = try v.double(min: 0, max: 1000) }
        }
        if let s = try r.optional("shapes") {
            try s.allowOnly(Self.shapesTable)
            if let radii = try s.optional("radii") {
                for (role, _) in try radii.members() {
                    guard let v = try radii.optional(role) else { continue }
                    m.shapes.radii[ShapeRole(role)] = try v.double(min: 0, max: 1000)
                }
            }
            if let c = try s.optional("cornerCurve") { m.shapes.cornerCurve = CornerCurve(rawValue: try c.oneOf(["circular", "continuous"]))! }
        }
        if let b = try r.optional("borders") {
            for (role, _) in try b.members() {
                guard let v = try b.optional(role) else { continue }
                try v.allowOnly(Self.borderTable)
                var d = m.borders[ShapeRole(role)] ?? BorderDesign(color: ColorName.separator.rawValue, width: 0)
                if let c = try v.optional("color") { d.color = try m.colorName(c) }
                if let w = try v.optional("width") { d.width = try w.double(min: 0, max: 100) }
                m.borders[ShapeRole(role)] = d
            }
        }
        if let s = try r.optional("shadows") {
            for (role, _) in try s.members() {
                guard let v = try s.optional(role) else { continue }
                try v.allowOnly(Self.shadowTable)
                var d = m.shadows[ShapeRole(role)] ?? ShadowDesign()
                if let c = try v.optional("color") { d.color = try m.colorName(c) }
                if let o = try v.optional("opacity") { d.opacity = try o.double(min: 0, max: 1) }
                if let rr = try v.optional("radius") { d.radius = try rr.double(min: 0, max: 500) }
                if let o = try v.optional("offset") { d.offset = try Self.decodePoint(o) }
                m.shadows[ShapeRole(role)] = d
            }
        }
        if let s = try r.optional("separators") {
            try s.allowOnly(Self.separatorsTable)
            if let c = try s.optional("color") { m.separators.color = try m.colorName(c) }
            if let v = try s.optional("leadingInset") { m.separators.leadingInset = try v.double(min: 0, max: 10_000) }
            if let v = try s.optional("trailingInset") { m.separators.trailingInset = try v.double(min: 0, max: 10_000) }
            if let v = try s.optional("visible") { m.separators.visible = try v.bool() }
        }
        if let s = try r.optional("rtl") {
            try s.allowOnly(Self.rtlTable)
            if let v = try s.optional("mirroredImages") { m.rtl.mirroredImages = try v.elements().map { (e) throws(JSONDecodingError) in try e.string() } }
            if let v = try s.optional("mirrorsLayout") { m.rtl.mirrorsLayout = try v.bool() }
        }
        if let e = try r.optional("elements") { m.elements = try m.decodeElements(e, registry: registry) }
        // Names that a design refers to exist (a renamed palette entry fails here, with its path).
        try m.validateColorReferences(at: r, registry: registry)
        return m
    }

    /// A color reference: a palette name (must exist) or `#RRGGBB[AA]`.
    func colorName(_ c: JSONReader) throws(JSONDecodingError) -> String {
        let s = try c.string()
        if s.hasPrefix("#") {
            guard Color(hex: s) != nil else { throw c.fail("expected a color \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(s)\"") }
            return s
        }
        guard colors.colors[ColorName(s)] != nil else {
            throw c.fail(
                "unknown color name \"\(s)\" (the palette has: \(colors.colors.keys.sorted().map(\.rawValue).joined(separator: ", ")); or use \"#RRGGBB[AA]\")")
        }
        return s
    }

    /// Every color name the element designs use is in the palette.
    func validateColorReferences(at r: JSONReader, registry: ContentRegistry) throws(JSONDecodingError) {
        func check(_ name: String?, _ path: String) throws(JSONDecodingError) {
            guard let name, !name.hasPrefix("#"), colors.colors[ColorName(name)] == nil else { return }
            throw JSONDecodingError(path: path, message: "unknown color name \"\(name)\" (not in the design's colors)")
        }
        for v in ListContentVariant.allCases {
            guard let e = elements.list[v] else { continue }
            try check(e.text.color, "elements.list.\(v.rawValue).text.color")
            try check(e.secondaryText.color, "elements.list.\(v.rawValue).secondaryText.color")
            try check(e.imageTint, "elements.list.\(v.rawValue).imageTint")
        }
        try check(separators.color, "separators.color")
        for d in registry.elementDesigns {
            for ref in elements[registered: d].colorReferences { try check(ref.name, "elements.\(d.designKey).\(ref.key)") }
        }
    }

    // MARK: Parts

    public static func decodeColor(_ c: JSONReader) throws(JSONDecodingError) -> Color {
        let s = try c.string()
        guard let color = Color(hex: s) else { throw c.fail("expected a color \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(s)\"") }
        return color
    }

    /// `"#RRGGBB"` (both styles) or `{"light": "#…", "dark": "#…"}`.
    static func decodeDynamicColor(_ c: JSONReader, base: DynamicColor?) throws(JSONDecodingError) -> DynamicColor {
        if case .string = c.value { return DynamicColor(try decodeColor(c)) }
        guard case .object = c.value else {
            throw c.fail("expected a color \"#RRGGBB[AA]\" or {\"light\": …, \"dark\": …}, found \(c.value.kindDescription)")
        }
        try c.allowOnly(dynamicColorTable)
        let light = try c.optional("light").map(decodeColor) ?? base?.light
        let dark = try c.optional("dark").map(decodeColor) ?? base?.dark ?? light
        guard let light, let dark else { throw c.fail("a new color needs \"light\" (and optionally \"dark\")") }
        return DynamicColor(light: light, dark: dark)
    }

    static func decodeTextStyle(_ s: JSONReader, base: TextStyleDesign) throws(JSONDecodingError) -> TextStyleDesign {
        try s.allowOnly(textStyleTable)
        var d = base
        if let f = try s.optional("family") {
            d.family = try f.string()
            guard !d.family.allSatisfy(\.isWhitespace) else { throw f.fail("family must not be empty") }
        }
        if let w = try s.optional("weight") { d.weight = Font.Weight(rawValue: try w.oneOf(Font.Weight.allCases.map(\.rawValue)))! }
        if let v = try s.optional("size") { d.size = try v.double(min: 1, max: 1000) }
        if let v = try s.optional("leading") { d.leading = try v.double(min: 0, max: 2000) }
        if let f = try s.optional("features") { d.features = try decodeFeatures(f) }
        if let b = try s.optional("lineBreakStrategy") { d.lineBreakStrategy = try decodeLineBreakStrategy(b) }
        return d
    }

    static let lineBreakStrategies: [(String, LineBreakStrategy)] = [
        ("standard", .standard), ("none", []),
        ("hangulWordPriority", .hangulWordPriority), ("pushOut", .pushOut),
    ]

    /// `"standard"`, `"none"`, one strategy's name, or an array of names (`[]` is none).
    public static func decodeLineBreakStrategy(_ b: JSONReader) throws(JSONDecodingError) -> LineBreakStrategy {
        func one(_ r: JSONReader) throws(JSONDecodingError) -> LineBreakStrategy {
            let name = try r.oneOf(lineBreakStrategies.map(\.0))
            return lineBreakStrategies.first { $0.0 == name }!.1
        }
        if case .array = b.value {
            var strategy: LineBreakStrategy = []
            for e in try b.elements() { strategy.formUnion(try one(e)) }
            return strategy
        }
        return try one(b)
    }

    /// OpenType feature settings `{"tnum": 1, "liga": 0}`, sorted by tag.
    public static func decodeFeatures(_ f: JSONReader) throws(JSONDecodingError) -> [FontFeature] {
        var out: [FontFeature] = []
        for (tag, _) in try f.members() {
            guard let v = try f.optional(tag) else { continue }
            let bytes = Array(tag.utf8)
            guard bytes.count == 4, tag.unicodeScalars.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else {
                throw v.fail("an OpenType feature tag is 4 printable ASCII characters (like \"liga\" or \"tnum\"), found \"\(tag)\"")
            }
            out.append(FontFeature(tag: tag, value: try v.int(min: 0, max: 0xFFFF))!)
        }
        return out.sorted { $0.tag < $1.tag }
    }

    /// `[top, leading, bottom, trailing]` or `{"top":…, "leading":…, …}`.
    public static func decodeInsets(_ i: JSONReader) throws(JSONDecodingError) -> DirectionalEdgeInsets {
        if case .array = i.value {
            let e = try i.elements()
            guard e.count == 4 else { throw i.fail("expected 4 numbers [top, leading, bottom, trailing], found \(e.count)") }
            return DirectionalEdgeInsets(
                top: try e[0].double(min: 0, max: 10_000), leading: try e[1].double(min: 0, max: 10_000),
                bottom: try e[2].double(min: 0, max: 10_000), trailing: try e[3].double(min: 0, max: 10_000))
        }
        try i.allowOnly(insetsTable)
        return DirectionalEdgeInsets(
            top: try i.optional("top")?.double(min: 0, max: 10_000) ?? 0,
            leading: try i.optional("leading")?.double(min: 0, max: 10_000) ?? 0,
            bottom: try i.optional("bottom")?.double(min: 0, max: 10_000) ?? 0,
            trailing: try i.optional("trailing")?.double(min: 0, max: 10_000) ?? 0)
    }

    /// `[x, y]`.
    public static func decodePoint(_ p: JSONReader) throws(JSONDecodingError) -> Point {
        let e = try p.elements()
        guard e.count == 2 else { throw p.fail("expected 2 numbers [x, y], found \(e.count)") }
        return Point(x: try e[0].double(min: -1000, max: 1000), y: try e[1].double(min: -1000, max: 1000))
    }

    static func decodeSize(_ p: JSONReader) throws(JSONDecodingError) -> Size {
        let e = try p.elements()
        guard e.count == 2 else { throw p.fail("expected 2 numbers [width, height], found \(e.count)") }
        return Size(width: try e[0].double(min: 0, max: 10_000), height: try e[1].double(min: 0, max: 10_000))
    }

    // MARK: Elements

    func decodeElements(_ e: JSONReader, registry: ContentRegistry) throws(JSONDecodingError) -> ElementDesigns {
        let designs = registry.elementDesigns
        let table = Self.elementsTable(registry: registry)
        try e.allowOnly(table)
        var out = elements
        for d in designs {
            guard let r = try e.optional(d.designKey) else { continue }
            out[registered: d] = try out[registered: d].applying(r, model: self)
        }
        if let l = try e.optional("list") {
            let names = ListContentVariant.allCases.filter { !$0.isLegacy }
            if case .object(let t)? = table.fields.first(where: { $0.name == "list" })?.shape { try l.allowOnly(t) }
            for v in names {
                guard let d = try l.optional(v.rawValue) else { continue }
                out.list[v] = try decodeListElement(d, base: out.list(v))
            }
        }
        if let a = try e.optional("accessories") {
            try a.allowOnly(Self.accessoriesTable)
            var d = out.accessories
            if let v = try a.optional("spacing") { d.spacing = try v.double(min: 0, max: 100) }
            if let v = try a.optional("contentToAccessoryPadding") { d.contentToAccessoryPadding = try v.double(min: 0, max: 100) }
            if let v = try a.optional("disclosureTint") { d.disclosureTint = try colorName(v) }
            if let v = try a.optional("tint") { d.tint = try colorName(v) }
            if let v = try a.optional("labelColor") { d.labelColor = try colorName(v) }
            if let v = try a.optional("labelStyle") { d.labelStyle = TextStyle(rawValue: try v.oneOf(TextStyle.allCases.map(\.rawValue)))! }
            if let v = try a.optional("deleteTint") { d.deleteTint = try colorName(v) }
            if let v = try a.optional("reorderTint") { d.reorderTint = try colorName(v) }
            if let v = try a.optional("badgeTint") { d.badgeTint = try colorName(v) }
            if let v = try a.optional("badgeTextColor") { d.badgeTextColor = try colorName(v) }
            out.accessories = d
        }
        return out
    }

    func decodeListElement(_ d: JSONReader, base: ListElementDesign) throws(JSONDecodingError) -> ListElementDesign {
        try d.allowOnly(Self.listElementTable)
        var e = base
        if let t = try d.optional("text") { e.text = try decodeTextRole(t, base: e.text) }
        if let t = try d.optional("secondaryText") { e.secondaryText = try decodeTextRole(t, base: e.secondaryText) }
        if let v = try d.optional("margins") { e.margins = try Self.decodeInsets(v) }
        if let v = try d.optional("imageToTextPadding") { e.imageToTextPadding = try v.double(min: 0, max: 1000) }
        if let v = try d.optional("textToSecondaryTextHorizontalPadding") { e.textToSecondaryTextHorizontalPadding = try v.double(min: 0, max: 1000) }
        if let v = try d.optional("textToSecondaryTextVerticalPadding") { e.textToSecondaryTextVerticalPadding = try v.double(min: 0, max: 1000) }
        if let v = try d.optional("prefersSideBySideTextAndSecondaryText") { e.prefersSideBySideTextAndSecondaryText = try v.bool() }
        if let v = try d.optional("minimumHeight") { e.minimumHeight = try v.double(min: 0, max: 10_000) }
        if let v = try d.optional("imageReservedWidth") { e.imageReservedWidth = try v.double(min: 0, max: 1000) }
        if let v = try d.optional("imageMaximumSize") { e.imageMaximumSize = try Self.decodeSize(v) }
        if let v = try d.optional("imageCornerRadius") { e.imageCornerRadius = try v.double(min: 0, max: 1000) }
        if let v = try d.optional("imageTint") { e.imageTint = try colorName(v) }
        if let v = try d.optional("axesPreservingSuperviewLayoutMargins") {
            let name = try v.oneOf(Axis.names.map(\.0))
            e.axesPreservingSuperviewLayoutMargins = Axis.names.first { $0.0 == name }!.1
        }
        return e
    }

    func decodeTextRole(_ t: JSONReader, base: TextRole) throws(JSONDecodingError) -> TextRole {
        try t.allowOnly(Self.textRoleTable)
        var r = base
        if let v = try t.optional("style") { r.style = TextStyle(rawValue: try v.oneOf(TextStyle.allCases.map(\.rawValue)))! }
        if let v = try t.optional("weight") { r.weight = Font.Weight(rawValue: try v.oneOf(Font.Weight.allCases.map(\.rawValue)))! }
        if let v = try t.optional("color") { r.color = try colorName(v) }
        if let v = try t.optional("numberOfLines") { r.numberOfLines = try v.int(min: 0, max: 10_000) }
        if let v = try t.optional("lineBreakMode") { r.lineBreakMode = LineBreakMode(rawValue: try v.oneOf(LineBreakMode.allCases.map(\.rawValue)))! }
        if let v = try t.optional("alignment") { r.alignment = TextAlignment(rawValue: try v.oneOf(TextAlignment.allCases.map(\.rawValue)))! }
        if let v = try t.optional("transform") {
            r.transform = TextProperties.Transform(rawValue: try v.oneOf(TextProperties.Transform.allCases.map(\.rawValue)))!
        }
        return r
    }
}
