import Galley

/// An object that takes part in the responder chain, like UIKit's `UIResponder` (headless:
/// Galley delivers no events; the chain is kept for code that walks it).
@MainActor open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder: a view's superview (or its view controller), nil at the top.
    open var next: UIResponder? { nil }
}

/// A rectangle on screen and its subviews, like UIKit's `UIView`.
///
/// Galley's views are headless: they hold geometry, hierarchy, colors, traits and constraints,
/// and a collection view in the hierarchy renders through Galley's pipeline. Layout follows
/// UIKit's order: `layoutIfNeeded()` resolves the constraints of the hierarchy (autoresizing
/// masks and `NSLayoutConstraint`s through one constraint system), then calls
/// `layoutSubviews()` top down.
@MainActor open class UIView: UIResponder {
    private var storedFrame: CGRect
    private var storedBoundsOrigin: CGPoint = .zero

    /// Creates a view with a frame in its superview's coordinates.
    public init(frame: CGRect) {
        storedFrame = frame
        hostTraits = UIView.traitsForNewViews
        super.init()
    }

    /// Traits views made now start with (a collection view sets them while it makes a cell).
    static var traitsForNewViews: UITraitCollection?

    /// Creates a view from an archive: Galley reads no archives (nib or storyboard); this is a
    /// zero-size view so `required init?(coder:)` overrides compile unchanged.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: - Geometry

    /// The frame in the superview's coordinates. Changing its size resizes autoresizing
    /// subviews and asks for layout.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let oldSize = storedFrame.size
            storedFrame = newValue
            if oldSize != newValue.size { boundsSizeDidChange(from: oldSize) }
        }
    }

    /// The view's own coordinate space: its origin (a scroll view's content offset) and size.
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            if newValue.size != storedFrame.size {
                let oldSize = storedFrame.size
                let c = center
                storedFrame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
                boundsSizeDidChange(from: oldSize)
            }
        }
    }

    /// The frame's center in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews {
            for view in subviews where view.translatesAutoresizingMaskIntoConstraints {
                view.frame = view.autoresizingMask.resize(view.frame, from: oldSize, to: storedFrame.size)
            }
        }
        setNeedsLayout()
    }

    // MARK: - Hierarchy

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The view controller whose root view this is (the responder after it).
    weak var owningViewController: UIViewController?

    /// The next responder: the view controller that owns the view, else its superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Adds a view on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else {
            // UIKit raises NSInvalidArgumentException with this reason.
            misuses.append(UIKitMisuse("Can't add self as subview", call: "UIView.addSubview(_:)", exceptionName: "NSInvalidArgumentException"))
            return
        }
        guard !isDescendant(of: view) else {
            // A superview under its own descendant would make a cycle; UIKit's checks stop at
            // `self`, Galley refuses the cycle as it would hang every walk of the tree.
            misuses.append(
                UIKitMisuse(
                    "Can't add a superview (\(type(of: view))) as a subview of its descendant (\(type(of: self)))", call: "UIView.addSubview(_:)",
                    exceptionName: "NSInvalidArgumentException"))
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: old) } else { view.removeFromSuperview() }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Removes the view from its superview; constraints that refer to it and a view outside its
    /// own subtree are deactivated, as UIKit does.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        for owner in parent.ancestorsAndSelf {
            for c in owner.constraints where c.refers(to: self) && !c.isWithin(self) { c.isActive = false }
        }
        superview = nil
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Called after the view moved to a superview (or left one).
    open func didMoveToSuperview() {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let x = v {
            if x === view { return true }
            v = x.superview
        }
        return false
    }

    var ancestorsAndSelf: [UIView] {
        var result: [UIView] = []
        var v: UIView? = self
        while let x = v {
            result.append(x)
            v = x.superview
        }
        return result
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the root's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let a = originInRoot, b = view?.originInRoot ?? .zero
        return rect.offsetBy(dx: a.x - b.x, dy: a.y - b.y)
    }

    /// The bounds' origin of this view in the root's coordinates.
    var originInRoot: CGPoint {
        var p = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var v: UIView = self
        while let parent = v.superview {
            p.x += v.frame.minX - parent.bounds.minX
            p.y += v.frame.minY - parent.bounds.minY
            v = parent
        }
        p.x += v.frame.minX
        p.y += v.frame.minY
        return p
    }

    // MARK: - Appearance

    /// The fill behind the view's content (nil: clear).
    open var backgroundColor: UIColor?
    /// Hidden views (and their subviews) draw nothing.
    open var isHidden = false
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view is drawn opaque (kept for compatibility; Galley composites by alpha).
    open var isOpaque = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// A tag to find the view by.
    open var tag = 0
    /// Whether the view responds to touches (kept; Galley delivers none).
    open var isUserInteractionEnabled = true

    private var storedTintColor: UIColor?
    /// The tint: this view's, else the superview's, else the system tint (`.tintColor`, the
    /// design model's accent).
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor.tintColor }
        set { storedTintColor = newValue }
    }

    // MARK: - Traits

    /// The interface style this view and its subviews use, over the inherited one.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Traits a host gives the root of a hierarchy (a view controller's, a render's).
    package var hostTraits: UITraitCollection?

    /// The view's traits: inherited from the superview (or its view controller, or the host),
    /// with this view's overrides; unspecified traits take an iPhone's defaults.
    open var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let superview {
            inherited = superview.traitCollection
        } else if let vc = owningViewController {
            inherited = vc.inheritedTraitCollection
        } else {
            inherited = UITraitCollection(traitsFrom: [.iPhoneDefault, hostTraits ?? UITraitCollection()])
        }
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    // MARK: - Layout

    /// How the view resizes when its superview's bounds change (when
    /// `translatesAutoresizingMaskIntoConstraints` is true).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether subviews follow their autoresizing masks when this view's size changes.
    open var autoresizesSubviews = true
    /// Whether the autoresizing mask positions the view (true) or constraints do (false).
    open var translatesAutoresizingMaskIntoConstraints = true

    private(set) var needsLayout = true

    /// Marks the view for layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out the hierarchy now if it needs it: the constraints of the hierarchy from the
    /// root down are solved, then `layoutSubviews()` runs top down.
    open func layoutIfNeeded() {
        let root = ancestorsAndSelf.last ?? self
        root.updateConstraintsTree()
        AutoLayoutEngine.engine(for: root).layout(root)
        layoutTree()
    }

    private func updateConstraintsTree() {
        var stack: [UIView] = [self]
        var visited = 0
        while let v = stack.popLast(), visited < AutoLayoutEngine.maximumViews {
            visited += 1
            if v.needsUpdateConstraints {
                v.needsUpdateConstraints = false
                v.updateConstraints()
            }
            stack += v.subviews.reversed()
        }
    }

    private(set) var needsUpdateConstraints = true

    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { needsUpdateConstraints = true }

    /// Updates the view's constraints; called once before the layout pass that follows
    /// `setNeedsUpdateConstraints()`. Override it (and call `super`).
    open func updateConstraints() {}

    /// Runs `updateConstraints()` now if the view asked for it.
    open func updateConstraintsIfNeeded() {
        if needsUpdateConstraints {
            needsUpdateConstraints = false
            updateConstraints()
        }
    }

    // MARK: - Auto Layout

    /// The engine that solves this hierarchy's constraints (kept on the root, reused between passes).
    var layoutEngine: AutoLayoutEngine?
    /// The engine `systemLayoutSizeFitting` reuses for this view.
    var fittingEngine: AutoLayoutEngine?

    /// The size the view's content needs; `UIView.noIntrinsicMetric` for an axis it does not
    /// determine (the default for both).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Whether the intrinsic height depends on the width the layout gives the view (a wrapping
    /// label's); Auto Layout then solves the width first and asks
    /// ``intrinsicContentSize(forLayoutWidth:)`` for the height (UIKit's two-pass layout).
    /// (Views of this module override it; the default asks ``UIViewLayoutMeasurement``.)
    package var intrinsicContentSizeDependsOnLayoutWidth: Bool {
        (self as? any UIViewLayoutMeasurement)?.measuresHeightForLayoutWidth ?? false
    }

    /// The intrinsic size at a given width (the default ignores the width, or asks
    /// ``UIViewLayoutMeasurement``).
    package func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        (self as? any UIViewLayoutMeasurement)?.measuredSize(forLayoutWidth: width) ?? intrinsicContentSize
    }

    /// The first and last baselines' distances from the top at a size (nil: the view has no
    /// baseline, and its baselines are its bottom edge, as in UIKit).
    package func baselineOffsetsFromTop(forSize size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        (self as? any UIViewLayoutMeasurement)?.measuredBaselineOffsets(forSize: size)
    }

    /// The standard distance between this view's baseline and the baseline of a view above it,
    /// from its font's metrics (nil: the 8-point system spacing); used by
    /// `constraint(equalToSystemSpacingBelow:multiplier:)` between baselines.
    package var baselineSystemSpacing: CGFloat? { nil }

    /// The view whose first baseline is this view's (itself by default; a stack view's first
    /// arranged view).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline is this view's.
    open var forLastBaselineLayout: UIView { self }

    private var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    private var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)

    /// How strongly the view keeps from growing beyond its intrinsic size along `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }
    /// Sets the hugging priority for `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        setNeedsLayout()
    }
    /// How strongly the view keeps from shrinking below its intrinsic size along `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }
    /// Sets the compression resistance priority for `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        setNeedsLayout()
    }

    /// How the view's content is laid out in right-to-left: `.forceLeftToRight` and
    /// `.forceRightToLeft` override the trait's direction; `.playback` and `.spatial` stay left to right.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsLayout() }
    }

    /// The direction leading and trailing resolve to for this view.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Whether the superview's margins, where they reach into this view, act as this view's
    /// margins too (false by default).
    open var preservesSuperviewLayoutMargins = false

    /// The size that satisfies the view's constraints and is as close to `targetSize` as they
    /// allow (`UIView.layoutFittingCompressedSize` for the smallest): both axes at
    /// `.fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints with its width held at `targetSize.width`
    /// at `horizontalFittingPriority` and its height at `targetSize.height` at
    /// `verticalFittingPriority` (`.required` holds an axis exactly; `.fittingSizeLevel` lets the
    /// content decide). Views whose intrinsic height depends on their width get their height for
    /// the solved width (UIKit's two passes). The frames of the hierarchy do not change.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if fittingEngine == nil { fittingEngine = AutoLayoutEngine() }
        return fittingEngine!.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the last layout left this view's frame undetermined by its constraints.
    public var hasAmbiguousLayout: Bool {
        let root = ancestorsAndSelf.last ?? self
        return root.layoutEngine?.isAmbiguous(self) ?? false
    }

    private func layoutTree() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for view in subviews { view.layoutTree() }
    }

    /// Lays out subviews; the default does nothing beyond the constraints. Override it.
    open func layoutSubviews() {}

    /// The size that fits `size` (the current size by default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The insets of the safe area from the bounds: the root view's are its view controller's
    /// `additionalSafeAreaInsets` (Galley renders without status bar or home indicator); a
    /// subview's are what its superview's safe area covers of it.
    open var safeAreaInsets: UIEdgeInsets {
        if let vc = owningViewController { return vc.additionalSafeAreaInsets }
        guard let superview else { return .zero }
        let parent = superview.bounds.inset(by: superview.safeAreaInsets)
        let me = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
        return UIEdgeInsets(
            top: max(parent.minY - me.minY, 0), left: max(parent.minX - me.minX, 0),
            bottom: max(me.maxY - parent.maxY, 0), right: max(me.maxX - parent.maxX, 0))
    }

    /// The margins content is laid out within (8 points each side by default, as in UIKit).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The margins in left and right terms.
    open var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return traitCollection.layoutDirection == .rightToLeft
                ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins =
                traitCollection.layoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// Whether the margins grow to the safe area (true, as UIKit's default).
    open var insetsLayoutMarginsFromSafeArea = true

    /// The safe area as a layout guide.
    public private(set) lazy var safeAreaLayoutGuide: UILayoutGuide = UILayoutGuide(owningView: self, kind: .safeArea)
    /// The margins as a layout guide.
    public private(set) lazy var layoutMarginsGuide: UILayoutGuide = UILayoutGuide(owningView: self, kind: .margins)
    /// A guide of a comfortable reading width inside the margins: at most 672 points wide,
    /// centred in the margins (UIKit's readable width at the default text size).
    public var readableContentGuide: UILayoutGuide {
        if let guide = storedReadableContentGuide { return guide }
        let guide = UILayoutGuide(owningView: self, kind: .readable)
        storedReadableContentGuide = guide
        return guide
    }
    var storedReadableContentGuide: UILayoutGuide?
    /// The layout guides added with `addLayoutGuide(_:)`.
    public private(set) var layoutGuides: [UILayoutGuide] = []

    /// Adds a layout guide the view owns.
    open func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// The constraints this view holds (activated constraints are held by the closest common
    /// ancestor of their items).
    public internal(set) var constraints: [NSLayoutConstraint] = []

    /// Activates a constraint (held by this view).
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Notes from the last constraint pass over this hierarchy (ambiguous or unsatisfiable
    /// constraints, as UIKit logs them); kept on the root view.
    public internal(set) var layoutDiagnostics: [String] = []

    /// What UIKit would have raised on in calls on this view (Galley's addition; a render of a
    /// hierarchy that holds any fails with their messages).
    public internal(set) var misuses: [UIKitMisuse] = []

    // MARK: - Drawing (views that draw)

    /// How the view's content (an image view's image) fills its bounds.
    open var contentMode: ContentMode = .scaleToFill

    /// The view's layer: its background, corners, border and shadow (see `CALayer`).
    public private(set) lazy var layer: CALayer = CALayer(view: self)

    /// What the view draws over its background and under its subviews (labels their text,
    /// image views their image, controls their parts), in the view's bounds.
    func galleyDrawContent(_ context: inout ViewDrawingContext) {}

    /// How the view is named in an owner path (`UILabel "Title"`).
    var galleyOwnerName: String {
        let name = String(describing: type(of: self))
        if let label = accessibilityIdentifierForOwner { return "\(name) \"\(label)\"" }
        return name
    }

    /// What names the view in an owner path besides its type (a label's text).
    var accessibilityIdentifierForOwner: String? { nil }
}

extension UIView {
    /// How a view's content fills its bounds, like UIKit's `UIView.ContentMode` (UIKit's raw values).
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// As large as fits, whole, centred.
        case scaleAspectFit = 1
        /// As small as covers the bounds, centred (overhanging unless clipped).
        case scaleAspectFill = 2
        /// Redrawn on bounds changes (drawn as `scaleToFill`).
        case redraw = 3
        /// At its own size, centred.
        case center = 4
        /// At its own size, at the top, centred horizontally.
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}

extension UIView {
    /// How a view resizes with its superview, like UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge changes when the superview resizes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width changes when the superview resizes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes when the superview resizes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes when the superview resizes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height changes when the superview resizes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes when the superview resizes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` after its superview went from `old` to `new`: the change shared among the
        /// flexible parts of each axis, as UIKit's autoresizing does.
        func resize(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
            func axis(_ origin: CGFloat, _ size: CGFloat, _ oldTotal: CGFloat, _ newTotal: CGFloat, lead: Bool, mid: Bool, trail: Bool)
                -> (CGFloat, CGFloat)
            {
                let delta = newTotal - oldTotal
                let parts = [lead ? origin : 0, mid ? size : 0, trail ? oldTotal - origin - size : 0]
                let flexible = parts.reduce(0, +)
                let count = CGFloat([lead, mid, trail].filter { $0 }.count)
                guard count > 0 else { return (origin, size) }
                func share(_ i: Int) -> CGFloat { flexible > 0 ? delta * parts[i] / flexible : delta / count }
                return (origin + (lead ? share(0) : 0), size + (mid ? share(1) : 0))
            }
            let x = axis(
                frame.minX, frame.width, old.width, new.width, lead: contains(.flexibleLeftMargin), mid: contains(.flexibleWidth),
                trail: contains(.flexibleRightMargin))
            let y = axis(
                frame.minY, frame.height, old.height, new.height, lead: contains(.flexibleTopMargin), mid: contains(.flexibleHeight),
                trail: contains(.flexibleBottomMargin))
            return CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
        }
    }
}
