import Foundation
import Galley
import Geometry
import Raster
import Support
import Templates

extension BenchWorkload {
    /// `e2e.feed`: the document feed at 390 pt @3x, full height, taken the whole way as `galley
    /// render` does — scene JSON → scene and snapshot → measure → layout → display list → bitmap →
    /// PNG bytes — from a cold renderer each run (fonts loaded once, nothing measured or decoded
    /// yet). The JSON line holds each stage's median (`STAGE_ms`) and its share of their sum
    /// (`STAGE_share`). `--export` writes what `reference.py raster` and `reference.py png` need for
    /// the same pixels: `list.json` (the display list; image sources `images/…`, beside it),
    /// `feed.png` (Galley's PNG of it, for the encoder), `list-full.json` and `scene.json`.
    static func endToEndWorkloads(renderer: SceneRenderer) -> [BenchWorkload] {
        let traits = Traits(width: 390, scale: 3)
        let json = Array(ScreenCatalog.documentFeed.sceneJSON(traits).utf8)
        let stages = ["scene", "snapshot", "measure", "layout", "display_list", "bitmap", "png"]
        let samples = Locked<[[Double]]>([])
        /// A folder holding the sample images as `images/` and an empty `feed/`, the scene's folder.
        func stageImages() throws -> String {
            let dir = NSTemporaryDirectory() + "galley-bench-e2e-\(ProcessInfo.processInfo.processIdentifier)"
            try FileIO.createDirectories(dir + "/feed")
            try FileIO.createDirectories(dir + "/images")
            try FileIO.writeAtomically(try SampleImages.files().map { (path: dir + "/images/" + $0.name, bytes: $0.bytes) })
            return dir
        }
        return [
            BenchWorkload(
                name: "e2e.feed", runs: 10,
                setUp: {
                    let base = try stageImages() + "/feed"
                    samples.withLock { $0 = [] }
                    return {
                        let t0 = Platform.monotonicNanoseconds()
                        let scene = try Scene(json: json, file: base + "/documentFeed.json")
                        let t1 = Platform.monotonicNanoseconds()
                        let cold = SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit)
                        let (rendered, times) = try cold.renderTimed(scene, baseDirectory: base)
                        let t2 = Platform.monotonicNanoseconds()
                        let png = try PNG.encode(rendered.bitmap)
                        let t3 = Platform.monotonicNanoseconds()
                        precondition(!png.isEmpty && rendered.bitmap.width == 1170)
                        let ms = { (a: UInt64, b: UInt64) in Double(b - a) / 1e6 }
                        samples.withLock {
                            $0.append([ms(t0, t1), times.snapshot, times.measure, times.layout, times.displayList, times.bitmap, ms(t2, t3)])
                        }
                    }
                },
                export: { dir in
                    let images = try SampleImages.files()
                    try FileIO.createDirectories(dir + "/images")
                    try FileIO.writeAtomically(images.map { (path: dir + "/images/" + $0.name, bytes: $0.bytes) })
                    try FileIO.createDirectories(dir + "/feed")
                    let scene = try Scene(json: json, file: dir + "/feed/documentFeed.json")
                    let rendered = try renderer.render(scene, baseDirectory: dir + "/feed")
                    var list = rendered.displayList
                    list.commands = list.commands.map { c in
                        guard case let .image(rect, source, mode, tint, mirrored) = c else { return c }
                        return .image(rect: rect, source: source.replacing("../images/", with: "images/"), contentMode: mode, tint: tint, mirrored: mirrored)
                    }
                    try FileIO.writeAtomically(list.serialized(), to: dir + "/list-full.json")
                    // reference.py draws no `path` commands (the feed's icons): they are left out of
                    // list.json, so Skia draws a little less than Galley does.
                    var reference = list
                    reference.commands = list.commands.filter {
                        if case .path = $0 { return false }; return true
                    }
                    try FileIO.writeAtomically(reference.serialized(), to: dir + "/list.json")
                    try FileIO.writeAtomically(json, to: dir + "/scene.json")
                    try FileIO.writeAtomically(try PNG.encode(rendered.bitmap), to: dir + "/feed.png")
                    FileIO.removeTree(dir + "/feed")
                }, extra: [("width", "390"), ("scale", "3")],
                measured: {
                    let runs = Array(samples.withLock { $0 }.dropFirst())  // not the warm-up
                    guard !runs.isEmpty else { return [] }
                    func median(_ v: [Double]) -> Double {
                        let s = v.sorted()
                        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
                    }
                    let medians = stages.indices.map { i in median(runs.map { $0[i] }) }
                    let total = medians.reduce(0, +)
                    var out: [(String, String)] = []
                    for (i, name) in stages.enumerated() { out.append(("\(name)_ms", String(format: "%.3f", medians[i]))) }
                    for (i, name) in stages.enumerated() { out.append(("\(name)_share", String(format: "%.3f", total > 0 ? medians[i] / total : 0))) }
                    return out
                })
        ]
    }
}
