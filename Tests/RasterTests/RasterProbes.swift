import Geometry

@testable import Raster

// Reading results back in tests: pixel colors, coverage masks, exact areas.

/// The straight-alpha pixel at (x, y) as a `#RRGGBBAA`-style color.
func color(_ b: Bitmap, _ x: Int, _ y: Int) -> Color {
    let p = b.straightPixel(x: x, y: y)
    return Color(red: p.r, green: p.g, blue: p.b, alpha: p.a)
}

/// Collects coverage into a dense mask for property tests.
func coverage(of edges: EdgeList, rule: FillRule = .nonZero, window: IntRect) -> CoverageMask {
    var scanner = Scanner()
    var writer = MaskWriter(mask: CoverageMask(bounds: window))
    scanner.fill(edges, rule: rule, window: window, into: &writer)
    return writer.mask
}

/// The exact area enclosed by flattened edges (trapezoid rule; horizontal edges add nothing).
func area(of edges: EdgeList) -> Double {
    var a = 0.0
    for e in edges.edges { a += (Double(e.x0) + Double(e.x1)) / 2 * Double(e.y1 - e.y0) }
    return abs(a) / Double(FixedPoint.one * FixedPoint.one)
}
