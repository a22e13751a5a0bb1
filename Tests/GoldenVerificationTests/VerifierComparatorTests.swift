import Foundation
import Galley
import GalleyTesting
import GoldenVerification
import Raster
import Support
import Testing

/// `galley verify`'s comparator: a scene's `"compare"` and `"ignore"` keys, element ignores
/// resolved through the layout (the golden keeps its pixels), and the global comparator.
@Suite struct VerifierComparatorTests {
    func setUp(_ extra: String) throws -> (dir: String, scene: String) {
        let dir = NSTemporaryDirectory() + "galley-verify-cmp-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileIO.writeAtomically(
            #"{"version": 1, "traits": {"width": 200, "scale": 2}, \#(extra) "sections": [{"id": "s", "header": "News", "items": [{"id": "a", "text": "Hello"}, {"id": "b", "text": "World"}]}]}"#,
            to: dir + "/a.json")
        return (dir, dir + "/a.json")
    }

    /// Paints a black square into the golden inside item `b`'s frame.
    func tamper(_ dir: String, scene: String) throws -> Bitmap {
        let rendered = try SceneRenderer.shared().render(try Scene.load(path: scene))
        let frame = try #require(rendered.layout.attributes.first { $0.itemIdentifier == "b" }).frame
        var golden = rendered.bitmap
        let x0 = Int(frame.midX * 2), y0 = Int(frame.midY * 2)
        for y in y0..<(y0 + 6) {
            for x in x0..<(x0 + 6) {
                let i = (y * golden.width + x) * 4
                golden.pixels[i] = 0; golden.pixels[i + 1] = 0; golden.pixels[i + 2] = 0; golden.pixels[i + 3] = 255
            }
        }
        try PNG.writeFile(golden, to: dir + "/a.png")
        return golden
    }

    @Test func anIgnoredItemPassesAndTheGoldenKeepsItsPixels() throws {
        let (dir, scene) = try setUp(#""ignore": ["item:b"],"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = try tamper(dir, scene: scene)
        let before = try FileIO.read(dir + "/a.png")
        let entries = GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/v").check([scene])
        #expect(entries.map(\.status) == [.passed], "\(entries.map(\.report))")
        #expect(try FileIO.read(dir + "/a.png") == before)
        #expect(try PNG.readFile(dir + "/a.png") == golden)
    }

    @Test func withoutTheIgnoreItFailsWithRegionsAndAStrip() throws {
        let (dir, scene) = try setUp("")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try tamper(dir, scene: scene)
        let entries = GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/v").check([scene])
        let e = try #require(entries.first)
        #expect(e.status == .failed)
        #expect(e.report.contains("36 of"), "\(e.report)")
        #expect(e.report.contains("changed regions:"))
        #expect(e.artifact("strip")?.hasSuffix(".strip.png") == true && e.artifact("diff")?.hasSuffix(".diff.png") == true)
    }

    @Test func anIgnoreNamingNoElementIsADiagnosticAndIgnoresNothing() throws {
        let (dir, scene) = try setUp(#""ignore": ["item:nope", "supplementary:header/s"],"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try tamper(dir, scene: scene)
        let e = try #require(GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/v").check([scene]).first)
        #expect(e.status == .failed)
        #expect(e.diagnostics == ["ignore item:nope: no such element in the layout; not ignored"])
    }

    /// The scene's comparator wins over the run's; a window lets a 36-pixel block pass only
    /// when the limit allows it.
    @Test func sceneComparatorOverridesTheGlobalOne() throws {
        let (dir, scene) = try setUp(#""compare": {"perceptual": {"window": 10, "maxPixels": 40}},"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try tamper(dir, scene: scene)
        let strict = GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/v", comparator: .exact)
        #expect(strict.check([scene]).map(\.status) == [.passed])
        try FileIO.writeAtomically(try FileIO.readText(scene).replacingOccurrences(of: "\"maxPixels\": 40", with: "\"maxPixels\": 30"), to: scene)
        #expect(strict.check([scene]).map(\.status) == [.failed])
        // A global comparator applies to a scene without its own.
        let (dir2, scene2) = try setUp("")
        defer { try? FileManager.default.removeItem(atPath: dir2) }
        _ = try tamper(dir2, scene: scene2)
        let lenient = GoldenVerifier(
            renderer: try SceneRenderer.shared(), artifactsDirectory: dir2 + "/v",
            comparator: .perceptual(maxDifferingPixels: 36))
        #expect(lenient.check([scene2]).map(\.status) == [.passed])
    }
}
