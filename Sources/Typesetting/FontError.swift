import CFreeType

/// Why fonts could not be loaded or used.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The fonts directory does not exist or cannot be listed.
    case directoryNotFound(String)
    /// The directory holds no `.ttf`/`.otf`/`.ttc` file.
    case noFonts(directory: String)
    /// FreeType refused the file (truncated, not a font, unsupported format).
    case corruptFont(path: String, freeTypeError: Int32)
    /// HarfBuzz could not read a font file FreeType opened, so it cannot be shaped.
    case unshapableFont(path: String)
    /// FreeType itself could not start.
    case freeTypeUnavailable(Int32)
    /// A font name (file name without extension) that the registry does not hold.
    case unknownFont(String)
    /// FreeType could not load one glyph of a loaded font.
    case glyphLoadFailed(font: String, glyph: UInt32, freeTypeError: Int32)

    public var description: String {
        switch self {
        case .directoryNotFound(let d):
            return "fonts directory '\(d)' does not exist or cannot be read; pass the repository's Fonts/ directory"
        case .noFonts(let d):
            return "fonts directory '\(d)' holds no .ttf/.otf font files"
        case .corruptFont(let p, let e):
            return "font file '\(p)' is not a usable font (FreeType error \(e)); replace it with an intact copy"
        case .unshapableFont(let p):
            return "font file '\(p)' cannot be shaped: HarfBuzz could not read its OpenType tables; replace it with an intact copy"
        case .freeTypeUnavailable(let e):
            return "FreeType could not be initialised (error \(e))"
        case .unknownFont(let f):
            return "unknown font '\(f)': it is not a file in the fonts directory (names are file names without extension)"
        case .glyphLoadFailed(let f, let g, let e):
            return "glyph \(g) of font '\(f)' could not be loaded (FreeType error \(e)\(Self.freeTypeMeaning(e).map { ": " + $0 } ?? ""))"
        }
    }

    /// What the FreeType errors a hostile or broken glyph brings mean (fterrdef.h), for messages.
    static func freeTypeMeaning(_ error: Int32) -> String? {
        switch error {
        case 0x0A: return "array too large: more points than FreeType holds"
        case 0x10: return "no such glyph"
        case 0x14: return "invalid outline: malformed, or more points or contours than FreeType holds (\(Int(FT_OUTLINE_POINTS_MAX)) with its 4 phantom points)"
        case 0x15: return "invalid composite glyph: it contains itself or nests too deep"
        case 0x40: return "out of memory"
        default: return nil
        }
    }
}
