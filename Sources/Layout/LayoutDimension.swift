import Geometry

/// One axis of a layout size, like `NSCollectionLayoutDimension`.
///
/// Fractional dimensions are relative to the container (a group's content area, or a
/// section's content area for the top-level group). Estimated dimensions are resolved by
/// measuring the element; a laid-out frame never carries an estimate.
///
/// Resolution rules when a container's length is itself estimated on an axis:
/// - a subitem fractional on that same axis is self-sized (measured), then stretched to the
///   container's resolved length (so estimated rows take their tallest item's height);
/// - a subitem fractional of that axis on the *other* axis (a width of `.fractionalHeight` in
///   an estimated-height group) depends on what it determines: `LayoutError.unresolvableDimension`.
/// - `.uniformAcrossSiblings` subitems of one group all take the largest measured length.
public enum LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// A self-sizing length: the value is only the starting estimate; the measurer decides.
    case estimated(Double)
    /// A self-sizing length shared by all siblings: each takes the largest measured value.
    case uniformAcrossSiblings(estimate: Double)

    /// True for `.estimated` and `.uniformAcrossSiblings`: the length comes from measuring.
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// True for `.fractionalHeight`.
    var isFractionalHeight: Bool {
        if case .fractionalHeight = self { return true }
        return false
    }

    /// True for `.uniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The number the case carries.
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v):
            return v
        case .uniformAcrossSiblings(let v): return v
        }
    }

    public var description: String {
        switch self {
        case .fractionalWidth(let v): return "fractionalWidth(\(formatNumber(v)))"
        case .fractionalHeight(let v): return "fractionalHeight(\(formatNumber(v)))"
        case .absolute(let v): return "absolute(\(formatNumber(v)))"
        case .estimated(let v): return "estimated(\(formatNumber(v)))"
        case .uniformAcrossSiblings(let v): return "uniformAcrossSiblings(estimate: \(formatNumber(v)))"
        }
    }
}

/// A width and a height dimension, like `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    @inlinable public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension; self.heightDimension = heightDimension
    }

    public var description: String { "\(widthDimension) x \(heightDimension)" }
}

/// Space between items, like `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this much space.
    case fixed(Double)
    /// At least this much space; left-over room in the group is shared between flexible spaces.
    case flexible(Double)

    /// The fixed amount or the minimum of a flexible one.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// True for `.flexible`.
    public var isFlexible: Bool { if case .flexible = self { return true } else { return false } }
}

/// Space around an item inside its group, like `NSCollectionLayoutEdgeSpacing`.
public struct EdgeSpacing: Hashable, Sendable {
    /// Space before the item along a horizontal group (or beside it in a vertical one).
    public var leading: LayoutSpacing?
    /// Space above the item.
    public var top: LayoutSpacing?
    /// Space after the item along a horizontal group.
    public var trailing: LayoutSpacing?
    /// Space below the item.
    public var bottom: LayoutSpacing?

    /// Edge spacing; nil edges have none.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
