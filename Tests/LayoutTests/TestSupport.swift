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

    func key(_ e: LayoutElementReference) -> String {
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

func environment(width: Double = 390, height: Double = 844, direction: LayoutDirection = .leftToRight,
                 scale: Double = 3) -> LayoutEnvironment {
    LayoutEnvironment(containerSize: Size(width: width, height: height), layoutDirection: direction, displayScale: scale)
}

extension LayoutResult {
    func frames(_ category: ElementCategory) -> [Rect] { attributes.filter { $0.category == category }.map(\.frame) }
    var cells: [Rect] { frames(.cell) }
    var separators: [Rect] { frames(.decorationView(ElementKind.separator)) }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Frames equal to 1/1000 pt (hairlines are thirds).
func close(_ a: [Rect], _ b: [Rect]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { x, y in
        abs(x.minX - y.minX) < 1e-3 && abs(x.minY - y.minY) < 1e-3 && abs(x.width - y.width) < 1e-3 && abs(x.height - y.height) < 1e-3
    }
}
