import Support
import Typesetting

/// Which token fills which design key: `"colors.label": "color.text.primary"`. A mapping file is a
/// JSON object of design keys to token paths (with or without braces); `"$defaults": false` turns
/// the default mapping off for keys the file does not name.
///
/// The design keys: `colors.<name>` (a colour; a new name adds it to the palette),
/// `typography.<style>` (a typography token) and `typography.<style>.size|leading|family|weight`,
/// `spacing.padding|interItem|interSection`, `spacing.layoutMargins.top|leading|bottom|trailing`,
/// `shapes.radii.<role>` (a dimension), `shadows.<role>` (a shadow), `borders.<role>` (a border)
/// and `borders.<role>.width` (a dimension).
public struct DesignTokenMapping: Sendable {
    /// Design key → token path, as the file lists them.
    public var entries: [(designKey: String, tokenPath: String)] = []
    /// Whether keys the file does not name are looked up by the default mapping.
    public var usesDefaults = true
    /// The mapping file, for messages ("" for the default mapping).
    public var file = ""

    public init() {}

    /// The default mapping alone.
    public static let `default` = DesignTokenMapping()

    /// Reads a mapping file; a design key the model lacks is an error naming it.
    public static func load(path: String) throws(DesignTokenError) -> DesignTokenMapping {
        try DesignTokenMapping(json: DesignTokenFiles.read(path), file: path)
    }

    public init(json: JSONValue, file: String) throws(DesignTokenError) {
        self.file = file
        guard case .object(let members) = json else {
            throw DesignTokenError(.invalidMapping, file: file, path: "", "a mapping is an object of design keys to token paths, found \(json.kindDescription)")
        }
        for (key, value) in members {
            if key == "$schema" || key == "$description" { continue }
            if key == "$defaults" {
                guard case .bool(let b) = value else { throw DesignTokenError(.invalidMapping, file: file, path: key, "expected true or false") }
                usesDefaults = b
                continue
            }
            guard DesignKey(key) != nil else {
                throw DesignTokenError(.unknownDesignKey, file: file, path: key, "the design model has no key \"\(key)\" (\(DesignKey.forms))")
            }
            guard case .string(var path) = value, !path.isEmpty else {
                throw DesignTokenError(
                    .invalidMapping, file: file, path: key, "expected a token path like \"color.text.primary\", found \(value.kindDescription)")
            }
            if let inner = Resolution.wholeAlias(path) { path = inner }
            entries.append((key, path))
        }
    }
}

extension DesignTokenMapping {
    /// The mapping file as JSON Schema (`galley schema tokens-map`): the design key forms the
    /// reader accepts (`DesignKey`), each mapped to a token path.
    public static var jsonSchema: JSONValue {
        return .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://galley.dev/schemas/tokens-map.json")),
            ("title", .string("Galley design token mapping")),
            ("description", .string("Design keys to token paths for `galley design import --map` (Content catalog, Design tokens).")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", .string("string")), ("description", .string("the JSON Schema this file follows (for editors)"))])),
                    ("$description", .object([("type", .string("string")), ("description", .string("what the mapping is for"))])),
                    (
                        "$defaults",
                        .object([("type", .string("boolean")), ("description", .string("false: keys the file does not name keep their built-in values"))])
                    ),
                ])
            ),
            ("patternProperties", .object(DesignKey.patterns.map { ($0.pattern, tokenPath($0.summary)) })),
            ("additionalProperties", .bool(false)),
        ])
    }

    static func tokenPath(_ summary: String) -> JSONValue {
        .object([
            ("type", .string("string")), ("minLength", .number(1)),
            ("description", .string(summary + ": a token path like \"color.text.primary\" (or \"{color.text.primary}\")")),
        ])
    }
}

/// A design key a token can fill.
enum DesignKey: Hashable {
    case color(String)
    case textStyle(TextStyle, field: String?)
    case spacing(String)
    case margin(String)
    case radius(String)
    case shadow(String)
    case border(String, widthOnly: Bool)

    static let forms =
        "design keys are colors.<name>, typography.<style>[.size|.leading|.family|.weight], spacing.padding|interItem|interSection, spacing.layoutMargins.top|leading|bottom|trailing, shapes.radii.<role>, shadows.<role>, borders.<role>[.width]"

    static let spacingFields = ["padding", "interItem", "interSection"]
    static let marginFields = ["top", "leading", "bottom", "trailing"]
    static let textStyleFields = ["size", "leading", "family", "weight"]

    /// The key forms as regular expressions (JSON Schema `patternProperties`), from the same
    /// lists `init?(_:)` reads.
    static var patterns: [(pattern: String, summary: String)] {
        let styles = TextStyle.allCases.map(\.rawValue).joined(separator: "|")
        return [
            (#"^colors\.[^#.][^.]*$"#, "a palette colour (a color token); a new name adds it to the palette"),
            ("^typography\\.(\(styles))$", "a text style (a typography token)"),
            ("^typography\\.(\(styles))\\.(\(textStyleFields.joined(separator: "|")))$", "one property of a text style"),
            ("^spacing\\.(\(spacingFields.joined(separator: "|")))$", "a spacing value (a dimension token)"),
            ("^spacing\\.layoutMargins\\.(\(marginFields.joined(separator: "|")))$", "a layout margin (a dimension token)"),
            (#"^shapes\.radii\.[^.]+$"#, "a corner radius by shape role (a dimension token)"),
            (#"^shadows\.[^.]+$"#, "a shadow by shape role (a shadow token)"),
            (#"^borders\.[^.]+$"#, "a border by shape role (a border token)"),
            (#"^borders\.[^.]+\.width$"#, "a border's width (a dimension token)"),
        ]
    }

    init?(_ key: String) {
        let p = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard p.count >= 2, !p.contains(where: \.isEmpty) else { return nil }
        switch (p[0], p.count) {
        case ("colors", 2) where !p[1].hasPrefix("#"): self = .color(p[1])
        case ("typography", 2), ("typography", 3):
            guard let s = TextStyle(rawValue: p[1]) else { return nil }
            if p.count == 3 { guard Self.textStyleFields.contains(p[2]) else { return nil } }
            self = .textStyle(s, field: p.count == 3 ? p[2] : nil)
        case ("spacing", 2) where Self.spacingFields.contains(p[1]): self = .spacing(p[1])
        case ("spacing", 3) where p[1] == "layoutMargins" && Self.marginFields.contains(p[2]): self = .margin(p[2])
        case ("shapes", 3) where p[1] == "radii": self = .radius(p[2])
        case ("shadows", 2): self = .shadow(p[1])
        case ("borders", 2): self = .border(p[1], widthOnly: false)
        case ("borders", 3) where p[2] == "width": self = .border(p[1], widthOnly: true)
        default: return nil
        }
    }

    /// The token types that can fill the key.
    var accepts: [DesignTokenType] {
        switch self {
        case .color: return [.color]
        case .textStyle(_, let field):
            switch field {
            case nil: return [.typography]
            case "family"?: return [.fontFamily]
            case "weight"?: return [.fontWeight]
            default: return [.dimension, .number]
            }
        case .spacing, .margin, .radius: return [.dimension, .number]
        case .shadow: return [.shadow]
        case .border(_, let w): return w ? [.dimension, .number] : [.border]
        }
    }

    /// `largeTitle` → `large-title`.
    static func kebab(_ s: String) -> String {
        var out = ""
        for c in s {
            if c.isUppercase {
                out += "-" + c.lowercased()
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// Semantic token names of common design systems for UIKit's colours (the documented default).
    static let semanticColors: [String: [String]] = [
        "label": ["color.text.primary", "color.text.default", "color.foreground.default", "color.fg.default"],
        "secondaryLabel": ["color.text.secondary", "color.text.muted", "color.fg.muted"],
        "tertiaryLabel": ["color.text.tertiary", "color.text.subtle", "color.fg.subtle"],
        "placeholderText": ["color.text.placeholder"],
        "link": ["color.text.link", "color.link"],
        "tint": ["color.accent", "color.primary", "color.brand.primary", "color.action.primary", "color.accent.default"],
        "systemBackground": ["color.background.primary", "color.background.default", "color.bg.default", "color.surface.default", "color.background"],
        "secondarySystemBackground": ["color.background.secondary", "color.bg.subtle", "color.surface.secondary"],
        "tertiarySystemBackground": ["color.background.tertiary"],
        "systemGroupedBackground": ["color.background.grouped", "color.canvas.default"],
        "secondarySystemGroupedBackground": ["color.background.groupedSecondary", "color.surface.raised"],
        "separator": ["color.separator", "color.border.default", "color.border.subtle"],
        "opaqueSeparator": ["color.border.opaque"],
        "systemRed": ["color.danger", "color.error", "color.status.error"],
        "systemGreen": ["color.success", "color.status.success"],
        "systemOrange": ["color.warning", "color.status.warning"],
    ]

    /// The token paths the default mapping tries for this key, in order.
    var defaultCandidates: [String] {
        switch self {
        case .color(let n): return ["color.\(n)", "colors.\(n)"] + (Self.semanticColors[n] ?? [])
        case .textStyle(let s, let field):
            let names = Set([s.rawValue, Self.kebab(s.rawValue)]).sorted()
            let bases = ["typography", "type", "font", "text"].flatMap { g in names.map { "\(g).\($0)" } }
            guard let field else { return bases }
            let f = ["size": ["fontSize", "size"], "leading": ["lineHeight", "leading"], "family": ["fontFamily"], "weight": ["fontWeight"]][field]!
            return bases.flatMap { b in f.map { "\(b).\($0)" } }
        case .spacing(let f): return ["spacing.\(f)", "space.\(f)", "spacing.\(Self.kebab(f))", "space.\(Self.kebab(f))"]
        case .margin(let f): return ["spacing.layoutMargins.\(f)", "spacing.layout-margins.\(f)"]
        case .radius(let r): return ["radius.\(r)", "radii.\(r)", "borderRadius.\(r)", "border-radius.\(r)", "shape.radius.\(r)"]
        case .shadow(let r): return ["shadow.\(r)", "shadows.\(r)", "elevation.\(r)", "boxShadow.\(r)"]
        case .border(let r, let w): return w ? ["border.\(r).width", "borderWidth.\(r)"] : ["border.\(r)", "borders.\(r)"]
        }
    }
}
