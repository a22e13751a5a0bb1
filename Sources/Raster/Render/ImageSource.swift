import Support

/// Resolves an `image` command's `source` string to pixels. The command-line
/// tool resolves sources relative to the display list's directory; tests can
/// serve bitmaps from memory.
public struct ImageSource: Sendable {
    /// Loads the premultiplied bitmap for `source`; throws with a message a user can act on.
    public var load: @Sendable (_ source: String) throws -> Bitmap

    /// A source that calls `load` for each distinct `source` string (once per draw).
    public init(load: @escaping @Sendable (_ source: String) throws -> Bitmap) { self.load = load }

    /// Reads PNG files; relative sources are resolved against `directory` (the
    /// command-line tool passes the display list's directory).
    public static func files(relativeTo directory: String, pixelLimit: Int = Bitmap.defaultPixelLimit) -> ImageSource {
        let base = directory.isEmpty ? "." : directory
        return ImageSource { source in
            let path = FileIO.path(source, relativeTo: base)
            do throws(PNGError) { return try PNG.readFile(path, pixelLimit: pixelLimit) } catch {
                throw ImageSourceError(message: error.description)
            }
        }
    }

    /// Serves bitmaps from a dictionary; unknown sources are an error.
    public static func memory(_ images: [String: Bitmap]) -> ImageSource {
        ImageSource { source in
            guard let b = images[source] else { throw ImageSourceError(message: "no image named \(source)") }
            return b
        }
    }
}

/// An image source's failure, as text.
public struct ImageSourceError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for the user.
    public var message: String
    /// An error with `message`.
    public init(message: String) { self.message = message }
    public var description: String { message }
}
