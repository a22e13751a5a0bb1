import Raster
import Support

/// A file that renders to a PNG: a scene, or a display list (raster goldens).
/// Told apart by content: a display list has `commands`, a scene has `sections`.
public enum RenderDocument: Sendable {
    case scene(Scene)
    case displayList(DisplayList)

    /// Reads and parses a scene or display list file.
    public static func load(path: String) throws(RenderError) -> RenderDocument {
        try decode(try parse(path: path), path: path)
    }

    /// The file's JSON, for readers of keys beside the document's own (the golden layer's policy).
    public static func parse(path: String) throws(RenderError) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: Scene.maxFileBytes) } catch { throw .file(error) }
        do { return try JSONValue.parse(bytes) } catch { throw .scene(.syntax(file: path, error)) }
    }

    /// The document in `value`, read from `path` (named in errors; images resolve from its folder).
    public static func decode(_ value: JSONValue, path: String) throws(RenderError) -> RenderDocument {
        if value["commands"] != nil {
            do { return .displayList(try DisplayList(jsonValue: value)) } catch { throw .displayList(file: path, error) }
        }
        do {
            var scene = try Scene.decode(JSONReader(value), directory: FileIO.parentDirectory(of: path), registry: .standard)
            scene.file = path
            return .scene(scene)
        } catch { throw .scene(.invalid(file: error.file ?? path, error.error)) }
    }
}
