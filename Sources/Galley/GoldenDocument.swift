import Raster
import Support

/// A file under `Goldens/` that renders to a PNG: a scene, or a display list (raster goldens).
/// Told apart by content: a display list has `commands`, a scene has `sections`.
public enum GoldenDocument: Sendable {
    case scene(Scene)
    case displayList(DisplayList)

    /// Reads and parses a scene or display list file.
    public static func load(path: String) throws(RenderError) -> GoldenDocument {
        let bytes: [UInt8]
        do { bytes = try FileIO.read(path, maxBytes: Scene.maxFileBytes) } catch { throw .file(error) }
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { throw .scene(.syntax(file: path, error)) }
        if value["commands"] != nil {
            do { return .displayList(try DisplayList(jsonValue: value)) } catch { throw .displayList(file: path, error) }
        }
        do {
            var scene = try Scene.decode(JSONReader(value), directory: FileIO.parentDirectory(of: path), registry: .standard)
            scene.file = path
            return .scene(scene)
        } catch { throw .scene(.invalid(file: error.file ?? path, error.error)) }
    }

    /// The golden PNG beside a document: `a/b.json` → `a/b.png`.
    public static func goldenPath(for documentPath: String) -> String {
        (documentPath.hasSuffix(".json") ? String(documentPath.dropLast(5)) : documentPath) + ".png"
    }
}
