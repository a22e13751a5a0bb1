import Galley
import Raster

/// How different two images may be and still match (the first API; `ImageComparator` says more).
/// The default is exact.
public struct ImageTolerance: Sendable, Equatable {
    /// Per-pixel threshold in 0...1 on pixelmatch's YIQ color distance: pixels closer than this count as
    /// equal. 0 means any difference in any channel counts. Anti-aliased pixels are counted.
    public var perPixelThreshold: Double
    /// The fraction of pixels (0...1) that may differ (after the per-pixel threshold) and still match.
    public var maxDifferingFraction: Double

    public static let exact = ImageTolerance(perPixelThreshold: 0, maxDifferingFraction: 0)

    public init(perPixelThreshold: Double = 0, maxDifferingFraction: Double = 0) {
        self.perPixelThreshold = perPixelThreshold
        self.maxDifferingFraction = maxDifferingFraction
    }

    /// The same check as a comparator. Out-of-range values clamp to 0...1; NaN and negative
    /// thresholds mean exact (they must not make everything match).
    public var comparator: ImageComparator {
        let t = perPixelThreshold
        let ratio = maxDifferingFraction.isNaN ? 0 : min(1, max(0, maxDifferingFraction))
        if t.isNaN || t <= 0 { return ImageComparator(metric: .exact, maxDifferingRatio: ratio) }
        return ImageComparator(metric: .perceptual(threshold: min(1, t), includeAA: true), maxDifferingRatio: ratio)
    }
}

/// The outcome of comparing an actual image with its golden.
///
/// Order: the sizes (differing sizes never match, but both images are padded with transparent
/// pixels to the larger size and compared, so the diff still shows where); byte equality (a
/// match, no further work); then the comparator on each pixel whose bytes differ.
public struct ImageComparison: Sendable, Equatable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels the comparator counts as different (not anti-aliasing, not ignored).
    public var differingPixels: Int
    /// Pixels of the compared canvas (the larger size when sizes differ).
    public var totalPixels: Int
    /// The largest difference of any straight channel (0...255) among pixels whose bytes differ.
    public var maxChannelDelta: Int
    /// The bounding box of differing pixels, in device pixels (x, y, width, height).
    public var differingBounds: (x: Int, y: Int, width: Int, height: Int)?
    public var matches: Bool
    /// The comparator used (with ignore regions resolved to rectangles where possible).
    public var comparator: ImageComparator
    /// Every byte is equal (then nothing else was computed).
    public var byteEqual: Bool
    /// Differing pixels not counted because they are anti-aliasing (perceptual without `includeAA`).
    public var antialiasedPixels: Int
    /// Differing pixels inside ignored regions.
    public var ignoredPixels: Int
    /// The number held against the limit: `differingPixels`, or the densest window's count.
    public var score: Int
    /// The limit `score` is held against.
    public var allowedPixels: Int
    /// With a window: the densest window, in device pixels.
    public var densestWindow: PixelRect?
    /// Changed areas (cell-merged bounding boxes of differing pixels), in device pixels.
    public var regions: [PixelRect]
    /// Device pixels per point, for regions in points.
    public var scale: Double

    public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.totalPixels == b.totalPixels && a.maxChannelDelta == b.maxChannelDelta && a.matches == b.matches
            && a.differingBounds.map { [$0.x, $0.y, $0.width, $0.height] } == b.differingBounds.map { [$0.x, $0.y, $0.width, $0.height] }
            && a.comparator == b.comparator && a.byteEqual == b.byteEqual && a.antialiasedPixels == b.antialiasedPixels
            && a.ignoredPixels == b.ignoredPixels && a.score == b.score && a.allowedPixels == b.allowedPixels
            && a.densestWindow == b.densestWindow && a.regions == b.regions && a.scale == b.scale
    }

    public var sizesMatch: Bool { expectedSize == actualSize }

    /// One line for a failure message.
    public var summary: String {
        if !sizesMatch {
            return "size differs: golden is \(expectedSize.width)x\(expectedSize.height) px, actual is \(actualSize.width)x\(actualSize.height) px"
        }
        let pct = Double(differingPixels) * 100 / Double(max(totalPixels, 1))
        var s = "\(differingPixels) of \(totalPixels) pixels differ (\(formatPercent(pct))%), max channel delta \(maxChannelDelta)"
        if let b = differingBounds { s += ", in x \(b.x)..<\(b.x + b.width), y \(b.y)..<\(b.y + b.height)" }
        return s
    }

    /// The failure message: the summary, the comparator and its numbers, and the changed regions
    /// in points and device pixels.
    public var explanation: String {
        var lines = [summary]
        var numbers = "comparator: \(comparator)"
        if antialiasedPixels > 0 { numbers += "; \(antialiasedPixels) anti-aliased pixels not counted" }
        if ignoredPixels > 0 { numbers += "; \(ignoredPixels) differing pixels ignored" }
        if let w = densestWindow { numbers += "; densest \(w.width)x\(w.height) window \(w) px has \(score)" }
        numbers += sizesMatch ? "; allowed \(allowedPixels)" : "; sizes must match"
        lines.append(numbers)
        if !regions.isEmpty {
            lines.append("changed regions:")
            for r in regions { lines.append("  \(Self.points(r, scale: scale)) pt, \(r) px") }
        }
        return lines.joined(separator: "\n")
    }

    /// `(16, 340)–(374, 460)` in points.
    static func points(_ r: PixelRect, scale: Double) -> String {
        func f(_ v: Int) -> String { formatPercent(Double(v) / max(scale, 1e-9)) }
        return "(\(f(r.x)), \(f(r.y)))–(\(f(r.x + r.width)), \(f(r.y + r.height)))"
    }

    /// Compares two bitmaps pixel by pixel.
    /// - Complexity: O(pixels); one pass over equal bytes, 64 bytes a step.
    public static func compare(expected: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .exact) -> ImageComparison {
        compare(expected: expected, actual: actual, comparator: tolerance.comparator)
    }

    /// Compares two premultiplied bitmaps with `comparator`; `scale` converts its point rectangles
    /// (ignore regions) and the reported regions. Element ignores (`item:`) must be resolved to
    /// rectangles first (`ImageComparator.resolvingIgnores`); unresolved ones are not applied.
    public static func compare(expected: Bitmap, actual: Bitmap, comparator: ImageComparator, scale: Double = 1) -> ImageComparison {
        Detailed(expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
                 premultiplied: true, comparator: comparator, scale: scale).comparison
    }

    /// Compares two decoded PNGs (straight alpha, exactly as pixelmatch reads them).
    public static func compare(expected: PNG.Image, actual: PNG.Image, comparator: ImageComparator, scale: Double = 1) -> ImageComparison {
        Detailed(expected: (expected.rgba, expected.width, expected.height), actual: (actual.rgba, actual.width, actual.height),
                 premultiplied: false, comparator: comparator, scale: scale).comparison
    }

    /// A diff image in the style of pixelmatch: the golden faded to light gray, differing pixels in red.
    /// When sizes differ, the canvas covers both.
    public static func diffImage(expected: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .exact) -> Bitmap? {
        diffImage(expected: expected, actual: actual, comparator: tolerance.comparator)
    }

    /// The diff image: faded expected, counted pixels red, anti-aliased pixels yellow, ignored areas hatched.
    public static func diffImage(expected: Bitmap, actual: Bitmap, comparator: ImageComparator, scale: Double = 1) -> Bitmap? {
        Detailed(expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
                 premultiplied: true, comparator: comparator, scale: scale).diffImage()
    }

    /// The comparison, diff image and side-by-side strip (expected | diff | actual) at once.
    /// `strip: false` leaves the strip out (nil).
    public static func artifacts(expected: Bitmap, actual: Bitmap, comparator: ImageComparator, scale: Double = 1, strip: Bool = true)
        -> (comparison: ImageComparison, diff: Bitmap?, strip: Bitmap?) {
        let d = Detailed(expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
                         premultiplied: true, comparator: comparator, scale: scale)
        let diff = d.diffImage()
        return (d.comparison, diff, strip ? diff.flatMap { d.strip(diff: $0) } : nil)
    }
}

func formatPercent(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}
