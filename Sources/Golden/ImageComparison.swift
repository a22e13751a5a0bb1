import Raster

/// How different two images may be and still match. The default is exact.
public struct ImageTolerance: Sendable, Equatable {
    /// Per-pixel threshold in 0...1 on pixelmatch's YIQ color distance: pixels closer than this count as
    /// equal. 0 means any difference in any channel counts.
    public var perPixelThreshold: Double
    /// The fraction of pixels (0...1) that may differ (after the per-pixel threshold) and still match.
    public var maxDifferingFraction: Double

    public static let exact = ImageTolerance(perPixelThreshold: 0, maxDifferingFraction: 0)

    public init(perPixelThreshold: Double = 0, maxDifferingFraction: Double = 0) {
        self.perPixelThreshold = perPixelThreshold
        self.maxDifferingFraction = maxDifferingFraction
    }
}

/// The outcome of comparing an actual image with its golden.
public struct ImageComparison: Sendable, Equatable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    /// Pixels that differ beyond the per-pixel threshold (every pixel when sizes differ).
    public var differingPixels: Int
    public var totalPixels: Int
    /// The largest difference of any channel (0...255) among compared pixels.
    public var maxChannelDelta: Int
    /// The bounding box of differing pixels, in device pixels (x, y, width, height).
    public var differingBounds: (x: Int, y: Int, width: Int, height: Int)?
    public var matches: Bool

    public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
        a.expectedSize == b.expectedSize && a.actualSize == b.actualSize && a.differingPixels == b.differingPixels
            && a.totalPixels == b.totalPixels && a.maxChannelDelta == b.maxChannelDelta && a.matches == b.matches
            && a.differingBounds.map { [$0.x, $0.y, $0.width, $0.height] } == b.differingBounds.map { [$0.x, $0.y, $0.width, $0.height] }
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

    /// Compares two bitmaps pixel by pixel.
    /// - Complexity: O(pixels); one pass, no allocation.
    public static func compare(expected: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .exact) -> ImageComparison {
        let total = max(expected.width * expected.height, actual.width * actual.height)
        guard expected.width == actual.width, expected.height == actual.height else {
            return ImageComparison(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                                   differingPixels: total, totalPixels: total, maxChannelDelta: 255,
                                   differingBounds: nil, matches: false)
        }
        let w = expected.width
        // pixelmatch's maximum YIQ delta is 35215; its threshold scales the squared distance.
        // Out-of-range tolerances clamp to 0...1; NaN means exact (it must not make everything match).
        let threshold = min(1, max(0, tolerance.perPixelThreshold))
        let fraction = min(1, max(0, tolerance.maxDifferingFraction))
        let maxDelta = 35215.0 * threshold * threshold
        var differing = 0, maxChannel = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                var i = 0
                for p in 0..<(e.count / 4) {
                    if e[i] != a[i] || e[i + 1] != a[i + 1] || e[i + 2] != a[i + 2] || e[i + 3] != a[i + 3] {
                        var d = 0
                        for c in 0..<4 { d = max(d, abs(Int(e[i + c]) - Int(a[i + c]))) }
                        maxChannel = max(maxChannel, d)
                        if threshold <= 0 || yiqDelta(e, a, i) > maxDelta {
                            differing += 1
                            let x = p % w, y = p / w
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                    i += 4
                }
            }
        }
        let allowed = Int((Double(total) * fraction).rounded(.down))
        return ImageComparison(expectedSize: (w, expected.height), actualSize: (w, expected.height),
                               differingPixels: differing, totalPixels: total, maxChannelDelta: maxChannel,
                               differingBounds: maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil,
                               matches: differing <= allowed)
    }

    /// pixelmatch's perceptual color distance (YIQ, squared), with both pixels blended over white.
    static func yiqDelta(_ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
        // Premultiplied over white: c + (255 - alpha).
        func over(_ p: UnsafeBufferPointer<UInt8>, _ c: Int) -> Double { Double(p[i + c]) + Double(255 - Int(p[i + 3])) }
        let r1 = over(e, 0), g1 = over(e, 1), b1 = over(e, 2)
        let r2 = over(a, 0), g2 = over(a, 1), b2 = over(a, 2)
        let y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let iq = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
    }

    /// A diff image in the style of pixelmatch: the golden faded to light gray, differing pixels in red.
    /// When sizes differ, the canvas covers both and the area outside either image is red.
    public static func diffImage(expected: Bitmap, actual: Bitmap, tolerance: ImageTolerance = .exact) -> Bitmap? {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        guard var out = try? Bitmap(width: w, height: h, fill: (255, 0, 0, 255)) else { return nil }
        // Out-of-range tolerances clamp to 0...1; NaN means exact (it must not make everything match).
        let threshold = min(1, max(0, tolerance.perPixelThreshold))
        let maxDelta = 35215.0 * threshold * threshold
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                out.pixels.withUnsafeMutableBufferPointer { o in
                    for y in 0..<min(expected.height, actual.height) {
                        for x in 0..<min(expected.width, actual.width) {
                            let ei = (y * expected.width + x) * 4, ai = (y * actual.width + x) * 4, oi = (y * w + x) * 4
                            let same = e[ei] == a[ai] && e[ei + 1] == a[ai + 1] && e[ei + 2] == a[ai + 2] && e[ei + 3] == a[ai + 3]
                            var differs = !same
                            if differs, threshold > 0 {
                                differs = yiqDeltaAt(e, ei, a, ai) > maxDelta
                            }
                            if differs {
                                o[oi] = 255; o[oi + 1] = 0; o[oi + 2] = 0; o[oi + 3] = 255
                            } else {
                                // Luma over white, faded toward white (pixelmatch's alpha 0.1).
                                let r = Int(e[ei]) + 255 - Int(e[ei + 3])
                                let g = Int(e[ei + 1]) + 255 - Int(e[ei + 3])
                                let b = Int(e[ei + 2]) + 255 - Int(e[ei + 3])
                                let luma = (r * 299 + g * 587 + b * 114) / 1000
                                let v = UInt8(255 - (255 - luma) / 10)
                                o[oi] = v; o[oi + 1] = v; o[oi + 2] = v; o[oi + 3] = 255
                            }
                        }
                    }
                }
            }
        }
        return out
    }

    private static func yiqDeltaAt(_ e: UnsafeBufferPointer<UInt8>, _ ei: Int, _ a: UnsafeBufferPointer<UInt8>, _ ai: Int) -> Double {
        // Both images share a layout here (same width), so the offsets are equal.
        ei == ai ? yiqDelta(e, a, ei) : .infinity
    }
}

func formatPercent(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}
