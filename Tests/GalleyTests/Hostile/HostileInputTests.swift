import Foundation
import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Raster
import Support
import Testing
import Typesetting

/// Hostile inputs built on purpose (issue 15): each one ends in a typed error, or is handled
/// within a stated limit — never a crash, a stack overflow or unbounded memory. (PNG bombs: a
/// huge IHDR and a huge IDAT are `PNGTests.tooLarge`, `.hugeChunk`, `.bombAfterImage` and
/// `.bombOf100MB`.) Times are not asserted; every case here finishes in well under a second in
/// a release build.
@Suite struct HostileInputTests {
    static let depth = 100_000

    /// `[[[…1…]]]` / `{"a":{"a":…1…}}`, `depth` levels.
    static func nested(_ open: String, _ close: String, depth: Int = depth) -> String {
        String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
    }

    @Test(arguments: [("[", "]"), ("{\"a\":", "}")])
    func hundredThousandLevelsOfSceneJSONAreASyntaxError(open: String, close: String) {
        let doc = #"{"version": 2, "sections": "# + Self.nested(open, close) + "}"
        do { _ = try Scene(text: doc, file: "deep.json"); Issue.record("100k levels parsed") } catch {
            guard case .syntax = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("deep.json: "), "\(error)")
            #expect(error.description.contains("nesting deeper than 512"), "\(error)")
        }
    }

    @Test(arguments: [("[", "]"), ("{\"a\":", "}")])
    func hundredThousandLevelsOfDesignJSONAreASyntaxError(open: String, close: String) throws {
        // As a design model file…
        let dir = try temporaryDirectory("hostile")
        defer { removeTemporaryDirectory(dir) }
        let file = dir + "/brand.json"
        try FileIO.writeAtomically(#"{"version": 2, "colors": "# + Self.nested(open, close) + "}", to: file)
        do { _ = try DesignModel.load(path: file); Issue.record("100k levels parsed") } catch {
            guard case .syntax = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix(file + ": malformed JSON at line 1, column "), "\(error)")
            #expect(error.description.contains("nesting deeper than 512"), "\(error)")
        }
        // …and inline in a scene.
        let scene = #"{"version": 2, "design": {"colors": "# + Self.nested(open, close) + #"}, "sections": []}"#
        #expect(throws: SceneError.self) { try Scene(text: scene, file: "s.json") }
    }

    @Test(arguments: [("[", "]"), ("{\"a\":", "}")])
    func hundredThousandLevelsOfDisplayListJSONAreASyntaxError(open: String, close: String) {
        let doc = #"{"version": 1, "size": [10, 10], "commands": "# + Self.nested(open, close) + "}"
        do { _ = try DisplayList(json: Array(doc.utf8)); Issue.record("100k levels parsed") } catch {
            guard case .syntax(let e) = error else { Issue.record("\(error)"); return }
            #expect(e.message.contains("nesting deeper than 512"), "\(e)")
        }
    }

    @Test func aHundredMegabyteSceneFileIsRefusedBySizeBeforeReading() throws {
        let dir = try temporaryDirectory("hostile")
        defer { removeTemporaryDirectory(dir) }
        let path = dir + "/huge.json"
        // A sparse 100 MB file: reading it would take 100 MB; refusing it takes one fstat.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"version\": 2, \"sections\": [".utf8)))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        for load in [{ _ = try Scene.load(path: path) }, { _ = try GoldenDocument.load(path: path) }] as [() throws -> Void] {
            do { try load(); Issue.record("a 100 MB scene was read") } catch {
                #expect("\(error)".contains("huge.json: file is 104857600 bytes, over the limit of \(Scene.maxFileBytes)"), "\(error)")
            }
        }
        #expect(Scene.maxFileBytes == 16 << 20)
    }

    /// A million commands parse and draw: the work is linear (each fill touches its own pixels,
    /// inside the canvas), so the list renders within the pixel limit and in bounded memory.
    @Test func aDisplayListWithAMillionCommandsRendersWithinItsLimits() throws {
        let fill = ##"{"fill": {"rect": [1, 1, 2, 2], "color": "#FF000080"}}"##
        let doc = #"{"version": 1, "size": [16, 16], "commands": ["# + Array(repeating: fill, count: 1_000_000).joined(separator: ",") + "]}"
        let list = try DisplayList(json: Array(doc.utf8))
        #expect(list.commands.count == 1_000_000)
        let bitmap = try Rasterizer.render(list)
        // 255 × (1 − 0.5^n) for a million half-transparent reds: opaque red.
        #expect(bitmap.pixels[(1 * 16 + 1) * 4..<(1 * 16 + 1) * 4 + 4] == [255, 0, 0, 255])
        #expect(bitmap.pixels[0..<4] == [255, 255, 255, 255])
    }

    /// A million nested clips: the clip stack is deep but each level costs a rectangle, not a mask.
    @Test func aMillionNestedClipsRenderWithinTheirLimits() throws {
        let push = #"{"pushClip": {"rect": [0, 0, 8, 8]}}"#, pop = #"{"popClip": {}}"#
        let n = 1_000_000 / 2
        let doc =
            #"{"version": 1, "size": [16, 16], "commands": ["# + Array(repeating: push, count: n).joined(separator: ",")
            + ##", {"fill": {"rect": [0, 0, 16, 16], "color": "#000000"}}, "## + Array(repeating: pop, count: n).joined(separator: ",") + "]}"
        let list = try DisplayList(json: Array(doc.utf8))
        let bitmap = try Rasterizer.render(list)
        #expect(bitmap.pixels[0..<4] == [0, 0, 0, 255])
        #expect(bitmap.pixels[(15 * 16 + 15) * 4..<(15 * 16 + 15) * 4 + 4] == [255, 255, 255, 255])
    }
}
