/// Something a layout could not do faithfully, reported instead of silently dropped.
public enum TextDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// No bundled font covers `scalar`; the primary font's `.notdef` glyph (a box) is drawn.
    /// Reported once per scalar and text, with how many times the text has it.
    case uncoveredCharacter(scalar: UInt32, font: String, count: Int)

    public var description: String {
        switch self {
        case .uncoveredCharacter(let s, let f, let n):
            return "\(TextDiagnostic.codePoint(s)) is not covered by any bundled font; drew \(f)'s .notdef box" + (n > 1 ? " (\(n) times)" : "")
        }
    }

    /// `U+0E01`: at least four hex digits.
    public static func codePoint(_ s: UInt32) -> String {
        let hex = String(s, radix: 16, uppercase: true)
        return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)"
    }
}
