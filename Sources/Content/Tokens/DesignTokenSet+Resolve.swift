import Support

/// A token with its aliases resolved: the value with every `{alias}` and `$ref` replaced, its type,
/// and the chain of tokens a whole-value alias went through (`color.action.primary`,
/// `color.brand.500`), nearest first.
public struct ResolvedDesignToken: Sendable, Hashable {
    public var token: DesignToken
    public var type: DesignTokenType?
    public var value: JSONValue
    public var aliasChain: [String]
    public var path: String { token.path }
}

extension DesignTokenSet {
    /// Every token resolved (aliases `{a.b}` and JSON Pointers `$ref` followed, chains and all;
    /// Tokens Studio maths evaluated). Errors name the token and its file: an alias to nothing, a
    /// pointer out of range, a cycle (listing it).
    /// - Complexity: O(n + size of the values): each token is resolved once.
    public func resolved() throws(DesignTokenError) -> [String: ResolvedDesignToken] {
        var r = Resolution(set: self)
        for p in order { _ = try r.resolve(p, stack: []) }
        return r.done
    }
}

struct Resolution {
    let set: DesignTokenSet
    var done: [String: ResolvedDesignToken] = [:]

    init(set: DesignTokenSet) {
        self.set = set
        done.reserveCapacity(set.count)
    }

    /// The token an alias names: `path`, or a group's `$root` token when `path` is a group.
    func target(_ path: String) -> String? {
        if set.tokens[path] != nil { return path }
        if set.tokens[path + ".$root"] != nil { return path + ".$root" }
        return nil
    }

    mutating func resolve(_ path: String, stack: [String]) throws(DesignTokenError) -> ResolvedDesignToken {
        if let d = done[path] { return d }
        let token = set.tokens[path]!
        // A bound on chains, so a hostile file cannot run the stack out.
        guard stack.count < Self.maximumChain else {
            throw DesignTokenError(
                .aliasCycle, file: token.file, path: stack[0], "an alias chain longer than \(Self.maximumChain) tokens (from \(stack[0]) to \(path))")
        }
        if let i = stack.firstIndex(of: path) {
            let cycle = stack[i...] + [path]
            throw DesignTokenError(.aliasCycle, file: token.file, path: path, "aliases form a cycle: \(cycle.joined(separator: " → "))")
        }
        var chain: [String] = []
        var type = token.type
        // A literal value (most tokens) is kept as it is, not rebuilt.
        let value =
            Self.hasReference(token.value)
            ? try resolveValue(token.value, in: token, stack: stack + [path], chain: &chain, type: &type, top: true) : token.value
        let r = ResolvedDesignToken(token: token, type: type, value: value, aliasChain: chain)
        done[path] = r
        return r
    }

    /// The longest alias chain followed: far beyond any design system's, far below the stack's limit.
    static let maximumChain = 256

    /// Whether a value holds an alias (a string with `{`) or a `$ref` anywhere.
    static func hasReference(_ v: JSONValue) -> Bool {
        switch v {
        case .string(let s): return s.utf8.contains(UInt8(ascii: "{"))
        case .object(let m): return m.contains { $0.key == "$ref" || hasReference($0.value) }
        case .array(let a): return a.contains(where: hasReference)
        default: return false
        }
    }

    /// `{a.b}` alone in a string: the path; nil otherwise.
    static func wholeAlias(_ s: String) -> String? {
        guard s.utf8.count > 2, s.hasPrefix("{"), s.hasSuffix("}") else { return nil }
        let inner = s.dropFirst().dropLast()
        guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return String(inner)
    }

    mutating func aliased(_ alias: String, in token: DesignToken, stack: [String]) throws(DesignTokenError) -> ResolvedDesignToken {
        guard let t = target(alias) else {
            throw DesignTokenError(.missingAlias, file: token.file, path: token.path, "the alias {\(alias)} names no token")
        }
        return try resolve(t, stack: stack)
    }

    mutating func resolveValue(
        _ v: JSONValue, in token: DesignToken, stack: [String], chain: inout [String], type: inout DesignTokenType?, top: Bool
    ) throws(DesignTokenError) -> JSONValue {
        switch v {
        case .string(let s):
            guard s.utf8.contains(UInt8(ascii: "{")) else { return v }
            if let alias = Self.wholeAlias(s) {
                let r = try aliased(alias, in: token, stack: stack)
                if top {
                    chain = [r.path] + r.aliasChain
                    if type == nil { type = r.type }
                }
                return r.value
            }
            return try interpolate(s, in: token, stack: stack)
        case .object(let members):
            if members.count == 1, members[0].key == "$ref" {
                guard case .string(let pointer) = members[0].value else {
                    throw DesignTokenError(.pointerOutOfRange, file: token.file, path: token.path, "$ref must be a JSON Pointer string \"#/…\"")
                }
                return try follow(pointer, in: token, stack: stack, chain: &chain, type: &type, top: top)
            }
            var out: [(key: String, value: JSONValue)] = []
            out.reserveCapacity(members.count)
            var ignoredChain: [String] = []
            var ignoredType: DesignTokenType? = .string
            for (k, m) in members {
                out.append((k, try resolveValue(m, in: token, stack: stack, chain: &ignoredChain, type: &ignoredType, top: false)))
            }
            return .object(out)
        case .array(let items):
            var ignoredChain: [String] = []
            var ignoredType: DesignTokenType? = .string
            var out: [JSONValue] = []
            out.reserveCapacity(items.count)
            for m in items { out.append(try resolveValue(m, in: token, stack: stack, chain: &ignoredChain, type: &ignoredType, top: false)) }
            return .array(out)
        default: return v
        }
    }

    /// A `$ref` JSON Pointer (RFC 6901) into the token tree: `#/group/token` (the whole token, an
    /// alias) or `#/group/token/$value/…` (part of its resolved value).
    mutating func follow(
        _ pointer: String, in token: DesignToken, stack: [String], chain: inout [String], type: inout DesignTokenType?, top: Bool
    ) throws(DesignTokenError) -> JSONValue {
        func fail(_ m: String) -> DesignTokenError { DesignTokenError(.pointerOutOfRange, file: token.file, path: token.path, "$ref \"\(pointer)\" \(m)") }
        guard pointer.hasPrefix("#/") else { throw fail("is not a pointer into the token document (it must start with \"#/\")") }
        let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).replacing("~1", with: "/").replacing("~0", with: "~")
        }
        var i = segments.count
        while i > 0 {
            let candidate = segments[..<i].joined(separator: ".")
            if set.tokens[candidate] != nil {
                let r = try resolve(candidate, stack: stack)
                let rest = segments[i...]
                if rest.isEmpty {
                    if top {
                        chain = [r.path] + r.aliasChain
                        if type == nil { type = r.type }
                    }
                    return r.value
                }
                guard rest.first == "$value" else { throw fail("points into \(candidate) at \(rest.first!), not at its $value") }
                var here = r.value
                for seg in rest.dropFirst() {
                    switch here {
                    case .object:
                        guard let next = here[seg] else { throw fail("points past the value of \(candidate): it has no member \"\(seg)\"") }
                        here = next
                    case .array(let a):
                        guard let n = Int(seg), n >= 0, n < a.count else {
                            throw fail("points past the value of \(candidate): index \(seg) is out of range (\(a.count) elements)")
                        }
                        here = a[n]
                    default: throw fail("points past the value of \(candidate): \(seg) is inside \(here.kindDescription)")
                    }
                }
                return here
            }
            i -= 1
        }
        throw fail("points at no token")
    }

    /// A string with aliases inside (`{space.base} * 2`, `{size.1} {size.2}`): maths evaluated when
    /// it is an expression, else the aliases' values written in.
    mutating func interpolate(_ s: String, in token: DesignToken, stack: [String]) throws(DesignTokenError) -> JSONValue {
        var text = ""
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw DesignTokenError(.invalidValue, file: token.file, path: token.path, "unclosed alias in \"\(s)\"")
            }
            let alias = String(rest[rest.index(after: open)..<close] as Substring)
            let r = try aliased(alias, in: token, stack: stack)
            switch r.value {
            case .number(let n): text += JSONValue.formatNumber(n)
            case .string(let v): text += v
            case .object where r.value["value"] != nil && r.value["unit"] != nil:
                if case .number(let n)? = r.value["value"], case .string(let u)? = r.value["unit"] { text += JSONValue.formatNumber(n) + u }
            default:
                throw DesignTokenError(
                    .invalidValue, file: token.file, path: token.path, "{\(alias)} is \(r.value.kindDescription), which cannot be written into \"\(s)\"")
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if let value = TokenMaths.evaluate(text) { return value }
        return .string(text)
    }
}

/// Tokens Studio's maths: `+ − × ÷` and parentheses over numbers with an optional unit (`px`,
/// `rem`, `%`; `rem` is taken as 16 px when mixed with `px`), as in `{space.base} * 2`.
enum TokenMaths {
    /// The value of `text` when it is an expression with an operator; nil when it is not one.
    static func evaluate(_ text: String) -> JSONValue? {
        let chars = Array(text.utf8)
        guard
            chars.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "+") })
                || chars.dropFirst().contains(UInt8(ascii: "-"))
        else { return nil }
        var p = Parser(chars: chars)
        guard let (v, unit) = p.sum(), p.atEnd, v.isFinite else { return nil }
        if let unit { return .string(JSONValue.formatNumber(v) + unit) }
        return .number(v)
    }

    struct Parser {
        let chars: [UInt8]
        var i = 0
        var unit: String?

        var atEnd: Bool {
            mutating get {
                skip()
                return i == chars.count
            }
        }

        mutating func skip() { while i < chars.count, chars[i] == 32 { i += 1 } }

        mutating func sum() -> (Double, String?)? {
            guard var a = product() else { return nil }
            while true {
                skip()
                guard i < chars.count, chars[i] == UInt8(ascii: "+") || chars[i] == UInt8(ascii: "-") else { return (a, unit) }
                let op = chars[i]
                i += 1
                guard let b = product() else { return nil }
                a = op == UInt8(ascii: "+") ? a + b : a - b
            }
        }

        mutating func product() -> Double? {
            guard var a = factor() else { return nil }
            while true {
                skip()
                guard i < chars.count, chars[i] == UInt8(ascii: "*") || chars[i] == UInt8(ascii: "/") else { return a }
                let op = chars[i]
                i += 1
                guard let b = factor() else { return nil }
                a = op == UInt8(ascii: "*") ? a * b : a / b
            }
        }

        mutating func factor() -> Double? {
            skip()
            guard i < chars.count else { return nil }
            if chars[i] == UInt8(ascii: "(") {
                i += 1
                guard let (v, _) = sum() else { return nil }
                skip()
                guard i < chars.count, chars[i] == UInt8(ascii: ")") else { return nil }
                i += 1
                return v
            }
            if chars[i] == UInt8(ascii: "-") {
                i += 1
                return factor().map { -$0 }
            }
            let start = i
            while i < chars.count, (chars[i] >= 48 && chars[i] <= 57) || chars[i] == UInt8(ascii: ".") { i += 1 }
            guard i > start, let n = Double(String(decoding: chars[start..<i], as: UTF8.self)) else { return nil }
            let unitStart = i
            while i < chars.count, (chars[i] >= 97 && chars[i] <= 122) || chars[i] == UInt8(ascii: "%") { i += 1 }
            let u = String(decoding: chars[unitStart..<i], as: UTF8.self)
            guard u.isEmpty || ["px", "rem", "%", "pt"].contains(u) else { return nil }
            if u.isEmpty { return n }
            if unit == nil { unit = u }
            if u == "rem" && unit == "px" { return n * DesignTokenValue.remBase }
            if u == "px" && unit == "rem" { return n / DesignTokenValue.remBase }
            return n
        }
    }
}
