import Geometry

@testable import Layout

/// A measurer answering fixed heights by item identifier (or supplementary kind), counting calls.
final class FixedMeasurer: LayoutMeasuring {
    var heights: [String: Double]
    var widths: [String: Double]
    var defaultHeight: Double
    var calls: [LayoutElementReference] = []
    var proposals: [SizingProposal] = []

    init(heights: [String: Double] = [:], widths: [String: Double] = [:], defaultHeight: Double = 44) {
        self.heights = heights; self.widths = widths; self.defaultHeight = defaultHeight
    }

    func key(_ e: LayoutElementReference) -> String { FixedMeasurer.key(e) }

    /// How test measurers name an element: a cell by its item, a supplementary by
    /// `section:kind`, a decoration by its kind.
    static func key(_ e: LayoutElementReference) -> String {
        switch e.category {
        case .cell: return e.itemIdentifier ?? ""
        case .supplementaryView(let k): return "\(e.sectionIdentifier):\(k)"
        case .decorationView(let k): return k
        }
    }

    func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) -> Size {
        calls.append(element)
        proposals.append(proposal)
        let k = key(element)
        let h = proposal.isHeightFixed ? proposal.size.height : (heights[k] ?? defaultHeight)
        let w = proposal.isWidthFixed ? proposal.size.width : (widths[k] ?? proposal.size.width)
        return Size(width: w, height: h)
    }
}

func environment(
    width: Double = 390, height: Double = 844, direction: LayoutDirection = .leftToRight,
    scale: Double = 3
) -> LayoutEnvironment {
    LayoutEnvironment(containerSize: Size(width: width, height: height), layoutDirection: direction, displayScale: scale)
}
