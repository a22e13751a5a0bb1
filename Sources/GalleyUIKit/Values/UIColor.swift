import Galley

/// A color, like UIKit's `UIColor`: a fixed sRGB color, one of the design model's semantic
/// colors (resolved by the trait collection's interface style), or a dynamic color of your own.
///
/// System and semantic colors (`.label`, `.systemBlue`, `.systemGroupedBackground`, …) are
/// the design model's palette entries (`ColorPalette.iOS17`) by name; `UIColor(named:)` finds
/// any name the design model's palette has. They resolve when drawn, with the traits of the
/// drawing (`resolvedColor(with:)`), exactly as Galley's scenes resolve their palette.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable {
        /// sRGB components 0…1 (values outside are kept, as UIKit's extended sRGB does, and clamped when drawn).
        case rgba(CGFloat, CGFloat, CGFloat, CGFloat)
        /// A palette entry by name, resolved in the palette Galley draws with.
        case named(ColorName, palette: ColorPalette)
        /// `init(dynamicProvider:)`.
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
        /// `withAlphaComponent(_:)` of a color that is not fixed.
        case alpha(UIColor, CGFloat)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A fixed sRGB color; components from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { storage = .rgba(red, green, blue, alpha) }

    /// A gray: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A color from hue, saturation and brightness (HSB), each 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - h.rounded(.down)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A color whose value `dynamicProvider` gives per trait collection (called each time the
    /// color is resolved).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { storage = .dynamic(dynamicProvider) }

    /// The color of a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The design model's palette color named `name` (`"systemBlue"`, `"secondaryLabel"`, or a
    /// name the app's design model adds); nil for a name the palette lacks. UIKit looks names up
    /// in an asset catalog; Galley's catalog is the design model's palette.
    ///
    /// `"AccentColor"`, the accent color every Xcode template's asset catalog has, is the
    /// palette's `tint`.
    public convenience init?(named name: String) {
        self.init(named: name == "AccentColor" ? ColorName.tint.rawValue : name, palette: UIColor.palette)
    }

    /// The color named `name` in `palette` (a design model's `colors`); nil for a name it lacks.
    package init?(named name: String, palette: ColorPalette) {
        let key = ColorName(rawValue: name)
        guard palette.colors[key] != nil else { return nil }
        storage = .named(key, palette: palette)
    }

    @available(*, unavailable, message: "Galley has no asset catalogs: colors are the design model's palette, use UIColor(named:)")
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }

    @available(*, unavailable, message: "Galley draws in sRGB: use init(red:green:blue:alpha:)")
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    /// The palette system colors come from: the default design model's.
    package static let palette = DesignModel.default.colors

    static func system(_ name: ColorName) -> UIColor { UIColor(storage: .named(name, palette: palette)) }

    static func fixed(light: String, dark: String) -> UIColor {
        let l = Color(hex: light)!, d = Color(hex: dark)!
        return UIColor { $0.galleyStyle == .dark ? UIColor(d) : UIColor(l) }
    }

    /// This color in `traitCollection`: a fixed color.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .rgba: return self
        case .named: return UIColor(galleyColor(in: traitCollection))
        case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
        case let .alpha(base, a): return base.resolvedColor(with: traitCollection).withAlphaComponent(a)
        }
    }

    /// The same color with its alpha replaced by `alpha` (0 to 1), dynamic if this one is.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .rgba(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case .alpha(let base, _): return UIColor(storage: .alpha(base, alpha))
        default: return UIColor(storage: .alpha(self, alpha))
        }
    }

    /// The color resolved in `UITraitCollection.current`, as a Core Graphics color.
    public var cgColor: CGColor {
        let c = components(in: UITraitCollection.current)
        return CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }

    /// The color's sRGB components resolved in `UITraitCollection.current`; true (every color converts).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = components(in: UITraitCollection.current)
        red?.pointee = c.0; green?.pointee = c.1; blue?.pointee = c.2; alpha?.pointee = c.3
        return true
    }

    /// The gray level and alpha of the color resolved in `UITraitCollection.current`: true only for a gray.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components(in: UITraitCollection.current)
        guard c.0 == c.1, c.1 == c.2 else { return false }
        white?.pointee = c.0; alpha?.pointee = c.3
        return true
    }

    /// The components of the color in `traits`, 0…1.
    func components(in traits: UITraitCollection) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        if case let .rgba(r, g, b, a) = resolvedColor(with: traits).storage { return (r, g, b, a) }
        return (0, 0, 0, 0)
    }

    // MARK: Bridges

    /// A fixed color of Galley's.
    package convenience init(_ color: Color) {
        self.init(
            red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
            alpha: CGFloat(color.alpha) / 255)
    }

    /// The 8-bit color Galley draws in `traits` (channels clamped to 0…1, rounded to the nearest step).
    package func galleyColor(in traits: UITraitCollection) -> Color {
        switch storage {
        case let .rgba(r, g, b, a): return Color(red: UIColor.byte(r), green: UIColor.byte(g), blue: UIColor.byte(b), alpha: UIColor.byte(a))
        case let .named(name, palette): return palette.color(name, traits.galleyStyle) ?? .clear
        default: return resolvedColor(with: traits).galleyColor(in: traits)
        }
    }

    /// The color in `UITraitCollection.current`'s traits.
    package var galleyColor: Color { galleyColor(in: UITraitCollection.current) }

    /// The palette name of a system or named color (nil for other colors), so a scene can keep
    /// it semantic.
    package var colorName: ColorName? {
        if case .named(let name, _) = storage { return name }
        return nil
    }

    static func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    // MARK: Equality

    /// Fixed colors are equal when their components are; system colors when their names and
    /// palettes are; dynamic colors only to themselves (UIKit compares providers by identity).
    public static func == (a: UIColor, b: UIColor) -> Bool {
        switch (a.storage, b.storage) {
        case let (.rgba(r1, g1, b1, a1), .rgba(r2, g2, b2, a2)): return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.named(n1, p1), .named(n2, p2)): return n1 == n2 && p1 == p2
        case let (.alpha(c1, a1), .alpha(c2, a2)): return c1 == c2 && a1 == a2
        default: return a === b
        }
    }

    /// Hashes what makes the color equal to another: its components, its name, or (a dynamic color) its identity.
    public func hash(into h: inout Hasher) {
        switch storage {
        case let .rgba(r, g, b, a): h.combine(r); h.combine(g); h.combine(b); h.combine(a)
        case .named(let n, _): h.combine(n)
        case let .alpha(c, a): h.combine(c); h.combine(a)
        case .dynamic: h.combine(ObjectIdentifier(self))
        }
    }

    /// The color as UIKit prints it, for debugging.
    public var description: String {
        switch storage {
        case let .rgba(r, g, b, a): return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
        case .named(let n, _): return "<UIDynamicSystemColor: name = \(n.rawValue)>"
        case .dynamic: return "<UIDynamicProviderColor>"
        case let .alpha(c, a): return "\(c) alpha \(a)"
        }
    }
}

// MARK: - Fixed colors (UIKit's values)

extension UIColor {
    /// UIKit's fixed `black`.
    public static let black = UIColor(white: 0, alpha: 1)
    /// UIKit's fixed `darkGray`.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// UIKit's fixed `lightGray`.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// UIKit's fixed `white`.
    public static let white = UIColor(white: 1, alpha: 1)
    /// UIKit's fixed `gray`.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// UIKit's fixed `red`.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// UIKit's fixed `green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed `blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed `cyan`.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// UIKit's fixed `yellow`.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// UIKit's fixed `magenta`.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// UIKit's fixed `orange`.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// UIKit's fixed `purple`.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// UIKit's fixed `brown`.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's fixed `clear`.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// UIKit's fixed `lightText`.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// UIKit's fixed `darkText`.
    public static let darkText = UIColor(white: 0, alpha: 1)
}

// MARK: - Semantic and system colors (the design model's palette)

extension UIColor {
    /// UIKit's `label`: the palette's `label`, light and dark.
    public static var label: UIColor { system(.label) }
    /// UIKit's `secondaryLabel`: the palette's `secondaryLabel`, light and dark.
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    /// UIKit's `tertiaryLabel`: the palette's `tertiaryLabel`, light and dark.
    public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    /// UIKit's `quaternaryLabel`: the palette's `quaternaryLabel`, light and dark.
    public static var quaternaryLabel: UIColor { system("quaternaryLabel") }
    /// UIKit's `placeholderText`: the palette's `placeholderText`, light and dark.
    public static var placeholderText: UIColor { system("placeholderText") }
    /// UIKit's `link`: the palette's `link`, light and dark.
    public static var link: UIColor { system("link") }
    /// The tint (the palette's `tint`: system blue unless a design model changes it).
    public static var tintColor: UIColor { system(.tint) }
    /// UIKit's `systemBackground`: the palette's `systemBackground`, light and dark.
    public static var systemBackground: UIColor { system(.systemBackground) }
    /// UIKit's `secondarySystemBackground`: the palette's `secondarySystemBackground`, light and dark.
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    /// UIKit's `tertiarySystemBackground`: the palette's `tertiarySystemBackground`, light and dark.
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    /// UIKit's `systemGroupedBackground`: the palette's `systemGroupedBackground`, light and dark.
    public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    /// UIKit's `secondarySystemGroupedBackground`: the palette's `secondarySystemGroupedBackground`, light and dark.
    public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    /// UIKit's `tertiarySystemGroupedBackground`: the palette's `tertiarySystemGroupedBackground`, light and dark.
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    /// UIKit's `systemFill`: the palette's `systemFill`, light and dark.
    public static var systemFill: UIColor { system("systemFill") }
    /// UIKit's `secondarySystemFill`: the palette's `secondarySystemFill`, light and dark.
    public static var secondarySystemFill: UIColor { system("secondarySystemFill") }
    /// UIKit's `tertiarySystemFill`: the palette's `tertiarySystemFill`, light and dark.
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    /// UIKit's `quaternarySystemFill`: the palette's `quaternarySystemFill`, light and dark.
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    /// UIKit's `separator`: the palette's `separator`, light and dark.
    public static var separator: UIColor { system(.separator) }
    /// UIKit's `opaqueSeparator`: the palette's `opaqueSeparator`, light and dark.
    public static var opaqueSeparator: UIColor { system("opaqueSeparator") }
    /// UIKit's `systemGray`: the palette's `systemGray`, light and dark.
    public static var systemGray: UIColor { system("systemGray") }
    /// UIKit's `systemGray2`: the palette's `systemGray2`, light and dark.
    public static var systemGray2: UIColor { system("systemGray2") }
    /// UIKit's `systemGray3`: the palette's `systemGray3`, light and dark.
    public static var systemGray3: UIColor { system("systemGray3") }
    /// UIKit's `systemGray4`: the palette's `systemGray4`, light and dark.
    public static var systemGray4: UIColor { system(.systemGray4) }
    /// UIKit's `systemGray5`: the palette's `systemGray5`, light and dark.
    public static var systemGray5: UIColor { system("systemGray5") }
    /// UIKit's `systemGray6`: the palette's `systemGray6`, light and dark.
    public static var systemGray6: UIColor { system("systemGray6") }
    /// UIKit's `systemBlue`: the palette's `systemBlue`, light and dark.
    public static var systemBlue: UIColor { system("systemBlue") }
    /// UIKit's `systemRed`: the palette's `systemRed`, light and dark.
    public static var systemRed: UIColor { system("systemRed") }
    /// UIKit's `systemGreen`: the palette's `systemGreen`, light and dark.
    public static var systemGreen: UIColor { system("systemGreen") }
    /// UIKit's `systemOrange`: the palette's `systemOrange`, light and dark.
    public static var systemOrange: UIColor { system("systemOrange") }
    /// UIKit's `systemYellow`: the palette's `systemYellow`, light and dark.
    public static var systemYellow: UIColor { system("systemYellow") }
    /// UIKit's `systemPink`: the palette's `systemPink`, light and dark.
    public static var systemPink: UIColor { system("systemPink") }
    /// UIKit's `systemPurple`: the palette's `systemPurple`, light and dark.
    public static var systemPurple: UIColor { system("systemPurple") }
    /// UIKit's `systemTeal`: the palette's `systemTeal`, light and dark.
    public static var systemTeal: UIColor { system("systemTeal") }
    /// UIKit's `systemIndigo`: the palette's `systemIndigo`, light and dark.
    public static var systemIndigo: UIColor { system("systemIndigo") }
    // Not in the design model's palette: iOS 17's values, light and dark.
    /// UIKit's `systemMint` (iOS 17's light and dark values; not in the design model's palette).
    public static let systemMint = fixed(light: "#00C7BE", dark: "#63E6E2")
    /// UIKit's `systemCyan` (iOS 17's light and dark values; not in the design model's palette).
    public static let systemCyan = fixed(light: "#32ADE6", dark: "#64D2FF")
    /// UIKit's `systemBrown` (iOS 17's light and dark values; not in the design model's palette).
    public static let systemBrown = fixed(light: "#A2845E", dark: "#AC8E68")
    /// UIKit's `shadow`: the palette's `shadow`, light and dark.
    public static var shadow: UIColor { system("shadow") }
}
