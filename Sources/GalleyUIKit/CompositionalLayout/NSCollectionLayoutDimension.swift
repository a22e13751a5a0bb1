import Galley
import Layout

/// One axis of a layout size, like UIKit's `NSCollectionLayoutDimension`; Layout's
/// `LayoutDimension` resolves it.
@MainActor public final class NSCollectionLayoutDimension: CustomStringConvertible {
    /// Layout's dimension.
    package let layoutDimension: LayoutDimension

    package init(_ dimension: LayoutDimension) { layoutDimension = dimension }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(.fractionalWidth(Double(fractionalWidth))) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(.fractionalHeight(Double(fractionalHeight))) }
    /// A fixed length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(.absolute(Double(absoluteDimension))) }
    /// A length measured from the content (the value is the first estimate).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(.estimated(Double(estimatedDimension))) }
    /// A measured length all siblings in a group share (the largest).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    required init(_ d: LayoutDimension, _: Void = ()) { layoutDimension = d }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = layoutDimension { true } else { false } }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = layoutDimension { true } else { false } }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { if case .absolute = layoutDimension { true } else { false } }
    /// Whether the dimension is an estimate the content's size replaces.
    public var isEstimated: Bool { if case .estimated = layoutDimension { true } else { false } }
    /// Whether siblings take the largest size among them (an estimated dimension with uniform sizing).
    public var isUniformAcrossSiblings: Bool { layoutDimension.isUniformAcrossSiblings }
    /// The number the dimension carries (fraction, points or estimate).
    public var dimension: CGFloat { CGFloat(layoutDimension.value) }

    /// The dimension, for debugging.
    public nonisolated var description: String { "<NSCollectionLayoutDimension: \(layoutDimension)>" }
}

/// A width and a height dimension, like UIKit's `NSCollectionLayoutSize`.
@MainActor public final class NSCollectionLayoutSize {
    /// The width of the item, group or supplementary.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height of the item, group or supplementary.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `width` by `height`.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width; heightDimension = height
    }

    /// Layout's size.
    package var layoutSize: LayoutSize {
        LayoutSize(widthDimension: widthDimension.layoutDimension, heightDimension: heightDimension.layoutDimension)
    }

    package convenience init(_ size: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(size.widthDimension), heightDimension: NSCollectionLayoutDimension(size.heightDimension))
    }
}

/// Space between items, like UIKit's `NSCollectionLayoutSpacing`.
@MainActor public final class NSCollectionLayoutSpacing {
    /// Layout's spacing.
    package let layoutSpacing: LayoutSpacing

    package init(_ spacing: LayoutSpacing) { layoutSpacing = spacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points; the group's spare room is shared between flexible spaces.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }

    /// The spacing in points (the minimum for flexible spacing).
    public var spacing: CGFloat { CGFloat(layoutSpacing.minimum) }
    /// Whether the spacing may grow to fill the available space.
    public var isFlexibleSpacing: Bool { layoutSpacing.isFlexible }
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !layoutSpacing.isFlexible }
}

/// Space around an item inside its group, like UIKit's `NSCollectionLayoutEdgeSpacing`.
@MainActor public final class NSCollectionLayoutEdgeSpacing {
    /// The spacing before the item's leading edge (none when nil).
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the item (none when nil).
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the item's trailing edge (none when nil).
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the item (none when nil).
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with the given spacing on each edge (none where nil).
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?)
    {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }

    /// Layout's edge spacing.
    package var edgeSpacing: EdgeSpacing {
        EdgeSpacing(leading: leading?.layoutSpacing, top: top?.layoutSpacing, trailing: trailing?.layoutSpacing, bottom: bottom?.layoutSpacing)
    }

    package convenience init(_ e: EdgeSpacing) {
        self.init(
            leading: e.leading.map(NSCollectionLayoutSpacing.init), top: e.top.map(NSCollectionLayoutSpacing.init),
            trailing: e.trailing.map(NSCollectionLayoutSpacing.init), bottom: e.bottom.map(NSCollectionLayoutSpacing.init))
    }
}
