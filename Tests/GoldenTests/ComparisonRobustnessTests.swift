import GalleyTesting
import Raster
import Testing

/// Image comparison with tolerances out of range.
@Suite struct ComparisonRobustnessTests {
    @Test func outOfRangeTolerancesNeitherTrapNorHideDifferences() throws {
        let a = try Bitmap(width: 4, height: 3, fill: (255, 255, 255, 255))
        var b = a
        b.pixels[0] = 0  // one pixel differs
        for v in [Double.nan, .infinity, -.infinity, -1, 1e300, 2] {
            for comparator in [
                ImageComparator.threshold(v), .threshold(0, maxDifferingFraction: v),
                .threshold(v, maxDifferingFraction: v),
            ] {
                let c = ImageComparison.compare(expected: a, actual: b, comparator: comparator)
                #expect(c.totalPixels == 12, "\(comparator)")
                // NaN and negative tolerances mean exact: the differing pixel is reported.
                if v.isNaN || v < 0 { #expect(!c.matches && c.differingPixels == 1, "\(comparator)") }
            }
        }
    }
}
