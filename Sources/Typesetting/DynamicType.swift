import Geometry

/// The Dynamic Type text styles, like `UIFont.TextStyle`.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// iOS's weight for the style (headline is semibold, the rest regular).
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The point size at `category`.
    ///
    /// Numbers: Apple Human Interface Guidelines, Typography → Specifications →
    /// "iOS, iPadOS Dynamic Type sizes" (the xSmall … xxxLarge and AX1 … AX5 tables;
    /// `.large` is the default: 34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11).
    public func pointSize(for category: ContentSizeCategory = .large) -> Double {
        TextStyle.sizes[category.ordinal][TextStyle.allCases.firstIndex(of: self)!]
    }

    // Rows: categories xS, S, M, L, xL, xxL, xxxL, AX1…AX5. Columns: largeTitle, title1,
    // title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.
    private static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}

extension Font {
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` on the bundled default family:
    /// the style's iOS size at `category` and its iOS weight.
    public static func preferred(_ style: TextStyle, category: ContentSizeCategory = .large, family: String = Font.defaultFamily) -> Font {
        Font(family: family, weight: style.weight, size: style.pointSize(for: category))
    }

    /// Like `UIFontMetrics(forTextStyle:).scaledFont(for:)`: this font's size scaled by the
    /// ratio `style`'s size at `category` has to its size at `.large`.
    public func scaled(for style: TextStyle, category: ContentSizeCategory) -> Font {
        var f = self
        f.size = size * style.pointSize(for: category) / style.pointSize(for: .large)
        return f
    }
}
