import Geometry

// Horizontal scrolling is the vertical layout of the transposed description: widths and
// heights, x and y, leading and top, trailing and bottom trade places; the result is
// transposed back. One layout engine serves both directions.

extension Rect {
    var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

extension Size {
    var transposed: Size { Size(width: height, height: width) }
}

extension Point {
    var transposed: Point { Point(x: y, y: x) }
}

extension DirectionalEdgeInsets {
    var transposed: DirectionalEdgeInsets { DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom) }
}

extension LayoutDimension {
    var transposed: LayoutDimension {
        switch self {
        case .fractionalWidth(let v): return .fractionalHeight(v)
        case .fractionalHeight(let v): return .fractionalWidth(v)
        default: return self
        }
    }
}

extension LayoutSize {
    var transposed: LayoutSize { LayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed) }
}

extension EdgeSpacing {
    var transposed: EdgeSpacing { EdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing) }
}

extension DirectionalRectEdge {
    var transposed: DirectionalRectEdge {
        var e: DirectionalRectEdge = []
        if contains(.top) { e.insert(.leading) }
        if contains(.leading) { e.insert(.top) }
        if contains(.bottom) { e.insert(.trailing) }
        if contains(.trailing) { e.insert(.bottom) }
        return e
    }
}

extension LayoutAnchor {
    var transposed: LayoutAnchor {
        var a = self
        a.edges = edges.transposed
        a.offset = offset.transposed
        return a
    }
}

extension LayoutSupplementaryItem {
    var transposed: LayoutSupplementaryItem {
        var s = self
        s.layoutSize = layoutSize.transposed
        s.containerAnchor = containerAnchor.transposed
        return s
    }
}

extension RectAlignment {
    var transposed: RectAlignment {
        switch self {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .topTrailing: return .bottomLeading
        case .bottomLeading: return .topTrailing
        case .topLeading, .bottomTrailing, .none: return self
        }
    }
}

extension LayoutBoundarySupplementaryItem {
    var transposed: LayoutBoundarySupplementaryItem {
        var s = self
        s.layoutSize = layoutSize.transposed
        s.alignment = alignment.transposed
        s.offset = offset.transposed
        s.contentInsets = contentInsets.transposed
        return s
    }
}

extension LayoutDecorationItem {
    var transposed: LayoutDecorationItem {
        var d = self
        d.contentInsets = contentInsets.transposed
        return d
    }
}

extension LayoutItem {
    var transposed: LayoutItem {
        var i = self
        i.layoutSize = layoutSize.transposed
        i.contentInsets = contentInsets.transposed
        i.edgeSpacing = edgeSpacing?.transposed
        i.supplementaryItems = supplementaryItems.map(\.transposed)
        return i
    }
}

extension LayoutGroupSubitem {
    var transposed: LayoutGroupSubitem {
        switch self {
        case .item(let i): return .item(i.transposed)
        case .group(let g): return .group(g.transposed)
        }
    }
}

extension LayoutGroup {
    var transposed: LayoutGroup {
        var g = self
        g.layoutSize = layoutSize.transposed
        switch arrangement {
        case .horizontal: g.arrangement = .vertical
        case .vertical: g.arrangement = .horizontal
        case .custom(let provider):
            g.arrangement = .custom { env in
                var e = env
                e.containerSize = env.containerSize.transposed
                return provider(e).map { LayoutGroupCustomItem(frame: $0.frame.transposed, zIndex: $0.zIndex) }
            }
        }
        g.subitems = subitems.map(\.transposed)
        g.contentInsets = contentInsets.transposed
        g.edgeSpacing = edgeSpacing?.transposed
        g.supplementaryItems = supplementaryItems.map(\.transposed)
        return g
    }
}

extension LayoutSection {
    var transposed: LayoutSection {
        var s = self
        s.group = group.transposed
        s.contentInsets = contentInsets.transposed
        s.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        s.decorationItems = decorationItems.map(\.transposed)
        if let handler = visibleItemsInvalidationHandler {
            s.visibleItemsInvalidationHandler = handler
        }
        return s
    }
}

extension LayoutEnvironment {
    var transposed: LayoutEnvironment {
        var e = self
        e.containerSize = containerSize.transposed
        e.safeAreaInsets = safeAreaInsets.transposed
        e.layoutMargins = layoutMargins.transposed
        e.contentOffset = contentOffset.transposed
        // Direction is applied after transposing back.
        e.layoutDirection = .leftToRight
        return e
    }
}

/// Answers the transposed layout's questions with the caller's measurer.
struct TransposedMeasurer<Base: LayoutMeasuring>: LayoutMeasuring {
    let base: Base

    func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) throws(LayoutError) -> Size {
        let p = SizingProposal(size: proposal.size.transposed, isWidthFixed: proposal.isHeightFixed, isHeightFixed: proposal.isWidthFixed)
        return try base.preferredSize(of: element, fitting: p).transposed
    }
}
