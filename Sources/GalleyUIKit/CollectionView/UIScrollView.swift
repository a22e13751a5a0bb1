import Galley

/// A view that scrolls its content, like UIKit's `UIScrollView`: the content offset is the
/// bounds' origin. Galley renders what the frame shows at the offset.
@MainActor open class UIScrollView: UIView {
    /// How the safe area adjusts the content inset, like UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// UIKit's behaviours: automatic, the scrollable axes, never, always. Galley adds the whole
        /// safe area for every behaviour but `never`.
        case automatic, scrollableAxes, never, always
    }

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a scroll view from an archive: Galley reads no archives, so this is an empty view
    /// with a zero frame that lets `required init?(coder:)` overrides compile.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// Sets the content offset (Galley does not animate).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// How the safe area adds to the content inset.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The content inset with the safe area added on every edge (for every behaviour but
    /// `.never`; UIKit's `.scrollableAxes` adds it only on the axes that scroll).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + s.top, left: contentInset.left + s.left, bottom: contentInset.bottom + s.bottom,
            right: contentInset.right + s.right)
    }
    /// Whether the user can scroll. Stored: Galley delivers no touches, and renders at `contentOffset`.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds. Stored: Galley delivers no touches.
    open var isPagingEnabled = false
    /// Whether vertical scrolling bounces past short content. Stored: Galley delivers no touches.
    open var alwaysBounceVertical = false
    /// Whether horizontal scrolling bounces past narrow content. Stored: Galley delivers no touches.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows while scrolling. Stored: Galley draws no indicators.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while scrolling. Stored: Galley draws no indicators.
    open var showsHorizontalScrollIndicator = true
}
