import GalleyTestSupport
import GalleyTesting
import Golden
import Raster
import Support
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct GoldenStoreTests {
    @Test func recordsAMissingGoldenLocallyAndFailsOnce() throws {
        let dir = try temporaryDirectory("store")
        let store = GoldenStore(artifactsDirectory: dir + "/artifacts", recordMode: .missing, isCI: false)
        let golden = dir + "/Goldens/s/name.txt"
        let outcome = store.check("hello", goldenPath: golden, diffing: .lines, artifactName: "s/name")
        guard case .recorded(let path, _) = outcome else { Issue.record("expected recorded, got \(outcome)"); return }
        #expect(path == golden)
        #expect(try FileIO.readText(golden) == "hello")
        #expect(store.check("hello", goldenPath: golden, diffing: .lines, artifactName: "s/name") == .matched)
    }

    @Test func neverRecordsOnCI() throws {
        let dir = try temporaryDirectory("ci")
        let golden = dir + "/g.txt"
        for mode in SnapshotRecordMode.allCases {
            let store = GoldenStore(artifactsDirectory: dir + "/a", recordMode: mode, isCI: true)
            let outcome = store.check("x", goldenPath: golden, diffing: .lines, artifactName: "g")
            guard case .failed(let message, _) = outcome else { Issue.record("\(mode): expected failure, got \(outcome)"); continue }
            #expect(message.contains("CI is set"))
            #expect(!FileIO.exists(golden))
        }
    }

    @Test func mismatchWritesArtifactsAndKeepsTheGolden() throws {
        let dir = try temporaryDirectory("mismatch")
        let golden = dir + "/g.txt"
        try FileIO.writeAtomically("line one\nline two", to: golden)
        let store = GoldenStore(artifactsDirectory: dir + "/a", recordMode: .missing, isCI: false)
        let outcome = store.check("line one\nline 2", goldenPath: golden, diffing: .lines, artifactName: "suite/g")
        guard case .failed(let message, let artifacts) = outcome else { Issue.record("expected failure, got \(outcome)"); return }
        #expect(message.contains("- line two") && message.contains("+ line 2"))
        #expect(artifacts == [dir + "/a/suite/g.actual.txt"])
        #expect(try FileIO.readText(dir + "/a/suite/g.actual.txt") == "line one\nline 2")
        #expect(try FileIO.readText(golden) == "line one\nline two")
    }

    @Test func failedModeReRecordsAndAllModeAlwaysRecords() throws {
        let dir = try temporaryDirectory("modes")
        let golden = dir + "/g.txt"
        try FileIO.writeAtomically("old", to: golden)
        let failed = GoldenStore(artifactsDirectory: dir + "/a", recordMode: .failed, isCI: false)
        #expect(failed.check("old", goldenPath: golden, diffing: .lines, artifactName: "g") == .matched)
        guard case .recorded = failed.check("new", goldenPath: golden, diffing: .lines, artifactName: "g") else {
            Issue.record("expected re-record"); return
        }
        #expect(try FileIO.readText(golden) == "new")
        let all = GoldenStore(artifactsDirectory: dir + "/a", recordMode: .all, isCI: false)
        guard case .recorded = all.check("new", goldenPath: golden, diffing: .lines, artifactName: "g") else {
            Issue.record("expected record in mode all"); return
        }
        let never = GoldenStore(artifactsDirectory: dir + "/a", recordMode: .never, isCI: false)
        guard case .failed = never.check("newer", goldenPath: golden, diffing: .lines, artifactName: "g") else {
            Issue.record("expected failure in mode never"); return
        }
        #expect(try FileIO.readText(golden) == "new")
    }

    @Test func recordModeFromEnvironment() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["GALLEY_RECORD": "failed"]) == .failed)
        #expect(throws: SnapshotConfigurationError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.fromEnvironment(["GALLEY_RECORD": "sometimes"])
        }
        #expect(SnapshotRecordMode.isCI(["CI": "true"]))
        #expect(!SnapshotRecordMode.isCI(["CI": ""]))
        #expect(!SnapshotRecordMode.isCI(["CI": "0"]))
    }
}

@Suite struct ImageComparisonTests {
    func bitmap(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) throws -> Bitmap {
        try Bitmap(width: w, height: h, fill: (c.0, c.1, c.2, c.3))
    }

    /// A golden whose pixels match is not encoded against and writes no artifact, and
    /// `GALLEY_RECORD=all` keeps a pixel-equal golden's bytes
    /// (here written by other encoder options, as an older encoder would have).
    @Test func aMatchingImageWritesNothingAndIsNotReRecorded() throws {
        let dir = try temporaryDirectory("match-writes-nothing")
        var pixels = [UInt8](repeating: 255, count: 9 * 7 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = UInt8(i % 251); pixels[i + 1] = UInt8(i / 4 % 3 * 80) }
        let image = try Bitmap(width: 9, height: 7, premultipliedPixels: pixels)
        let golden = dir + "/Goldens/g.png"
        let oldBytes = try PNG.encode(image, options: .init(level: 0, filters: .paeth, repeatedRowsAsUp: false, opaqueAsRGB: false))
        #expect(oldBytes != (try PNG.encode(image)))
        try FileIO.writeAtomically(oldBytes, to: golden)
        for mode in [SnapshotRecordMode.never, .missing, .failed, .all] {
            let artifacts = dir + "/artifacts-\(mode)"
            let store = GoldenStore(artifactsDirectory: artifacts, recordMode: mode, isCI: false)
            let r = store.checkImage(ImageSnapshot(bitmap: image, layoutDump: "layout"), goldenPath: golden, name: "g", fingerprint: nil)
            // `all` still reports a recording (so the run fails and is noticed), with the bytes kept.
            #expect(r.status == (mode == .all ? .recorded : .passed), "\(mode): \(r.message)")
            #expect(r.artifacts.isEmpty)
            #expect(r.actualSHA256 == nil)
            #expect(!FileIO.exists(artifacts))
            #expect(try FileIO.read(golden) == oldBytes, "\(mode) rewrote a pixel-equal golden")
        }
        // One pixel off: the failure writes the actual and the diff.
        pixels[0] ^= 0x40
        let changed = try Bitmap(width: 9, height: 7, premultipliedPixels: pixels)
        let store = GoldenStore(artifactsDirectory: dir + "/artifacts-failed", recordMode: .never, isCI: false)
        let r = store.checkImage(ImageSnapshot(bitmap: changed), goldenPath: golden, name: "g", fingerprint: nil)
        #expect(r.status == .failed)
        #expect(r.artifacts.contains { $0.0 == "actual" })
        #expect(try PNG.readFile(dir + "/artifacts-failed/g.actual.png") == changed)
    }

    @Test func identicalImagesMatch() throws {
        let a = try bitmap(4, 3, (10, 20, 30, 255))
        let r = ImageComparison.compare(expected: a, actual: a)
        #expect(r.matches && r.differingPixels == 0 && r.differingBounds == nil)
    }

    @Test func countsAndLocatesDifferingPixels() throws {
        let a = try bitmap(5, 4, (255, 255, 255, 255))
        var b = a
        for (x, y) in [(1, 1), (3, 2)] { b.pixels[(y * 5 + x) * 4] = 250 }
        let r = ImageComparison.compare(expected: a, actual: b)
        #expect(!r.matches)
        #expect(r.differingPixels == 2 && r.maxChannelDelta == 5)
        #expect(r.differingBounds.map { [$0.x, $0.y, $0.width, $0.height] } == [1, 1, 3, 2])
        #expect(r.summary == "2 of 20 pixels differ (10%), max channel delta 5, in x 1..<4, y 1..<3")
        // A per-pixel threshold absorbs the tiny difference; a differing fraction allows the count.
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .threshold(0.1)).matches)
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .threshold(0, maxDifferingFraction: 0.1)).matches)
        #expect(!ImageComparison.compare(expected: a, actual: b, comparator: .threshold(0, maxDifferingFraction: 0.05)).matches)
        let diff = try #require(ImageComparison.diffImage(expected: a, actual: b))
        #expect(Array(diff.pixels[(1 * 5 + 1) * 4..<(1 * 5 + 1) * 4 + 4]) == [255, 0, 0, 255])
        #expect(diff.pixels[0] == diff.pixels[1] && diff.pixels[0] > 200)  // unchanged pixels are faded gray
    }

    @Test func sizeMismatchNeverMatches() throws {
        let r = ImageComparison.compare(
            expected: try bitmap(4, 4, (0, 0, 0, 255)), actual: try bitmap(4, 5, (0, 0, 0, 255)),
            comparator: .threshold(1, maxDifferingFraction: 1))
        #expect(!r.matches)
        #expect(r.summary == "size differs: golden is 4x4 px, actual is 4x5 px")
    }
}
