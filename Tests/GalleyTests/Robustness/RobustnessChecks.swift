import Foundation
import Galley
import GalleyTestSupport
import Raster
import Testing

// Bad input along the whole path — scene JSON, display-list JSON, text, font files —
// returns a value or throws the stage's typed error: never a crash, never a hang.
// Mutation fuzzing is seeded (Support's SplitMix64) so a failure replays exactly; the seed and
// mutation are in every failure message. A crash names no input, so ROBUST_TRACE=1
// prints each display list before it is drawn (the last one printed is the culprit).

/// Fuzzing seeds: 4 by default (a few seconds in debug); `ROBUST_SEEDS=500` explores further.
let robustSeeds: [Int] = testSeeds(defaultCount: 4)

/// With ROBUST_TRACE set, prints what a fuzzer's inputs came to (to see they reach past the parser).
func robustReport(_ name: String, seed: Int, _ tally: [String: Int]) {
    if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("TALLY \(name) seed \(seed): \(tally.sorted { $0.key < $1.key })") }
}

/// Bitmaps over this many pixels are not drawn by the fuzzers (slow in debug builds); their
/// size check is exercised instead, and targeted tests pin the error over the real limit.
let fuzzPixelLimit = 20_000_000

// MARK: - Checks

/// What one scene check came to: its kind (`refused`, `rendered`, `render error`, `over N px`),
/// which the fuzzers tally, and the specifics a targeted case pins (the error, the bitmap's size).
struct SceneOutcome: Equatable, CustomStringConvertible {
    var kind: String
    var detail: String = ""
    var description: String { detail.isEmpty ? kind : kind + ": " + detail }
}

/// Parses scene JSON and, when it parses, renders it: a value or a typed error.
/// Returns what happened, for the tally or to pin.
@discardableResult
func robustCheckScene(_ bytes: [UInt8], _ note: @autoclosure () -> String) -> SceneOutcome {
    let scene: Scene
    do { scene = try Scene(json: bytes, file: "fuzz.json") } catch {
        #expect(error.description.hasPrefix("fuzz.json: ") && !error.description.contains("\n"), "\(note()): \(error)")
        return SceneOutcome(kind: "refused", detail: error.description)
    }
    return robustCheckScene(scene, note())
}

/// Renders a scene: a bitmap of the traits' size or a typed one-line error.
@discardableResult
func robustCheckScene(_ scene: Scene, _ note: @autoclosure () -> String) -> SceneOutcome {
    do {
        let renderer = try SceneRenderer.shared()
        let (layout, list, _) = try renderer.displayList(for: scene)
        guard let (w, h) = try? Rasterizer.deviceSize(of: list, pixelLimit: fuzzPixelLimit) else {
            if !layout.contentSize.height.isFinite || !list.size.height.isFinite {
                // Only scenes built in Swift get here (JSON caps every length): drawing must refuse it.
                #expect(throws: RasterError.self, "\(note())") { try Rasterizer.deviceSize(of: list) }
            }
            return SceneOutcome(kind: "over \(fuzzPixelLimit) px")
        }
        let bitmap = try renderer.rasterize(list, baseDirectory: packageRoot)
        #expect(bitmap.width == w && bitmap.height == h, "\(note())")
        return SceneOutcome(kind: "rendered", detail: "\(bitmap.width)x\(bitmap.height) px")
    } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("RENDER ERROR \(error)") }
        return SceneOutcome(kind: "render error", detail: error.description)
    }
}

/// Parses display-list JSON and, when it parses, rasterizes it: a bitmap or a typed error.
@discardableResult
func robustCheckDisplayList(_ bytes: [UInt8], baseDirectory: String, _ note: @autoclosure () -> String) -> String {
    let list: DisplayList
    do { list = try DisplayList(json: bytes) } catch {
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        return "refused"
    }
    return robustCheckRaster(list, baseDirectory: baseDirectory, note())
}

@discardableResult
func robustCheckRaster(_ list: DisplayList, baseDirectory: String, _ note: @autoclosure () -> String) -> String {
    guard let (w, h) = try? Rasterizer.deviceSize(of: list, pixelLimit: fuzzPixelLimit) else { return "over \(fuzzPixelLimit) px" }
    if ProcessInfo.processInfo.environment["ROBUST_TRACE"] != nil { print("RASTER \(note())\n\(list.serialized(pretty: false))") }
    do {
        let bitmap = try SceneRenderer.shared().rasterize(list, baseDirectory: baseDirectory)
        #expect(bitmap.width == w && bitmap.height == h && bitmap.pixels.count == w * h * 4, "\(note())")
        return "drawn"
    } catch {
        if case .raster(.command(let index, _, _)) = error {
            #expect(index >= 0 && index < list.commands.count, "\(note()): \(error)")
        }
        #expect(!error.description.isEmpty && !error.description.contains("\n"), "\(note()): \(error)")
        return "raster error"
    }
}
