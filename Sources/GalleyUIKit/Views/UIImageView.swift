import Galley

/// A view that shows an image, like UIKit's `UIImageView`: the image is fitted by
/// `contentMode`; template images (symbols, `.alwaysTemplate`) are filled with the tint
/// (`tintColor`, inherited from the superviews).
@MainActor open class UIImageView: UIView {
    /// Creates an image view showing `image`, sized to it (as UIKit's `init(image:)`).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image` (and `highlightedImage` when highlighted).
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive: Galley reads no archives, so this shows nothing.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The image shown (nil: nothing).
    open var image: UIImage? {
        didSet { if oldValue != image { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false
    /// The symbol configuration applied to symbol images (kept on the view).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The image's size in points (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size (the current size without one).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    var shownImage: UIImage? { (isHighlighted ? highlightedImage : nil) ?? image }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        guard let image = shownImage else { return }
        guard let source = image.imageFile else {
            context.note("the image has no pixels to draw")
            return
        }
        let rect = Self.imageRect(contentMode, image: image.size, in: bounds)
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        var tint: Color?
        if image.isTemplate {
            tint = context.color(image.tintColor ?? tintColor ?? .tintColor)
        } else if let t = image.tintColor {
            tint = context.color(t)
        } else if context.alpha < 1 {
            context.note("Galley cannot fade an image's own colors; the image is drawn opaque")
        }
        let mirrored = image.flipsForRightToLeftLayoutDirection && traitCollection.layoutDirection == .rightToLeft
        let overhangs = !bounds.contains(rect.insetBy(dx: 0.001, dy: 0.001))
        if overhangs && !clipsToBounds { context.note("the image overhangs the view (\(contentMode)); UIKit draws it unclipped too") }
        context.append(.image(rect: context.place(rect), source: source, contentMode: .scaleToFill, tint: tint, mirrored: mirrored))
        context.placed(overhangs && clipsToBounds ? rect.intersection(bounds) : rect)
    }

    /// Where an image of `size` lands in `bounds` for `mode`.
    static func imageRect(_ mode: UIView.ContentMode, image size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            var x = bounds.midX - size.width / 2, y = bounds.midY - size.height / 2
            if [.left, .topLeft, .bottomLeft].contains(mode) { x = bounds.minX }
            if [.right, .topRight, .bottomRight].contains(mode) { x = bounds.maxX - size.width }
            if [.top, .topLeft, .topRight].contains(mode) { y = bounds.minY }
            if [.bottom, .bottomLeft, .bottomRight].contains(mode) { y = bounds.maxY - size.height }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
