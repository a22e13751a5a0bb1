/// Why text could not be laid out. Each case names the offending value.
public enum TextLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No font family of that name in the registry.
    case unknownFamily(String, available: [String])
    /// Font sizes must be finite, > 0 and ≤ 10 000 pt.
    case invalidFontSize(Double)
    /// Widths must be ≥ 0 and not NaN (`.infinity` means unconstrained).
    case invalidWidth(Double)
    /// A paragraph-style or attribute field outside its range (name, value).
    case invalidValue(field: String, value: Double)
    /// More Unicode scalars than one layout takes (2^30).
    case textTooLong(scalars: Int)

    public var description: String {
        switch self {
        case .unknownFamily(let f, let avail):
            return "unknown font family '\(f)'; the fonts directory has: \(avail.joined(separator: ", "))"
        case .invalidFontSize(let s):
            return "font size \(s) is not usable: it must be a finite number of points > 0 and ≤ 10000"
        case .invalidWidth(let w):
            return "layout width \(w) is not usable: it must be ≥ 0 (or infinity for no limit), not NaN"
        case .textTooLong(let n):
            return "text of \(n) Unicode scalars is too long to lay out at once (the limit is \(1 << 30)); split it into paragraphs"
        case .invalidValue(let field, let v):
            return "\(field) \(v) is out of range: it must be finite\(field == "numberOfLines" ? " and ≥ 0" : field == "kern" ? "" : " and ≥ 0")"
        }
    }
}
