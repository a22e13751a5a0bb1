import Galley

/// Which corners `cornerRadius` rounds, like Core Animation's `CACornerMask` (minX/minY is the
/// top-left corner in UIKit's flipped coordinates).
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, like `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle (Core Animation's default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous (squircle-like) curve, as iOS draws its own rounded shapes.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A path for `CALayer.shadowPath`, the minimal part of Core Graphics' `CGPath` that shadow
/// paths use: a rectangle, rounded or not.
public final class CGPath: Sendable, Hashable {
    /// The path's bounding box.
    public let boundingBox: CGRect
    /// The corner radius of the rounded rectangle the path is (0: a rectangle).
    let cornerRadius: CGFloat

    init(rect: CGRect, cornerRadius: CGFloat) {
        boundingBox = rect
        self.cornerRadius = cornerRadius
    }

    /// Whether two paths describe the same shape.
    public static func == (a: CGPath, b: CGPath) -> Bool { a.boundingBox == b.boundingBox && a.cornerRadius == b.cornerRadius }
    /// Hashes the path's shape.
    public func hash(into h: inout Hasher) {
        h.combine(boundingBox.origin.x); h.combine(boundingBox.origin.y)
        h.combine(boundingBox.width); h.combine(boundingBox.height); h.combine(cornerRadius)
    }
}

/// A Bézier path, the part of UIKit's `UIBezierPath` that shadow paths are made from:
/// rectangles and rounded rectangles (`cgPath` gives the `CGPath` for `CALayer.shadowPath`).
@MainActor open class UIBezierPath {
    /// The path as a `CGPath`.
    public let cgPath: CGPath

    /// A rectangle.
    public init(rect: CGRect) { cgPath = CGPath(rect: rect, cornerRadius: 0) }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(rect: rect, cornerRadius: max(0, min(cornerRadius, min(rect.width, rect.height) / 2)))
    }

    /// An ellipse in `rect` (kept as the rounded rectangle a circle is when `rect` is square).
    public init(ovalIn rect: CGRect) { cgPath = CGPath(rect: rect, cornerRadius: min(rect.width, rect.height) / 2) }

    /// The path's bounding box.
    open var bounds: CGRect { cgPath.boundingBox }
}

/// The layer behind a view, like Core Animation's `CALayer` as `UIView.layer` shows it: the
/// properties Galley draws — background, corner radius and curve, masked corners,
/// `masksToBounds`, border and shadow.
///
/// A view's layer is made with the view and shares its storage: `layer.backgroundColor` is the
/// view's `backgroundColor` (as a `CGColor`), `layer.masksToBounds` is `clipsToBounds`,
/// `layer.opacity` is `alpha`, `layer.isHidden` is `isHidden`. Layers are not drawn on their
/// own: Galley draws view trees (`addSublayer` is unavailable).
@MainActor open class CALayer {
    /// The view whose layer this is.
    unowned let view: UIView

    init(view: UIView) { self.view = view }

    /// The fill behind the view's content: the view's `backgroundColor`, resolved.
    open var backgroundColor: CGColor? {
        get { view.backgroundColor.map { $0.resolvedColor(with: view.traitCollection).cgColor } }
        set { view.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    /// The radius of the rounded corners of the background, border and (with `masksToBounds`) the clip.
    open var cornerRadius: CGFloat = 0
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Whether sublayers (subviews) are clipped to the rounded bounds: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The width of the border drawn inside the bounds, over the content.
    open var borderWidth: CGFloat = 0
    /// The border's color (opaque black by default, as Core Animation's).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's color (opaque black by default).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius (3 by default, as Core Animation's).
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset (0, −3) by default, as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shape casting the shadow, in the layer's coordinates (nil: the rounded bounds).
    open var shadowPath: CGPath?
    /// The layer's opacity: the view's `alpha`.
    open var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }
    /// Whether the layer is hidden: the view's `isHidden`.
    open var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }
    /// The layer's bounds: the view's.
    open var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }
    /// The layer's frame: the view's.
    open var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }
    /// Whether the layer's content is rasterised (kept; Galley always draws vectors).
    open var shouldRasterize = false
    /// The scale content is rasterised at (kept).
    open var rasterizationScale: CGFloat = 1
    /// A name for the layer (kept; Galley's diff names views, not layers).
    open var name: String?

    /// Unavailable: Galley draws view trees, not layer trees.
    @available(*, unavailable, message: "Galley draws views, not free-standing layers: add a UIView with the layer's look instead")
    open func addSublayer(_ layer: CALayer) {}
}
