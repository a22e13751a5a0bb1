import Content
import Galley

// Scenes written as JSON text inside tests, loaded exactly as a scene file is: the one builder
// every suite uses, so none keeps its own copy of the conversion, the file name or the wrapper.

extension Scene {
    /// The scene the JSON text `json` loads to; errors name `file`, as they would a scene file's.
    public init(text json: String, file: String = "scene", registry: ContentRegistry = .standard) throws(SceneError) {
        try self.init(json: Array(json.utf8), file: file, registry: registry)
    }

    /// A scene document of version `version` around `sections` (a JSON array, as text): `traits`
    /// and `members` are JSON text too (the traits object's members, and further top-level
    /// members such as `"list": {…}`), omitted when nil.
    public static func document(version: Int = 2, traits: String? = nil, _ members: String? = nil, sections: String) -> String {
        var parts = [#""version": \#(version)"#]
        if let traits { parts.append(#""traits": {\#(traits)}"#) }
        if let members { parts.append(members) }
        parts.append(#""sections": \#(sections)"#)
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

/// The error the JSON text `json` is refused with (its one-line description), or nil when it loads.
public func sceneLoadError(_ json: String, file: String = "s.json") -> String? {
    do { _ = try Scene(text: json, file: file); return nil } catch { return error.description }
}
