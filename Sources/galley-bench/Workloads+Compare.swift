import Galley
import Golden
import Raster
import Support

extension BenchWorkload {
    /// `compare.equal` (exact comparator: size, bytes, then every differing pixel) and
    /// `compare.perceptual` (pixelmatch 7.1's metric at threshold 0.1 with anti-aliasing
    /// detection) on two 1170×2532 screens that differ in 2,000 scattered pixels.
    /// `--export` writes the pair as a.png and b.png for reference.py and pmjs/compare.sh.
    static func compareWorkloads() -> [BenchWorkload] {
        let extra = [("width", String(UIScreenshot.width)), ("height", String(UIScreenshot.height)), ("changed", String(ComparePair.changed))]
        return [
            BenchWorkload(
                name: "compare.equal", runs: 30,
                setUp: {
                    let (a, b) = try ComparePair.make()
                    return {
                        let r = ImageComparison.compare(expected: a, actual: b, comparator: .exact)
                        precondition(r.differingPixels == ComparePair.changed && !r.matches)
                    }
                }, export: ComparePair.export, extra: extra),
            BenchWorkload(
                name: "compare.perceptual", runs: 30,
                setUp: {
                    let (a, b) = try ComparePair.make()
                    return {
                        let r = ImageComparison.compare(expected: a, actual: b, comparator: .perceptual(threshold: 0.1))
                        precondition(r.differingPixels > 0 && !r.matches)
                    }
                }, export: ComparePair.export, extra: extra + [("threshold", "0.1")]),
        ]
    }
}

/// The screen of the PNG workloads and a copy with 2,000 distinct, seeded (SplitMix64) pixels
/// changed: each channel of each pixel inverted, so every change is visible to any comparator.
enum ComparePair {
    static let changed = 2_000

    static func make() throws -> (Bitmap, Bitmap) {
        let a = try UIScreenshot.make()
        var b = a
        var rng = SplitMix64(seed: 2_000)
        var picked = Set<Int>()
        while picked.count < changed { picked.insert(rng.below(a.width * a.height)) }
        for p in picked {
            for c in 0..<3 { b.pixels[p * 4 + c] = 255 - b.pixels[p * 4 + c] }
        }
        return (a, b)
    }

    static func export(_ directory: String) throws {
        let (a, b) = try make()
        try PNG.writeFile(a, to: directory + "/a.png")
        try PNG.writeFile(b, to: directory + "/b.png")
    }
}
