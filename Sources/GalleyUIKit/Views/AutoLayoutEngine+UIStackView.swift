import Constraints
import Galley

extension AutoLayoutEngine {
    /// The constraints a stack view generates for its arranged views, as UIKit's `UISV-…` ones:
    /// the ends pinned to the canvas (the bounds, or the margins), spacing between neighbours,
    /// the distribution's equalities and the alignment across the axis.
    func stackConstraints(_ stack: UIStackView) {
        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        guard !arranged.isEmpty else { return }
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement
        let rtl = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
        typealias A = NSLayoutConstraint.Attribute
        let start: A = horizontal ? .leading : .top, end: A = horizontal ? .trailing : .bottom
        let size: A = horizontal ? .width : .height, center: A = horizontal ? .centerX : .centerY
        let crossStart: A = horizontal ? .top : .leading, crossEnd: A = horizontal ? .bottom : .trailing
        let crossSize: A = horizontal ? .height : .width, crossCenter: A = horizontal ? .centerY : .centerX
        // Along the axis and across it, +1 where the attribute's end lies at larger coordinates.
        let along: Double = horizontal && rtl ? -1 : 1
        let across: Double = !horizontal && rtl ? -1 : 1
        func canvas(_ a: A) -> LinearExpression {
            guard margins else { return attribute(a, of: stack)! }
            let m: A =
                switch a {
                case .leading: .leadingMargin
                case .trailing: .trailingMargin
                case .top: .topMargin
                case .bottom: .bottomMargin
                case .centerX: .centerXWithinMargins
                case .centerY: .centerYWithinMargins
                default: a
                }
            if a == .width || a == .height {
                let r = rect(of: stack.layoutMarginsGuide)!
                return a == .width ? r.w : r.h
            }
            return attribute(m, of: stack)!
        }
        func of(_ a: A, _ v: UIView) -> LinearExpression { attribute(a, of: v)! }
        let name = "\(type(of: stack))"
        func source(_ kind: GeneratedKind, _ text: String) -> Source { .generated(kind, "\(name) \(text)") }
        func required(
            _ l: LinearExpression, _ r: Relation, _ rhs: LinearExpression, _ kind: GeneratedKind, _ text: String, _ views: [UIView], priority: Double = 1000
        ) {
            emit(l, r, rhs, priority: priority, source: source(kind, text), views: [stack] + views)
        }

        let visible = arranged.filter { !$0.isHidden }
        for v in arranged where v.isHidden {
            required(of(size, v), .equal, 0, .stackHiding, "hidden \(type(of: v)).\(size) == 0", [v])
            required(of(start, v), .equal, canvas(start), .stackHiding, "hidden \(type(of: v)).\(start) == canvas", [v], priority: 999)
            required(of(crossStart, v), .equal, canvas(crossStart), .stackHiding, "hidden \(type(of: v)).\(crossStart) == canvas", [v], priority: 999)
        }
        guard let first = visible.first, let last = visible.last else { return }

        // The ends.
        required(of(start, first), .equal, canvas(start), .stackCanvas, "\(type(of: first)).\(start) == canvas.\(start)", [first])
        required(of(end, last), .equal, canvas(end), .stackCanvas, "\(type(of: last)).\(end) == canvas.\(end)", [last])

        // Spacing between neighbours (between baselines in a baseline-relative column).
        let baselines = !horizontal && stack.isBaselineRelativeArrangement
        let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for (prev, next) in zip(visible, visible.dropFirst()) {
            let gap = Double(stack.resolvedSpacing(after: prev))
            let distance =
                baselines
                ? of(.firstBaseline, next) - of(.lastBaseline, prev)
                : (of(start, next) - of(end, prev)) * along
            required(
                distance, equalGaps ? .greaterThanOrEqual : .equal, LinearExpression(constant: gap), .stackSpacing,
                "\(type(of: next)).\(start) \(equalGaps ? ">=" : "==") \(type(of: prev)).\(end) + \(gap)", [prev, next])
        }

        // The distribution.
        switch stack.distribution {
        case .fill: break
        case .fillEqually:
            for v in visible.dropFirst() {
                required(of(size, v), .equal, of(size, first), .stackFillEqually, "\(type(of: v)).\(size) == \(type(of: first)).\(size)", [v, first])
            }
        case .fillProportionally:
            let intrinsic = visible.map { v -> Double in
                let s = v.intrinsicContentSize
                let x = Double(horizontal ? s.width : s.height)
                return x.isFinite && x > 0 ? x : 0
            }
            let total = intrinsic.reduce(0, +)
            guard total > 0 else { break }
            let spacingTotal = zip(visible, visible.dropFirst()).map { Double(stack.resolvedSpacing(after: $0.0)) }.reduce(0, +)
            for (v, x) in zip(visible, intrinsic) {
                let k = x / total
                required(
                    of(size, v), .equal, canvas(size) * k + LinearExpression(constant: -k * spacingTotal), .stackProportional,
                    "\(type(of: v)).\(size) == \(k) × (canvas − spacing)", [v], priority: 999)
            }
        case .equalSpacing:
            if visible.count > 2 {
                let gap0 = of(start, visible[1]) - of(end, visible[0])
                for i in 2..<visible.count {
                    let gap = of(start, visible[i]) - of(end, visible[i - 1])
                    required(gap, .equal, gap0, .stackDistributing, "gap \(i) == gap 1", [visible[i], visible[i - 1]])
                }
            }
        case .equalCentering:
            if visible.count > 2 {
                let d0 = of(center, visible[1]) - of(center, visible[0])
                for i in 2..<visible.count {
                    let d = of(center, visible[i]) - of(center, visible[i - 1])
                    required(d, .equal, d0, .stackDistributing, "centre distance \(i) == centre distance 1", [visible[i], visible[i - 1]], priority: 149)
                }
            }
        }

        // The alignment across the axis.
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
        for v in visible {
            let t = "\(type(of: v))"
            let inStart = (of(crossStart, v) - canvas(crossStart)) * across
            let inEnd = (canvas(crossEnd) - of(crossEnd, v)) * across
            switch alignment {
            case .fill:
                required(of(crossStart, v), .equal, canvas(crossStart), .stackAlignment, "\(t).\(crossStart) == canvas.\(crossStart)", [v])
                required(of(crossEnd, v), .equal, canvas(crossEnd), .stackAlignment, "\(t).\(crossEnd) == canvas.\(crossEnd)", [v])
            case .leading:
                required(of(crossStart, v), .equal, canvas(crossStart), .stackAlignment, "\(t).\(crossStart) == canvas.\(crossStart)", [v])
                required(inEnd, .greaterThanOrEqual, 0, .stackAlignment, "\(t).\(crossEnd) inside canvas", [v])
            case .trailing:
                required(of(crossEnd, v), .equal, canvas(crossEnd), .stackAlignment, "\(t).\(crossEnd) == canvas.\(crossEnd)", [v])
                required(inStart, .greaterThanOrEqual, 0, .stackAlignment, "\(t).\(crossStart) inside canvas", [v])
            case .center:
                required(of(crossCenter, v), .equal, canvas(crossCenter), .stackAlignment, "\(t).\(crossCenter) == canvas.\(crossCenter)", [v])
                required(inStart, .greaterThanOrEqual, 0, .stackAlignment, "\(t).\(crossStart) inside canvas", [v])
            case .firstBaseline, .lastBaseline:
                let a: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if v !== first {
                    required(of(a, v), .equal, of(a, first), .stackAlignment, "\(t).\(a) == \(type(of: first)).\(a)", [v, first])
                }
                required(inStart, .greaterThanOrEqual, 0, .stackAlignment, "\(t).\(crossStart) inside canvas", [v])
                required(inEnd, .greaterThanOrEqual, 0, .stackAlignment, "\(t).\(crossEnd) inside canvas", [v])
            }
            if alignment != .fill {
                // The canvas hugs the arranged views across the axis (weakly: below hugging).
                required(of(crossStart, v), .equal, canvas(crossStart), .stackCanvasFit, "\(t).\(crossStart) ≈ canvas", [v], priority: 25)
                required(of(crossEnd, v), .equal, canvas(crossEnd), .stackCanvasFit, "\(t).\(crossEnd) ≈ canvas", [v], priority: 25)
            }
        }
        _ = crossSize
    }
}
