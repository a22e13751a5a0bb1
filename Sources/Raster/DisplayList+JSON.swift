import Geometry
import Support

// The JSON form of display lists, versions 1 and 2 (Raster.docc/DisplayListFormat.md in this directory).
// Reading refuses unknown commands and keys (naming the command's index) and
// values a renderer could not draw (NaN, negative sizes, radii, widths, blurs).

extension DisplayList {
    /// Reads a display list from UTF-8 JSON text.
    /// - Complexity: O(n) in the size of the text.
    public static func decode(json bytes: [UInt8]) throws(DisplayListError) -> DisplayList {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .syntax(error) }
        do { return try DisplayList(reader: JSONReader(value)) } catch { throw .invalid(error) }
    }

    /// Reads a display list from UTF-8 JSON text.
    public init(json bytes: [UInt8]) throws(DisplayListError) {
        self = try DisplayList.decode(json: bytes)
    }

    /// Reads a display list from an already parsed JSON value.
    public init(jsonValue value: JSONValue) throws(DisplayListError) {
        do { self = try DisplayList(reader: JSONReader(value)) } catch { throw .invalid(error) }
    }

    init(reader r: JSONReader) throws(JSONDecodingError) {
        try r.allowOnly(Self.fileTable)
        var declared: Int?
        if let v = try r.optional("version") {
            let n = try v.int()
            guard DisplayList.supportedVersions.contains(n) else {
                throw v.fail(
                    "unsupported version \(n) (this build reads versions \(DisplayList.supportedVersions.map(String.init).joined(separator: " and ")))")
            }
            declared = n
        }
        let sizeReader = try r.required("size")
        let dims = try JSONCoding.numbers(sizeReader, count: 2)
        guard dims[0] > 0, dims[1] > 0 else {
            throw sizeReader.fail("width and height must be greater than 0, found [\(JSONValue.formatNumber(dims[0])), \(JSONValue.formatNumber(dims[1]))]")
        }
        let scale =
            try r.optional("scale").map { (s) throws(JSONDecodingError) -> Double in
                let v = try s.double(min: 0, max: 16)
                guard v > 0 else { throw s.fail("must be greater than 0") }
                return v
            } ?? 1
        let background = try r.optional("background").map { (c) throws(JSONDecodingError) in try JSONCoding.color(c) } ?? .white
        var commands: [DisplayCommand] = []
        // The open clips and layers, innermost last (true: a layer); each pop ends its own kind.
        var open: [Bool] = []
        for c in try r.required("commands").elements() {
            let command = try DisplayCommand(reader: c)
            if let declared, command.requiredVersion > declared {
                throw c.fail("\(command.name) with these keys needs version \(command.requiredVersion), but the list declares version \(declared)")
            }
            switch command {
            case .pushClip: open.append(false)
            case .pushLayer: open.append(true)
            case .popClip:
                guard open.last == false else {
                    throw JSONDecodingError(
                        path: c.path + ".popClip", message: open.isEmpty ? "no pushClip to pop" : "the innermost open pushLayer must end (popLayer) first")
                }
                open.removeLast()
            case .popLayer:
                guard open.last == true else {
                    throw JSONDecodingError(
                        path: c.path + ".popLayer", message: open.isEmpty ? "no pushLayer to pop" : "the innermost open pushClip must end (popClip) first")
                }
                open.removeLast()
            default: break
            }
            commands.append(command)
        }
        self.init(size: Size(width: dims[0], height: dims[1]), scale: scale, background: background, commands: commands)
    }

    /// The list as a JSON value in the documented format, declaring the lowest version that
    /// holds its commands (`requiredVersion`).
    public func jsonValue() -> JSONValue {
        .object([
            ("version", .number(Double(requiredVersion))),
            ("size", .array([.number(size.width), .number(size.height)])),
            ("scale", .number(scale)),
            ("background", .string(background.hexString)),
            ("commands", .array(commands.map { $0.jsonValue() })),
        ])
    }

    /// The list as JSON text in the documented format; `decode(json:)` reads it back unchanged.
    public func serialized(pretty: Bool = true) -> String { jsonValue().serialized(pretty: pretty) }
}

extension DisplayCommand {
    init(reader r: JSONReader) throws(JSONDecodingError) {
        let members = try r.members()
        guard members.count == 1, let (name, _) = members.first.map({ ($0.key, $0.value) }) else {
            throw r.fail(
                "expected an object with exactly one command key (fill, stroke, shadow, line, pushClip, popClip, glyphs, image, linearGradient, path, pushLayer, popLayer), found \(members.count) keys"
            )
        }
        let v = try r.required(name)
        DisplayList.commandTable.noteRead()
        if let table = DisplayList.commandTable(name) { try v.allowOnly(table) }
        switch name {
        case "fill":
            self = .fill(try JSONCoding.roundedRect(v), color: try JSONCoding.color(v.required("color")))
        case "stroke":
            self = .stroke(
                try JSONCoding.roundedRect(v), width: try v.required("width").double(min: 0),
                color: try JSONCoding.color(v.required("color")))
        case "shadow":
            let shape = try JSONCoding.roundedRect(v)
            let color = try JSONCoding.color(v.required("color"))
            let offset = try v.optional("offset").map { (o) throws(JSONDecodingError) in try JSONCoding.point(o) } ?? .zero
            let blur = try v.optional("blur")?.double(min: 0) ?? 0
            let spread = try v.optional("spread").map { (s) throws(JSONDecodingError) in try JSONCoding.finite(s) } ?? 0
            self = .shadow(shape, color: color, offset: offset, blur: blur, spread: spread)
        case "line":
            self = .line(
                from: try JSONCoding.point(v.required("from")), to: try JSONCoding.point(v.required("to")),
                width: try v.required("width").double(min: 0), color: try JSONCoding.color(v.required("color")))
        case "pushClip":
            self = .pushClip(try JSONCoding.roundedRect(v))
        case "popClip":
            self = .popClip
        case "pushLayer":
            self = .pushLayer(try JSONCoding.rect(v.required("rect")), opacity: try v.required("opacity").double(min: 0, max: 1))
        case "popLayer":
            self = .popLayer
        case "glyphs":
            let font = try v.required("font").string()
            guard !font.isEmpty else { throw try v.required("font").fail("must not be empty") }
            let size = try v.required("size").double(min: 0)
            let color = try JSONCoding.color(v.required("color"))
            let origin = try JSONCoding.point(v.required("origin"))
            var glyphs: [UInt32] = []
            for g in try v.required("glyphs").elements() { glyphs.append(UInt32(try g.int(min: 0, max: Int(UInt32.max)))) }
            let positionsReader = try v.required("positions")
            var positions: [Point] = []
            for p in try positionsReader.elements() { positions.append(try JSONCoding.point(p)) }
            guard positions.count == glyphs.count else {
                throw positionsReader.fail("expected one position per glyph (\(glyphs.count)), found \(positions.count)")
            }
            self = .glyphs(GlyphRun(font: font, size: size, color: color, origin: origin, glyphs: glyphs, positions: positions))
        case "image":
            let rect = try JSONCoding.rect(v.required("rect"))
            let source = try v.required("source").string()
            guard !source.isEmpty else { throw try v.required("source").fail("must not be empty") }
            let mode =
                try v.optional("contentMode").map { (m) throws(JSONDecodingError) in
                    ContentMode(rawValue: try m.oneOf(ContentMode.allCases.map(\.rawValue)))!
                } ?? .scaleToFill
            let tint = try v.optional("tint").map { (c) throws(JSONDecodingError) in try JSONCoding.color(c) }
            let mirrored = try v.optional("mirrored")?.bool() ?? false
            self = .image(rect: rect, source: source, contentMode: mode, tint: tint, mirrored: mirrored)
        case "linearGradient":
            let shape = try JSONCoding.roundedRect(v)
            let from = try JSONCoding.point(v.required("from"))
            let to = try JSONCoding.point(v.required("to"))
            let stopsReader = try v.required("stops")
            var stops: [GradientStop] = []
            for s in try stopsReader.elements() {
                let pair = try s.elements()
                guard pair.count == 2 else { throw s.fail("expected [location, color], found \(pair.count) elements") }
                let location = try pair[0].double(min: 0, max: 1)
                if let last = stops.last, location < last.location {
                    throw pair[0].fail(
                        "stop locations must not decrease, found \(JSONValue.formatNumber(location)) after \(JSONValue.formatNumber(last.location))")
                }
                stops.append(GradientStop(location: location, color: try JSONCoding.color(pair[1])))
            }
            guard !stops.isEmpty else { throw stopsReader.fail("expected at least one stop") }
            self = .linearGradient(shape, from: from, to: to, stops: stops)
        case "path":
            let path = try JSONCoding.path(v.required("d"))
            let color = try JSONCoding.color(v.required("color"))
            let rule =
                try v.optional("fillRule").map { (m) throws(JSONDecodingError) in
                    PathFillRule(rawValue: try m.oneOf(PathFillRule.allCases.map(\.rawValue)))!
                } ?? .nonZero
            self = .path(path, color: color, rule: rule)
        default:
            throw JSONDecodingError(
                path: r.path.isEmpty ? name : "\(r.path).\(name)",
                message:
                    "unknown command (expected one of: fill, stroke, shadow, line, pushClip, popClip, glyphs, image, linearGradient, path, pushLayer, popLayer)"
            )
        }
    }

    /// The command as a JSON value in the documented format.
    public func jsonValue() -> JSONValue {
        typealias Members = [(key: String, value: JSONValue)]
        func shape(_ s: RoundedRect) -> Members {
            var m: Members = [("rect", JSONCoding.value(s.rect))]
            if !s.radii.isZero {
                m.append(
                    (
                        "radii",
                        s.radii.isUniform
                            ? .number(s.radii.topLeft)
                            : .array([s.radii.topLeft, s.radii.topRight, s.radii.bottomRight, s.radii.bottomLeft].map { .number($0) })
                    ))
            }
            if s.corner != .circular { m.append(("corner", .string(s.corner.rawValue))) }
            return m
        }
        let body: Members
        switch self {
        case let .fill(s, color):
            body = shape(s) + [("color", .string(color.hexString))]
        case let .stroke(s, width, color):
            body = shape(s) + [("width", .number(width)), ("color", .string(color.hexString))]
        case let .shadow(s, color, offset, blur, spread):
            body =
                shape(s) + [
                    ("color", .string(color.hexString)), ("offset", JSONCoding.value(offset)),
                    ("blur", .number(blur)), ("spread", .number(spread)),
                ]
        case let .line(from, to, width, color):
            body = [
                ("from", JSONCoding.value(from)), ("to", JSONCoding.value(to)),
                ("width", .number(width)), ("color", .string(color.hexString)),
            ]
        case let .pushClip(s):
            body = shape(s)
        case .popClip:
            body = []
        case let .pushLayer(rect, opacity):
            body = [("rect", JSONCoding.value(rect)), ("opacity", .number(opacity))]
        case .popLayer:
            body = []
        case let .glyphs(run):
            body = [
                ("font", .string(run.font)), ("size", .number(run.size)), ("color", .string(run.color.hexString)),
                ("origin", JSONCoding.value(run.origin)), ("glyphs", .array(run.glyphs.map { .number(Double($0)) })),
                ("positions", .array(run.positions.map { JSONCoding.value($0) })),
            ]
        case let .image(rect, source, mode, tint, mirrored):
            var m: Members = [("rect", JSONCoding.value(rect)), ("source", .string(source)), ("contentMode", .string(mode.rawValue))]
            if let tint { m.append(("tint", .string(tint.hexString))) }
            if mirrored { m.append(("mirrored", .bool(true))) }
            body = m
        case let .path(path, color, rule):
            body = [("d", .string(JSONCoding.pathData(path))), ("color", .string(color.hexString)), ("fillRule", .string(rule.rawValue))]
        case let .linearGradient(s, from, to, stops):
            body =
                shape(s) + [
                    ("from", JSONCoding.value(from)), ("to", JSONCoding.value(to)),
                    ("stops", .array(stops.map { .array([.number($0.location), .string($0.color.hexString)]) })),
                ]
        }
        return .object([(name, .object(body))])
    }
}

/// Readers and writers of the small value types the format shares.
enum JSONCoding {
    static func finite(_ r: JSONReader) throws(JSONDecodingError) -> Double {
        let d = try r.double()
        guard d.isFinite else { throw r.fail("must be a finite number") }
        return d
    }

    static func numbers(_ r: JSONReader, count: Int) throws(JSONDecodingError) -> [Double] {
        let items = try r.elements()
        guard items.count == count else { throw r.fail("expected \(count) numbers, found \(items.count) elements") }
        var out: [Double] = []
        for i in items { out.append(try finite(i)) }
        return out
    }

    static func point(_ r: JSONReader) throws(JSONDecodingError) -> Point {
        let n = try numbers(r, count: 2)
        return Point(x: n[0], y: n[1])
    }

    static func rect(_ r: JSONReader) throws(JSONDecodingError) -> Rect {
        let items = try r.elements()
        guard items.count == 4 else { throw r.fail("expected [x, y, width, height], found \(items.count) elements") }
        let x = try finite(items[0]), y = try finite(items[1])
        let w = try items[2].double(min: 0), h = try items[3].double(min: 0)
        return Rect(x: x, y: y, width: w, height: h)
    }

    static func cornerRadii(_ r: JSONReader) throws(JSONDecodingError) -> CornerRadii {
        if case .number = r.value { return CornerRadii(all: try r.double(min: 0)) }
        let items = try r.elements()
        guard items.count == 4 else {
            throw r.fail("expected one number or [topLeft, topRight, bottomRight, bottomLeft], found \(items.count) elements")
        }
        return CornerRadii(
            topLeft: try items[0].double(min: 0), topRight: try items[1].double(min: 0),
            bottomRight: try items[2].double(min: 0), bottomLeft: try items[3].double(min: 0))
    }

    static func roundedRect(_ r: JSONReader) throws(JSONDecodingError) -> RoundedRect {
        let rect = try rect(r.required("rect"))
        let radii = try r.optional("radii").map { (v) throws(JSONDecodingError) in try cornerRadii(v) } ?? CornerRadii.zero
        let corner =
            try r.optional("corner").map { (c) throws(JSONDecodingError) in
                CornerCurve(rawValue: try c.oneOf(["circular", "continuous"]))!
            } ?? .circular
        return RoundedRect(rect: rect, radii: radii, corner: corner)
    }

    static func color(_ r: JSONReader) throws(JSONDecodingError) -> Color {
        let s = try r.string()
        guard let c = Color(hex: s) else { throw r.fail("expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(s)\"") }
        return c
    }

    /// Reads SVG-style path data with absolute commands only: `M x y`, `L x y`,
    /// `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`; numbers separated by spaces or commas.
    static func path(_ r: JSONReader) throws(JSONDecodingError) -> Path {
        let text = try r.string()
        var tokens: [Substring] = []
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == " " || c == "," || c == "\n" || c == "\t" { i = text.index(after: i); continue }
            if "MLQCZ".contains(c) { tokens.append(text[i...i]); i = text.index(after: i); continue }
            var j = i
            while j < text.endIndex, !" ,\n\tMLQCZ".contains(text[j]) { j = text.index(after: j) }
            tokens.append(text[i..<j]); i = j
        }
        var path = Path()
        var k = 0
        var command: Character?
        func number() throws(JSONDecodingError) -> Double {
            guard k < tokens.count, let d = Double(String(tokens[k])), d.isFinite else {
                let found = k < tokens.count ? "\"\(tokens[k])\"" : "the end"
                throw r.fail("path data: expected a finite number after \(command.map(String.init) ?? "?") (token \(k)), found \(found)")
            }
            k += 1
            return d
        }
        func point() throws(JSONDecodingError) -> Point { let x = try number(); return Point(x: x, y: try number()) }
        var started = false
        while k < tokens.count {
            let t = tokens[k]
            guard t.count == 1, let c = t.first, "MLQCZ".contains(c) else {
                throw r.fail("path data: expected a command (M, L, Q, C or Z) at token \(k), found \"\(t)\"")
            }
            command = c; k += 1
            if c != "M", !started { throw r.fail("path data: must start with M, found \(c) at token \(k - 1)") }
            switch c {
            case "M": path.move(to: try point()); started = true
            case "L": path.line(to: try point())
            case "Q": let c1 = try point(); path.quad(to: try point(), control: c1)
            case "C": let c1 = try point(), c2 = try point(); path.cubic(to: try point(), control1: c1, control2: c2)
            default: path.close()
            }
        }
        return path
    }

    /// Path data in the form `path(_:)` reads.
    static func pathData(_ path: Path) -> String {
        func n(_ v: Double) -> String { JSONValue.formatNumber(v) }
        func p(_ q: Point) -> String { "\(n(q.x)) \(n(q.y))" }
        return path.elements.map { e -> String in
            switch e {
            case .move(let q): return "M \(p(q))"
            case .line(let q): return "L \(p(q))"
            case .quad(let c, let q): return "Q \(p(c)) \(p(q))"
            case .cubic(let c1, let c2, let q): return "C \(p(c1)) \(p(c2)) \(p(q))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    static func value(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    static func value(_ r: Rect) -> JSONValue {
        .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }
}
