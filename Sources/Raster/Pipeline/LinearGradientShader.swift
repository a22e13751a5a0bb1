import Geometry

/// A linear gradient: colors interpolated in premultiplied space (as CSS does,
/// so transparent stops do not darken), looked up from a 256-entry table by the
/// pixel center's position along `from → to`, clamped at the ends.
struct LinearGradientShader: Shader {
    let table: [UInt32]
    let ax: Double, ay: Double, kx: Double, ky: Double

    /// `from`/`to` in device pixels; `stops` sorted by location.
    init(from: Point, to: Point, stops: [GradientStop]) {
        let dx = to.x - from.x, dy = to.y - from.y
        let len2 = dx * dx + dy * dy
        ax = from.x; ay = from.y
        if len2 > 1e-12 { kx = dx / len2; ky = dy / len2 } else { kx = 0; ky = 0 }
        // A degenerate gradient (from == to) paints its last color, like CSS.
        let degenerate = !(len2 > 1e-12)
        func premul(_ c: Color) -> (Double, Double, Double, Double) {
            let a = Double(c.alpha) / 255
            return (Double(c.red) * a, Double(c.green) * a, Double(c.blue) * a, Double(c.alpha))
        }
        var t = [UInt32](repeating: 0, count: 256)
        for i in 0..<256 {
            let pos = degenerate ? 1 : Double(i) / 255
            var c: (Double, Double, Double, Double)
            if let first = stops.first, pos <= first.location {
                c = premul(first.color)
            } else if let last = stops.last, pos >= last.location {
                c = premul(last.color)
            } else {
                var k = 1
                while k < stops.count - 1 && stops[k].location < pos { k += 1 }
                let s0 = stops[k - 1], s1 = stops[k]
                let span = s1.location - s0.location
                let u = span > 0 ? (pos - s0.location) / span : 1
                let p0 = premul(s0.color), p1 = premul(s1.color)
                c = (p0.0 + (p1.0 - p0.0) * u, p0.1 + (p1.1 - p0.1) * u, p0.2 + (p1.2 - p0.2) * u, p0.3 + (p1.3 - p0.3) * u)
            }
            let a = UInt32(c.3.rounded())
            func ch(_ v: Double) -> UInt32 { min(a, UInt32(max(0, v).rounded())) }
            t[i] = ch(c.0) | ch(c.1) << 8 | ch(c.2) << 16 | a << 24
        }
        table = t
    }

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        table.withUnsafeBufferPointer { lut in
            var t = (Double(x) + 0.5 - ax) * kx + (Double(y) + 0.5 - ay) * ky
            for i in 0..<count {
                let idx = Int(max(0, min(1, t)) * 255 + 0.5)
                out[i] = lut[idx]
                t += kx
            }
        }
    }
}
