import Content
import Diffable
import Geometry
import Support
import Typesetting

/// Why a scene file cannot be used: where, and what.
public typealias SceneError = JSONFileError

extension Scene {
    /// The newest scene format version; files carry it as `"version": 2` (or 1).
    public static let formatVersion = 2
    /// Every scene format version this build reads.
    public static let formatVersions = [1, 2]

    /// Scene files are small; anything bigger is refused before parsing.
    public static let maxFileBytes = 16 << 20

    /// Reads a scene file (format: README, "Scene format").
    public static func load(path: String) throws(SceneError) -> Scene {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: maxFileBytes) } catch { throw .file(error) }
        return try Scene(json: bytes, file: path)
    }

    /// Parses a scene from JSON text; `file` names it in errors.
    public init(json bytes: [UInt8], file: String = "scene", registry: ContentRegistry = .standard) throws(SceneError) {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .syntax(file: file, error) }
        do { self = try Scene.decode(JSONReader(value), directory: FileIO.parentDirectory(of: file), registry: registry) } catch {
            throw error.file.map { .invalid(file: $0, error.error) } ?? .invalid(file: file, error.error)
        }
        self.file = file
    }

    /// A decoding error, and the file it is in when that is not the scene (a design file it names).
    struct LocatedDecodingError: Error {
        var file: String?
        var error: JSONDecodingError
    }

    static func decode(_ r: JSONReader, directory: String, registry: ContentRegistry) throws(LocatedDecodingError) -> Scene {
        do { return try decodeScene(r, directory: directory, registry: registry) } catch let e as LocatedDecodingError {
            throw e
        } catch let e as JSONDecodingError {
            throw LocatedDecodingError(file: nil, error: e)
        } catch {
            throw LocatedDecodingError(file: nil, error: r.fail("\(error)"))
        }
    }

    static func decodeScene(_ r: JSONReader, directory: String, registry: ContentRegistry) throws -> Scene {
        // `compare` and `ignore` are golden policy: the golden layer reads them (GoldenPolicy).
        let declared: Int? = if case .number(1)? = try r.optional("version")?.value { 1 } else { nil }
        try r.allowOnly(declared == 1 ? sceneV1Table : sceneTable(registry: registry))
        let version = try r.required("version").int()
        guard formatVersions.contains(version) else {
            throw try r.required("version").fail(
                "unsupported scene version \(version) (this Galley reads versions \(formatVersions.map(String.init).joined(separator: ", ")))")
        }
        var scene = Scene()
        scene.version = version
        // Version 1 files draw galley 1's screen (their design object sets its values); version 2
        // files take everything from the design model.
        // Version 1 files keep Galley's own list metrics (the design model's default is iOS 17's).
        if version != 1 { scene.galley1 = nil } else { scene.design.platform = .galley }
        if let t = try r.optional("traits") { scene.traits = try decodeTraits(t, version: version) }
        if let l = try r.optional("list") {
            try l.allowOnly(listTable)
            if let a = try l.optional("appearance") {
                scene.list.appearance = ListStyle.Appearance(rawValue: try a.oneOf(ListStyle.Appearance.allCases.map(\.rawValue)))!
            }
            if let s = try l.optional("showsSeparators") { scene.list.showsSeparators = try s.bool() }
        }
        if let d = try r.optional("design") {
            if version == 1 { try decodeDesign(d, into: &scene) } else { scene.design = try decodeDesignV2(d, directory: directory, registry: registry) }
        }
        let sections = try r.required("sections")
        let sectionList = try sections.elements()
        // Nothing to draw is a mistake (a golden of an empty background would pass forever).
        guard !sectionList.isEmpty else { throw sections.fail("a scene needs at least one section, found none") }
        let sectionTable: JSONKeyTable
        if version == 1 {
            sectionTable = sectionV1Table
        } else if case .array(.object(let t), _)? = sceneTable(registry: registry).fields.first(where: { $0.name == "sections" })?.shape {
            sectionTable = t
        } else {
            preconditionFailure("the scene table's sections are an array of objects")
        }
        for (si, s) in sectionList.enumerated() {
            try s.allowOnly(sectionTable)
            let sectionID = try s.optional("id")?.string() ?? "section-\(si)"
            do { try scene.snapshot.appendSections([sectionID]) } catch {
                throw (try s.optional("id") ?? s).fail("\(error)")
            }
            var section = SectionContent(
                header: try s.optional("header")?.string(),
                footer: try s.optional("footer")?.string(),
                layout: try s.optional("layout").map { (l) throws(JSONDecodingError) in try decodeSectionLayout(l, version: version, registry: registry) }
                    ?? .list)
            if version >= 2 { try decodeSectionV2(s, into: &section, scene: scene) }
            if let m = try s.optional("supplementaries") {
                section.supplementaries = try decodeSupplementaryContents(m, sectionID: sectionID, scene: scene, registry: registry)
            }
            scene.sections[sectionID] = section
            for (ii, item) in try s.required("items").elements().enumerated() {
                if version >= 2 {
                    try decodeItemV2(
                        item, index: ii, sectionID: sectionID, scene: &scene, registry: registry,
                        templateKind: templateContentKind(section.layout, index: ii, registry: registry))
                    continue
                }
                try item.allowOnly(itemV1Table)
                let text = try item.required("text").string()
                let itemID = try item.optional("id")?.string() ?? "\(sectionID)/\(ii)"
                do { try scene.snapshot.appendItems([itemID], toSection: sectionID) } catch {
                    throw (try item.optional("id") ?? item).fail("\(error)")
                }
                scene.items[itemID] = SceneItem(text: text, secondaryText: try item.optional("secondaryText")?.string())
            }
            if let a = try s.optional("ads") {
                let ads = try decodeAds(a, sectionID: sectionID, layout: section.layout, scene: &scene, registry: registry)
                scene.sections[sectionID]?.ads = ads
            }
        }
        // Ads are named by slot; a content item of the same name would be ambiguous.
        for (sid, section) in scene.sections where section.ads != nil {
            for slot in section.ads!.loaded.indices {
                let id = adIdentifier(section: sid, slot: slot)
                if scene.snapshot.indexPath(for: id) != nil {
                    throw JSONDecodingError(
                        path: "sections[\(scene.snapshot.indexOfSection(sid) ?? 0)].ads.loaded[\(slot)]",
                        message: "the ad's identifier \"\(id)\" is also a content item's id; rename the item")
                }
            }
        }
        return scene
    }

    /// `"list"`, `{"grid": {"columns": 2, "spacing": 8}}` or `{"carousel": {"itemWidth": 160, "spacing": 8}}`.
    static func decodeSectionLayout(_ l: JSONReader, version: Int, registry: ContentRegistry = .standard) throws(JSONDecodingError) -> SectionLayout {
        if case .string = l.value {
            _ = try l.oneOf(["list"])
            return .list
        }
        if version >= 2 {
            if try l.optional("template") != nil { return .template(try registry.decodeTemplate(l)) }
            if let f = try l.optional("flow") {
                try l.allowOnly(key: "flow", of: layoutTable)
                return .flow(try decodeFlow(f))
            }
            if let c = try l.optional("compositional") {
                try l.allowOnly(key: "compositional", of: layoutTable)
                return .compositional(try decodeCompositionalSection(c))
            }
            if let c = try l.optional("list") {
                try l.allowOnly(key: "list", of: layoutTable)
                return .listConfiguration(try decodeListConfiguration(c))
            }
            try l.allowOnly(layoutTable)
        } else {
            for key in ["template", "flow", "compositional", "list"] where try l.optional(key) != nil {
                throw (try l.required(key)).fail("\"\(key)\" layouts need a version 2 scene (\"version\": 2)")
            }
        }
        try l.allowOnly(layoutV1Table)
        if let g = try l.optional("grid") {
            try g.allowOnly(gridTable)
            return .grid(
                columns: try g.optional("columns")?.int(min: 1, max: 12) ?? 2,
                spacing: try g.optional("spacing")?.double(min: 0, max: 1000) ?? 8)
        }
        if let c = try l.optional("carousel") {
            try c.allowOnly(carouselTable)
            let width = try c.optional("itemWidth")?.double(min: 1, max: 10_000) ?? 160
            return .carousel(itemWidth: width, spacing: try c.optional("spacing")?.double(min: 0, max: 1000) ?? 8)
        }
        throw l.fail(
            version >= 2
                ? "expected \"list\", {\"grid\": {…}}, {\"carousel\": {…}}, {\"template\": NAME, …}, {\"flow\": {…}}, {\"compositional\": {…}} or {\"list\": {…}}"
                : "expected \"list\", {\"grid\": {…}} or {\"carousel\": {…}}")
    }

    static func decodeTraits(_ t: JSONReader, version: Int = 1) throws(JSONDecodingError) -> Traits {
        try t.allowOnly(version == 1 ? traitsV1Table : traitsTable)
        var traits = Traits()
        if let m = try t.optional("contentViewLayoutMargins") { traits.contentViewLayoutMargins = try DesignModel.decodeInsets(m) }
        if let s = try t.optional("userInterfaceStyle") {
            traits.userInterfaceStyle = UserInterfaceStyle(rawValue: try s.oneOf(UserInterfaceStyle.allCases.map(\.rawValue)))!
        }
        if let c = try t.optional("preferredContentSizeCategory") {
            traits.preferredContentSizeCategory = ContentSizeCategory(rawValue: try c.oneOf(ContentSizeCategory.allCases.map(\.rawValue)))!
        }
        if let w = try t.optional("width") {
            traits.width = try w.double()
            guard traits.width > 0 else { throw w.fail("width must be greater than 0, found \(formatNumber(traits.width))") }
            guard traits.width <= 10_000 else { throw w.fail("width must be at most 10000 pt, found \(formatNumber(traits.width))") }
        }
        if let h = try t.optional("height") {
            let v = try h.double()
            guard v > 0 else { throw h.fail("height must be greater than 0, found \(formatNumber(v))") }
            guard v <= 100_000 else { throw h.fail("height must be at most 100000 pt, found \(formatNumber(v))") }
            traits.height = v
        }
        if let s = try t.optional("scale") { traits.scale = Double(try s.int(min: 1, max: 3)) }
        if let d = try t.optional("layoutDirection") {
            traits.layoutDirection = LayoutDirection(rawValue: try d.oneOf(LayoutDirection.allCases.map(\.rawValue)))!
        }
        return traits
    }

    /// A version 1 `design` object, read onto the version 2 model: its cell, header and footer
    /// are the list family's galley 1 variants (`elements.list`), its colors and section corner
    /// radius the scene's `galley1` preset. Its keys and error paths are version 1's.
    static func decodeDesign(_ d: JSONReader, into scene: inout Scene) throws(JSONDecodingError) {
        try d.allowOnly(designV1Table)
        var look = scene.galley1 ?? Galley1Preset()
        var elements = scene.design.elements
        if let c = try d.optional("backgroundColor") { look.backgroundColor = try DesignModel.decodeColor(c) }
        if let c = try d.optional("separatorColor") { look.separatorColor = try DesignModel.decodeColor(c) }
        if let r = try d.optional("sectionCornerRadius") { look.sectionCornerRadius = try r.double(min: 0, max: 1000) }
        if let c = try d.optional("cell") {
            try c.allowOnly(cellDesignV1Table)
            if let t = try c.optional("text") { elements[list: .legacyCell].text = try decodeText(t, base: elements[list: .legacyCell].text) }
            if let t = try c.optional("secondaryText") {
                elements[list: .legacyCell].secondaryText = try decodeText(t, base: elements[list: .legacyCell].secondaryText)
            }
            if let i = try c.optional("insets") { elements[list: .legacyCell].margins = try DesignModel.decodeInsets(i) }
            if let p = try c.optional("textToSecondaryTextPadding") {
                elements[list: .legacyCell].textToSecondaryTextVerticalPadding = try p.double(min: 0, max: 1000)
            }
            if let h = try c.optional("minimumHeight") { elements[list: .legacyCell].minimumHeight = try h.double(min: 0, max: 10_000) }
            if let b = try c.optional("backgroundColor") { look.cellBackgroundColor = try DesignModel.decodeColor(b) }
        }
        for (key, variant) in [("header", ListContentVariant.legacyHeader), ("footer", .legacyFooter)] {
            guard let s = try d.optional(key) else { continue }
            try s.allowOnly(headerDesignV1Table)
            var design = elements[list: variant]
            if let t = try s.optional("text") { design.text = try decodeText(t, base: design.text) }
            if let i = try s.optional("insets") { design.margins = try DesignModel.decodeInsets(i) }
            elements[list: variant] = design
        }
        scene.galley1 = look
        scene.design.elements = elements
    }

    /// A version 1 text design: a fixed font (`family`, `weight`, `italic`, `size`, `features`),
    /// a `#RRGGBB[AA]` color, a line limit and a line-break strategy.
    static func decodeText(_ t: JSONReader, base: TextRole) throws(JSONDecodingError) -> TextRole {
        try t.allowOnly(textV1Table)
        var role = base
        var font = base.font ?? .system(size: 17)
        if let f = try t.optional("family") {
            font.family = try f.string()
            guard !font.family.allSatisfy(\.isWhitespace) else { throw f.fail("family must not be empty") }
        }
        if let w = try t.optional("weight") {
            font.weight = Font.Weight(rawValue: try w.oneOf(Font.Weight.allCases.map(\.rawValue)))!
        }
        if let i = try t.optional("italic") { font.italic = try i.bool() }
        if let s = try t.optional("size") {
            let v = try s.double()
            guard v > 0 else { throw s.fail("size must be greater than 0, found \(formatNumber(v))") }
            guard v <= 1000 else { throw s.fail("size must be at most 1000 pt, found \(formatNumber(v))") }
            font.size = v
        }
        if let c = try t.optional("color") { role.color = try DesignModel.decodeColor(c).hexString }
        if let n = try t.optional("numberOfLines") { role.numberOfLines = try n.int(min: 0, max: 10_000) }
        if let b = try t.optional("lineBreakStrategy") { role.lineBreakStrategy = try DesignModel.decodeLineBreakStrategy(b) }
        if let f = try t.optional("features") { font.features = try DesignModel.decodeFeatures(f) }
        role.font = font
        return role
    }
}
