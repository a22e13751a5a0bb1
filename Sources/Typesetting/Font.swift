/// A font request, like `UIFont`: a family, a weight and a point size.
///
/// Weights resolve to the faces a family actually has, following the CSS Fonts
/// level 4 matching rule: `regular` and `medium` (≤ 500) pick the nearest face at or
/// below the weight first, `semibold` and `bold` (> 500) the nearest face at or above.
/// With the bundled fonts (a regular and a bold face per family) this means
/// regular, medium → regular face; semibold, bold → bold face.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// `UIFont.Weight`'s named weights that the bundled families can express.
    public enum Weight: String, Hashable, Sendable, CaseIterable, Comparable {
        case regular, medium, semibold, bold

        /// The CSS / OpenType numeric weight (400, 500, 600, 700).
        public var numericValue: Int {
            switch self {
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
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

    public init(family: String, weight: Weight = .regular, size: Double, features: [FontFeature] = []) {
        self.family = family; self.weight = weight; self.size = size; self.features = features
    }

    /// The default UI family of the bundled fonts ("DejaVu Sans").
    public static let defaultFamily = "DejaVu Sans"

    /// `UIFont.systemFont(ofSize:weight:)`, mapped onto the bundled default family.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(family: defaultFamily, weight: weight, size: size)
    }

    public var description: String {
        let base = "\(family) \(weight.rawValue) \(formatSize(size))"
        return features.isEmpty ? base : base + " [" + features.map(\.description).joined(separator: " ") + "]"
    }
}

func formatSize(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
}
