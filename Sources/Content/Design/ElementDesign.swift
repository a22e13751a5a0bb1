import Geometry
import Support
import Typesetting

/// One key of an element design in the design model file: its JSON name and where it goes.
public struct ElementField<Root> {
    public enum Kind {
        case text(WritableKeyPath<Root, TextRole>)
        /// A palette name or `#RRGGBB[AA]` (checked against the palette).
        case color(WritableKeyPath<Root, String>)
        case string(WritableKeyPath<Root, String>)
        case number(WritableKeyPath<Root, Double>, min: Double, max: Double)
        case insets(WritableKeyPath<Root, DirectionalEdgeInsets>)
    }
    public var name: String
    public var kind: Kind
    public init(_ name: String, _ kind: Kind) { self.name = name; self.kind = kind }

    /// A number key from 0 to `max` (a length, a ratio).
    public static func number(_ name: String, _ k: WritableKeyPath<Root, Double>, max: Double = 1000) -> ElementField {
        ElementField(name, .number(k, min: 0, max: max))
    }
}

/// A family's element design: its values by design-model names, under `elements.<designKey>` in
/// the design model file. Its keys are listed (`fields`), so one decoder, one writer, one
/// palette check and the design diff serve every family, the families of other targets too.
public protocol ElementDesign: Hashable, Sendable {
    /// The key under `elements` (`"articleCard"`): the file's name for this design.
    static var designKey: String { get }
    /// The design's keys, in the order the design model file writes them.
    static var fields: [ElementField<Self>] { get }
    /// The built-in design (iOS-like defaults): what a model that does not set a key reads.
    init()
}

extension ElementDesign {
    /// The design's key table (`elements.<designKey>`), made from `fields`: what its decoder
    /// allows and `galley schema design` lists.
    public static var table: JSONKeyTable {
        JSONKeyTable(
            "elements.\(designKey)", "the \(designKey) family's element design",
            fields.map { f in
                switch f.kind {
                case .text: JSONKeyTable.Field(f.name, .object(DesignModel.textRoleTable), "a text role")
                case .color: JSONKeyTable.Field(f.name, DesignModel.colorNameShape, "a palette name or #RRGGBB[AA]")
                case .string: JSONKeyTable.Field(f.name, .string, "a name")
                case let .number(_, lo, hi): JSONKeyTable.Field(f.name, .number(min: lo, max: hi), "a number")
                case .insets: JSONKeyTable.Field(f.name, DesignModel.insetsShape, "directional insets in points")
                }
            })
    }

    /// This design with the keys of `r` applied; unknown keys are refused with the allowed ones.
    func applying(_ r: JSONReader, model: DesignModel) throws(JSONDecodingError) -> Self {
        try r.allowOnly(Self.table)
        var d = self
        for f in Self.fields {
            guard let v = try r.optional(f.name) else { continue }
            switch f.kind {
            case .text(let k): d[keyPath: k] = try model.decodeTextRole(v, base: d[keyPath: k])
            case .color(let k): d[keyPath: k] = try model.colorName(v)
            case .string(let k): d[keyPath: k] = try v.string()
            case let .number(k, lo, hi): d[keyPath: k] = try v.double(min: lo, max: hi)
            case .insets(let k): d[keyPath: k] = try DesignModel.decodeInsets(v)
            }
        }
        return d
    }

    /// The design's keys as JSON, in the table's order.
    func jsonValue(role: (TextRole) -> JSONValue) -> JSONValue {
        .object(
            Self.fields.map { f in
                let v: JSONValue
                switch f.kind {
                case .text(let k): v = role(self[keyPath: k])
                case .color(let k), .string(let k): v = .string(self[keyPath: k])
                case .number(let k, _, _): v = .number(self[keyPath: k])
                case .insets(let k):
                    let i = self[keyPath: k]
                    v = .array([.number(i.top), .number(i.leading), .number(i.bottom), .number(i.trailing)])
                }
                return (key: f.name, value: v)
            })
    }

    /// Color names the design uses, with their keys (for the palette check).
    var colorReferences: [(key: String, name: String)] {
        Self.fields.flatMap { f -> [(key: String, name: String)] in
            switch f.kind {
            case .color(let k): return [(f.name, self[keyPath: k])]
            case .text(let k): return [(f.name + ".color", self[keyPath: k].color)]
            default: return []
            }
        }
    }
}
