import Support

/// The token formats the importer reads, detected per file (`DesignTokenFormat.detect`).
public enum DesignTokenFormat: String, Sendable, CaseIterable {
    /// The DTCG format, 2025.10: `$value`, `$type`, values as objects (`{"colorSpace": …}`,
    /// `{"value": 4, "unit": "px"}`).
    case dtcg
    /// Style Dictionary v4/v5: `$value` or `value`, values as CSS strings (`#rrggbb`, `4px`).
    case styleDictionary
    /// Tokens Studio: `value`/`type` without `$`, its own types (`borderRadius`, `boxShadow`),
    /// maths (`{space.base} * 2`), token sets with `$themes` and `$metadata.tokenSetOrder`.
    case tokensStudio

    /// The format of a parsed token file: Tokens Studio when it has `$themes` or `$metadata`, or a
    /// token with a Tokens Studio type or with maths; otherwise Style Dictionary when a token writes
    /// `value` without `$` or a `$value` as a CSS string where DTCG has an object (a colour or a
    /// dimension); otherwise DTCG.
    public static func detect(_ root: JSONValue) -> DesignTokenFormat {
        guard case .object(let members) = root else { return .dtcg }
        if members.contains(where: { $0.key == "$themes" || $0.key == "$metadata" }) { return .tokensStudio }
        var sawPlainValue = false, sawCSS = false, sawStudio = false
        func visit(_ v: JSONValue, depth: Int) {
            guard depth < 64, case .object(let m) = v, !sawStudio else { return }
            if let value = v["$value"] ?? v["value"], v["$value"] != nil || isPlainToken(v) {
                if v["$value"] == nil { sawPlainValue = true }
                let type = (v["$type"] ?? v["type"]).flatMap { t -> String? in
                    if case .string(let s) = t { return s }; return nil
                }
                if let type, DesignTokenType(studio: type) != nil, DesignTokenType(rawValue: type) == nil { sawStudio = true }
                if case .string(let s) = value {
                    if s.utf8.contains(UInt8(ascii: "{")),
                        s.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "+") })
                    {
                        sawStudio = true
                    }
                    if !s.hasPrefix("{") && (type == "color" || type == "dimension") { sawCSS = true }
                }
                return
            }
            for (k, child) in m where !k.hasPrefix("$") { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        if sawStudio { return .tokensStudio }
        return sawPlainValue || sawCSS ? .styleDictionary : .dtcg
    }

    /// A `value` token of Style Dictionary or Tokens Studio: an object with `value` whose other keys
    /// are token properties (so a group named `value` is not taken for one).
    static func isPlainToken(_ v: JSONValue) -> Bool {
        guard case .object(let m) = v, m.contains(where: { $0.key == "value" }) else { return false }
        let properties: Set<String> = ["value", "type", "description", "comment", "attributes", "themeable", "$extensions", "$description"]
        return m.allSatisfy { properties.contains($0.key) || $0.key.hasPrefix("$") }
    }
}

/// The token types of the DTCG Format module (2025.10), plus Tokens Studio's names for them.
public enum DesignTokenType: String, Sendable, CaseIterable, Hashable {
    case color, dimension, fontFamily, fontWeight, number, duration, cubicBezier
    case shadow, typography, border, strokeStyle, gradient, transition
    /// A Tokens Studio `text`, `other`, `textCase`, `textDecoration` or `asset` token: kept, never mapped.
    case string

    /// A Tokens Studio type name (`borderRadius`, `spacing`, `sizing`, `boxShadow`, `fontFamilies`, …)
    /// or a DTCG one; nil for neither.
    public init?(studio name: String) {
        switch name {
        case "color": self = .color
        case "borderRadius", "spacing", "sizing", "dimension", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing",
            "paragraphIndent":
            self = .dimension
        case "boxShadow": self = .shadow
        case "typography": self = .typography
        case "fontFamilies", "fontFamily": self = .fontFamily
        case "fontWeights", "fontWeight": self = .fontWeight
        case "lineHeights", "opacity", "number", "math": self = .number
        case "border": self = .border
        case "text", "other", "textCase", "textDecoration", "asset", "composition": self = .string
        default:
            guard let t = DesignTokenType(rawValue: name), t != .string else { return nil }
            self = t
        }
    }
}

/// One design token as a file declares it: its path, its type (its own `$type`, else its group's,
/// else its alias target's), its value as written (aliases unresolved) and its metadata, which
/// the importer keeps (`$description`, `$deprecated`, `$extensions`).
public struct DesignToken: Sendable, Hashable {
    /// The dotted path (`color.text.primary`; a group's root token ends in `$root`).
    public var path: String
    public var type: DesignTokenType?
    public var value: JSONValue
    public var description: String?
    /// `true`, or the reason (a string); nil when not deprecated.
    public var deprecated: JSONValue?
    public var extensions: JSONValue?
    /// The file that declared it (the last one, when several do).
    public var file: String
    public var format: DesignTokenFormat

    public init(
        path: String, type: DesignTokenType?, value: JSONValue, description: String? = nil, deprecated: JSONValue? = nil,
        extensions: JSONValue? = nil, file: String, format: DesignTokenFormat = .dtcg
    ) {
        self.path = path
        self.type = type
        self.value = value
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.file = file
        self.format = format
    }
}

/// Tokens by path, from one or more files merged in order (a later file's token replaces an
/// earlier one's at the same path, keeping the earlier type when the later one declares none).
public struct DesignTokenSet: Sendable {
    public private(set) var tokens: [String: DesignToken] = [:]
    /// Paths in declaration order (first declaration).
    public private(set) var order: [String] = []
    /// `$extends` of groups: (the group, the group it extends, file).
    var extends: [(group: String, base: String, file: String)] = []
    /// The root `$extensions` of each file, in order.
    public private(set) var fileExtensions: [(file: String, value: JSONValue)] = []

    public init() {}

    public subscript(path: String) -> DesignToken? { tokens[path] }
    public var count: Int { tokens.count }

    /// Adds `token`, replacing one at its path.
    public mutating func add(_ token: DesignToken) {
        var t = token
        if let old = tokens[t.path] {
            if t.type == nil { t.type = old.type }
        } else {
            order.append(t.path)
        }
        tokens[t.path] = t
    }

    /// Adds every token of `other` (later wins), its groups' `$extends` and its files' extensions.
    /// - Complexity: O(`other.count`).
    public mutating func merge(_ other: DesignTokenSet) {
        if tokens.isEmpty && extends.isEmpty && fileExtensions.isEmpty {
            // The first set merged in is taken whole.
            self = other
            return
        }
        tokens.reserveCapacity(tokens.count + other.count)
        for p in other.order { add(other.tokens[p]!) }
        extends += other.extends
        fileExtensions += other.fileExtensions
    }

    /// Adds the tokens of a parsed file (`format`: detected when nil).
    public mutating func add(file: String, json root: JSONValue, format: DesignTokenFormat? = nil) throws(DesignTokenError) {
        let format = format ?? DesignTokenFormat.detect(root)
        guard case .object(let members) = root else {
            throw DesignTokenError(.invalidToken, file: file, path: "", "a token file is a JSON object of groups and tokens, found \(root.kindDescription)")
        }
        if let ext = root["$extensions"] { fileExtensions.append((file, ext)) }
        if format == .tokensStudio, DesignTokenSet.isStudioMultiSet(root) {
            // One file holding several token sets: merged in `$metadata.tokenSetOrder` (else as written).
            for name in DesignTokenSet.studioSetOrder(root) {
                guard let set = members.first(where: { $0.key == name })?.value else {
                    throw DesignTokenError(.invalidToken, file: file, path: "$metadata.tokenSetOrder", "names a token set \"\(name)\" the file lacks")
                }
                try walk(set, path: [], inherited: nil, file: file, format: format)
            }
            return
        }
        try walk(root, path: [], inherited: nil, file: file, format: format)
    }

    /// Whether a Tokens Studio file holds token sets at its top level (it has `$themes` or
    /// `$metadata`, or no top-level member is a token).
    static func isStudioMultiSet(_ root: JSONValue) -> Bool {
        guard case .object(let m) = root else { return false }
        return m.contains { $0.key == "$metadata" || $0.key == "$themes" }
    }

    /// The sets of a multi-set Tokens Studio file in order: `$metadata.tokenSetOrder`, then any
    /// others as written.
    static func studioSetOrder(_ root: JSONValue) -> [String] {
        guard case .object(let m) = root else { return [] }
        var names: [String] = []
        if case .array(let order)? = root["$metadata"]?["tokenSetOrder"] {
            for case .string(let s) in order { names.append(s) }
        }
        for (k, _) in m where !k.hasPrefix("$") && !names.contains(k) { names.append(k) }
        return names
    }

    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    private mutating func walk(_ node: JSONValue, path: [String], inherited: DesignTokenType?, file: String, format: DesignTokenFormat)
        throws(DesignTokenError)
    {
        guard case .object(let members) = node else {
            throw DesignTokenError(
                .invalidToken, file: file, path: path.joined(separator: "."), "expected a token or a group (an object), found \(node.kindDescription)")
        }
        let dotted = path.joined(separator: ".")
        func typeName(_ key: String) throws(DesignTokenError) -> DesignTokenType? {
            guard let t = node[key] else { return nil }
            guard case .string(let name) = t else {
                throw DesignTokenError(.unknownType, file: file, path: dotted, "\(key) must be a string, found \(t.kindDescription)")
            }
            let parsed = format == .tokensStudio || key == "type" ? DesignTokenType(studio: name) : DesignTokenType(rawValue: name)
            guard let parsed, format == .tokensStudio || key == "type" || parsed != .string else {
                throw DesignTokenError(
                    .unknownType, file: file, path: dotted,
                    "unknown \(key) \"\(name)\" (the DTCG types are: \(DesignTokenType.allCases.filter { $0 != .string }.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return parsed
        }
        // A token: `$value`, a whole-token `$ref`, or (Style Dictionary, Tokens Studio) `value`.
        let dollarValue = node["$value"], ref = node["$ref"]
        let plain = dollarValue == nil && ref == nil && format != .dtcg && DesignTokenFormat.isPlainToken(node)
        if dollarValue != nil || ref != nil || plain {
            guard !path.isEmpty else { throw DesignTokenError(.invalidToken, file: file, path: "", "the file's root cannot be a token") }
            let type = try typeName(plain ? "type" : "$type") ?? inherited
            let value: JSONValue = dollarValue ?? (plain ? node["value"]! : .object([("$ref", ref!)]))
            var description: String?
            if case .string(let d)? = node[plain ? "description" : "$description"] ?? node["$description"] { description = d }
            add(
                DesignToken(
                    path: dotted, type: type, value: value, description: description, deprecated: node["$deprecated"].flatMap { $0 == .bool(false) ? nil : $0 },
                    extensions: node["$extensions"], file: file, format: format))
            return
        }
        var groupType = try typeName("$type")
        if groupType == nil, format != .dtcg, case .string? = node["type"] { groupType = try typeName("type") }
        if groupType == nil { groupType = inherited }
        if case .string(let base)? = node["$extends"] {
            let target = base.hasPrefix("{") && base.hasSuffix("}") ? String(base.dropFirst().dropLast()) : base
            extends.append((dotted, target, file))
        } else if let e = node["$extends"] {
            throw DesignTokenError(.invalidToken, file: file, path: dotted, "$extends must be a group reference \"{group}\", found \(e.kindDescription)")
        }
        for (key, child) in members {
            if key.hasPrefix("$") && key != "$root" {
                // Group properties, and Tokens Studio's `$themes`/`$metadata` at the root.
                guard ["$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$themes", "$metadata"].contains(key) else {
                    throw DesignTokenError(.invalidToken, file: file, path: (path + [key]).joined(separator: "."), "unknown group property \(key)")
                }
                continue
            }
            if format != .dtcg, ["type", "description"].contains(key), case .string = child { continue }
            guard !key.isEmpty, !key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else {
                throw DesignTokenError(
                    .invalidToken, file: file, path: (path + [key]).joined(separator: "."),
                    "a token or group name must not be empty or contain \".\", \"{\" or \"}\"")
            }
            try walk(child, path: path + [key], inherited: groupType, file: file, format: format)
        }
    }

    /// Applies the groups' `$extends`: a group gets every token of the group it extends that it does
    /// not declare itself (bases first; a cycle is an error naming it).
    mutating func applyExtends() throws(DesignTokenError) {
        guard !extends.isEmpty else { return }
        var done = Set<String>()
        let byGroup = Dictionary(extends.map { ($0.group, $0) }, uniquingKeysWith: { $1 })
        func apply(_ group: String, stack: [String]) throws(DesignTokenError) {
            guard !done.contains(group), let e = byGroup[group] else { return }
            guard stack.count < Resolution.maximumChain else {
                throw DesignTokenError(.aliasCycle, file: e.file, path: group, "a chain of $extends longer than \(Resolution.maximumChain) groups")
            }
            if stack.contains(group) {
                throw DesignTokenError(.aliasCycle, file: e.file, path: group, "$extends forms a cycle: \((stack + [group]).joined(separator: " → "))")
            }
            try apply(e.base, stack: stack + [group])
            let prefix = e.base + "."
            let inherited = order.filter { $0.hasPrefix(prefix) }
            guard !inherited.isEmpty else {
                throw DesignTokenError(.missingAlias, file: e.file, path: group, "$extends names {\(e.base)}, which is not a group of tokens")
            }
            for p in inherited {
                let local = group + "." + p.dropFirst(prefix.count)
                if var own = tokens[local] {
                    // The extended group's types reach the tokens it overrides.
                    if own.type == nil, let t = tokens[p]?.type {
                        own.type = t
                        tokens[local] = own
                    }
                } else if var t = tokens[p] {
                    t.path = local
                    add(t)
                }
            }
            done.insert(group)
        }
        for e in extends { try apply(e.group, stack: []) }
        extends = []
    }
}
