/// An image already resampled to the device pixels it covers; shading is a lookup.
struct ImageShader: Shader {
    let area: IntRect
    let pixels: [UInt32]

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        pixels.withUnsafeBufferPointer { p in
            let row = (min(max(y, area.y0), area.y1 - 1) - area.y0) * area.width
            for i in 0..<count {
                let cx = min(max(x + i, area.x0), area.x1 - 1) - area.x0
                out[i] = p[row + cx]
            }
        }
    }
}

/// Separable resampling of premultiplied RGBA8 to a device pixel grid: area
/// averaging (box filter over each output pixel's footprint) when shrinking,
/// bilinear when enlarging. Weights are computed per output row/column once.
enum Resampler {
    struct Taps { var first: Int; var weights: [Float] }

    /// Taps for output pixels `range` of a destination that maps source `0..<n`
    /// onto device `d0 ..< d0 + length`.
    static func taps(source n: Int, d0: Double, length: Double, range: Range<Int>) -> [Taps] {
        let s = Double(n) / length  // source pixels per device pixel
        return range.map { x in
            if s > 1 {
                let u0 = max(0, (Double(x) - d0) * s), u1 = min(Double(n), (Double(x) + 1 - d0) * s)
                guard u1 > u0 else {
                    let i = min(n - 1, max(0, Int(((Double(x) + 0.5 - d0) * s).rounded(.down))))
                    return Taps(first: i, weights: [1])
                }
                let i0 = Int(u0.rounded(.down)), i1 = min(n, Int(u1.rounded(.up)))
                var w: [Float] = []
                for i in i0..<i1 { w.append(Float(min(u1, Double(i + 1)) - max(u0, Double(i)))) }
                let sum = w.reduce(0, +)
                return Taps(first: i0, weights: w.map { $0 / sum })
            } else {
                let u = (Double(x) + 0.5 - d0) * s - 0.5
                let i0 = Int(u.rounded(.down))
                let f = Float(u - Double(i0))
                let a = min(n - 1, max(0, i0)), b = min(n - 1, max(0, i0 + 1))
                if a == b { return Taps(first: a, weights: [1]) }
                return Taps(first: a, weights: [1 - f, f])
            }
        }
    }

    /// The source resampled onto `area` of a device grid where it spans
    /// `dx0 ..< dx0 + dw` × `dy0 ..< dy0 + dh`.
    static func resample(_ image: Bitmap, dx0: Double, dy0: Double, dw: Double, dh: Double, area: IntRect) -> [UInt32] {
        let xt = taps(source: image.width, d0: dx0, length: dw, range: area.x0..<area.x1)
        let yt = taps(source: image.height, d0: dy0, length: dh, range: area.y0..<area.y1)
        let iw = image.width
        var out = [UInt32](repeating: 0, count: area.width * area.height)
        var line = [Float](repeating: 0, count: iw * 4)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for (oy, ty) in yt.enumerated() {
                    for i in 0..<(iw * 4) { line[i] = 0 }
                    for (k, w) in ty.weights.enumerated() {
                        let row = src.baseAddress! + (ty.first + k) * iw * 4
                        for i in 0..<(iw * 4) { line[i] += Float(row[i]) * w }
                    }
                    for (ox, tx) in xt.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (k, w) in tx.weights.enumerated() {
                            let j = (tx.first + k) * 4
                            r += line[j] * w; g += line[j + 1] * w; b += line[j + 2] * w; a += line[j + 3] * w
                        }
                        let A = UInt32(min(255, max(0, a + 0.5)))
                        func c(_ v: Float) -> UInt32 { min(A, UInt32(min(255, max(0, v + 0.5)))) }
                        dst[oy * area.width + ox] = c(r) | c(g) << 8 | c(b) << 16 | A << 24
                    }
                }
            }
        }
        return out
    }
}
