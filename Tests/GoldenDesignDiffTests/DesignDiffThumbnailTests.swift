import Galley
import GalleyTestSupport
import Raster
import Support
import Testing

@testable import GoldenDesignDiff

/// The report's thumbnail: the after screen's display list drawn again at a whole fraction of its
/// scale, at most 180 pixels wide. It shows what shrinking the full render shows: every pixel is
/// close to the mean of the full render's block under it (text and hairlines are drawn at the
/// small size rather than averaged, so a few pixels differ more), and it is the same bytes on
/// every draw.
@Suite struct DesignDiffThumbnailTests {
    @Test func theThumbnailIsTheScreenDrawnSmall() throws {
        let renderer = try DesignDiffTests.renderer
        try withTemporaryDirectory("thumbnail") { dir in
            let (b, _) = try DesignDiffTests.designs(dir, "{}")
            for s in DesignDiffTests.screens.prefix(4) {
                let (json, file) = s.scene(b)
                let full = try renderer.render(try Scene(json: Array(json.utf8), file: file), baseDirectory: dir)
                let f = DesignDiff.thumbnailFactor(width: full.bitmap.width)
                let t = try renderer.thumbnail(of: full, baseDirectory: dir, factor: f)
                #expect(f > 1 && t.width <= DesignDiff.thumbnailWidth, "\(s.name): factor \(f), \(t.width) wide")
                #expect(abs(t.width - full.bitmap.width / f) <= 1 && abs(t.height - full.bitmap.height / f) <= 1, "\(s.name)")
                #expect(try renderer.thumbnail(of: full, baseDirectory: dir, factor: f).pixels == t.pixels, "\(s.name): not deterministic")
                // Each thumbnail pixel against its block of the full render (premultiplied means).
                var total = 0, far = 0, n = 0
                let w = full.bitmap.width, px = full.bitmap.pixels
                for ty in 0..<min(t.height, full.bitmap.height / f) {
                    for tx in 0..<min(t.width, w / f) {
                        for c in 0..<4 {
                            var sum = 0
                            for y in (ty * f)..<(ty * f + f) { for x in (tx * f)..<(tx * f + f) { sum += Int(px[(y * w + x) * 4 + c]) } }
                            let d = abs(Int(t.pixels[(ty * t.width + tx) * 4 + c]) - sum / (f * f))
                            total += d; n += 1
                            if d > 64 { far += 1 }
                        }
                    }
                }
                #expect(n > 0 && Double(total) / Double(n) < 4, "\(s.name): mean difference \(Double(total) / Double(max(n, 1)))")
                #expect(far * 100 < n, "\(s.name): \(far) of \(n) channels differ by more than 64")
            }
        }
    }

    @Test func theFactorKeepsTheThumbnailAtMost180Wide() {
        #expect(DesignDiff.thumbnailFactor(width: 1170) == 7)
        #expect(DesignDiff.thumbnailFactor(width: 180) == 1)
        #expect(DesignDiff.thumbnailFactor(width: 181) == 2)
        #expect(DesignDiff.thumbnailFactor(width: 1) == 1)
    }
}
