import Geometry
import Support

/// How an actual image is compared with its golden: per assertion (`Snapshotting.image(comparator:)`),
/// per scene (the scene file's `"compare"` key) or globally (`galley verify --compare SPEC`,
/// `GALLEY_COMPARE=SPEC`). The engine is Golden's `ImageComparison`.
///
/// Every comparison first checks the sizes, then byte equality (a match with no further work),
/// then `metric` on each pixel that differs. The pixels the metric calls different are counted —
/// over the whole image, or with `windowSize` the most in any N×N window — and the images match
/// when that count is within `maxDifferingPixels` and `maxDifferingRatio`.
public struct ImageComparator: Sendable, Hashable, CustomStringConvertible {
    /// When one pixel counts as different.
    public enum Metric: Sendable, Hashable {
        /// Any difference in any channel.
        case exact
        /// A channel (straight R, G, B or A) differs by more than `maxChannelDelta` (0...255).
        case tolerance(maxChannelDelta: Int)
        /// pixelmatch 7.1's YIQ colour distance over `threshold` (0...1; 0.1 is pixelmatch's
        /// default), not counting anti-aliased pixels unless `includeAA`.
        case perceptual(threshold: Double, includeAA: Bool)
    }

    public var metric: Metric
    /// How many differing pixels (in the image, or in the densest window) still match; nil is 0,
    /// or no limit when `maxDifferingRatio` is set.
    public var maxDifferingPixels: Int?
    /// The fraction (0...1) of pixels (of the image, or of the N×N window) that may differ.
    public var maxDifferingRatio: Double?
    /// When set, count the differing pixels of the densest N×N window (N clamped to the image)
    /// instead of the whole image: a concentrated change fails while scattered noise passes.
    public var windowSize: Int?
    /// Areas the comparison skips (the golden keeps its pixels there).
    public var ignore: [IgnoreRegion]

    public init(
        metric: Metric = .exact, maxDifferingPixels: Int? = nil, maxDifferingRatio: Double? = nil,
        windowSize: Int? = nil, ignore: [IgnoreRegion] = []
    ) {
        self.metric = metric; self.maxDifferingPixels = maxDifferingPixels; self.maxDifferingRatio = maxDifferingRatio
        self.windowSize = windowSize; self.ignore = ignore
    }

    /// Byte for byte (after the size check).
    public static let exact = ImageComparator()

    /// Per-channel delta up to `maxChannelDelta`, with up to `maxDifferingPixels` (or a ratio) beyond it.
    public static func tolerance(maxChannelDelta: Int, maxDifferingPixels: Int? = nil, maxDifferingRatio: Double? = nil) -> ImageComparator {
        ImageComparator(
            metric: .tolerance(maxChannelDelta: maxChannelDelta), maxDifferingPixels: maxDifferingPixels,
            maxDifferingRatio: maxDifferingRatio)
    }

    /// pixelmatch-compatible: YIQ distance over `threshold`, anti-aliasing detection unless `includeAA`.
    public static func perceptual(
        threshold: Double = 0.1, includeAA: Bool = false, maxDifferingPixels: Int? = nil,
        maxDifferingRatio: Double? = nil, windowSize: Int? = nil
    ) -> ImageComparator {
        ImageComparator(
            metric: .perceptual(threshold: threshold, includeAA: includeAA), maxDifferingPixels: maxDifferingPixels,
            maxDifferingRatio: maxDifferingRatio, windowSize: windowSize)
    }

    /// pixelmatch's YIQ distance with a per-pixel `threshold` (0 is any difference in any channel),
    /// anti-aliased pixels counted, and a `maxDifferingFraction` of the pixels allowed to differ.
    /// Out-of-range values clamp to 0...1; NaN and negative thresholds mean exact (they must not
    /// make everything match).
    public static func threshold(_ threshold: Double, maxDifferingFraction: Double = 0) -> ImageComparator {
        let ratio = maxDifferingFraction.isNaN ? 0 : min(1, max(0, maxDifferingFraction))
        if threshold.isNaN || threshold <= 0 { return ImageComparator(metric: .exact, maxDifferingRatio: ratio) }
        return ImageComparator(metric: .perceptual(threshold: min(1, threshold), includeAA: true), maxDifferingRatio: ratio)
    }

    /// The number of counted pixels that still matches, for `area` pixels (the image or the window).
    /// Out-of-range limits clamp (negative → 0, ratio to 0...1; NaN → 0).
    public func allowedPixels(area: Int) -> Int {
        var allowed: Int? = maxDifferingPixels.map { max(0, $0) }
        if let r = maxDifferingRatio {
            let ratio = r.isNaN ? 0 : min(1, max(0, r))
            let byRatio = Int((Double(area) * ratio).rounded(.down))
            allowed = allowed.map { min($0, byRatio) } ?? byRatio
        }
        return allowed ?? 0
    }

    /// `perceptual threshold 0.1, window 16, ≤ 4 px` — for messages and results.
    public var description: String {
        var s: String
        switch metric {
        case .exact: s = "exact"
        case let .tolerance(d): s = "tolerance channel delta \(d)"
        case let .perceptual(t, aa): s = "perceptual threshold \(JSONValue.formatNumber(t))" + (aa ? ", AA counted" : "")
        }
        if let w = windowSize { s += ", window \(w)" }
        if let p = maxDifferingPixels { s += ", ≤ \(p) px" }
        if let r = maxDifferingRatio { s += ", ≤ \(JSONValue.formatNumber(r * 100))%" }
        if !ignore.isEmpty { s += ", \(ignore.count) ignored" }
        return s
    }
}

/// An area a comparison skips, in points: a rectangle, or an element of the scene's layout.
public enum IgnoreRegion: Sendable, Hashable, CustomStringConvertible {
    case rect(Rect)
    /// A cell, by item identifier (`"item:doc-42"`).
    case item(String)
    /// A supplementary view, by kind and section identifier (`"supplementary:header/news"`).
    case supplementary(kind: String, id: String)

    /// `"item:ID"` or `"supplementary:KIND/ID"`.
    public init?(reference: String) {
        if reference.hasPrefix("item:"), reference.count > 5 {
            self = .item(String(reference.dropFirst(5)))
        } else if reference.hasPrefix("supplementary:") {
            let rest = reference.dropFirst("supplementary:".count)
            guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex, rest.index(after: slash) != rest.endIndex else { return nil }
            self = .supplementary(kind: String(rest[..<slash]), id: String(rest[rest.index(after: slash)...]))
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case let .rect(r): return "rect \(r)"
        case let .item(id): return "item:\(id)"
        case let .supplementary(kind, id): return "supplementary:\(kind)/\(id)"
        }
    }
}

/// Why a comparator specification (`--compare`, `GALLEY_COMPARE`, a scene's `"compare"`) is refused.
public struct ComparatorSpecError: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

extension ImageComparator {
    /// Parses `exact`, `tolerance:delta=2,pixels=10`, `perceptual`,
    /// `perceptual:threshold=0.1,aa,window=16,pixels=4,ratio=0.01` (the `--compare` and
    /// `GALLEY_COMPARE` syntax). Out-of-range values are errors here (not clamped).
    public init(spec: String) throws(ComparatorSpecError) {
        let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
        let kind = parts.first ?? ""
        var options: [String: String] = [:]
        if parts.count == 2 {
            for o in parts[1].split(separator: ",", omittingEmptySubsequences: false) {
                let kv = o.split(separator: "=", maxSplits: 1).map(String.init)
                guard let k = kv.first, !k.isEmpty else { throw ComparatorSpecError("empty option in comparator \"\(spec)\"") }
                guard options[k] == nil else { throw ComparatorSpecError("option \(k) given twice in comparator \"\(spec)\"") }
                options[k] = kv.count == 2 ? kv[1] : ""
            }
        }
        func take(_ key: String) -> String? { options.removeValue(forKey: key) }
        func number(_ key: String, _ range: ClosedRange<Double>) throws(ComparatorSpecError) -> Double? {
            guard let raw = take(key) else { return nil }
            guard let v = Double(raw), v.isFinite, range.contains(v) else {
                throw ComparatorSpecError(
                    "comparator option \(key)=\(raw) must be a number from \(JSONValue.formatNumber(range.lowerBound)) to \(JSONValue.formatNumber(range.upperBound))"
                )
            }
            return v
        }
        func whole(_ key: String, _ range: ClosedRange<Int>) throws(ComparatorSpecError) -> Int? {
            guard let raw = take(key) else { return nil }
            guard let v = Int(raw), range.contains(v) else {
                throw ComparatorSpecError("comparator option \(key)=\(raw) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return v
        }
        switch kind {
        case "exact": metric = .exact
        case "tolerance": metric = .tolerance(maxChannelDelta: try whole("delta", 0...255) ?? 0)
        case "perceptual":
            let t = try number("threshold", 0...1) ?? 0.1
            var aa = false
            if let raw = take("aa") {
                guard raw.isEmpty || raw == "true" || raw == "false" else { throw ComparatorSpecError("comparator option aa=\(raw) must be true or false") }
                aa = raw != "false"
            }
            metric = .perceptual(threshold: t, includeAA: aa)
        default:
            throw ComparatorSpecError("unknown comparator \"\(kind)\" (use exact, tolerance:delta=D,pixels=N or perceptual:threshold=T,aa,window=N,pixels=N)")
        }
        maxDifferingPixels = try whole("pixels", 0...Int(Int32.max))
        maxDifferingRatio = try number("ratio", 0...1)
        windowSize = try whole("window", 1...65_536)
        ignore = []
        if let unknown = options.keys.sorted().first {
            throw ComparatorSpecError("unknown comparator option \"\(unknown)\" in \"\(spec)\" (options: threshold, aa, delta, window, pixels, ratio)")
        }
    }
}
