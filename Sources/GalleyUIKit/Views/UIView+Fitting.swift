import Galley

/// The vertical fitting `systemLayoutSizeFitting` does over a view's subtree: the height is the
/// longest chain of vertical relations from the view's top edge to its bottom edge.
///
/// Nodes are the top and bottom edges of every view and custom layout guide in the subtree;
/// edges come from the active vertical constraints (`top`, `bottom`, their margins, baselines,
/// `height` constants; `a = b + c` both ways, `a ≥ b + c` one way), from each constrained
/// view's intrinsic height (labels measured at the width the horizontal pass gave them: the
/// fitting priority is below their hugging and compression resistance, so the height is the
/// intrinsic one) and from autoresizing masks (a flexible-height view is pinned to both edges
/// of its superview). Longest paths are found by label correcting (SPFA); a positive cycle is
/// an unsatisfiable system: optional constraints are dropped, then the view keeps its height.
@MainActor struct VerticalFitting {
    struct Node: Hashable {
        let id: ObjectIdentifier
        let bottom: Bool
    }

    var edges: [Node: [(to: Node, weight: CGFloat)]] = [:]
    var nodes: Set<Node> = []

    mutating func add(_ a: Node, _ b: Node, _ w: CGFloat) {
        guard w.isFinite else { return }
        edges[a, default: []].append((b, w))
        nodes.insert(a); nodes.insert(b)
    }

    /// `b = a + w`, as two inequalities.
    mutating func equal(_ a: Node, _ b: Node, _ w: CGFloat) {
        add(a, b, w)
        add(b, a, -w)
    }

    /// The longest distance from `source` to `target`; nil when unreachable or when a
    /// positive cycle (a conflict) makes it unbounded.
    func longest(from source: Node, to target: Node) -> CGFloat?? {
        var dist: [Node: CGFloat] = [source: 0]
        var queue = [source], head = 0
        var inQueue: Set<Node> = [source]
        var relaxations: [Node: Int] = [:]
        let limit = nodes.count + 1
        while head < queue.count {
            let n = queue[head]
            head += 1
            inQueue.remove(n)
            guard let d = dist[n] else { continue }
            for (m, w) in edges[n] ?? [] {
                let nd = d + w
                if let old = dist[m], old >= nd - 1e-9 { continue }
                dist[m] = nd
                relaxations[m, default: 0] += 1
                if relaxations[m]! > limit { return .some(nil) }
                if !inQueue.contains(m) {
                    inQueue.insert(m)
                    queue.append(m)
                }
            }
            if head > 4096, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }
        guard let d = dist[target] else { return nil }
        return .some(d)
    }
}

extension UIView {
    /// Gives every constrained view of the subtree whose size on an axis no constraint decides
    /// (fewer than two of its edges, centre and size are constrained on that axis) its intrinsic
    /// size on that axis — the height at its laid-out width — so the constraint pass, which
    /// keeps an undetermined axis as it is, draws it at its content's size (until the general
    /// solver turns intrinsic sizes into constraints of their own).
    func galleySizeUnsizedViewsToFit() {
        var views: [UIView] = []
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            views.append(v)
            stack += v.subviews
        }
        var horizontal: [ObjectIdentifier: Set<Int>] = [:], vertical: [ObjectIdentifier: Set<Int>] = [:]
        func note(_ item: AnyObject?, _ a: NSLayoutConstraint.Attribute) {
            guard let item = item as? UIView else { return }
            let id = ObjectIdentifier(item)
            switch a {
            case .left, .leading, .leftMargin, .leadingMargin: horizontal[id, default: []].insert(0)
            case .right, .trailing, .rightMargin, .trailingMargin: horizontal[id, default: []].insert(1)
            case .centerX, .centerXWithinMargins: horizontal[id, default: []].insert(2)
            case .width: horizontal[id, default: []].insert(3)
            case .top, .topMargin, .firstBaseline: vertical[id, default: []].insert(0)
            case .bottom, .bottomMargin, .lastBaseline: vertical[id, default: []].insert(1)
            case .centerY, .centerYWithinMargins: vertical[id, default: []].insert(2)
            case .height: vertical[id, default: []].insert(3)
            case .notAnAttribute: break
            }
        }
        for v in views {
            for c in v.constraints where c.isActive && c.priority >= .required {
                note(c.firstItem, c.firstAttribute)
                // A relation between siblings places its first item from the second; one from a
                // superview (or its guide) to a subview places the subview.
                let firstOwner = (c.firstItem as? UILayoutGuide)?.owningView ?? (c.firstItem as? UIView)
                if let second = c.secondItem as? UIView, let firstOwner,
                    second.superview === firstOwner || second.isDescendant(of: firstOwner) && second !== firstOwner
                {
                    note(second, c.secondAttribute)
                }
            }
        }
        for v in views.dropFirst() where !v.translatesAutoresizingMaskIntoConstraints {
            let id = ObjectIdentifier(v)
            let freeWidth = (horizontal[id]?.count ?? 0) < 2, freeHeight = (vertical[id]?.count ?? 0) < 2
            guard freeWidth || freeHeight else { continue }
            var f = v.frame
            if freeWidth {
                let w = v.intrinsicContentSize.width
                if w >= 0, w.isFinite { f.size.width = w }
            }
            if freeHeight {
                let h = v.intrinsicContentSize(forLayoutWidth: f.width).height
                if h >= 0, h.isFinite { f.size.height = h }
            }
            if f != v.frame { v.frame = f }
        }
    }

    /// Lays the subtree out for drawing or fitting: intrinsic sizes where constraints leave an
    /// axis open, a constraint pass, the heights again at the widths it gave, and a second pass
    /// (the current pass places a view from its siblings' frames of the pass before).
    func galleyLayOutSubtree() {
        galleySizeUnsizedViewsToFit()
        layoutIfNeeded()
        galleySizeUnsizedViewsToFit()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// `systemLayoutSizeFitting`'s body: the width is the target's (laid out by the constraint
    /// pass at it), the height the longest vertical chain (see `VerticalFitting`). The view's
    /// frame is left as it was.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let saved = frame
        let width = target.width.isFinite && target.width >= 0 ? target.width : max(saved.width, 0)
        let height0 = saved.height.isFinite && saved.height > 0 ? saved.height : 44
        frame.size = CGSize(width: width, height: height0)
        galleyLayOutSubtree()
        var views: [UIView] = []
        var stack = [self]
        while let v = stack.popLast() {
            views.append(v)
            stack += v.subviews.reversed()
        }
        let height =
            fittedHeight(views: views, requiredOnly: false, vertical: vertical) ?? fittedHeight(views: views, requiredOnly: true, vertical: vertical)
            ?? height0
        frame = saved
        layoutIfNeeded()
        if vertical >= .required, target.height.isFinite { return CGSize(width: width, height: max(target.height, 0)) }
        return CGSize(width: width, height: max(height, 0))
    }

    private func fittedHeight(views: [UIView], requiredOnly: Bool, vertical: UILayoutPriority) -> CGFloat? {
        typealias Node = VerticalFitting.Node
        var g = VerticalFitting()
        func top(_ o: AnyObject) -> Node { Node(id: ObjectIdentifier(o), bottom: false) }
        func bottom(_ o: AnyObject) -> Node { Node(id: ObjectIdentifier(o), bottom: true) }
        let inTree = Set(views.map { ObjectIdentifier($0) })
        // A required height of its own beats a view's intrinsic height (hugging and compression
        // resistance are below required).
        var sizedByConstraint = Set<ObjectIdentifier>()
        for v in views {
            for c in v.constraints where c.isActive && c.priority >= .required && c.firstAttribute == .height && c.relation == .equal {
                if let item = c.firstItem { sizedByConstraint.insert(ObjectIdentifier(item)) }
            }
        }
        for v in views where v !== self {
            guard let parent = v.superview else { continue }
            if v.translatesAutoresizingMaskIntoConstraints {
                let f = v.frame
                let below = parent.bounds.height - f.maxY
                if v.autoresizingMask.contains(.flexibleHeight) {
                    g.equal(top(parent), top(v), f.minY - parent.bounds.minY)
                    g.equal(bottom(v), bottom(parent), below)
                } else if v.autoresizingMask.contains(.flexibleTopMargin) && !v.autoresizingMask.contains(.flexibleBottomMargin) {
                    g.equal(bottom(v), bottom(parent), below)
                    g.equal(top(v), bottom(v), f.height)
                } else {
                    g.equal(top(parent), top(v), f.minY - parent.bounds.minY)
                    g.equal(top(v), bottom(v), f.height)
                }
            } else {
                let h = v.intrinsicContentSize(forLayoutWidth: v.bounds.width).height
                if h != UIView.noIntrinsicMetric, h.isFinite, h >= 0, !sizedByConstraint.contains(ObjectIdentifier(v)) { g.equal(top(v), bottom(v), h) }
                // A view's height is never negative.
                g.add(top(v), bottom(v), 0)
            }
        }
        // An edge of an item: the node and the offset from it.
        func anchor(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> (Node, CGFloat)? {
            guard let item else { return nil }
            if let guide = item as? UILayoutGuide {
                guard let owner = guide.owningView, inTree.contains(ObjectIdentifier(owner)) else { return nil }
                switch guide.kind {
                case .margins:
                    let m = owner.layoutMargins
                    if attribute == .top { return (top(owner), m.top) }
                    if attribute == .bottom { return (bottom(owner), -m.bottom) }
                    return nil
                case .safeArea:
                    let s = owner.safeAreaInsets
                    if attribute == .top { return (top(owner), s.top) }
                    if attribute == .bottom { return (bottom(owner), -s.bottom) }
                    return nil
                case .custom, .separator:
                    if attribute == .top { return (top(guide), 0) }
                    if attribute == .bottom { return (bottom(guide), 0) }
                    return nil
                }
            }
            guard let view = item as? UIView, inTree.contains(ObjectIdentifier(view)) else { return nil }
            switch attribute {
            case .top: return (top(view), 0)
            case .bottom: return (bottom(view), 0)
            case .topMargin: return (top(view), view.layoutMargins.top)
            case .bottomMargin: return (bottom(view), -view.layoutMargins.bottom)
            case .firstBaseline, .lastBaseline:
                let size = CGSize(width: view.bounds.width, height: view.intrinsicContentSize(forLayoutWidth: view.bounds.width).height)
                guard let b = view.baselineOffsetsFromTop(forSize: size) else { return (bottom(view), 0) }
                return (top(view), attribute == .firstBaseline ? b.first : b.last)
            default: return nil
            }
        }
        for v in views {
            for c in v.constraints where c.isActive {
                if requiredOnly && c.priority < .required { continue }
                if c.priority <= vertical { continue }
                if c.firstAttribute == .height, c.secondItem == nil || c.secondAttribute == .notAnAttribute, let item = c.firstItem {
                    let (t, b) = (top(item), bottom(item))
                    switch c.relation {
                    case .equal: g.equal(t, b, c.constant)
                    case .greaterThanOrEqual: g.add(t, b, c.constant)
                    case .lessThanOrEqual: g.add(b, t, -c.constant)
                    }
                    continue
                }
                guard c.multiplier == 1, let (a, da) = anchor(c.firstItem, c.firstAttribute),
                    let (b, db) = anchor(c.secondItem, c.secondAttribute)
                else { continue }
                // a + da (rel) b + db + constant  ⇒  a (rel) b + (db + constant - da)
                let w = db + c.constant - da
                switch c.relation {
                case .equal: g.equal(b, a, w)
                case .greaterThanOrEqual: g.add(b, a, w)
                case .lessThanOrEqual: g.add(a, b, -w)
                }
            }
        }
        guard let result = g.longest(from: top(self), to: bottom(self)) else { return nil }
        guard let h = result else {
            if !requiredOnly { return nil }
            layoutDiagnostics.append("systemLayoutSizeFitting: the vertical constraints of \(type(of: self)) conflict; its height is kept")
            return nil
        }
        return h
    }
}
