import Dispatch
import Foundation
import Galley
import Golden
import GoldenDesignDiff
import Support
import Templates

extension BenchWorkload {
    /// `design.diff.onekey` (the card corner radius 12 → 16) and `design.diff.broad` (the body text
    /// size 17 → 19): `galley diff-design` over the default gallery at 390 pt (every template ×
    /// light/dark × ltr/rtl × default/AX-L, @3x) on all cores from a cold renderer — provenance of
    /// every screen, the affected screens rendered under both models and compared, the changed
    /// ones' images written, the before renders kept in an empty baseline cache
    /// (`design.diff.onekey.warm`: the cache already holds them). `design.diff.tworenders` is the yardstick: every screen rendered under
    /// both models, nothing else. The diff runs report the screens rendered and skipped.
    static func designWorkloads(renderer: SceneRenderer) -> [BenchWorkload] {
        let entries = GalleryMatrix(widths: [390]).entries
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        let dir = NSTemporaryDirectory() + "galley-bench-design-\(ProcessInfo.processInfo.processIdentifier)"
        // The renderer's identity for the baseline cache: this process's build and fonts.
        let fingerprint = "galley-bench; " + BaselineCache.executableIdentity
        let screens = entries.map { entry in
            DesignDiffScreen(name: entry.name, group: entry.screen.name) { design in
                (entry.screen.sceneJSON(entry.traits, design: design), dir + "/" + entry.name + ".json")
            }
        }
        func designs(_ patch: String, _ name: String) throws -> (before: String, after: String) {
            let base = DesignModel.default.jsonValue()
            try FileIO.writeAtomically(base.serialized(pretty: true), to: dir + "/before.json")
            let after = JSONMergePatch.apply(try JSONValue.parse(patch), to: base)
            try FileIO.writeAtomically(after.serialized(pretty: true), to: dir + "/\(name).json")
            return (dir + "/before.json", dir + "/\(name).json")
        }
        /// `warm`: the baseline cache holds every before render (filled in the set-up); otherwise
        /// it is empty. Each run starts without the last run's report (and, cold, with an empty
        /// cache): deleting them is not part of a diff, so it happens before the timing.
        func diff(_ name: String, _ patch: String, warm: Bool = false) -> BenchWorkload {
            let last = Locked<DesignDiff.Result?>(nil)
            let cacheRoot = dir + "/cache-" + name, out = dir + "/out-" + name
            return BenchWorkload(
                name: name, runs: 1,
                setUp: {
                    let (b, a) = try designs(patch, name)
                    let before = try DesignModel.load(path: b), after = try DesignModel.load(path: a)
                    func run() throws {
                        var d = DesignDiff(renderer: SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit))
                        d.jobs = jobs
                        d.cache = BaselineCache(root: cacheRoot, fingerprint: fingerprint)
                        let r = try d.run(screens, before: (b, before), after: (a, after), folder: out)
                        last.withLock { $0 = r }
                    }
                    FileIO.removeTree(cacheRoot)
                    if warm {
                        try run()
                        FileIO.removeTree(out)
                    }
                    return run
                },
                beforeEachRun: {
                    FileIO.removeTree(out)
                    if !warm { FileIO.removeTree(cacheRoot) }
                }, extra: [("screens", String(entries.count)), ("jobs", String(jobs)), ("change", patch)],
                measured: {
                    guard let r = last.withLock({ $0 }) else { return [] }
                    let tiles: Int = r.changed.reduce(0) { $0 + $1.tiles.count }
                    var tilePixels = 0
                    for s in r.changed { for t in s.tiles { tilePixels += t.crop.width * t.crop.height } }
                    let counts: [(String, String)] = [
                        ("rendered", String(r.rendered)), ("skipped", String(r.skipped)), ("changed", String(r.changed.count)),
                        ("fromCache", String(r.beforeFromCache.count)), ("provenanceFromCache", String(r.provenanceFromCache)), ("tiles", String(tiles)),
                        ("tilePixels", String(tilePixels)), ("redrawnInPart", String(r.damage.inPart)), ("redrawnWhole", String(r.damage.whole)),
                        ("damagePixels", String(r.damage.pixels)),
                    ]
                    return counts
                        + r.phases.map { ("s." + $0.name, String(format: "%.3f", $0.seconds)) }
                })
        }
        return [
            diff("design.diff.onekey", #"{"shapes": {"radii": {"card": 16}}}"#),
            diff("design.diff.onekey.warm", #"{"shapes": {"radii": {"card": 16}}}"#, warm: true),
            diff("design.diff.broad", #"{"typography": {"body": {"size": 19}}}"#),
            // The diff's `record` phase alone: every screen parsed and its provenance probed (no
            // cache), the part of a cold diff that renders nothing.
            BenchWorkload(
                name: "design.record", runs: 5,
                setUp: {
                    let (b, _) = try designs(#"{}"#, "record")
                    let before = try DesignModel.load(path: b)
                    return {
                        var d = DesignDiff(renderer: SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit))
                        d.jobs = jobs
                        _ = try d.record(screens, before: (b, before))
                    }
                }, extra: [("screens", String(entries.count)), ("jobs", String(jobs))]),
            BenchWorkload(
                name: "design.diff.tworenders", runs: 1,
                setUp: {
                    let (b, a) = try designs(#"{"typography": {"body": {"size": 19}}}"#, "tworenders")
                    return {
                        let r = SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit)
                        let next = Locked(0)
                        let failed = Locked<String?>(nil)
                        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
                            while true {
                                let i: Int = next.withLock { n in
                                    defer { n += 1 }; return n
                                }
                                guard i < 2 * screens.count else { return }
                                let s = screens[i / 2]
                                let (json, file) = s.scene(i % 2 == 0 ? b : a)
                                do { _ = try r.render(try Scene(json: Array(json.utf8), file: file), baseDirectory: dir) } catch {
                                    failed.withLock { $0 = "\(s.name): \(error)" }
                                }
                            }
                        }
                        if let f = failed.withLock({ $0 }) { throw DesignDiffError.render(name: "tworenders", message: f) }
                    }
                }, extra: [("screens", String(entries.count)), ("renders", String(2 * entries.count)), ("jobs", String(jobs))]),
        ]
    }
}
