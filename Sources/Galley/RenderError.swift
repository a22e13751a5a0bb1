import Content
import Layout
import Raster
import Support
import Typesetting

/// Why a scene or display list could not be rendered, with the message a user can act on.
///
/// Errors found while rendering (after parsing) come wrapped in `located`: the file and the
/// place in it (`sections[1].items[3] (id "wifi")`, `design.cell.text.family`, `commands[7].image`),
/// so a message always says where to look. `reason` is the error without its location.
public indirect enum RenderError: Error, CustomStringConvertible, Sendable {
    case scene(SceneError)
    case displayList(file: String, DisplayListError)
    case fonts(FontError)
    case fontsDirectoryNotFound(tried: [String])
    /// A fonts directory that was named (by `--fonts` or `GALLEY_FONTS`) does not exist.
    case fontsDirectoryMissing(String, origin: FontsDirectory.Origin)
    /// A design's text style names a family the fonts directory does not have.
    case unknownFontFamily(String, available: [String])
    /// A scene with no sections: nothing to draw (refused, as the scene format refuses `"sections": []`).
    case emptyScene
    case layout(LayoutError)
    case text(String)
    /// A content view could not measure or draw an element (text errors keep the `text:` prefix).
    case content(ContentError)
    case raster(RasterError)
    case png(PNGError)
    case file(FileError)
    /// `reason`, found at `place` in `file` (nil for a scene built in Swift; `place` nil for the whole document).
    case located(file: String?, place: String?, RenderError)

    /// The error without its file and place.
    public var reason: RenderError {
        if case .located(_, _, let e) = self { return e.reason }
        return self
    }

    /// The file the error is in, when it came from one.
    public var file: String? {
        switch self {
        case let .located(file, _, e): return file ?? e.file
        case let .displayList(file, _): return file
        case let .scene(e):
            switch e {
            case let .syntax(file, _), let .invalid(file, _): return file
            case .file: return nil
            }
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .scene(let e): return e.description
        case let .displayList(file, e): return "\(file): \(e)"
        case .fonts(let e): return "fonts: \(e)"
        case .fontsDirectoryNotFound(let tried):
            return "no Fonts/ directory found (tried \(tried.joined(separator: ", "))); pass --fonts DIR or set GALLEY_FONTS"
        case let .fontsDirectoryMissing(dir, origin):
            let fix =
                origin == .environment
                ? "point GALLEY_FONTS at a directory of .ttf/.otf files, or unset it to use the bundled Fonts/"
                : "pass a directory of .ttf/.otf files, or leave --fonts out to use the bundled Fonts/"
            return "fonts directory \(dir) (from \(origin.rawValue)) does not exist; \(fix)"
        case let .unknownFontFamily(family, available):
            return "unknown font family \(quoted(family)); bundled: \(available.joined(separator: ", "))"
        case .emptyScene: return "a scene needs at least one section, found none"
        case .layout(let e): return "layout: \(e)"
        case .text(let m): return "text: \(m)"
        case .content(let e):
            if case .text = e { return "text: \(e)" }
            return "content: \(e)"
        case .raster(.bitmap(.tooLarge(let w, let h, let limit))):
            return "display list: " + Self.overThePixelLimit(width: w, height: h, limit: limit, inScene: false)
        case .raster(let e): return "raster: \(e)"
        case .png(let e): return "png: \(e)"
        case .file(let e): return e.description
        case let .located(file, place, e):
            var message = e.locatedMessage
            if case .raster(.bitmap(.tooLarge(let w, let h, let limit))) = e.reason {
                // A scene's canvas is its traits (place "traits"); a display list's is its size and scale.
                message = Self.overThePixelLimit(width: w, height: h, limit: limit, inScene: place == "traits")
            }
            return ([file, place].compactMap { $0 } + [message]).joined(separator: ": ")
        }
    }

    /// The message after a file and place have been named: no category prefix, no second place.
    var locatedMessage: String {
        switch self {
        case .layout(.noRoomForSection(_, let width)):
            // Only scenes lay out, and a scene sets no section insets: the width is what to change.
            return "its content width is \(formatNumber(width)) pt after the list's margins and insets; make traits.width larger"
        case .layout(let e): return e.reason
        case .text(let m): return m
        case .content(let e): return e.description
        case .raster(.command(_, _, let m)): return m
        case .raster(.bitmap(let e)): return e.description
        case .raster(.invalidCanvas(let m)): return m
        case let .located(_, place, e): return ([place].compactMap { $0 } + [e.locatedMessage]).joined(separator: ": ")
        default: return description
        }
    }
}

/// A string as a JSON literal: quoted, with quotes and control characters escaped (one line).
func quoted(_ s: String) -> String { JSONValue.string(s).serialized(pretty: false) }

extension RenderError {
    /// The pixel-limit message, with what to change: a scene's height or scale, a list's size or
    /// scale, or the limit itself.
    static func overThePixelLimit(width: Int, height: Int, limit: Int, inScene: Bool) -> String {
        let mpx = formatNumber(Double(limit) / Double(1 << 20))
        let fix =
            inScene
            ? "set traits.height to draw less than the whole content, or a smaller traits.scale"
            : "make the list's size or scale smaller"
        return "the image would be \(width)x\(height) px, over the pixel limit of \(limit) px (\(mpx) Mpx); "
            + "\(fix), or raise the limit (galley --pixel-limit N, SceneRenderer(pixelLimit:))"
    }
}
