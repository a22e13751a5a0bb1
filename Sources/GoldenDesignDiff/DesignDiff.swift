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
        /// `before`, `after`, `diff` → path relative to the report folder.
        public var images: [(kind: String, path: String)]
        /// The explained diff (layout dumps before and after: resized and moved elements).
        public var explanation: [String]
        /// Per element kind: how many of the screen's elements of that kind read changed keys, and which.
        public var elements: [(kind: String, count: Int, keys: [String])]
        /// Changed keys the screen itself reads (canvas, separators, section colors).
        public var screenKeys: [String]
        /// Accessibility findings the change added to the screen and removed from it (`DesignDiff+Audit.swift`).
        public var findings: [DesignAuditChange] = []
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
    }

    /// Diffs `screens` between the design files `before` and `after` (already loaded as models),
    /// writing changed screens' images under `folder` at `prefix` (relative paths in the result).
    public func run(
        _ screens: [DesignDiffScreen], before: (path: String, model: DesignModel), after: (path: String, model: DesignModel),
        folder: String, prefix: String = ""
    ) throws(DesignDiffError) -> Result {
        let changes = DesignKeys.diff(before.model, after.model)
        let (prober, parsed, provenance) = try record(screens, before: before)
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
                changedKeys: changedKeyIndices, afterPath: after.path, folder: folder, prefix: prefix)
        }
        let changed = outcomes.compactMap { $0 }.sorted { ($0.pixels, $1.name) > ($1.pixels, $0.name) }
        return Result(
            changes: changes, provenance: provenance, readers: readers, unknownKeys: unknown, total: screens.count,
            rendered: toRender.count, skipped: screens.count - toRender.count, changed: changed)
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

    func compare(
        _ s: DesignDiffScreen, beforeScene: Scene, provenance: ScreenProvenance, keys: [String], changedKeys: Set<Int>,
        afterPath: String, folder: String, prefix: String
    ) throws(DesignDiffError) -> ChangedScreen? {
        let (text, file) = s.scene(afterPath)
        let afterScene: Scene
        do { afterScene = try Scene(json: Array(text.utf8), file: file, registry: renderer.registry) } catch {
            throw .render(name: s.name, message: "\(error)")
        }
        let base = FileIO.parentDirectory(of: file)
        let b: RenderedScene, a: RenderedScene
        do {
            b = try renderer.render(beforeScene, baseDirectory: base)
            a = try renderer.render(afterScene, baseDirectory: base)
        } catch { throw .render(name: s.name, message: "\(error)") }
        let scale = beforeScene.traits.scale
        // No strip image: the report lays before | diff | after side by side from the three images
        // (a strip would be as many pixels to encode as the other three together).
        let (c, diff, _) = ImageComparison.artifacts(expected: b.bitmap, actual: a.bitmap, comparator: .exact, scale: scale, strip: false)
        if c.sizesMatch && c.differingPixels == 0 { return nil }
        let dir = prefix + "screens/" + s.name
        var files: [(path: String, bytes: [UInt8])] = []
        var images: [(kind: String, path: String)] = []
        do {
            for (kind, bitmap) in [("before", b.bitmap), ("after", a.bitmap), ("diff", diff)] {
                guard let bitmap else { continue }
                images.append((kind, dir + "/" + kind + ".png"))
                files.append((folder + "/" + dir + "/" + kind + ".png", try PNG.encode(bitmap)))
            }
            try FileIO.writeAtomically(files)
        } catch { throw .unwritableOutput(path: folder + "/" + dir, reason: "\(error)") }
        let regions = c.regions.map { PointRegion($0, scale: scale) }
        let explanation = LayoutExplanation(golden: b.layoutDump, actual: a.layoutDump, regions: regions).lines
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
            totalPixels: c.totalPixels, beforeSize: (b.bitmap.width, b.bitmap.height), afterSize: (a.bitmap.width, a.bitmap.height),
            signature: Self.signature(b.bitmap, a.bitmap), images: images, explanation: explanation,
            elements: order.map { k in (k, kinds[k]!.count, kinds[k]!.keys.sorted().map { keys[$0] }) },
            screenKeys: provenance.screenKeys.filter { changedKeys.contains($0) }.map { keys[$0] })
        changed.findings = Self.auditChanges(
            before: b, after: a, scene: beforeScene, provenance: provenance, keys: keys, changedKeys: changedKeys, screen: s.name)
        return changed
    }

    /// A digest of what changed between two images: the sizes, and each differing pixel's index
    /// and both values (identical diffs on different screens get the same signature).
    static func signature(_ b: Bitmap, _ a: Bitmap) -> String {
        var bytes: [UInt8] = []
        func put(_ v: Int) { for s in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> s)) } }
        put(b.width); put(b.height); put(a.width); put(a.height)
        if b.width == a.width && b.height == a.height, !b.pixels.isEmpty {
            let p = b.pixels, q = a.pixels
            p.withUnsafeBufferPointer { pb in
                q.withUnsafeBufferPointer { qb in
                    // Whole pixels as 32-bit words, as the comparators read them.
                    let pw = PixelPlane(pb, premultiplied: true).words, qw = PixelPlane(qb, premultiplied: true).words
                    for i in 0..<(p.count / 4) where pw[i] != qw[i] {
                        put(i); bytes += p[i * 4..<i * 4 + 4]; bytes += q[i * 4..<i * 4 + 4]
                    }
                }
            }
        } else {
            bytes += b.pixels; bytes += a.pixels
        }
        return String(SHA256.hex(bytes).prefix(16))
    }
}
