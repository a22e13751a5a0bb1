import Galley

/// The priority of a constraint, like UIKit's `UILayoutPriority` (1 to 1000; 1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority as a number from 1 to 1000.
    public var rawValue: Float
    /// Creates a priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from an integer literal, as in `constraint.priority = 999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000): the layout must satisfy it.
    public static let required = UILayoutPriority(1000)
    /// The priority a button resists compression with (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a drag that may resize the window scene (510); macOS-only in meaning, stored here.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which a window scene keeps its size (500); stored, Galley has no scenes to resize.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize the window scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority a button hugs its content with (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority used when a view is sized to fit its content (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether the first priority is lower than the second.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// The priority raised by `b`.
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// The priority lowered by `b`.
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// A relation between two attributes of views or layout guides, like UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute (relation) secondItem.secondAttribute ×
/// multiplier + constant`.
///
/// Constraints are objects of their own, activated into the closest common ancestor of their
/// items, and solved in `layoutIfNeeded()` and `systemLayoutSizeFitting` by the hierarchy's Auto
/// Layout engine (an incremental Cassowary solver, with the constraints UIKit generates for
/// autoresizing masks, intrinsic sizes, layout guides and stack views); unsatisfiable and
/// ambiguous systems are logged as UIKit logs them (`UIView.layoutDiagnostics`).
@MainActor open class NSLayoutConstraint {
    /// An attribute of a view or guide, with UIKit's raw values.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge (UIKit's raw values follow).
        case left = 1
        /// An edge, a size, a center or a baseline of the item.
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        /// An edge or center of the item's layout margins.
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second side of a constraint to a constant.
        case notAnAttribute = 0
    }

    /// How the two sides relate, with UIKit's raw values.
    public enum Relation: Int, Sendable, Hashable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of the first item the constraint relates.
    public let firstAttribute: Attribute
    /// How the two sides relate: equal, at most or at least.
    public let relation: Relation
    /// The second item, nil for a constant (a width or height).
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of the second item (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The factor the second side is multiplied by.
    public let multiplier: CGFloat
    /// The constant added to the second side; may change while active.
    open var constant: CGFloat {
        didSet { holder?.setNeedsLayout() }
    }
    /// The priority; required constraints must hold.
    open var priority: UILayoutPriority = .required
    /// A name for diagnostics.
    open var identifier: String?
    /// Whether the constraint is archived (kept for compatibility).
    open var shouldBeArchived = false

    /// The view that holds the constraint while it is active.
    weak var holder: UIView?

    /// For `equalToSystemSpacingAfter:` and friends: the multiple of the system spacing the
    /// constant stands for (resolved by the layout: 8 points, or the baseline spacing a view's
    /// font gives between baselines).
    var systemSpacingMultiplier: CGFloat?

    /// A constraint `view1.attr1 (relation) view2.attr2 × multiplier + c`.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout. Activating it adds it to the closest
    /// common ancestor of its items; items in different hierarchies are UIKit's error
    /// (recorded on the first item's view, the constraint stays inactive).
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let first = Self.view(of: firstItem) else { return }
                let second = Self.view(of: secondItem)
                guard let ancestor = second.map({ Self.commonAncestor(first, $0) }) ?? first else {
                    first.misuses.append(
                        UIKitMisuse(
                            "Unable to activate constraint with anchors \(firstAnchorName) and \(secondAnchorName) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.",
                            call: "NSLayoutConstraint.isActive", exceptionName: "NSGenericException"))
                    return
                }
                ancestor.constraints.append(self)
                holder = ancestor
                ancestor.setNeedsLayout()
            } else {
                holder?.constraints.removeAll { $0 === self }
                holder?.setNeedsLayout()
                holder = nil
            }
        }
    }

    /// Activates constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        let mine = a.ancestorsAndSelf
        for x in b.ancestorsAndSelf where mine.contains(where: { $0 === x }) { return x }
        return nil
    }

    func refers(to view: UIView) -> Bool { Self.view(of: firstItem) === view || Self.view(of: secondItem) === view }

    func isWithin(_ view: UIView) -> Bool {
        (Self.view(of: firstItem)?.isDescendant(of: view) ?? true) && (Self.view(of: secondItem)?.isDescendant(of: view) ?? true)
    }

    private static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return "<\(type(of: item)):\(UInt(bitPattern: ObjectIdentifier(item).hashValue) & 0xffff)>"
    }
    private var firstAnchorName: String { "\(Self.name(firstItem)).\(firstAttribute)" }
    private var secondAnchorName: String { "\(Self.name(secondItem)).\(secondAttribute)" }

    /// The constraint as UIKit prints it: `<NSLayoutConstraint first.attribute == second.attribute * m + c @priority>`.
    /// Galley names items by type and a short hash instead of a memory address.
    open var description: String {
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem == nil ? "" : secondAnchorName
        if multiplier != 1 { rhs += (rhs.isEmpty ? "" : " * ") + "\(multiplier)" }
        if constant != 0 || rhs.isEmpty { rhs += (rhs.isEmpty ? "" : " + ") + "\(constant)" }
        return
            "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(firstAnchorName) \(op) \(rhs)\(priority == .required ? "" : " @\(priority.rawValue)")>"
    }
}

/// A rectangle that takes part in constraints without drawing, like UIKit's `UILayoutGuide`:
/// a view's safe area, its margins, or a guide of your own.
@MainActor open class UILayoutGuide {
    enum Kind {
        case custom, safeArea, margins, separator, readable
    }
    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: UIView?
    /// A name for diagnostics.
    open var identifier = ""
    /// Where a custom guide is, in its view's coordinates (set by the constraint pass).
    var customFrame: CGRect = .zero

    /// Creates a layout guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
    public init() { kind = .custom }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .custom, .separator: return customFrame
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.effectiveMarginInsets)
        case .readable:
            let margins = view.bounds.inset(by: view.effectiveMarginInsets)
            let width = min(margins.width, UIView.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// The layout anchor for the guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The layout anchor for the guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The layout anchor for the guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The layout anchor for the guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The layout anchor for the guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The layout anchor for the guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The layout anchor for the guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The layout anchor for the guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The layout anchor for the guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The layout anchor for the guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

/// One attribute of a view or guide that constraints are made from, like UIKit's `NSLayoutAnchor`.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute, multiplier: 1, constant: constant)
    }

    /// `self relation anchor + m × the system spacing` (the X and Y anchors' `…SystemSpacing…` forms).
    func spaced(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, _ m: CGFloat) -> NSLayoutConstraint {
        let c = make(relation, anchor, 0)
        c.systemSpacingMultiplier = m
        return c
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, c)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, center x).
@MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + m × the system spacing` (8 points).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, m)
    }
    /// `self >= anchor + m × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, m)
    }
    /// `self <= anchor + m × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, m)
    }
}
/// A vertical position anchor (top, bottom, center y, baselines).
@MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + m × the system spacing` (8 points; between baselines, the spacing the
    /// lower view's font gives).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.equal, anchor, m)
    }
    /// `self >= anchor + m × the system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.greaterThanOrEqual, anchor, m)
    }
    /// `self <= anchor + m × the system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier m: CGFloat) -> NSLayoutConstraint {
        spaced(.lessThanOrEqual, anchor, m)
    }
}

/// A size anchor (width, height).
@MainActor public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
    private func scaled(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutDimension, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute, multiplier: m, constant: c)
    }

    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constant(.equal, c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.greaterThanOrEqual, c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constant(.lessThanOrEqual, c) }
    /// `self == anchor × m`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { scaled(.equal, anchor, m, 0) }
    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        scaled(.equal, anchor, m, c)
    }
    /// `self >= anchor × m`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        scaled(.greaterThanOrEqual, anchor, m, 0)
    }
    /// `self <= anchor × m`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        scaled(.lessThanOrEqual, anchor, m, 0)
    }
}

extension UIView {
    /// The layout anchor for the view's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The layout anchor for the view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The layout anchor for the view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The layout anchor for the view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The layout anchor for the view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The layout anchor for the view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The layout anchor for the view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The layout anchor for the view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The layout anchor for the view's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The layout anchor for the view's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The layout anchor for the view's baseline of its first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The layout anchor for the view's baseline of its last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
}
