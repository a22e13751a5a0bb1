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
        /// Notes that do not fail the check (an ignore rule naming no element).
        public var diagnostics: [String] = []
        /// The comparator the golden was checked with.
        public var comparator: ImageComparator = .exact
    }

    public var renderer: SceneRenderer
    public var artifactsDirectory: String

    /// How goldens are compared unless a scene says otherwise (its `"compare"` key); a scene's
    /// `"ignore"` rules are added to either.
    public var comparator: ImageComparator

    public init(renderer: SceneRenderer, artifactsDirectory: String, comparator: ImageComparator = .exact) {
        self.renderer = renderer; self.artifactsDirectory = artifactsDirectory; self.comparator = comparator
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
            var entry: Entry
            do {
                let bitmap: Bitmap
                var comparator = self.comparator
                var scale = 1.0
                var diagnostics: [String] = []
                switch try GoldenDocument.load(path: path) {
                case .scene(let scene):
                    let rendered = try renderer.render(scene, baseDirectory: FileIO.parentDirectory(of: path))
                    bitmap = rendered.bitmap
                    comparator = scene.comparator ?? comparator
                    comparator.ignore += scene.ignore
                    (comparator, diagnostics) = comparator.resolvingIgnores(in: rendered.layout)
                    scale = scene.traits.scale
                case .displayList(let list):
                    bitmap = try renderer.rasterize(list, baseDirectory: FileIO.parentDirectory(of: path), file: path)
                    scale = list.scale
                }
                store.recordHint = "write it with `galley record \(path)`"
                let diffing = Diffing<Bitmap>.image(comparator: comparator, scale: scale, pixelLimit: renderer.pixelLimit)
                switch store.check(bitmap, goldenPath: GoldenDocument.goldenPath(for: path), diffing: diffing,
                                   artifactName: Self.artifactName(for: path)) {
                case .matched: entry = Entry(path: path, status: .passed, message: nil, artifacts: [])
                case let .failed(message, written): entry = Entry(path: path, status: .failed, message: message, artifacts: written)
                case let .unreadableGolden(message, written):
                    entry = Entry(path: path, status: .inputError, message: message, artifacts: written)
                case let .recorded(p, _): entry = Entry(path: path, status: .failed, message: "unexpectedly recorded \(p)", artifacts: [])
                }
                entry.diagnostics = diagnostics
                entry.comparator = comparator
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
