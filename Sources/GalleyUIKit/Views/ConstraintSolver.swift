import Galley

/// The constraint pass `layoutIfNeeded()` runs over a hierarchy: each view that
/// `translatesAutoresizingMaskIntoConstraints == false` gets its frame from the active
/// constraints whose first (or second) item it is, one axis at a time: two independent
/// equalities among an axis's start, end, center and size fix it; inequalities clamp the size.
///
/// It solves what hosts write (edges, centers, sizes pinned to the superview, its safe area or
/// margins, siblings, constants), top down so every item a view is constrained to is placed
/// first. More equalities than an axis takes that disagree are unsatisfiable (the lower
/// priority, then the later one, is broken, as UIKit breaks one and logs it); too few are
/// ambiguous (the frame keeps what it had). Both are recorded in the root's
/// `layoutDiagnostics`. The general incremental solver of the next issue replaces this type.
@MainActor enum ConstraintSolver {
    enum Part {
        case start, end, center, size
    }

    struct Equation {
        var part: Part
        var relation: NSLayoutConstraint.Relation
        var value: CGFloat
        var constraint: NSLayoutConstraint
    }

    static func solve(_ root: UIView) {
        var constraints: [NSLayoutConstraint] = []
        var views: [UIView] = []
        var queue = [root]
        while !queue.isEmpty {
            let v = queue.removeFirst()
            views.append(v)
            constraints += v.constraints
            queue += v.subviews
        }
        root.layoutDiagnostics = []
        guard !constraints.isEmpty else { return }
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let mine = constraints.filter { NSLayoutConstraint.view(of: $0.firstItem) === view && $0.firstItem is UIView }
            let x = solveAxis(view, parent: parent, constraints: mine, horizontal: true, root: root)
            let y = solveAxis(view, parent: parent, constraints: mine, horizontal: false, root: root)
            let frame = CGRect(x: x.0, y: y.0, width: max(x.1, 0), height: max(y.1, 0))
            if frame != view.frame { view.frame = frame }
        }
    }

    /// The start and size of `view` along one axis, in its superview's coordinates.
    static func solveAxis(_ view: UIView, parent: UIView, constraints: [NSLayoutConstraint], horizontal: Bool, root: UIView) -> (CGFloat, CGFloat) {
        let rtl = view.traitCollection.layoutDirection == .rightToLeft
        var equations: [Equation] = []
        for c in constraints {
            guard let part = part(of: c.firstAttribute, horizontal: horizontal, rtl: rtl) else { continue }
            let other: CGFloat
            if let second = c.secondItem {
                guard let rect = rect(of: second, in: parent), let v = value(of: c.secondAttribute, in: rect, horizontal: horizontal, rtl: rtl) else {
                    continue
                }
                other = v
            } else {
                other = 0
            }
            equations.append(Equation(part: part, relation: c.relation, value: other * c.multiplier + c.constant, constraint: c))
        }
        let current = horizontal ? (view.frame.minX, view.frame.width) : (view.frame.minY, view.frame.height)
        let axis = horizontal ? "horizontal" : "vertical"
        // Required first, then by priority; the order of activation breaks ties.
        let equalities = equations.filter { $0.relation == .equal }.enumerated()
            .sorted { ($0.element.constraint.priority, -$0.offset) > ($1.element.constraint.priority, -$1.offset) }.map(\.element)
        var known: [Part: CGFloat] = [:]
        var used: [Equation] = []
        for e in equalities {
            var trial = known
            trial[e.part] = e.value
            if known[e.part] != nil || trial.count > 2 || (trial.count == 2 && !independent(Array(trial.keys))) {
                // Already determined: it must agree.
                if let (s, z) = resolve(known), abs(evaluate(e.part, s, z) - e.value) > 0.001 {
                    root.layoutDiagnostics.append(
                        "Unable to simultaneously satisfy constraints (\(axis), \(name(view))): \(used.map(\.constraint.description).joined(separator: ", ")) conflict with \(e.constraint.description); breaking \(e.constraint.description)"
                    )
                }
                continue
            }
            known = trial
            used.append(e)
        }
        var (start, size) = resolve(known) ?? current
        if known.count < 2 {
            if known[.size] == nil && !(known[.start] != nil && known[.end] != nil) {
                if equations.isEmpty || known.isEmpty || !equations.contains(where: { $0.part == .size }) {
                    root.layoutDiagnostics.append(
                        "Ambiguous layout (\(axis), \(name(view))): the constraints fix \(known.isEmpty ? "nothing" : "only its \(known.keys.map { "\($0)" }.sorted().joined(separator: ", "))"); it keeps \(horizontal ? "x" : "y") \(current.0), size \(current.1)"
                    )
                }
                if let s = known[.start] {
                    start = s
                } else if let e = known[.end] {
                    start = e - current.1
                } else if let c = known[.center] {
                    start = c - current.1 / 2
                }
                size = current.1
            } else if let z = known[.size] {
                root.layoutDiagnostics.append("Ambiguous layout (\(axis), \(name(view))): its position is not fixed; it keeps \(current.0)")
                size = z
                start = current.0
            }
        }
        // Inequalities on the size clamp it.
        for e in equations where e.part == .size && e.relation != .equal {
            if e.relation == .greaterThanOrEqual, size < e.value { size = e.value }
            if e.relation == .lessThanOrEqual, size > e.value { size = e.value }
        }
        if rtl && horizontal, known[.start] == nil, known[.end] != nil {
            // Leading in right to left is the end: nothing more to do; the frame is absolute.
        }
        return (start, size)
    }

    static func independent(_ parts: [Part]) -> Bool { Set(parts).count == 2 }

    /// Start and size from two knowns.
    static func resolve(_ known: [Part: CGFloat]) -> (CGFloat, CGFloat)? {
        guard known.count == 2 else { return nil }
        switch (known[.start], known[.end], known[.center], known[.size]) {
        case let (s?, e?, _, _): return (s, e - s)
        case let (s?, _, c?, _): return (s, (c - s) * 2)
        case let (s?, _, _, z?): return (s, z)
        case let (_, e?, c?, _): return (2 * c - e, (e - c) * 2)
        case let (_, e?, _, z?): return (e - z, z)
        case let (_, _, c?, z?): return (c - z / 2, z)
        default: return nil
        }
    }

    static func evaluate(_ part: Part, _ start: CGFloat, _ size: CGFloat) -> CGFloat {
        switch part {
        case .start: return start
        case .end: return start + size
        case .center: return start + size / 2
        case .size: return size
        }
    }

    /// Which part of the axis an attribute of the constrained view is (nil: the other axis).
    static func part(of attribute: NSLayoutConstraint.Attribute, horizontal: Bool, rtl: Bool) -> Part? {
        switch attribute {
        case .left where horizontal, .leftMargin where horizontal: return .start
        case .right where horizontal, .rightMargin where horizontal: return .end
        case .leading where horizontal, .leadingMargin where horizontal: return rtl ? .end : .start
        case .trailing where horizontal, .trailingMargin where horizontal: return rtl ? .start : .end
        case .centerX where horizontal, .centerXWithinMargins where horizontal: return .center
        case .width where horizontal: return .size
        case .top where !horizontal, .topMargin where !horizontal, .firstBaseline where !horizontal: return .start
        case .bottom where !horizontal, .bottomMargin where !horizontal, .lastBaseline where !horizontal: return .end
        case .centerY where !horizontal, .centerYWithinMargins where !horizontal: return .center
        case .height where !horizontal: return .size
        default: return nil
        }
    }

    /// The value of an attribute of a rectangle.
    static func value(of attribute: NSLayoutConstraint.Attribute, in r: CGRect, horizontal: Bool, rtl: Bool) -> CGFloat? {
        guard let p = part(of: attribute, horizontal: horizontal, rtl: rtl) else { return nil }
        let start = horizontal ? r.minX : r.minY, size = horizontal ? r.width : r.height
        return evaluate(p, start, size)
    }

    /// An item's rectangle in `parent`'s coordinates.
    static func rect(of item: AnyObject, in parent: UIView) -> CGRect? {
        if let v = item as? UIView {
            return v === parent ? parent.bounds : v.convert(v.bounds, to: parent)
        }
        if let g = item as? UILayoutGuide, let owner = g.owningView {
            return owner === parent ? g.layoutFrame : owner.convert(g.layoutFrame, to: parent)
        }
        return nil
    }

    static func name(_ view: UIView) -> String { "\(type(of: view))" }
}
