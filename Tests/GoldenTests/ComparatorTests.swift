import Galley
import GalleyTestSupport
import GalleyTesting
import Raster
import Support
import Testing

/// The comparators (exact, tolerance, perceptual, density window), ignore rectangles, padded
/// size mismatches, the diff image's colours and the `--compare` / scene `"compare"` syntax.
@Suite struct ComparatorTests {
    func white(_ w: Int, _ h: Int) throws -> Bitmap { try Bitmap(width: w, height: h, fill: (255, 255, 255, 255)) }
    func set(_ b: inout Bitmap, _ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8)) {
        let i = (y * b.width + x) * 4
        b.pixels[i] = c.0; b.pixels[i + 1] = c.1; b.pixels[i + 2] = c.2; b.pixels[i + 3] = 255
    }

    @Test func exactIsByteEqualFirst() throws {
        let a = try white(8, 8)
        let r = ImageComparison.compare(expected: a, actual: a, comparator: .exact)
        #expect(r.matches && r.byteEqual && r.differingPixels == 0 && r.regions.isEmpty)
        var b = a; b.pixels[2] = 254
        let d = ImageComparison.compare(expected: a, actual: b, comparator: .exact)
        #expect(!d.matches && !d.byteEqual && d.differingPixels == 1 && d.maxChannelDelta == 1)
    }

    @Test func toleranceCountsChannelDeltasOverTheLimit() throws {
        let a = try white(10, 10)
        var b = a
        set(&b, 1, 1, (250, 255, 255))  // delta 5
        set(&b, 2, 2, (200, 255, 255))  // delta 55
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 5)).differingPixels == 1)
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 4)).differingPixels == 2)
        #expect(!ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 5)).matches)
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 5, maxDifferingPixels: 1)).matches)
        // 1 of 100 pixels is 1%: a ratio of 0.01 allows it, 0.009 does not.
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 5, maxDifferingRatio: 0.01)).matches)
        #expect(!ImageComparison.compare(expected: a, actual: b, comparator: .tolerance(maxChannelDelta: 5, maxDifferingRatio: 0.009)).matches)
    }

    /// 40 scattered pixels pass a 10×10 window allowing 3; a 5×5 block of 25 fails it.
    @Test func densityWindowFailsConcentratedChangesOnly() throws {
        let a = try white(200, 200)
        var scattered = a
        var rng = SplitMix64(seed: 7)
        var placed = Set<Int>()
        while placed.count < 40 {
            let x = rng.below(20) * 10, y = rng.below(20) * 10  // on a 10 px grid: at most 4 per window
            if placed.insert(y * 200 + x).inserted { set(&scattered, x, y, (0, 0, 0)) }
        }
        var block = a
        for y in 50..<55 { for x in 60..<65 { set(&block, x, y, (0, 0, 0)) } }
        let window = ImageComparator.perceptual(threshold: 0.1, maxDifferingPixels: 4, windowSize: 10)
        let s = ImageComparison.compare(expected: a, actual: scattered, comparator: window)
        #expect(s.matches && s.differingPixels == 40 && s.score <= 4, "\(s.explanation)")
        let c = ImageComparison.compare(expected: a, actual: block, comparator: window)
        #expect(!c.matches && c.differingPixels == 25 && c.score == 25)
        let w = try #require(c.densestWindow)
        #expect(w.x <= 60 && w.y <= 50 && w.x + w.width >= 65 && w.y + w.height >= 55)
        // Without a window the scattered noise fails on its total.
        #expect(!ImageComparison.compare(expected: a, actual: scattered, comparator: .perceptual(maxDifferingPixels: 4)).matches)
    }

    @Test func ignoredRectanglesAreSkippedAndHatched() throws {
        let a = try white(60, 30)
        var b = a
        for x in 30..<40 { set(&b, x, 10, (0, 0, 0)) }  // inside the ignored rect
        set(&b, 2, 2, (0, 0, 0))  // outside it
        // Points at scale 2: (15, 3, 10, 10) pt = (30, 6)–(50, 26) px.
        let comparator = ImageComparator(metric: .exact, ignore: [.rect(Rect(x: 15, y: 3, width: 10, height: 10))])
        let r = ImageComparison.compare(expected: a, actual: b, comparator: comparator, scale: 2)
        #expect(r.differingPixels == 1 && r.ignoredPixels == 10)
        let diff = try #require(ImageComparison.diffImage(expected: a, actual: b, comparator: comparator, scale: 2))
        func px(_ x: Int, _ y: Int) -> [UInt8] { Array(diff.pixels[(y * 60 + x) * 4..<(y * 60 + x) * 4 + 4]) }
        #expect(px(2, 2) == [255, 0, 0, 255])  // changed: red
        #expect(px(34, 6) == [70, 110, 230, 255])  // hatched where (x + y) % 8 < 3
        #expect(px(33, 10)[1] > 200)  // an ignored difference is not red: faded black
        #expect(px(33, 10)[0] == px(33, 10)[1])
        #expect(px(55, 28)[0] == 255 && px(55, 28)[1] == 255)  // untouched white, faded: white
        // Nothing outside: the ignore makes the change pass.
        var c2 = comparator; c2.maxDifferingPixels = 1
        #expect(ImageComparison.compare(expected: a, actual: b, comparator: c2, scale: 2).matches)
    }

    @Test func antialiasedPixelsAreYellowInTheDiff() throws {
        let a = try PNG.decode(try Fixture.read("pixelmatch/1a.png")), b = try PNG.decode(try Fixture.read("pixelmatch/1b.png"))
        let (r, diff, strip) = ImageComparison.artifacts(expected: a, actual: b, comparator: .perceptual(threshold: 0.05))
        let d = try #require(diff), s = try #require(strip)
        var red = 0, yellow = 0
        for i in stride(from: 0, to: d.pixels.count, by: 4) {
            if d.pixels[i] == 255 && d.pixels[i + 1] == 0 && d.pixels[i + 2] == 0 { red += 1 }
            if d.pixels[i] == 255 && d.pixels[i + 1] == 255 && d.pixels[i + 2] == 0 { yellow += 1 }
        }
        #expect(red == r.differingPixels && red == 143)
        #expect(yellow == r.antialiasedPixels && yellow > 0)
        #expect(s.width == a.width * 3 + 8 && s.height == a.height)
        #expect(!r.regions.isEmpty)
        #expect(r.explanation.contains("changed regions:") && r.explanation.contains(" pt, "))
    }

    /// Different sizes never match, but are compared on the larger canvas, so the diff shows where.
    @Test func sizesThatDifferStillProduceADiff() throws {
        let a = try white(4, 4)
        var b = try white(6, 5)
        set(&b, 0, 0, (0, 0, 0))
        let (r, diff, _) = ImageComparison.artifacts(expected: a, actual: b, comparator: .perceptual(maxDifferingRatio: 1))
        #expect(!r.matches && r.totalPixels == 30)
        #expect(r.differingPixels == 1 + (30 - 16))  // the black pixel and the padded band
        let d = try #require(diff)
        #expect(d.width == 6 && d.height == 5)
        #expect(Array(d.pixels[(4 * 6 + 5) * 4..<(4 * 6 + 5) * 4 + 3]) == [255, 0, 0])
    }

    @Test func specSyntax() throws {
        #expect(try ImageComparator(spec: "exact") == .exact)
        #expect(try ImageComparator(spec: "tolerance:delta=3,pixels=10") == .tolerance(maxChannelDelta: 3, maxDifferingPixels: 10))
        #expect(
            try ImageComparator(spec: "perceptual:threshold=0.2,aa,window=16,pixels=4")
                == .perceptual(threshold: 0.2, includeAA: true, maxDifferingPixels: 4, windowSize: 16))
        #expect(try ImageComparator(spec: "perceptual") == .perceptual())
        for bad in [
            "fuzzy", "perceptual:threshold=2", "perceptual:threshold=nan", "perceptual:threshold=-0.1",
            "tolerance:delta=256", "perceptual:window=0", "perceptual:colour=red", "perceptual:pixels=1,pixels=2",
        ] {
            #expect(throws: ComparatorSpecError.self, "\(bad)") { try ImageComparator(spec: bad) }
        }
    }

    /// Out-of-range values given in Swift clamp (documented), never trap or make everything match.
    @Test func outOfRangeValuesClamp() throws {
        let a = try white(4, 4)
        var b = a; set(&b, 0, 0, (0, 0, 0))
        for t in [Double.nan, -1, 5, .infinity] {
            let r = ImageComparison.compare(expected: a, actual: b, comparator: .perceptual(threshold: t))
            #expect(r.totalPixels == 16, "\(t)")
            if t.isNaN || t < 0 { #expect(r.differingPixels == 1 && !r.matches, "\(t)") }
        }
        #expect(ImageComparator.tolerance(maxChannelDelta: -5, maxDifferingPixels: -3).allowedPixels(area: 100) == 0)
        #expect(ImageComparator.perceptual(maxDifferingRatio: .nan).allowedPixels(area: 100) == 0)
        #expect(ImageComparator.perceptual(maxDifferingRatio: 7).allowedPixels(area: 100) == 100)
    }

    @Test func sceneCompareKey() throws {
        // Golden policy: the scene reader allows the keys, the golden layer reads them.
        func scene(_ extra: String) throws -> GoldenPolicy {
            let json = Array("{\"version\": 1, \(extra) \"sections\": [{\"items\": [{\"text\": \"a\"}]}]}".utf8)
            _ = try Scene(json: json, file: "s.json")
            return try GoldenPolicy(json: json, file: "s.json")
        }
        let s = try scene(
            "\"compare\": {\"perceptual\": {\"threshold\": 0.2, \"includeAA\": true, \"window\": 8, \"maxPixels\": 3}}, \"ignore\": [\"item:a\", \"supplementary:header/news\", {\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4}],"
        )
        #expect(s.comparator == .perceptual(threshold: 0.2, includeAA: true, maxDifferingPixels: 3, windowSize: 8))
        #expect(s.ignore == [.item("a"), .supplementary(kind: "header", id: "news"), .rect(Rect(x: 1, y: 2, width: 3, height: 4))])
        #expect(try scene("\"compare\": \"exact\",").comparator == .exact)
        #expect(
            try scene("\"compare\": {\"tolerance\": {\"maxChannelDelta\": 2, \"maxRatio\": 0.5}},").comparator
                == .tolerance(maxChannelDelta: 2, maxDifferingRatio: 0.5))
        let bad: [(String, String)] = [
            ("\"compare\": {\"perceptual\": {\"threshold\": 1.5}},", "compare.perceptual.threshold"),
            ("\"compare\": {\"perceptual\": {\"treshold\": 0.1}},", "compare.perceptual.treshold"),
            ("\"compare\": {\"exact\": {}, \"perceptual\": {}},", "compare"),
            ("\"compare\": {\"tolerance\": {\"maxChannelDelta\": 300}},", "compare.tolerance.maxChannelDelta"),
            ("\"ignore\": [\"cell:a\"],", "ignore[0]"),
            ("\"ignore\": [{\"x\": 1}],", "ignore[0].y"),
        ]
        for (json, path) in bad {
            do { _ = try scene(json); Issue.record("accepted \(json)") } catch let error as SceneError {
                #expect(error.description.hasPrefix("s.json: \(path):"), "\(error)")
            }
        }
    }
}

/// The densest-window count against brute force on seeded random differences.
@Suite struct DensityWindowPropertyTests {
    @Test func matchesBruteForce() throws {
        var rng = SplitMix64(seed: 13)
        for trial in 0..<60 {
            let w = 5 + rng.below(30), h = 5 + rng.below(30), n = 1 + rng.below(12)
            let a = try Bitmap(width: w, height: h, fill: (255, 255, 255, 255))
            var b = a
            var mask = [Bool](repeating: false, count: w * h)
            for _ in 0..<rng.below(w * h / 2 + 1) {
                let p = rng.below(w * h)
                mask[p] = true
                b.pixels[p * 4] = 0
            }
            let side = min(n, w, h)
            var best = 0
            for y0 in 0...(h - side) {
                for x0 in 0...(w - side) {
                    var c = 0
                    for y in y0..<(y0 + side) { for x in x0..<(x0 + side) where mask[y * w + x] { c += 1 } }
                    best = max(best, c)
                }
            }
            let r = ImageComparison.compare(expected: a, actual: b, comparator: ImageComparator(metric: .exact, windowSize: n))
            #expect(r.score == best, "trial \(trial): \(w)x\(h) window \(n)")
            #expect(r.differingPixels == mask.filter { $0 }.count)
        }
    }
}

/// The exact comparison in parts (a design diff's): the differing pixels looked for inside areas,
/// their regions and the diff image cut to a crop are what `artifacts` gives for the whole images.
@Suite struct ExactComparisonInPartsTests {
    @Test(arguments: 0..<6) func thePartsAreTheWholeComparisons(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 99)
        let w = 40 + Int(rng.next() % 40), h = 30 + Int(rng.next() % 30)
        var px = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            let a = UInt8([255, 255, 128, 0][Int(rng.next() % 4)])
            for c in 0..<3 { px[i * 4 + c] = UInt8(rng.next() % (UInt64(a) + 1)) }
            px[i * 4 + 3] = a
        }
        let before = try Bitmap(width: w, height: h, premultipliedPixels: px)
        // Changes inside a few rectangles.
        var areas: [PixelRect] = []
        var q = px
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let r = PixelRect(x: Int(rng.next() % UInt64(w)), y: Int(rng.next() % UInt64(h)), width: 1 + Int(rng.next() % 12), height: 1 + Int(rng.next() % 9))
            areas.append(r)
            for y in r.y..<min(h, r.y + r.height) {
                for x in r.x..<min(w, r.x + r.width) where rng.next() % 3 == 0 {
                    q[(y * w + x) * 4 + 3] = 255; q[(y * w + x) * 4] = UInt8(rng.next() % 256)
                }
            }
        }
        let after = try Bitmap(width: w, height: h, premultipliedPixels: q)
        let (whole, diff, _) = ImageComparison.artifacts(expected: before, actual: after, comparator: .exact, scale: 2, strip: false)
        let counted = ImageComparison.differingPixels(before, after, inside: areas)
        #expect(counted == ImageComparison.differingPixels(before, after))
        #expect(counted.count == whole.differingPixels)
        #expect(ImageComparison.regions(of: counted, width: w, height: h, scale: 2) == whole.regions)
        let crop = PixelRect(x: 3, y: 2, width: w / 2, height: h / 2)
        let part = try #require(ImageComparison.diffImage(expected: before, differing: counted, crop: crop))
        let full = try #require(diff)
        for y in 0..<crop.height {
            let a = Array(part.pixels[(y * crop.width * 4)..<((y + 1) * crop.width * 4)])
            let b = Array(full.pixels[(((y + crop.y) * w + crop.x) * 4)..<(((y + crop.y) * w + crop.x + crop.width) * 4)])
            #expect(a == b, "row \(y)")
        }
    }
}
