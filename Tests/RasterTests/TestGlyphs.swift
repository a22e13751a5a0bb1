import Geometry

@testable import Raster

/// Synthetic glyph outlines for tests (RasterTests cannot import Typesetting):
/// font "Test-Shapes", glyph 1 = a box, 2 = a triangle, 3 = a ring (two contours,
/// opposite directions), 4 = a quadratic/cubic blob, 0 = blank. Em units, y down,
/// baseline at 0.
struct TestGlyphs: GlyphOutlineProvider {
    struct UnknownFont: Error, CustomStringConvertible { var name: String; var description: String { "unknown font \(name)" } }

    func glyphOutline(font: String, glyph: UInt32) throws -> Path {
        guard font == "Test-Shapes" else { throw UnknownFont(name: font) }
        var p = Path()
        switch glyph {
        case 1:
            p.move(to: Point(x: 0.05, y: -0.7)); p.line(to: Point(x: 0.55, y: -0.7))
            p.line(to: Point(x: 0.55, y: 0)); p.line(to: Point(x: 0.05, y: 0)); p.close()
        case 2:
            p.move(to: Point(x: 0.3, y: -0.72)); p.line(to: Point(x: 0.6, y: 0)); p.line(to: Point(x: 0, y: 0)); p.close()
        case 3:
            p.move(to: Point(x: 0, y: -0.7)); p.line(to: Point(x: 0.6, y: -0.7)); p.line(to: Point(x: 0.6, y: 0))
            p.line(to: Point(x: 0, y: 0)); p.close()
            p.move(to: Point(x: 0.15, y: -0.55)); p.line(to: Point(x: 0.15, y: -0.15)); p.line(to: Point(x: 0.45, y: -0.15))
            p.line(to: Point(x: 0.45, y: -0.55)); p.close()
        case 4:
            p.move(to: Point(x: 0, y: 0))
            p.quad(to: Point(x: 0.3, y: -0.75), control: Point(x: 0, y: -0.75))
            p.cubic(to: Point(x: 0.6, y: 0), control1: Point(x: 0.7, y: -0.75), control2: Point(x: 0.6, y: -0.3))
            p.close()
        default:
            break
        }
        return p
    }
}
