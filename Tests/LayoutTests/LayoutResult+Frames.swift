import Geometry

@testable import Layout

/// Frames of a layout by category, and frame comparisons, for assertions.
extension LayoutResult {
    func frames(_ category: ElementCategory) -> [Rect] { attributes.filter { $0.category == category }.map(\.frame) }
    var cells: [Rect] { frames(.cell) }
    var separators: [Rect] { frames(.decorationView(ElementKind.separator)) }
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Frames equal to 1/1000 pt (hairlines are thirds).
func close(_ a: [Rect], _ b: [Rect]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { x, y in
            abs(x.minX - y.minX) < 1e-3 && abs(x.minY - y.minY) < 1e-3 && abs(x.width - y.width) < 1e-3 && abs(x.height - y.height) < 1e-3
        }
}
