import Support

/// Why a display list's JSON could not be read. The message names where:
/// `commands[3].fill.radii: must be at least 0, found -2`.
public enum DisplayListError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text is not JSON.
    case syntax(JSONSyntaxError)
    /// The JSON is not a valid display list; the error names the JSON path.
    case invalid(JSONDecodingError)

    public var description: String {
        switch self {
        case .syntax(let e): return "display list is not valid JSON: \(e)"
        case .invalid(let e): return e.description
        }
    }
}
