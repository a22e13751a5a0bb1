import Layout
import Raster
import Support
import Typesetting

/// Why a scene or display list could not be rendered, with the message a user can act on.
public enum RenderError: Error, CustomStringConvertible, Sendable {
    case scene(SceneError)
    case displayList(file: String, DisplayListError)
    case fonts(FontError)
    case fontsDirectoryNotFound(tried: [String])
    /// A fonts directory that was named (by `--fonts` or `GALLEY_FONTS`) does not exist.
    case fontsDirectoryMissing(String, origin: FontsDirectory.Origin)
    case layout(LayoutError)
    case text(String)
    case raster(RasterError)
    case png(PNGError)
    case file(FileError)

    public var description: String {
        switch self {
        case .scene(let e): return e.description
        case let .displayList(file, e): return "\(file): \(e)"
        case .fonts(let e): return "fonts: \(e)"
        case .fontsDirectoryNotFound(let tried):
            return "no Fonts/ directory found (tried \(tried.joined(separator: ", "))); pass --fonts DIR or set GALLEY_FONTS"
        case let .fontsDirectoryMissing(dir, origin):
            let fix = origin == .environment ? "point GALLEY_FONTS at a directory of .ttf/.otf files, or unset it to use the bundled Fonts/"
                                             : "pass a directory of .ttf/.otf files, or leave --fonts out to use the bundled Fonts/"
            return "fonts directory \(dir) (from \(origin.rawValue)) does not exist; \(fix)"
        case .layout(let e): return "layout: \(e)"
        case .text(let m): return "text: \(m)"
        case .raster(let e): return "raster: \(e)"
        case .png(let e): return "png: \(e)"
        case .file(let e): return e.description
        }
    }
}
