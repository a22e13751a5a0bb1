import Foundation
import Galley
import GalleyTestSupport
import Raster
import Support
import Testing

/// `galley compare A.png B.png`: pixelmatch's counts, exit 0 / 1 / 2, --json, --diff, bad input.
@Suite struct CLICompareTests {
    let fixtures = packageRoot + "/Tests/Fixtures/pixelmatch"

    @Test func printsPixelmatchsCountAndFailsBeyondTheLimit() throws {
        let r = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png", "--threshold", "0.05"])
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.hasPrefix("143 mismatched pixels"), "\(r)")
        let ok = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png", "--threshold", "0.05", "--max-pixels", "143"])
        #expect(ok.status == 0, "\(ok)")
        let same = try galley(["compare", "\(fixtures)/6a.png", "\(fixtures)/6a.png"])
        #expect(same.status == 0 && same.stdout.hasPrefix("0 mismatched pixels"), "\(same)")
        // Default threshold 0.1, as pixelmatch's: 106.
        #expect(try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png"]).stdout.hasPrefix("106 "))
        // includeAA counts more.
        let aa = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png", "--include-aa", "--json"])
        let v = try JSONValue.parse(Array(aa.stdout.utf8))
        guard case let .number(n)? = v["mismatched"] else { Issue.record("\(aa)"); return }
        #expect(n > 106)
    }

    @Test func jsonHasRegionsAndWindow() throws {
        let r = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png", "--threshold", "0.05", "--window", "16", "--json"])
        #expect(r.status == 1, "\(r)")
        let v = try JSONValue.parse(Array(r.stdout.utf8))
        #expect(v["differingPixels"] == .number(143))
        #expect(v["matches"] == .bool(false))
        guard case let .number(m)? = v["mismatched"], case let .array(regions)? = v["regions"], v["densestWindow"] != nil else {
            Issue.record("\(r)"); return
        }
        #expect(m > 0 && m <= 143 && !regions.isEmpty)
    }

    @Test func writesTheDiffImage() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let r = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/1b.png", "--threshold", "0.05", "--diff", "\(dir)/d.png"])
        #expect(r.status == 1, "\(r)")
        let d = try PNG.readFile("\(dir)/d.png")
        #expect(d.width == 512 && d.height == 256)
        var red = 0
        for i in stride(from: 0, to: d.pixels.count, by: 4) where d.pixels[i] == 255 && d.pixels[i + 1] == 0 && d.pixels[i + 2] == 0 { red += 1 }
        #expect(red == 143)
    }

    @Test func differentSizesFailAndStillDiff() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        // 1a is 512×256, 5a is 256×256.
        let r = try galley(["compare", "\(fixtures)/1a.png", "\(fixtures)/5a.png", "--diff", "\(dir)/d.png"])
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.contains("sizes differ: A is 512x256, B is 256x256"), "\(r)")
        #expect(try PNG.readFile("\(dir)/d.png").width == 512)
    }

    @Test func badInputIsExitTwoNamingTheFile() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let good = try FileIO.read("\(fixtures)/5a.png")
        try FileIO.writeAtomically(Array(good.prefix(good.count / 2)), to: "\(dir)/truncated.png")
        var corrupt = good; corrupt[40] ^= 0xFF
        try FileIO.writeAtomically(corrupt, to: "\(dir)/corrupt.png")
        try FileIO.writeAtomically(Array("hello".utf8), to: "\(dir)/text.png")
        for bad in ["truncated.png", "corrupt.png", "text.png", "missing.png"] {
            let r = try galley(["compare", "\(fixtures)/5a.png", "\(dir)/\(bad)"])
            #expect(r.status == 2, "\(r)")
            #expect(r.stderr.contains("\(dir)/\(bad)"), "\(r)")
            #expect(r.stdout.isEmpty, "\(r)")
        }
        #expect(try galley(["compare", "\(dir)/truncated.png", "\(fixtures)/5a.png"]).stderr.contains("truncated"))
        for args in [
            ["--threshold", "1.5"], ["--threshold", "-0.1"], ["--threshold", "nan"], ["--window", "0"],
            ["--max-ratio", "2"], ["--max-pixels", "-1"], ["--exact", "--threshold", "0.2"],
        ] {
            let r = try galley(["compare", "\(fixtures)/5a.png", "\(fixtures)/5b.png"] + args)
            #expect(r.status == 2 && r.stderr.hasPrefix("galley compare: "), "\(args) \(r)")
        }
        #expect(try galley(["compare", "\(fixtures)/5a.png"]).status == 2)
    }

    /// `galley verify --compare SPEC` / `GALLEY_COMPARE`: the run's comparator; bad specs are exit 2.
    @Test func verifyTakesAGlobalComparator() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(#"{"version": 1, "traits": {"width": 100, "scale": 1}, "sections": [{"items": [{"text": "Hi"}]}]}"#, to: dir + "/a.json")
        let rec = try galley(["record", dir + "/a.json"])
        #expect(rec.status == 0, "\(rec)")
        var golden = try PNG.readFile(dir + "/a.png")
        golden.pixels[0] = golden.pixels[0] &- 3  // one channel of one pixel, by 3
        try PNG.writeFile(golden, to: dir + "/a.png")
        let args = ["verify", dir + "/a.json", "--artifacts", dir + "/art"]
        #expect(try galley(args).status == 1)
        #expect(try galley(args + ["--compare", "tolerance:delta=3"]).status == 0)
        #expect(try galley(args, environment: ["GALLEY_COMPARE": "tolerance:delta=3"]).status == 0)
        #expect(try galley(args + ["--compare", "tolerance:delta=2"]).status == 1)
        for bad in ["fuzzy", "perceptual:threshold=3"] {
            let r = try galley(args + ["--compare", bad])
            #expect(r.status == 2 && r.stderr.contains("--compare=\(bad)"), "\(r)")
            let e = try galley(args, environment: ["GALLEY_COMPARE": bad])
            #expect(e.status == 2 && e.stderr.contains("GALLEY_COMPARE=\(bad)"), "\(e)")
        }
    }

    /// The bench pair: `--export` writes two screens that differ in exactly 2,000 pixels.
    @Test func benchExportsTheComparePair() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let e = try galleyBench(["--filter", "compare.equal", "--export", dir])
        #expect(e.status == 0, "\(e)")
        let r = try galley(["compare", "\(dir)/compare.equal/a.png", "\(dir)/compare.equal/b.png", "--exact", "--json"])
        #expect(r.status == 1, "\(r)")
        let v = try JSONValue.parse(Array(r.stdout.utf8))
        #expect(v["mismatched"] == .number(2000) && v["sizeA"]?["width"] == .number(1170) && v["sizeA"]?["height"] == .number(2532), "\(r)")
    }
}
