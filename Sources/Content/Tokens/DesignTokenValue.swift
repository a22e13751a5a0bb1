import Geometry
import Support

/// A resolved token's value, typed: what a token means once its aliases are followed and its
/// colour converted to sRGB. Dimensions are in points (`px`; `rem` × `remBase`), durations in
/// milliseconds.
public enum DesignTokenValue: Sendable, Hashable {
    case color(Color)
    /// Points: `px` as is (the DTCG's px is iOS's point), `rem` × `remBase`.
    case dimension(Double)
    case fontFamily([String])
    /// 1…1000 (`bold` is 700).
    case fontWeight(Int)
    case number(Double)
    /// Milliseconds.
    case duration(Double)
    case cubicBezier([Double])
    /// One layer or several, first on top.
    case shadow([Shadow])
    case typography(Typography)
    case border(Border)
    /// A keyword (`solid`, `dashed`, …) or `dashed` for an object with a `dashArray`.
    case strokeStyle(String)
    case gradient([GradientStop])
    case transition(duration: Double, delay: Double, timingFunction: [Double])
    /// A Tokens Studio text token.
    case string(String)

    /// The size of 1 rem in points: 16, the browsers' default font size, which Style Dictionary
    /// and Tokens Studio assume too.
    public static let remBase = 16.0

    public struct Shadow: Sendable, Hashable {
        public var color: Color
        public var offsetX: Double, offsetY: Double, blur: Double, spread: Double
        public var inset: Bool
    }

    public struct Typography: Sendable, Hashable {
        public var fontFamily: [String]?
        public var fontSize: Double?
        public var fontWeight: Int?
        /// A multiple of the font size (the DTCG's `lineHeight` is a number).
        public var lineHeight: Double?
        /// A line height in points, where a Tokens Studio file gives one (`"24px"`).
        public var lineHeightPoints: Double?
        public var letterSpacing: Double?
    }

    public struct Border: Sendable, Hashable {
        public var color: Color
        public var width: Double
        public var style: String
    }

    public struct GradientStop: Sendable, Hashable {
        public var color: Color
        public var position: Double
    }

    /// The font weight names of the DTCG format (and their spellings in Tokens Studio files:
    /// `SemiBold`, `Semi Bold`, `Extra Light`; case, spaces, hyphens and a trailing `Italic` ignored).
    public static let fontWeightNames: [(String, Int)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300), ("normal", 400),
        ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600), ("bold", 700),
        ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]
}

/// Decodes resolved values into `DesignTokenValue`s; problems name the token and its file, and
/// clipped colours are collected as diagnostics.
struct DesignTokenDecoder {
    var diagnostics: [DesignTokenDiagnostic] = []

    mutating func decode(_ r: ResolvedDesignToken) throws(DesignTokenError) -> DesignTokenValue {
        guard let type = r.type else {
            throw DesignTokenError(.invalidToken, file: r.token.file, path: r.path, "the token has no $type (nor does its group or its alias target)")
        }
        return try decode(r.value, as: type, file: r.token.file, path: r.path, at: "")
    }

    mutating func decode(_ v: JSONValue, as type: DesignTokenType, file: String, path: String, at member: String) throws(DesignTokenError)
        -> DesignTokenValue
    {
        func fail(_ m: String) -> DesignTokenError {
            DesignTokenError(.invalidValue, file: file, path: path, (member.isEmpty ? "" : "\(member): ") + m)
        }
        func number(_ v: JSONValue?, _ what: String) throws(DesignTokenError) -> Double {
            if case .number(let n)? = v, n.isFinite { return n }
            if case .string(let s)? = v, let n = Double(s.trimmingWhitespace()), n.isFinite { return n }
            throw fail("\(what) must be a number, found \(v?.kindDescription ?? "nothing")")
        }
        func sub(_ key: String, _ t: DesignTokenType, in obj: JSONValue) throws(DesignTokenError) -> DesignTokenValue {
            guard let m = obj[key] else { throw fail("a \(type.rawValue) needs \"\(key)\"") }
            return try decode(m, as: t, file: file, path: path, at: member.isEmpty ? key : "\(member).\(key)")
        }
        switch type {
        case .color: return .color(try color(v, file: file, path: path, member: member))
        case .dimension:
            switch v {
            case .number(let n) where n.isFinite: return .dimension(n)
            case .object:
                guard case .string(let unit)? = v["unit"] else { throw fail("a dimension needs \"unit\" (\"px\" or \"rem\")") }
                let n = try number(v["value"], "a dimension's value")
                switch unit {
                case "px": return .dimension(n)
                case "rem": return .dimension(n * DesignTokenValue.remBase)
                default: throw fail("a dimension's unit is \"px\" or \"rem\", found \"\(unit)\"")
                }
            case .string(let s):
                guard let d = Self.cssDimension(s) else {
                    throw fail("expected a dimension (\"4px\", \"1.5rem\", {\"value\": 4, \"unit\": \"px\"}), found \"\(s)\"")
                }
                return .dimension(d)
            default: throw fail("expected a dimension {\"value\": 4, \"unit\": \"px\"}, found \(v.kindDescription)")
            }
        case .fontFamily:
            switch v {
            case .string(let s) where !s.trimmingWhitespace().isEmpty:
                return .fontFamily(s.split(separator: ",").map { $0.trimmingWhitespace().replacing("\"", with: "").replacing("'", with: "") })
            case .array(let a) where !a.isEmpty:
                var names: [String] = []
                for case .string(let s) in a { names.append(s) }
                guard names.count == a.count else { throw fail("a font family list holds strings") }
                return .fontFamily(names)
            default: throw fail("expected a font family name or a list of names, found \(v.kindDescription)")
            }
        case .fontWeight:
            if case .number(let n) = v {
                guard n >= 1, n <= 1000 else { throw fail("a font weight is 1…1000, found \(JSONValue.formatNumber(n))") }
                return .fontWeight(Int(n.rounded()))
            }
            guard case .string(let s) = v else { throw fail("expected a font weight (a number or a name like \"bold\"), found \(v.kindDescription)") }
            if let n = Int(s), n >= 1, n <= 1000 { return .fontWeight(n) }
            guard let w = Self.fontWeight(named: s) else {
                throw fail("unknown font weight \"\(s)\" (expected 1…1000 or one of: \(DesignTokenValue.fontWeightNames.map(\.0).joined(separator: ", ")))")
            }
            return .fontWeight(w)
        case .number:
            if case .string(let s) = v, s.hasSuffix("%"), let n = Double(s.dropLast()) { return .number(n / 100) }
            return .number(try number(v, "the value"))
        case .duration:
            if case .string(let s) = v {
                if s.hasSuffix("ms"), let n = Double(s.dropLast(2)) { return .duration(n) }
                if s.hasSuffix("s"), let n = Double(s.dropLast()) { return .duration(n * 1000) }
                throw fail("expected a duration {\"value\": 200, \"unit\": \"ms\"}, found \"\(s)\"")
            }
            guard case .string(let unit)? = v["unit"] else { throw fail("a duration needs \"unit\" (\"ms\" or \"s\")") }
            let n = try number(v["value"], "a duration's value")
            switch unit {
            case "ms": return .duration(n)
            case "s": return .duration(n * 1000)
            default: throw fail("a duration's unit is \"ms\" or \"s\", found \"\(unit)\"")
            }
        case .cubicBezier:
            guard case .array(let a) = v, a.count == 4 else { throw fail("a cubic Bézier is 4 numbers [x1, y1, x2, y2]") }
            var p: [Double] = []
            for e in a { p.append(try number(e, "a control point")) }
            guard (0...1).contains(p[0]), (0...1).contains(p[2]) else { throw fail("a cubic Bézier's x coordinates are 0…1") }
            return .cubicBezier(p)
        case .shadow:
            let layers: [JSONValue]
            if case .array(let a) = v { layers = a } else { layers = [v] }
            guard !layers.isEmpty else { throw fail("a shadow has at least one layer") }
            var out: [DesignTokenValue.Shadow] = []
            for (i, l) in layers.enumerated() {
                let here = layers.count > 1 ? (member.isEmpty ? "[\(i)]" : "\(member)[\(i)]") : member
                func dim(_ keys: [String]) throws(DesignTokenError) -> Double {
                    guard let k = keys.first(where: { l[$0] != nil }) else { return 0 }
                    guard case .dimension(let x) = try decode(l[k]!, as: .dimension, file: file, path: path, at: here.isEmpty ? k : "\(here).\(k)") else {
                        return 0
                    }
                    return x
                }
                guard case .object = l, let c = l["color"] else { throw fail("a shadow layer is an object with \"color\", offsets and blur") }
                guard case .color(let col) = try decode(c, as: .color, file: file, path: path, at: here.isEmpty ? "color" : "\(here).color") else { continue }
                var inset = false
                if case .bool(let b)? = l["inset"] { inset = b }
                if case .string(let t)? = l["type"] { inset = t == "innerShadow" }
                let s = DesignTokenValue.Shadow(
                    color: col, offsetX: try dim(["offsetX", "x"]), offsetY: try dim(["offsetY", "y"]), blur: try dim(["blur"]),
                    spread: try dim(["spread"]), inset: inset)
                out.append(s)
            }
            return .shadow(out)
        case .typography:
            guard case .object = v else { throw fail("a typography token is an object (fontFamily, fontSize, fontWeight, lineHeight, letterSpacing)") }
            var t = DesignTokenValue.Typography()
            if v["fontFamily"] != nil, case .fontFamily(let f) = try sub("fontFamily", .fontFamily, in: v) { t.fontFamily = f }
            if v["fontSize"] != nil, case .dimension(let s) = try sub("fontSize", .dimension, in: v) { t.fontSize = s }
            if v["fontWeight"] != nil, case .fontWeight(let w) = try sub("fontWeight", .fontWeight, in: v) { t.fontWeight = w }
            if v["letterSpacing"] != nil, case .dimension(let s) = try sub("letterSpacing", .dimension, in: v) { t.letterSpacing = s }
            switch v["lineHeight"] {
            case nil: break
            case .number(let n)?: t.lineHeight = n
            case .string(let s)? where s.lowercased() == "auto" || s.lowercased() == "normal": break
            case .string(let s)? where s.hasSuffix("%"):
                guard let n = Double(s.dropLast()) else { throw fail("lineHeight \"\(s)\" is not a percentage") }
                t.lineHeight = n / 100
            case .string(let s)?:
                if let n = Double(s) {
                    // Tokens Studio writes a line height as a bare number: of pixels when it is large
                    // (`"24"`), a multiple of the size when it is small (`"1"`, `"1.4"`).
                    if n < 4 { t.lineHeight = n } else { t.lineHeightPoints = n }
                } else if let d = Self.cssDimension(s) {
                    t.lineHeightPoints = d
                } else {
                    throw fail("lineHeight must be a number (a multiple of the font size), found \"\(s)\"")
                }
            case .object?:
                if case .dimension(let d) = try sub("lineHeight", .dimension, in: v) { t.lineHeightPoints = d }
            case let other?: throw fail("lineHeight must be a number (a multiple of the font size), found \(other.kindDescription)")
            }
            return .typography(t)
        case .border:
            guard case .object = v else { throw fail("a border is an object (color, width, style)") }
            guard case .color(let c) = try sub("color", .color, in: v), case .dimension(let w) = try sub("width", .dimension, in: v) else {
                throw fail("a border needs color and width")
            }
            var style = "solid"
            if v["style"] != nil, case .strokeStyle(let s) = try sub("style", .strokeStyle, in: v) { style = s }
            return .border(DesignTokenValue.Border(color: c, width: w, style: style))
        case .strokeStyle:
            let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
            if case .string(let s) = v {
                guard keywords.contains(s) else { throw fail("unknown stroke style \"\(s)\" (expected one of: \(keywords.joined(separator: ", ")))") }
                return .strokeStyle(s)
            }
            guard case .array(let dashes)? = v["dashArray"], !dashes.isEmpty else {
                throw fail("a stroke style is a keyword or {\"dashArray\": […], \"lineCap\": …}")
            }
            for (i, d) in dashes.enumerated() {
                _ = try decode(d, as: .dimension, file: file, path: path, at: "\(member.isEmpty ? "" : member + ".")dashArray[\(i)]")
            }
            if case .string(let cap)? = v["lineCap"], !["round", "butt", "square"].contains(cap) {
                throw fail("lineCap is \"round\", \"butt\" or \"square\", found \"\(cap)\"")
            }
            return .strokeStyle("dashed")
        case .gradient:
            guard case .array(let stops) = v, !stops.isEmpty else { throw fail("a gradient is an array of stops {color, position}") }
            var out: [DesignTokenValue.GradientStop] = []
            for (i, s) in stops.enumerated() {
                let here = "\(member.isEmpty ? "" : member)[\(i)]"
                guard case .object = s, let c = s["color"] else { throw fail("a gradient stop is {\"color\": …, \"position\": 0…1}") }
                guard case .color(let col) = try decode(c, as: .color, file: file, path: path, at: here + ".color") else { continue }
                let p = try number(s["position"], "a gradient stop's position")
                out.append(DesignTokenValue.GradientStop(color: col, position: min(max(p, 0), 1)))
            }
            return .gradient(out)
        case .transition:
            guard case .object = v else { throw fail("a transition is an object (duration, delay, timingFunction)") }
            guard case .duration(let d) = try sub("duration", .duration, in: v), case .duration(let delay) = try sub("delay", .duration, in: v),
                case .cubicBezier(let f) = try sub("timingFunction", .cubicBezier, in: v)
            else { throw fail("a transition needs duration, delay and timingFunction") }
            return .transition(duration: d, delay: delay, timingFunction: f)
        case .string:
            switch v {
            case .string(let s): return .string(s)
            case .number(let n): return .string(JSONValue.formatNumber(n))
            default: return .string(v.serialized(pretty: false))
            }
        }
    }

    /// `4px`, `4pt`, `1.5rem`, `4` (pixels), `0`.
    static func cssDimension(_ s: String) -> Double? {
        let t = s.trimmingWhitespace()
        if t.hasSuffix("rem"), let n = Double(t.dropLast(3)), n.isFinite { return n * DesignTokenValue.remBase }
        if t.hasSuffix("px") || t.hasSuffix("pt"), let n = Double(t.dropLast(2)), n.isFinite { return n }
        if let n = Double(t), n.isFinite { return n }
        return nil
    }

    static func fontWeight(named s: String) -> Int? {
        var key = s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        if key.hasSuffix("italic"), key.count > 6 { key.removeLast(6) }
        return DesignTokenValue.fontWeightNames.first { $0.0.replacing("-", with: "") == key }?.1
    }

    /// A colour: the Color module's object (`colorSpace`, `components`, `alpha`, `hex`) or a CSS
    /// string. Out-of-gamut colours are clipped with a diagnostic.
    mutating func color(_ v: JSONValue, file: String, path: String, member: String) throws(DesignTokenError) -> Color {
        func fail(_ m: String) -> DesignTokenError { DesignTokenError(.invalidColor, file: file, path: path, (member.isEmpty ? "" : "\(member): ") + m) }
        let converted: TokenColor.Converted
        switch v {
        case .string(let s):
            guard let c = TokenColor.parseCSS(s) else {
                throw fail("\"\(s)\" is not a colour (expected {\"colorSpace\": …, \"components\": […]}, #rrggbb[aa], #rgb, rgb(), rgba() or hsl())")
            }
            converted = c
        case .object:
            guard case .string(let space)? = v["colorSpace"] else {
                if case .string(let hex)? = v["hex"], let c = TokenColor.parseCSS(hex) { converted = c; break }
                throw fail("a colour object needs \"colorSpace\" (one of: \(TokenColor.colorSpaces.joined(separator: ", ")))")
            }
            guard TokenColor.colorSpaces.contains(space) else {
                throw fail("unknown colorSpace \"\(space)\" (expected one of: \(TokenColor.colorSpaces.joined(separator: ", ")))")
            }
            guard case .array(let comps)? = v["components"], comps.count == 3 else { throw fail("a colour needs \"components\": three numbers (or \"none\")") }
            var c: [Double] = []
            for comp in comps {
                switch comp {
                case .number(let n) where n.isFinite: c.append(n)
                case .string("none"): c.append(0)
                default: throw fail("a colour component is a number or \"none\", found \(comp.kindDescription)")
                }
            }
            var alpha = 1.0
            if let a = v["alpha"] {
                guard case .number(let n) = a, n >= 0, n <= 1 else { throw fail("alpha is a number 0…1") }
                alpha = n
            }
            if let hex = v["hex"] {
                guard case .string(let h) = hex, h.count == 7, TokenColor.parseCSS(h) != nil else { throw fail("hex is a fallback \"#rrggbb\"") }
            }
            converted = TokenColor.convert(space: space, components: (c[0], c[1], c[2]), alpha: alpha)!
        default: throw fail("expected a colour, found \(v.kindDescription)")
        }
        if converted.clipped {
            diagnostics.append(
                DesignTokenDiagnostic(
                    .clipped, file: file, path: path, (member.isEmpty ? "" : "\(member): ") + "outside sRGB; clipped to \(converted.color.hexString)"))
        }
        return converted.color
    }
}
