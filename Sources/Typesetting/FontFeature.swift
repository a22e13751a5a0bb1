/// An OpenType feature setting, like a `UIFontDescriptor.FeatureKey` entry: a four-letter
/// tag (`liga`, `kern`, `tnum`, `smcp`, …) and a value (0 off, 1 on, n > 1 picks the n-th
/// alternate). Applied by HarfBuzz to the whole run of the font it belongs to.
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The tag as four ASCII bytes, big-endian (OpenType's `Tag`).
    public let tag: UInt32
    public let value: UInt32

    /// Nil unless `tag` is exactly four printable ASCII characters (U+0020–U+007E) and
    /// `value` is non-negative and fits 32 bits.
    public init?(tag: String, value: Int = 1) {
        let bytes = Array(tag.utf8)
        guard bytes.count == 4, tag.unicodeScalars.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }),
            value >= 0, value <= Int(UInt32.max)
        else { return nil }
        self.tag = bytes.reduce(0) { $0 << 8 | UInt32($1) }
        self.value = UInt32(value)
    }

    /// The tag as text ("liga").
    public var tagName: String {
        String(decoding: [UInt8(tag >> 24), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)], as: UTF8.self)
    }

    public var description: String { "\(tagName)=\(value)" }

    /// Tabular (fixed-width) figures, for columns of numbers.
    public static let tabularFigures = FontFeature(tag: "tnum")!
    /// Proportional figures.
    public static let proportionalFigures = FontFeature(tag: "pnum")!
    /// Standard ligatures off ("ffi" as three letters).
    public static let noLigatures = FontFeature(tag: "liga", value: 0)!
    /// Kerning off.
    public static let noKerning = FontFeature(tag: "kern", value: 0)!
    /// Small capitals, where the font has them.
    public static let smallCaps = FontFeature(tag: "smcp")!
}
