import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import GoldenVerification
import Raster
import Support
import Testing

/// Faults around the golden files (issue 15): a read-only `Goldens/`, a full disk (a real tmpfs
/// here; a file-size limit in `GoldenCLIWorkflowTests.aFullDiskDuringRecordChangesNothing`), a
/// recorder killed with SIGKILL, a golden replaced while verify reads it. Nothing torn, nothing
/// lost, a clear error.
@Suite struct FaultTests {
    static let sidecars = [".png", ".layout.txt", ".manifest"]

    /// `count` copies of `Goldens/scenes/lists/settings` (scene, golden, sidecars) as `s00` … in
    /// `<dir>/Goldens/scenes/lists`, with the scene changed (a word) so that recording rewrites them.
    func workspace(copies count: Int, changed: Bool = true) throws -> String {
        let dir = try cliTemporaryDirectory()
        let src = packageRoot + "/Goldens/scenes/lists/settings"
        var scene = try FileIO.readText(src + ".json")
        if changed {
            #expect(scene.contains("\"Focus\""))
            // A word and an identifier: the PNG and the layout dump both change.
            scene = scene.replacingOccurrences(of: "\"Focus\"", with: "\"Fokus\"").replacingOccurrences(of: "\"id\": \"focus\"", with: "\"id\": \"fokus\"")
        }
        for i in 0..<count {
            let base = dir + "/Goldens/scenes/lists/" + String(format: "s%02d", i)
            try FileIO.writeAtomically(scene, to: base + ".json")
            for ext in Self.sidecars { try FileIO.writeAtomically(try FileIO.read(src + ext), to: base + ext) }
        }
        return dir
    }

    func process(_ args: [String], in dir: String, asUser user: UInt32? = nil) throws -> Process {
        let p = Process()
        let binary = try BuiltProduct.path("galley")
        if let user {
            // Root ignores file modes: run the child as that user instead, for whom the folder is read-only.
            p.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            p.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", binary] + args
        } else {
            p.executableURL = URL(fileURLWithPath: binary)
            p.arguments = args
        }
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        env["GALLEY_FONTS"] = packageRoot + "/Fonts"
        env.removeValue(forKey: "CI")
        env.removeValue(forKey: "GALLEY_RECORD")
        p.environment = env
        p.standardInput = FileHandle.nullDevice
        return p
    }

    func contents(_ dir: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for f in cliListing(dir) where !FileIO.isDirectory(dir + "/" + f) { out[f] = try FileIO.read(dir + "/" + f) }
        return out
    }

    @Test func recordingIntoAReadOnlyGoldensFolderFailsClearlyAndChangesNothing() throws {
        let dir = try workspace(copies: 2)
        defer {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir + "/Goldens/scenes/lists"); removeTemporaryDirectory(dir)
        }
        let folder = dir + "/Goldens/scenes/lists"
        let before = try contents(folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        let root = geteuid() == 0
        // The fonts and the binary must be readable by `nobody` (65534) when running as root.
        let p = try process(["record", "Goldens/scenes/lists/s00.json", "Goldens/scenes/lists/s01.json"], in: dir, asUser: root ? 65534 : nil)
        let (status, stderr) = try runCapturingStandardError(p)
        #expect(status == 2, "\(stderr)")
        for name in ["s00", "s01"] {
            #expect(
                stderr.contains("error: Goldens/scenes/lists/\(name).json: ") && stderr.contains("Goldens/scenes/lists/\(name).layout.txt: Permission denied"),
                "\(stderr)")
        }
        #expect(stderr.split(separator: "\n").count == 2, "one line per golden: \(stderr)")
        #expect(try contents(folder) == before, "a read-only Goldens/ changed")
    }

    /// `galley verify --record all` killed with SIGKILL while it writes: every golden and sidecar
    /// is the old file or the new one, whole; what stays behind is at most the documented
    /// `<file>.tmp-<pid>-<n>` temporaries, and the next recording run removes them.
    @Test(arguments: [1, 2, 3])
    func aRecorderKilledMidRunLeavesEveryFileOldOrNewAndTheNextRunCleansUp(attempt: Int) throws {
        let count = 24
        let dir = try workspace(copies: count)
        defer { removeTemporaryDirectory(dir) }
        let folder = dir + "/Goldens/scenes/lists"
        let old = try Self.sidecars.map { try FileIO.read(folder + "/s00" + $0) }
        // The new files, from an undisturbed run over one copy.
        let reference = try workspace(copies: 1)
        defer { removeTemporaryDirectory(reference) }
        let full = try galley(["verify", "--record", "all", "--jobs", "1", "Goldens"], in: reference)
        // A recording run exits 1 (recorded is not passed: CLITests, GoldenCLIWorkflowTests pin it).
        #expect(full.status == 1 && full.stdout.contains("REC   Goldens/scenes/lists/s00.json"), "\(full)")
        let new = try Self.sidecars.map { try FileIO.read(reference + "/Goldens/scenes/lists/s00" + $0) }
        #expect(new[0] != old[0] && new[1] != old[1])

        let p = try process(["verify", "--record", "all", "--jobs", "2", "Goldens"], in: dir)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Kill it once some goldens are new and others not yet (later attempts a little later).
        let deadline = Date().addingTimeInterval(60)
        var newCount = 0
        while p.isRunning && Date() < deadline {
            newCount = (0..<count).filter { (try? FileIO.read(folder + String(format: "/s%02d.png", $0))) == new[0] }.count
            if newCount >= attempt * 2 { break }
            usleep(2_000)
        }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        #expect(p.terminationReason == .uncaughtSignal || newCount == count, "the recorder finished before it could be killed")

        for i in 0..<count {
            for (k, ext) in Self.sidecars.enumerated() {
                let path = folder + String(format: "/s%02d", i) + ext
                let bytes = try FileIO.read(path)
                #expect(bytes == old[k] || bytes == new[k], "\(path) is neither the old nor the new file (\(bytes.count) bytes): torn")
            }
        }
        let leftovers = cliListing(folder).filter { $0.contains(".tmp-") }
        for t in leftovers { #expect(t.range(of: #"^s\d\d\.(png|layout\.txt|manifest)\.tmp-\d+-\d+$"#, options: .regularExpression) != nil, "\(t)") }

        // The next recording run removes the leftovers, names them, and finishes the job.
        let next = try galley(["verify", "--record", "all", "Goldens"], in: dir)
        #expect(next.status == 1 && !next.stdout.contains("ERROR"), "\(next)")
        #expect(next.stdout.contains("\(count) scenes, 0 passed, \(count) failed"), "\(next)")
        for t in leftovers { #expect(next.stdout.contains("removed Goldens/scenes/lists/\(t): a temporary file left by a writer that was killed"), "\(next)") }
        #expect(cliListing(folder).filter { $0.contains(".tmp-") }.isEmpty, "\(cliListing(folder))")
        for i in 0..<count {
            #expect(try FileIO.read(folder + String(format: "/s%02d.png", i)) == new[0])
        }
        // …and a plain verify after it passes.
        let check = try galley(["verify", "Goldens"], in: dir)
        #expect(check.status == 0, "\(check)")
    }

    /// While `galley verify` runs, another process keeps replacing the golden (atomically, as
    /// `record` does) with either the right image or a wrong one. Verify reads the golden once into
    /// memory, so each run compares against one whole version: it passes, or fails with a pixel
    /// diff whose `expected` image is the wrong version — never an unreadable or mixed golden.
    @Test func aGoldenReplacedWhileVerifyReadsItIsReadWhole() throws {
        let dir = try workspace(copies: 1, changed: false)
        defer { removeTemporaryDirectory(dir) }
        let png = dir + "/Goldens/scenes/lists/s00.png"
        let right = try FileIO.read(png)
        let wrongBitmap = try Bitmap(width: try PNG.decode(right).width, height: try PNG.decode(right).height, fill: (255, 0, 0, 255))
        let wrong = try PNG.encode(wrongBitmap)
        let stop = Locked(false)
        let replacer = Thread {
            var flip = false
            while !stop.withLock({ $0 }) {
                try? FileIO.writeAtomically(flip ? right : wrong, to: png)
                flip.toggle()
            }
        }
        replacer.start()
        var statuses: [Int32] = []
        for _ in 0..<6 {
            let r = try galley(["verify", "--jobs", "1", "Goldens/scenes/lists/s00.json"], in: dir)
            statuses.append(r.status)
            if r.status == 0 { #expect(r.stdout.contains("ok    Goldens/scenes/lists/s00.json"), "\(r)"); continue }
            #expect(r.status == 1, "\(r)")
            #expect(r.stdout.contains("FAIL  Goldens/scenes/lists/s00.json: "), "\(r)")
            let results = try RunResults.read(from: dir + "/.build/galley-artifacts/verify")
            guard let expected = results.results.first?.artifact("expected") else { Issue.record("no expected artifact: \(r)"); continue }
            #expect(try PNG.readFile(dir + "/.build/galley-artifacts/verify/" + expected) == wrongBitmap, "the expected image is not one whole version")
        }
        stop.withLock { $0 = true }
        while !replacer.isFinished { usleep(1_000) }
        #expect(statuses.allSatisfy { $0 == 0 || $0 == 1 }, "\(statuses)")
    }

    /// A full disk for real: the goldens on a tmpfs with room for what is there and 16 KB more.
    /// Recording new goldens (bigger than that) fails with ENOSPC naming the file, and every
    /// golden, sidecar and scene is as it was, with no temporary left behind.
    @Test(.enabled(if: geteuid() == 0, "mounting a tmpfs needs root (CI runs as root; the file-size-limit test covers the rest)"))
    func recordingOntoAFullDiskFailsClearlyAndChangesNothing() throws {
        let source = try workspace(copies: 2)
        defer { removeTemporaryDirectory(source) }
        let mountPoint = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(mountPoint) }
        func mount(_ args: [String]) throws -> Int32 {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/mount")
            p.arguments = args
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run(); p.waitUntilExit()
            return p.terminationStatus
        }
        let mounted = try mount(["-t", "tmpfs", "-o", "size=8m,mode=0755", "tmpfs", mountPoint])
        try #require(mounted == 0, "mount -t tmpfs failed as root: the full-disk fault cannot be checked here")
        defer {
            let p = Process(); p.executableURL = URL(fileURLWithPath: "/bin/umount"); p.arguments = ["-l", mountPoint]
            try? p.run(); p.waitUntilExit()
        }
        let folder = mountPoint + "/Goldens/scenes/lists"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in cliListing(source + "/Goldens/scenes/lists") {
            try FileIO.writeAtomically(try FileIO.read(source + "/Goldens/scenes/lists/" + name), to: folder + "/" + name)
        }
        let fs = try FileManager.default.attributesOfFileSystem(forPath: mountPoint)
        let used = ((fs[.systemSize] as? NSNumber)?.int64Value ?? 0) - ((fs[.systemFreeSize] as? NSNumber)?.int64Value ?? 0)
        try #require(used > 0)
        // Room for the small sidecars' temporaries, not for a new PNG (about 160 KB).
        try #require(try mount(["-o", "remount,size=\(used + 16 * 1024)", mountPoint]) == 0, "remounting the tmpfs smaller failed")
        let before = try contents(folder)
        let p = try process(["record", "Goldens/scenes/lists/s00.json", "Goldens/scenes/lists/s01.json"], in: mountPoint)
        let (status, stderr) = try runCapturingStandardError(p)
        #expect(status == 2, "\(stderr)")
        for name in ["s00", "s01"] {
            #expect(stderr.contains("error: Goldens/scenes/lists/\(name).json: ") && stderr.contains("No space left on device"), "\(stderr)")
        }
        #expect(try contents(folder) == before, "a golden, sidecar or scene changed on a full disk")
        #expect(cliListing(folder).filter { $0.contains(".tmp-") }.isEmpty, "temporaries left: \(cliListing(folder))")
    }
}
