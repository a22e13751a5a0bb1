extension JSONValue {
    /// Serializes with stable formatting: keys in stored order, numbers in their
    /// shortest round-trip form (integers without a fraction). `pretty` puts each
    /// member of an object on its own line, but keeps arrays of scalars on one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil)
        if pretty { out += "\n" }
        return out
    }

    private func write(into out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONValue.formatNumber(d)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            let scalar = items.allSatisfy {
                switch $0 {
                case .array(let a):
                    return a.allSatisfy {
                        if case .array = $0 { return false }; if case .object = $0 { return false }; return true
                    }
                case .object: return false
                default: return true
                }
            }
            if indent == nil || scalar || items.isEmpty {
                out += "["
                for (n, v) in items.enumerated() {
                    if n > 0 { out += indent == nil ? "," : ", " }
                    v.write(into: &out, indent: nil)
                }
                out += "]"
            } else {
                let ind = indent!
                out += "[\n"
                for (n, v) in items.enumerated() {
                    out += String(repeating: "  ", count: ind + 1)
                    v.write(into: &out, indent: ind + 1)
                    out += n + 1 < items.count ? ",\n" : "\n"
                }
                out += String(repeating: "  ", count: ind) + "]"
            }
        case .object(let members):
            guard let ind = indent, !members.isEmpty else {
                out += "{"
                for (n, m) in members.enumerated() {
                    if n > 0 { out += indent == nil ? "," : ", " }
                    JSONValue.writeString(m.key, into: &out)
                    out += indent == nil ? ":" : ": "
                    m.value.write(into: &out, indent: nil)
                }
                out += "}"
                return
            }
            out += "{\n"
            for (n, m) in members.enumerated() {
                out += String(repeating: "  ", count: ind + 1)
                JSONValue.writeString(m.key, into: &out)
                out += ": "
                m.value.write(into: &out, indent: ind + 1)
                out += n + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: ind) + "}"
        }
    }

    /// Integers print without a fraction; others use Swift's shortest round-trip form.
    public static func formatNumber(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return d.description
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
