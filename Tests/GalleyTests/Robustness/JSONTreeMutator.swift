import Support

/// Mutations of a parsed JSON tree that keep the document valid JSON.
enum JSONTreeMutator {
    static let numbers: [Double] = [
        1e308, -1e308, -0.0, 0, .leastNonzeroMagnitude, 1e-300, -1, 1e9, -1e9, 100_000, 10_000, 10_001, 3, 2.5, 0.5, 65_536, 9.007e15,
    ]

    static func nastyValue(_ rng: inout SplitMix64) -> JSONValue {
        switch rng.below(7) {
        case 0, 1: return .number(rng.pick(numbers))
        case 2:
            return .string(
                rng.pick([
                    "", "\u{0}", "\u{FFFF}", "\u{1B}[31m", "#ZZZZZZ", "#00000000", "\u{202E}abc",
                    String(repeating: "x", count: 3_000), String(repeating: "가 ", count: 1_500),
                    "e" + String(repeating: "\u{301}", count: 500), "plain",
                ]))
        case 3: return rng.pick([.null, .bool(true), .bool(false)])
        case 4: return .array(rng.oneIn(2) ? [] : [.number(1), .string("a")])
        case 5: return .object(rng.oneIn(2) ? [] : [("unknownKey", .number(1))])
        default: return .string("9")
        }
    }

    /// Replaces, removes or duplicates one node, or adds an unknown key.
    static func mutate(_ v: JSONValue, _ rng: inout SplitMix64) -> (value: JSONValue, note: String) {
        var paths: [[PathStep]] = []
        collect(v, [], &paths)
        let path = rng.pick(paths)
        let action = rng.below(5)
        let replacement = nastyValue(&rng)
        let note = "\(describe(path)) \(["replace", "replace", "remove", "duplicate", "unknown key"][action]) \(String(describing: replacement).prefix(40))"
        return (apply(v, path[...], action: action, replacement: replacement), note)
    }

    enum PathStep {
        case key(String)
        case index(Int)
    }

    static func describe(_ p: [PathStep]) -> String {
        p.map {
            switch $0 {
            case .key(let k): return "." + k;
            case .index(let i): return "[\(i)]"
            }
        }.joined()
    }

    static func collect(_ v: JSONValue, _ prefix: [PathStep], _ out: inout [[PathStep]]) {
        out.append(prefix)
        switch v {
        case .object(let m): for (k, c) in m { collect(c, prefix + [.key(k)], &out) }
        case .array(let a): for (i, c) in a.enumerated() { collect(c, prefix + [.index(i)], &out) }
        default: break
        }
    }

    static func apply(_ v: JSONValue, _ path: ArraySlice<PathStep>, action: Int, replacement: JSONValue) -> JSONValue {
        guard let step = path.first else {
            switch action {
            case 4: if case .object(let m) = v { return .object(m + [("zUnknown", .number(1))]) }; return replacement
            default: return replacement
            }
        }
        let rest = path.dropFirst()
        switch (step, v) {
        case let (.key(k), .object(m)):
            var out: [(key: String, value: JSONValue)] = []
            for (key, child) in m {
                if key != k { out.append((key, child)); continue }
                if rest.isEmpty && action == 2 { continue }
                out.append((key, apply(child, rest, action: action, replacement: replacement)))
            }
            return .object(out)
        case let (.index(i), .array(a)):
            var out = a
            if rest.isEmpty && action == 2 { out.remove(at: i); return .array(out) }
            if rest.isEmpty && action == 3 { out.insert(a[i], at: i); return .array(out) }
            out[i] = apply(a[i], rest, action: action, replacement: replacement)
            return .array(out)
        default:
            return v
        }
    }
}
