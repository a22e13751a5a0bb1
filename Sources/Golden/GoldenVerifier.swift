import Galley
import Raster
import Support

/// Re-renders every scene and display list (`*.json`) under some directories and compares each
/// with the PNG beside it — what `galley verify` runs. Never writes a golden.
public struct GoldenVerifier: Sendable {
    public struct Entry: Sendable {
        public enum Status: Sendable, Equatable { case passed, failed, inputError }
        public var path: String
        public var status: Status
        public var message: String?
        public var artifacts: [String]
    }

    public var renderer: SceneRenderer
    public var artifactsDirectory: String

    public init(renderer: SceneRenderer, artifactsDirectory: String) {
        self.renderer = renderer; self.artifactsDirectory = artifactsDirectory
    }

    /// The documents under `roots`: each directory's `*.json` files, sorted; a root that is a
    /// file is itself a document.
    public static func documents(under roots: [String]) throws(FileError) -> [String] {
        var files: [String] = []
        for r in roots { files += FileIO.isDirectory(r) ? try FileIO.walk(r, suffix: ".json") : [r] }
        return files
    }

    /// Checks one document; `progress` hears each result as it comes.
    public func verify(_ paths: [String], progress: (Entry) -> Void = { _ in }) -> [Entry] {
        var store = GoldenStore(artifactsDirectory: artifactsDirectory, recordMode: .never,
                                readOnlyReason: "verify never records")
        var out: [Entry] = []
        for path in paths {
            let entry: Entry
            do {
                let bitmap = try renderer.renderDocument(at: path)
                store.recordHint = "write it with `galley record \(path)`"
                switch store.check(bitmap, goldenPath: GoldenDocument.goldenPath(for: path), diffing: .image(pixelLimit: renderer.pixelLimit),
                                   artifactName: Self.artifactName(for: path)) {
                case .matched: entry = Entry(path: path, status: .passed, message: nil, artifacts: [])
                case let .failed(message, written): entry = Entry(path: path, status: .failed, message: message, artifacts: written)
                case let .unreadableGolden(message, written):
                    entry = Entry(path: path, status: .inputError, message: message, artifacts: written)
                case let .recorded(p, _): entry = Entry(path: path, status: .failed, message: "unexpectedly recorded \(p)", artifacts: [])
                }
            } catch {
                entry = Entry(path: path, status: .inputError, message: error.description, artifacts: [])
            }
            progress(entry)
            out.append(entry)
        }
        return out
    }

    /// `Goldens/lists/settings.json` → `lists/settings` (artifacts mirror the golden tree).
    public static func artifactName(for path: String) -> String {
        var p = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        if p.hasPrefix("./") { p.removeFirst(2) }
        if let r = p.range(of: "Goldens/") { p = String(p[r.upperBound...]) }
        while p.hasPrefix("/") { p.removeFirst() }
        return p
    }
}
