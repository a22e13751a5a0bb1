/// Something a layout could not do faithfully, reported instead of silently dropped.
public enum TextDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// No bundled font covers `scalar`; the primary font's `.notdef` glyph (a box) is drawn.
    case uncoveredCharacter(scalar: UInt32, font: String)

    public var description: String {
        switch self {
        case .uncoveredCharacter(let s, let f):
            let hex = String(s, radix: 16, uppercase: true)
            return "U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) is not covered by any bundled font; drew \(f)'s .notdef box"
        }
    }
}
