import Content
import Geometry
import Raster
import Support

// Scene format version 2 (README, "Scene format, version 2"): items with a `kind` (any family the
// content registry knows), a design model file or inline design, sections with background and
// separator configuration, traits with interface style and content size category.
extension Scene {
    /// `"design": "brand.json"` (a design model file, relative to the scene), or an object of
    /// design keys over the default, optionally over a file: `{"file": "brand.json", "colors": {…}}`.
    /// The registry's families say which `elements` keys the design may set.
    static func decodeDesignV2(_ d: JSONReader, directory: String, registry: ContentRegistry) throws -> DesignModel {
        func load(_ r: JSONReader) throws -> DesignModel {
            let name = try r.string()
            guard !name.isEmpty else { throw r.fail("a design file name must not be empty") }
            let path = FileIO.path(name, relativeTo: directory)
            do { return try DesignModel.load(path: path, registry: registry) } catch {
                switch error {
                case .invalid(let file, let e): throw LocatedDecodingError(file: file, error: e)
                case .syntax(let file, let e): throw LocatedDecodingError(file: file, error: JSONDecodingError(path: "", message: "malformed JSON at \(e)"))
                case .file(let e): throw r.fail("cannot read design file: \(e)")
                }
            }
        }
        if case .string = d.value { return try load(d) }
        var base = DesignModel.default
        if let f = try d.optional("file") { base = try load(f) }
        // The override is the object without "file".
        let members = try d.members().filter { $0.key != "file" }
        return try base.applying(
            JSONReader(.object(members), path: d.path), requireVersion: false, registry: registry, table: inlineDesignTable(registry: registry))
    }

    static func decodeState(_ s: JSONReader) throws(JSONDecodingError) -> CellConfigurationState {
        let name = try s.oneOf(CellConfigurationState.named.map(\.0))
        return CellConfigurationState.named.first { $0.0 == name }!.1
    }

    /// `headerKind`/`footerKind` (list header/footer variants), `background`, `separators`.
    static func decodeSectionV2(_ s: JSONReader, into section: inout SectionContent, scene: Scene) throws(JSONDecodingError) {
        let headers: [ListContentVariant] = [.header, .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader]
        let footers: [ListContentVariant] = [.footer, .groupedFooter]
        if let k = try s.optional("headerKind") { section.headerVariant = ListContentVariant(rawValue: try k.oneOf(headers.map(\.rawValue)))! }
        if let k = try s.optional("footerKind") { section.footerVariant = ListContentVariant(rawValue: try k.oneOf(footers.map(\.rawValue)))! }
        if let b = try s.optional("background") { section.background = try decodeBackground(b, scene: scene) }
        if let p = try s.optional("separators") {
            try p.allowOnly(sectionSeparatorsTable)
            var sep = SectionSeparators()
            if let v = try p.optional("visible") { sep.visible = try v.bool() }
            if let c = try p.optional("color") { sep.color = try color(c, scene: scene) }
            if let v = try p.optional("leadingInset") { sep.leadingInset = try v.double(min: 0, max: 10_000) }
            if let v = try p.optional("trailingInset") { sep.trailingInset = try v.double(min: 0, max: 10_000) }
            section.separators = sep
        }
    }

    /// A palette name of the scene's design or `#RRGGBB[AA]`, checked now and resolved when the
    /// scene draws (in its design and style then).
    static func color(_ c: JSONReader, scene: Scene) throws(JSONDecodingError) -> SceneColor {
        let s = try c.string()
        guard scene.design.color(s, scene.traits.userInterfaceStyle) != nil else {
            throw c.fail("expected a color name of the design model (label, systemBackground, …) or \"#RRGGBB[AA]\", found \"\(s)\"")
        }
        return SceneColor(s)
    }

    /// `{"color", "cornerRadius", "cornerCurve", "strokeColor", "strokeWidth", "strokeOutset", "shadow", "insets"}`.
    static func decodeBackground(_ b: JSONReader, scene: Scene) throws(JSONDecodingError) -> SectionBackground {
        try b.allowOnly(backgroundTable)
        var background = SectionBackground()
        var c = BackgroundConfiguration()
        if let v = try b.optional("color") { background.color = try color(v, scene: scene) }
        if let v = try b.optional("cornerRadius") { c.cornerRadius = try v.double(min: 0, max: 1000) }
        if let v = try b.optional("cornerCurve") { c.cornerCurve = CornerCurve(rawValue: try v.oneOf(["circular", "continuous"]))! }
        if let v = try b.optional("strokeColor") { background.strokeColor = try color(v, scene: scene) }
        if let v = try b.optional("strokeWidth") { c.strokeWidth = try v.double(min: 0, max: 100) }
        if let v = try b.optional("strokeOutset") { c.strokeOutset = try v.double(min: -100, max: 100) }
        if let v = try b.optional("insets") { c.backgroundInsets = try DesignModel.decodeInsets(v) }
        if let s = try b.optional("shadow") {
            try s.allowOnly(backgroundShadowTable)
            var sh = ShadowConfiguration()
            if let v = try s.optional("color") { background.shadowColor = try color(v, scene: scene) }
            if let v = try s.optional("opacity") { sh.opacity = try v.double(min: 0, max: 1) }
            if let v = try s.optional("radius") { sh.radius = try v.double(min: 0, max: 500) }
            if let v = try s.optional("offset") {
                let e = try v.elements()
                guard e.count == 2 else { throw v.fail("expected 2 numbers [x, y], found \(e.count)") }
                sh.offset = Point(x: try e[0].double(min: -1000, max: 1000), y: try e[1].double(min: -1000, max: 1000))
            }
            c.shadow = sh
        }
        background.shape = c
        return background
    }

    /// An item of any kind (default `subtitleCell`): checked now against the registry (so a
    /// scene that loads renders), decoded again at render time with the traits of that render.
    /// In a template section the template's cell configuration picks the kind (`templateKind`):
    /// an item may leave `kind` out or name that kind.
    static func decodeItemV2(
        _ item: JSONReader, index: Int, sectionID: String, scene: inout Scene,
        registry: ContentRegistry,
        templateKind: (kind: String, cellKind: String, template: String)? = nil
    ) throws(JSONDecodingError) {
        let itemID = try item.optional("id")?.string() ?? "\(sectionID)/\(index)"
        do { try scene.snapshot.appendItems([itemID], toSection: sectionID) } catch {
            throw (try item.optional("id") ?? item).fail("\(error)")
        }
        if let templateKind, let k = try item.optional("kind"), try k.string() != templateKind.kind {
            throw k.fail(
                "the \(templateKind.template) template draws this cell (cell kind \"\(templateKind.cellKind)\") with \"\(templateKind.kind)\"; leave \"kind\" out or use it, found \"\(try k.string())\""
            )
        }
        let kind = try item.optional("kind")?.string() ?? templateKind?.kind ?? "subtitleCell"
        let state = try item.optional("state").map(decodeState) ?? .normal
        try decodeKindItem(item, id: itemID, kind: kind, state: state, scene: &scene, registry: registry)
    }

    /// Decodes a kind item with the scene's design and traits (so a scene that loads renders) and
    /// keeps both its JSON and what it decoded to (`Scene.decoded`, used by renders with the same
    /// registry, design and traits).
    static func decodeKindItem(
        _ item: JSONReader, id: String, kind: String, state: CellConfigurationState, scene: inout Scene,
        registry: ContentRegistry
    ) throws(JSONDecodingError) {
        let environment = scene.traits.contentEnvironment
        let context = ContentDecodingContext(design: scene.design, environment: environment, item: id)
        let content = try registry.decode(kind: kind, item: item, context: context)
        let sceneItem = SceneItem(kind: kind, json: item, state: state)
        scene.items[id] = sceneItem
        if scene.decoded == nil { scene.decoded = DecodedItems(registry: registry.identity, design: scene.design, environment: environment) }
        scene.decoded?.contents[id] = (sceneItem.revision, content)
    }
}
