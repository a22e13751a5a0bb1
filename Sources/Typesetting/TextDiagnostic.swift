/// Something a layout could not do faithfully, reported instead of silently dropped.
/// A layout reports each at most once (per scalar, per family and weight).
public enum TextDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// No bundled font covers `scalar`; a `.notdef` box (DejaVu Sans's, else the run font's) is drawn.
    /// Reported once per scalar and text, with how many times the text has it.
    case uncoveredCharacter(scalar: UInt32, font: String, count: Int)
    /// `family` has no face of the requested `weight`; the nearest one (CSS matching, see
    /// `Font`), the font file `face`, is drawn instead.
    case weightSubstituted(family: String, weight: Font.Weight, face: String)

    /// `family` has no italic face; the upright face `face` is drawn instead (no slanting).
    case italicSubstituted(family: String, face: String)

    /// True for a weight (or italic style) drawn with another face: a note about the design,
    /// not the text.
    public var isWeightSubstitution: Bool {
        switch self {
        case .weightSubstituted, .italicSubstituted: return true
        case .uncoveredCharacter: return false
        }
    }

    public var description: String {
        switch self {
        case .uncoveredCharacter(let s, let f, let n):
            return "\(TextDiagnostic.codePoint(s)) is not covered by any bundled font; drew \(f)'s .notdef box" + (n > 1 ? " (\(n) times)" : "")
        case let .weightSubstituted(family, weight, face):
            return "\(family) has no \(weight.rawValue) face; drew \(face) instead"
        case let .italicSubstituted(family, face):
            return "\(family) has no italic face; drew \(face) instead"
        }
    }

    /// `U+0E01`: at least four hex digits.
    public static func codePoint(_ s: UInt32) -> String {
        let hex = String(s, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)"
    }
}
