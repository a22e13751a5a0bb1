import Geometry
import Support
import Testing

@testable import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct CoverageTests {
    @Test func integerAlignedRectHasExactEdges() throws {
        let list = DisplayList(
            size: Size(width: 12, height: 10), scale: 1, background: .white,
            commands: [
                .fill(RoundedRect(rect: Rect(x: 2, y: 3, width: 5, height: 4)), color: .black)
            ])
        let b = try Rasterizer.render(list)
        for y in 0..<10 {
            for x in 0..<12 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(color(b, x, y) == (inside ? .black : .white), "pixel \(x),\(y)")
            }
        }
    }

    @Test func integerAlignedPathHasExactEdges() {
        var edges = EdgeList()
        edges.addPolygon([Point(x: 1, y: 1), Point(x: 6, y: 1), Point(x: 6, y: 5), Point(x: 1, y: 5)])
        let m = coverage(of: edges, window: IntRect(x0: 0, y0: 0, x1: 8, y1: 7))
        for y in 0..<7 {
            for x in 0..<8 {
                let inside = (1..<6).contains(x) && (1..<5).contains(y)
                #expect(m.data[y * 8 + x] == (inside ? 255 : 0))
            }
        }
    }

    /// Total coverage equals the exact area of the flattened outline, within 1/255 per row.
    @Test(arguments: 0..<40) func coverageSumEqualsArea(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var edges = EdgeList()
        switch seed % 4 {
        case 0:  // a random convex-ish polygon
            let cx = Double.random(in: 10...30, using: &rng), cy = Double.random(in: 10...30, using: &rng)
            let n = Int.random(in: 3...9, using: &rng)
            let pts = (0..<n).map { i -> Point in
                let t = Double(i) / Double(n) * 2 * Double.pi
                let r = Double.random(in: 3...9, using: &rng)
                return Point(x: cx + r * cos(t), y: cy + r * sin(t))
            }
            edges.addPolygon(pts)
        case 1:  // a rounded rectangle
            let rr = DeviceRoundedRect(
                x0: Double.random(in: 0...5, using: &rng), y0: Double.random(in: 0...5, using: &rng),
                x1: Double.random(in: 20...38, using: &rng), y1: Double.random(in: 20...38, using: &rng),
                tl: 6.3, tr: 2.1, br: 9.7, bl: 0, corner: .circular)
            edges = EdgeList(rr.path)
        case 2:  // a continuous-corner rectangle
            let rr = DeviceRoundedRect(
                x0: 1.25, y0: 2.5, x1: Double.random(in: 20...38, using: &rng), y1: 37.3,
                tl: 5, tr: 5, br: 5, bl: 5, corner: .continuous)
            edges = EdgeList(rr.path)
        default:  // a thin slanted quad
            let x = Double.random(in: 2...30, using: &rng)
            edges.addPolygon([Point(x: x, y: 1.3), Point(x: x + 0.7, y: 1.3), Point(x: 39 - x, y: 38.2), Point(x: 38.3 - x, y: 38.2)])
        }
        let window = IntRect(x0: 0, y0: 0, x1: 40, y1: 40)
        let m = coverage(of: edges, window: window)
        let sum = m.data.reduce(0.0) { $0 + Double($1) / 255 }
        let rows = Double(edges.pixelBounds!.height)
        #expect(abs(sum - area(of: edges)) <= rows / 255, "sum \(sum) vs area \(area(of: edges))")
    }

    @Test func evenOddAndNonZeroDifferOnOverlaps() {
        var edges = EdgeList()
        edges.addPolygon([Point(x: 0, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 6), Point(x: 0, y: 6)])
        edges.addPolygon([Point(x: 2, y: 2), Point(x: 4, y: 2), Point(x: 4, y: 4), Point(x: 2, y: 4)])  // same direction
        let window = IntRect(x0: 0, y0: 0, x1: 6, y1: 6)
        #expect(coverage(of: edges, rule: .nonZero, window: window).data[3 * 6 + 3] == 255)
        #expect(coverage(of: edges, rule: .evenOdd, window: window).data[3 * 6 + 3] == 0)
        #expect(coverage(of: edges, rule: .evenOdd, window: window).data[1 * 6 + 1] == 255)
    }

    @Test func edgesLeftOfTheWindowStillCount() {
        var edges = EdgeList()
        edges.addPolygon([Point(x: -10, y: 0), Point(x: 3.5, y: 0), Point(x: 3.5, y: 2), Point(x: -10, y: 2)])
        let m = coverage(of: edges, window: IntRect(x0: 0, y0: 0, x1: 5, y1: 2))
        #expect(Array(m.data[0..<5]) == [255, 255, 255, 128, 0])
    }

    @Test func halfPixelRectHasHalfCoverage() {
        var writer = MaskWriter(mask: CoverageMask(bounds: IntRect(x0: 0, y0: 0, x1: 4, y1: 3)))
        Scanner.fillRect(0.5, 0, 3.5, 2.5, window: writer.mask.bounds, into: &writer)
        #expect(writer.mask.data == [128, 255, 255, 128, 128, 255, 255, 128, 64, 128, 128, 64])
    }
}
