import Constraints
import Galley

/// Auto Layout for a view hierarchy on the incremental Cassowary ``Solver``: the active
/// `NSLayoutConstraint`s of the hierarchy, the constraints UIKit generates (autoresizing masks,
/// intrinsic content size as hugging and compression resistance, layout guides, stack views) are
/// translated into linear constraints over each view's frame in the root's coordinates, solved,
/// and written back as frames relative to each superview.
///
/// One engine is kept per root (and one per view measured with `systemLayoutSizeFitting`). A pass
/// diffs the constraints it generates against the ones installed: a changed constant, a new root
/// width or a new fitting target removes and adds only those constraints, and the solver
/// re-optimises from its tableau. When a required constraint is refused the pass starts again
/// from an empty solver in the hierarchy's order, so the constraint UIKit's log names as broken
/// does not depend on the history of edits.
typealias LinearExpression = Constraints.Expression

@MainActor final class AutoLayoutEngine {
    /// A bound on the views one pass visits (a hierarchy is a tree; the bound only keeps a broken
    /// one from running forever).
    static let maximumViews = 1_000_000

    /// The frame of a view or layout guide as four unknowns, in the root's coordinates.
    final class Frame {
        let x: Variable, y: Variable, w: Variable, h: Variable
        init(_ name: String) {
            x = Variable(name + ".minX")
            y = Variable(name + ".minY")
            w = Variable(name + ".width")
            h = Variable(name + ".height")
        }
    }

    /// What a pass solves for.
    enum Mode {
        /// A layout pass: the root keeps its frame's size.
        case layout
        /// `systemLayoutSizeFitting`: the root's width and height held at the target at these priorities.
        case fitting(CGSize, Double, Double)
    }

    /// Who asked for a constraint (for UIKit's log).
    @MainActor enum Source {
        case user(NSLayoutConstraint)
        case generated(GeneratedKind, String)

        var description: String {
            switch self {
            case .user(let c): c.description
            case .generated(let kind, let text): "<\(kind.name) \(text)>"
            }
        }
    }

    /// The constraints UIKit generates, by the names its log gives them.
    enum GeneratedKind: Int {
        case autoresizing, contentSize, root, readable, stackSpacing, stackCanvas, stackAlignment, stackFillEqually
        case stackProportional, stackDistributing, stackHiding, stackCanvasFit

        var name: String {
            switch self {
            case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
            case .contentSize: "NSContentSizeLayoutConstraint"
            case .root: "UIView-Encapsulated-Layout"
            case .readable: "UIViewReadableContentGuide"
            case .stackSpacing: "UISV-spacing"
            case .stackCanvas: "UISV-canvas-connection"
            case .stackAlignment: "UISV-alignment"
            case .stackFillEqually: "UISV-fill-equally"
            case .stackProportional: "UISV-fill-proportionally"
            case .stackDistributing: "UISV-distributing"
            case .stackHiding: "UISV-hiding"
            case .stackCanvasFit: "UISV-canvas-fit"
            }
        }
    }

    struct TermKey: Hashable {
        var variable: ObjectIdentifier
        var coefficient: Double
    }

    /// A constraint's identity for the diff between passes.
    struct Key: Hashable {
        var origin: ObjectIdentifier?
        var kind: Int
        var terms: [TermKey]
        var constant: Double
        var relation: Relation
        var priority: Double

        /// The key with its constant set aside: constraints that differ by their constant only.
        var withoutConstant: Key {
            var k = self
            k.constant = 0
            return k
        }
    }

    struct Pending {
        var key: Key
        var expression: LinearExpression
        var relation: Relation
        var priority: Double
        var source: Source
        var views: [ObjectIdentifier]
    }

    private var solver = Solver()
    private var frames: [ObjectIdentifier: Frame] = [:]
    private var installed: [Key: Constraint] = [:]
    private var installedOrder: [Key] = []
    private var mustRebuild = true
    private(set) var diagnostics: [String] = []

    // State of the pass being built.
    private var pending: [Pending] = []
    private var pendingKeys: Set<Key> = []
    private var members: Set<ObjectIdentifier> = []
    private var usedSizes: [ObjectIdentifier: CGSize] = [:]
    private var solvedSizes: [ObjectIdentifier: CGSize] = [:]
    private var sizeViews: [ObjectIdentifier: UIView] = [:]
    private var root: UIView!

    init() {}

    /// The engine kept on `root`.
    static func engine(for root: UIView) -> AutoLayoutEngine {
        if let e = root.layoutEngine { return e }
        let e = AutoLayoutEngine()
        root.layoutEngine = e
        return e
    }

    // MARK: - Passes

    /// Solves the hierarchy under `root` and sets the frames of its views (the root keeps its own).
    func layout(_ root: UIView) {
        let views = hierarchy(root)
        let hasConstraints = views.contains { !$0.constraints.isEmpty || $0 is UIStackView }
        guard hasConstraints else {
            // Nothing to solve: frames are the autoresizing masks' (already applied by `frame`).
            root.layoutDiagnostics = []
            return
        }
        solve(root, views, mode: .layout)
        write(views, root: root)
        let constrained = views.filter { !$0.translatesAutoresizingMaskIntoConstraints && $0 !== root && frames[ObjectIdentifier($0)] != nil }
        let all = solver.ambiguity(
            of: constrained.flatMap { v -> [Variable] in
                let f = frames[ObjectIdentifier(v)]!
                return [f.x, f.w, f.y, f.h]
            })
        for (i, view) in constrained.enumerated() {
            let free = all[(4 * i)..<(4 * i + 4)].map { $0 }
            for (horizontal, isFree) in [(true, free[0] || free[1]), (false, free[2] || free[3])] where isFree {
                diagnostics.append(
                    "Ambiguous layout (\(horizontal ? "horizontal" : "vertical"), \(type(of: view))): its constraints leave its \(horizontal ? "x or width" : "y or height") free; it takes \(horizontal ? view.frame.minX : view.frame.minY), size \(horizontal ? view.frame.width : view.frame.height)"
                )
            }
        }
        root.layoutDiagnostics = diagnostics
    }

    /// The size `view`'s constraints give it at `target` (see `UIView.systemLayoutSizeFitting`).
    func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let views = hierarchy(view)
        func clamp(_ p: UILayoutPriority) -> Double { p.rawValue.isFinite ? min(max(Double(p.rawValue), 1), 1000) : 50 }
        solve(view, views, mode: .fitting(target, clamp(horizontal), clamp(vertical)))
        view.layoutDiagnostics = diagnostics
        guard let f = frames[ObjectIdentifier(view)] else { return target }
        return CGSize(width: Self.snap(solver.value(of: f.w)), height: Self.snap(solver.value(of: f.h)))
    }

    /// Whether `view`'s frame is left free by the constraints of the last pass.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard !view.translatesAutoresizingMaskIntoConstraints, let f = frames[ObjectIdentifier(view)] else { return false }
        return solver.ambiguity(of: [f.x, f.y, f.w, f.h]).contains(true)
    }

    /// The views under `root`, depth first, back to front (the order constraints are added in).
    private func hierarchy(_ root: UIView) -> [UIView] {
        var out: [UIView] = []
        var seen: Set<ObjectIdentifier> = []
        var stack = [root]
        while let v = stack.popLast(), out.count < Self.maximumViews {
            guard seen.insert(ObjectIdentifier(v)).inserted else { continue }
            out.append(v)
            stack += v.subviews.reversed()
        }
        return out
    }

    private func solve(_ root: UIView, _ views: [UIView], mode: Mode) {
        self.root = root
        diagnostics = []
        members = Set(views.map(ObjectIdentifier.init))
        solvedSizes = [:]
        // Up to four passes: a view whose intrinsic height depends on its width, or whose
        // baselines depend on its size, is given the size the previous pass solved (UIKit's two
        // passes; more only when a size keeps moving).
        for _ in 0..<4 {
            usedSizes = [:]
            sizeViews = [:]
            build(views, mode: mode)
            install()
            var settled = true
            for (id, used) in usedSizes {
                guard let f = frames[id] else { continue }
                let s = CGSize(width: solver.value(of: f.w), height: solver.value(of: f.h))
                solvedSizes[id] = s
                if abs(s.width - used.width) > 0.001 || abs(s.height - used.height) > 0.001 { settled = false }
            }
            if settled { break }
        }
    }

    // MARK: - Installing

    private func install() {
        if !mustRebuild {
            let stale = installedOrder.filter { !pendingKeys.contains($0) }
            // A constraint whose constant alone changed (the root's size after a frame change, a
            // user's `constant =`) keeps its place in the tableau: the solver moves its constant.
            if !stale.isEmpty {
                var added: [Key: Key] = [:]
                for p in pending where installed[p.key] == nil { added[p.key.withoutConstant] = p.key }
                var moved: [Key: Key] = [:]
                for key in stale {
                    guard let newKey = added.removeValue(forKey: key.withoutConstant), let c = installed[key] else { continue }
                    do { try solver.setConstant(newKey.constant, of: c) } catch {
                        mustRebuild = true
                        break
                    }
                    moved[key] = newKey
                }
                if !mustRebuild && !moved.isEmpty {
                    for (old, new) in moved {
                        installed[new] = installed.removeValue(forKey: old)
                    }
                    installedOrder = installedOrder.map { moved[$0] ?? $0 }
                }
            }
        }
        if !mustRebuild {
            let stale = installedOrder.filter { !pendingKeys.contains($0) }
            for key in stale {
                if let c = installed.removeValue(forKey: key) { try? solver.removeConstraint(c) }
            }
            if !stale.isEmpty { installedOrder.removeAll { installed[$0] == nil } }
            var failed = false
            for p in pending where installed[p.key] == nil {
                guard add(p, log: false) else {
                    failed = true
                    break
                }
            }
            if !failed { return }
        }
        // From scratch, in the hierarchy's order.
        solver = Solver()
        installed = [:]
        installedOrder = []
        mustRebuild = false
        for p in pending where installed[p.key] == nil {
            if !add(p, log: true) { mustRebuild = true }
        }
    }

    /// Adds one constraint; false when the solver refused it.
    private func add(_ p: Pending, log: Bool) -> Bool {
        let strength = p.priority >= 1000 ? Strength.required : Strength(priority: p.priority)
        let c = Constraint(p.expression, p.relation, strength: strength)
        do {
            try solver.addConstraint(c)
            installed[p.key] = c
            installedOrder.append(p.key)
            return true
        } catch {
            guard log else { return false }
            switch error {
            case .unsatisfiable: diagnostics.append(unsatisfiableMessage(p))
            default: diagnostics.append("Constraint not solved (\(error)): \(p.source.description)")
            }
            return false
        }
    }

    /// UIKit's console message for a required constraint it had to break.
    private func unsatisfiableMessage(_ broken: Pending) -> String {
        let involved = Set(broken.views)
        let related = pending.filter { p in
            p.priority >= 1000 && installed[p.key] != nil && p.views.contains(where: involved.contains)
        }
        let list = (related + [broken]).map { "    \"\($0.source.description)\"" }.joined(separator: ",\n")
        let autoresizing = (related + [broken]).contains {
            if case .generated(.autoresizing, _) = $0.source { return true }
            return false
        }
        return """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            """
                + (autoresizing
                    ? "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
                    : "")
                    + """

                    (
                    \(list)
                    )

                    Will attempt to recover by breaking constraint 
                    \(broken.source.description)

                    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
                    """
    }

    // MARK: - Writing frames

    /// A solved value without the solver's rounding noise: a value within a millionth of a point
    /// of a twelfth (device pixels at 1×, 2×, 3× and 4×) becomes that twelfth exactly, so a
    /// height of `20 + 61 / 3` stays below the next device pixel (rounding to a millionth made it
    /// 40.666667, one pixel taller once a layout rounds frames up to pixels); anything else is
    /// rounded to a millionth.
    static func snap(_ v: Double) -> CGFloat {
        let twelfths = (v * 12).rounded()
        if abs(v * 12 - twelfths) < 1.2e-5 { return twelfths == 0 ? 0 : twelfths / 12 }
        let r = (v * 1_000_000).rounded() / 1_000_000
        return r == 0 ? 0 : r
    }

    private func rootRect(_ f: Frame) -> CGRect {
        CGRect(
            x: Self.snap(solver.value(of: f.x)), y: Self.snap(solver.value(of: f.y)), width: Self.snap(solver.value(of: f.w)),
            height: Self.snap(solver.value(of: f.h)))
    }

    private func write(_ views: [UIView], root: UIView) {
        var placed: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): CGRect(origin: .zero, size: root.bounds.size)]
        for view in views {
            let id = ObjectIdentifier(view)
            if view !== root, let parent = view.superview, let f = frames[id], let p = placed[ObjectIdentifier(parent)] {
                let r = rootRect(f)
                let frame = CGRect(
                    x: r.origin.x - p.origin.x + parent.bounds.minX, y: r.origin.y - p.origin.y + parent.bounds.minY, width: r.size.width,
                    height: r.size.height)
                if frame != view.frame { view.frame = frame }
                placed[id] = r
            }
            guard let mine = placed[id] else { continue }
            for guide in view.layoutGuides {
                guard let g = frames[ObjectIdentifier(guide)] else { continue }
                let r = rootRect(g)
                // `origin` and `size`, not `minX` and `width`: a negative size stays as solved.
                guide.customFrame = CGRect(
                    x: r.origin.x - mine.origin.x + view.bounds.minX, y: r.origin.y - mine.origin.y + view.bounds.minY, width: r.size.width,
                    height: r.size.height)
            }
        }
    }

    // MARK: - Building the constraints of a pass

    func frame(_ item: AnyObject, _ name: @autoclosure () -> String) -> Frame {
        let id = ObjectIdentifier(item)
        if let f = frames[id] { return f }
        let f = Frame(name())
        frames[id] = f
        return f
    }

    func frame(of view: UIView) -> Frame { frame(view, "\(type(of: view))") }

    /// Adds `lhs relation rhs` to the pass.
    func emit(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double, source: Source, views: [UIView]) {
        let e = lhs - rhs
        var merged: [Term] = []
        var index: [ObjectIdentifier: Int] = [:]
        for t in e.terms {
            let id = ObjectIdentifier(t.variable)
            if let i = index[id] {
                merged[i].coefficient += t.coefficient
            } else {
                index[id] = merged.count
                merged.append(t)
            }
        }
        merged.removeAll { abs($0.coefficient) < 1e-12 }
        let expression = LinearExpression(merged, constant: e.constant)
        let origin: ObjectIdentifier?
        let kind: Int
        switch source {
        case .user(let c):
            origin = ObjectIdentifier(c)
            kind = -1
        case .generated(let k, _):
            origin = nil
            kind = k.rawValue
        }
        let key = Key(
            origin: origin, kind: kind, terms: merged.map { TermKey(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) },
            constant: e.constant, relation: relation, priority: priority)
        guard pendingKeys.insert(key).inserted else { return }
        pending.append(
            Pending(key: key, expression: expression, relation: relation, priority: priority, source: source, views: views.map(ObjectIdentifier.init)))
    }

    /// The size a pass assumes for `view` where a constraint depends on it nonlinearly (a
    /// wrapping height, a baseline): the previous pass's solution, else its frame.
    func assumedSize(of view: UIView) -> CGSize {
        let id = ObjectIdentifier(view)
        let s = solvedSizes[id] ?? view.bounds.size
        usedSizes[id] = s
        sizeViews[id] = view
        return s
    }

    private func build(_ views: [UIView], mode: Mode) {
        pending = []
        pendingKeys = []
        let rootFrame = frame(of: root)
        let rootName = "\(type(of: root))"
        emit(LinearExpression(rootFrame.x), .equal, 0, priority: 1000, source: .generated(.root, "\(rootName).minX == 0"), views: [root])
        emit(LinearExpression(rootFrame.y), .equal, 0, priority: 1000, source: .generated(.root, "\(rootName).minY == 0"), views: [root])
        switch mode {
        case .layout:
            let s = root.bounds.size
            emit(
                LinearExpression(rootFrame.w), .equal, LinearExpression(constant: s.width), priority: 1000,
                source: .generated(.root, "\(rootName).width == \(s.width)"), views: [root])
            emit(
                LinearExpression(rootFrame.h), .equal, LinearExpression(constant: s.height), priority: 1000,
                source: .generated(.root, "\(rootName).height == \(s.height)"), views: [root])
        case .fitting(let target, let hp, let vp):
            if target.width.isFinite {
                emit(
                    LinearExpression(rootFrame.w), .equal, LinearExpression(constant: target.width), priority: hp,
                    source: .generated(.root, "\(rootName).width == \(target.width) @\(hp)"), views: [root])
            }
            if target.height.isFinite {
                emit(
                    LinearExpression(rootFrame.h), .equal, LinearExpression(constant: target.height), priority: vp,
                    source: .generated(.root, "\(rootName).height == \(target.height) @\(vp)"), views: [root])
            }
        }
        // Each view's own constraints first, then the ones between views: a chain of views (a
        // deep stack) then substitutes short rows into new ones instead of substituting each
        // size into every row of the chain (quadratic rather than cubic).
        for view in views {
            if view !== root, let parent = view.superview {
                if view.translatesAutoresizingMaskIntoConstraints {
                    autoresizing(view, parent)
                } else {
                    contentSize(view)
                }
            } else if view === root, case .fitting = mode, !view.translatesAutoresizingMaskIntoConstraints {
                contentSize(view)
            }
        }
        for view in views {
            if let guide = view.storedReadableContentGuide { readable(guide, of: view) }
            if let stack = view as? UIStackView { stackConstraints(stack) }
            for c in view.constraints { user(c) }
        }
    }

    /// The autoresizing mask as constraints: the fixed parts keep their lengths and the flexible
    /// ones share the superview's change in proportion, as UIKit's autoresizing does.
    private func autoresizing(_ view: UIView, _ parent: UIView) {
        let f = frame(of: view), p = frame(of: parent)
        let mask = view.autoresizingMask
        let name = "\(type(of: view))"
        let r = view.frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
        func axis(
            _ origin: CGFloat, _ size: CGFloat, _ total: CGFloat, _ pos: Variable, _ len: Variable, _ parentPos: Variable, _ parentLen: Variable,
            lead: Bool, mid: Bool, trail: Bool, _ label: (String, String)
        ) {
            let parts = [origin, size, total - origin - size]
            let flexible = [lead, mid, trail]
            let count = flexible.filter { $0 }.count
            let fixedSum = (0..<3).filter { !flexible[$0] }.map { parts[$0] }.reduce(0, +)
            let flexSum = (0..<3).filter { flexible[$0] }.map { parts[$0] }.reduce(0, +)
            func part(_ i: Int) -> LinearExpression {
                guard flexible[i] else { return LinearExpression(constant: parts[i]) }
                let k = flexSum != 0 ? parts[i] / flexSum : 1 / Double(count)
                return LinearExpression(parentLen) * k + LinearExpression(constant: -k * fixedSum)
            }
            emit(
                LinearExpression(pos) - parentPos, .equal, part(0), priority: 1000, source: .generated(.autoresizing, "\(name).\(label.0) == \(origin)"),
                views: [view, parent])
            emit(
                LinearExpression(len), .equal, part(1), priority: 1000, source: .generated(.autoresizing, "\(name).\(label.1) == \(size)"),
                views: [view, parent])
        }
        axis(
            r.minX, r.width, parent.bounds.width, f.x, f.w, p.x, p.w, lead: mask.contains(.flexibleLeftMargin), mid: mask.contains(.flexibleWidth),
            trail: mask.contains(.flexibleRightMargin), ("minX", "width"))
        axis(
            r.minY, r.height, parent.bounds.height, f.y, f.h, p.y, p.h, lead: mask.contains(.flexibleTopMargin), mid: mask.contains(.flexibleHeight),
            trail: mask.contains(.flexibleBottomMargin), ("minY", "height"))
    }

    /// Intrinsic content size as UIKit's content-size constraints: `size <= intrinsic` at the
    /// hugging priority and `size >= intrinsic` at the compression resistance priority.
    private func contentSize(_ view: UIView) {
        var size = view.intrinsicContentSize
        if view.intrinsicContentSizeDependsOnLayoutWidth {
            let width = assumedSize(of: view).width
            if width > 0 { size.height = view.intrinsicContentSize(forLayoutWidth: width).height }
        }
        let f = frame(of: view)
        let name = "\(type(of: view))"
        for (axis, value, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, f.w), (.vertical, size.height, f.h)] {
            guard value.isFinite, value >= 0 else { continue }
            let label = axis == .horizontal ? "width" : "height"
            let hug = Self.priority(view.contentHuggingPriority(for: axis))
            let resist = Self.priority(view.contentCompressionResistancePriority(for: axis))
            emit(
                LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: value), priority: hug,
                source: .generated(.contentSize, "\(name).\(label) <= \(value) hug:=\(hug)"), views: [view])
            emit(
                LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: value), priority: resist,
                source: .generated(.contentSize, "\(name).\(label) >= \(value) compressionResistance:=\(resist)"), views: [view])
        }
    }

    static func priority(_ p: UILayoutPriority) -> Double {
        guard p.rawValue.isFinite else { return 1000 }
        return min(max(Double(p.rawValue), 1), 1000)
    }

    /// The readable content guide: centred in the margins, as wide as they are up to 672 points.
    private func readable(_ guide: UILayoutGuide, of view: UIView) {
        let g = frame(guide, "\(type(of: view)).readableContentGuide")
        guard let m = rect(of: view.layoutMarginsGuide) else { return }
        let s = { (text: String) in Source.generated(.readable, text) }
        emit(LinearExpression(g.x), .greaterThanOrEqual, m.x, priority: 1000, source: s("leading >= margins.leading"), views: [view])
        emit(g.x + g.w, .lessThanOrEqual, m.x + m.w, priority: 1000, source: s("trailing <= margins.trailing"), views: [view])
        emit(
            LinearExpression(g.w), .lessThanOrEqual, LinearExpression(constant: UIView.readableWidth), priority: 1000, source: s("width <= 672"), views: [view])
        emit(LinearExpression(g.w), .equal, LinearExpression(constant: UIView.readableWidth), priority: 999, source: s("width == 672 @999"), views: [view])
        emit(LinearExpression(g.x) + g.w * 0.5, .equal, m.x + m.w * 0.5, priority: 1000, source: s("centerX == margins.centerX"), views: [view])
        emit(LinearExpression(g.y), .equal, m.y, priority: 1000, source: s("top == margins.top"), views: [view])
        emit(LinearExpression(g.h), .equal, m.h, priority: 1000, source: s("height == margins.height"), views: [view])
    }

    // MARK: - Items and attributes

    /// An item's frame as expressions in the root's coordinates.
    struct RectExpression {
        var x: LinearExpression, y: LinearExpression, w: LinearExpression, h: LinearExpression
    }

    private func inset(_ f: Frame, _ i: UIEdgeInsets) -> RectExpression {
        RectExpression(
            x: f.x + Double(i.left), y: f.y + Double(i.top), w: f.w - Double(i.left + i.right), h: f.h - Double(i.top + i.bottom))
    }

    /// The rectangle of a view or guide of this pass's hierarchy (nil: outside it).
    func rect(of item: AnyObject) -> RectExpression? {
        if let view = item as? UIView {
            guard members.contains(ObjectIdentifier(view)) else { return nil }
            let f = frame(of: view)
            return RectExpression(x: LinearExpression(f.x), y: LinearExpression(f.y), w: LinearExpression(f.w), h: LinearExpression(f.h))
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, members.contains(ObjectIdentifier(owner)) else { return nil }
        let o = frame(of: owner)
        switch guide.kind {
        case .safeArea: return inset(o, owner.safeAreaInsets)
        case .margins: return inset(o, owner.effectiveMarginInsets)
        case .separator:
            let r = guide.customFrame
            return RectExpression(
                x: o.x + Double(r.minX), y: o.y + Double(r.minY), w: LinearExpression(constant: r.width), h: LinearExpression(constant: r.height))
        case .custom, .readable:
            let g = frame(guide, "\(type(of: owner)).\(guide.identifier.isEmpty ? "layoutGuide" : guide.identifier)")
            return RectExpression(x: LinearExpression(g.x), y: LinearExpression(g.y), w: LinearExpression(g.w), h: LinearExpression(g.h))
        }
    }

    enum AttributeClass {
        case horizontalPosition, verticalPosition, size
    }

    static func attributeClass(_ a: NSLayoutConstraint.Attribute) -> AttributeClass? {
        switch a {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: return .verticalPosition
        case .width, .height: return .size
        case .notAnAttribute: return nil
        }
    }

    static func isLeftRight(_ a: NSLayoutConstraint.Attribute) -> Bool { [.left, .right, .leftMargin, .rightMargin].contains(a) }
    static func isLeadingTrailing(_ a: NSLayoutConstraint.Attribute) -> Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a) }

    private static func owner(_ item: AnyObject) -> UIView? { NSLayoutConstraint.view(of: item) }

    /// The value of an attribute of an item, in the root's coordinates.
    func attribute(_ a: NSLayoutConstraint.Attribute, of item: AnyObject) -> LinearExpression? {
        let owner = Self.owner(item)
        let rtl = owner?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let margins: Bool = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ].contains(a)
        let r: RectExpression?
        if margins, let view = item as? UIView {
            r = rect(of: view.layoutMarginsGuide)
        } else {
            r = rect(of: item)
        }
        guard let r else { return nil }
        switch a {
        case .left, .leftMargin: return r.x
        case .right, .rightMargin: return r.x + r.w
        case .leading, .leadingMargin: return rtl ? r.x + r.w : r.x
        case .trailing, .trailingMargin: return rtl ? r.x : r.x + r.w
        case .centerX, .centerXWithinMargins: return r.x + r.w * 0.5
        case .top, .topMargin: return r.y
        case .bottom, .bottomMargin: return r.y + r.h
        case .centerY, .centerYWithinMargins: return r.y + r.h * 0.5
        case .width: return r.w
        case .height: return r.h
        case .firstBaseline, .lastBaseline: return baseline(a == .firstBaseline, of: item) ?? (r.y + r.h)
        case .notAnAttribute: return nil
        }
    }

    /// A view's first or last baseline: its baseline view's offsets at the size it is assumed to
    /// have (the last from the bottom, so it follows the height); the bottom edge for a view
    /// without a baseline.
    func baseline(_ first: Bool, of item: AnyObject) -> LinearExpression? {
        guard let view = item as? UIView else { return nil }
        var target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if !members.contains(ObjectIdentifier(target)) || !target.isDescendant(of: view) { target = view }
        let f = frame(of: target)
        guard let offsets = target.baselineOffsetsFromTop(forSize: assumedSize(of: target)), offsets.first.isFinite, offsets.last.isFinite else {
            return f.y + f.h
        }
        if first { return f.y + Double(offsets.first) }
        return f.y + f.h + LinearExpression(constant: -Double(assumedSize(of: target).height - offsets.last))
    }

    /// One `NSLayoutConstraint`, relative to its holder's coordinates (so multipliers scale
    /// positions from the holder's origin, as UIKit's do).
    private func user(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem, let firstView = Self.owner(first) else { return }
        let holder = c.holder ?? firstView
        let firstClass = Self.attributeClass(c.firstAttribute)
        let secondClass = c.secondItem == nil ? nil : Self.attributeClass(c.secondAttribute)
        let misuse = { (reason: String) in
            let m = UIKitMisuse(reason, call: "NSLayoutConstraint.isActive", exceptionName: "NSInvalidArgumentException")
            if !holder.misuses.contains(m) { holder.misuses.append(m) }
        }
        guard let firstClass else {
            misuse("Invalid pairing of layout attributes: a constraint needs a first attribute (\(c.description))")
            return
        }
        if let second = c.secondItem {
            guard let secondClass, secondClass == firstClass || (firstClass == .size && secondClass == .size) else {
                misuse("Invalid pairing of layout attributes (\(c.description))")
                return
            }
            _ = second
            if (Self.isLeftRight(c.firstAttribute) && Self.isLeadingTrailing(c.secondAttribute))
                || (Self.isLeadingTrailing(c.firstAttribute) && Self.isLeftRight(c.secondAttribute))
            {
                misuse("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
                return
            }
        } else if firstClass != .size {
            misuse(
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
            )
            return
        }
        var constant = Double(c.constant)
        if let m = c.systemSpacingMultiplier {
            var spacing = Double(UIView.systemSpacing)
            if [.firstBaseline, .lastBaseline].contains(c.firstAttribute), [.firstBaseline, .lastBaseline].contains(c.secondAttribute),
                let s = firstView.forFirstBaselineLayout.baselineSystemSpacing, s.isFinite
            {
                spacing = Double(s)
            }
            constant = Double(m) * spacing
        }
        if Self.isLeadingTrailing(c.firstAttribute), firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Leading and trailing constants point toward the trailing edge: left in right to left.
            constant = -constant
        }
        guard constant.isFinite, c.multiplier.isFinite else {
            let m = UIKitMisuse(
                "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(c.constant) multiplier:\(c.multiplier) \(c.description)",
                call: "NSLayoutConstraint.constant", exceptionName: "NSInternalInconsistencyException")
            if !holder.misuses.contains(m) { holder.misuses.append(m) }
            diagnostics.append("Constraint not solved (its constant or multiplier is not finite): \(c.description)")
            return
        }
        guard c.priority.rawValue.isFinite else {
            diagnostics.append("Constraint not solved (its priority is not finite): \(c.description)")
            return
        }
        guard var lhs = attribute(c.firstAttribute, of: first) else {
            diagnostics.append("Constraint not solved (its first item is not in this hierarchy): \(c.description)")
            return
        }
        var rhs = LinearExpression(constant: constant)
        var views: [UIView] = [firstView]
        if let second = c.secondItem {
            guard var s = attribute(c.secondAttribute, of: second) else {
                diagnostics.append("Constraint not solved (its second item is not in this hierarchy): \(c.description)")
                return
            }
            if let v = Self.owner(second) { views.append(v) }
            if firstClass != .size, members.contains(ObjectIdentifier(holder)) {
                // Positions are measured from the holder's bounds origin.
                let h = frame(of: holder)
                let origin = firstClass == .horizontalPosition ? h.x : h.y
                lhs = lhs - origin
                s = s - origin
            }
            rhs = s * Double(c.multiplier) + rhs
        }
        emit(lhs, Self.relation(c.relation), rhs, priority: Self.priority(c.priority), source: .user(c), views: views)
    }

    static func relation(_ r: NSLayoutConstraint.Relation) -> Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
