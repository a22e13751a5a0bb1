import Geometry
import Raster

/// Draws image elements: through the display list's `image` command (so the rasterizer's
/// resampler scales them), clipped to the frame's rounded corners, or — when the file is
/// missing, corrupt or too large — a placeholder and a diagnostic naming the file and item.
public enum ImageDrawing {
    /// The placeholder's fill in each appearance (systemGray5).
    public static func placeholderFill(_ style: UserInterfaceStyle) -> Color {
        style == .light ? Color(red: 0xE5, green: 0xE5, blue: 0xEA) : Color(red: 0x2C, green: 0x2C, blue: 0x2E)
    }

    /// The placeholder's photo glyph color in each appearance (systemGray2 / systemGray3).
    public static func placeholderGlyph(_ style: UserInterfaceStyle) -> Color {
        style == .light ? Color(red: 0xAE, green: 0xAE, blue: 0xB2) : Color(red: 0x48, green: 0x48, blue: 0x4A)
    }

    /// The rectangle the image covers inside `frame` for `mode` (it may overhang: aspectFill
    /// and center are clipped to `frame`).
    public static func imageRect(_ mode: ImageContentMode, image: Size, frame: Rect) -> Rect {
        guard image.width > 0, image.height > 0 else { return frame }
        let s: Double
        switch mode {
        case .scaleToFill: return frame
        case .aspectFit: s = min(frame.width / image.width, frame.height / image.height)
        case .aspectFill: s = max(frame.width / image.width, frame.height / image.height)
        case .center: s = 1
        }
        let w = image.width * s, h = image.height * s
        return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }

    /// Appends the commands that draw the image `name` into `frame`.
    ///
    /// - Parameters:
    ///   - item, element: name the image in a diagnostic.
    ///   - appearance: picks the placeholder's colors.
    ///   - diagnostics: receives a note when the placeholder is drawn instead.
    /// - Complexity: O(1) commands; the first use of a file decodes it (cached in `store`).
    public static func draw(
        _ name: String, in frame: Rect, style: ImageStyle, direction: LayoutDirection,
        appearance: UserInterfaceStyle, store: ImageStore, item: String, element: String,
        diagnostics: inout [ImageDiagnostic], into commands: inout [DisplayCommand]
    ) {
        guard frame.width > 0, frame.height > 0 else { return }
        switch store.image(name) {
        case .failure(let error):
            diagnostics.append(ImageDiagnostic(item: item, element: element, error: error))
            drawPlaceholder(in: frame, style: style, appearance: appearance, into: &commands)
        case .success(let image):
            let target = imageRect(style.contentMode, image: image.pointSize, frame: frame)
            let shape = RoundedRect(rect: frame, radius: style.cornerRadius, corner: style.cornerCurve)
            let clips = style.cornerRadius > 0 || target.minX < frame.minX || target.minY < frame.minY || target.maxX > frame.maxX || target.maxY > frame.maxY
            if clips { commands.append(.pushClip(shape)) }
            commands.append(
                .image(
                    rect: target, source: name, contentMode: .scaleToFill, tint: style.tint,
                    mirrored: style.mirrorsInRightToLeft && direction == .rightToLeft))
            if clips { commands.append(.popClip) }
        }
    }

    /// A neutral rounded rectangle with a photo glyph: what an image that cannot be read shows.
    public static func drawPlaceholder(in frame: Rect, style: ImageStyle, appearance: UserInterfaceStyle, into commands: inout [DisplayCommand]) {
        commands.append(.fill(RoundedRect(rect: frame, radius: style.cornerRadius, corner: style.cornerCurve), color: placeholderFill(appearance)))
        let side = min(frame.width, frame.height) * 0.5
        guard side >= 6 else { return }
        let g = min(side, 44)
        ToolbarIconShape.photo.draw(
            in: Rect(x: frame.midX - g / 2, y: frame.midY - g / 2, width: g, height: g),
            color: placeholderGlyph(appearance), into: &commands)
    }
}
