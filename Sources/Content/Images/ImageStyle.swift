import Geometry
import Raster

/// How an image fills its frame, like `UIView.ContentMode` (the four modes image views use).
public enum ImageContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the frame.
    case scaleToFill
    /// As large as fits, whole, centred (letterboxed).
    case aspectFit
    /// As small as covers the frame, centred, cropped.
    case aspectFill
    /// At its own size in points (pixels ÷ the file's `@2x`/`@3x` scale), centred, cropped.
    case center
}

/// The design half of an image element (the same for every item of a kind): how it fits,
/// its corners, its tint and whether it mirrors under right-to-left.
public struct ImageStyle: Hashable, Sendable {
    public var contentMode: ImageContentMode
    public var cornerRadius: Double
    public var cornerCurve: CornerCurve
    /// Draws the image as a template: its alpha is a mask filled with this color
    /// (`UIImage.withRenderingMode(.alwaysTemplate)` in a tinted image view).
    public var tint: Color?
    /// Flips the image left to right under right-to-left (`imageFlippedForRightToLeftLayoutDirection`);
    /// the design model's RTL rules say which images do.
    public var mirrorsInRightToLeft: Bool

    public init(
        contentMode: ImageContentMode = .aspectFill, cornerRadius: Double = 0, cornerCurve: CornerCurve = .continuous,
        tint: Color? = nil, mirrorsInRightToLeft: Bool = false
    ) {
        self.contentMode = contentMode; self.cornerRadius = cornerRadius; self.cornerCurve = cornerCurve
        self.tint = tint; self.mirrorsInRightToLeft = mirrorsInRightToLeft
    }
}

/// A note about an image that could not be drawn: the item, the file and why. The drawing
/// shows a placeholder instead; a renderer lists these with its diagnostics.
public struct ImageDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The item identifier whose image it is.
    public var item: String
    /// The element within the item (`"thumbnail"`, `"icon"`).
    public var element: String
    public var error: ImageLoadError

    public init(item: String, element: String, error: ImageLoadError) { self.item = item; self.element = element; self.error = error }

    public var description: String { "item \(item) (\(element)): \(error); drew a placeholder" }
}
