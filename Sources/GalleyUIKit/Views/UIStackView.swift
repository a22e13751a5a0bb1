import Galley

/// A view that lines up its arranged subviews in a row or a column, like UIKit's `UIStackView`.
///
/// As in UIKit, a stack view positions its arranged subviews by generating Auto Layout
/// constraints (the `UISV-…` constraints of UIKit's log) from its `axis`, `distribution`,
/// `alignment` and spacing; it draws nothing of its own. Hidden arranged views collapse to zero
/// length along the axis and take no spacing.
@MainActor open class UIStackView: UIView {
    /// How arranged views share the length along the axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable, Hashable {
        /// Views fill the axis; the one with the lowest hugging (or compression resistance) priority gives.
        case fill = 0
        /// Views fill the axis at equal lengths.
        case fillEqually
        /// Views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal.
        case equalSpacing
        /// Views keep their intrinsic lengths; their centres are equally spaced.
        case equalCentering
    }

    /// How arranged views sit across the axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable, Hashable {
        /// Views fill the cross axis.
        case fill = 0
        /// Views align to the leading edge (top in a row).
        case leading = 1
        /// Views align their first baselines (rows only).
        case firstBaseline = 2
        /// Views centre across the axis.
        case center = 3
        /// Views align to the trailing edge (bottom in a row).
        case trailing = 4
        /// Views align their last baselines (rows only).
        case lastBaseline = 5

        /// The top edge (a row's `leading`).
        public static let top = Alignment.leading
        /// The bottom edge (a row's `trailing`).
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing` (UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing of this value is the system spacing, 8 points (UIKit's `FLT_MIN`).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lines up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// Row (`.horizontal`, the default) or column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How views share the axis (`.fill` by default).
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// How views sit across the axis (`.fill` by default).
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// The gap between adjacent views (0 by default; for `.equalSpacing` and `.equalCentering`, the least gap).
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the views are laid out within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    /// Whether a column's spacing is measured between baselines (last of one view to first of the next).
    open var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates a stack view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a stack view from an archive (Galley reads none: an empty stack view).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a stack view that lines up `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// Adds a view to the end of the arranged views (and as a subview); it is laid out by
    /// constraints from now on (`translatesAutoresizingMaskIntoConstraints = false`).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view among the arranged views at `stackIndex` (clamped to the range).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            misuses.append(
                UIKitMisuse("Can't add self as subview", call: "UIStackView.insertArrangedSubview(_:at:)", exceptionName: "NSInvalidArgumentException"))
            return
        }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        setNeedsLayout()
    }

    /// Takes a view out of the arranged views; it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// A removed subview leaves the arranged views too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsLayout()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gap the layout uses after `view`.
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let s = customSpacings[ObjectIdentifier(view)] ?? spacing
        return s == Self.spacingUseSystem ? UIView.systemSpacing : s
    }

    /// The first visible arranged view's first baseline view.
    open override var forFirstBaselineLayout: UIView {
        arrangedSubviews.first { !$0.isHidden }?.forFirstBaselineLayout ?? self
    }

    /// In a column, the last visible arranged view's last baseline view; in a row, the first's.
    open override var forLastBaselineLayout: UIView {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        return (axis == .vertical ? visible.last : visible.first)?.forLastBaselineLayout ?? self
    }
}
