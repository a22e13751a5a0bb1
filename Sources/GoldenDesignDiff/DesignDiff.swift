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
        /// `before`, `after`, `diff` (the tiles' crops on one sheet each, shared by the screens of
        /// one signature) and `thumbnail` (the whole after screen, small) → path relative to the
        /// report folder.
        public var images: [(kind: String, path: String)]
        /// The first tile's rectangle of the before/after screens, in device pixels (the whole
        /// screen with `fullImages` or when the sizes differ); `tiles` holds them all.
        public var crop: PixelRect
        /// One crop per changed area of the screen, top to bottom (`DesignDiff.tiles`): its
        /// rectangle and where it lies on `images`. The first is `crop`.
        public var tiles: [Tile] = []
        /// The size of the `before`, `after` and `diff` images with several tiles (the sheets); with
        /// one, the crop's (the images are the crops, or with `fullImages` or sizes that differ,
        /// the whole screens, each its own size).
        public var sheetSize: (width: Int, height: Int) = (0, 0)
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

    /// One crop of a changed screen: the rectangle (device pixels of the before/after images),
    /// where it lies on the screen's `before`, `after` and `diff` images (paths relative to the
    /// report folder; one sheet per kind holds every tile's crop, `DesignDiff.sheet`).
    public struct Tile: Sendable {
        public var crop: PixelRect
        /// The crop's top-left corner on the images ((0, 0) when it is the only tile).
        public var at: (x: Int, y: Int)
        public var images: [(kind: String, path: String)]
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
        /// How many screens' provenance came from the baseline cache (their elements were not probed).
        public var provenanceFromCache = 0
        /// How the after renders were rasterized (for the benchmarks).
        public var damage = DamageStats()
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
        let damage = Locked<DamageStats>(DamageStats())
        /// Whether a before was stored in the baseline cache (the run then evicts once at its end).
        let stored = Locked(false)
    }

    /// How the after renders were rasterized: over their before inside the damage, or whole.
    public struct DamageStats: Sendable, Equatable {
        /// Screens whose after was drawn again only inside its damage.
        public var inPart = 0
        /// Screens whose after was drawn whole (clips or layers changed, or most of the screen).
        public var whole = 0
        /// Device pixels drawn again over the befores, summed.
        public var pixels = 0
        public init() {}
    }

    /// Says once per run that `cache` could not be written (the diff runs without it).
    static func noteUnwritable(_ cache: BaselineCache, _ error: FileError, in notes: Locked<[String]>) {
        notes.withLock { n in
            if !n.contains(where: { $0.hasPrefix("baseline cache: cannot write") }) {
                n.append("baseline cache: cannot write \(cache.directory) (\(error.reason)); the diff runs without it")
            }
        }
    }

    /// Seconds per phase, summed over workers.
    final class PhaseClock: Sendable {
        static let order = [
            "record", "parse", "cache.load", "redraw.before", "render.before", "cache.store", "render.after", "compare", "signature", "tiles", "encode",
            "write", "explain",
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
        let (prober, parsed, provenance, provenanceFromCache) = try clock.time("record") { () throws(DesignDiffError) in
            try record(screens, before: before, notes: context.notes)
        }
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
        // The buffers the screens gave back served this run's screens; the memory goes with it.
        PixelBufferPool.shared.drain()
        let changed = outcomes.compactMap { $0 }.sorted { ($0.pixels, $1.name) > ($1.pixels, $0.name) }
        // The befores this run stored were not evicted one by one: the cache is brought under its
        // limit once, now.
        if let cache, context.stored.withLock({ $0 }) { clock.time("cache.store") { _ = cache.evict() } }
        return Result(
            changes: changes, provenance: provenance, readers: readers, unknownKeys: unknown, total: screens.count,
            rendered: toRender.count, skipped: screens.count - toRender.count, changed: changed, phases: clock.list,
            beforeFromCache: context.fromCache.withLock { $0 }.sorted(), provenanceFromCache: provenanceFromCache,
            damage: context.damage.withLock { $0 }, diagnostics: context.notes.withLock { $0 })
    }

    /// Parses every screen under BEFORE and records its provenance (no rendering).
    public func record(_ screens: [DesignDiffScreen], before: (path: String, model: DesignModel)) throws(DesignDiffError)
        -> (prober: DesignProber, parsed: [(scene: Scene, json: JSONValue, provenance: ScreenProvenance)], provenance: DesignProvenance)
    {
        let r = try record(screens, before: before, notes: nil)
        return (r.prober, r.parsed, r.provenance)
    }

    /// `record`, with the provenance of screens the baseline cache knows taken from it (their
    /// elements are not probed again); `fromCache` counts them. What the cache could not do goes
    /// to `notes`.
    func record(_ screens: [DesignDiffScreen], before: (path: String, model: DesignModel), notes: Locked<[String]>?) throws(DesignDiffError)
        -> (
            prober: DesignProber, parsed: [(scene: Scene, json: JSONValue, provenance: ScreenProvenance)], provenance: DesignProvenance,
            fromCache: Int
        )
    {
        let prober = DesignProber(model: before.model, registry: renderer.registry)
        let cached = cache.map { $0.loadProvenance(designDigest: prober.digest, keys: prober.keys) } ?? .init()
        if let why = cached.corrupt { notes?.withLock { $0.append("baseline cache: \(why)") } }
        let parsed: [(scene: Scene, json: JSONValue, provenance: ScreenProvenance, key: String, hit: Bool)] = try WorkerPool(jobs: jobs).map(
            screens.count
        ) { (i) throws(DesignDiffError) in
            let s = screens[i]
            let (text, file) = s.scene(before.path)
            let scene: Scene
            do { scene = try Scene(json: Array(text.utf8), file: file, registry: renderer.registry) } catch { throw .render(name: s.name, message: "\(error)") }
            let json = (try? JSONValue.parse(text)) ?? .null
            let key = cache?.provenanceKey(name: s.name, group: s.group, file: file, sceneJSON: text) ?? ""
            if let p = cached.screens[key] { return (scene, json, p, key, true) }
            return (scene, json, prober.provenance(of: scene, sceneJSON: json, name: s.name, group: s.group), key, false)
        }
        let hits = parsed.filter(\.hit).count
        if let cache, hits < parsed.count {
            do {
                try cache.storeProvenance(
                    designDigest: prober.digest, keys: prober.keys, screens: parsed.map { ($0.key, $0.provenance) }, previous: cached)
            } catch {
                if let notes { Self.noteUnwritable(cache, error, in: notes) }
            }
        }
        return (
            prober, parsed.map { ($0.scene, $0.json, $0.provenance) },
            DesignProvenance(digest: prober.digest, keys: prober.keys, screens: parsed.map(\.provenance)), hits
        )
    }

    /// The before and after renders of one screen, in one place for every per-screen step. The
    /// before's pixels may come from the baseline cache (then it was laid out and drawn, not
    /// rasterized); the after's were drawn only where its display list differs from the before's
    /// (`damage`), into the before's own pixels (no copy of the screen): the before then keeps
    /// its pixels inside the damage only (`replaced`), and everywhere else they are the after's.
    public struct ScreenRenders: Sendable {
        /// The before render; its bitmap is empty when the after was drawn into its pixels.
        public var before: RenderedScene
        public var beforeLayoutDump: String
        public var after: RenderedScene
        public var beforeFromCache: Bool
        /// The device rectangles of the after screen drawn again over the before (nil: all of it);
        /// every pixel outside them is the before's.
        public var damage: [IntRect]?
        /// When the after was drawn into the before's pixels: each rectangle of the damage inside
        /// the screen and the before's pixels there. Nil: `before` holds all its pixels.
        public var replaced: [(rect: IntRect, pixels: Bitmap)]?

        /// The rows of a before from the baseline cache not unpacked yet (nil: none): in them the
        /// screen's pixel buffer holds arbitrary bytes until `unpackRows` writes them.
        var pending: PendingRows?

        /// Unpacks the rows among `rows` still packed (`pending`) into the screen's pixel buffer
        /// (the after's when the after was drawn into the before's pixels, else the before's).
        mutating func unpackRows(_ rows: [Range<Int>]) {
            guard var p = pending else { return }
            let side: WritableKeyPath<ScreenRenders, RenderedScene> = replaced == nil ? \.before : \.after
            var bitmap = self[keyPath: side].bitmap
            self[keyPath: side].bitmap.pixels = []  // `bitmap` holds the only reference: written in place
            p.unpack(rows, into: &bitmap)
            self[keyPath: side].bitmap = bitmap
            pending = p.isDone ? nil : p
        }

        /// The before's pixels inside `r` (a rectangle of the screen).
        public func beforePixels(_ r: IntRect) -> Bitmap {
            var out = (replaced == nil ? before.bitmap : after.bitmap).copy(r)
            pasteReplaced(r, into: &out, at: (0, 0))
            return out
        }

        /// The before's pixels inside `r` written into `sheet` with `r`'s corner at `at`, and
        /// nothing outside that rectangle of the sheet.
        func copyBeforePixels(_ r: IntRect, into sheet: inout Bitmap, at: (x: Int, y: Int)) {
            sheet.paste(replaced == nil ? before.bitmap : after.bitmap, from: r, x: at.x, y: at.y)
            pasteReplaced(r, into: &sheet, at: at)
        }

        /// The before's pixels the after was drawn over (`replaced`) inside `r`, written into
        /// `out` with `r`'s corner at `at`: over the after's pixels there, they make the before's.
        private func pasteReplaced(_ r: IntRect, into out: inout Bitmap, at: (x: Int, y: Int)) {
            for (rect, pixels) in replaced ?? [] {
                let i = rect.intersection(r)
                guard !i.isEmpty else { continue }
                out.paste(
                    pixels, from: IntRect(x0: i.x0 - rect.x0, y0: i.y0 - rect.y0, x1: i.x1 - rect.x0, y1: i.y1 - rect.y0),
                    x: at.x + i.x0 - r.x0, y: at.y + i.y0 - r.y0)
            }
        }
    }

    /// Renders one screen under both models: the before side's pixels from `cache` when it holds
    /// them, the after side drawn over the before where their display lists differ.
    func renders(
        _ s: DesignDiffScreen, beforeScene: Scene, beforeText: String, afterScene: Scene, file: String, designDigest: String,
        context: RunContext
    ) throws(DesignDiffError) -> ScreenRenders {
        let clock = context.clock, notes = context.notes
        let base = FileIO.parentDirectory(of: file)
        var before: RenderedScene?
        var dump = ""
        var key: String?
        var pending: PendingRows?
        do {
            if let cache {
                let k = clock.time("cache.load") { cache.key(sceneJSON: beforeText, file: file, designDigest: designDigest) }
                key = k
                switch clock.time("cache.load", { cache.loadPacked(k, pixelLimit: renderer.pixelLimit) }) {
                case .hit(let e):
                    // Laid out and drawn again (its display list is what the after is compared
                    // with), not rasterized: the cache holds this renderer's pixels of it. They
                    // are unpacked only where they are read (`PendingRows`): the damage's rows
                    // first, the crops' and the audits' later.
                    let rows = PendingRows(e.pixels)
                    before = try clock.time("redraw.before") { () throws(RenderError) in
                        try renderer.render(beforeScene, baseDirectory: base, pixels: rows.buffer())
                    }
                    if before != nil { pending = rows }
                    dump = e.layoutDump
                case .miss: break
                case .corrupt(let why): notes.withLock { $0.append("baseline cache: \(why)") }
                }
            }
        } catch { throw .render(name: s.name, message: "\(error)") }
        let fromCache = before != nil
        if before == nil {
            let b: RenderedScene
            do { b = try clock.time("render.before") { () throws(RenderError) in try renderer.render(beforeScene, baseDirectory: base) } } catch {
                throw .render(name: s.name, message: "\(error)")
            }
            before = b; dump = b.layoutDump
            if let cache, let key {
                do {
                    try clock.time("cache.store") { () throws(FileError) in
                        try cache.store(.init(bitmap: b.bitmap, layoutDump: dump), key: key, evicting: false)
                    }
                    context.stored.withLock { $0 = true }
                } catch {
                    Self.noteUnwritable(cache, error, in: notes)
                }
            }
        }
        var b = before!
        before = nil  // `b` holds the only reference to the pixels the after is drawn into
        do {
            let (a, damage, replaced) = try clock.time("render.after") { () throws(RenderError) in
                try renderer.render(afterScene, baseDirectory: base, replacingIn: &b) { damage, pixels in
                    // What the after is drawn over: the damage's rows (every row when the after is
                    // drawn whole, beside the before). Timed as part of the after's render.
                    pending?.unpack(damage.map { $0.map { $0.y0..<$0.y1 } } ?? [0..<pixels.height], into: &pixels)
                }
            }
            return ScreenRenders(
                before: b, beforeLayoutDump: dump, after: a, beforeFromCache: fromCache, damage: damage,
                replaced: damage == nil ? nil : replaced, pending: pending.flatMap { $0.isDone ? nil : $0 })
        } catch { throw .render(name: s.name, message: "\(error)") }
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
        var r = try renders(
            s, beforeScene: beforeScene, beforeText: beforeText, afterScene: afterScene, file: file, designDigest: before.digest,
            context: context)
        guard
            var (changed, pixels) = try compare(
                &r, s, beforeScene: beforeScene, file: file, provenance: provenance, keys: keys, changedKeys: changedKeys, folder: folder,
                prefix: prefix, context: context)
        else {
            Self.giveBack(&r)
            return nil
        }
        (changed.findings, changed.auditRenders) = try clock.time("audit") { () throws(DesignDiffError) in
            try Self.auditChanges(
                &r, scene: beforeScene, afterScene: afterScene, renderer: renderer, baseDirectory: FileIO.parentDirectory(of: file),
                provenance: provenance, keys: keys, changedKeys: changedKeys, screen: s.name, changed: pixels)
        }
        Self.giveBack(&r)
        return changed
    }

    /// Gives `r`'s pixel buffers to the rasterizer's pool (nothing else holds them now): the next
    /// screen draws or unpacks into memory already mapped.
    static func giveBack(_ r: inout ScreenRenders) {
        for side in [\ScreenRenders.before, \ScreenRenders.after] {
            let pixels = r[keyPath: side].bitmap.pixels
            r[keyPath: side].bitmap.pixels = []
            PixelBufferPool.shared.give(pixels)
        }
    }

    /// What one screen's renders show: nil when their pixels are the same; otherwise the changed
    /// screen (without its audit findings), its images written, and — when the two are one size
    /// — the pixels that differ (nil: the sizes differ).
    func compare(
        _ r: inout ScreenRenders, _ s: DesignDiffScreen, beforeScene: Scene, file: String, provenance: ScreenProvenance, keys: [String],
        changedKeys: Set<Int>, folder: String, prefix: String, context: RunContext
    ) throws(DesignDiffError) -> (ChangedScreen, changed: ChangedPixels?)? {
        let clock = context.clock
        if r.beforeFromCache { context.fromCache.withLock { $0.append(s.name) } }
        context.damage.withLock { d in
            if let damage = r.damage { d.inPart += 1; d.pixels += damage.reduce(0) { $0 + $1.area } } else { d.whole += 1 }
        }
        let (aw, ah) = (r.after.bitmap.width, r.after.bitmap.height)
        // The before's size (its pixels, when the after was drawn into them, are the after's
        // outside the damage: the same size).
        let (bw, bh) = r.replaced == nil ? (r.before.bitmap.width, r.before.bitmap.height) : (aw, ah)
        let scale = beforeScene.traits.scale
        let sameSize = bw == aw && bh == ah
        // Same size: the exact comparison looks only inside the damage (every pixel outside it is
        // the before's), and the diff image is made for the crops alone. Other sizes: the whole
        // images, compared on one canvas. No strip image: the report lays before | diff | after
        // side by side from the three images.
        let differing: Int, regions: [PixelRect], fullDiff: Bitmap?, signature: String
        var counted: [Int32] = []
        if sameSize {
            let found = clock.time("compare") { Self.differences(r) }
            counted = found.counted
            if counted.isEmpty { return nil }
            differing = counted.count
            regions = ImageComparison.regions(of: counted, width: aw, height: ah, scale: scale)
            fullDiff = nil
            signature = clock.time("signature") { Self.signature(width: aw, height: ah, counted: counted, values: found.values) }
        } else {
            let (c, diff, _) = clock.time("compare") {
                ImageComparison.artifacts(expected: r.before.bitmap, actual: r.after.bitmap, comparator: .exact, scale: scale, strip: false)
            }
            differing = max(c.differingPixels, c.totalPixels)
            regions = c.regions
            fullDiff = diff
            signature = clock.time("signature") { Self.signature(r.before.bitmap, r.after.bitmap) }
        }
        let totalPixels = max(bw, aw) * max(bh, ah)
        let margin = Int((Self.cropMargin * scale).rounded())
        // The changed areas place the tiles and tell the audit which texts' pixels changed.
        let areas =
            sameSize ? clock.time("tiles") { PixelRect.changedAreas(counted, width: aw, height: ah, cell: max(8, margin)) } : nil
        let boxes =
            fullImages || !sameSize
            ? [PixelRect(x: 0, y: 0, width: bw, height: bh)]
            : clock.time("tiles") { Self.tiles(areas: areas ?? [], width: aw, height: ah, margin: margin) }
        let dir = prefix + "images/" + signature
        // One image per kind holds every tile's crop (a sheet, `DesignDiff.sheet`); each tile says
        // where its crop lies on it.
        let sheet = Self.sheet(boxes, width: aw)
        let sheetImages = ["before", "after", "diff"].filter { $0 != "diff" || sameSize || fullDiff != nil }.map { kind in
            (kind: kind, path: dir + "/" + kind + ".png")
        }
        let tiles = zip(boxes, sheet.origins).map { Tile(crop: $0, at: $1, images: sheetImages) }
        let images = sheetImages + [("thumbnail", dir + "/thumbnail.png")]
        do {
            if context.images.wants(signature, s.name) {
                // A before from the cache is unpacked only where it is read: here, the crops' rows.
                r.unpackRows(boxes.map { $0.y..<($0.y + $0.height) })
                let a = r.after.bitmap
                // The whole after screen, small: its display list drawn again at a fraction of its scale.
                let thumb: Bitmap
                do {
                    thumb = try clock.time("encode.thumbnail") { () throws(RenderError) in
                        try renderer.thumbnail(of: r.after, baseDirectory: FileIO.parentDirectory(of: file), factor: Self.thumbnailFactor(width: a.width))
                    }
                } catch { throw DesignDiffError.render(name: s.name, message: "\(error)") }
                var files: [(path: String, bytes: [UInt8])] = []
                try clock.time("encode") { () throws(any Error) in
                    for (kind, path) in sheetImages {
                        let image: Bitmap
                        if boxes.count > 1 {
                            // Several tiles (same sizes): each crop written straight onto the sheet.
                            var s = try clock.time("encode.sheet") { () throws(BitmapError) in
                                try Self.sheetBitmap(
                                    width: sheet.width, height: sheet.height,
                                    tiles: zip(boxes, sheet.origins).map { ($1.x, $1.y, $0.width, $0.height) })
                            }
                            for (box, at) in zip(boxes, sheet.origins) {
                                switch kind {
                                case "before": clock.time("encode.crop") { r.copyBeforePixels(box.intRect, into: &s, at: at) }
                                case "after": clock.time("encode.crop") { s.paste(a, from: box.intRect, x: at.x, y: at.y) }
                                default:
                                    guard let d = clock.time("encode.diffImage", { ImageComparison.diffImage(expected: a, differing: counted, crop: box) })
                                    else { continue }
                                    s.paste(d, x: at.x, y: at.y)
                                }
                            }
                            image = s
                        } else {
                            // One tile, or the whole screens (which may differ in size): its image as it is.
                            let part: Bitmap?
                            switch kind {
                            case "before": part = sameSize ? clock.time("encode.crop") { r.beforePixels(boxes[0].intRect) } : r.before.bitmap
                            case "after": part = sameSize ? clock.time("encode.crop") { a.copy(boxes[0].intRect) } : a
                            default:
                                // Where the two differ the diff image is red; elsewhere it fades
                                // the pixels both have: the after's serve.
                                part =
                                    sameSize
                                    ? clock.time("encode.diffImage") { ImageComparison.diffImage(expected: a, differing: counted, crop: boxes[0]) } : fullDiff
                            }
                            guard let part else { continue }
                            image = part
                        }
                        let png = try clock.time("encode." + kind) { () throws(PNGError) in try PNG.encode(image, options: Self.imageOptions) }
                        files.append((folder + "/" + path, png))
                    }
                    files.append((folder + "/" + dir + "/thumbnail.png", try PNG.encode(thumb, options: Self.imageOptions)))
                }
                _ = try clock.time("write") { () throws(FileError) -> Bool in
                    try context.images.write(signature, s.name, files)
                }
            }
        } catch let error as DesignDiffError {
            throw error
        } catch { throw .unwritableOutput(path: folder + "/" + dir, reason: "\(error)") }
        let explanation = clock.time("explain") {
            LayoutExplanation(golden: r.beforeLayoutDump, actual: r.after.layoutDump, regions: regions.map { PointRegion($0, scale: scale) }).lines
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
        let changed = ChangedScreen(
            name: s.name, group: s.group, pixels: differing, totalPixels: totalPixels, beforeSize: (bw, bh), afterSize: (aw, ah),
            signature: signature, images: images, crop: boxes[0], tiles: tiles, sheetSize: (sheet.width, sheet.height), explanation: explanation,
            elements: order.map { k in (k, kinds[k]!.count, kinds[k]!.keys.sorted().map { keys[$0] }) },
            screenKeys: provenance.screenKeys.filter { changedKeys.contains($0) }.map { keys[$0] })
        return (changed, areas.map { ChangedPixels(counted: counted, width: aw, height: ah, areas: $0.map(\.intRect)) })
    }

    /// The report's PNGs: the standard screen matcher (encoding was the run's largest phase).
    static let imageOptions = PNG.EncodeOptions.standard

    /// The margin around the changed region in the crops, in points.
    static let cropMargin = 16.0

    /// The pixels where the before and after of `r` differ, ascending (`y * width + x`), and both
    /// values at each (the before's premultiplied pixel as a 32-bit word, the after's above it):
    /// looked for only inside the damage, where the before's pixels are `r.replaced` when the
    /// after was drawn into them. The two renders are the same size.
    static func differences(_ r: ScreenRenders) -> (counted: [Int32], values: [UInt64]) {
        let a = r.after.bitmap
        var found: [(index: Int32, value: UInt64)] = []
        @inline(__always) func word(_ p: UnsafeRawPointer, _ x: Int) -> UInt64 { UInt64(p.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) }
        a.pixels.withUnsafeBytes { ab in
            guard let replaced = r.replaced else {
                let counted = ImageComparison.differingPixels(r.before.bitmap, a, inside: r.damage?.map(PixelRect.init))
                r.before.bitmap.pixels.withUnsafeBytes { bb in
                    found = counted.map { c in (c, word(bb.baseAddress!, Int(c)) | word(ab.baseAddress!, Int(c)) << 32) }
                }
                return
            }
            for (rect, patch) in replaced {
                patch.pixels.withUnsafeBytes { pb in
                    for y in rect.y0..<rect.y1 {
                        let after = ab.baseAddress! + (y * a.width + rect.x0) * 4, before = pb.baseAddress! + (y - rect.y0) * rect.width * 4
                        if Platform.bytesEqual(after, before, count: rect.width * 4) { continue }
                        for x in 0..<rect.width {
                            let bv = word(before, x), av = word(after, x)
                            if bv != av { found.append((Int32(truncatingIfNeeded: y * a.width + rect.x0 + x), bv | av << 32)) }
                        }
                    }
                }
            }
            // The damage's rectangles do not overlap; rows of several interleave.
            found.sort { $0.index < $1.index }
        }
        return (found.map(\.index), found.map(\.value))
    }

    /// A digest of what changed between two images of one size (`width`×`height`): each
    /// differing pixel's index (`counted`, ascending) and both values (`values`: the before's
    /// word, the after's above it) — identical diffs on different screens get the same signature.
    /// The digest is 64 bits of two multiply–xorshift lanes over 64-bit words (a SHA-256 of the
    /// same bytes took a tenth of a second for a screen whose text all moved).
    static func signature(width: Int, height: Int, counted: [Int32], values: [UInt64]) -> String {
        var d = Digest64()
        d.add(UInt64(width)); d.add(UInt64(height)); d.add(UInt64(width)); d.add(UInt64(height))
        for (c, v) in zip(counted, values) {
            d.add(UInt64(c)); d.add(v)
        }
        return d.hex
    }

    /// The signature of two images of other sizes: the sizes and every byte of both.
    package static func signature(_ b: Bitmap, _ a: Bitmap) -> String {
        var d = Digest64()
        d.add(UInt64(b.width)); d.add(UInt64(b.height)); d.add(UInt64(a.width)); d.add(UInt64(a.height))
        for pixels in [b.pixels, a.pixels] {
            d.add(UInt64(pixels.count))
            pixels.withUnsafeBytes { d.add(bytes: $0) }
        }
        return d.hex
    }

    /// A 64-bit digest of a sequence of 64-bit words: two lanes with different odd multipliers,
    /// each word xored in, multiplied and xorshifted, then mixed into one (splitmix64's finalizer).
    /// Deterministic everywhere; not a cryptographic hash (it only tells diffs apart).
    struct Digest64 {
        var a: UInt64 = 0x243F_6A88_85A3_08D3
        var b: UInt64 = 0x1319_8A2E_0370_7344
        var n: UInt64 = 0

        @inline(__always) mutating func add(_ v: UInt64) {
            a = (a ^ v) &* 0x9E37_79B9_7F4A_7C15; a ^= a >> 29
            b = (b ^ (v &+ n)) &* 0xBF58_476D_1CE4_E5B9; b ^= b >> 31
            n &+= 1
        }

        /// Adds `raw`'s bytes: 32 at a time over four lanes of their own (each word xored in,
        /// multiplied and xorshifted, as `add`, but four words at once rather than one after the
        /// other), whose states are then added as words, and the rest byte by byte.
        mutating func add(bytes raw: UnsafeRawBufferPointer) {
            var l0: UInt64 = 0x4528_21E6_38D0_1377, l1: UInt64 = 0xBE54_66CF_34E9_0C6C
            var l2: UInt64 = 0xC0AC_29B7_C97C_50DD, l3: UInt64 = 0x3F84_D5B5_B547_0917
            @inline(__always) func mix(_ l: inout UInt64, _ v: UInt64) { l = (l ^ v) &* 0x9E37_79B9_7F4A_7C15; l ^= l >> 29 }
            var i = 0
            while i + 32 <= raw.count {
                mix(&l0, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                mix(&l1, raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self))
                mix(&l2, raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self))
                mix(&l3, raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self))
                i += 32
            }
            add(l0); add(l1); add(l2); add(l3)
            while i < raw.count { add(UInt64(raw[i])); i += 1 }
        }

        var hex: String {
            var z = a ^ (b << 17 | b >> 47) ^ n
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let s = String(z, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
    }
}
