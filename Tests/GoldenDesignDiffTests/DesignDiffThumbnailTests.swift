import Raster
import Support
import Testing

@testable import GoldenDesignDiff

/// The report's thumbnail: each pixel the mean of its premultiplied source block, rounded half
/// up, for small and large factors, and an image shorter than the factor (one block of its
/// height: it was read past before).
@Suite struct DesignDiffThumbnailTests {
    @Test(arguments: [(90, 40, 180), (400, 70, 180), (1170, 30, 180), (2000, 9, 90), (35, 12, 180)])
    func eachPixelIsItsBlocksRoundedMean(size: (width: Int, height: Int, maxWidth: Int)) throws {
        var rng = SplitMix64(seed: UInt64(size.width))
        var px = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for i in 0..<(size.width * size.height) {
            let a = UInt8(truncatingIfNeeded: rng.next())
            for c in 0..<3 { px[i * 4 + c] = UInt8(rng.next() % (UInt64(a) + 1)) }
            px[i * 4 + 3] = a
        }
        let b = try Bitmap(width: size.width, height: size.height, premultipliedPixels: px)
        let t = DesignDiff.thumbnail(b, maxWidth: size.maxWidth)
        let f = max(1, (size.width + size.maxWidth - 1) / size.maxWidth)
        #expect(t.width == max(1, size.width / f) && t.height == max(1, size.height / f))
        var wrong = 0
        for ty in 0..<t.height {
            for tx in 0..<t.width {
                for c in 0..<4 {
                    var sum = 0
                    let fx = min(f, size.width), fy = min(f, size.height)
                    for y in (ty * f)..<(ty * f + fy) { for x in (tx * f)..<(tx * f + fx) { sum += Int(px[(y * size.width + x) * 4 + c]) } }
                    let n = fx * fy
                    if Int(t.pixels[(ty * t.width + tx) * 4 + c]) != (sum + n / 2) / n { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0, "factor \(f): \(wrong) channels differ from the block means")
    }
}
