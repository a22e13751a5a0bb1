import Support

/// Byte- and tree-level mutations of JSON documents.
enum JSONMutator {
    /// Number literals that stress range checks and arithmetic.
    static let numberLiterals = [
        "1e308", "-1e308", "-0", "0", "0.0", "1e-320", "4.9e-324", "-1", "-1e-9", "1e9", "-1e9",
        "100000", "99999999999999999999", "0.5", "3.000000001", "65536", "1e400", "NaN",
        "Infinity", "-Infinity", "\"12\"", "\"\"", "null", "true", "[]", "{}", "[1e308, -1e308]",
    ]
    /// String literals: huge, empty, control characters, non-characters, broken escapes.
    static let stringLiterals = [
        "\"\"", "\"\\u0000\"", "\"\\uFFFF\"", "\"\\uFFFE\\u0001\\u001F\"", "\"\\ud800\"",
        "\"\\udc00x\"", "\"#12345G\"", "\"#FFF\"", "\"#00000000\"", "\"\\t\\n\\r\"",
        "\"\u{202E}\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}\"", "\"\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\"",
        "\"e\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\"", "12", "-1", "null", "[\"a\"]", "{\"a\": 1}",
        "\"plain\"", "\"ก\u{0E31}\u{0E49}\"", "\"\\\\\"",
    ]

    /// One random mutation of `bytes`; `note` says which (for failure messages).
    static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> (bytes: [UInt8], note: String) {
        var b = bytes
        guard !b.isEmpty else { return (Array("{".utf8), "empty→{") }
        switch rng.below(11) {
        case 0:
            let i = rng.below(b.count)
            let v: UInt8 =
                rng.oneIn(2)
                ? b[i] ^ UInt8(1 << rng.below(8))
                : rng.pick(Array("{}[]\",:0-e.\\ ".utf8) + [0, 0xFF, 0xC3, 0x80, 0x7F])
            b[i] = v
            return (b, "byte \(i) → \(v)")
        case 1:
            let n = rng.below(b.count)
            return (Array(b.prefix(n)), "cut at \(n)")
        case 2:
            let i = rng.below(b.count), n = min(b.count - i, 1 + rng.below(40))
            b.removeSubrange(i..<(i + n))
            return (b, "delete \(i)+\(n)")
        case 3:
            let i = rng.below(b.count), n = min(b.count - i, 1 + rng.below(200)), at = rng.below(b.count + 1)
            b.insert(contentsOf: b[i..<(i + n)], at: at)
            return (b, "duplicate \(i)+\(n) at \(at)")
        case 4, 5:
            let spans = tokens(b).numbers
            guard !spans.isEmpty else { return mutate(bytes, &rng) }
            let s = rng.pick(spans), lit = rng.pick(numberLiterals)
            b.replaceSubrange(s, with: Array(lit.utf8))
            return (b, "number at \(s.lowerBound) → \(lit)")
        case 6:
            let spans = tokens(b).strings
            guard !spans.isEmpty else { return mutate(bytes, &rng) }
            let s = rng.pick(spans)
            let lit =
                rng.oneIn(4)
                ? "\"" + String(repeating: rng.oneIn(2) ? "W" : "W ", count: 2_000 + rng.below(6_000)) + "\""
                : rng.pick(stringLiterals)
            b.replaceSubrange(s, with: Array(lit.utf8))
            return (b, "string at \(s.lowerBound) → \(lit.prefix(30))")
        case 7:
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "{") }
            guard let at = opens.isEmpty ? nil : rng.pick(opens) else { return mutate(bytes, &rng) }
            let rest = b[(at + 1)...].first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
            let key = rng.pick(["\"colour\": 1", "\"\": null", "\"version\": 1", "\"id\": \"dup\"", "\"items\": []", "\"zz\": {\"a\": [1, 2]}"])
            b.insert(contentsOf: Array((rest == UInt8(ascii: "}") ? key : key + ", ").utf8), at: at + 1)
            return (b, "key after \(at): \(key)")
        case 8:
            let depth = rng.oneIn(2) ? 10_000 : 400 + rng.below(200)
            let spans = tokens(b).numbers + tokens(b).strings
            let open = rng.oneIn(2) ? "[" : "{\"a\":", close = open == "[" ? "]" : "}"
            let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
            if let s = spans.isEmpty ? nil : rng.pick(spans), rng.oneIn(2) {
                b.replaceSubrange(s, with: Array(nested.utf8))
                return (b, "value at \(s.lowerBound) nested \(depth) deep")
            }
            return (
                Array((String(repeating: open, count: depth)).utf8) + b + Array(String(repeating: close, count: depth).utf8),
                "document nested \(depth) deep"
            )
        case 9:
            // Repeat an array's elements (duplicate ids, many items).
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "[") }
            guard !opens.isEmpty else { return mutate(bytes, &rng) }
            let at = rng.pick(opens)
            guard let end = matching(b, from: at), end > at + 1 else { return mutate(bytes, &rng) }
            let inner = Array(b[(at + 1)..<end])
            let times = rng.pick([2, 3, 20])
            var grown: [UInt8] = inner
            for _ in 1..<times { grown += Array(",".utf8) + inner }
            b.replaceSubrange((at + 1)..<end, with: grown)
            return (b, "array at \(at) repeated \(times)×")
        default:
            // Replace a value with another value of the document (wrong types, wrong shapes).
            let spans = tokens(b).numbers + tokens(b).strings
            guard spans.count >= 2 else { return mutate(bytes, &rng) }
            let s = rng.pick(spans)
            let opens = b.indices.filter { b[$0] == UInt8(ascii: "[") || b[$0] == UInt8(ascii: "{") }
            if let o = opens.isEmpty ? nil : rng.pick(opens), let e = matching(b, from: o), e - o < 4_000, rng.oneIn(2) {
                let sub = Array(b[o...e])
                b.replaceSubrange(s, with: sub)
                return (b, "value at \(s.lowerBound) → container from \(o)")
            }
            let other = rng.pick(spans)
            let sub = Array(b[other])
            b.replaceSubrange(s, with: sub)
            return (b, "value at \(s.lowerBound) → value from \(other.lowerBound)")
        }
    }

    /// Spans of number and string literals (strings with their quotes), outside strings.
    static func tokens(_ b: [UInt8]) -> (numbers: [Range<Int>], strings: [Range<Int>]) {
        var numbers: [Range<Int>] = [], strings: [Range<Int>] = []
        var i = 0
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                let start = i
                i += 1
                while i < b.count, b[i] != UInt8(ascii: "\"") { i += b[i] == UInt8(ascii: "\\") ? 2 : 1 }
                i = min(i + 1, b.count)
                strings.append(start..<i)
            } else if c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) {
                let start = i
                while i < b.count, "-+.eE0123456789".utf8.contains(b[i]) { i += 1 }
                numbers.append(start..<i)
            } else {
                i += 1
            }
        }
        return (numbers, strings)
    }

    /// The index of the bracket closing the one at `open` (ignoring brackets in strings).
    static func matching(_ b: [UInt8], from open: Int) -> Int? {
        var depth = 0, i = open, inString = false
        while i < b.count {
            let c = b[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }
}
