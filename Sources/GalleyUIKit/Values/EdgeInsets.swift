import Galley

/// Insets on leading and trailing edges, like UIKit's `NSDirectionalEdgeInsets`: leading is
/// left in left-to-right layouts and right in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Zero insets.
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets as UIKit prints them: `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    // MARK: Bridges

    /// Galley's directional insets.
    package var galleyInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    package init(_ insets: DirectionalEdgeInsets) {
        self.init(top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }
}

/// Insets on absolute edges, like UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Zero insets.
    public init() { top = 0; left = 0; bottom = 0; right = 0 }

    /// Insets of the given lengths.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// The insets as UIKit prints them: `{top, left, bottom, right}`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    // MARK: Bridges

    /// Galley's absolute insets.
    package var galleyInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }

    package init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension CGRect {
    /// The rectangle inset by `insets`, as UIKit's `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// Edges of a rectangle named by leading and trailing, like UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All the edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Absolute edges of a rectangle, like UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All the edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Corners of a rectangle, like UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The topLeft corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The topRight corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottomLeft corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottomRight corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// `allCorners`.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Axes, like UIKit's `UIAxis` (a list configuration's `axesPreservingSuperviewLayoutMargins`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// `both`.
    public static let both: UIAxis = [.horizontal, .vertical]

    /// Galley's axes.
    package var galleyAxis: Axis {
        var a: Axis = []
        if contains(.horizontal) { a.insert(.horizontal) }
        if contains(.vertical) { a.insert(.vertical) }
        return a
    }

    package init(_ axis: Axis) {
        var a: UIAxis = []
        if axis.contains(.horizontal) { a.insert(.horizontal) }
        if axis.contains(.vertical) { a.insert(.vertical) }
        self = a
    }
}
