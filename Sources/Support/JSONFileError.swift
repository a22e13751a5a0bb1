/// Why a JSON file (a scene, a design model) cannot be used: it cannot be read, it is not JSON
/// (line and column), or its JSON does not describe what it should (the message names the JSON
/// path). Every case names the file.
public enum JSONFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The text is not JSON (line and column).
    case syntax(file: String, JSONSyntaxError)
    /// The JSON does not describe the document; the message names the JSON path.
    case invalid(file: String, JSONDecodingError)
    case file(FileError)

    public var description: String {
        switch self {
        case let .syntax(file, e): return "\(file): malformed JSON at \(e)"
        case let .invalid(file, e): return "\(file): \(e)"
        case let .file(e): return e.description
        }
    }
}
