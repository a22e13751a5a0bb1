import Geometry
import Testing

/// The trait enums replace strings in `LayoutTraits`; their raw values are the spellings JSON and
/// dumps use (UIKit's case names), and categories order from smallest to largest.
@Suite struct TraitEnumTests {
    @Test func contentSizeCategoriesSpellAndOrderAsUIKit() {
        #expect(
            ContentSizeCategory.allCases.map(\.rawValue) == [
                "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
            ])
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory(rawValue: "xxxLarge") == nil)
    }

    @Test func userInterfaceStylesSpellAsUIKit() {
        #expect(UserInterfaceStyle.allCases.map(\.rawValue) == ["light", "dark"])
    }
}
