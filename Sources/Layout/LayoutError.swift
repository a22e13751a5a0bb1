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
    /// The measurer could not measure an element (its own error inside).
    case measurement(section: String, item: String?, MeasurementFailure)
    /// A template cannot lay out with its options in this container.
    case invalidTemplate(section: String, template: String, detail: String)

    /// The section the error is about; nil for errors about the whole layout.
    public var section: String? {
        switch self {
        case .invalidContainer, .invalidEnvironment: return nil
        case .invalidDimension(let s, _, _, _), .emptyGroup(let s, _, _), .itemsWiderThanGroup(let s, _, _, _),
            .unresolvableDimension(let s, _, _), .noRoomForSection(let s, _), .noRoomInGroup(let s, _, _),
            .tooManySubitems(let s, _, _), .invalidSpacing(let s, _), .duplicateSection(let s), .measurement(let s, _, _),
            .invalidTemplate(let s, _, _):
            return s
        }
    }

    /// The item the error is about, when one is to blame.
    public var item: String? {
        switch self {
        case .invalidDimension(_, let i, _, _), .emptyGroup(_, let i, _), .itemsWiderThanGroup(_, let i, _, _),
            .unresolvableDimension(_, let i, _), .noRoomInGroup(_, let i, _), .tooManySubitems(_, let i, _),
            .measurement(_, let i, _):
            return i
        default: return nil
        }
    }

    /// What is wrong, without the section and item (which `section` and `item` give), for
    /// callers that name the place their own way (a scene file's JSON path).
    public var reason: String {
        switch self {
        case .invalidContainer(let s):
            return "container size \(s) is not usable: the layout needs a positive, finite width and height"
        case .invalidDimension(_, _, let e, let d):
            return "\(e) has dimension \(d); dimensions must be finite and greater than 0"
        case .emptyGroup(_, _, let c):
            return "a group needs at least one subitem (repeatingSubitem count was \(c))"
        case .itemsWiderThanGroup(_, _, let n, let a):
            return "subitems need \(formatNumber(n)) pt but the group has \(formatNumber(a)) pt; make the items smaller or the group larger"
        case .unresolvableDimension(_, _, let d):
            return d
        case .noRoomForSection(_, let w):
            return "its content width is \(formatNumber(w)) pt after insets; reduce the section's content insets"
        case .noRoomInGroup(_, _, let l):
            return "the group's subitems get \(formatNumber(l)) pt after its content insets and spacing; reduce them or make the group larger"
        case .tooManySubitems(_, _, let c):
            return "a group or grid of \(c) subitems is more than the 10,000 a layout holds"
        case .invalidEnvironment(let d):
            return "layout environment: \(d); it must be finite (insets 0 or more)"
        case .invalidSpacing(_, let d):
            return "\(d); spacings and insets must be finite and not negative"
        case .duplicateSection:
            return "the section appears twice; section identifiers must be unique"
        case .measurement(_, _, let f):
            return f.message
        case .invalidTemplate(_, let t, let d):
            return "template '\(t)': \(d)"
        }
    }

    public var description: String {
        switch self {
        case .duplicateSection(let s):
            return "section '\(s)' appears twice; section identifiers must be unique"
        default:
            guard let s = section else { return reason }
            return "section '\(s)'" + (item.map { ", item '\($0)'" } ?? "") + ": " + reason
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
