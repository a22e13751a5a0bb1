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
        case .layout(let e): return "layout: \(e)"
        case .text(let m): return "text: \(m)"
        case .raster(let e): return "raster: \(e)"
        case .png(let e): return "png: \(e)"
        case .file(let e): return e.description
        }
    }
}
