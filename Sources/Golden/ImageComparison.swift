import Galley
import Raster

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

    /// Compares two premultiplied bitmaps with `comparator` (exact by default); `scale` converts its point rectangles
    /// (ignore regions) and the reported regions. Element ignores (`item:`) must be resolved to
    /// rectangles first (`ImageComparator.resolvingIgnores`); unresolved ones are not applied.
    public static func compare(expected: Bitmap, actual: Bitmap, comparator: ImageComparator = .exact, scale: Double = 1) -> ImageComparison {
        Detailed(
            expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
            premultiplied: true, comparator: comparator, scale: scale
        ).comparison
    }

    /// Compares two decoded PNGs (straight alpha, exactly as pixelmatch reads them).
    public static func compare(expected: PNG.Image, actual: PNG.Image, comparator: ImageComparator, scale: Double = 1) -> ImageComparison {
        Detailed(
            expected: (expected.rgba, expected.width, expected.height), actual: (actual.rgba, actual.width, actual.height),
            premultiplied: false, comparator: comparator, scale: scale
        ).comparison
    }

    /// The diff image in the style of pixelmatch: faded expected, counted pixels red, anti-aliased
    /// pixels yellow, ignored areas hatched. When sizes differ, the canvas covers both.
    public static func diffImage(expected: Bitmap, actual: Bitmap, comparator: ImageComparator = .exact, scale: Double = 1) -> Bitmap? {
        Detailed(
            expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
            premultiplied: true, comparator: comparator, scale: scale
        ).diffImage()
    }

    /// The comparison, diff image and side-by-side strip (expected | diff | actual) at once.
    /// `strip: false` leaves the strip out (nil).
    public static func artifacts(expected: Bitmap, actual: Bitmap, comparator: ImageComparator, scale: Double = 1, strip: Bool = true)
        -> (comparison: ImageComparison, diff: Bitmap?, strip: Bitmap?)
    {
        let d = Detailed(
            expected: (expected.pixels, expected.width, expected.height), actual: (actual.pixels, actual.width, actual.height),
            premultiplied: true, comparator: comparator, scale: scale)
        let diff = d.diffImage()
        return (d.comparison, diff, strip ? diff.flatMap { d.strip(diff: $0) } : nil)
    }
}

func formatPercent(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}
