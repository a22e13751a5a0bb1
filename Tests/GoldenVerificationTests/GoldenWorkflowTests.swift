import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import GoldenReports
import GoldenVerification
import Raster
import Support
import Testing

/// The golden workflow in the library (issue 13): assertions read a scene's `compare` and
/// `ignore` (assertion > scene > global), every failure writes its artifacts, diffs are explained
/// through the layout dump kept beside the golden, the renderer fingerprint lives in a sidecar
/// manifest, record modes, and results.json for the test run.
@Suite struct GoldenWorkflowTests {
    static func sceneJSON(_ extra: String = "", second: String = "World", firstHeight: String = "") -> String {
        #"{"version": 1, "traits": {"width": 200, "scale": 2}, \#(extra) "sections": [{"id": "s", "header": "News", "items": [{"id": "a", "text": "Hello"\#(firstHeight)}, {"id": "b", "text": "\#(second)"}, {"id": "c", "text": "Again"}]}]}"#
    }

    static func scene(_ json: String) throws -> Scene { try Scene(json: Array(json.utf8), file: "test.json") }

    /// The scene file with its golden policy (`compare`, `ignore`), as assertions on a file see it.
    static func document(_ json: String) throws -> GoldenDocument {
        let dir = try temporaryDirectory("golden-scene")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(json, to: dir + "/test.json")
        return try GoldenDocument.load(path: dir + "/test.json")
    }

    /// A folder with Goldens/ and artifacts/, and the environment pointing at them.
    struct Place {
        let dir: String
        var goldens: String { dir + "/Goldens" }
        var artifacts: String { dir + "/artifacts" }
        var env: [String: String] { ["GALLEY_ARTIFACTS": artifacts] }
        init() throws { dir = try temporaryDirectory("golden-workflow") }

        func check(
            _ scene: GoldenDocument, as s: Snapshotting<GoldenDocument, Bitmap> = .image, record: SnapshotRecordMode? = .never,
            env extra: [String: String] = [:]
        ) -> String? {
            verifySnapshot(
                of: scene, as: s, named: "n", record: record, suite: "S", goldensDirectory: goldens,
                environment: env.merging(extra) { $1 })
        }
        func results() throws -> RunResults { try RunResults.read(from: artifacts) }
        func entry() throws -> GoldenResult { try #require(try results().results.first { $0.name == "S/n" }) }
    }

    func recorded() throws -> Place {
        let p = try Place()
        let m = p.check(try Self.document(Self.sceneJSON()), record: .missing)
        #expect(m?.hasPrefix("Recorded snapshot \"n\"") == true, "\(m ?? "")")
        return p
    }

    // MARK: 1. compare and ignore: per assertion > per scene > global

    @Test func aScenesCompareAndIgnoreApplyToAssertions() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        let changed = Self.sceneJSON(second: "Wor1d")
        #expect(p.check(try Self.document(changed)) != nil, "exact by default: one glyph changed")
        // The scene's own comparator is read by the assertion.
        let lenient = #""compare": {"perceptual": {"threshold": 0.1, "maxPixels": 100000}},"#
        #expect(p.check(try Self.document(Self.sceneJSON(lenient, second: "Wor1d"))) == nil)
        // The scene's ignore by element identity: the golden keeps its pixels, the change is skipped.
        let golden = try FileIO.read(p.goldens + "/S/n.png")
        #expect(p.check(try Self.document(Self.sceneJSON(#""ignore": ["item:b"],"#, second: "Wor1d"))) == nil)
        #expect(try FileIO.read(p.goldens + "/S/n.png") == golden)
        // Per assertion beats per scene: an exact assertion fails a scene that says lenient.
        #expect(p.check(try Self.document(Self.sceneJSON(lenient, second: "Wor1d")), as: .image(comparator: .exact)) != nil)
        // Per scene beats global: GALLEY_COMPARE lenient, the scene says exact.
        let global = ["GALLEY_COMPARE": "perceptual:threshold=0.1,pixels=100000"]
        #expect(p.check(try Self.document(changed), env: global) == nil, "the global comparator applies to a scene without one")
        #expect(p.check(try Self.document(Self.sceneJSON(#""compare": "exact","#, second: "Wor1d")), env: global) != nil)
        // A bad global comparator is a clear message, not a pass.
        #expect(p.check(try Self.document(changed), env: ["GALLEY_COMPARE": "fuzzy"])?.contains("GALLEY_COMPARE=fuzzy") == true)
    }

    @Test func anIgnoreNamingNoElementIsADiagnostic() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        let m = p.check(try Self.document(Self.sceneJSON(#""ignore": ["item:nope"],"#, second: "Wor1d")))
        #expect(m?.contains("note: ignore item:nope: no such element in the layout; not ignored") == true, "\(m ?? "")")
        #expect(try p.entry().diagnostics == ["ignore item:nope: no such element in the layout; not ignored"])
    }

    // MARK: 2. artifacts for every failure

    @Test func everyKindOfFailureWritesActualDiffStripAndRegions() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        func expectArtifacts(_ status: GoldenResult.Status, expected: Bool, _ note: Comment) throws {
            let e = try p.entry()
            #expect(e.status == status, note)
            let kinds = Set(e.artifacts.map(\.kind))
            #expect(kinds.isSuperset(of: ["actual", "diff", "strip", "layout", "manifest"]), "\(kinds) \(note)")
            #expect(kinds.contains("expected") == expected, note)
            for a in e.artifacts { #expect(FileIO.exists(p.artifacts + "/" + a.path), "\(a.path) \(note)") }
            #expect(!e.regions.isEmpty, note)
            // Regions in points are the device-pixel regions over the scale (2).
            for r in e.regions { #expect(r.points.x0 * 2 == Double(r.pixels.x) && r.points.y1 * 2 == Double(r.pixels.y + r.pixels.height)) }
            #expect(e.actualSHA256 == SHA256Probe.hex(try FileIO.read(p.artifacts + "/" + e.artifact("actual")!)))
        }
        // A mismatch of the same size.
        #expect(p.check(try Self.document(Self.sceneJSON(second: "Wor1d"))) != nil)
        try expectArtifacts(.failed, expected: true, "mismatch")
        // A size mismatch: both padded to the larger size, so the diff covers both.
        let taller = try Self.document(Self.sceneJSON(second: "World and a much longer second line of text that wraps"))
        #expect(p.check(taller)?.contains("size differs") == true)
        try expectArtifacts(.failed, expected: true, "size mismatch")
        let e = try p.entry()
        let diff = try PNG.readFile(p.artifacts + "/" + e.artifact("diff")!)
        let golden = try PNG.readFile(p.goldens + "/S/n.png")
        let actual = try PNG.readFile(p.artifacts + "/" + e.artifact("actual")!)
        #expect(diff.width == max(golden.width, actual.width) && diff.height == max(golden.height, actual.height))
        #expect(actual.height > golden.height)
        // A corrupt (truncated) golden: unreadable, and still an actual, a diff and a strip.
        let bytes = try FileIO.read(p.goldens + "/S/n.png")
        try FileIO.writeAtomically(Array(bytes.prefix(bytes.count / 2)), to: p.goldens + "/S/n.png")
        #expect(p.check(try Self.document(Self.sceneJSON()))?.contains("cannot read golden") == true)
        try expectArtifacts(.unreadable, expected: false, "truncated golden")
        #expect(try FileIO.read(p.goldens + "/S/n.png").count == bytes.count / 2, "never re-recorded in mode never")
        // A missing golden.
        FileIO.remove(p.goldens + "/S/n.png")
        #expect(p.check(try Self.document(Self.sceneJSON()))?.contains("no golden at") == true)
        try expectArtifacts(.missing, expected: false, "missing golden")
    }

    @Test func anArtifactsFolderThatCannotBeCreatedIsADiagnostic() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        try FileIO.writeAtomically("a file, not a folder", to: p.dir + "/blocked")
        let store = GoldenStore(artifactsDirectory: p.dir + "/blocked/artifacts", recordMode: .never, isCI: false)
        let rendered = try SceneRenderer.shared().render(try Self.scene(Self.sceneJSON(second: "Wor1d")))
        let r = store.checkImage(
            ImageSnapshot(bitmap: rendered.bitmap, layoutDump: rendered.layout.dump(), scale: 2),
            goldenPath: p.goldens + "/S/n.png", name: "S/n", fingerprint: nil)
        #expect(r.status == .failed)
        #expect(r.artifacts.isEmpty)
        #expect(r.diagnostics.contains { $0.hasPrefix("could not write artifact \(p.dir)/blocked/artifacts/S/n.actual.png") }, "\(r.diagnostics)")
        #expect(!r.message.isEmpty && !r.regions.isEmpty, "the comparison still reports")
    }

    // MARK: 3. explained diffs

    @Test func aLayoutChangeIsExplainedPerElementWithItsRegion() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        #expect(FileIO.exists(p.goldens + "/S/n.layout.txt"), "the layout dump is kept beside the golden")
        let m = p.check(try Self.document(Self.sceneJSON(second: "World, now long enough to wrap onto a second line")))
        let e = try p.entry()
        let old = LayoutExplanation.elements(ofDump: try FileIO.readText(p.goldens + "/S/n.layout.txt")).elements
        let new = LayoutExplanation.elements(ofDump: try FileIO.readText(p.artifacts + "/" + e.artifact("layout")!)).elements
        let b0 = try #require(old.first { $0.name == "item s/b" }), b1 = try #require(new.first { $0.name == "item s/b" })
        #expect(b1.height > b0.height)
        let line = try #require(e.explanation.first { $0.hasPrefix("item s/b: ") }, "\(e.explanation)")
        #expect(line.hasPrefix("item s/b: height \(JSONValue.formatNumber(b0.height)) → \(JSONValue.formatNumber(b1.height)) pt; region ("), "\(line)")
        // The row below moved by the growth, said once.
        #expect(e.explanation.contains { $0.hasPrefix("item s/c: moved") || ($0.contains("moved by") && $0.contains("item s/c")) }, "\(e.explanation)")
        #expect(m?.contains("explained:\n") == true)
    }

    @Test func samePixelsChangedWithTheSameLayoutNamesTheElementsUnderThem() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        #expect(p.check(try Self.document(Self.sceneJSON(second: "Wor1d"))) != nil)
        let e = try p.entry()
        #expect(e.explanation.count == 1, "\(e.explanation)")
        #expect(e.explanation.first?.hasPrefix("same layout, pixels changed in: item s/b (") == true, "\(e.explanation)")
    }

    // MARK: 4. renderer fingerprint

    @Test func theFingerprintIsInTheManifestNotInThePNG() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        let rendered = try SceneRenderer.shared().render(try Self.scene(Self.sceneJSON()))
        #expect(try FileIO.read(p.goldens + "/S/n.png") == (try PNG.encode(rendered.bitmap)), "the PNG is the pixels only")
        let recordedPrint = try #require(try GoldenSidecar.readFingerprint(for: p.goldens + "/S/n.png").get())
        let fonts = try FileIO.list(packageRoot + "/Fonts").filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }.sorted()
        #expect(recordedPrint.fonts.map(\.name) == fonts)
        #expect(recordedPrint.galleyVersion == galleyVersion && recordedPrint.displayListVersion == DisplayList.currentVersion)
        // SHA-256 of a font file, as sha256sum would print it.
        let first = try FileIO.read(packageRoot + "/Fonts/" + fonts[0])
        #expect(recordedPrint.fonts[0].sha256 == SHA256Probe.hex(first))
        #expect(SHA256Probe.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func aMismatchUnderAnotherFingerprintSaysTheEnvironmentChanged() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        var other = try #require(try GoldenSidecar.readFingerprint(for: p.goldens + "/S/n.png").get())
        other.galleyVersion = "0.1.0"
        other.fonts[0].sha256 = String(repeating: "0", count: 64)
        try FileIO.writeAtomically(GoldenSidecar.manifestText(other), to: p.goldens + "/S/n.manifest")
        let m = p.check(try Self.document(Self.sceneJSON(second: "Wor1d")))
        let e = try p.entry()
        #expect(e.environmentChanges.count == 2, "\(e.environmentChanges)")
        #expect(e.environmentChanges.first == "Galley version 0.1.0 → \(galleyVersion)")
        #expect(e.environmentChanges.last?.hasPrefix("font \(other.fonts[0].name) changed") == true)
        #expect(m?.contains("the environment changed since the golden was recorded") == true)
        // Same fingerprint: nothing about the environment.
        try FileIO.writeAtomically(GoldenSidecar.manifestText(try #require(e.fingerprint)), to: p.goldens + "/S/n.manifest")
        _ = p.check(try Self.document(Self.sceneJSON(second: "Wor1d")))
        #expect(try p.entry().environmentChanges.isEmpty)
    }

    // MARK: 5. record modes

    @Test func recordModesAllMissingFailedNeverAndNeverOnCI() throws {
        let p = try Place()
        defer { removeTemporaryDirectory(p.dir) }
        let a = try Self.document(Self.sceneJSON()), b = try Self.document(Self.sceneJSON(second: "Wor1d"))
        let golden = p.goldens + "/S/n.png"
        #expect(p.check(a, record: .never)?.contains("no golden") == true)
        #expect(!FileIO.exists(golden))
        #expect(p.check(a, record: .missing, env: ["CI": "1"])?.contains("CI is set") == true)
        #expect(!FileIO.exists(golden))
        #expect(p.check(a, record: .missing)?.hasPrefix("Recorded") == true)
        #expect(p.check(a, record: .missing) == nil)
        let aBytes = try FileIO.read(golden)
        #expect(try p.check(b, record: .missing) != nil && FileIO.read(golden) == aBytes, "missing never overwrites")
        #expect(try p.check(b, record: .failed, env: ["CI": "true"]) != nil && FileIO.read(golden) == aBytes)
        #expect(p.check(b, record: .failed)?.hasPrefix("Recorded") == true)
        let bBytes = try FileIO.read(golden)
        #expect(bBytes != aBytes)
        #expect(p.check(b, record: .all)?.hasPrefix("Recorded") == true, "all records even a match, and says so")
        #expect(try FileIO.read(golden) == bBytes)
        // GALLEY_RECORD when the assertion passes none.
        FileIO.remove(golden)
        #expect(p.check(a, record: nil, env: ["GALLEY_RECORD": "never"])?.contains("no golden") == true)
        #expect(p.check(a, record: nil, env: ["GALLEY_RECORD": "sometimes"])?.contains("GALLEY_RECORD=sometimes is not a record mode") == true)
        #expect(!FileIO.exists(golden))
    }

    // MARK: 6. results of a test run

    @Test func theTestRunWritesResultsAndJUnit() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        _ = p.check(try Self.document(Self.sceneJSON(second: "Wor1d")))
        let r = try p.results()
        #expect(r.tool == "swift test")
        let e = try p.entry()
        #expect(e.status == .failed && e.comparator == "exact" && e.golden == p.goldens + "/S/n.png")
        #expect(e.numbers.first { $0.key == "differingPixels" }.map { $0.value > 0 } == true)
        #expect(e.fingerprint != nil)
        let junit = try FileIO.readText(p.artifacts + "/junit.xml")
        #expect(junit.contains("<testcase classname=\"S\" name=\"n\""))
        #expect(junit.contains("<failure type=\"failed\""))
        // The file round-trips.
        #expect(try RunResults(jsonValue: JSONReader(JSONValue.parse(r.jsonValue.serialized()))) == r)
    }

    // MARK: accept

    @Test func acceptCopiesTheActualWithItsSidecarsAndRefusesAnotherRunsFiles() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        _ = p.check(try Self.document(Self.sceneJSON(second: "World, now long enough to wrap onto a second line")))
        let results = try p.results()
        #expect(throws: ResultsError.unknownName("S/nope", folder: p.artifacts)) {
            try GoldenAccept.select(["S/nope"], all: false, in: results, folder: p.artifacts)
        }
        // An actual replaced after the run (a folder from another run) is refused, nothing written.
        let e = try p.entry()
        let actualPath = p.artifacts + "/" + e.artifact("actual")!
        let actual = try FileIO.read(actualPath)
        let before = try FileIO.read(p.goldens + "/S/n.png")
        try FileIO.writeAtomically(before, to: actualPath)
        #expect(throws: ResultsError.differentRun(name: "S/n", path: actualPath)) {
            try GoldenAccept.accept([e], from: p.artifacts, readOnlyReason: nil)
        }
        #expect(try FileIO.read(p.goldens + "/S/n.png") == before)
        try FileIO.writeAtomically(actual, to: actualPath)
        let done = try GoldenAccept.accept(
            try GoldenAccept.select(["S/n"], all: false, in: results, folder: p.artifacts),
            from: p.artifacts, readOnlyReason: nil)
        #expect(done == [GoldenAccept.Accepted(name: "S/n", golden: p.goldens + "/S/n.png")])
        #expect(try FileIO.read(p.goldens + "/S/n.png") == actual)
        #expect(try FileIO.readText(p.goldens + "/S/n.layout.txt") == (try FileIO.readText(p.artifacts + "/" + e.artifact("layout")!)))
        #expect(try p.entry().accepted)
        #expect(p.check(try Self.document(Self.sceneJSON(second: "World, now long enough to wrap onto a second line"))) == nil)
        // Nothing left to accept; a passed entry has no actual.
        #expect(try GoldenAccept.select([], all: true, in: try p.results(), folder: p.artifacts).isEmpty)
        #expect(throws: ResultsError.noActual("S/n", status: .passed)) {
            try GoldenAccept.select(["S/n"], all: false, in: try p.results(), folder: p.artifacts)
        }
    }

    @Test func acceptIntoAFolderThatCannotBeWrittenKeepsTheGoldenWhole() throws {
        let p = try recorded()
        defer { removeTemporaryDirectory(p.dir) }
        _ = p.check(try Self.document(Self.sceneJSON(second: "Wor1d")))
        var e = try p.entry()
        // A Goldens folder that cannot be written: as root, permissions do not stop writes, so
        // the golden's folder is a file instead (ENOTDIR); otherwise it is made read-only too.
        e.golden = p.dir + "/readonly/S/n.png"
        try FileIO.writeAtomically("not a folder", to: p.dir + "/readonly/S")
        #expect(throws: ResultsError.self) { try GoldenAccept.accept([e], from: p.artifacts, readOnlyReason: nil) }
        #expect(try FileIO.readText(p.dir + "/readonly/S") == "not a folder")
        #expect(throws: ResultsError.file(FileError(path: p.artifacts, reason: "CI is set"))) {
            try GoldenAccept.accept([e], from: p.artifacts, readOnlyReason: "CI is set")
        }
    }

    // MARK: shards

    @Test func shardsSplitTheDocumentsAndBadShardsAreTypedErrors() throws {
        #expect(throws: ShardError.outOfRange(index: 0, count: 3)) { try Shard(parsing: "0/3") }
        #expect(throws: ShardError.outOfRange(index: 4, count: 3)) { try Shard(parsing: "4/3") }
        #expect(throws: ShardError.badCount("1/0")) { try Shard(parsing: "1/0") }
        #expect(throws: ShardError.syntax("a/3")) { try Shard(parsing: "a/3") }
        #expect(throws: ShardError.syntax("1/3/4")) { try Shard(parsing: "1/3/4") }
        let items = Array(0..<10)
        let parts = try (1...3).map { try Shard(index: $0, count: 3).select(items) }
        #expect(parts == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
    }
}

/// The SHA-256 Golden uses, checked here against a known vector and through the fingerprint.
enum SHA256Probe {
    static func hex(_ bytes: [UInt8]) -> String { GoldenHash.sha256(bytes) }
}
