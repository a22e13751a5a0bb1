import Galley
import Golden
import Raster
import Support

/// Re-renders every scene and display list (`*.json`) under some directories and compares each
/// with the PNG beside it — what `galley verify` runs. Writes a golden only when `recordMode`
/// says so and the run is not read-only (never on CI; `galley verify` is `never` by default).
public struct GoldenVerifier: Sendable {
    public var renderer: SceneRenderer
    public var artifactsDirectory: String

    /// How goldens are compared unless a scene says otherwise (its `"compare"` key); a scene's
    /// `"ignore"` rules are added to either.
    public var comparator: ImageComparator
    /// When goldens are written (`galley verify --record MODE`); `never` by default.
    public var recordMode: SnapshotRecordMode = .never
    /// Set (on CI) to forbid writing goldens whatever `recordMode` says.
    public var readOnlyReason: String?
    /// The fonts the renderer draws with, for the fingerprint (nil: the bundled `Fonts/`).
    public var fontsDirectory: String?
    /// Where baselines come from instead of the PNG beside each document (`verify --baseline REV`).
    public var baseline: GoldenBaseline?

    public init(renderer: SceneRenderer, artifactsDirectory: String, comparator: ImageComparator = .exact) {
        self.renderer = renderer; self.artifactsDirectory = artifactsDirectory; self.comparator = comparator
    }

    /// Documents are scenes and display lists; sidecars and results are not.
    static func isDocument(_ path: String) -> Bool {
        path.hasSuffix(".json") && !path.hasSuffix("/" + RunResults.fileName)
    }

    /// The documents under `roots`: each directory's `*.json` files, sorted; a root that is a
    /// file is itself a document.
    public static func documents(under roots: [String]) throws(FileError) -> [String] {
        var files: [String] = []
        for r in roots { files += FileIO.isDirectory(r) ? try FileIO.walk(r, suffix: ".json").filter(isDocument) : [r] }
        return files
    }

    /// Checks `paths` on `jobs` threads (at least 1); results come back in the order of `paths`,
    /// and `progress` hears each as it finishes (one at a time) with the number done so far.
    public func check(_ paths: [String], jobs: Int = 1, progress: @Sendable (GoldenResult, Int) -> Void = { _, _ in }) -> [GoldenResult] {
        let fingerprint = fontsDirectory.map { RendererFingerprint.current(fontsDirectory: $0) } ?? RendererFingerprint.current()
        return WorkerPool(jobs: jobs).map(paths.count, finished: progress) { i in self.checkOne(paths[i], fingerprint: fingerprint) }
            .map { $0! }
    }

    func checkOne(_ path: String, fingerprint: RendererFingerprint?) -> GoldenResult {
        let name = Self.artifactName(for: path)
        let golden = GoldenDocument.goldenPath(for: path)
        let start = Platform.monotonicNanoseconds()
        var store = GoldenStore(
            artifactsDirectory: artifactsDirectory, recordMode: recordMode,
            readOnlyReason: readOnlyReason ?? (recordMode == .never ? "verify never records" : nil))
        store.recordHint = "write it with `galley record \(path)` or `galley verify --record missing`"
        var result: GoldenResult
        do {
            // With a baseline, the files the render reads are recorded: when each is the same at
            // the revision, the baseline would draw these very pixels and is not rendered.
            let (snap, reads) = try FileIO.recordingReads { () throws(RenderError) in try snapshot(path) }
            guard let baseline else {
                result = store.checkImage(snap, goldenPath: golden, name: name, source: path, fingerprint: fingerprint)
                result.seconds = Double(Platform.monotonicNanoseconds() - start) / 1e9
                return result
            }
            let expected: GoldenBaseline.Expected
            do { expected = try baseline.expected(path, reads) } catch {
                var r = GoldenResult(name: name, golden: golden, source: path, status: .error)
                r.message = "the baseline at \(baseline.revision) did not render: \(error)"
                return r
            }
            switch expected {
            case .absent:
                result = store.checkImage(
                    snap, goldenPath: artifactsDirectory + "/.baseline-absent/" + name + ".png", name: name, source: path,
                    fingerprint: fingerprint)
                result.message = "new scene: \(path) is not in \(baseline.revision) (no baseline to compare with)"
            case .unchanged:
                result = store.checkImage(
                    snap, goldenPath: golden, name: name, source: path, fingerprint: fingerprint, expected: ExpectedImage(bitmap: snap.bitmap))
            case .image(let image):
                result = store.checkImage(snap, goldenPath: golden, name: name, source: path, fingerprint: fingerprint, expected: image)
                if result.status == .failed {
                    result.message += " (baseline: \(path) as it is at \(baseline.revision), rendered by this build)"
                }
            }
            result.golden = golden
        } catch {
            result = GoldenResult(name: name, golden: golden, source: path, status: .error)
            result.message = error.description
            result.fingerprint = fingerprint
        }
        result.seconds = Double(Platform.monotonicNanoseconds() - start) / 1e9
        return result
    }

    /// Renders a document as a snapshot with its comparator (the document's policy over the run's).
    func snapshot(_ path: String) throws(RenderError) -> ImageSnapshot {
        let document = try GoldenDocument.load(path: path)
        switch try document.document.render(with: renderer, path: path) {
        case .scene(let scene, let rendered):
            let (resolved, diagnostics) = document.policy.comparator(over: comparator).resolvingIgnores(in: rendered.layout)
            return ImageSnapshot(
                bitmap: rendered.bitmap, layout: rendered.layout, comparator: resolved,
                scale: scene.traits.scale, pixelLimit: renderer.pixelLimit, diagnostics: diagnostics)
        case .displayList(let list, let bitmap):
            return ImageSnapshot(bitmap: bitmap, comparator: comparator, scale: list.scale, pixelLimit: renderer.pixelLimit)
        }
    }

    /// `Goldens/scenes/lists/settings.json` → `lists/settings` (artifacts mirror the golden tree).
    public static func artifactName(for path: String) -> String {
        var p = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        if p.hasPrefix("./") { p.removeFirst(2) }
        if let r = p.range(of: "Goldens/scenes/") ?? p.range(of: "Goldens/") { p = String(p[r.upperBound...]) }
        while p.hasPrefix("/") { p.removeFirst() }
        return p
    }

    /// Goldens (`*.png`) under `roots` that no document beside them and no test result produced:
    /// listed for a person to look at, never deleted. PNGs a document draws (its image sources,
    /// named relative to it) are inputs, not goldens.
    public static func orphans(under roots: [String], documents: [String], testGoldens: Set<String>) -> [String] {
        let produced = Set(documents.map { normalize(GoldenDocument.goldenPath(for: $0)) }).union(testGoldens.map(normalize))
        var texts: [(dir: String, text: String)] = []
        // Image sources a document names anywhere (`"../images/a.png"` too), resolved against its folder.
        var named = Set<String>()
        for d in documents {
            guard let t = try? FileIO.readText(d, maxBytes: 1 << 24) else { continue }
            let dir = normalize(FileIO.parentDirectory(of: d))
            texts.append((dir, t))
            for (i, part) in t.split(separator: "\"", omittingEmptySubsequences: false).enumerated() where i % 2 == 1 && part.hasSuffix(".png") {
                named.insert(normalize(FileIO.path(String(part), relativeTo: dir)))
            }
        }
        var out: [String] = []
        for r in roots where FileIO.isDirectory(r) {
            for png in (try? FileIO.walk(r, suffix: ".png")) ?? [] where !produced.contains(normalize(png)) {
                let abs = normalize(png)
                let isInput =
                    named.contains(abs)
                    || texts.contains { doc in
                        abs.hasPrefix(doc.dir + "/") && doc.text.contains("\"" + String(abs.dropFirst(doc.dir.count + 1)) + "\"")
                    }
                if !isInput { out.append(png) }
            }
        }
        return out.sorted()
    }

    /// An absolute path without `.` components, for comparing paths written differently.
    package static func normalize(_ p: String) -> String {
        let abs = FileIO.absolutePath(p)
        var parts: [Substring] = []
        for c in abs.split(separator: "/") {
            if c == "." || c.isEmpty { continue }
            if c == ".." { _ = parts.popLast(); continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// Baselines that are not stored PNGs: each document's expected image made on demand (from the
/// files as they are at a git revision, by `galley verify --baseline REV`), compared in memory:
/// its PNG and layout dump are made only for a failure's artifacts and explanation.
public struct GoldenBaseline: Sendable {
    /// What a document's baseline is.
    public enum Expected: Sendable {
        /// The document is new: the revision does not have it.
        case absent
        /// Every file the document's render read is the same at the revision (byte for byte, or
        /// absent in both): the baseline draws the actual's pixels, so it was not rendered.
        case unchanged
        /// The baseline, rendered.
        case image(ExpectedImage)
    }

    /// What the baseline is, for messages (`HEAD~1 (3f2c1ab)`).
    public var revision: String
    /// The baseline of a document, given the paths its render read (`FileIO.recordingReads`).
    /// A throw is the baseline failing to render.
    public var expected: @Sendable (_ document: String, _ reads: Set<String>) throws -> Expected

    public init(revision: String, expected: @escaping @Sendable (_ document: String, _ reads: Set<String>) throws -> Expected) {
        self.revision = revision; self.expected = expected
    }
}
