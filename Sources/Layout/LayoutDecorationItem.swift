import Geometry

/// A view the layout adds that shows no data, like `NSCollectionLayoutDecorationItem`
/// (section backgrounds).
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The decoration's kind, which the renderer draws by.
    public var elementKind: String
    /// Insets of the decoration inside the section's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Backgrounds default to -1 so they draw behind cells.
    public var zIndex: Int = -1
    /// Corner radius a renderer gives the background (Galley addition; UIKit sets it on the view).
    public var cornerRadius: Double = 0
    /// Fill a renderer gives the background, when the layout decides it (Galley addition).
    public var color: Color? = nil

    /// A background behind the whole section, like `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    /// A decoration of `elementKind` spanning its section.
    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind; self.contentInsets = contentInsets; self.zIndex = zIndex
    }
}
