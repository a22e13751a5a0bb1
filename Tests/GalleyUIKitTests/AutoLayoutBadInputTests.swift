import Foundation
import GalleyUIKit
import Testing

// Bad input to Auto Layout: UIKit's log or UIKit's exception message, a drawn result, never a
// crash or a hang.

@MainActor
@Suite struct AutoLayoutBadInputTests {
    func host() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600)) }

    @Test func conflictingRequiredConstraintsBreakOneAndLogIt() {
        let r = host(), v = UIView()
        constrained(r, v)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
        ])
        r.layoutIfNeeded()
        // The later constraint is broken; the layout is drawn without it.
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        let log = r.layoutDiagnostics.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") }
        #expect(log != nil)
        #expect(log?.contains("Will attempt to recover by breaking constraint \n\(wide.description)") == true)
        #expect(log?.contains(narrow.description) == true)
        #expect(log?.contains("UIViewAlertForUnsatisfiableConstraints") == true)
        // The same log on every pass (the result does not depend on the history of edits).
        r.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        r.layoutIfNeeded()
        #expect(v.frame.width == 100)
        #expect(r.layoutDiagnostics.filter { $0.hasPrefix("Unable to simultaneously") }.count == 1)
        // Deactivating the conflict clears it.
        wide.isActive = false
        r.layoutIfNeeded()
        #expect(r.layoutDiagnostics.isEmpty)
    }

    @Test func aConflictWithAnAutoresizingConstraintNamesIt() {
        let r = host(), v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        r.addSubview(v)
        v.widthAnchor.constraint(equalToConstant: 80).isActive = true
        r.layoutIfNeeded()
        let log = r.layoutDiagnostics.first ?? ""
        #expect(log.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(v.frame.width == 50)
    }

    @Test func ambiguityIsReported() {
        let r = host(), v = UIView(), w = UIView()
        constrained(r, v, w)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            w.leadingAnchor.constraint(greaterThanOrEqualTo: r.leadingAnchor, constant: 20), w.topAnchor.constraint(equalTo: r.topAnchor),
            w.widthAnchor.constraint(equalToConstant: 10), w.heightAnchor.constraint(equalToConstant: 10),
        ])
        r.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(w.hasAmbiguousLayout)
        #expect(
            r.layoutDiagnostics == [
                "Ambiguous layout (horizontal, UIView): its constraints leave its x or width free; it takes \(w.frame.minX), size 10.0"
            ])
    }

    @Test func aViewAddedToItselfIsUIKitsException() {
        let v = UIView()
        v.addSubview(v)
        #expect(v.superview == nil && v.subviews.isEmpty)
        #expect(
            v.misuses.map(\.description) == [
                "UIView.addSubview(_:): *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'"
            ])
    }

    @Test func aCycleOfSuperviewsIsRefused() {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        c.addSubview(a)
        #expect(a.superview == nil)
        #expect(c.subviews.isEmpty)
        #expect(c.misuses.count == 1)
        a.layoutIfNeeded()  // terminates
    }

    @Test func constraintsWithoutACommonAncestorAreUIKitsException() {
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(a.misuses.first?.reason.hasPrefix("Unable to activate constraint with anchors") == true)
        a.layoutIfNeeded()
    }

    @Test func nonFiniteConstantsAreRefusedNotSolved() {
        let r = host(), v = UIView()
        constrained(r, v)
        let bad = v.widthAnchor.constraint(equalToConstant: .nan)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: .infinity), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), bad,
        ])
        r.layoutIfNeeded()
        #expect(v.frame.height == 10)
        #expect(v.frame.minX.isFinite && v.frame.width.isFinite)
        #expect(r.misuses.contains { $0.reason.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.") })
        // A NaN multiplier and a NaN priority too.
        let m = v.widthAnchor.constraint(equalTo: r.widthAnchor, multiplier: .nan)
        m.isActive = true
        let p = v.heightAnchor.constraint(equalToConstant: 5)
        p.priority = UILayoutPriority(.nan)
        p.isActive = true
        r.layoutIfNeeded()
        #expect(v.frame.minY.isFinite)
        #expect(r.layoutDiagnostics.contains { $0.hasPrefix("Constraint not solved (its priority is not finite)") })
    }

    @Test func zeroAndNegativeSizesSolve() {
        let r = host(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.widthAnchor.constraint(equalToConstant: -20), v.heightAnchor.constraint(equalToConstant: 0),
        ])
        r.layoutIfNeeded()
        #expect(v.frame.size == CGSize(width: -20, height: 0))
        let empty = UIView(frame: .zero)
        #expect(empty.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
    }

    @Test func invalidAttributePairsAreUIKitsException() {
        let r = host(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive =
            true
        NSLayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: r, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: r, attribute: .top, multiplier: 1, constant: 0).isActive = true
        r.layoutIfNeeded()
        let reasons = (r.misuses + v.misuses).map(\.reason)
        #expect(reasons.contains { $0.hasPrefix("A multiplier of 0 or a nil second item together with a location") })
        #expect(
            reasons.contains(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
        #expect(reasons.contains { $0.hasPrefix("Invalid pairing of layout attributes") })
    }

    /// Ten thousand constrained subviews, each pinned to its superview, with intrinsic sizes:
    /// bounded time in a debug build, and an edit of the root's width re-solved from the tableau.
    @Test func tenThousandConstrainedSubviewsLayOutInBoundedTime() {
        let r = host()
        var views: [UIView] = []
        for i in 0..<10_000 {
            let v = SizedView(CGFloat(i % 50), 20)
            constrained(r, v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: CGFloat(i % 7)),
                v.trailingAnchor.constraint(lessThanOrEqualTo: r.trailingAnchor),
                v.topAnchor.constraint(equalTo: r.topAnchor, constant: CGFloat(i)),
            ])
            views.append(v)
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure { r.layoutIfNeeded() }
        #expect(views[9_999].frame == CGRect(x: 3, y: 9_999, width: 49, height: 20))
        #expect(r.layoutDiagnostics.isEmpty)
        #expect(elapsed < .seconds(60), "\(elapsed)")
        r.frame = CGRect(x: 0, y: 0, width: 30, height: 600)
        let again = clock.measure { r.layoutIfNeeded() }
        #expect(views[9_999].frame == CGRect(x: 3, y: 9_999, width: 27, height: 20))
        #expect(again < .seconds(60), "\(again)")
    }

    /// A deep stack is a chain: every view's position depends on all the sizes before it, so the
    /// tableau grows with the square of the depth (as in any simplex, UIKit's too). Bounded for
    /// a few hundred views in a debug build.
    @Test func aDeepStackLaysOutInBoundedTime() {
        let r = host()
        let s = UIStackView()
        s.axis = .vertical
        constrained(r, s)
        NSLayoutConstraint.activate([
            s.topAnchor.constraint(equalTo: r.topAnchor), s.leadingAnchor.constraint(equalTo: r.leadingAnchor),
            s.trailingAnchor.constraint(equalTo: r.trailingAnchor),
        ])
        for _ in 0..<200 { s.addArrangedSubview(SizedView(10, 2)) }
        let clock = ContinuousClock()
        let elapsed = clock.measure { r.layoutIfNeeded() }
        #expect(s.frame.height == 400)
        #expect(s.arrangedSubviews.last?.frame.minY == 398)
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }

    @Test func tenThousandAutoresizingSubviews() {
        let r = host()
        for i in 0..<10_000 { r.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i), width: 10, height: 1))) }
        let v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.subviews[9_999].trailingAnchor), v.topAnchor.constraint(equalTo: r.subviews[9_999].topAnchor),
            v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 5),
        ])
        r.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 9_999, width: 5, height: 5))
    }
}
