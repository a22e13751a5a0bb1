import Galley
import Layout

/// A cell slot in a group, like UIKit's `NSCollectionLayoutItem`; Layout's `LayoutItem` is laid out.
@MainActor open class NSCollectionLayoutItem {
    /// The item's size relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets of the cell inside the item's slot (ignored on an estimated axis, as UIKit does).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item inside its group.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary views anchored to the item (badges).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { itemSupplementaryItems }
    let itemSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize` with no supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }

    /// An item of `layoutSize` with supplementary items (badges) anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize; itemSupplementaryItems = supplementaryItems
    }

    /// Layout's item.
    package var layoutItem: LayoutItem {
        var i = LayoutItem(layoutSize: layoutSize.layoutSize, supplementaryItems: supplementaryItems.map(\.layoutSupplementaryItem))
        i.contentInsets = contentInsets.galleyInsets
        i.edgeSpacing = edgeSpacing?.edgeSpacing
        return i
    }
}

/// Where a supplementary attaches to its item or group, like UIKit's `NSCollectionLayoutAnchor`.
@MainActor public final class NSCollectionLayoutAnchor {
    /// The edges the supplementary sits on (none: centered on that axis).
    public let edges: NSDirectionalRectEdge
    /// The offset: points, or a fraction of the supplementary's size.
    public let offset: CGPoint
    /// Whether the anchor's offset is in points rather than a fraction of the item's size.
    public let isAbsoluteOffset: Bool
    /// Whether the anchor's offset is a fraction of the item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// Aligned to `edges` (none: centered on that axis).
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

    /// Aligned to `edges`, moved `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges; offset = absoluteOffset; isAbsoluteOffset = true
    }

    /// Aligned to `edges`, moved by a fraction of the supplementary's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges; offset = fractionalOffset; isAbsoluteOffset = false
    }

    /// Layout's anchor.
    package var layoutAnchor: LayoutAnchor {
        var e: DirectionalRectEdge = []
        if edges.contains(.top) { e.insert(.top) }
        if edges.contains(.leading) { e.insert(.leading) }
        if edges.contains(.bottom) { e.insert(.bottom) }
        if edges.contains(.trailing) { e.insert(.trailing) }
        let p = Point(x: Double(offset.x), y: Double(offset.y))
        return isAbsoluteOffset ? LayoutAnchor(edges: e, absoluteOffset: p) : LayoutAnchor(edges: e, fractionalOffset: p)
    }
}

/// A supplementary view anchored to an item or group, like UIKit's
/// `NSCollectionLayoutSupplementaryItem` (a badge).
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked a view of (its supplementary view provider's `kind`).
    public let elementKind: String
    /// Where the supplementary item sits on its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Drawing order (1: above cells).
    public var zIndex: Int = 1

    /// A supplementary item of `elementKind` anchored to its container at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind; self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Unavailable in Galley: a supplementary item anchored by its own anchor to its container's.
    @available(
        *, unavailable,
        message: "Galley anchors a supplementary's own edges matching the container's: use init(layoutSize:elementKind:containerAnchor:) with an offset"
    )
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
    }

    /// Layout's supplementary item.
    package var layoutSupplementaryItem: LayoutSupplementaryItem {
        var s = LayoutSupplementaryItem(layoutSize: layoutSize.layoutSize, elementKind: elementKind, containerAnchor: containerAnchor.layoutAnchor)
        s.zIndex = zIndex
        return s
    }
}

/// Which side of its section a boundary supplementary sits on, like UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable, Hashable {
    /// No alignment.
    case none = 0
    /// An edge or corner of the section or layout.
    case top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Layout's alignment.
    package var rectAlignment: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }

    package init(_ a: RectAlignment) {
        switch a {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}

/// A header or footer of a section or of the whole layout, like UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which side of the section or layout the item sits on.
    public let alignment: NSRectAlignment
    /// Moves the view from its aligned place.
    public let offset: CGPoint
    /// Whether the section grows to make room (true) or the view overlaps the content.
    public var extendsBoundary = true
    /// Whether the view stays on screen while its section does (a sticky header).
    public var pinToVisibleBounds = false

    /// A boundary supplementary item of `elementKind` (a header or footer) aligned to the section or layout.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary supplementary item aligned to the section or layout, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment; offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
    }

    /// Layout's boundary supplementary item.
    package var layoutBoundaryItem: LayoutBoundarySupplementaryItem {
        var b = LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.layoutSize, elementKind: elementKind, alignment: alignment.rectAlignment,
            absoluteOffset: Point(x: Double(offset.x), y: Double(offset.y)))
        b.extendsBoundary = extendsBoundary
        b.pinToVisibleBounds = pinToVisibleBounds
        b.zIndex = zIndex
        b.contentInsets = contentInsets.galleyInsets
        return b
    }

    package convenience init(_ b: LayoutBoundarySupplementaryItem) {
        self.init(
            layoutSize: NSCollectionLayoutSize(b.layoutSize), elementKind: b.elementKind, alignment: NSRectAlignment(b.alignment),
            absoluteOffset: CGPoint(x: b.offset.x, y: b.offset.y))
        extendsBoundary = b.extendsBoundary; pinToVisibleBounds = b.pinToVisibleBounds; zIndex = b.zIndex
        contentInsets = NSDirectionalEdgeInsets(b.contentInsets)
    }
}

/// A view the layout adds behind a section, like UIKit's `NSCollectionLayoutDecorationItem`.
@MainActor public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind of the decoration view, as registered with the layout.
    public let elementKind: String
    /// Drawing order (backgrounds: -1, behind cells).
    public var zIndex: Int = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    /// A background spanning its section (moved in by `contentInsets`); the view registered for
    /// `elementKind` with the layout's `register(_:forDecorationViewOfKind:)` draws it.
    public static func background(elementKind: String) -> Self { Self(elementKind: elementKind) }

    /// Layout's decoration item.
    package var layoutDecorationItem: LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind, contentInsets: contentInsets.galleyInsets, zIndex: zIndex)
    }
}

/// A frame a custom group's provider returns, like UIKit's `NSCollectionLayoutGroupCustomItem`.
@MainActor public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, in the group's coordinates.
    public let frame: CGRect
    /// The item's order front to back; higher is in front.
    public let zIndex: Int

    /// An item at `frame`, in the group's coordinates.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame`, in the group's coordinates, at `zIndex`.
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }

    /// Layout's custom item.
    package var layoutCustomItem: LayoutGroupCustomItem {
        LayoutGroupCustomItem(
            frame: Rect(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height)),
            zIndex: zIndex)
    }
}
