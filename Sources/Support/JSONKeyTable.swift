/// The shape of a JSON value as a decoder reads it: what `galley schema` prints as JSON Schema.
public indirect enum JSONShape: Sendable {
    /// Any value (the decoder checks it in ways a schema does not say).
    case any
    case string
    case boolean
    /// A number, within the bounds when they are given.
    case number(min: Double? = nil, max: Double? = nil)
    /// A whole number, within the bounds when they are given.
    case integer(min: Int? = nil, max: Int? = nil)
    /// One of a fixed set of strings.
    case choice([String])
    /// Exactly this value.
    case constant(JSONValue)
    /// An array of `element`, exactly `count` long when given.
    case array(JSONShape, count: Int? = nil)
    /// An object whose keys the table lists (a decoder refuses other keys).
    case object(JSONKeyTable)
    /// The object table named `name`, listed elsewhere in the same document (for recursion).
    case reference(String)
    /// An object of any keys, each value of this shape.
    case map(JSONShape)
    /// Any one of these shapes.
    case anyOf([JSONShape])
}

/// The keys of one JSON object a decoder reads, each with its shape and what it means: the one
/// table both the decoder (`JSONReader.allowOnly(_:)`, which refuses every other key) and the
/// JSON Schema (`JSONSchemaWriter`) read, so a key cannot be accepted without being documented.
public struct JSONKeyTable: Sendable {
    /// One key.
    public struct Field: Sendable {
        public var name: String
        public var shape: JSONShape
        public var summary: String
        public var required: Bool

        public init(_ name: String, _ shape: JSONShape, _ summary: String, required: Bool = false) {
            self.name = name; self.shape = shape; self.summary = summary; self.required = required
        }
    }

    /// The table's name: unique in a document (the schema's `$defs` key).
    public var name: String
    /// What the object is.
    public var summary: String
    public var fields: [Field]
    /// The key names (what the decoder allows).
    public let keys: Set<String>
    /// At most this many keys (a choice of one form among the keys: 1).
    public var maxProperties: Int?

    public init(_ name: String, _ summary: String, _ fields: [Field], maxProperties: Int? = nil) {
        self.name = name; self.summary = summary; self.fields = fields; self.maxProperties = maxProperties
        self.keys = Set(fields.map(\.name))
    }

    /// This table with `fields` added (and the name `name`).
    public func adding(_ more: [Field], name: String) -> JSONKeyTable {
        JSONKeyTable(name, summary, fields + more, maxProperties: maxProperties)
    }

    /// The `"$schema"` key every file Galley reads may carry, for editors.
    public static let schemaField = Field(
        "$schema", .string, "the JSON Schema this file follows (for editors; `galley schema KIND` prints it); ignored when read")

    /// Tells `recordingReads` that a decoder checked an object's keys against this table itself
    /// (with its own wording), as `JSONReader.allowOnly(_:)` does.
    public func noteRead() {
        if let log = JSONKeyTableLog.current { log.withLock { $0.tables[name, default: []].formUnion(keys) } }
    }

    /// Records which tables decoders read while `body` runs (by name, with their keys), and
    /// the paths of objects whose keys were checked without a table: for tests that hold the
    /// decoders and the schema to one list.
    public static func recordingReads<R>(_ body: () throws -> R) rethrows -> (result: R, tables: [String: Set<String>], untabled: [String]) {
        let log = Locked(JSONKeyTableLog())
        let r = try JSONKeyTableLog.$current.withValue(log) { try body() }
        let l = log.withLock { $0 }
        return (r, l.tables, l.untabled)
    }
}

/// What `JSONKeyTable.recordingReads` collects.
struct JSONKeyTableLog: Sendable {
    var tables: [String: Set<String>] = [:]
    var untabled: [String] = []
    @TaskLocal static var current: Locked<JSONKeyTableLog>?
}

extension JSONReader {
    /// Refuses every key but `key` (one form of a table whose keys are alternatives).
    public func allowOnly(key: String, of table: JSONKeyTable) throws(JSONDecodingError) {
        table.noteRead()
        try refuseKeys(notIn: [key])
    }

    /// Refuses keys `table` does not list, naming the first unknown one and the allowed ones.
    public func allowOnly(_ table: JSONKeyTable) throws(JSONDecodingError) {
        table.noteRead()
        try refuseKeys(notIn: table.keys)
    }
}

/// Writes JSON Schema (draft 2020-12) from key tables: every table reachable from the root
/// becomes a `$defs` entry with its keys' descriptions, enums and bounds, and
/// `additionalProperties: false`, as strict as the decoder.
public enum JSONSchemaWriter {
    /// A schema document whose root is `root`.
    public static func document(id: String, title: String, summary: String, root: JSONShape) -> JSONValue {
        var defs: [(key: String, value: JSONValue)] = []
        var seen: Set<String> = []
        let top = schema(root, defs: &defs, seen: &seen)
        var members: [(key: String, value: JSONValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(id)),
            ("title", .string(title)),
            ("description", .string(summary)),
        ]
        if case .object(let m) = top { members += m }
        members.append(("$defs", .object(defs.sorted { $0.key < $1.key })))
        return .object(members)
    }

    /// Every table reachable from `shape`, by name (the first of a name wins).
    public static func tables(in shape: JSONShape) -> [String: JSONKeyTable] {
        var out: [String: JSONKeyTable] = [:]
        func walk(_ s: JSONShape) {
            switch s {
            case .object(let t):
                guard out[t.name] == nil else { return }
                out[t.name] = t
                for f in t.fields { walk(f.shape) }
            case .array(let e, _), .map(let e): walk(e)
            case .anyOf(let list): list.forEach(walk)
            default: break
            }
        }
        walk(shape)
        return out
    }

    static func schema(_ s: JSONShape, defs: inout [(key: String, value: JSONValue)], seen: inout Set<String>) -> JSONValue {
        switch s {
        case .any: return .object([])
        case .string: return .object([("type", .string("string"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .number(let lo, let hi):
            var m: [(key: String, value: JSONValue)] = [("type", .string("number"))]
            if let lo { m.append(("minimum", .number(lo))) }
            if let hi, hi.isFinite { m.append(("maximum", .number(hi))) }
            return .object(m)
        case .integer(let lo, let hi):
            var m: [(key: String, value: JSONValue)] = [("type", .string("integer"))]
            if let lo { m.append(("minimum", .number(Double(lo)))) }
            if let hi { m.append(("maximum", .number(Double(hi)))) }
            return .object(m)
        case .choice(let names): return .object([("type", .string("string")), ("enum", .array(names.map(JSONValue.string)))])
        case .constant(let v): return .object([("const", v)])
        case .array(let e, let count):
            var m: [(key: String, value: JSONValue)] = [("type", .string("array")), ("items", schema(e, defs: &defs, seen: &seen))]
            if let count { m += [("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))] }
            return .object(m)
        case .map(let e):
            return .object([("type", .string("object")), ("additionalProperties", schema(e, defs: &defs, seen: &seen))])
        case .anyOf(let list): return .object([("anyOf", .array(list.map { schema($0, defs: &defs, seen: &seen) }))])
        case .reference(let name): return .object([("$ref", .string("#/$defs/\(name)"))])
        case .object(let t):
            if !seen.contains(t.name) {
                seen.insert(t.name)
                var m: [(key: String, value: JSONValue)] = [("type", .string("object")), ("description", .string(t.summary))]
                m.append(("properties", .object(t.fields.map { f in (f.name, described(schema(f.shape, defs: &defs, seen: &seen), f.summary)) })))
                let required = t.fields.filter(\.required).map { JSONValue.string($0.name) }
                if !required.isEmpty { m.append(("required", .array(required))) }
                if let n = t.maxProperties { m.append(("maxProperties", .number(Double(n)))) }
                m.append(("additionalProperties", .bool(false)))
                defs.append((t.name, .object(m)))
            }
            return .object([("$ref", .string("#/$defs/\(t.name)"))])
        }
    }

    static func described(_ v: JSONValue, _ summary: String) -> JSONValue {
        guard case .object(var m) = v else { return v }
        m.insert(("description", .string(summary)), at: 0)
        return .object(m)
    }
}
