import Galley

/// Where an element of a collection view is, like UIKit's `UICollectionViewLayoutAttributes`.
@MainActor open class UICollectionViewLayoutAttributes {
    /// Cell, supplementary view or decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var indexPath: Foundation.IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?

    public init(forCellWith indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        frame = .zero
    }

    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: Foundation.IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        frame = .zero
    }
}
