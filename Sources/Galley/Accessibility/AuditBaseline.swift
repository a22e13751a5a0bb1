import Support

/// Accepted audit findings (as Chromatic's accessibility baseline): findings recorded once are
/// known, and a run fails only on new ones. The file is JSON:
/// `{"version": 1, "findings": [{"key": "screen | rule | element | subject", "detail": "…"}]}`;
/// `detail` is for people reading the file and is not compared.
public struct AuditBaseline: Hashable, Sendable {
    public static let formatVersion = 1
    /// The accepted findings' keys (`AuditFinding.key`).
    public var keys: Set<String>
    /// What each accepted finding measured when it was accepted, by key.
    public var details: [String: String]

    public init(_ findings: [AuditFinding] = []) {
        keys = Set(findings.map(\.key))
        details = Dictionary(findings.map { ($0.key, $0.detail) }, uniquingKeysWith: { a, _ in a })
    }

    /// The findings not in the baseline.
    public func new(_ findings: [AuditFinding]) -> [AuditFinding] { findings.filter { !keys.contains($0.key) } }

    /// Reads a baseline file; a malformed one is a `JSONFileError` naming the file and JSON path.
    public static func load(path: String) throws(JSONFileError) -> AuditBaseline {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: 64 << 20) } catch { throw .file(error) }
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .syntax(file: path, error) }
        do throws(JSONDecodingError) {
            let r = JSONReader(value)
            try r.allowOnly(["version", "findings"])
            let version = try r.required("version").int()
            guard version == formatVersion else { throw try r.required("version").fail("unsupported audit baseline version \(version) (this Galley reads 1)") }
            var b = AuditBaseline()
            for f in try r.required("findings").elements() {
                try f.allowOnly(["key", "detail"])
                let key = try f.required("key").string()
                b.keys.insert(key)
                if let d = try f.optional("detail") { b.details[key] = try d.string() }
            }
            return b
        } catch { throw .invalid(file: path, error) }
    }

    /// The baseline as its file's JSON, keys sorted (stable for review).
    public func serialized() -> String {
        let list: [JSONValue] = keys.sorted().map { k in
            .object([("key", .string(k))] + (details[k].map { [("detail", JSONValue.string($0))] } ?? []))
        }
        return JSONValue.object([("version", .number(Double(Self.formatVersion))), ("findings", .array(list))]).serialized() + "\n"
    }
}
