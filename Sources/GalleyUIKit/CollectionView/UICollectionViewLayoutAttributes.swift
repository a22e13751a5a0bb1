import Galley

/// Where an element of a collection view is, like UIKit's `UICollectionViewLayoutAttributes`.
@MainActor open class UICollectionViewLayoutAttributes {
    /// Cell, supplementary view or decoration view.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, a supplementary view (a header, footer or badge), or a decoration view.
        case cell, supplementaryView, decorationView
    }

    /// The frame rectangle of the element, in the collection view's coordinates.
    open var frame: CGRect
    /// The centre of the element's frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the element's frame.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's bounds: its frame's size at the origin. Read-only here (UIKit's can be set).
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// The element's position on the z-axis. Stored: Galley draws from its own layout, not from it.
    open var zIndex = 0
    /// The element's transparency. Stored: Galley draws from its own layout, not from it.
    open var alpha: CGFloat = 1
    /// Whether the element is hidden. Stored: Galley draws from its own layout, not from it.
    open var isHidden = false
    /// The index path of the element in the collection view.
    open var indexPath: Foundation.IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?

    /// Creates attributes for the cell at an index path, with a zero frame.
    public init(forCellWith indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// Creates attributes for a supplementary view of a kind at an index path, with a zero frame.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        frame = .zero
    }

    /// Creates attributes for a decoration view of a kind at an index path, with a zero frame.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        frame = .zero
    }
}
