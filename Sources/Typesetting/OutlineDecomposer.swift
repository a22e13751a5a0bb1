import CFreeType
import Geometry
import Raster

/// Turns a FreeType outline (font units, y up) into a `Path` in em units, y down.
/// Uses `FT_Outline_Decompose`, which resolves TrueType's implied on-curve points;
/// conic (quadratic) segments stay quadratic.
enum OutlineDecomposer {
    private final class Sink {
        var path = Path()
        let scale: Double
        var open = false
        init(scale: Double) { self.scale = scale }
        func pt(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return .zero }
            return Point(x: Double(v.pointee.x) * scale, y: -Double(v.pointee.y) * scale)
        }
    }

    /// nil when FreeType cannot walk the outline (`FT_Outline_Decompose`'s error in `error`).
    static func path(of outline: inout FT_Outline, unitsPerEm: Double, error: inout Int32) -> Path? {
        let sink = Sink(scale: 1 / unitsPerEm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                if s.open { s.path.close() }
                s.path.move(to: s.pt(to)); s.open = true
                return 0
            },
            line_to: { to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.path.line(to: s.pt(to)); return 0
            },
            conic_to: { c, to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.path.quad(to: s.pt(to), control: s.pt(c)); return 0
            },
            cubic_to: { c1, c2, to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.path.cubic(to: s.pt(to), control1: s.pt(c1), control2: s.pt(c2)); return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(sink).toOpaque()
        let err = withExtendedLifetime(sink) { FT_Outline_Decompose(&outline, &funcs, user) }
        if err != 0 { error = err; return nil }
        if sink.open { sink.path.close() }
        return sink.path
    }
}
