import Galley
import GalleyUIKit
import Testing

@Suite struct UIColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// System colors are the design model's palette entries, resolved per interface style.
    @Test func systemColorsResolveFromThePalettePerStyle() {
        let palette = DesignModel.default.colors
        for (color, name) in [
            (UIColor.label, "label"), (.systemBlue, "systemBlue"), (.secondarySystemBackground, "secondarySystemBackground"),
            (.systemGroupedBackground, "systemGroupedBackground"), (.separator, "separator"), (.tintColor, "tint"),
        ] as [(UIColor, String)] {
            #expect(color.galleyColor(in: light) == palette.color(ColorName(rawValue: name), .light))
            #expect(color.galleyColor(in: dark) == palette.color(ColorName(rawValue: name), .dark))
            #expect(color.colorName == ColorName(rawValue: name))
        }
        #expect(UIColor.systemBackground.galleyColor(in: dark) == Color(hex: "#000000"))
        #expect(UIColor.secondaryLabel.galleyColor(in: light) == Color(hex: "#3C3C4399"))
    }

    @Test func fixedColorsKeepTheirComponents() {
        let c = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [1, 0.5, 0, 0.25])
        #expect(c.galleyColor(in: dark) == Color(red: 255, green: 128, blue: 0, alpha: 64))
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.clear.galleyColor(in: light) == .clear)
        #expect(c.cgColor.components == [1, 0.5, 0, 0.25])
    }

    /// `init(dynamicProvider:)` calls its provider with the traits it is resolved in.
    @Test func dynamicProviderResolvesPerTrait() {
        let c = UIColor { $0.userInterfaceStyle == .dark ? .systemRed : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        #expect(c.resolvedColor(with: light) == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(c.galleyColor(in: dark) == DesignModel.default.colors.color("systemRed", .dark))
        let big = UIColor { $0.preferredContentSizeCategory.isAccessibilityCategory ? .black : .white }
        #expect(big.galleyColor(in: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)) == .black)
        #expect(big.galleyColor(in: UITraitCollection(preferredContentSizeCategory: .extraLarge)) == .white)
    }

    /// `withAlphaComponent` replaces the alpha, also of a dynamic color (which stays dynamic).
    @Test func withAlphaComponentReplacesAlpha() {
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let half = UIColor.label.withAlphaComponent(0.5)
        #expect(half.galleyColor(in: light) == Color(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(half.galleyColor(in: dark) == Color(red: 255, green: 255, blue: 255, alpha: 128))
    }

    /// `UIColor(named:)` finds the design model's own names and nothing else.
    @Test func namedColorsComeFromTheDesignModel() {
        #expect(UIColor(named: "systemGray4") == UIColor.systemGray4)
        #expect(UIColor(named: "secondarySystemGroupedBackground")?.galleyColor(in: dark) == Color(hex: "#1C1C1E"))
        #expect(UIColor(named: "NoSuchColor") == nil)
        #expect(UIColor(named: "AccentColor") == UIColor.tintColor)
        var palette = DesignModel.default.colors
        palette.colors["brandAccent"] = DynamicColor(light: Color(hex: "#123456")!, dark: Color(hex: "#654321")!)
        #expect(UIColor(named: "brandAccent", palette: palette)?.galleyColor(in: dark) == Color(hex: "#654321"))
    }

    /// `cgColor` resolves in `UITraitCollection.current`.
    @Test func cgColorResolvesInTheCurrentTraits() {
        dark.performAsCurrent {
            #expect(UIColor.label.cgColor.components == [1, 1, 1, 1])
        }
        #expect(UIColor.label.cgColor.components == [0, 0, 0, 1])
    }
}
