import Support

/// What a kind's decoder gets besides the item's JSON: the design model, the traits, and the
/// item's identifier (for diagnostics).
public struct ContentDecodingContext: Sendable {
    public var design: DesignModel
    public var environment: ContentEnvironment
    public var item: String
    public init(design: DesignModel, environment: ContentEnvironment, item: String) {
        self.design = design; self.environment = environment; self.item = item
    }
}

/// One item kind a scene can name (`"kind": "valueCell"`): the family whose content view draws
/// it, the item keys it reads, and how its JSON becomes a configuration (design part from the
/// design model, item part from the JSON).
public struct ContentKind: Sendable {
    public typealias Decoder = @Sendable (_ item: JSONReader, _ context: ContentDecodingContext) throws(JSONDecodingError) -> ElementContent

    public var name: String
    /// The content-view family (one sizing view per family).
    public var family: String
    /// The item keys the kind reads, besides `id`, `kind` and `state` (unknown keys are refused).
    public var keys: Set<String> { didSet { table = Self.table(name, keys, shapes) } }
    /// The JSON shape of each key (`galley schema scene` types the key with it); a key without one
    /// takes any value in the schema (its decoder still checks it).
    public var shapes: [String: JSONShape] { didSet { table = Self.table(name, keys, shapes) } }
    /// The item's key table (`keys` with `id`, `kind` and `state`): what the registry allows and
    /// `galley schema scene` lists.
    public private(set) var table: JSONKeyTable
    public var decode: Decoder
    /// A representative item of the kind with every optional part (`{"text": …, "image": …}`):
    /// the generic tests measure and draw it in every direction and content size category.
    public var sample: JSONValue?

    public init(
        name: String, family: String, keys: Set<String>, shapes: [String: JSONShape] = [:], sample: JSONValue? = nil, decode: @escaping Decoder
    ) {
        self.name = name; self.family = family; self.keys = keys; self.shapes = shapes; self.sample = sample; self.decode = decode
        table = Self.table(name, keys, shapes)
    }

    /// The key table: `kind` is the kind's own name (so a schema validator picks this table for an
    /// item that names it, as the decoder does), each key typed by `shapes` where given.
    static func table(_ name: String, _ keys: Set<String>, _ shapes: [String: JSONShape]) -> JSONKeyTable {
        JSONKeyTable(
            "item.\(name)", "an item of kind \(name)",
            [
                .init("id", .string, "the item's identifier (default: section/index)"),
                .init("kind", .constant(.string(name)), "the item's kind (\(name); default: subtitleCell or the template's)"),
                .init("state", .choice(CellConfigurationState.named.map(\.0)), "the cell's configuration state"),
            ] + keys.sorted().map { .init($0, shapes[$0] ?? .any, "a \(name) item key (the family's catalog article)") })
    }
}

/// Maps item kinds to content-view families, built from family descriptors (`ContentFamily`):
/// kinds, template cell kinds and element designs. Adding a family is registering its
/// descriptor: the Render stage, the renderer and the design model file never change.
public struct ContentRegistry: Sendable {
    private var kinds: [String: ContentKind] = [:]
    private var order: [String] = []
    private var cellKinds: [String: String] = [:]
    private var ownDesigns: [AnyElementDesign] = []
    private var sharedDesigns: [AnyElementDesign] = []
    private var templates: [String: TemplateKind] = [:]
    /// Template names in registration order (the built-in four first).
    public private(set) var templateNames: [String] = []
    /// The registered families, in registration order.
    public private(set) var families: [ContentFamily] = []
    /// Names this registry's contents: a new one for every registry made and every registration,
    /// so content decoded with a registry can be told apart from what another would decode.
    public private(set) var identity = ContentRegistry.nextIdentity()
    private static let identities = Locked(0)
    private static func nextIdentity() -> Int {
        identities.withLock {
            $0 += 1; return $0
        }
    }

    /// A registry of `families` (and loose `kinds`, which add no design and no cell kind).
    /// Every registry knows the built-in templates (`TemplateKind.standard`).
    public init(families: [ContentFamily] = [], _ kinds: [ContentKind] = []) {
        for t in TemplateKind.standard { register(t) }
        for f in families { register(f) }
        for k in kinds { register(k) }
    }

    /// Adds (or replaces) a family: its kinds, its template cell kinds and its element designs.
    public mutating func register(_ family: ContentFamily) {
        identity = Self.nextIdentity()
        families.removeAll { $0.name == family.name }
        families.append(family)
        for k in family.kinds { register(k) }
        cellKinds.merge(family.cellKinds) { _, new in new }
        if let d = family.design { Self.add(d, to: &ownDesigns) }
        for d in family.sharedDesigns { Self.add(d, to: &sharedDesigns) }
    }

    private static func add(_ design: AnyElementDesign, to list: inout [AnyElementDesign]) {
        if let i = list.firstIndex(where: { $0.designKey == design.designKey }) { list[i] = design } else { list.append(design) }
    }

    /// Adds (or replaces) a kind.
    public mutating func register(_ kind: ContentKind) {
        identity = Self.nextIdentity()
        if kinds[kind.name] == nil { order.append(kind.name) }
        kinds[kind.name] = kind
    }

    /// Adds (or replaces) a template scenes can name (`"layout": {"template": NAME, …}`).
    public mutating func register(_ template: TemplateKind) {
        identity = Self.nextIdentity()
        if templates[template.name] == nil { templateNames.append(template.name) }
        templates[template.name] = template
    }

    /// The template kind named `name`, or nil.
    public func templateKind(named name: String) -> TemplateKind? { templates[name] }

    /// Kind names in registration order.
    public var kindNames: [String] { order }

    /// Every kind, in registration order.
    public var allKinds: [ContentKind] { order.map { kinds[$0]! } }

    /// The registered element designs' defaults, by design key (`elements.<key>`): each family's
    /// own design in registration order, then the designs families share. The design model file
    /// reads, writes and checks these keys.
    public var elementDesigns: [AnyElementDesign] {
        ownDesigns + sharedDesigns.filter { s in !ownDesigns.contains { $0.designKey == s.designKey } }
    }

    /// The kind that draws template cell kind `cellKind` (`"visual"` → `"gridTile"`), nil for
    /// a cell kind no registered family draws.
    public func kindName(forCellKind cellKind: String) -> String? { cellKinds[cellKind] }

    /// The kind named `name`; an unknown kind is `ContentError.unknownKind` naming it and the item.
    public func kind(named name: String, item: String) throws(ContentError) -> ContentKind {
        guard let k = kinds[name] else { throw .unknownKind(name, item: item, known: order) }
        return k
    }

    /// Decodes an item of kind `name` (its JSON object, with `id`/`kind`/`state` allowed and skipped).
    public func decode(kind name: String, item json: JSONReader, context: ContentDecodingContext) throws(JSONDecodingError) -> ElementContent {
        let k: ContentKind
        do { k = try kind(named: name, item: context.item) } catch {
            throw (try json.optional("kind") ?? json).fail(error.description)
        }
        try json.allowOnly(k.table)
        return try k.decode(json, context)
    }

    /// Every family this build knows (`ContentFamily.standard`).
    public static let standard = ContentRegistry(families: ContentFamily.standard)
}
