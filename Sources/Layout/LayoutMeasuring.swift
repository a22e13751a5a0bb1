import Geometry

/// The category of a laid-out element, like `UICollectionView.ElementCategory` with the kind folded in.
public enum ElementCategory: Hashable, Sendable, CustomStringConvertible {
    case cell
    case supplementaryView(String)
    case decorationView(String)

    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementaryView(let k): return "supplementary(\(k))"
        case .decorationView(let k): return "decoration(\(k))"
        }
    }
}

/// Names one element to be measured: what it is, where it is and who it is.
public struct LayoutElementReference: Hashable, Sendable, CustomStringConvertible {
    /// `.cell` or `.supplementaryView(kind)`.
    public var category: ElementCategory
    /// The element's position.
    public var indexPath: IndexPath
    /// The identifier of the element's section.
    public var sectionIdentifier: String
    /// The item's identifier for cells (and for supplementaries anchored to an item); nil otherwise.
    public var itemIdentifier: String?

    /// A reference to one element.
    public init(category: ElementCategory, indexPath: IndexPath, sectionIdentifier: String, itemIdentifier: String?) {
        self.category = category; self.indexPath = indexPath
        self.sectionIdentifier = sectionIdentifier; self.itemIdentifier = itemIdentifier
    }

    public var description: String {
        "\(category) \(sectionIdentifier)\(itemIdentifier.map { "/" + $0 } ?? "") at \(indexPath)"
    }
}

/// The size a measurer is asked to fit, like the attributes passed to
/// `preferredLayoutAttributesFitting(_:)`: axes marked fixed must be kept; the others are
/// estimates for the measurer to replace.
public struct SizingProposal: Hashable, Sendable {
    /// The proposed size: fixed axes exact, the others estimates.
    public var size: Size
    /// True when the width is decided by the layout.
    public var isWidthFixed: Bool
    /// True when the height is decided by the layout.
    public var isHeightFixed: Bool

    /// A proposal.
    public init(size: Size, isWidthFixed: Bool, isHeightFixed: Bool) {
        self.size = size; self.isWidthFixed = isWidthFixed; self.isHeightFixed = isHeightFixed
    }
}

/// Answers "what size does this element want", the self-sizing step of a layout pass.
/// The content target implements it with its sizing views.
public protocol LayoutMeasuring {
    /// The preferred size of `element` for `proposal`. Fixed axes of the result are ignored.
    /// A measurer that cannot measure throws `LayoutError.measurement` (wrapping its own
    /// error); the layout pass stops and rethrows it.
    func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) throws(LayoutError) -> Size

    /// Where a list cell's separator layout guide starts, like `UICollectionViewListCell.separatorLayoutGuide`:
    /// the distance from the cell's leading edge to its primary text's leading edge when the cell is
    /// `width` wide (the width it is drawn at). List sections start automatic separators there, in
    /// either layout direction. nil (the default) is the list's cell layout margin.
    /// Asked while a list section is laid out afresh; a cached section keeps what it was told.
    func separatorLeadingInset(of element: LayoutElementReference, width: Double) -> Double?
}

extension LayoutMeasuring {
    /// No separator layout guide: separators start at the list's cell layout margin.
    public func separatorLeadingInset(of element: LayoutElementReference, width: Double) -> Double? { nil }
}

/// A measurer made of a closure.
public struct LayoutMeasurer: LayoutMeasuring {
    /// Answers the preferred size.
    public var body: (LayoutElementReference, SizingProposal) throws(LayoutError) -> Size
    /// Answers `separatorLeadingInset(of:width:)`; nil leaves separators at the cell layout margin.
    public var separatorInset: ((LayoutElementReference, _ width: Double) -> Double?)?

    /// A measurer calling `body` (and `separatorInset` for list cells' separator layout guides).
    public init(
        _ body: @escaping (LayoutElementReference, SizingProposal) throws(LayoutError) -> Size,
        separatorInset: ((LayoutElementReference, _ width: Double) -> Double?)? = nil
    ) {
        self.body = body; self.separatorInset = separatorInset
    }

    /// A measurer for self-sizing heights: given the element and the width it is fitted to,
    /// returns its height. For an estimated width it is asked at the estimate and the estimate is kept.
    /// `separatorInset` answers where a cell's separator layout guide starts (see
    /// `LayoutMeasuring.separatorLeadingInset(of:width:)`).
    public static func heights(
        _ height: @escaping (LayoutElementReference, _ width: Double) throws(LayoutError) -> Double,
        separatorInset: ((LayoutElementReference, _ width: Double) -> Double?)? = nil
    ) -> LayoutMeasurer {
        LayoutMeasurer(
            { (element, proposal) throws(LayoutError) in
                Size(width: proposal.size.width, height: try height(element, proposal.size.width))
            }, separatorInset: separatorInset)
    }

    /// A measurer that keeps every estimate (for layouts with no self-sizing elements).
    public static var estimates: LayoutMeasurer { LayoutMeasurer { _, proposal in proposal.size } }

    /// Calls `body`.
    public func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) throws(LayoutError) -> Size {
        try body(element, proposal)
    }

    /// Calls `separatorInset`, if any.
    public func separatorLeadingInset(of element: LayoutElementReference, width: Double) -> Double? {
        separatorInset?(element, width)
    }
}

/// A measurer's own error, carried through a layout pass by `LayoutError.measurement`: the
/// message for people and the typed error for the caller that made the measurer.
public struct MeasurementFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var underlying: (any Error & Sendable)?
    public init(message: String, underlying: (any Error & Sendable)? = nil) { self.message = message; self.underlying = underlying }
    public static func == (a: MeasurementFailure, b: MeasurementFailure) -> Bool { a.message == b.message }
    public func hash(into h: inout Hasher) { h.combine(message) }
    public var description: String { message }
}
