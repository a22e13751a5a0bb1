import Galley

/// A view that scrolls its content, like UIKit's `UIScrollView`: the content offset is the
/// bounds' origin. Galley renders what the frame shows at the offset.
@MainActor open class UIScrollView: UIView {
    /// How the safe area adjusts the content inset, like UIKit's.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
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
    /// The content inset with the safe area added (for `.automatic`, `.always` and the vertical
    /// axis of `.scrollableAxes`).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + s.top, left: contentInset.left + s.left, bottom: contentInset.bottom + s.bottom,
            right: contentInset.right + s.right)
    }
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
}
