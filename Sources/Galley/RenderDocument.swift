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

    /// Draws the document read from `path` (image sources are relative to its folder): a scene is
    /// rendered, a display list rasterized. The one place either kind is drawn from a file.
    public func render(with renderer: SceneRenderer, path: String) throws(RenderError) -> RenderedDocument {
        let base = FileIO.parentDirectory(of: path)
        switch self {
        case .scene(let scene): return .scene(scene, try renderer.render(scene, baseDirectory: base))
        case .displayList(let list): return .displayList(list, try renderer.rasterize(list, baseDirectory: base, file: path))
        }
    }

    /// Reads the scene or display list at `path` and draws it.
    public static func render(path: String, with renderer: SceneRenderer) throws(RenderError) -> RenderedDocument {
        try load(path: path).render(with: renderer, path: path)
    }
}

/// A scene or display list file, drawn: the scene with its rendering (layout, display list,
/// diagnostics), or the display list with its bitmap.
public enum RenderedDocument: Sendable {
    case scene(Scene, RenderedScene)
    case displayList(DisplayList, Bitmap)

    public var bitmap: Bitmap {
        switch self {
        case .scene(_, let rendered): return rendered.bitmap
        case .displayList(_, let bitmap): return bitmap
        }
    }

    /// The display list that was drawn: the scene's, or the document itself.
    public var displayList: DisplayList {
        switch self {
        case .scene(_, let rendered): return rendered.displayList
        case .displayList(let list, _): return list
        }
    }
}

extension SceneRenderer {
    /// Reads a scene or display list file and renders it; errors name the file and the place in it.
    public func renderDocument(at path: String) throws(RenderError) -> Bitmap {
        try RenderDocument.render(path: path, with: self).bitmap
    }
}
