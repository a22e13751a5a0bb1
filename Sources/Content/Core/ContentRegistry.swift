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
    public var keys: Set<String>
    public var decode: Decoder
    /// A representative item of the kind with every optional part (`{"text": …, "image": …}`):
    /// the generic tests measure and draw it in every direction and content size category.
    public var sample: JSONValue?

    public init(name: String, family: String, keys: Set<String>, sample: JSONValue? = nil, decode: @escaping Decoder) {
        self.name = name; self.family = family; self.keys = keys; self.sample = sample; self.decode = decode
    }
}

/// Maps item kinds to content-view families (the seed's renderer registry). Adding a family is
/// registering its kinds here: the Render stage and the renderer never change.
public struct ContentRegistry: Sendable {
    private var kinds: [String: ContentKind] = [:]
    private var order: [String] = []

    public init(_ kinds: [ContentKind] = []) { for k in kinds { register(k) } }

    /// Adds (or replaces) a kind.
    public mutating func register(_ kind: ContentKind) {
        if kinds[kind.name] == nil { order.append(kind.name) }
        kinds[kind.name] = kind
    }

    /// Kind names in registration order.
    public var kindNames: [String] { order }

    /// Every kind, in registration order.
    public var allKinds: [ContentKind] { order.map { kinds[$0]! } }

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
        try json.allowOnly(k.keys.union(["id", "kind", "state"]))
        return try k.decode(json, context)
    }

    /// Every kind this build knows: the list families (`ListContentConfiguration`'s variants)
    /// and whatever `ContentRegistry.additionalKinds` adds (the seed families).
    public static var standard: ContentRegistry {
        ContentRegistry(ListContentConfiguration.kinds + additionalKinds)
    }

    /// Kinds registered by other families of this module (seed families append theirs in
    /// `Families/Registry+Families.swift`, so this file does not change per family).
    static var additionalKinds: [ContentKind] { seedFamilyKinds }
}
