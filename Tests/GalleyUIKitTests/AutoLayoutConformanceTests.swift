import Foundation
import GalleyUIKit
import Testing

// Auto Layout conformance: constraint systems whose frames UIKit documents or the arithmetic
// gives, solved by the Cassowary engine behind `layoutIfNeeded()` and `systemLayoutSizeFitting`.

/// A view with a fixed intrinsic content size (what a label or an image view reports).
class SizedView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A one-line text stand-in: its baseline `baseline` points below its top at its intrinsic
/// height; the last baseline keeps its distance from the bottom.
final class BaselineView: SizedView, UIViewLayoutMeasurement {
    let baseline: CGFloat
    init(_ width: CGFloat, _ height: CGFloat, baseline: CGFloat) {
        self.baseline = baseline
        super.init(width, height)
    }
    required init?(coder: NSCoder) { nil }
    var measuresHeightForLayoutWidth: Bool { false }
    func measuredSize(forLayoutWidth width: CGFloat) -> CGSize { size }
    func measuredBaselineOffsets(forSize size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        (baseline, size.height - (self.size.height - baseline))
    }
}

/// A wrapping label stand-in: `textLength` characters of 7 points on lines of 20 points.
final class WrappingView: UIView, UIViewLayoutMeasurement {
    let textLength: CGFloat
    init(textLength: CGFloat) {
        self.textLength = textLength
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: textLength * 7, height: 20) }
    var measuresHeightForLayoutWidth: Bool { true }
    func measuredBaselineOffsets(forSize size: CGSize) -> (first: CGFloat, last: CGFloat)? { nil }
    func measuredSize(forLayoutWidth width: CGFloat) -> CGSize {
        CGSize(width: min(textLength * 7, width), height: (textLength * 7 / width).rounded(.up) * 20)
    }
}

@MainActor func constrained(_ root: UIView, _ views: UIView...) {
    for v in views {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
}

/// One row of the table: a hierarchy and the frames its views must get.
struct LayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let build: @MainActor @Sendable () -> (root: UIView, expected: [(UIView, CGRect)])
    var testDescription: String { name }
}

@MainActor private func root(_ width: CGFloat = 400, _ height: CGFloat = 600) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor private func stack(
    _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal, distribution: UIStackView.Distribution = .fill,
    alignment: UIStackView.Alignment = .fill, spacing: CGFloat = 0
) -> UIStackView {
    let s = UIStackView(arrangedSubviews: views)
    s.axis = axis
    s.distribution = distribution
    s.alignment = alignment
    s.spacing = spacing
    return s
}

/// A stack pinned to the root's top and leading at `width` (and `height` when given).
@MainActor private func pin(_ s: UIStackView, in r: UIView, width: CGFloat, height: CGFloat? = nil) {
    constrained(r, s)
    var c = [
        s.topAnchor.constraint(equalTo: r.topAnchor), s.leadingAnchor.constraint(equalTo: r.leadingAnchor), s.widthAnchor.constraint(equalToConstant: width),
    ]
    if let height { c.append(s.heightAnchor.constraint(equalToConstant: height)) }
    NSLayoutConstraint.activate(c)
}

let autoLayoutCases: [LayoutCase] = [
    LayoutCase(name: "pins to the edges with constants") {
        let r = root(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 16), v.trailingAnchor.constraint(equalTo: r.trailingAnchor, constant: -16),
            v.topAnchor.constraint(equalTo: r.topAnchor, constant: 20), v.heightAnchor.constraint(equalToConstant: 44),
        ])
        return (r, [(v, CGRect(x: 16, y: 20, width: 368, height: 44))])
    },
    LayoutCase(name: "centres in the superview") {
        let r = root(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: r.centerXAnchor), v.centerYAnchor.constraint(equalTo: r.centerYAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (r, [(v, CGRect(x: 150, y: 275, width: 100, height: 50))])
    },
    LayoutCase(name: "aspect ratio through a multiplier") {
        let r = root(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 200), v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        return (r, [(v, CGRect(x: 0, y: 0, width: 200, height: 112.5))])
    },
    LayoutCase(name: "a position multiplier scales from the superview's origin") {
        let r = root(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: r, attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: r, attribute: .bottom, multiplier: 0.5, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        return (r, [(v, CGRect(x: 50, y: 200, width: 100, height: 100))])
    },
    LayoutCase(name: "a required inequality beats an optional equality") {
        let r = root(), v = UIView()
        constrained(r, v)
        let wish = v.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(greaterThanOrEqualToConstant: 300), wish,
        ])
        return (r, [(v, CGRect(x: 0, y: 0, width: 300, height: 10))])
    },
    LayoutCase(name: "751 beats 750") {
        let r = root(), v = UIView()
        constrained(r, v)
        let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        cap.priority = UILayoutPriority(751)
        let wish = v.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor), v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            cap, wish,
        ])
        return (r, [(v, CGRect(x: 0, y: 0, width: 200, height: 10))])
    },
    LayoutCase(name: "the lower hugging priority stretches") {
        let r = root(), a = SizedView(100, 20), b = SizedView(80, 20)
        constrained(r, a, b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: r.trailingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor), b.topAnchor.constraint(equalTo: r.topAnchor),
        ])
        return (r, [(a, CGRect(x: 0, y: 0, width: 100, height: 20)), (b, CGRect(x: 110, y: 0, width: 290, height: 20))])
    },
    LayoutCase(name: "the lower compression resistance gives") {
        let r = root(150), a = SizedView(100, 20), b = SizedView(80, 20)
        constrained(r, a, b)
        a.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: r.trailingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor), b.topAnchor.constraint(equalTo: r.topAnchor),
        ])
        return (r, [(a, CGRect(x: 0, y: 0, width: 100, height: 20)), (b, CGRect(x: 110, y: 0, width: 40, height: 20))])
    },
    LayoutCase(name: "first baselines line up") {
        let r = root(), a = BaselineView(100, 30, baseline: 24), b = BaselineView(60, 20, baseline: 14)
        constrained(r, a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        return (r, [(a, CGRect(x: 0, y: 10, width: 100, height: 30)), (b, CGRect(x: 100, y: 20, width: 60, height: 20))])
    },
    LayoutCase(name: "a last baseline follows a stretched height") {
        let r = root(), a = BaselineView(100, 30, baseline: 24), b = BaselineView(60, 20, baseline: 14)
        constrained(r, a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
        ])
        // a's last baseline: 50 − (30 − 24) = 44; b's sits 14 below its top.
        return (r, [(a, CGRect(x: 0, y: 0, width: 100, height: 50)), (b, CGRect(x: 100, y: 30, width: 60, height: 20))])
    },
    LayoutCase(name: "a view without a baseline uses its bottom") {
        let r = root(), a = SizedView(50, 40), b = BaselineView(60, 20, baseline: 14)
        constrained(r, a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.topAnchor.constraint(equalTo: r.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        return (r, [(a, CGRect(x: 0, y: 0, width: 50, height: 40)), (b, CGRect(x: 50, y: 26, width: 60, height: 20))])
    },
    LayoutCase(name: "system spacing is 8 points") {
        let r = root(), a = SizedView(50, 20), b = SizedView(50, 20)
        constrained(r, a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: r.leadingAnchor, multiplier: 1), a.topAnchor.constraint(equalTo: r.topAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
        ])
        return (r, [(a, CGRect(x: 8, y: 0, width: 50, height: 20)), (b, CGRect(x: 74, y: 28, width: 50, height: 20))])
    },
    LayoutCase(name: "the margins guide") {
        let r = root(), v = UIView()
        r.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        constrained(r, v)
        let g = r.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        return (r, [(v, CGRect(x: 20, y: 10, width: 340, height: 560))])
    },
    LayoutCase(name: "margin attributes") {
        let r = root(), v = UIView()
        constrained(r, v)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: r, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: r, attribute: .topMargin, multiplier: 1, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(v, CGRect(x: 8, y: 8, width: 10, height: 10))])
    },
    LayoutCase(name: "the readable content guide is 672 points centred in the margins") {
        let r = root(1000), v = UIView()
        constrained(r, v)
        let g = r.readableContentGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(v, CGRect(x: 164, y: 8, width: 672, height: 10))])
    },
    LayoutCase(name: "the readable content guide is the margins when they are narrower") {
        let r = root(400), v = UIView()
        constrained(r, v)
        let g = r.readableContentGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: g.leadingAnchor), v.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            v.topAnchor.constraint(equalTo: g.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(v, CGRect(x: 8, y: 8, width: 384, height: 10))])
    },
    LayoutCase(name: "leading and trailing flip right to left") {
        let r = root(), v = UIView()
        r.semanticContentAttribute = .forceRightToLeft
        constrained(r, v)
        v.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 16), v.widthAnchor.constraint(equalToConstant: 100),
            v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(v, CGRect(x: 284, y: 0, width: 100, height: 10))])
    },
    LayoutCase(name: "left and right do not flip") {
        let r = root(), v = UIView()
        r.semanticContentAttribute = .forceRightToLeft
        constrained(r, v)
        v.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: r.leftAnchor, constant: 16), v.widthAnchor.constraint(equalToConstant: 100),
            v.topAnchor.constraint(equalTo: r.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(v, CGRect(x: 16, y: 0, width: 100, height: 10))])
    },
    LayoutCase(name: "an autoresizing sibling takes part") {
        let r = root(), fixed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50)), v = UIView()
        r.addSubview(fixed)
        constrained(r, v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5), v.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            v.widthAnchor.constraint(equalTo: fixed.widthAnchor), v.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 2),
        ])
        return (r, [(fixed, CGRect(x: 10, y: 10, width: 100, height: 50)), (v, CGRect(x: 115, y: 60, width: 100, height: 100))])
    },
    LayoutCase(name: "an autoresizing child follows a constrained parent") {
        let r = root(), parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        parent.addSubview(child)
        constrained(r, parent)
        NSLayoutConstraint.activate([
            parent.leadingAnchor.constraint(equalTo: r.leadingAnchor), parent.topAnchor.constraint(equalTo: r.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 300), parent.heightAnchor.constraint(equalToConstant: 200),
        ])
        return (r, [(parent, CGRect(x: 0, y: 0, width: 300, height: 200)), (child, CGRect(x: 10, y: 10, width: 280, height: 80))])
    },
    LayoutCase(name: "a custom layout guide spaces two views") {
        let r = root(), a = UIView(), b = UIView(), gap = UILayoutGuide()
        constrained(r, a, b)
        r.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: r.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor), b.trailingAnchor.constraint(equalTo: r.trailingAnchor),
            gap.topAnchor.constraint(equalTo: r.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: r.topAnchor), b.topAnchor.constraint(equalTo: r.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (r, [(a, CGRect(x: 0, y: 0, width: 100, height: 10)), (b, CGRect(x: 130, y: 0, width: 270, height: 10))])
    },
    // Stack views.
    LayoutCase(name: "stack fill: the lower hugging priority stretches") {
        let r = root(), a = SizedView(100, 20), b = SizedView(80, 20)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let s = stack([a, b], spacing: 10)
        pin(s, in: r, width: 300)
        return (
            r,
            [
                (s, CGRect(x: 0, y: 0, width: 300, height: 20)), (a, CGRect(x: 0, y: 0, width: 100, height: 20)),
                (b, CGRect(x: 110, y: 0, width: 190, height: 20)),
            ]
        )
    },
    LayoutCase(name: "stack fillEqually") {
        let r = root(), views = [SizedView(10, 20), SizedView(50, 20), SizedView(200, 20)]
        let s = stack(views, distribution: .fillEqually, spacing: 10)
        pin(s, in: r, width: 320)
        return (r, views.enumerated().map { ($1, CGRect(x: CGFloat($0) * 110, y: 0, width: 100, height: 20)) })
    },
    LayoutCase(name: "stack fillProportionally") {
        let r = root(), a = SizedView(100, 20), b = SizedView(200, 20)
        let s = stack([a, b], distribution: .fillProportionally, spacing: 30)
        pin(s, in: r, width: 630)
        return (r, [(a, CGRect(x: 0, y: 0, width: 200, height: 20)), (b, CGRect(x: 230, y: 0, width: 400, height: 20))])
    },
    LayoutCase(name: "stack equalSpacing") {
        let r = root(), views = [SizedView(50, 20), SizedView(50, 20), SizedView(50, 20)]
        let s = stack(views, distribution: .equalSpacing, spacing: 5)
        pin(s, in: r, width: 350)
        return (r, views.enumerated().map { ($1, CGRect(x: CGFloat($0) * 150, y: 0, width: 50, height: 20)) })
    },
    LayoutCase(name: "stack equalCentering") {
        let r = root(), a = SizedView(20, 20), b = SizedView(60, 20), c = SizedView(20, 20)
        let s = stack([a, b, c], distribution: .equalCentering, spacing: 5)
        pin(s, in: r, width: 300)
        return (
            r,
            [
                (a, CGRect(x: 0, y: 0, width: 20, height: 20)), (b, CGRect(x: 120, y: 0, width: 60, height: 20)),
                (c, CGRect(x: 280, y: 0, width: 20, height: 20)),
            ]
        )
    },
    LayoutCase(name: "stack alignment leading, center, trailing") {
        let r = root()
        var expected: [(UIView, CGRect)] = []
        for (i, (alignment, y)) in [(UIStackView.Alignment.top, CGFloat(0)), (.center, 40), (.bottom, 80)].enumerated() {
            let v = SizedView(30, 20)
            let s = stack([v], alignment: alignment)
            constrained(r, s)
            NSLayoutConstraint.activate([
                s.topAnchor.constraint(equalTo: r.topAnchor, constant: CGFloat(i) * 100), s.leadingAnchor.constraint(equalTo: r.leadingAnchor),
                s.widthAnchor.constraint(equalToConstant: 30), s.heightAnchor.constraint(equalToConstant: 100),
            ])
            expected.append((v, CGRect(x: 0, y: y, width: 30, height: 20)))
        }
        return (r, expected)
    },
    LayoutCase(name: "stack alignment leading hugs the tallest view") {
        let r = root(), a = SizedView(30, 20), b = SizedView(30, 50)
        let s = stack([a, b], alignment: .leading)
        pin(s, in: r, width: 60)
        return (
            r,
            [(s, CGRect(x: 0, y: 0, width: 60, height: 50)), (a, CGRect(x: 0, y: 0, width: 30, height: 20)), (b, CGRect(x: 30, y: 0, width: 30, height: 50))]
        )
    },
    LayoutCase(name: "stack alignment firstBaseline") {
        let r = root(), a = BaselineView(100, 30, baseline: 24), b = BaselineView(60, 20, baseline: 14)
        let s = stack([a, b], alignment: .firstBaseline)
        pin(s, in: r, width: 160)
        return (
            r,
            [
                (s, CGRect(x: 0, y: 0, width: 160, height: 30)), (a, CGRect(x: 0, y: 0, width: 100, height: 30)),
                (b, CGRect(x: 100, y: 10, width: 60, height: 20)),
            ]
        )
    },
    LayoutCase(name: "stack alignment lastBaseline") {
        let r = root(), a = BaselineView(100, 30, baseline: 24), b = BaselineView(60, 30, baseline: 10)
        let s = stack([a, b], alignment: .lastBaseline)
        pin(s, in: r, width: 160)
        // a's last baseline 24 from its top, b's 10: b sits 14 lower; the stack spans 0…44.
        return (
            r,
            [
                (s, CGRect(x: 0, y: 0, width: 160, height: 44)), (a, CGRect(x: 0, y: 0, width: 100, height: 30)),
                (b, CGRect(x: 100, y: 14, width: 60, height: 30)),
            ]
        )
    },
    LayoutCase(name: "a vertical stack with custom spacing and a hidden view") {
        let r = root(), a = SizedView(50, 20), hidden = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        hidden.isHidden = true
        let s = stack([a, hidden, b, c], axis: .vertical, alignment: .leading, spacing: 10)
        s.setCustomSpacing(4, after: a)
        s.setCustomSpacing(100, after: hidden)
        pin(s, in: r, width: 200)
        return (
            r,
            [
                (s, CGRect(x: 0, y: 0, width: 200, height: 74)), (a, CGRect(x: 0, y: 0, width: 50, height: 20)),
                (b, CGRect(x: 0, y: 24, width: 50, height: 20)), (c, CGRect(x: 0, y: 54, width: 50, height: 20)),
            ]
        )
    },
    LayoutCase(name: "a stack within its margins") {
        let r = root(), a = SizedView(50, 20)
        let s = stack([a], axis: .vertical)
        s.isLayoutMarginsRelativeArrangement = true
        s.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 6, trailing: 8)
        pin(s, in: r, width: 200)
        return (r, [(s, CGRect(x: 0, y: 0, width: 200, height: 30)), (a, CGRect(x: 12, y: 4, width: 180, height: 20))])
    },
    LayoutCase(name: "a row right to left starts at the right") {
        let r = root(), a = SizedView(50, 20), b = SizedView(50, 20)
        let s = stack([a, b], distribution: .fillEqually, spacing: 10)
        for v in [r, s, a, b] { v.semanticContentAttribute = .forceRightToLeft }
        pin(s, in: r, width: 210)
        // The stack's leading is the root's right edge.
        return (
            r,
            [
                (s, CGRect(x: 190, y: 0, width: 210, height: 20)), (a, CGRect(x: 110, y: 0, width: 100, height: 20)),
                (b, CGRect(x: 0, y: 0, width: 100, height: 20)),
            ]
        )
    },
    LayoutCase(name: "nested stacks") {
        let r = root(), icon = SizedView(40, 40), title = SizedView(120, 20), detail = SizedView(80, 16)
        let text = stack([title, detail], axis: .vertical, alignment: .leading, spacing: 2)
        let row = stack([icon, text], alignment: .center, spacing: 12)
        pin(row, in: r, width: 300)
        return (
            r,
            [
                (row, CGRect(x: 0, y: 0, width: 300, height: 40)), (icon, CGRect(x: 0, y: 0, width: 40, height: 40)),
                (text, CGRect(x: 52, y: 1, width: 248, height: 38)), (title, CGRect(x: 0, y: 0, width: 120, height: 20)),
                (detail, CGRect(x: 0, y: 22, width: 80, height: 16)),
            ]
        )
    },
]

@MainActor
@Suite struct AutoLayoutConformanceTests {
    @Test(arguments: autoLayoutCases)
    func solvesToTheKnownFrames(_ c: LayoutCase) {
        let (root, expected) = c.build()
        root.layoutIfNeeded()
        for (view, frame) in expected {
            #expect(abs(view.frame.minX - frame.minX) < 0.001 && abs(view.frame.minY - frame.minY) < 0.001, "\(type(of: view)) origin \(view.frame)")
            #expect(abs(view.frame.width - frame.width) < 0.001 && abs(view.frame.height - frame.height) < 0.001, "\(type(of: view)) size \(view.frame)")
            #expect(!view.hasAmbiguousLayout, "\(type(of: view)) is ambiguous")
        }
        #expect(root.layoutDiagnostics.isEmpty, "\(root.layoutDiagnostics)")
    }

    /// A cell-like container: a wrapping text 10 points inside, measured at a width.
    func card(textLength: CGFloat) -> (UIView, WrappingView) {
        let container = UIView()
        let text = WrappingView(textLength: textLength)
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            text.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        return (container, text)
    }

    @Test func fittingAtAWidthWrapsTheTextInTwoPasses() {
        let (container, _) = card(textLength: 30)
        // 30 × 7 = 210 points of text in 80: ceil(2.625) = 3 lines of 20.
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: 80))
        // A wider target: one line; then narrower again, 210 / 30 = 7 lines (the engine is reused).
        #expect(
            container.systemLayoutSizeFitting(
                CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 400, height: 40))
        #expect(
            container.systemLayoutSizeFitting(
                CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 50, height: 160))
    }

    @Test func compressedFittingIsTheContentsSize() {
        let container = UIView()
        let a = SizedView(100, 20)
        container.addSubview(a)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            a.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 5), a.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 110, height: 30))
        // Fitting does not move anything.
        #expect(a.frame == .zero)
        // The compressed size of the wrapping card: one line at its natural width.
        let (card, _) = card(textLength: 10)
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 90, height: 40))
    }

    @Test func layoutOfAWrappingViewUsesTheSolvedWidth() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 600))
        let (card, text) = card(textLength: 30)
        constrained(host, card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: host.leadingAnchor), card.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            card.topAnchor.constraint(equalTo: host.topAnchor),
        ])
        host.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(text.frame == CGRect(x: 10, y: 10, width: 80, height: 60))
        // A new width re-solves incrementally to the same answer as from scratch.
        host.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        host.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 40))
    }

    @Test func aChangedConstantIsSolvedAgain() {
        let r = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600)), v = UIView()
        constrained(r, v)
        let leading = v.leadingAnchor.constraint(equalTo: r.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, v.topAnchor.constraint(equalTo: r.topAnchor), v.widthAnchor.constraint(equalToConstant: 50),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        r.layoutIfNeeded()
        #expect(v.frame.minX == 10)
        leading.constant = 70
        r.layoutIfNeeded()
        #expect(v.frame.minX == 70)
        leading.isActive = false
        v.trailingAnchor.constraint(equalTo: r.trailingAnchor).isActive = true
        r.layoutIfNeeded()
        #expect(v.frame.minX == 350)
    }

    @Test func removingAnArrangedViewRelaysTheStack() {
        let r = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let a = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        let s = UIStackView(arrangedSubviews: [a, b])
        s.axis = .vertical
        s.alignment = .leading
        constrained(r, s)
        NSLayoutConstraint.activate([s.topAnchor.constraint(equalTo: r.topAnchor), s.leadingAnchor.constraint(equalTo: r.leadingAnchor)])
        r.layoutIfNeeded()
        #expect(s.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        s.insertArrangedSubview(c, at: 0)
        r.layoutIfNeeded()
        #expect(c.frame.minY == 0 && a.frame.minY == 20 && b.frame.minY == 40)
        s.removeArrangedSubview(a)
        #expect(a.superview === s)
        a.removeFromSuperview()
        b.removeFromSuperview()
        r.layoutIfNeeded()
        #expect(s.arrangedSubviews.count == 1)
        #expect(s.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    }
}
