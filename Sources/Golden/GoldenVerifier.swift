import Dispatch
import Galley
import Raster
import Support

/// Re-renders every scene and display list (`*.json`) under some directories and compares each
/// with the PNG beside it — what `galley verify` runs. Writes a golden only when `recordMode`
/// says so and the run is not read-only (never on CI; `galley verify` is `never` by default).
public struct GoldenVerifier: Sendable {
    /// One document's outcome (the first API; `GoldenResult` says more).
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
    /// When goldens are written (`galley verify --record MODE`); `never` by default.
    public var recordMode: SnapshotRecordMode = .never
    /// Set (on CI) to forbid writing goldens whatever `recordMode` says.
    public var readOnlyReason: String?
    /// The fonts the renderer draws with, for the fingerprint (nil: the bundled `Fonts/`).
    public var fontsDirectory: String?

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

    /// Checks documents, one entry each in order (the first API; `check` gives full results).
    public func verify(_ paths: [String], progress: (Entry) -> Void = { _ in }) -> [Entry] {
        check(paths, jobs: 1).map { r in
            let e = entry(r)
            progress(e)
            return e
        }
    }

    func entry(_ r: GoldenResult) -> Entry {
        let status: Entry.Status
        switch r.status {
        case .passed: status = .passed
        case .failed, .missing, .recorded: status = .failed
        case .unreadable, .error: status = .inputError
        }
        var e = Entry(path: r.source ?? r.golden, status: status, message: r.status == .passed ? nil : r.report,
                      artifacts: r.artifacts.filter { ["actual", "diff", "strip"].contains($0.kind) }.map { artifactsDirectory + "/" + $0.path })
        e.diagnostics = r.diagnostics
        e.comparator = comparatorByPath.withLock { $0[r.source ?? ""] } ?? comparator
        return e
    }
    private let comparatorByPath = Locked<[String: ImageComparator]>([:])

    /// Checks `paths` on `jobs` threads (at least 1); results come back in the order of `paths`,
    /// and `progress` hears each as it finishes (one at a time) with the number done so far.
    public func check(_ paths: [String], jobs: Int, progress: @Sendable (GoldenResult, Int) -> Void = { _, _ in }) -> [GoldenResult] {
        let fingerprint = fontsDirectory.map { RendererFingerprint.current(fontsDirectory: $0) } ?? RendererFingerprint.current()
        let slots = Locked<(next: Int, done: Int, results: [GoldenResult?])>((0, 0, Array(repeating: nil, count: paths.count)))
        let workers = max(1, min(jobs, paths.count))
        withoutActuallyEscaping(progress) { progress in
        let work: @Sendable (Int) -> Void = { _ in
            while true {
                let i: Int = slots.withLock { s in
                    defer { s.next += 1 }
                    return s.next
                }
                guard i < paths.count else { return }
                let r = self.checkOne(paths[i], fingerprint: fingerprint)
                slots.withLock { s in
                    s.results[i] = r
                    s.done += 1
                    progress(r, s.done)
                }
            }
        }
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
        }
        return slots.withLock { $0.results.map { $0! } }
    }

    func checkOne(_ path: String, fingerprint: RendererFingerprint?) -> GoldenResult {
        let name = Self.artifactName(for: path)
        let golden = GoldenDocument.goldenPath(for: path)
        let start = Platform.monotonicNanoseconds()
        var store = GoldenStore(artifactsDirectory: artifactsDirectory, recordMode: recordMode,
                                readOnlyReason: readOnlyReason ?? (recordMode == .never ? "verify never records" : nil))
        store.recordHint = "write it with `galley record \(path)` or `galley verify --record missing`"
        var result: GoldenResult
        do {
            let snap: ImageSnapshot
            switch try GoldenDocument.render(path: path, with: renderer) {
            case .scene(let scene, let rendered):
                var comparator = scene.comparator ?? self.comparator
                comparator.ignore += scene.ignore
                let (resolved, diagnostics) = comparator.resolvingIgnores(in: rendered.layout)
                snap = ImageSnapshot(bitmap: rendered.bitmap, layoutDump: rendered.layout.dump(), comparator: resolved,
                                     scale: scene.traits.scale, pixelLimit: renderer.pixelLimit, diagnostics: diagnostics)
            case .displayList(let list, let bitmap):
                snap = ImageSnapshot(bitmap: bitmap, comparator: comparator, scale: list.scale, pixelLimit: renderer.pixelLimit)
            }
            comparatorByPath.withLock { $0[path] = snap.comparator }
            result = store.checkImage(snap, goldenPath: golden, name: name, source: path, fingerprint: fingerprint)
        } catch {
            result = GoldenResult(name: name, golden: golden, source: path, status: .error)
            result.message = error.description
            result.fingerprint = fingerprint
        }
        result.seconds = Double(Platform.monotonicNanoseconds() - start) / 1e9
        return result
    }

    /// `Goldens/lists/settings.json` → `lists/settings` (artifacts mirror the golden tree).
    public static func artifactName(for path: String) -> String {
        var p = path.hasSuffix(".json") ? String(path.dropLast(5)) : path
        if p.hasPrefix("./") { p.removeFirst(2) }
        if let r = p.range(of: "Goldens/") { p = String(p[r.upperBound...]) }
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
                named.insert(normalize(part.hasPrefix("/") ? String(part) : dir + "/" + part))
            }
        }
        var out: [String] = []
        for r in roots where FileIO.isDirectory(r) {
            for png in (try? FileIO.walk(r, suffix: ".png")) ?? [] where !produced.contains(normalize(png)) {
                let abs = normalize(png)
                let isInput = named.contains(abs) || texts.contains { doc in
                    abs.hasPrefix(doc.dir + "/") && doc.text.contains("\"" + String(abs.dropFirst(doc.dir.count + 1)) + "\"")
                }
                if !isInput { out.append(png) }
            }
        }
        return out.sorted()
    }

    /// An absolute path without `.` components, for comparing paths written differently.
    static func normalize(_ p: String) -> String {
        let abs = p.hasPrefix("/") ? p : FileIO.currentDirectory() + "/" + p
        var parts: [Substring] = []
        for c in abs.split(separator: "/") {
            if c == "." || c.isEmpty { continue }
            if c == ".." { _ = parts.popLast(); continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// `--shard I/N`: the I-th of N shares of the documents (1-based), by position in sorted order.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw .badCount("\(index)/\(count)") }
        guard index >= 1 && index <= count else { throw .outOfRange(index: index, count: count) }
        self.index = index; self.count = count
    }

    /// Parses `I/N`.
    public init(parsing raw: String) throws(ShardError) {
        let parts = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw .syntax(raw) }
        try self.init(index: i, count: n)
    }

    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}

public enum ShardError: Error, Equatable, CustomStringConvertible, Sendable {
    case syntax(String)
    case badCount(String)
    case outOfRange(index: Int, count: Int)

    public var description: String {
        switch self {
        case .syntax(let r): return "--shard \(r): expected I/N with whole numbers, like 1/3"
        case .badCount(let r): return "--shard \(r): the number of shards must be at least 1"
        case let .outOfRange(i, n): return "--shard \(i)/\(n): the shard index runs from 1 to \(n)"
        }
    }
}
