import Geometry

/// Edges of a rectangle named by leading/trailing, like `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading edge (left in left-to-right).
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item attaches to its container, like `NSCollectionLayoutAnchor`.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the supplementary's matching edges align to; none centers it on that axis.
    public var edges: DirectionalRectEdge
    /// Offset in points, or as a fraction of the supplementary's size when `isFractionalOffset`.
    public var offset: Point
    /// True when `offset` is a fraction of the supplementary's own size.
    public var isFractionalOffset: Bool

    /// An anchor on `edges`, moved by `absoluteOffset` points (x toward trailing).
    public init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges; self.offset = absoluteOffset; self.isFractionalOffset = false
    }

    /// An anchor on `edges`, moved by a fraction of the supplementary's own size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges; self.offset = fractionalOffset; self.isFractionalOffset = true
    }
}

/// A supplementary view attached to an item or group, like `NSCollectionLayoutSupplementaryItem`
/// (a badge on a cell).
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The supplementary's size relative to its container.
    public var layoutSize: LayoutSize
    /// The kind the renderer makes a view for.
    public var elementKind: String
    /// Where it attaches to its item or group.
    public var containerAnchor: LayoutAnchor
    /// Drawing order (default 1: above cells).
    public var zIndex: Int = 1

    /// A supplementary of `elementKind` anchored to its container.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize; self.elementKind = elementKind; self.containerAnchor = containerAnchor
    }
}

/// Where a boundary supplementary sits around its section (or the whole layout),
/// like `NSRectAlignmentEdge` values used by UIKit.
public enum RectAlignment: String, Hashable, Sendable {
    case top, topLeading, topTrailing
    case bottom, bottomLeading, bottomTrailing
    case leading, trailing
    case none

    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    var isSide: Bool { self == .leading || self == .trailing }
}

/// A header or footer for a section or the whole layout,
/// like `NSCollectionLayoutBoundarySupplementaryItem`.
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// The supplementary's size relative to its container.
    public var layoutSize: LayoutSize
    /// The kind the renderer makes a view for.
    public var elementKind: String
    /// Which side of the section it sits on.
    public var alignment: RectAlignment
    /// Moves the view from its aligned place (x toward trailing, y down).
    public var offset: Point
    /// When true (the default) the section grows to make room; when false the view overlaps content.
    ///
    /// The boundary moves along the alignment: top and bottom (and the corners, which extend
    /// along the scroll axis) lengthen the section; leading and trailing move the content
    /// across by the view's width, and the section is at least as long as the view. In a
    /// horizontal layout the same holds with the axes exchanged (leading/trailing and the
    /// corners lengthen the section; top and bottom move the content down or up).
    public var extendsBoundary: Bool = true
    /// Keeps the view on screen while its section is (a sticky header).
    public var pinToVisibleBounds: Bool = false
    /// Drawing order (default 1: above cells).
    public var zIndex: Int = 1
    /// Insets of the view inside its slot (ignored on an estimated axis).
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// A header/footer of `elementKind` aligned to a side of its section.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero) {
        self.layoutSize = layoutSize; self.elementKind = elementKind; self.alignment = alignment; self.offset = absoluteOffset
    }
}

/// The common element kinds, like `UICollectionView.elementKindSectionHeader`.
public enum ElementKind {
    /// Section headers (shown when the section content has one).
    public static let sectionHeader = "header"
    /// Section footers (shown when the section content has one).
    public static let sectionFooter = "footer"
    /// A header of the whole layout.
    public static let layoutHeader = "layout-header"
    /// A footer of the whole layout.
    public static let layoutFooter = "layout-footer"
    /// Separator lines drawn by list sections.
    public static let separator = "separator"
    /// The background a grouped or inset-grouped list section draws behind its cells.
    public static let listSectionBackground = "list-section-background"
}
