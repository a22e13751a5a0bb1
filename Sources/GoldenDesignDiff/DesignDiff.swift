import Galley
import Golden
import Raster
import Support

/// One screen a design diff covers: its name (`settings/390-dark-ltr-default`), its group (the
/// template or scene folder, for "in N templates"), and its scene file under a given design file.
public struct DesignDiffScreen: Sendable {
    public var name: String
    public var group: String
    /// The scene JSON that uses the design file at `designPath` (absolute), and the scene's file
    /// name (images resolve from its folder).
    public var scene: @Sendable (_ designPath: String) -> (json: String, file: String)

    public init(name: String, group: String, scene: @escaping @Sendable (_ designPath: String) -> (json: String, file: String)) {
        self.name = name; self.group = group; self.scene = scene
    }
}

/// `galley diff-design`: renders screens under two design models, compares each pair with the
/// exact comparator, and explains every changed screen by the changed keys its elements read.
/// Screens that read no changed key (design provenance, `DesignProber`) are not rendered at all
/// (their after is their before) unless `skipUnaffected` is false; the report is the same.
public struct DesignDiff: Sendable {
    public var renderer: SceneRenderer
    public var jobs = 1
    public var skipUnaffected = true
    /// Where before renders are kept across runs (nil: none, every before is rendered).
    public var cache: BaselineCache?
    /// Full-size before/after/diff images instead of crops of the changed region.
    public var fullImages = false

    public init(renderer: SceneRenderer) { self.renderer = renderer }

    /// What one changed screen came out as (images are written to `folder` + `images.*`).
    public struct ChangedScreen: Sendable {
        public var name: String
        public var group: String
        public var pixels: Int
        public var totalPixels: Int
        public var beforeSize: (width: Int, height: Int)
        public var afterSize: (width: Int, height: Int)
        /// The same for identical diffs (the changed-pixel mask and values, and the sizes).
        public var signature: String
        /// `before`, `after`, `diff` (crops to `crop`, shared by the screens of one signature) and
        /// `thumbnail` (the whole after screen, small) → path relative to the report folder.
        public var images: [(kind: String, path: String)]
        /// The rectangle of the before/after images the `before`, `after` and `diff` images show,
        /// in device pixels (the whole screen with `fullImages` or when the sizes differ).
        public var crop: PixelRect
        /// The explained diff (layout dumps before and after: resized and moved elements).
        public var explanation: [String]
        /// Per element kind: how many of the screen's elements of that kind read changed keys, and which.
        public var elements: [(kind: String, count: Int, keys: [String])]
        /// Changed keys the screen itself reads (canvas, separators, section colors).
        public var screenKeys: [String]
        /// Accessibility findings the change added to the screen and removed from it (`DesignDiff+Audit.swift`).
        public var findings: [DesignAuditChange] = []
        /// The extra renders the Dynamic Type audits took: each side laid out and drawn at another
        /// text size, without pixels (0 unless a changed key the screen reads can change text).
        public var auditRenders = 0
    }

    public struct Result: Sendable {
        public var changes: [DesignKeyChange]
        public var provenance: DesignProvenance
        /// Screens that read each changed key.
        public var readers: [String: Int]
        /// Keys added by the change that the provenance cannot place (every screen counts as affected).
        public var unknownKeys: [String]
        public var total: Int
        public var rendered: Int
        public var skipped: Int
        public var changed: [ChangedScreen]
        public var unchanged: Int { total - changed.count }
        /// Seconds spent in each phase, summed over the workers (`record` is wall time), in the
        /// order the phases run: for the benchmarks, never in the report.
        public var phases: [(name: String, seconds: Double)] = []
        /// The screens whose before render came from the baseline cache, sorted.
        public var beforeFromCache: [String] = []
        /// What the user should know about the run (a baseline cache that could not be written, a
        /// corrupt entry re-rendered), each once.
        public var diagnostics: [String] = []
    }

    /// What the workers of one run share.
    final class RunContext: Sendable {
        let clock = PhaseClock()
        let notes = Locked<[String]>([])
        let fromCache = Locked<[String]>([])
        let images = ImageSets()
    }

    /// Seconds per phase, summed over workers.
    final class PhaseClock: Sendable {
        static let order = [
            "record", "parse", "cache.load", "render.before", "cache.store", "render.after", "compare", "signature", "encode", "write", "explain",
        ]
        let seconds = Locked<[String: Double]>([:])
        /// Runs `body` and adds its time to `phase`.
        func time<T, E: Error>(_ phase: String, _ body: () throws(E) -> T) throws(E) -> T {
            let start = Platform.monotonicNanoseconds()
            defer {
                let t = Double(Platform.monotonicNanoseconds() - start) / 1e9
                seconds.withLock { $0[phase, default: 0] += t }
            }
            return try body()
        }
        var list: [(name: String, seconds: Double)] {
            let s = seconds.withLock { $0 }
            return Self.order.compactMap { k in s[k].map { (k, $0) } } + s.keys.filter { !Self.order.contains($0) }.sorted().map { ($0, s[$0]!) }
        }
    }

    /// Diffs `screens` between the design files `before` and `after` (already loaded as models),
    /// writing changed screens' images under `folder` at `prefix` (relative paths in the result).
    public func run(
        _ screens: [DesignDiffScreen], before: (path: String, model: DesignModel), after: (path: String, model: DesignModel),
        folder: String, prefix: String = ""
    ) throws(DesignDiffError) -> Result {
        let context = RunContext()
        let clock = context.clock
        let changes = DesignKeys.diff(before.model, after.model)
        let (prober, parsed, provenance) = try clock.time("record") { () throws(DesignDiffError) in try record(screens, before: before) }
        let (affected, unknown) = provenance.affected(by: changes)
        let affectedNames = Set(affected.map(\.name))
        let index = Dictionary(prober.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let changedKeyIndices = Set(changes.compactMap { index[$0.key] })
        var readers: [String: Int] = [:]
        for c in changes {
            guard let i = index[c.key] else { continue }
            readers[c.key] = parsed.filter { $0.provenance.keys.contains(i) }.count
        }
        let toRender = screens.indices.filter { !skipUnaffected || affectedNames.contains(screens[$0].name) }
        // 2. Render the affected screens under both models and compare.
        let outcomes: [ChangedScreen?] = try WorkerPool(jobs: jobs).map(toRender.count) { (n) throws(DesignDiffError) in
            let i = toRender[n]
            return try self.compare(
                screens[i], beforeScene: parsed[i].scene, provenance: parsed[i].provenance, keys: prober.keys,
                changedKeys: changedKeyIndices, before: (before.path, prober.digest), afterPath: after.path, folder: folder, prefix: prefix,
                context: context)
        }
        let changed = outcomes.compactMap { $0 }.sorted { ($0.pixels, $1.name) > ($1.pixels, $0.name) }
        return Result(
            changes: changes, provenance: provenance, readers: readers, unknownKeys: unknown, total: screens.count,
            rendered: toRender.count, skipped: screens.count - toRender.count, changed: changed, phases: clock.list,
            beforeFromCache: context.fromCache.withLock { $0 }.sorted(), diagnostics: context.notes.withLock { $0 })
    }

    /// Parses every screen under BEFORE and records its provenance (no rendering).
    public func record(_ screens: [DesignDiffScreen], before: (path: String, model: DesignModel)) throws(DesignDiffError)
        -> (prober: DesignProber, parsed: [(scene: Scene, json: JSONValue, provenance: ScreenProvenance)], provenance: DesignProvenance)
    {
        let prober = DesignProber(model: before.model, registry: renderer.registry)
        let parsed: [(scene: Scene, json: JSONValue, provenance: ScreenProvenance)] = try WorkerPool(jobs: jobs).map(screens.count) {
            (i) throws(DesignDiffError) in
            let s = screens[i]
            let (text, file) = s.scene(before.path)
            let scene: Scene
            do { scene = try Scene(json: Array(text.utf8), file: file, registry: renderer.registry) } catch { throw .render(name: s.name, message: "\(error)") }
            let json = (try? JSONValue.parse(text)) ?? .null
            return (scene, json, prober.provenance(of: scene, sceneJSON: json, name: s.name, group: s.group))
        }
        return (prober, parsed, DesignProvenance(digest: prober.digest, keys: prober.keys, screens: parsed.map(\.provenance)))
    }

    /// The before and after renders of one screen, in one place for every per-screen step.
    /// The before side may come from the baseline cache: then only its pixels and layout dump are
    /// at hand, and a step that needs more of it calls `renderedBefore()`.
    public struct ScreenRenders: Sendable {
        public var beforeBitmap: Bitmap
        public var beforeLayoutDump: String
        /// The before render when this run drew it; nil when it came from the cache.
        public var before: RenderedScene?
        public var after: RenderedScene
        public var beforeFromCache: Bool { before == nil }
        let renderBefore: @Sendable () throws(DesignDiffError) -> RenderedScene

        /// The whole before render: this run's, or drawn now when the cache gave only its pixels.
        public func renderedBefore() throws(DesignDiffError) -> RenderedScene {
            if let before { return before }
            return try renderBefore()
        }
    }

    /// Renders one screen under both models; the before side from `cache` when it holds it.
    func renders(
        _ s: DesignDiffScreen, beforeScene: Scene, beforeText: String, afterScene: Scene, file: String, designDigest: String,
        clock: PhaseClock, notes: Locked<[String]>
    ) throws(DesignDiffError) -> ScreenRenders {
        let base = FileIO.parentDirectory(of: file)
        let renderer = self.renderer
        let renderBefore: @Sendable () throws(DesignDiffError) -> RenderedScene = { () throws(DesignDiffError) in
            do { return try renderer.render(beforeScene, baseDirectory: base) } catch { throw .render(name: s.name, message: "\(error)") }
        }
        var before: RenderedScene?
        var bitmap: Bitmap?, dump = ""
        var key: String?
        if let cache {
            let k = clock.time("cache.load") { cache.key(sceneJSON: beforeText, file: file, designDigest: designDigest) }
            key = k
            switch clock.time("cache.load", { cache.load(k, pixelLimit: renderer.pixelLimit) }) {
            case .hit(let e): bitmap = e.bitmap; dump = e.layoutDump
            case .miss: break
            case .corrupt(let why): notes.withLock { $0.append("baseline cache: \(why)") }
            }
        }
        if bitmap == nil {
            let b = try clock.time("render.before") { () throws(DesignDiffError) in try renderBefore() }
            before = b; bitmap = b.bitmap; dump = b.layoutDump
            if let cache, let key {
                do {
                    try clock.time("cache.store") { () throws(FileError) in try cache.store(.init(bitmap: b.bitmap, layoutDump: dump), key: key) }
                } catch {
                    notes.withLock { n in
                        if !n.contains(where: { $0.hasPrefix("baseline cache: cannot write") }) {
                            n.append("baseline cache: cannot write \(cache.directory) (\(error.reason)); the diff runs without it")
                        }
                    }
                }
            }
        }
        let a: RenderedScene
        do { a = try clock.time("render.after") { () throws(RenderError) in try renderer.render(afterScene, baseDirectory: base) } } catch {
            throw .render(name: s.name, message: "\(error)")
        }
        return ScreenRenders(beforeBitmap: bitmap!, beforeLayoutDump: dump, before: before, after: a, renderBefore: renderBefore)
    }

    func compare(
        _ s: DesignDiffScreen, beforeScene: Scene, provenance: ScreenProvenance, keys: [String], changedKeys: Set<Int>,
        before: (path: String, digest: String), afterPath: String, folder: String, prefix: String,
        context: RunContext = RunContext()
    ) throws(DesignDiffError) -> ChangedScreen? {
        let clock = context.clock
        let (text, file) = s.scene(afterPath)
        let afterScene: Scene = try clock.time("parse") { () throws(DesignDiffError) in
            do { return try Scene(json: Array(text.utf8), file: file, registry: renderer.registry) } catch {
                throw .render(name: s.name, message: "\(error)")
            }
        }
        // The before scene's text only keys the cache (the scene itself was parsed by `record`).
        let beforeText = cache == nil ? "" : s.scene(before.path).json
        let r = try renders(
            s, beforeScene: beforeScene, beforeText: beforeText, afterScene: afterScene, file: file, designDigest: before.digest,
            clock: clock, notes: context.notes)
        if r.beforeFromCache { context.fromCache.withLock { $0.append(s.name) } }
        let b = r.beforeBitmap, a = r.after.bitmap
        let scale = beforeScene.traits.scale
        // No strip image: the report lays before | diff | after side by side from the three images
        // (a strip would be as many pixels to encode as the other three together).
        let (c, diff, _) = clock.time("compare") {
            ImageComparison.artifacts(expected: b, actual: a, comparator: .exact, scale: scale, strip: false)
        }
        if c.sizesMatch && c.differingPixels == 0 { return nil }
        let (signature, changedBox) = clock.time("signature") { Self.signature(b, a) }
        let sameSize = b.width == a.width && b.height == a.height
        let box =
            fullImages || !sameSize
            ? PixelRect(x: 0, y: 0, width: b.width, height: b.height)
            : Self.cropBox(changedBox, width: b.width, height: b.height, margin: Int((Self.cropMargin * scale).rounded()))
        let dir = prefix + "images/" + signature
        var images: [(kind: String, path: String)] = [
            ("before", dir + "/before.png"), ("after", dir + "/after.png"), ("diff", dir + "/diff.png"), ("thumbnail", dir + "/thumbnail.png"),
        ]
        if diff == nil { images.removeAll { $0.kind == "diff" } }
        do {
            if context.images.wants(signature, s.name) {
                var files: [(path: String, bytes: [UInt8])] = []
                try clock.time("encode") { () throws(PNGError) in
                    for (kind, bitmap) in [("before", b), ("after", a), ("diff", diff)] {
                        guard let bitmap else { continue }
                        let part = sameSize ? clock.time("encode.crop") { Self.crop(bitmap, box) } : bitmap
                        let png = try clock.time("encode." + kind) { () throws(PNGError) in try PNG.encode(part, options: Self.imageOptions) }
                        files.append((folder + "/" + dir + "/" + kind + ".png", png))
                    }
                    let thumb = clock.time("encode.thumbnail") { Self.thumbnail(a) }
                    files.append((folder + "/" + dir + "/thumbnail.png", try PNG.encode(thumb, options: Self.imageOptions)))
                }
                _ = try clock.time("write") { () throws(FileError) -> Bool in
                    try context.images.write(signature, s.name) { () throws(FileError) in try FileIO.writeAtomically(files) }
                }
            }
        } catch { throw .unwritableOutput(path: folder + "/" + dir, reason: "\(error)") }
        let regions = c.regions.map { PointRegion($0, scale: scale) }
        let explanation = clock.time("explain") {
            LayoutExplanation(golden: r.beforeLayoutDump, actual: r.after.layoutDump, regions: regions).lines
        }
        var kinds: [String: (count: Int, keys: Set<Int>)] = [:]
        var order: [String] = []
        for e in provenance.elements {
            let hit = e.keys.filter { changedKeys.contains($0) }
            guard !hit.isEmpty else { continue }
            if kinds[e.kind] == nil { order.append(e.kind) }
            kinds[e.kind, default: (0, [])].count += 1
            kinds[e.kind]!.keys.formUnion(hit)
        }
        var changed = ChangedScreen(
            name: s.name, group: s.group, pixels: c.sizesMatch ? c.differingPixels : max(c.differingPixels, c.totalPixels),
            totalPixels: c.totalPixels, beforeSize: (b.width, b.height), afterSize: (a.width, a.height),
            signature: signature, images: images, crop: box, explanation: explanation,
            elements: order.map { k in (k, kinds[k]!.count, kinds[k]!.keys.sorted().map { keys[$0] }) },
            screenKeys: provenance.screenKeys.filter { changedKeys.contains($0) }.map { keys[$0] })
        // Audits read the before's layout and drawn text: a cached before is rendered again here,
        // for changed screens only.
        let renderedBefore = try r.renderedBefore()
        (changed.findings, changed.auditRenders) = try clock.time("audit") { () throws(DesignDiffError) in
            try Self.auditChanges(
                before: renderedBefore, after: r.after, scene: beforeScene, afterScene: afterScene, renderer: renderer,
                baseDirectory: FileIO.parentDirectory(of: file), provenance: provenance, keys: keys, changedKeys: changedKeys, screen: s.name)
        }
        return changed
    }

    /// The report's PNGs: libdeflate's fastest level (encoding was the run's largest phase; a
    /// report image is read once, so speed beats a few percent of size).
    static let imageOptions = PNG.EncodeOptions(level: 1, filters: .none)

    /// The margin around the changed region in the crops, in points.
    static let cropMargin = 16.0

    /// A digest of what changed between two images: the sizes, and each differing pixel's index
    /// and both values (identical diffs on different screens get the same signature); and the
    /// bounding box of the differing pixels (nil when the sizes differ or no pixel does).
    static func signature(_ b: Bitmap, _ a: Bitmap) -> (signature: String, changed: PixelRect?) {
        var bytes: [UInt8] = []
        func put(_ v: Int) { for s in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> s)) } }
        put(b.width); put(b.height); put(a.width); put(a.height)
        var box: PixelRect?
        if b.width == a.width && b.height == a.height, !b.pixels.isEmpty {
            var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
            let p = b.pixels, q = a.pixels, w = b.width
            p.withUnsafeBufferPointer { pb in
                q.withUnsafeBufferPointer { qb in
                    // Whole pixels as 32-bit words, as the comparators read them.
                    let pw = PixelPlane(pb, premultiplied: true).words, qw = PixelPlane(qb, premultiplied: true).words
                    for i in 0..<(p.count / 4) where pw[i] != qw[i] {
                        put(i); bytes += p[i * 4..<i * 4 + 4]; bytes += q[i * 4..<i * 4 + 4]
                        let x = i % w, y = i / w
                        x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
                    }
                }
            }
            if x1 >= 0 { box = PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) }
        } else {
            bytes += b.pixels; bytes += a.pixels
        }
        return (String(SHA256.hex(bytes).prefix(16)), box)
    }
}
