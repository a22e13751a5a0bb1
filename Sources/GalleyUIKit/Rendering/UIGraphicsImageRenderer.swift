import Galley

/// How an image renderer's images are made, like UIKit's `UIGraphicsImageRendererFormat`.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (3 by default, an iPhone's).
    public var scale: CGFloat = 3
    /// Whether the image is opaque (its background white instead of clear).
    public var opaque = false

    /// Creates a format with the defaults: scale 3, not opaque. UIKit's default scale is the main
    /// screen's; Galley has no screen, so it is an iPhone's.
    public init() {}

    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context an image renderer's actions draw in, like UIKit's
/// `UIGraphicsImageRendererContext`: views draw into it with `drawHierarchy(in:afterScreenUpdates:)`.
@MainActor public final class UIGraphicsImageRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    var canvas: Bitmap
    /// Notes from the drawing (a view that could not be drawn, and why).
    public internal(set) var diagnostics: [String] = []

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        let w = max(Int((Double(size.width) * Double(format.scale)).rounded()), 1)
        let h = max(Int((Double(size.height) * Double(format.scale)).rounded()), 1)
        canvas =
            (try? Bitmap(width: w, height: h, premultipliedPixels: [UInt8](repeating: format.opaque ? 255 : 0, count: w * h * 4)))
            ?? (try! Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 0]))
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage { UIImage(bitmap: canvas, scale: format.scale) }

    /// Draws `bitmap` with its top-left corner at `point` (in points), source over.
    func draw(_ bitmap: Bitmap, at point: CGPoint) {
        let ox = Int((Double(point.x) * Double(format.scale)).rounded()), oy = Int((Double(point.y) * Double(format.scale)).rounded())
        for y in 0..<bitmap.height {
            let ty = y + oy
            guard ty >= 0, ty < canvas.height else { continue }
            for x in 0..<bitmap.width {
                let tx = x + ox
                guard tx >= 0, tx < canvas.width else { continue }
                let s = (y * bitmap.width + x) * 4, d = (ty * canvas.width + tx) * 4
                let a = UInt32(bitmap.pixels[s + 3])
                for c in 0..<4 {
                    let src = UInt32(bitmap.pixels[s + c]), dst = UInt32(canvas.pixels[d + c])
                    canvas.pixels[d + c] = UInt8(min(src + UInt32(div255(dst * (255 - a))), 255))
                }
            }
        }
    }

    /// The contexts of the renderers drawing now, innermost last.
    static var stack: [UIGraphicsImageRendererContext] = []
}

/// Renders views to images, like UIKit's `UIGraphicsImageRenderer`: the idiom apps use to turn
/// a view into PNG data, `renderer.pngData { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }`.
@MainActor public final class UIGraphicsImageRenderer {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer for an area and a format. Galley uses only the bounds' size: the
    /// image's top-left corner is the context's origin, whatever the bounds' origin.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Creates a renderer for an area of `size` at the origin, and a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Runs `actions` in a new context and returns what they drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(bitmap: draw(actions), scale: format.scale)
    }

    /// Runs `actions` in a new context and returns what they drew as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        Data((try? PNG.encode(draw(actions))) ?? [])
    }

    /// Unavailable: Galley encodes PNG only, whose bytes are deterministic (use `pngData(actions:)`).
    @available(*, unavailable, message: "Galley encodes PNG only (deterministic bytes): use pngData(actions:)")
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data { Data() }

    func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
        UIGraphicsImageRendererContext.stack.append(context)
        defer { UIGraphicsImageRendererContext.stack.removeLast() }
        actions(context)
        return context.canvas
    }
}

extension UIView {
    /// Draws the view's hierarchy into the current image renderer's context at `rect`: its
    /// collection view renders through Galley's pipeline (what the frame shows). Returns false
    /// when there is no context, no collection view, or the render failed (UIKit misuse, or the
    /// pipeline's error: the context's `diagnostics` say which).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRendererContext.stack.last else { return false }
        layoutIfNeeded()
        guard let cv = Self.firstCollectionView(in: self) else {
            context.diagnostics.append("drawHierarchy: \(type(of: self)) holds no UICollectionView; Galley draws collection views")
            return false
        }
        cv.hostTraits = cv.hostTraits ?? UITraitCollection(displayScale: context.format.scale)
        do throws(UIKitRenderError) {
            let rendered = try cv.galleyRender()
            let origin = cv.convert(cv.bounds, to: self).origin
            context.draw(rendered.bitmap, at: CGPoint(x: rect.minX + origin.x, y: rect.minY + origin.y))
            return true
        } catch {
            context.diagnostics.append("drawHierarchy: \(error)")
            return false
        }
    }

    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        if let cv = view as? UICollectionView { return cv }
        for sub in view.subviews { if let cv = firstCollectionView(in: sub) { return cv } }
        return nil
    }
}
