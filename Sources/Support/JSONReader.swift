/// A decoding error that names where in the document it happened, in the form
/// users read: `sections[2].items[5].text: expected a string`.
public struct JSONDecodingError: Error, Equatable, CustomStringConvertible, Sendable {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    /// One line: control characters from the document (in keys or quoted values) are escaped.
    public var description: String { Self.oneLine(path.isEmpty ? message : "\(path): \(message)") }

    static func oneLine(_ s: String) -> String {
        func breaks(_ u: Unicode.Scalar) -> Bool { u.value < 0x20 || u.value == 0x7F || u.value == 0x85 || u.value == 0x2028 || u.value == 0x2029 }
        guard s.unicodeScalars.contains(where: breaks) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where breaks(u):
                let hex = String(u.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}

/// Walks a `JSONValue` while tracking its path, so every error names its place.
/// Readers refuse keys they were not asked about (`finish()`), so a typo is an
/// error instead of a silently ignored setting.
public struct JSONReader: Sendable {
    public let value: JSONValue
    public let path: String

    public init(_ value: JSONValue, path: String = "") { self.value = value; self.path = path }

    public func fail(_ message: String) -> JSONDecodingError { JSONDecodingError(path: path, message: message) }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The members of this object.
    public func members() throws(JSONDecodingError) -> [(key: String, value: JSONValue)] {
        guard case .object(let m) = value else { throw fail("expected an object, found \(value.kindDescription)") }
        return m
    }

    /// The reader for `key`, or nil when the key is absent (or null).
    public func optional(_ key: String) throws(JSONDecodingError) -> JSONReader? {
        let m = try members()
        guard let v = m.first(where: { $0.key == key })?.value else { return nil }
        if case .null = v { return nil }
        return JSONReader(v, path: child(key))
    }

    public func required(_ key: String) throws(JSONDecodingError) -> JSONReader {
        guard let r = try optional(key) else { throw JSONDecodingError(path: child(key), message: "missing required key") }
        return r
    }

    /// Refuses keys other than `allowed`, naming the first unknown one.
    public func allowOnly(_ allowed: Set<String>) throws(JSONDecodingError) {
        if let log = JSONKeyTableLog.current { log.withLock { $0.untabled.append(path) } }
        try refuseKeys(notIn: allowed)
    }

    func refuseKeys(notIn allowed: Set<String>) throws(JSONDecodingError) {
        for m in try members() where !allowed.contains(m.key) {
            throw JSONDecodingError(
                path: child(m.key), message: "unknown key (expected one of: \(allowed.filter { !$0.hasPrefix("$") }.sorted().joined(separator: ", ")))")
        }
    }

    public func elements() throws(JSONDecodingError) -> [JSONReader] {
        guard case .array(let a) = value else { throw fail("expected an array, found \(value.kindDescription)") }
        return a.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    public func string() throws(JSONDecodingError) -> String {
        guard case .string(let s) = value else { throw fail("expected a string, found \(value.kindDescription)") }
        return s
    }

    public func bool() throws(JSONDecodingError) -> Bool {
        guard case .bool(let b) = value else { throw fail("expected a boolean, found \(value.kindDescription)") }
        return b
    }

    public func double() throws(JSONDecodingError) -> Double {
        guard case .number(let d) = value else { throw fail("expected a number, found \(value.kindDescription)") }
        return d
    }

    /// A number that must be finite and at least `minimum` (and at most `maximum`).
    public func double(min minimum: Double, max maximum: Double = .infinity) throws(JSONDecodingError) -> Double {
        let d = try double()
        guard d >= minimum else { throw fail("must be at least \(JSONValue.formatNumber(minimum)), found \(JSONValue.formatNumber(d))") }
        guard d <= maximum else { throw fail("must be at most \(JSONValue.formatNumber(maximum)), found \(JSONValue.formatNumber(d))") }
        return d
    }

    public func int(min minimum: Int = .min, max maximum: Int = .max) throws(JSONDecodingError) -> Int {
        let d = try double()
        guard d == d.rounded(), abs(d) < 9e15 else { throw fail("expected a whole number, found \(JSONValue.formatNumber(d))") }
        let i = Int(d)
        guard i >= minimum else { throw fail("must be at least \(minimum), found \(i)") }
        guard i <= maximum else { throw fail("must be at most \(maximum), found \(i)") }
        return i
    }

    /// One of a fixed set of strings.
    public func oneOf(_ choices: [String]) throws(JSONDecodingError) -> String {
        let s = try string()
        guard choices.contains(s) else { throw fail("expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(s)\"") }
        return s
    }
}
