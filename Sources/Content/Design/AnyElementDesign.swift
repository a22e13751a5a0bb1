import Support

/// An element design of any family: what `ElementDesigns` stores by design key, and what a family
/// descriptor registers (its design's defaults). Equal when both wrap equal designs of one type.
public struct AnyElementDesign: Hashable, Sendable {
    /// The wrapped design.
    public let base: any ElementDesign

    public init<D: ElementDesign>(_ design: D) { base = design }

    /// The built-in design of `type` (its defaults).
    public init<D: ElementDesign>(defaultOf type: D.Type) { base = D() }

    /// The key under `elements` in the design model file.
    public var designKey: String { type(of: base).designKey }

    /// This design with the keys of `r` applied (unknown keys refused with the allowed ones).
    func applying(_ r: JSONReader, model: DesignModel) throws(JSONDecodingError) -> AnyElementDesign {
        func open<D: ElementDesign>(_ d: D) throws(JSONDecodingError) -> AnyElementDesign { AnyElementDesign(try d.applying(r, model: model)) }
        return try open(base)
    }

    /// The design's keys as JSON, in its field table's order.
    func jsonValue(role: (TextRole) -> JSONValue) -> JSONValue {
        func open<D: ElementDesign>(_ d: D) -> JSONValue { d.jsonValue(role: role) }
        return open(base)
    }

    /// The design's key table (`elements.<designKey>`): what its decoder allows and the schema lists.
    public var table: JSONKeyTable { type(of: base).table }

    /// Color names the design uses, with their keys (for the palette check).
    var colorReferences: [(key: String, name: String)] {
        func open<D: ElementDesign>(_ d: D) -> [(key: String, name: String)] { d.colorReferences }
        return open(base)
    }

    // Equal and hashed as `AnyHashable` is: same type and equal values.
    public static func == (a: AnyElementDesign, b: AnyElementDesign) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}
