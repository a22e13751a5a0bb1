import Galley
import GalleyUIKit
import Testing
import Typesetting

@Suite struct UIFontTests {
    /// Body is 17 pt at `.large` and follows the Dynamic Type table.
    @Test func preferredFontFollowsDynamicType() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let sizes: [(UIContentSizeCategory, CGFloat)] = [
            (.extraSmall, 14), (.large, 17), (.extraExtraExtraLarge, 23), (.accessibilityExtraExtraExtraLarge, 53),
        ]
        for (category, size) in sizes {
            let f = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            #expect(f.pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).galleyFont == Font(family: "Inter", weight: .semibold, size: 17))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        UITraitCollection(preferredContentSizeCategory: .extraLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 15)
        }
    }

    @Test func systemFontsMapOntoTheBundledFamily() {
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).galleyFont == .system(size: 15, weight: .semibold))
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 12).fontName == "Inter-Regular")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular).galleyFont.features.map(\.description) == ["tnum=1"])
        #expect(UIFont.Weight(0.35).galleyWeight == .semibold)
    }

    /// `UIFont(name:size:)` finds faces bundled in Fonts/ and nothing else.
    @Test func namedFontsAreTheBundledFaces() {
        #expect(UIFont(name: "Inter-SemiBoldItalic", size: 20)?.galleyFont == Font(family: "Inter", weight: .semibold, size: 20, italic: true))
        #expect(UIFont(name: "DejaVuSans-Bold", size: 11)?.galleyFont.weight == .bold)
        #expect(UIFont(name: "Inter", size: 11)?.fontName == "Inter-Regular")
        #expect(UIFont(name: "Helvetica", size: 11) == nil)
        #expect(UIFont.familyNames.contains("Inter"))
    }

    /// Metrics come from the bundled face: line height is ascender − descender + leading.
    @Test func metricsComeFromTheFace() {
        let f = UIFont.preferredFont(forTextStyle: .body)
        #expect(f.ascender > 0 && f.descender < 0 && f.capHeight > f.xHeight && f.xHeight > 0)
        #expect(abs(f.lineHeight - (f.ascender - f.descender + f.leading)) < 1e-9)
        #expect(f.lineHeight > 17 && f.lineHeight < 25)
        #expect(abs(f.withSize(34).lineHeight - 2 * f.lineHeight) < 1e-9)
    }

    /// `UIFontMetrics` scales by the text style's Dynamic Type ratio.
    @Test func fontMetricsScale() {
        let ax = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax) == 28)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: ax) == 19)
        let f = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 34, weight: .bold), compatibleWith: ax)
        #expect(f.pointSize == 56)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20, compatibleWith: ax).pointSize == 20)
    }
}
