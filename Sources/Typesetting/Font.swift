/// A font request, like `UIFont`: a family, a weight and a point size.
///
/// Weights resolve to the faces a family actually has (their OS/2 `usWeightClass`),
/// following the CSS Fonts level 4 matching rule: a weight with no face of its own picks,
/// for weights up to 500, the nearest face at or below it first, above it only when
/// there is none below; for weights above 500, the nearest face at or above it first.
/// The default family, Inter, has a face for every `UIFont.Weight` name, so none of them
/// substitutes; DejaVu Sans (regular and bold) draws `medium` regular and `semibold` bold,
/// and says so in a diagnostic.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// `UIFont.Weight`'s named weights, in UIKit's order. Numeric values are the OpenType
    /// classes of the faces that draw them (`ultraLight` is Extra Light 200, `thin` Thin
    /// 100, `heavy` Extra Bold 800), so `thin` is lighter than `ultraLight` here.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS / OpenType numeric weight (100 … 900).
        public var numericValue: Int {
            switch self {
            case .thin: return 100
            case .ultraLight: return 200
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }

        /// Position in `allCases` (a table index).
        var index: Int {
            switch self {
            case .ultraLight: return 0
            case .thin: return 1
            case .light: return 2
            case .regular: return 3
            case .medium: return 4
            case .semibold: return 5
            case .bold: return 6
            case .heavy: return 7
            case .black: return 8
            }
        }

        public static func < (a: Weight, b: Weight) -> Bool { a.numericValue < b.numericValue }
    }

    public var family: String
    public var weight: Weight
    /// Point size; must be finite and positive when laid out.
    public var size: Double
    /// OpenType feature settings (`UIFontDescriptor.AttributeName.featureSettings`), in
    /// order; a later setting of the same tag wins. Empty: the font's defaults (kerning,
    /// standard ligatures, contextual alternates, mark positioning on).
    public var features: [FontFeature]
    /// The italic style (`UIFontDescriptor.SymbolicTraits.traitItalic`): the family's italic
    /// face of the weight (Inter has one per weight); a family without italics draws its
    /// upright face and says so in a diagnostic.
    public var italic: Bool

    public init(family: String, weight: Weight = .regular, size: Double, features: [FontFeature] = [], italic: Bool = false) {
        self.family = family; self.weight = weight; self.size = size; self.features = features; self.italic = italic
    }

    /// The default UI family of the bundled fonts ("Inter", the system font's stand-in:
    /// every weight, metrics close to San Francisco's).
    public static let defaultFamily = "Inter"

    /// `UIFont.systemFont(ofSize:weight:)` (and, with `italic`, `italicSystemFont(ofSize:)`),
    /// mapped onto the bundled default family.
    public static func system(size: Double, weight: Weight = .regular, italic: Bool = false) -> Font {
        Font(family: defaultFamily, weight: weight, size: size, italic: italic)
    }

    public var description: String {
        let base = "\(family) \(weight.rawValue)\(italic ? " italic" : "") \(formatSize(size))"
        return features.isEmpty ? base : base + " [" + features.map(\.description).joined(separator: " ") + "]"
    }
}

func formatSize(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
}
