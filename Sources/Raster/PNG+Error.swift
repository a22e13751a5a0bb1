import Support

/// Why a PNG could not be read or written, with a message a user can act on.
public enum PNGError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The input has no bytes at all.
    case empty
    /// The first bytes are not the PNG signature: this is some other kind of file.
    case notPNG
    /// The input ends before the PNG does (a partial download or write).
    case truncated
    /// libpng refused the data; the payload is libpng's own reason (`"IHDR: CRC error"`).
    case corrupt(String)
    /// The header declares more pixels than the caller's limit; nothing was allocated.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// An allocation failed while decoding or encoding.
    case outOfMemory
    /// A bitmap to encode is inconsistent (its pixel array does not match its size).
    case invalidBitmap(String)
    /// The encoder refused the image (too large for one IDAT chunk, bad options); the payload is its reason.
    case encodeFailed(String)
    /// The file could not be read or written.
    case file(FileError)
    /// Any other error, for the file at `path` (so the message names the file).
    indirect case inFile(path: String, PNGError)

    /// The error without the file it happened in.
    public var reason: PNGError {
        if case let .inFile(_, inner) = self { return inner.reason }
        return self
    }

    public var description: String {
        switch self {
        case .empty:
            return "not a PNG file (empty: 0 bytes)"
        case .notPNG:
            return "not a PNG file (bad signature)"
        case .truncated:
            return "truncated PNG file (the data ends before the image does); write or download it again"
        case let .corrupt(reason):
            return "corrupt PNG file: \(reason)"
        case let .tooLarge(w, h, limit):
            return "PNG declares \(w)x\(h) pixels, over the limit of \(limit) pixels; "
                + "pass a larger pixelLimit if an image this large is intended"
        case .outOfMemory:
            return "out of memory while processing a PNG"
        case let .invalidBitmap(reason):
            return "cannot encode bitmap: \(reason)"
        case let .encodeFailed(reason):
            return "could not encode PNG: \(reason)"
        case let .file(error):
            return error.description
        case let .inFile(path, inner):
            return "\(path): \(inner)"
        }
    }
}
