import Geometry

/// Why a layout could not be computed. Each case names the section (and item where one is
/// to blame) so the message says what to fix.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The container is zero or negative (or not finite) wide or tall.
    case invalidContainer(Size)
    /// A dimension is zero, negative or not finite.
    case invalidDimension(section: String, item: String?, element: String, dimension: LayoutDimension)
    /// A `repeatingSubitem` group with a count below 1, or a group with no subitems.
    case emptyGroup(section: String, item: String?, count: Int)
    /// Fixed subitems (with spacing) that do not fit the group along its axis.
    case itemsWiderThanGroup(section: String, item: String?, needed: Double, available: Double)
    /// A fractional dimension that depends on an estimated one that depends on it.
    case unresolvableDimension(section: String, item: String?, detail: String)
    /// A section's content area has no room (insets wider than the container).
    case noRoomForSection(section: String, width: Double)
    /// A group whose content insets (or a waterfall whose column spacing) leave no room for its subitems.
    case noRoomInGroup(section: String, item: String?, length: Double)
    /// A `repeatingSubitem` count, or a column count, beyond what a layout can hold (10,000).
    case tooManySubitems(section: String, item: String?, count: Int)
    /// An environment value that is not finite (or a negative inset).
    case invalidEnvironment(String)
    /// A spacing or inset that is negative or not finite.
    case invalidSpacing(section: String, detail: String)
    /// The same section identifier twice.
    case duplicateSection(String)

    public var description: String {
        func at(_ s: String, _ i: String?) -> String { "section '\(s)'" + (i.map { ", item '\($0)'" } ?? "") }
        switch self {
        case .invalidContainer(let s):
            return "container size \(s) is not usable: the layout needs a positive, finite width and height"
        case .invalidDimension(let s, let i, let e, let d):
            return "\(at(s, i)): \(e) has dimension \(d); dimensions must be finite and greater than 0"
        case .emptyGroup(let s, let i, let c):
            return "\(at(s, i)): a group needs at least one subitem (repeatingSubitem count was \(c))"
        case .itemsWiderThanGroup(let s, let i, let n, let a):
            return "\(at(s, i)): subitems need \(formatNumber(n)) pt but the group has \(formatNumber(a)) pt; make the items smaller or the group larger"
        case .unresolvableDimension(let s, let i, let d):
            return "\(at(s, i)): \(d)"
        case .noRoomForSection(let s, let w):
            return "section '\(s)': its content width is \(formatNumber(w)) pt after insets; reduce the section's content insets"
        case .noRoomInGroup(let s, let i, let l):
            return "\(at(s, i)): the group's subitems get \(formatNumber(l)) pt after its content insets and spacing; reduce them or make the group larger"
        case .tooManySubitems(let s, let i, let c):
            return "\(at(s, i)): a group or grid of \(c) subitems is more than the 10,000 a layout holds"
        case .invalidEnvironment(let d):
            return "layout environment: \(d); it must be finite (insets 0 or more)"
        case .invalidSpacing(let s, let d):
            return "section '\(s)': \(d); spacings and insets must be finite and not negative"
        case .duplicateSection(let s):
            return "section '\(s)' appears twice; section identifiers must be unique"
        }
    }
}

/// A clamp the layout applied instead of failing (a measurer that answered NaN, a negative
/// estimate it replaced), reported beside the result.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The section's identifier.
    public var section: String
    /// The item's identifier, when one is to blame.
    public var item: String?
    /// What was clamped and how.
    public var message: String

    /// A diagnostic about a section (and item).
    public init(section: String, item: String?, message: String) {
        self.section = section; self.item = item; self.message = message
    }

    public var description: String {
        "section '\(section)'" + (item.map { ", item '\($0)'" } ?? "") + ": " + message
    }
}
