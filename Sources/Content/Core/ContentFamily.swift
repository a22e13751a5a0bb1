/// One content family, described in one value: what a registry needs to decode, design, size and
/// draw it. A family's folder (`Sources/Content/Families/<Family>/`, or a test target) declares
/// it; `ContentRegistry` is built from descriptors, and the design model file reads, writes and
/// checks `elements.<designKey>` of every registered family through it.
public struct ContentFamily: Sendable {
    /// The family's name: its sizing view's key (`ContentConfiguration.family`).
    public var name: String
    /// The configuration type of the family: its `makeContentView(context:)` is the factory of
    /// the family's content view (the sizing-view pool keeps one per `name`).
    public var configuration: any ContentConfiguration.Type
    /// The item kinds scenes name (`"kind": "gridTile"`), each with its keys, decoder and sample.
    public var kinds: [ContentKind]
    /// The family's element design's defaults (`elements.<designKey>`); nil for a family whose
    /// design the design model holds itself (the list family's `list` and `accessories`).
    public var design: AnyElementDesign?
    /// Designs the family reads that other families share (the card and row families' `states`):
    /// registered once, after every family's own design.
    public var sharedDesigns: [AnyElementDesign]
    /// The template cell kinds the family draws, by cell kind (`"visual": "gridTile"`): a template
    /// section's cell configuration picks the kind, so its items need no `kind`.
    public var cellKinds: [String: String]

    public init<C: ContentConfiguration>(
        _ configuration: C.Type, kinds: [ContentKind], design: AnyElementDesign? = nil,
        sharedDesigns: [AnyElementDesign] = [], cellKinds: [String: String] = [:]
    ) {
        self.name = C.family; self.configuration = configuration; self.kinds = kinds; self.design = design
        self.sharedDesigns = sharedDesigns; self.cellKinds = cellKinds
    }

    /// A family whose element design is `D` (its defaults registered under `D.designKey`).
    public init<C: ContentConfiguration, D: ElementDesign>(
        _ configuration: C.Type, design: D.Type, kinds: [ContentKind],
        sharedDesigns: [AnyElementDesign] = [], cellKinds: [String: String] = [:]
    ) {
        self.init(configuration, kinds: kinds, design: AnyElementDesign(defaultOf: D.self), sharedDesigns: sharedDesigns, cellKinds: cellKinds)
    }
}
