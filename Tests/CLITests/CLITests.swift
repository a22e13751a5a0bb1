import Foundation
import Galley
import GalleyTestSupport
import Raster
import Support
import Testing

// The `galley` command line, run as a process: exit codes (0 success, 1 a check
// failed, 2 usage or input error), one-line errors on stderr, and what each
// command writes. `galley(_:in:environment:)` (GalleyTestSupport) runs the `galley` built
// beside the test bundle; when it is not there, each test fails saying so, never skips.

/// The package root (GalleyTestSupport).
private let cliRoot = packageRoot

@Suite struct CLITests {
    static let subcommands = [
        "verify", "review", "accept", "merge-results", "render", "raster", "record", "compare", "gallery", "changeset",
        "design", "diff-design", "affected",
    ]

    // MARK: usage

    @Test(arguments: subcommands)
    func everySubcommandHasHelp(command: String) throws {
        for flag in ["--help", "-h"] {
            let r = try galley([command, flag])
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.hasPrefix("USAGE: galley \(command)"), "\(r)")
            #expect(r.stderr.isEmpty, "\(r)")
        }
    }

    @Test func topLevelHelpListsEveryCommand() throws {
        for flag in ["--help", "-h", "help"] {
            let r = try galley([flag])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
            for c in Self.subcommands { #expect(r.stdout.contains("  \(c)"), "\(c) missing from \(r)") }
        }
        // No command at all: the usage, on stderr, as a usage error.
        let bare = try galley([])
        #expect(bare.status == 2 && bare.stdout.isEmpty && bare.stderr.contains("USAGE: galley <command>"), "\(bare)")
    }

    /// `galley help COMMAND` is the command's `--help`; the top-level usage lists each command's synopsis.
    @Test func helpForACommandIsItsHelp() throws {
        for c in Self.subcommands {
            let viaHelp = try galley(["help", c]), viaFlag = try galley([c, "--help"])
            #expect(viaHelp.status == 0 && viaHelp.stdout == viaFlag.stdout && !viaHelp.stdout.isEmpty, "\(c): \(viaHelp)")
        }
        try expectUsageError(["help", "nosuch"], "galley help: unknown command 'nosuch'")
    }

    /// The README's command table is the one `galley help --markdown` makes from the command table:
    /// a command added, renamed or re-described without the README fails here.
    @Test func readmeCommandTableIsGenerated() throws {
        let readme = try FileIO.readText(packageRoot + "/README.md")
        let begin = try #require(readme.range(of: "<!-- galley-commands:begin -->\n"), "README.md has no galley-commands:begin marker")
        let end = try #require(
            readme.range(of: "\n<!-- galley-commands:end -->", range: begin.upperBound..<readme.endIndex),
            "README.md has no galley-commands:end marker after the begin marker")
        let r = try galley(["help", "--markdown"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        let table = String(readme[begin.upperBound..<end.lowerBound])
        #expect(table + "\n" == r.stdout, "README.md's command table differs from `swift run galley help --markdown`; paste that between the markers")
        for c in Self.subcommands { #expect(table.contains("| `galley \(c)"), "\(c) missing from the README's table") }
    }

    /// A usage error: exit 2, nothing on stdout, one line on stderr that contains `message`.
    func expectUsageError(
        _ args: [String], _ message: String, in directory: String = packageRoot,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let r = try galley(args, in: directory)
        #expect(r.status == 2, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.stderrLines.count == 1 && r.stderr.hasSuffix("\n"), "\(args): stderr is not one line: \(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(message), "\(args): expected \"\(message)\" in \(r)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
    }

    @Test func unknownCommandsAndOptionsAreOneLineUsageErrors() throws {
        try expectUsageError(["nosuch"], "galley: unknown command 'nosuch' (try galley --help)")
        try expectUsageError(["--verbose"], "unknown command '--verbose'")
        for c in Self.subcommands {
            try expectUsageError([c, "--bogus"], "galley \(c): unknown option --bogus")
            try expectUsageError([c, "--bogus=1"], "galley \(c): unknown option --bogus")
        }
        try expectUsageError(["render", "-o"], "galley render: -o needs a value")
        try expectUsageError(["render", "Goldens/scenes/lists/settings.json"], "galley render: missing -o OUT.png")
        try expectUsageError(["render", "-o", "x.png"], "galley render: expects one scene file (got 0)")
        try expectUsageError(["raster", "a.json", "b.json", "-o", "x.png"], "galley raster: expects one display list file (got 2)")
        try expectUsageError(["record"], "galley record: expects at least one scene file")
    }

    @Test func missingFilesAreOneLineUsageErrors() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = cliRoot + "/Goldens/scenes/lists/settings.png"
        let stamp = try goldenStamp(golden)
        try expectUsageError(["render", "nosuch.json", "-o", dir + "/x.png"], "galley render: no such file: nosuch.json")
        try expectUsageError(["raster", "nosuch.json", "-o", dir + "/x.png"], "galley raster: no such file: nosuch.json")
        try expectUsageError(["record", "Goldens/scenes/lists/settings.json", "nosuch.json"], "galley record: no such file: nosuch.json")
        try expectUsageError(["verify", "nosuchdir"], "galley verify: no such file or directory: nosuchdir")
        try expectUsageError(["render", "Goldens/scenes/lists/settings.json", "-o", dir + "/x.png", "--fonts", dir + "/nofonts"], "galley render: ")
        // verify with no directory, run somewhere without Goldens/: says what to do.
        try expectUsageError(["verify"], "no such directory: Goldens/scenes (run from the package root, or pass a directory)", in: dir)
        // Nothing was written for any of them (a missing file is checked before rendering).
        #expect(cliListing(dir).isEmpty, "\(cliListing(dir))")
        // record refused the whole batch before writing the golden of the file that exists.
        #expect(try goldenStamp(golden) == stamp)
    }

    // MARK: verify

    @Test func verifyPassesOnTheRepositorysGoldens() throws {
        let artifacts = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        let documents = try FileIO.walk(cliRoot + "/Goldens/scenes", suffix: ".json")
        let before = try Dictionary(uniqueKeysWithValues: cliListing(cliRoot + "/Goldens").map { ($0, try goldenStamp(cliRoot + "/Goldens/" + $0)) })
        let r = try galley(["verify", "--artifacts", artifacts + "/a"])
        #expect(r.status == 0, "\(r)")
        let n = documents.count
        #expect(r.stdoutLines.last == "\(n) scenes, \(n) passed, 0 failed", "\(r)")
        #expect(r.stdoutLines.filter { $0.hasPrefix("ok    ") }.count == n, "\(r)")
        // stderr has the progress (plain lines: it is not a terminal here), one per scene.
        #expect(r.stderrLines.count == n && r.stderrLines.allSatisfy { $0.hasPrefix("[") && $0.contains("] passed ") }, "\(r)")
        // Verify never writes into Goldens/, and writes only the results when everything matches.
        let after = try Dictionary(uniqueKeysWithValues: cliListing(packageRoot + "/Goldens").map { ($0, try goldenStamp(packageRoot + "/Goldens/" + $0)) })
        #expect(before == after)
        #expect(cliListing(artifacts + "/a") == ["junit.xml", "results.json", "summary.md"])
    }

    /// Size and modification time of a file (or 0 for a directory), to see that nothing changed.
    func goldenStamp(_ path: String) throws -> String {
        let a = try FileManager.default.attributesOfItem(atPath: path)
        if (a[.type] as? FileAttributeType) == .typeDirectory { return "dir" }
        return "\(a[.size] ?? 0) \((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
    }

    @Test func verifyWithAWrongGoldenFailsAndWritesActualAndDiff() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/goldens/lists", withIntermediateDirectories: true)
        // Same layout, one word changed: the golden differs in a few pixels, not in size.
        let scene = try FileIO.readText(cliRoot + "/Goldens/scenes/lists/settings.json")
        #expect(scene.contains("\"Wi-Fi\""))
        try FileIO.writeAtomically(scene.replacingOccurrences(of: "\"Wi-Fi\"", with: "\"Wi-Fo\""), to: dir + "/goldens/lists/settings.json")
        let golden = try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.png")
        try FileIO.writeAtomically(golden, to: dir + "/goldens/lists/settings.png")
        // And one that matches, so the summary counts both.
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/korean.json"), to: dir + "/goldens/lists/korean.json")
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/korean.png"), to: dir + "/goldens/lists/korean.png")

        let r = try galley(["verify", "goldens", "--artifacts", "out/artifacts"], in: dir)
        #expect(r.status == 1, "\(r)")
        #expect(r.stdoutLines.contains("ok    goldens/lists/korean.json"), "\(r)")
        #expect(r.stdoutLines.contains { $0.hasPrefix("FAIL  goldens/lists/settings.json: ") }, "\(r)")
        #expect(r.stdoutLines.contains("2 scenes, 1 passed, 1 failed"), "\(r)")
        #expect(r.stdoutLines.last == "artifacts: out/artifacts", "\(r)")
        // The actual, the diff and the strip are written and named in the output; actual and diff
        // are PNGs of the golden's size, the strip (golden | diff | actual) three of them wide.
        let written = r.stdoutLines.filter { $0.hasPrefix("      wrote ") }.map { String($0.dropFirst("      wrote ".count)) }
        #expect(written.count == 3 && written.allSatisfy { $0.hasPrefix("out/artifacts/") }, "\(r)")
        let goldenBitmap = try PNG.decode(golden)
        for w in written {
            let b = try PNG.readFile(dir + "/" + w)
            let width = w.hasSuffix(".strip.png") ? goldenBitmap.width * 3 + 8 : goldenBitmap.width
            #expect(b.width == width && b.height == goldenBitmap.height, "\(w)")
        }
        #expect(
            written.contains { $0.contains("actual") } && written.contains { $0.contains("diff") }
                && written.contains { $0.hasSuffix(".strip.png") }, "\(written)")
        // The golden is untouched, even when the environment asks the test library to record.
        #expect(try FileIO.read(dir + "/goldens/lists/settings.png") == golden)
        let recordAll = try galley(["verify", "goldens", "--artifacts", "again"], in: dir, environment: ["GALLEY_RECORD": "all"])
        #expect(recordAll.status == 1, "\(recordAll)")
        #expect(try FileIO.read(dir + "/goldens/lists/settings.png") == golden)

        // A golden of another size: still a failure with artifacts, still untouched.
        let korean = try FileIO.read(cliRoot + "/Goldens/scenes/lists/korean.png")
        try FileIO.writeAtomically(korean, to: dir + "/goldens/lists/settings.png")
        let sized = try galley(["verify", "goldens/lists", "--artifacts", "sized"], in: dir)
        #expect(sized.status == 1 && sized.stdout.contains("size differs"), "\(sized)")
        #expect(try FileIO.read(dir + "/goldens/lists/settings.png") == korean)

        // No golden at all: a failure (verify never records), and still no golden.
        try FileManager.default.removeItem(atPath: dir + "/goldens/lists/settings.png")
        let missing = try galley(["verify", "goldens/lists", "--artifacts", "missing"], in: dir)
        #expect(missing.status == 1 && missing.stdout.contains("FAIL  goldens/lists/settings.json: no golden"), "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/goldens/lists/settings.png"))
    }

    @Test func verifyWithCorruptGoldensFailsWithoutCrashing() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.json")
        let golden = try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.png")
        var huge = golden
        huge.replaceSubrange(16..<24, with: [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0])  // IHDR says 100000×100000
        let goldens: [(String, [UInt8]?)] = [
            ("garbage", Array("junk".utf8)), ("empty", []), ("truncated", Array(golden.prefix(5_000))),
            ("huge", huge), ("directory", nil),
        ]
        for (name, bytes) in goldens {
            try FileIO.writeAtomically(scene, to: "\(dir)/\(name).json")
            if let bytes {
                try FileIO.writeAtomically(bytes, to: "\(dir)/\(name).png")
            } else {
                try FileManager.default.createDirectory(atPath: "\(dir)/\(name).png", withIntermediateDirectories: false)
            }
        }
        let before = try goldens.map { (name, _) in try goldenStamp("\(dir)/\(name).png") }
        let r = try galley(["verify", ".", "--artifacts", "artifacts"], in: dir)
        // A golden that cannot be read is an input error (exit 2), not a mismatch.
        #expect(r.status == 2, "\(r)")
        for (name, _) in goldens {
            #expect(r.stdoutLines.contains { $0.hasPrefix("ERROR ./\(name).json: cannot read golden ./\(name).png: ") }, "\(name): \(r)")
        }
        #expect(r.stdoutLines.last == "artifacts: artifacts" && r.stdoutLines.contains("5 scenes, 0 passed, 5 failed"), "\(r)")
        #expect(try goldens.map { (name, _) in try goldenStamp("\(dir)/\(name).png") } == before)
    }

    @Test func verifyVisitsEachDirectoryOnceThroughSymlinks() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/g/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/other", withIntermediateDirectories: true)
        for (from, to) in [("lists/settings", "g/settings"), ("lists/korean", "other/korean")] {
            for ext in [".json", ".png"] { try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/" + from + ext), to: dir + "/" + to + ext) }
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/g/sub/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir + "/g/linked", withDestinationPath: "../other")
        let r = try galley(["verify", "g", "--artifacts", "artifacts"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdoutLines == ["ok    g/linked/korean.json", "ok    g/settings.json", "2 scenes, 2 passed, 0 failed"], "\(r)")
    }

    @Test func verifyWithMalformedJSONIsAnInputError() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically("{\"version\": 1, \"sections\": [", to: dir + "/broken.json")
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": [{"text": 5}]}]}"#, to: dir + "/wrong.json")
        let r = try galley(["verify", ".", "--artifacts", "artifacts"], in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stdoutLines.contains("ERROR ./broken.json: malformed JSON at line 1, column 29: unexpected end of input"), "\(r)")
        #expect(r.stdoutLines.contains("ERROR ./wrong.json: sections[0].items[0].text: expected a string, found a number"), "\(r)")
        // Input errors write no images, so no artifacts folder is named; the results are there.
        #expect(r.stdoutLines.last == "2 scenes, 0 passed, 2 failed", "\(r)")
        #expect(cliListing(dir + "/artifacts") == ["junit.xml", "results.json", "summary.md"])
        // No golden appears for a document that could not be read.
        #expect(!FileManager.default.fileExists(atPath: dir + "/broken.png") && !FileManager.default.fileExists(atPath: dir + "/wrong.png"))

        // Input errors win over mismatches: any error makes the exit status 2.
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.json"), to: dir + "/settings.json")
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/korean.png"), to: dir + "/settings.png")
        #expect(try galley(["verify", ".", "--artifacts", "artifacts"], in: dir).status == 2)
    }

    @Test func verifyWithNothingToCheckIsAUsageError() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try galley(["verify", "."], in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stderr == "galley verify: no scene files (*.json) under .\n", "\(r)")
    }

    // MARK: render, raster, record

    @Test func renderWritesThePNGTheDisplayListAndTheLayout() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = cliRoot + "/Goldens/scenes/lists/settings.json"
        let r = try galley(["render", scene, "-o", dir + "/out.png", "--display-list", dir + "/list.json", "--layout", dir + "/layout.txt"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r)")
        #expect(cliListing(dir) == ["layout.txt", "list.json", "out.png"])
        // The PNG is the golden; the display list parses back and says the same size; the layout is text.
        let bitmap = try PNG.readFile(dir + "/out.png")
        #expect(bitmap == (try PNG.readFile(cliRoot + "/Goldens/scenes/lists/settings.png")))
        let list = try DisplayList(json: try FileIO.read(dir + "/list.json"))
        #expect(list.scale == 3 && list.size.width == 390 && !list.commands.isEmpty)
        #expect(try Rasterizer.deviceSize(of: list) == (bitmap.width, bitmap.height))
        let layout = try FileIO.readText(dir + "/layout.txt")
        #expect(layout.hasPrefix("contentSize 390x") && layout.contains("account/profile"), "\(layout.prefix(200))")
        // The written display list, rastered, gives the same pixels.
        let raster = try galley(["raster", dir + "/list.json", "-o", dir + "/again.png"])
        #expect(raster.status == 0 && raster.stderr.isEmpty, "\(raster)")
        #expect(try PNG.readFile(dir + "/again.png") == bitmap)
        // Rendering twice gives the same bytes.
        #expect(try galley(["render", scene, "-o", dir + "/twice.png"]).status == 0)
        #expect(try FileIO.read(dir + "/twice.png") == (try FileIO.read(dir + "/out.png")))
    }

    @Test func renderAndRasterRefuseBadInputWithOneLine() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": [{"text": 5}]}]}"#, to: dir + "/bad.json")
        try expectUsageError(["render", dir + "/bad.json", "-o", dir + "/x.png"], "sections[0].items[0].text: expected a string, found a number")
        try FileIO.writeAtomically(#"{"size": [10, 10], "commands": [{"popClip": {}}]}"#, to: dir + "/list.json")
        try expectUsageError(["raster", dir + "/list.json", "-o", dir + "/x.png"], "commands[0].popClip: no pushClip to pop")
        try FileIO.writeAtomically(#"{"size": [100000, 100000], "commands": []}"#, to: dir + "/huge.json")
        try expectUsageError(["raster", dir + "/huge.json", "-o", dir + "/x.png"], "over the pixel limit")
        try FileIO.writeAtomically(
            #"{"size": [10, 10], "commands": [{"image": {"rect": [0, 0, 10, 10], "source": "../../../../../../etc/passwd"}}]}"#, to: dir + "/img.json")
        try expectUsageError(["raster", dir + "/img.json", "-o", dir + "/x.png"], "\(dir)/img.json: commands[0].image: cannot read")
        try FileManager.default.createDirectory(atPath: dir + "/out.png", withIntermediateDirectories: false)
        try expectUsageError(["render", cliRoot + "/Goldens/scenes/lists/settings.json", "-o", dir + "/out.png"], "out.png")
        #expect(cliListing(dir).sorted() == ["bad.json", "huge.json", "img.json", "list.json", "out.png"])
    }

    @Test func badFontDirectoriesAreOneLineErrors() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically("not a font\n", to: dir + "/x.ttf")
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: false)
        let scene = cliRoot + "/Goldens/scenes/lists/settings.json"
        try expectUsageError(["render", scene, "-o", dir + "/o.png", "--fonts", dir], "fonts: font file '\(dir)/x.ttf' is not a usable font")
        try expectUsageError(["render", scene, "-o", dir + "/o.png", "--fonts", dir + "/empty"], "holds no .ttf/.otf font files")
        try expectUsageError(
            ["raster", "Goldens/scenes/raster/glyphs/text.json", "-o", dir + "/o.png", "--fonts", dir + "/none"],
            "fonts directory \(dir)/none (from --fonts) does not exist")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o.png"))
    }

    @Test func rasterDrawsADisplayListGolden() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try galley(["raster", "Goldens/scenes/raster/example/displaylist.json", "-o", dir + "/example.png"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r)")
        #expect(try PNG.readFile(dir + "/example.png") == (try PNG.readFile(cliRoot + "/Goldens/scenes/raster/example/displaylist.png")))
    }

    @Test func recordWritesGoldensAtomically() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.json"), to: dir + "/settings.json")
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/raster/fill/rects.json"), to: dir + "/rects.json")
        try FileIO.writeAtomically(Array("stale".utf8), to: dir + "/settings.png")  // overwritten
        let r = try galley(["record", "settings.json", "rects.json"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        #expect(r.stdoutLines == ["recorded settings.png", "recorded rects.png"], "\(r)")
        #expect(try PNG.readFile(dir + "/settings.png") == (try PNG.readFile(cliRoot + "/Goldens/scenes/lists/settings.png")))
        #expect(try PNG.readFile(dir + "/rects.png") == (try PNG.readFile(cliRoot + "/Goldens/scenes/raster/fill/rects.png")))
        // Atomic: no temporary file is left beside the goldens.
        // Beside each golden its manifest (renderer fingerprint) and, for scenes, its layout dump.
        #expect(cliListing(dir) == ["rects.json", "rects.manifest", "rects.png", "settings.json", "settings.layout.txt", "settings.manifest", "settings.png"])

        // A bad document among good ones: the good one is recorded, the bad one gets no
        // golden (and keeps the one it had), exit 2, and still no temporary files.
        try FileIO.writeAtomically("{\"version\": 1, ", to: dir + "/broken.json")
        try FileIO.writeAtomically(Array("old".utf8), to: dir + "/broken.png")
        try FileManager.default.removeItem(atPath: dir + "/rects.png")
        let mixed = try galley(["record", "broken.json", "rects.json"], in: dir)
        #expect(mixed.status == 2, "\(mixed)")
        #expect(mixed.stdoutLines == ["recorded rects.png"], "\(mixed)")
        #expect(mixed.stderrLines.count == 1 && mixed.stderr.hasPrefix("error: broken.json: malformed JSON at line 1, column 16: "), "\(mixed)")
        #expect(try FileIO.read(dir + "/broken.png") == Array("old".utf8))
        #expect(
            cliListing(dir) == [
                "broken.json", "broken.png", "rects.json", "rects.manifest", "rects.png", "settings.json",
                "settings.layout.txt", "settings.manifest", "settings.png",
            ])
    }

    // MARK: bench

    /// The benchmarks are `galley-bench`, not in the shipped tool: `galley bench` says where they went.
    @Test func galleyBenchPointsToTheBenchTool() throws {
        try expectUsageError(["bench"], "swift run -c release galley-bench")
        try expectUsageError(["bench", "--list"], "swift run -c release galley-bench")
    }

    @Test func benchListsItsWorkloadsAndRefusesUnknownOnes() throws {
        let r = try galleyBench(["--list"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        let names = r.stdoutLines
        #expect(names.count >= 5, "\(r)")
        #expect(Set(names).count == names.count, "duplicate workload names: \(names)")
        #expect(names.allSatisfy { !$0.isEmpty && !$0.contains(" ") }, "\(names)")
        // A filter narrows the list to names starting with it.
        let first = try #require(names.first)
        let prefix = String(first.prefix { $0 != "." })
        let filtered = try galleyBench(["--list", "--filter", prefix])
        #expect(filtered.status == 0 && !filtered.stdoutLines.isEmpty && filtered.stdoutLines.allSatisfy { $0.hasPrefix(prefix) }, "\(filtered)")
        try expectBenchUsageError(["--filter", "nosuch"], "galley-bench: no workload matches nosuch (try --list)")
        try expectBenchUsageError(["--list", "--filter", "nosuch"], "no workload matches nosuch")
        try expectBenchUsageError(["--list=yes"], "galley-bench: unknown option --list")
        try expectBenchUsageError(["--bogus"], "galley-bench: unknown option --bogus")
        try expectBenchUsageError(["--runs", "0"], "galley-bench: --runs needs a whole number")
        try expectBenchUsageError(["--runs", "many"], "galley-bench: --runs needs a whole number")
    }

    @Test func benchHasHelp() throws {
        for flag in ["--help", "-h"] {
            let r = try galleyBench([flag])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
            #expect(r.stdout.hasPrefix("USAGE: galley-bench [--filter NAME]"), "\(r)")
            for option in ["--filter NAME", "--export DIR", "--runs N", "--list"] { #expect(r.stdout.contains("  \(option)"), "\(option): \(r)") }
        }
    }

    /// A scene named without a folder (`galley render s.json`) is in the current directory, and so
    /// are the design file and images it names (they were looked for at `/d.json`).
    @Test func aSceneNamedWithoutAFolderReadsItsDesignAndImagesBesideIt() throws {
        let dir = try temporaryDirectory("bare-scene")
        try FileIO.writeAtomically(#"{"version": 2, "platform": "galley"}"#, to: dir + "/d.json")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Tests/Fixtures/Images/landscape.png"), to: dir + "/photo.png")
        let scene = #"""
            {"version": 2, "traits": {"width": 200}, "design": "d.json", "sections": [{"id": "a", "items": [
              {"id": "x", "kind": "articleCardCondensed", "title": "Row", "image": "photo.png"}]}]}
            """#
        try FileIO.writeAtomically(scene, to: dir + "/s.json")
        let r = try galley(["render", "s.json", "-o", "s.png", "--layout", "s.txt"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(!r.stderr.contains("cannot read") && !r.stderr.contains("placeholder"), "\(r)")
        #expect(FileIO.exists(dir + "/s.png"))
    }

    /// A bench usage error: exit 2, nothing on stdout, one line on stderr that contains `message`.
    func expectBenchUsageError(_ args: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try galleyBench(args)
        #expect(r.status == 2, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.stderrLines.count == 1 && r.stderr.hasSuffix("\n"), "\(args): stderr is not one line: \(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains(message), "\(args): expected \"\(message)\" in \(r)", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
    }
}

// MARK: - issue 9: the command line's edges

extension CLITests {
    /// An input error: exit 2, nothing on stdout, one line on stderr containing every one of `parts`.
    func expectOneLineError(
        _ args: [String], _ parts: [String], in directory: String = packageRoot, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let r = try galley(args, in: directory, environment: environment)
        #expect(r.status == 2, "\(args): \(r)", sourceLocation: sourceLocation)
        #expect(r.stderrLines.count == 1 && r.stderr.hasSuffix("\n"), "\(args): stderr is not one line: \(r)", sourceLocation: sourceLocation)
        for p in parts { #expect(r.stderr.contains(p), "\(args): expected \"\(p)\" in \(r)", sourceLocation: sourceLocation) }
        #expect(r.stdout.isEmpty, "\(args): \(r)", sourceLocation: sourceLocation)
    }

    @Test func aNamedFontsDirectoryThatIsMissingIsAnErrorNotAFallBack() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = cliRoot + "/Goldens/scenes/lists/settings.json"
        let nope = dir + "/nope"
        // GALLEY_FONTS names a directory that is not there: every command that draws refuses.
        for args in [
            ["render", scene, "-o", dir + "/o.png"], ["raster", "Goldens/scenes/raster/glyphs/text.json", "-o", dir + "/o.png"],
            ["verify", "Goldens/scenes/lists", "--artifacts", dir + "/a"],
        ] {
            try expectOneLineError(args, ["fonts directory \(nope) (from GALLEY_FONTS) does not exist"], environment: ["GALLEY_FONTS": nope])
        }
        try expectOneLineError(["render", scene, "-o", dir + "/o.png", "--fonts", nope], ["fonts directory \(nope) (from --fonts) does not exist"])
        // --fonts wins over GALLEY_FONTS, both ways.
        try expectOneLineError(
            ["render", scene, "-o", dir + "/o.png", "--fonts", nope], ["(from --fonts)"],
            environment: ["GALLEY_FONTS": packageRoot + "/Fonts"])
        let good = try galley(["render", scene, "-o", dir + "/o.png", "--fonts", packageRoot + "/Fonts"], environment: ["GALLEY_FONTS": nope])
        #expect(good.status == 0, "\(good)")
        // An empty GALLEY_FONTS names nothing: the bundled fonts.
        #expect(try galley(["render", scene, "-o", dir + "/p.png"], environment: ["GALLEY_FONTS": ""]).status == 0)
        #expect(cliListing(dir) == ["o.png", "p.png"])
    }

    @Test func errorsAfterParsingNameTheFileAndThePlace() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(
            #"{"version": 1, "design": {"cell": {"text": {"family": "Foo"}}}, "sections": [{"items": [{"id": "wifi", "text": "x"}]}]}"#,
            to: dir + "/font.json")
        try FileIO.writeAtomically(
            #"{"version": 1, "design": {"footer": {"text": {"family": "Foo"}}}, "sections": [{"items": [{"text": "x"}]}]}"#,
            to: dir + "/footer.json")
        try FileIO.writeAtomically(#"{"size": [10, 10], "commands": [{"image": {"rect": [0, 0, 10, 10], "source": "nope.png"}}]}"#, to: dir + "/img.json")
        try FileIO.writeAtomically(#"{"size": [10, 10], "commands": [], "design": 1}"#, to: dir + "/badlist.json")
        try expectOneLineError(
            ["render", "font.json", "-o", "o.png"],
            [#"galley render: font.json: sections[0].items[0] (id "wifi"): design.cell.text.family: unknown font family "Foo"; bundled: "#], in: dir)
        try expectOneLineError(
            ["render", "footer.json", "-o", "o.png"], [#"galley render: footer.json: design.footer.text.family: unknown font family "Foo""#], in: dir)
        try expectOneLineError(["raster", "img.json", "-o", "o.png"], ["galley raster: img.json: commands[0].image: cannot read nope.png"], in: dir)
        try expectOneLineError(["raster", "badlist.json", "-o", "o.png"], ["galley raster: badlist.json: design: unknown key"], in: dir)
        let verify = try galley(["verify", "."], in: dir)
        #expect(verify.status == 2, "\(verify)")
        #expect(
            verify.stdoutLines.contains(
                #"ERROR ./footer.json: design.footer.text.family: unknown font family "Foo"; bundled: DejaVu Sans, Inter, NanumGothic, Noto Color Emoji"#),
            "\(verify)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o.png"))
    }

    @Test func recordRefusesOnCIUnlessForced() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.json"), to: dir + "/settings.json")
        try FileIO.writeAtomically(Array("old".utf8), to: dir + "/settings.png")
        for ci in ["1", "true", "yes"] {
            try expectOneLineError(
                ["record", "settings.json"], ["galley record: CI is set (CI=\(ci)), so goldens are not recorded; pass --force"],
                in: dir, environment: ["CI": ci])
        }
        #expect(try FileIO.read(dir + "/settings.png") == Array("old".utf8))
        #expect(cliListing(dir) == ["settings.json", "settings.png"])
        // CI unset, empty or false: records; --force records on CI.
        for env in [["CI": "false"], ["CI": ""], ["CI": "1"]] {
            try FileIO.writeAtomically(Array("old".utf8), to: dir + "/settings.png")
            let r = try galley(env["CI"] == "1" ? ["record", "--force", "settings.json"] : ["record", "settings.json"], in: dir, environment: env)
            #expect(r.status == 0 && r.stdoutLines == ["recorded settings.png"], "\(env): \(r)")
            #expect(try PNG.readFile(dir + "/settings.png") == (try PNG.readFile(cliRoot + "/Goldens/scenes/lists/settings.png")))
        }
    }

    @Test func thePixelLimitSaysWhatToDoAndCanBeRaised() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = cliRoot + "/Goldens/scenes/lists/settings.json"
        // A scene over the limit: the message names the traits and what to change.
        try expectOneLineError(
            ["render", scene, "-o", dir + "/o.png", "--pixel-limit", "1000"],
            [
                "\(scene): traits: the image would be 1170x", "over the pixel limit of 1000 px",
                "set traits.height", "a smaller traits.scale", "--pixel-limit",
            ])
        try expectOneLineError(["record", scene, "--pixel-limit", "1000"], ["over the pixel limit of 1000 px"])
        let verify = try galley(["verify", "Goldens/scenes/lists", "--pixel-limit", "1000", "--artifacts", dir + "/a"])
        #expect(
            verify.status == 2 && verify.stdoutLines.contains { $0.hasPrefix("ERROR Goldens/scenes/lists/settings.json: traits: the image would be") },
            "\(verify)")
        for bad in ["0", "-5", "many", "1.5", "M", "99999999999999999999"] {
            try expectOneLineError(["render", scene, "-o", dir + "/o.png", "--pixel-limit", bad], ["galley render: --pixel-limit needs a whole number"])
        }
        // A display list just over 64 Mpx (8200 × 8200): refused by default, drawn and verified with a raised limit.
        try FileIO.writeAtomically(##"{"size": [8200, 8200], "commands": [{"fill": {"rect": [0, 0, 10, 10], "color": "#FF0000"}}]}"##, to: dir + "/big.json")
        try expectOneLineError(
            ["raster", "big.json", "-o", "big.png"],
            [
                "big.json: the image would be 8200x8200 px, over the pixel limit of 67108864 px (64 Mpx); make the list's size or scale smaller",
                "--pixel-limit",
            ], in: dir)
        let drawn = try galley(["raster", "big.json", "-o", "big.png", "--pixel-limit", "128M"], in: dir)
        #expect(drawn.status == 0 && drawn.stderr.isEmpty, "\(drawn)")
        let checked = try galley(["verify", ".", "--pixel-limit", "67240000", "--artifacts", "a"], in: dir)
        #expect(checked.status == 0 && checked.stdoutLines.last == "1 scenes, 1 passed, 0 failed", "\(checked)")
    }

    @Test func verifyTakesSingleFilesAsWellAsFolders() throws {
        let r = try galley(["verify", "Goldens/scenes/lists/korean.json", "Goldens/scenes/raster/fill/rects.json"])
        #expect(r.status == 0, "\(r)")
        #expect(
            r.stdoutLines == ["ok    Goldens/scenes/lists/korean.json", "ok    Goldens/scenes/raster/fill/rects.json", "2 scenes, 2 passed, 0 failed"], "\(r)")
        // Files and folders together, in the order given.
        let mixed = try galley(["verify", "Goldens/scenes/sections", "Goldens/scenes/lists/settings.json"])
        #expect(
            mixed.status == 0
                && mixed.stdoutLines == [
                    "ok    Goldens/scenes/sections/compositional.json", "ok    Goldens/scenes/sections/mixed.json",
                    "ok    Goldens/scenes/lists/settings.json", "3 scenes, 3 passed, 0 failed",
                ], "\(mixed)")
        // A file that differs from its golden fails as in a folder.
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/settings.json"), to: dir + "/s.json")
        try FileIO.writeAtomically(try FileIO.read(cliRoot + "/Goldens/scenes/lists/korean.png"), to: dir + "/s.png")
        let failed = try galley(["verify", "s.json", "--artifacts", "a"], in: dir)
        #expect(failed.status == 1 && failed.stdoutLines.contains { $0.hasPrefix("FAIL  s.json: ") }, "\(failed)")
        // A file that is not a scene file: a usage error that says so.
        try expectUsageError(
            ["verify", "Goldens/scenes/lists/settings.png"],
            "Goldens/scenes/lists/settings.png is not a scene file (*.json) or a directory; pass the scene beside the golden")
        try expectUsageError(["verify", "Goldens/scenes/lists/nosuch.json"], "no such file or directory: Goldens/scenes/lists/nosuch.json")
    }

    @Test func renderDrawsADisplayListAndRasterSaysToRenderAScene() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // render, given a display list, draws it as raster does (and can write the list back).
        let list = "Goldens/scenes/raster/example/displaylist.json"
        let r = try galley(["render", list, "-o", dir + "/list.png", "--display-list", dir + "/again.json"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r)")
        #expect(try PNG.readFile(dir + "/list.png") == (try PNG.readFile(cliRoot + "/Goldens/scenes/raster/example/displaylist.png")))
        #expect(try DisplayList(json: try FileIO.read(dir + "/again.json")) == (try DisplayList(json: try FileIO.read(cliRoot + "/" + list))))
        // A display list has no layout: --layout says so, and nothing is written.
        try expectUsageError(
            ["render", list, "-o", dir + "/x.png", "--layout", dir + "/l.txt"],
            "galley render: \(list) is a display list: it has no layout for --layout (that takes a scene)")
        // raster, given a scene, names the command that draws it.
        try expectUsageError(
            ["raster", "Goldens/scenes/lists/settings.json", "-o", dir + "/x.png"],
            "galley raster: Goldens/scenes/lists/settings.json is a scene, not a display list: draw it with galley render Goldens/scenes/lists/settings.json -o \(dir)/x.png"
        )
        #expect(cliListing(dir) == ["again.json", "list.png"])
    }

    @Test func versionPrintsTheGalleyTargetsVersion() throws {
        let r = try galley(["--version"])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        #expect(r.stdout == "galley \(galleyVersion)\n", "\(r)")
        #expect(galleyVersion.split(separator: ".").count == 3 && galleyVersion.split(separator: ".").allSatisfy { Int($0) != nil }, "\(galleyVersion)")
    }

    @Test func topLevelUsageListsTheGlobalOptionsAndTheEnvironment() throws {
        let r = try galley(["--help"])
        #expect(r.status == 0, "\(r)")
        for option in [
            "GLOBAL OPTIONS:", "--help", "--version", "--fonts DIR", "--pixel-limit N", "GALLEY_FONTS", "CI ", "record SCENE.json... [--force]",
            "verify [DIR|FILE.json...]",
        ] {
            #expect(r.stdout.contains(option), "\(option) missing from \(r)")
        }
    }

    @Test func anEmptySceneIsRefused() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(#"{"version": 1, "sections": []}"#, to: dir + "/empty.json")
        try expectUsageError(
            ["render", "empty.json", "-o", "o.png"], "galley render: empty.json: sections: a scene needs at least one section, found none", in: dir)
        let record = try galley(["record", "empty.json"], in: dir)
        #expect(record.status == 2 && record.stderr == "error: empty.json: sections: a scene needs at least one section, found none\n", "\(record)")
        #expect(cliListing(dir) == ["empty.json"])
    }

    @Test func aMissingGlyphIsOneWarningPerCodePoint() throws {
        let dir = try cliTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = (0..<20).map { _ in #"{"text": "\u0E01\u0E01"}"# }.joined(separator: ", ")
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": [\#(items)]}]}"#, to: dir + "/thai.json")
        let r = try galley(["render", "thai.json", "-o", "o.png"], in: dir)
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r)")
        #expect(
            r.stderrLines == [
                #"warning: thai.json: U+0E01 is not covered by any bundled font (40 times, in 20 elements, first sections[0].items[0] (id "section-0/0")); drew DejaVuSans's .notdef box"#
            ], "\(r)")
    }
}
