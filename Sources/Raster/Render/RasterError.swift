/// Why a display list could not be drawn. Errors about one command name its
/// index and kind: `command 7 (image): cannot read images/cover.png: …`.
public enum RasterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The list's size or scale cannot make a bitmap.
    case invalidCanvas(String)
    /// The bitmap would be over the pixel limit (checked before allocating).
    case bitmap(BitmapError)
    /// One command could not be drawn.
    case command(index: Int, name: String, message: String)

    public var description: String {
        switch self {
        case .invalidCanvas(let m): return "display list: \(m)"
        case .bitmap(let e): return "display list: \(e)"
        case let .command(index, name, message): return "command \(index) (\(name)): \(message)"
        }
    }
}
