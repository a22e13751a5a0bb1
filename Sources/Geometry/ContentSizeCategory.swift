/// The user's preferred text size, like `UIContentSizeCategory`, from smallest to largest.
/// Raw values are UIKit's case names (`"large"`, `"accessibilityExtraLarge"`), the spellings
/// JSON and dumps use.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes (AX1–AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Position from `extraSmall` (0) to `accessibilityExtraExtraExtraLarge` (11).
    public var ordinal: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.ordinal < b.ordinal }
}
