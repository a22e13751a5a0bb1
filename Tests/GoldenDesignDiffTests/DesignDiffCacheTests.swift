import Dispatch
import Foundation
import Galley
import GalleyTestSupport
import Golden
import GoldenDesignDiff
import GoldenReports
import Raster
import Support
import Testing

/// The design diff's baseline cache (a second diff renders only AFTER; a corrupt, truncated or
/// foreign entry is re-rendered, never trusted; an unwritable folder costs the speed-up, not the
/// diff; two diffs may share a folder; the folder stays under its limit, least recently used
/// first) and its images (one set per identical-diff group, cropped to the changed region).
@Suite struct DesignDiffCacheTests {
    static let radius = ##"{"shapes": {"radii": {"card": 16}}}"##

    /// Runs the diff of `patch` over DesignDiffTests' screens (every screen rendered) with a cache
    /// in `cacheRoot` (nil: none), writing the report's images to `dir/out-<tag>`.
    static func run(
        _ dir: String, _ patch: String = radius, cacheRoot: String?, tag: String, fullImages: Bool = false, limit: Int = BaselineCache.defaultLimitBytes
    ) throws -> DesignDiff.Result {
        let (b, a) = try DesignDiffTests.designs(dir, patch)
        var d = DesignDiff(renderer: try DesignDiffTests.renderer)
        d.jobs = 2
        d.skipUnaffected = false
        d.fullImages = fullImages
        if let cacheRoot { d.cache = BaselineCache(root: cacheRoot, fingerprint: "tests", limitBytes: limit) }
        return try d.run(
            DesignDiffTests.screens, before: (b, try DesignModel.load(path: b)), after: (a, try DesignModel.load(path: a)),
            folder: dir + "/out-" + tag)
    }

    static func report(_ r: DesignDiff.Result) -> JSONValue {
        let json = DesignDiffReport.json(r, before: "before.json", after: "after.json", shard: nil)
        guard case .object(let m) = json else { return json }
        return .object(m.filter { $0.key != "cache" })
    }

    static func entries(_ root: String) throws -> [String] {
        try FileIO.list(root + "/design-diff-baselines").filter { $0.hasSuffix(".baseline") }.sorted().map { root + "/design-diff-baselines/" + $0 }
    }

    @Test func aSecondDiffTakesEveryBeforeFromTheCacheAndFindsTheSame() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let cold = try Self.run(dir, cacheRoot: dir + "/cache", tag: "cold")
            #expect(cold.beforeFromCache.isEmpty && cold.diagnostics.isEmpty, "\(cold.diagnostics)")
            #expect(try Self.entries(dir + "/cache").count == cold.rendered)
            let warm = try Self.run(dir, cacheRoot: dir + "/cache", tag: "warm")
            #expect(warm.beforeFromCache == DesignDiffTests.screens.map(\.name).sorted(), "every before came from the cache")
            #expect(warm.diagnostics.isEmpty, "\(warm.diagnostics)")
            #expect(Self.report(warm) == Self.report(cold))
            for s in cold.changed {
                for (_, path) in s.images {
                    #expect(try FileIO.read(dir + "/out-warm/" + path) == FileIO.read(dir + "/out-cold/" + path), "\(path) is the same bytes")
                }
            }
            // The report says what came from the cache.
            let json = DesignDiffReport.json(warm, before: "b", after: "a", shard: nil)
            #expect(DesignDiffReport.array(json["cache"]?["beforeFromCache"]).count == 8)
            #expect(DesignDiffReport.summary(json).contains("8 of the 8 before renders came from the baseline cache"), "\(DesignDiffReport.summary(json))")
            let none = try Self.run(dir, cacheRoot: nil, tag: "none")
            #expect(Self.report(none) == Self.report(cold), "the cache changes nothing in the report")
        }
    }

    /// A cached before is unpacked only where the diff reads it (the damage, the crops, what the
    /// audits measure); in debug builds its other rows hold a pattern no render draws. Over every
    /// change of the golden set, the warm diff finds what the cold one did — the report, its
    /// audit findings included, and every tile's images, byte for byte.
    @Test(arguments: DesignDiffTests.goldenChanges)
    func aWarmDiffReadingOnlyTheRowsItNeedsFindsWhatTheColdOneDid(_ patch: String) throws {
        try withTemporaryDirectory("diffcache") { dir in
            let cold = try Self.run(dir, patch, cacheRoot: dir + "/cache", tag: "cold")
            let warm = try Self.run(dir, patch, cacheRoot: dir + "/cache", tag: "warm")
            #expect(warm.beforeFromCache.count == DesignDiffTests.screens.count, "\(patch)")
            #expect(Self.report(warm) == Self.report(cold), "\(patch)")
            for s in cold.changed {
                for (_, path) in s.tiles.flatMap(\.images) + s.images {
                    #expect(try FileIO.read(dir + "/out-warm/" + path) == FileIO.read(dir + "/out-cold/" + path), "\(patch): \(path)")
                }
            }
        }
    }

    @Test func aCorruptTruncatedOrMisfiledEntryIsReRenderedNeverTrusted() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let cold = try Self.run(dir, cacheRoot: dir + "/cache", tag: "cold")
            let files = try Self.entries(dir + "/cache")
            #expect(files.count == 8)
            // One byte flipped in the middle (the pixels), one cut short, one copied over another's name.
            var flipped = try FileIO.read(files[0])
            flipped[flipped.count / 2] ^= 0x40
            try FileIO.writeAtomically(flipped, to: files[0])
            let whole = try FileIO.read(files[1])
            try FileIO.writeAtomically(Array(whole.prefix(whole.count - 100)), to: files[1])
            try FileIO.writeAtomically(try FileIO.read(files[3]), to: files[2])
            let warm = try Self.run(dir, cacheRoot: dir + "/cache", tag: "warm")
            #expect(warm.beforeFromCache.count == 5, "\(warm.beforeFromCache)")
            let notes = warm.diagnostics.joined(separator: "\n")
            #expect(notes.contains("checksum mismatch"), "\(notes)")
            #expect(notes.contains("truncated"), "\(notes)")
            #expect(notes.contains("another key"), "\(notes)")
            #expect(Self.report(warm) == Self.report(cold), "never a wrong image")
            // Re-rendered entries were written again: the next run takes all eight.
            let again = try Self.run(dir, cacheRoot: dir + "/cache", tag: "again")
            #expect(again.beforeFromCache.count == 8 && again.diagnostics.isEmpty, "\(again.diagnostics)")
        }
    }

    @Test func aSecondDiffTakesTheDesignProvenanceFromTheCacheAndACorruptFileIsProbedAgain() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let cold = try Self.run(dir, cacheRoot: dir + "/cache", tag: "cold")
            #expect(cold.provenanceFromCache == 0)
            let files = try FileIO.list(dir + "/cache/design-diff-baselines").filter { $0.hasPrefix("provenance-") }
            #expect(files.count == 1, "one provenance file per BEFORE design: \(files)")
            let file = dir + "/cache/design-diff-baselines/" + (files.first ?? "")
            let warm = try Self.run(dir, cacheRoot: dir + "/cache", tag: "warm")
            #expect(warm.provenanceFromCache == 8, "no screen probed again")
            #expect(warm.provenance == cold.provenance)
            #expect(Self.report(warm) == Self.report(cold))
            let json = DesignDiffReport.json(warm, before: "b", after: "a", shard: nil)
            #expect(
                DesignDiffReport.summary(json).contains("the design provenance of 8 of the 8 screens came from it too"), "\(DesignDiffReport.summary(json))")
            // A byte flipped, then the file cut short: refused, removed, every screen probed again.
            for (n, damage) in [
                (
                    "checksum mismatch",
                    { (b: [UInt8]) -> [UInt8] in
                        var c = b; c[c.count / 3] ^= 0x20; return c
                    }
                ), ("truncated", { Array($0.prefix($0.count - 7)) }),
            ] {
                try FileIO.writeAtomically(damage(try FileIO.read(file)), to: file)
                let r = try Self.run(dir, cacheRoot: dir + "/cache", tag: "damaged")
                #expect(r.provenanceFromCache == 0, "\(n)")
                #expect(r.diagnostics.contains { $0.contains(n) && $0.contains("probed again") }, "\(n): \(r.diagnostics)")
                #expect(r.provenance == cold.provenance, "never a wrong provenance")
                #expect(Self.report(r) == Self.report(cold))
            }
            // The file was written again; a screen whose scene text changed is probed again alone.
            let edited = DesignDiffTests.screens.enumerated().map { (i, s) in
                i > 0
                    ? s
                    : DesignDiffScreen(name: s.name, group: s.group) { d in
                        let (json, file) = s.scene(d); return (json + " ", file)
                    }
            }
            let (b, a) = try DesignDiffTests.designs(dir, Self.radius)
            var d = DesignDiff(renderer: try DesignDiffTests.renderer)
            d.skipUnaffected = false
            d.cache = BaselineCache(root: dir + "/cache", fingerprint: "tests")
            let r = try d.run(edited, before: (b, try DesignModel.load(path: b)), after: (a, try DesignModel.load(path: a)), folder: dir + "/out-edited")
            #expect(r.provenanceFromCache == 7)
            #expect(r.provenance == cold.provenance)
        }
    }

    @Test func aCachedBeforeIsDrawnAgainWithoutRasterizingAndAWrongSizeIsRefused() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let (b, _) = try DesignDiffTests.designs(dir, Self.radius)
            let renderer = try DesignDiffTests.renderer
            let scene = try Scene(
                json: Array(DesignDiffScenes.list(DesignDiffScenes.traits[0], design: b).utf8), file: dir + "/list.json", registry: renderer.registry)
            let full = try renderer.render(scene, baseDirectory: dir)
            let redrawn = try #require(try renderer.render(scene, baseDirectory: dir, pixels: full.bitmap))
            #expect(redrawn.layoutDump == full.layoutDump)
            #expect(redrawn.displayList == full.displayList)
            #expect(redrawn.diagnostics == full.diagnostics)
            #expect(redrawn.accessibility == full.accessibility)
            let other = try Bitmap(
                width: full.bitmap.width, height: full.bitmap.height + 1,
                premultipliedPixels: [UInt8](repeating: 0, count: full.bitmap.width * (full.bitmap.height + 1) * 4))
            #expect(try renderer.render(scene, baseDirectory: dir, pixels: other) == nil, "pixels of another size are not this scene's")
        }
    }

    @Test func aCacheFolderThatCannotBeWrittenStillDiffsWithADiagnostic() throws {
        try withTemporaryDirectory("diffcache") { dir in
            // A file where the cache folder should be: no entry can be created below it (also as root).
            try FileIO.writeAtomically("not a folder", to: dir + "/blocked")
            let r = try Self.run(dir, cacheRoot: dir + "/blocked", tag: "blocked")
            #expect(r.beforeFromCache.isEmpty)
            #expect(r.diagnostics.count == 1, "said once: \(r.diagnostics)")
            #expect(r.diagnostics.first?.contains("cannot write \(dir)/blocked/design-diff-baselines") == true, "\(r.diagnostics)")
            let plain = try Self.run(dir, cacheRoot: nil, tag: "plain")
            #expect(Self.report(r) == Self.report(plain))
        }
    }

    @Test func twoDiffsSharingACacheAtOnceBothFindTheSame() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let plain = try Self.run(dir, cacheRoot: nil, tag: "plain")
            let results = Locked<[Int: Result<DesignDiff.Result, any Error>]>([:])
            DispatchQueue.concurrentPerform(iterations: 2) { i in
                let r = Result { try Self.run(dir, cacheRoot: dir + "/cache", tag: "shared\(i)") }
                results.withLock { $0[i] = r }
            }
            for i in 0..<2 {
                let r = try #require(try results.withLock { $0[i] }?.get())
                #expect(Self.report(r) == Self.report(plain), "run \(i)")
                #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
            }
            let after = try Self.run(dir, cacheRoot: dir + "/cache", tag: "after")
            #expect(after.beforeFromCache.count == 8 && after.diagnostics.isEmpty, "whole entries only: \(after.diagnostics)")
            #expect(
                try FileIO.list(dir + "/cache/design-diff-baselines").allSatisfy {
                    $0.hasSuffix(".baseline") || ($0.hasPrefix("provenance-") && $0.hasSuffix(".json"))
                },
                "no temporaries left")
        }
    }

    @Test func theCacheStaysUnderItsLimitDroppingTheLeastRecentlyUsed() throws {
        try withTemporaryDirectory("diffcache") { dir in
            func entry(_ v: UInt8) throws -> BaselineCache.Entry {
                var g = SplitMix64(seed: UInt64(v))
                let pixels = (0..<(64 * 64 * 4)).map { i in i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: g.next()) }
                return BaselineCache.Entry(bitmap: try Bitmap(width: 64, height: 64, premultipliedPixels: pixels), layoutDump: "dump \(v)")
            }
            let big = BaselineCache(root: dir + "/c", fingerprint: "t", limitBytes: 1 << 30)
            try big.store(try entry(1), key: "a")
            let size = try FileIO.read(dir + "/c/design-diff-baselines/a.baseline").count
            // Room for two entries.
            let cache = BaselineCache(root: dir + "/c", fingerprint: "t", limitBytes: size * 2 + size / 2)
            Thread.sleep(forTimeInterval: 0.05)
            try cache.store(try entry(2), key: "b")
            Thread.sleep(forTimeInterval: 0.05)
            #expect(cache.load("a") == .hit(try entry(1)), "a hit marks a used")
            Thread.sleep(forTimeInterval: 0.05)
            try cache.store(try entry(3), key: "c")
            #expect(cache.load("b") == .miss, "b was the least recently used")
            #expect(cache.load("a") == .hit(try entry(1)))
            #expect(cache.load("c") == .hit(try entry(3)))
            #expect(BaselineCache(root: dir + "/c", fingerprint: "t", limitBytes: 0).evict() == 2)
        }
        // A diff stores its befores without evicting each time and ends under the limit.
        try withTemporaryDirectory("diffcache") { dir in
            _ = try Self.run(dir, cacheRoot: dir + "/big", tag: "big")
            let sizes = try Self.entries(dir + "/big").map { try FileIO.read($0).count }
            let limit = sizes.reduce(0, +) / 2
            _ = try Self.run(dir, cacheRoot: dir + "/small", tag: "small", limit: limit)
            let kept = try Self.entries(dir + "/small").map { try FileIO.read($0).count }
            #expect(!kept.isEmpty && kept.count < sizes.count && kept.reduce(0, +) <= limit, "\(kept.count) of \(sizes.count) entries kept")
        }
    }

    /// Entries pack rows equal to the row above and runs of one colour: every mix of rows and
    /// widths comes back byte for byte, and a well-checksummed entry whose packed pixels do not
    /// make the image (a run past a row's end, bytes missing or left over) is refused.
    @Test func packedPixelsComeBackExactlyAndBadPackingIsRefused() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let cache = BaselineCache(root: dir, fingerprint: "t")
            var g = SplitMix64(seed: 31)
            for (w, h) in [(1, 1), (1, 9), (7, 1), (37, 23), (300, 40)] {
                var pixels: [UInt8] = []
                for y in 0..<h {
                    let kind = y == 0 ? 1 : Int(g.next() % 4)
                    var row: [UInt8] = []
                    switch kind {
                    case 0: row = Array(pixels[((y - 1) * w * 4)...])  // the row above again
                    case 1:  // runs of random lengths, single pixels between them
                        while row.count < w * 4 {
                            let p = (0..<4).map { _ in UInt8(truncatingIfNeeded: g.next()) }
                            for _ in 0..<Int(1 + g.next() % 9) where row.count < w * 4 { row += p }
                        }
                    default: row = (0..<(w * 4)).map { _ in UInt8(truncatingIfNeeded: g.next() % 3) }  // short runs and literals
                    }
                    pixels += row
                }
                let entry = BaselineCache.Entry(bitmap: try Bitmap(width: w, height: h, premultipliedPixels: pixels), layoutDump: "\(w)×\(h)")
                try cache.store(entry, key: "k\(w)")
                #expect(cache.load("k\(w)") == .hit(entry), "\(w)×\(h)")
            }
            // The 37×23 entry with its first row's tag (right after the header) changed, a byte cut
            // from its pixels, or a byte added: each re-checksummed, so only the unpacking can tell.
            let file = dir + "/design-diff-baselines/k37.baseline"
            let good = try FileIO.read(file)
            let header = 8 + 4 + 4 + 4 + 8 + 8 + 64
            func rechecksummed(_ body: [UInt8]) -> [UInt8] {
                let crc = Deflate.crc32(body[...])
                return body + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) }
            }
            func withPackedCount(_ b: [UInt8], _ delta: Int) -> [UInt8] {
                var b = b
                var n = (0..<8).reduce(0) { $0 | Int(b[20 + $1]) << (8 * $1) } + delta
                for i in 0..<8 { b[20 + i] = UInt8(truncatingIfNeeded: n); n >>= 8 }
                return b
            }
            var body = Array(good.dropLast(4))
            body[header] = 7
            var cut = Array(good.dropLast(4)); cut.remove(at: header + 5)
            var extra = Array(good.dropLast(4)); extra.insert(1, at: header + 1)
            for bad in [rechecksummed(body), rechecksummed(withPackedCount(cut, -1)), rechecksummed(withPackedCount(extra, 1))] {
                try FileIO.writeAtomically(bad, to: file)
                guard case .corrupt(let why) = cache.load("k37") else {
                    Issue.record("a badly packed entry was trusted"); continue
                }
                #expect(why.contains("do not unpack") || why.contains("not UTF-8"), "\(why)")
                #expect(!FileIO.exists(file), "removed")
            }
        }
    }

    @Test func theKeyFollowsTheRendererTheSceneItsImagesAndTheDesign() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let c = BaselineCache(root: dir, fingerprint: "r1")
            let json = ##"{"version": 2, "image": "icon.png"}"##
            try FileIO.writeAtomically([1, 2, 3], to: dir + "/icon.png")
            let k = c.key(sceneJSON: json, file: dir + "/s.json", designDigest: "d1")
            #expect(k == c.key(sceneJSON: json, file: dir + "/s.json", designDigest: "d1"))
            #expect(k != BaselineCache(root: dir, fingerprint: "r2").key(sceneJSON: json, file: dir + "/s.json", designDigest: "d1"))
            #expect(k != c.key(sceneJSON: json, file: dir + "/s.json", designDigest: "d2"))
            #expect(k != c.key(sceneJSON: json + " ", file: dir + "/s.json", designDigest: "d1"))
            #expect(k != c.key(sceneJSON: json, file: dir + "/t.json", designDigest: "d1"))
            try FileIO.writeAtomically([1, 2, 4], to: dir + "/icon.png")
            #expect(k != c.key(sceneJSON: json, file: dir + "/s.json", designDigest: "d1"), "the image's bytes count")
        }
    }

    // MARK: Images

    @Test func eachGroupOfIdenticalDiffsGetsOneCroppedImageSet() throws {
        try withTemporaryDirectory("diffcache") { dir in
            // Tile padding moves the grid tiles' content only: a band at the top of the cards screens.
            let patch = ##"{"elements": {"gridTile": {"padding": 4}}}"##
            let r = try Self.run(dir, patch, cacheRoot: nil, tag: "crops")
            let full = try Self.run(dir, patch, cacheRoot: nil, tag: "full", fullImages: true)
            #expect(!r.changed.isEmpty)
            let signatures = Set(r.changed.map(\.signature))
            #expect(try FileIO.list(dir + "/out-crops/images").sorted() == signatures.sorted(), "one image set per group")
            for (s, f) in zip(r.changed, full.changed) {
                #expect(s.name == f.name)
                let path = { (kind: String) in s.images.first { $0.kind == kind }!.path }
                #expect(!s.tiles.isEmpty && s.tiles.count <= DesignDiff.maxTiles && s.tiles[0].crop == s.crop, "\(s.name): \(s.tiles.map(\.crop))")
                #expect(s.tiles[0].images.map(\.path) == s.images.filter { $0.kind != "thumbnail" }.map(\.path))
                // Each tile is that part of the full-size image; together they hold every changed pixel.
                let whole = try PNG.readFile(dir + "/out-full/" + path("before"))
                #expect(whole.width == s.beforeSize.width && f.crop == PixelRect(x: 0, y: 0, width: whole.width, height: whole.height))
                #expect(f.tiles.count == 1)
                // The tiles' crops lie on one sheet per kind, each at its place.
                let after = try PNG.readFile(dir + "/out-full/" + path("after"))
                for (kind, full) in [("before", whole), ("after", after)] {
                    let sheet = try PNG.readFile(dir + "/out-crops/" + path(kind))
                    #expect(sheet.width == s.sheetSize.width && sheet.height == s.sheetSize.height, "\(s.name) \(kind)")
                    for t in s.tiles {
                        let crop = t.crop
                        #expect(t.images.first { $0.kind == kind }?.path == path(kind))
                        #expect(crop.width < s.beforeSize.width || crop.height < s.beforeSize.height, "\(s.name): the padding changes a part of the screen")
                        #expect(t.at.x + crop.width <= sheet.width && t.at.y + crop.height <= sheet.height, "\(s.name): \(crop) at \(t.at)")
                        for y in 0..<crop.height {
                            let row = (crop.y + y) * full.width + crop.x, at = (t.at.y + y) * sheet.width + t.at.x
                            #expect(
                                sheet.pixels[(at * 4)..<((at + crop.width) * 4)] == full.pixels[(row * 4)..<((row + crop.width) * 4)],
                                "\(s.name) \(kind) row \(y)")
                        }
                    }
                }
                var inside = 0, outside = 0
                for y in 0..<whole.height {
                    for x in 0..<whole.width {
                        let i = (y * whole.width + x) * 4
                        guard whole.pixels[i..<i + 4] != after.pixels[i..<i + 4] else { continue }
                        if s.tiles.contains(where: { $0.crop.contains(x: x, y: y) }) { inside += 1 } else { outside += 1 }
                    }
                }
                #expect(inside > 0 && outside == 0, "\(s.name): \(inside) changed pixels inside the tiles, \(outside) outside")
                let thumb = try PNG.readFile(dir + "/out-crops/" + path("thumbnail"))
                #expect(thumb.width <= 180 && thumb.width > 0, "\(thumb.width)")
            }
        }
    }

    /// A change that resizes screens: their images are the whole screens, each its own size (not
    /// cut to the before's or laid on a sheet), one tile.
    @Test func aScreenWhoseSizeChangesKeepsEachWholeImageAtItsOwnSize() throws {
        try withTemporaryDirectory("diffcache") { dir in
            let r = try Self.run(dir, ##"{"typography": {"body": {"size": 30}}}"##, cacheRoot: nil, tag: "resized")
            let resized = r.changed.filter { $0.beforeSize != $0.afterSize }
            #expect(!resized.isEmpty, "the larger body text makes taller screens")
            for s in resized {
                #expect(s.tiles.count == 1 && s.tiles[0].crop == PixelRect(x: 0, y: 0, width: s.beforeSize.width, height: s.beforeSize.height))
                for (kind, size) in [("before", s.beforeSize), ("after", s.afterSize)] {
                    let image = try PNG.readFile(dir + "/out-resized/" + s.images.first { $0.kind == kind }!.path)
                    #expect(image.width == size.width && image.height == size.height, "\(s.name) \(kind)")
                }
            }
        }
    }

    /// The signature of screens whose sizes differ reads every byte of both: the same images give
    /// the same signature, and one byte changed anywhere (in each of the digest's four lanes, and
    /// past the last whole 32 bytes) another.
    @Test func theSignatureOfScreensOfOtherSizesReadsEveryByte() throws {
        let before = try Bitmap(width: 13, height: 7, fill: (10, 20, 30, 255))
        var after = try Bitmap(width: 13, height: 9, fill: (10, 20, 30, 255))
        for i in after.pixels.indices { after.pixels[i] = UInt8(truncatingIfNeeded: i &* 7) | 1 }
        let signature = DesignDiff.signature(before, after)
        #expect(DesignDiff.signature(before, after) == signature)
        #expect(DesignDiff.signature(after, before) != signature)
        for at in [0, 8, 16, 24, 31, 32, 100, after.pixels.count - 33, after.pixels.count - 1] {
            var changed = after
            changed.pixels[at] ^= 0x40
            #expect(DesignDiff.signature(before, changed) != signature, "byte \(at)")
        }
    }

    /// A screen's tiles are laid out on one sheet: each whole, none overlapping another or the
    /// gap around it, tallest first; one tile is its own sheet.
    @Test func aSheetHoldsEveryTileApartAndOneTileIsItsOwnSheet() throws {
        let one = DesignDiff.sheet([PixelRect(x: 40, y: 900, width: 300, height: 120)], width: 1170)
        #expect(one.width == 300 && one.height == 120 && one.origins.count == 1 && one.origins[0] == (0, 0))
        let tiles = [
            PixelRect(x: 0, y: 0, width: 161, height: 261), PixelRect(x: 1009, y: 0, width: 161, height: 261),
            PixelRect(x: 0, y: 400, width: 1170, height: 160), PixelRect(x: 0, y: 900, width: 161, height: 2940),
            PixelRect(x: 500, y: 1000, width: 90, height: 90), PixelRect(x: 700, y: 1000, width: 90, height: 90),
        ]
        let s = DesignDiff.sheet(tiles, width: 1170)
        #expect(s.origins.count == tiles.count)
        let g = DesignDiff.sheetGap
        for (i, (t, o)) in zip(tiles, s.origins).enumerated() {
            #expect(o.x >= 0 && o.y >= 0 && o.x + t.width <= s.width && o.y + t.height <= s.height, "\(t) at \(o) in \(s.width)×\(s.height)")
            for j in (i + 1)..<tiles.count {
                // Apart by the gap at least.
                let u = tiles[j], p = s.origins[j]
                let sideBySide = o.x + t.width + g <= p.x || p.x + u.width + g <= o.x
                let aboveBelow = o.y + t.height + g <= p.y || p.y + u.height + g <= o.y
                #expect(sideBySide || aboveBelow, "\(t) at \(o) and \(u) at \(p)")
            }
        }
        // The tallest first, at the corner; the sheet no wider than the widest of screen and tiles.
        #expect(s.origins[3].x == 0 && s.origins[3].y == 0)
        #expect(s.width <= 1170 && s.height < tiles.reduce(0) { $0 + $1.height })
        // Drawn: each crop of a screen pasted at its place, nothing outside it; the rest the gap's gray.
        var screen = try Bitmap(width: 1170, height: 4000)
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                // A color per pixel, none the gap's gray (green under 0x80).
                let i = (y * screen.width + x) * 4
                screen.pixels[i] = UInt8(x & 0xFF); screen.pixels[i + 1] = UInt8(y & 0x7F)
                screen.pixels[i + 2] = UInt8(y >> 7) | UInt8(x >> 8) << 5; screen.pixels[i + 3] = 255
            }
        }
        var sheet = try DesignDiff.sheetBitmap(
            width: s.width, height: s.height, tiles: zip(tiles, s.origins).map { ($1.x, $1.y, $0.width, $0.height) })
        for (t, o) in zip(tiles, s.origins) { sheet.paste(screen, from: t.intRect, x: o.x, y: o.y) }
        var covered = 0
        for (t, o) in zip(tiles, s.origins) {
            for y in 0..<t.height {
                let at = ((o.y + y) * sheet.width + o.x) * 4, from = ((t.y + y) * screen.width + t.x) * 4
                #expect(sheet.pixels[at..<(at + t.width * 4)] == screen.pixels[from..<(from + t.width * 4)], "\(t) row \(y)")
            }
            covered += t.width * t.height
        }
        let gray = sheet.pixels.withUnsafeBytes { raw in raw.bindMemory(to: UInt32.self).filter { $0 == 0xFFA0_A0A0 }.count }
        #expect(gray == s.width * s.height - covered, "every pixel outside the tiles is the gap's gray")
    }

    /// Changed pixels at the given points of a `width`×`height` image, as `DesignDiff.tiles` takes them.
    static func counted(_ points: [(Int, Int)], width: Int) -> [Int32] {
        points.map { Int32($0.1 * width + $0.0) }.sorted()
    }

    @Test func tilesCoverEachChangedAreaAndAreJoinedWhenCloseOrTooMany() {
        let w = 1000, h = 3000
        // Two far-apart corners: two tiles, each its area grown by the margin.
        let two = DesignDiff.tiles(Self.counted([(10, 10), (11, 11), (900, 2900)], width: w), width: w, height: h, margin: 20, cell: 8)
        #expect(two == [PixelRect(x: 0, y: 0, width: 32, height: 32), PixelRect(x: 880, y: 2880, width: 41, height: 41)], "\(two)")
        // Two areas closer than twice the margin: one tile.
        let near = DesignDiff.tiles(Self.counted([(100, 100), (130, 100)], width: w), width: w, height: h, margin: 20, cell: 8)
        #expect(near == [PixelRect(x: 80, y: 80, width: 71, height: 41)], "\(near)")
        // Many separate areas: at most maxTiles tiles, still holding every changed pixel.
        let points = (0..<40).map { i in ((i % 2) * 800 + 50, (i / 2) * 140 + 50) }
        let many = DesignDiff.tiles(Self.counted(points, width: w), width: w, height: h, margin: 20, cell: 8)
        #expect(many.count > 1 && many.count <= DesignDiff.maxTiles, "\(many)")
        for p in points { #expect(many.contains { $0.contains(x: p.0, y: p.1) }, "\(p) in \(many)") }
        for (i, a) in many.enumerated() {
            for b in many[(i + 1)...] {
                #expect(a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height, "\(a) overlaps \(b)")
            }
        }
        // Areas whose tiles would cover most of their bounding box: that one box.
        let dense = DesignDiff.tiles(Self.counted([(100, 100), (150, 100), (100, 150), (150, 150)], width: w), width: w, height: h, margin: 20, cell: 8)
        #expect(dense == [PixelRect(x: 80, y: 80, width: 91, height: 91)], "\(dense)")
        // Nothing known: the whole image.
        #expect(DesignDiff.tiles([], width: w, height: h, margin: 20, cell: 8) == [PixelRect(x: 0, y: 0, width: w, height: h)])
    }
}
