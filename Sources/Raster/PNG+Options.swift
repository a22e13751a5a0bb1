import CPNG

extension PNG {
    /// Row filters a PNG encoder may choose from (PNG spec §9); with more than
    /// one, libpng picks per row by the minimum-sum-of-absolute-differences heuristic.
    public struct Filters: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let none = Filters(rawValue: CPNG_FILTER_NONE)
        public static let sub = Filters(rawValue: CPNG_FILTER_SUB)
        public static let up = Filters(rawValue: CPNG_FILTER_UP)
        public static let average = Filters(rawValue: CPNG_FILTER_AVG)
        public static let paeth = Filters(rawValue: CPNG_FILTER_PAETH)
        /// Every filter, chosen adaptively per row.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression strategy (`deflateInit2`'s `strategy`).
    public enum Strategy: Int32, Hashable, Sendable, CaseIterable {
        case `default` = 0
        case filtered = 1
        case huffmanOnly = 2
        case rle = 3
    }

    /// How `PNG.encode` compresses. Every field is fixed, so equal bitmaps give
    /// equal bytes; `.standard` is what `encode(_:)` uses (see `PNG` for the measurements).
    public struct EncodeOptions: Hashable, Sendable {
        /// zlib level, 0 (store) ... 9 (smallest).
        public var level: Int
        public var filters: Filters
        public var strategy: Strategy
        /// Write a fully opaque bitmap as RGB (color type 2) rather than RGBA.
        public var opaqueAsRGB: Bool

        public init(level: Int, filters: Filters, strategy: Strategy = .default, opaqueAsRGB: Bool = true) {
            self.level = level; self.filters = filters; self.strategy = strategy; self.opaqueAsRGB = opaqueAsRGB
        }

        /// The measured choice for UI screenshots: zlib level 3, no row filter,
        /// default strategy, RGB when opaque (the numbers are in `PNG`'s documentation).
        public static let standard = EncodeOptions(level: 3, filters: .none, strategy: .default, opaqueAsRGB: true)
    }
}
