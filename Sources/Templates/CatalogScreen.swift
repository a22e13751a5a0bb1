import Galley
import Support

/// One screen of the catalog: a name, what it shows, and how to build its scene for a set of traits.
///
/// Catalog screens build their scenes as version 2 scene JSON (`JSONValue`) and parse that with the scene
/// reader, so every screen is also a scene file (`galley gallery --scenes` writes them) and goes
/// through exactly the checks a user's file does. The target imports `Galley` (for `Scene`), which
/// sits one layer above the `Content, Layout, Diffable` ARCHITECTURE lists: a catalog of *scenes*
/// cannot live below the type it produces, and nothing below imports it (only the `galley` tool).
public struct CatalogScreen: Sendable {
    /// A stable identifier, used in file names and `--templates` (`documentFeed`, `condensed.articles`).
    public let name: String
    /// What the screen shows, for the contact sheet.
    public let summary: String
    /// The scene JSON for `traits`; `design` names a design file (absolute path) or is nil for the default.
    public let makeJSON: @Sendable (_ traits: Traits, _ design: String?) -> JSONValue

    public init(name: String, summary: String, makeJSON: @escaping @Sendable (_ traits: Traits, _ design: String?) -> JSONValue) {
        self.name = name; self.summary = summary; self.makeJSON = makeJSON
    }

    /// The scene JSON text for `traits` (pretty, stable: the same traits give the same bytes).
    public func sceneJSON(_ traits: Traits, design: String? = nil) -> String { makeJSON(traits, design).serialized(pretty: true) }

    /// The scene for `traits`. `file` names the scene in errors and is the directory images resolve from;
    /// `registry` knows the content kinds and templates the screen names (a team's own as well).
    public func scene(
        _ traits: Traits, design: String? = nil, file: String? = nil, registry: ContentRegistry = .standard
    ) throws(SceneError) -> Scene {
        try Scene(json: Array(sceneJSON(traits, design: design).utf8), file: file ?? "\(name).json", registry: registry)
    }
}

// A small builder for scene JSON: object keys keep the order written (stable output).
enum J {
    static func obj(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(pairs.map { (key: $0.0, value: $0.1) }) }
    static func s(_ v: String) -> JSONValue { .string(v) }
    static func n(_ v: Double) -> JSONValue { .number(v) }
    static func b(_ v: Bool) -> JSONValue { .bool(v) }
    static func arr(_ v: [JSONValue]) -> JSONValue { .array(v) }
    static func strings(_ v: [String]) -> JSONValue { .array(v.map(JSONValue.string)) }
}

extension Traits {
    /// The scene JSON `traits` object.
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("width", J.n(width))]
        if let height { pairs.append(("height", J.n(height))) }
        pairs += [
            ("scale", J.n(scale)), ("layoutDirection", J.s(layoutDirection.rawValue)),
            ("userInterfaceStyle", J.s(userInterfaceStyle.rawValue)),
            ("preferredContentSizeCategory", J.s(preferredContentSizeCategory.rawValue)),
        ]
        return J.obj(pairs)
    }
}

/// A section of a template scene.
struct SectionSpec {
    var id: String
    var header: String? = nil
    var headerKind: String? = nil
    var footer: String? = nil
    var layout: JSONValue? = nil
    /// The section's native ads (`"ads"`), on a template that takes them.
    var ads: JSONValue? = nil
    var clearBackground = false
    var hideSeparators = false
    var items: [JSONValue]

    var json: JSONValue {
        var p: [(String, JSONValue)] = [("id", J.s(id))]
        if let header { p.append(("header", J.s(header))) }
        if let headerKind { p.append(("headerKind", J.s(headerKind))) }
        if let footer { p.append(("footer", J.s(footer))) }
        if let layout { p.append(("layout", layout)) }
        if let ads { p.append(("ads", ads)) }
        if clearBackground { p.append(("background", J.obj([("color", J.s("clear"))]))) }
        if hideSeparators { p.append(("separators", J.obj([("visible", J.b(false))]))) }
        p.append(("items", J.arr(items)))
        return J.obj(p)
    }
}

/// A whole scene: traits, design, list appearance and sections.
func sceneJSON(_ traits: Traits, design: String?, appearance: String, sections: [SectionSpec]) -> JSONValue {
    var p: [(String, JSONValue)] = [("version", J.n(2)), ("traits", traits.json), ("list", J.obj([("appearance", J.s(appearance))]))]
    if let design { p.append(("design", J.s(design))) }
    p.append(("sections", J.arr(sections.map(\.json))))
    return J.obj(p)
}

/// An item: `id`, `kind`, then its keys in order.
func item(_ id: String, _ kind: String, _ keys: [(String, JSONValue)]) -> JSONValue {
    J.obj([("id", J.s(id)), ("kind", J.s(kind))] + keys)
}
