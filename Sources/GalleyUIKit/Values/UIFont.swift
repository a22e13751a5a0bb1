import Galley
import Support
import Typesetting

/// A font, like UIKit's `UIFont`, over the bundled fonts in `Fonts/`: the system font is the
/// bundled default family (Inter), text styles follow Dynamic Type (`TextStyle.pointSize(for:)`,
/// the HIG tables), and `UIFont(name:size:)` finds a face by its file name in `Fonts/`.
public final class UIFont: Sendable, Hashable, CustomStringConvertible {
    /// The Galley font drawn.
    package let galleyFont: Font
    /// The text style the font was made for (`preferredFont(forTextStyle:)`), so
    /// `adjustsFontForContentSizeCategory` can scale it to other content size categories.
    package let textStyle: Typesetting.TextStyle?
    /// The content size category the font's size was chosen for (with `textStyle`).
    package let category: ContentSizeCategory

    package init(_ font: Font, textStyle: Typesetting.TextStyle? = nil, category: ContentSizeCategory = .large) {
        galleyFont = font; self.textStyle = textStyle; self.category = category
    }

    /// The font at `category`: scaled by its text style's Dynamic Type ratio when it has one.
    package func galleyFont(for category: ContentSizeCategory) -> Font {
        guard let style = textStyle, category != self.category else { return galleyFont }
        var f = galleyFont
        f.size = f.size * style.pointSize(for: category) / style.pointSize(for: self.category)
        return f
    }

    /// The point size.
    public var pointSize: CGFloat { CGFloat(galleyFont.size) }

    /// The face's name: the bundled file's name (`Inter-SemiBold`, `DejaVuSans-Bold`).
    public var fontName: String { UIFont.faceName(galleyFont) }

    /// The family's name (`Inter`).
    public var familyName: String { galleyFont.family }

    /// The bundled fonts' registry, loaded once (for metrics).
    static let registry: FontRegistry? = {
        guard let dir = try? FontsDirectory.locate() else { return nil }
        return try? FontRegistry(directory: dir)
    }()

    /// The vertical metrics of the face the font draws with, scaled to its size.
    private func metric(_ f: (FontMetrics) -> Double) -> CGFloat {
        guard let m = UIFont.registry?.metrics(for: galleyFont) else { return 0 }
        return CGFloat(f(m) * m.scale(forSize: galleyFont.size))
    }

    /// The distance from the baseline to the top of the tallest glyphs (the face's `hhea` ascender).
    public var ascender: CGFloat { metric(\.ascender) }
    /// The distance from the baseline to the bottom of the lowest glyphs: negative, as in UIKit.
    public var descender: CGFloat { metric(\.descender) }
    /// The line gap the face declares.
    public var leading: CGFloat { metric(\.lineGap) }
    /// The height of capital letters.
    public var capHeight: CGFloat { metric(\.capHeight) }
    /// The height of lowercase x.
    public var xHeight: CGFloat { metric(\.xHeight) }
    /// The line height Galley's typesetter gives the font: ascender − descender + leading,
    /// as TextKit's `UIFont.lineHeight` (0 when the fonts cannot be loaded).
    public var lineHeight: CGFloat {
        guard let m = UIFont.registry?.metrics(for: galleyFont) else { return 0 }
        return CGFloat(m.lineHeight(atSize: galleyFont.size))
    }

    /// The same face at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var f = galleyFont
        f.size = Double(fontSize)
        return UIFont(f, textStyle: textStyle, category: category)
    }

    // MARK: System fonts

    /// The system font (the bundled default family) at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: weight.galleyWeight))
    }

    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` (Inter's italic face).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(.system(size: Double(fontSize), weight: .regular, italic: true))
    }

    /// The system font with tabular (monospaced) digits: OpenType `tnum`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var f = Font.system(size: Double(fontSize), weight: weight.galleyWeight)
        f.features = [FontFeature(tag: "tnum")!]
        return UIFont(f)
    }

    @available(*, unavailable, message: "Galley bundles no monospaced system face: use UIFont(name:size:) with a face in Fonts/")
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }

    /// The system font's size in UIKit (17 pt, body at `.large`).
    public static var systemFontSize: CGFloat { 17 }
    /// The size of small system text (12 pt).
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of labels (17 pt).
    public static var labelFontSize: CGFloat { 17 }
    /// The size of buttons (18 pt).
    public static var buttonFontSize: CGFloat { 18 }

    // MARK: Text styles

    /// The font for `style` in `UITraitCollection.current`'s content size category.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` in `traitCollection`'s content size category (the current traits'
    /// when nil): the style's iOS weight and its size from the Dynamic Type table.
    public static func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let traits = traitCollection ?? UITraitCollection.current
        let s = style.galleyStyle
        return UIFont(.preferred(s, category: traits.galleyCategory), textStyle: s, category: traits.galleyCategory)
    }

    // MARK: Named faces

    /// The bundled face named `fontName` — a file name in `Fonts/` without its extension
    /// (`"Inter-Bold"`, `"DejaVuSans"`, `"NanumGothicBold"`) or a
    /// family name (`"Inter"`) — at `fontSize`; nil for any other name, as UIKit returns nil
    /// for a font it does not have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = UIFont.bundledFace(named: fontName, size: Double(fontSize)) else { return nil }
        self.init(font)
    }

    /// Family names of the bundled fonts.
    public static var familyNames: [String] {
        Array(Set(bundledFaceNames.compactMap { bundledFace(named: $0, size: 1)?.family })).sorted()
    }

    /// Face names of the bundled fonts in `familyName`.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        bundledFaceNames.filter { bundledFace(named: $0, size: 1)?.family == familyName }
    }

    /// The font files in the bundled `Fonts/` directory, by name without extension.
    package static let bundledFaceNames: [String] = {
        guard let dir = try? FontsDirectory.locate(), let files = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return [] }
        return files.filter { file in [".ttf", ".otf", ".ttc"].contains { file.lowercased().hasSuffix($0) } }
            .map { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) }.sorted()
    }()

    /// Style words at the end of a face name and the weight (and italic) they name.
    private static let styleWords: [(String, Font.Weight)] = [
        ("ExtraLight", .ultraLight), ("UltraLight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular),
        ("Medium", .medium), ("SemiBold", .semibold), ("ExtraBold", .heavy), ("Heavy", .heavy), ("Bold", .bold),
        ("Black", .black),
    ]

    /// The Galley font for a bundled face name or family name, nil if `Fonts/` has neither.
    static func bundledFace(named name: String, size: Double) -> Font? {
        if bundledFaceNames.contains(name) {
            var base = name, weight = Font.Weight.regular, italic = false
            if base.hasSuffix("Italic") { italic = true; base.removeLast("Italic".count) }
            for (word, w) in styleWords where base.hasSuffix(word) {
                weight = w; base.removeLast(word.count)
                break
            }
            if base.hasSuffix("-") { base.removeLast() }
            return Font(family: base.isEmpty ? name : base, weight: weight, size: size, italic: italic)
        }
        let key = { (s: String) in s.lowercased().filter { $0 != " " && $0 != "-" } }
        if let face = bundledFaceNames.first(where: { key(bundledFace(named: $0, size: size)?.family ?? "") == key(name) }) {
            var f = bundledFace(named: face, size: size)!
            f.weight = .regular; f.italic = false
            return f
        }
        return nil
    }

    /// The bundled face name a Galley font draws with (by the naming of the bundled files).
    static func faceName(_ f: Font) -> String {
        let word = styleWords.first { $0.1 == f.weight && $0.0 != "UltraLight" && $0.0 != "Heavy" }?.0 ?? "Regular"
        let family = f.family.filter { $0 != " " }
        let candidates = [
            "\(family)-\(word)\(f.italic ? "Italic" : "")", f.italic && f.weight == .regular ? "\(family)-Italic" : "",
            "\(family)\(word == "Regular" ? "" : "-" + word)", "\(family)\(word)",
        ]
        return candidates.first { !$0.isEmpty && bundledFaceNames.contains($0) } ?? candidates[0]
    }

    /// Whether two fonts are the same face at the same size.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.galleyFont == b.galleyFont }
    /// Hashes the font's face and size.
    public func hash(into h: inout Hasher) { h.combine(galleyFont) }

    /// The font as UIKit prints it: family, weight and point size.
    public var description: String { "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(galleyFont.weight.rawValue); font-size: \(pointSize)pt" }
}

extension UIFont {
    /// A Dynamic Type text style, like UIKit's `UIFont.TextStyle` (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name, as UIKit spells it (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// Creates a text style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a text style from its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The font style for large titles.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The font style for first-level headings.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The font style for second-level headings.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The font style for third-level headings.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// The font style for headings.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// The font style for subheadings.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// The font style for body text.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// The font style for callouts.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// The font style for footnotes.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// The font style for standard captions.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// The font style for alternate captions.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        private static let table: [(TextStyle, Typesetting.TextStyle)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3), (.headline, .headline),
            (.subheadline, .subheadline), (.body, .body), (.callout, .callout), (.footnote, .footnote),
            (.caption1, .caption1), (.caption2, .caption2),
        ]

        /// Galley's text style (an unknown raw value is body).
        package var galleyStyle: Typesetting.TextStyle { TextStyle.table.first { $0.0 == self }?.1 ?? .body }

        package init(_ style: Typesetting.TextStyle) { self = TextStyle.table.first { $0.1 == style }!.0 }
    }

    /// A font weight, like UIKit's `UIFont.Weight`: UIKit's numeric values (`regular` is 0,
    /// `bold` 0.4); a value between two named weights draws the nearer one.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight, from -1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a weight from its value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra-light font weight.
        public static let ultraLight = Weight(-0.8)
        /// The thin font weight.
        public static let thin = Weight(-0.6)
        /// The light font weight.
        public static let light = Weight(-0.4)
        /// The regular font weight.
        public static let regular = Weight(0)
        /// The medium font weight.
        public static let medium = Weight(0.23)
        /// The semibold font weight.
        public static let semibold = Weight(0.3)
        /// The bold font weight.
        public static let bold = Weight(0.4)
        /// The heavy font weight.
        public static let heavy = Weight(0.56)
        /// The black font weight.
        public static let black = Weight(0.62)

        private static let table: [(Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// The named weight nearest this value.
        package var galleyWeight: Font.Weight {
            Weight.table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        package init(_ weight: Font.Weight) { self = Weight.table.first { $0.1 == weight }!.0 }

        /// Whether the first weight is lighter than the second.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }
}

/// Scales fonts and values for Dynamic Type, like UIKit's `UIFontMetrics`: by the ratio of the
/// text style's size in the content size category to its size at `.large` (the HIG tables
/// `TextStyle.pointSize(for:)` holds).
public final class UIFontMetrics: Sendable {
    let style: Typesetting.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.galleyStyle }

    /// Metrics that scale as body text does.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled to `UITraitCollection.current`'s content size category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled to `traitCollection`'s content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? .current).galleyCategory
        return UIFont(font.galleyFont.scaled(for: style, category: category), textStyle: style, category: category)
    }

    /// `font` scaled, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the content size category of `traitCollection` (the current traits when nil), at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let f = scaledFont(for: font, compatibleWith: traitCollection)
        return f.pointSize > maximumPointSize ? f.withSize(maximumPointSize) : f
    }

    /// `value` scaled to `UITraitCollection.current`'s content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled to `traitCollection`'s content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection ?? .current).galleyCategory
        return value * CGFloat(style.pointSize(for: category) / style.pointSize(for: .large))
    }
}
