import Geometry
import Layout
import Support

/// A template layout a scene section is laid out by (`SectionLayout.template`), under the name
/// it is registered by (`TemplateKind`). Any `TemplateLayout` that is `Hashable` can be one:
/// templates compare by name and by the layout's own value.
public struct SectionTemplate: Sendable, Hashable {
    /// The name scenes use (`"layout": {"template": NAME, …}`): the registered kind's.
    public let name: String
    /// The template.
    public let layout: any TemplateLayout
    private let isEqual: @Sendable (any TemplateLayout) -> Bool
    private let hashLayout: @Sendable (inout Hasher) -> Void

    /// `layout` under the registered name `name`.
    public init<T: TemplateLayout & Hashable>(name: String, _ layout: T) {
        self.name = name
        self.layout = layout
        isEqual = { ($0 as? T) == layout }
        hashLayout = { $0.combine(layout) }
    }

    public static func == (a: SectionTemplate, b: SectionTemplate) -> Bool { a.name == b.name && a.isEqual(b.layout) }

    public func hash(into h: inout Hasher) {
        h.combine(name)
        hashLayout(&h)
    }

    /// A condensed list (`"condensed"`).
    public static func condensed(_ t: CondensedListTemplate) -> SectionTemplate { SectionTemplate(name: "condensed", t) }
    /// An enriched list (`"enriched"`).
    public static func enriched(_ t: EnrichedListTemplate) -> SectionTemplate { SectionTemplate(name: "enriched", t) }
    /// A visual grid (`"grid"`).
    public static func grid(_ t: VisualGridTemplate) -> SectionTemplate { SectionTemplate(name: "grid", t) }
    /// A story carousel (`"story"`).
    public static func story(_ t: StoryCarouselTemplate) -> SectionTemplate { SectionTemplate(name: "story", t) }

    /// The built-in templates' names, in the order errors list them (a registry's
    /// `templateNames` adds the ones registered after them).
    public static let names = ["condensed", "enriched", "grid", "story"]

    /// The content kind (content-view family) that draws a template cell kind: the template's
    /// cell configuration picks the family, so items in a template section need no `kind`. The
    /// registered family descriptors say which cell kinds they draw (`ContentFamily.cellKinds`).
    public static func contentKind(forCellKind cellKind: String, registry: ContentRegistry = .standard) -> String? {
        registry.kindName(forCellKind: cellKind)
    }
}

/// A template scenes can name (`"layout": {"template": NAME, …options}`), registered in a
/// `ContentRegistry` as content kinds are: its name, the option keys it reads and how those
/// options become a template. A team's own `TemplateLayout` registered this way is used from
/// JSON scenes, the gallery and the design diff exactly as the built-in four are.
public struct TemplateKind: Sendable {
    /// Makes the template from the section's `layout` object (the options are its keys besides
    /// `"template"`; the registry has already refused keys not in `keys`). Errors name the
    /// option's JSON path (`options.required("columns").fail(…)`).
    public typealias Decoder = @Sendable (_ options: JSONReader) throws(JSONDecodingError) -> SectionTemplate

    /// The name scenes use.
    public var name: String
    /// The option keys the template reads, in the order errors list them.
    public var keys: [String]
    public var decode: Decoder

    /// The layout object's key table (`template` and the options): what the registry allows and
    /// `galley schema scene` lists.
    public var table: JSONKeyTable {
        JSONKeyTable(
            "template.\(name)", "the \(name) template",
            [.init("template", .constant(.string(name)), "the template's name", required: true)]
                + keys.map { .init($0, .any, "a \(name) template option") })
    }

    /// A template named `name` reading `keys` with `decode`.
    public init(name: String, keys: [String], decode: @escaping Decoder) {
        self.name = name; self.keys = keys; self.decode = decode
    }

    /// A template named `name` without options: every section naming it gets `template`.
    public init<T: TemplateLayout & Hashable>(name: String, template: T) {
        self.init(name: name, keys: []) { _ in SectionTemplate(name: name, template) }
    }
}

extension ContentRegistry {
    /// Decodes `{"template": NAME, …options}`: an unknown name lists the registered ones; an
    /// option the template does not take names its JSON path and the keys it allows.
    public func decodeTemplate(_ l: JSONReader) throws(JSONDecodingError) -> SectionTemplate {
        let nameReader = try l.required("template")
        let name = try nameReader.string()
        guard let kind = templateKind(named: name) else {
            throw nameReader.fail("unknown template \"\(name)\" (templates: \(templateNames.joined(separator: ", ")))")
        }
        let allowed = kind.table.fields.map(\.name)
        kind.table.noteRead()
        for m in try l.members() where !allowed.contains(m.key) {
            throw JSONDecodingError(
                path: l.path.isEmpty ? m.key : "\(l.path).\(m.key)",
                message: "the \(name) template does not take \"\(m.key)\" (its keys: \(allowed.joined(separator: ", ")))")
        }
        let template = try kind.decode(l)
        guard template.name == name else {
            throw l.fail("the \(name) template's decoder made a template named \"\(template.name)\"; it must name it \"\(name)\"")
        }
        return template
    }
}

extension TemplateKind {
    /// Options every built-in template takes.
    static let commonKeys = ["margins", "padding"]

    /// The built-in four: `condensed`, `enriched`, `grid` and `story`.
    public static let standard: [TemplateKind] = [
        TemplateKind(name: "condensed", keys: commonKeys + ["maximumItems"]) { (l) throws(JSONDecodingError) in
            let (margins, padding) = try common(l)
            var t = CondensedListTemplate(maximumItems: try l.optional("maximumItems")?.int(min: 0, max: 1000) ?? 5)
            if let margins { t.margins = margins }
            if let padding { t.padding = padding }
            return .condensed(t)
        },
        TemplateKind(name: "enriched", keys: commonKeys + ["featuresFirstItem"]) { (l) throws(JSONDecodingError) in
            let (margins, padding) = try common(l)
            var t = EnrichedListTemplate(featuresFirstItem: try l.optional("featuresFirstItem")?.bool() ?? false)
            if let margins { t.margins = margins }
            if let padding { t.padding = padding }
            return .enriched(t)
        },
        TemplateKind(name: "grid", keys: commonKeys + ["columns", "aspectRatio", "itemHeight"]) { (l) throws(JSONDecodingError) in
            // Margins and padding are read first, as they always were: the first bad value
            // reported stays the same.
            let (margins, padding) = try common(l)
            let ratio = try l.optional("aspectRatio")
            let height = try l.optional("itemHeight")
            if let ratio, height != nil { throw ratio.fail("give either \"aspectRatio\" or \"itemHeight\", not both") }
            var itemHeight = TemplateItemHeight.measured(estimate: 200)
            if let ratio { itemHeight = .aspectRatio(try ratio.double(min: 0.01, max: 100)) }
            if let height { itemHeight = .absolute(try height.double(min: 1, max: 10_000)) }
            var t = VisualGridTemplate(columns: try l.optional("columns")?.int(min: 1, max: 12) ?? 2, itemHeight: itemHeight)
            if let margins { t.margins = margins }
            if let padding { t.padding = padding }
            return .grid(t)
        },
        TemplateKind(name: "story", keys: commonKeys + ["itemWidth", "itemHeight", "paging"]) { (l) throws(JSONDecodingError) in
            let (margins, padding) = try common(l)
            var t = StoryCarouselTemplate()
            t.itemSize = Size(
                width: try l.optional("itemWidth")?.double(min: 1, max: 10_000) ?? t.itemSize.width,
                height: try l.optional("itemHeight")?.double(min: 1, max: 10_000) ?? t.itemSize.height)
            if let p = try l.optional("paging") {
                let choices: [OrthogonalScrollingBehavior] = [.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered]
                t.paging = OrthogonalScrollingBehavior(rawValue: try p.oneOf(choices.map(\.rawValue)))!
            }
            if let margins { t.margins = margins }
            if let padding { t.padding = padding }
            return .story(t)
        },
    ]

    /// The common `margins` and `padding` options, when given.
    private static func common(_ l: JSONReader) throws(JSONDecodingError) -> (DirectionalEdgeInsets?, Double?) {
        (try l.optional("margins").map(DesignModel.decodeInsets), try l.optional("padding")?.double(min: 0, max: 1000))
    }
}
