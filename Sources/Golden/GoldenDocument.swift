import Galley
import Support

/// A file under `Goldens/` that renders to a PNG — a scene or a display list — with its golden
/// policy (a scene's `"compare"` and `"ignore"`; a display list has none), read from one parse.
public struct GoldenDocument: Sendable {
    public var document: RenderDocument
    public var policy: GoldenPolicy

    public init(_ document: RenderDocument, policy: GoldenPolicy = .none) {
        self.document = document; self.policy = policy
    }

    /// Reads and parses a scene or display list file and its policy.
    public static func load(path: String) throws(RenderError) -> GoldenDocument {
        let value = try RenderDocument.parse(path: path)
        let document = try RenderDocument.decode(value, path: path)
        guard case .scene = document else { return GoldenDocument(document) }
        do { return GoldenDocument(document, policy: try GoldenPolicy(scene: JSONReader(value))) } catch {
            throw .scene(.invalid(file: path, error))
        }
    }

    /// The golden PNG beside a document: `a/b.json` → `a/b.png`.
    public static func goldenPath(for documentPath: String) -> String {
        (documentPath.hasSuffix(".json") ? String(documentPath.dropLast(5)) : documentPath) + ".png"
    }
}
