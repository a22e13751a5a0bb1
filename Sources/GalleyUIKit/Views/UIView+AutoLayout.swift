import Galley

/// How a view's content is laid out in a right-to-left language, like UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the trait collection's layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback
    /// Directional controls (arrows, a D-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension NSLayoutConstraint {
    /// A layout axis, like UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right (or leading to trailing).
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

extension UIView {
    /// The value of an axis of `intrinsicContentSize` the view does not determine (-1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// The target size of `systemLayoutSizeFitting(_:)` for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The target size of `systemLayoutSizeFitting(_:)` for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// UIKit's standard spacing between sibling views and between a view and its superview's
    /// edge, used by `equalToSystemSpacingAfter` (8 points).
    static let systemSpacing: CGFloat = 8

    /// The readable width of UIKit at the default text size: the width of a comfortable line.
    static let readableWidth: CGFloat = 672

    /// The margins from the bounds in left and right terms, as the margins guide uses them: the
    /// layout margins, plus the safe area when `insetsLayoutMarginsFromSafeArea`, and no less
    /// than the superview's margins reach into the view when `preservesSuperviewLayoutMargins`.
    var effectiveMarginInsets: UIEdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveMarginInsets
            let f = frame.offsetBy(dx: -parent.bounds.minX, dy: -parent.bounds.minY)
            m.top = max(m.top, p.top - f.minY)
            m.left = max(m.left, p.left - f.minX)
            m.bottom = max(m.bottom, p.bottom - (parent.bounds.height - f.maxY))
            m.right = max(m.right, p.right - (parent.bounds.width - f.maxX))
        }
        return m
    }
}

/// The width-dependent sizing and baseline contract of Auto Layout for views defined outside
/// GalleyUIKit within this package (package members cannot be overridden across modules): a view
/// that conforms answers `intrinsicContentSizeDependsOnLayoutWidth`,
/// `intrinsicContentSize(forLayoutWidth:)` and `baselineOffsetsFromTop(forSize:)` through it.
/// GalleyUIKit's own views override those members instead.
@MainActor package protocol UIViewLayoutMeasurement: UIView {
    /// Whether the intrinsic height depends on the width the layout gives the view.
    var measuresHeightForLayoutWidth: Bool { get }
    /// The intrinsic size at a width.
    func measuredSize(forLayoutWidth width: CGFloat) -> CGSize
    /// The first and last baselines' distances from the top at a size (nil: none).
    func measuredBaselineOffsets(forSize size: CGSize) -> (first: CGFloat, last: CGFloat)?
}
