import Geometry
import Support
import Testing

@testable import Raster

/// The fixed-point rules of the coverage rasterizer: fast paths give the same
/// bytes as the general path, and output depends on nothing but the outline on
/// the 1/256 px grid (not on the window, the strip or a whole-pixel move).
@Suite struct FixedPointCoverageTests {
    static func randomPolygon(_ rng: inout SplitMix64, center: Double = 20, count: Int? = nil) -> [Point] {
        let n = count ?? Int.random(in: 3...12, using: &rng)
        return (0..<n).map { _ in
            Point(x: center + Double.random(in: -17...17, using: &rng), y: center + Double.random(in: -17...17, using: &rng))
        }
    }

    /// The pixels of `mask` inside `window` (which must lie within its bounds).
    static func crop(_ mask: CoverageMask, _ window: IntRect) -> [UInt8] {
        var out: [UInt8] = []
        for y in window.y0..<window.y1 {
            let row = (y - mask.bounds.y0) * mask.bounds.width
            for x in window.x0..<window.x1 { out.append(mask.data[row + x - mask.bounds.x0]) }
        }
        return out
    }

    @Test func gridRoundsToNearestTiesUp() {
        #expect(FixedPoint.from(1) == 256)
        #expect(FixedPoint.from(0.5 / 256) == 1)
        #expect(FixedPoint.from(-0.5 / 256) == 0)
        #expect(FixedPoint.from(-1.5 / 256) == -1)
        #expect(FixedPoint.from(3.25) == 832)
    }

    /// `fillRect` (no accumulation) and the scanner give a rectangle the same bytes.
    @Test(arguments: 0..<30) func rectFastPathMatchesScanner(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let x0 = Double.random(in: 0...15, using: &rng), y0 = Double.random(in: 0...15, using: &rng)
        let x1 = x0 + Double.random(in: 0.01...(seed % 3 == 0 ? 0.9 : 20), using: &rng)
        let y1 = y0 + Double.random(in: 0.01...20, using: &rng)
        let window = IntRect(x0: 0, y0: 0, x1: 40, y1: 40)
        var fast = MaskWriter(mask: CoverageMask(bounds: window))
        Scanner.fillRect(x0, y0, x1, y1, window: window, into: &fast)
        var edges = EdgeList()
        edges.addPolygon([Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)])
        #expect(fast.mask.data == coverage(of: edges, window: window).data, "rect \(x0),\(y0) – \(x1),\(y1)")
    }

    /// Banded rounded-rect fills and inside strokes match scanning the whole outline.
    @Test(arguments: 0..<24) func roundedRectFastPathsMatchScanner(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let x0 = Double.random(in: 0...6, using: &rng), y0 = Double.random(in: 0...6, using: &rng)
        let rr = DeviceRoundedRect(
            x0: x0, y0: y0, x1: x0 + Double.random(in: 30...90, using: &rng),
            y1: y0 + Double.random(in: 30...90, using: &rng),
            tl: Double.random(in: 0...14, using: &rng), tr: Double.random(in: 0...14, using: &rng),
            br: Double.random(in: 0...14, using: &rng), bl: Double.random(in: 0...14, using: &rng),
            corner: seed % 2 == 0 ? .circular : .continuous)
        let window = IntRect(x0: 0, y0: 0, x1: 100, y1: 100)
        var scanner = Scanner()
        var banded = MaskWriter(mask: CoverageMask(bounds: window))
        scanner.fillRoundedRect(rr, window: window, into: &banded)
        #expect(banded.mask.data == coverage(of: EdgeList(rr.path), window: window).data, "fill \(rr)")

        let width = Double.random(in: 0.3...4, using: &rng)
        var stroked = MaskWriter(mask: CoverageMask(bounds: window))
        scanner.strokeRoundedRect(rr, width: width, window: window, into: &stroked)
        var ring = EdgeList(rr.path)
        ring.append(EdgeList(rr.inset(by: width).path))
        #expect(stroked.mask.data == coverage(of: ring, rule: .evenOdd, window: window).data, "stroke \(width) of \(rr)")
    }

    /// Any sub-window, and any strip height, gives exactly the pixels of the whole.
    @Test(arguments: 0..<20) func windowsAndStripsAgreeWithTheWhole(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var edges = EdgeList()
        edges.addPolygon(Self.randomPolygon(&rng))
        edges.addPolygon(Self.randomPolygon(&rng))
        let rule: FillRule = seed % 2 == 0 ? .nonZero : .evenOdd
        let whole = coverage(of: edges, rule: rule, window: IntRect(x0: 0, y0: 0, x1: 40, y1: 40))
        for _ in 0..<6 {
            let x0 = Int.random(in: 0..<39, using: &rng), y0 = Int.random(in: 0..<39, using: &rng)
            let part = IntRect(x0: x0, y0: y0, x1: Int.random(in: (x0 + 1)...40, using: &rng), y1: Int.random(in: (y0 + 1)...40, using: &rng))
            #expect(coverage(of: edges, rule: rule, window: part).data == Self.crop(whole, part), "window \(part)")
        }
        // A window so wide that a strip holds one row.
        let wide = IntRect(x0: 0, y0: 0, x1: Scanner.cellsPerStrip, y1: 40)
        let strips = coverage(of: edges, rule: rule, window: wide)
        #expect(Self.crop(strips, IntRect(x0: 0, y0: 0, x1: 40, y1: 40)) == whole.data)
    }

    /// Moving an outline by whole pixels moves its coverage and changes no byte.
    @Test(arguments: 0..<20) func wholePixelMovesAreExact(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let path = Self.randomPolygon(&rng)
        let dx = Int.random(in: -1000...1000, using: &rng), dy = Int.random(in: -1000...1000, using: &rng)
        var a = EdgeList(), b = EdgeList()
        a.addPolygon(path)
        b.addPolygon(path.map { Point(x: $0.x + Double(dx), y: $0.y + Double(dy)) })
        let m = coverage(of: a, rule: .evenOdd, window: IntRect(x0: 0, y0: 0, x1: 40, y1: 40))
        let n = coverage(of: b, rule: .evenOdd, window: IntRect(x0: dx, y0: dy, x1: dx + 40, y1: dy + 40))
        #expect(m.data == n.data)
    }

    /// Lines far outside the grid's range are clipped, not wrapped: a huge
    /// triangle whose one side crosses the window still draws that side.
    @Test func farCoordinatesAreClippedNotWrapped() {
        var edges = EdgeList()
        edges.addPolygon([Point(x: -1e12, y: -5e11), Point(x: 10, y: -5e11), Point(x: 10, y: 20), Point(x: -1e12, y: 20)])
        let m = coverage(of: edges, window: IntRect(x0: 0, y0: 0, x1: 12, y1: 22))
        for y in 0..<22 {
            for x in 0..<12 { #expect(m.data[y * 12 + x] == (x < 10 && y < 20 ? 255 : 0), "pixel \(x),\(y)") }
        }
        var slanted = EdgeList()
        slanted.add(Point(x: -3e9, y: 0), Point(x: 3e9, y: 40))  // crosses x = 0 at y = 20 (within 1e-6)
        slanted.add(Point(x: 40, y: 40), Point(x: 40, y: 0))
        let s = coverage(of: slanted, window: IntRect(x0: 0, y0: 0, x1: 40, y1: 40))
        #expect(s.data[5 * 40 + 20] == 255 && s.data[30 * 40 + 20] == 0)
    }

    /// Thousands of lines piled into one pixel neither trap nor lose the winding parity.
    @Test func pileUpOfLinesIsWellDefined() {
        var edges = EdgeList()
        for _ in 0..<20_001 {
            edges.add(Point(x: 0.5, y: 0), Point(x: 0.5, y: 1))
        }
        let nonZero = coverage(of: edges, window: IntRect(x0: 0, y0: 0, x1: 2, y1: 1))
        let evenOdd = coverage(of: edges, rule: .evenOdd, window: IntRect(x0: 0, y0: 0, x1: 2, y1: 1))
        #expect(nonZero.data == [255, 255])  // 20 001 × ½ px clamps to full; the sum past 2^31 wraps but stays inside
        #expect(evenOdd.data == [128, 255])  // odd winding count: half, then inside
    }

    /// Coverage bytes are `round(area × 255)`, ties up, for areas on the grid.
    @Test func coverageRoundsOnceToNearest() {
        // 1/2 px → 127.5 → 128; 1/256 px → 0.996 → 1; 1/512 px² → 0.498 → 0.
        var w = MaskWriter(mask: CoverageMask(bounds: IntRect(x0: 0, y0: 0, x1: 3, y1: 1)))
        Scanner.fillRect(0, 0, 0.5, 1, window: w.mask.bounds, into: &w)
        Scanner.fillRect(1, 0, 1 + 1.0 / 256, 1, window: w.mask.bounds, into: &w)
        Scanner.fillRect(2, 0, 2 + 1.0 / 256, 0.5, window: w.mask.bounds, into: &w)
        #expect(w.mask.data == [128, 1, 0])
    }
}
