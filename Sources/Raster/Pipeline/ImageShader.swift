/// An image already resampled to the device pixels it covers; shading is a lookup.
struct ImageShader: Shader {
    let area: IntRect
    let pixels: [UInt32]

    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        pixels.withUnsafeBufferPointer { p in
            let row = p.baseAddress! + (min(max(y, area.y0), area.y1 - 1) - area.y0) * area.width
            for i in 0..<count {
                out[i] = row[min(max(x + i, area.x0), area.x1 - 1) - area.x0]
            }
        }
    }
}

/// Separable resampling of premultiplied RGBA8 to a device pixel grid: area
/// averaging (box filter over each output pixel's footprint) when shrinking,
/// bilinear when enlarging. Weights are computed per output row/column once.
enum Resampler {
    /// Contributions to one output pixel: source indices `first ..< first + count`.
    struct Taps { var first: Int; var count: Int; var offset: Int }

    /// Taps for output pixels `range` of a destination that maps source `0..<n`
    /// onto device `d0 ..< d0 + length`; weights are appended to `weights`.
    static func taps(source n: Int, d0: Double, length: Double, range: Range<Int>, weights: inout [Float]) -> [Taps] {
        let s = Double(n) / length  // source pixels per device pixel
        return range.map { x in
            let offset = weights.count
            if s > 1 {
                let u0 = max(0, (Double(x) - d0) * s), u1 = min(Double(n), (Double(x) + 1 - d0) * s)
                guard u1 > u0 else {
                    let i = min(n - 1, max(0, Int(((Double(x) + 0.5 - d0) * s).rounded(.down))))
                    weights.append(1)
                    return Taps(first: i, count: 1, offset: offset)
                }
                let i0 = Int(u0.rounded(.down)), i1 = min(n, Int(u1.rounded(.up)))
                var sum: Float = 0
                for i in i0..<i1 {
                    let w = Float(min(u1, Double(i + 1)) - max(u0, Double(i)))
                    weights.append(w); sum += w
                }
                for k in offset..<weights.count { weights[k] /= sum }
                return Taps(first: i0, count: i1 - i0, offset: offset)
            } else {
                let u = (Double(x) + 0.5 - d0) * s - 0.5
                let i0 = Int(u.rounded(.down))
                let f = Float(u - Double(i0))
                let a = min(n - 1, max(0, i0)), b = min(n - 1, max(0, i0 + 1))
                if a == b { weights.append(1); return Taps(first: a, count: 1, offset: offset) }
                weights.append(1 - f); weights.append(f)
                return Taps(first: a, count: 2, offset: offset)
            }
        }
    }

    /// The source resampled onto `area` of a device grid where it spans
    /// `dx0 ..< dx0 + dw` × `dy0 ..< dy0 + dh`.
    /// - Complexity: O(area rows × taps × source width + area × taps).
    static func resample(_ image: Bitmap, dx0: Double, dy0: Double, dw: Double, dh: Double, area: IntRect) -> [UInt32] {
        var xw: [Float] = [], yw: [Float] = []
        let xt = taps(source: image.width, d0: dx0, length: dw, range: area.x0..<area.x1, weights: &xw)
        let yt = taps(source: image.height, d0: dy0, length: dh, range: area.y0..<area.y1, weights: &yw)
        let iw = image.width
        // Only the source columns some output pixel reads.
        let c0 = xt.map(\.first).min() ?? 0
        let c1 = xt.map { $0.first + $0.count }.max() ?? 0
        var out = [UInt32](repeating: 0, count: area.width * area.height)
        var line = [Float](repeating: 0, count: iw * 4)
        image.pixels.withUnsafeBufferPointer { srcBuf in
            out.withUnsafeMutableBufferPointer { dstBuf in
                line.withUnsafeMutableBufferPointer { lineBuf in
                    xw.withUnsafeBufferPointer { xwb in
                        yw.withUnsafeBufferPointer { ywb in
                            let src = srcBuf.baseAddress!, dst = dstBuf.baseAddress!, ln = lineBuf.baseAddress!
                            let xwp = xwb.baseAddress!, ywp = ywb.baseAddress!
                            for (oy, ty) in yt.enumerated() {
                                for i in (c0 * 4)..<(c1 * 4) { ln[i] = 0 }
                                for k in 0..<ty.count {
                                    let w = ywp[ty.offset + k]
                                    let row = src + (ty.first + k) * iw * 4
                                    for i in (c0 * 4)..<(c1 * 4) { ln[i] += Float(row[i]) * w }
                                }
                                let drow = dst + oy * area.width
                                for (ox, tx) in xt.enumerated() {
                                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                                    for k in 0..<tx.count {
                                        let w = xwp[tx.offset + k]
                                        let j = (tx.first + k) * 4
                                        r += ln[j] * w; g += ln[j + 1] * w; b += ln[j + 2] * w; a += ln[j + 3] * w
                                    }
                                    let A = UInt32(min(255, max(0, a + 0.5)))
                                    let R = min(A, UInt32(min(255, max(0, r + 0.5))))
                                    let G = min(A, UInt32(min(255, max(0, g + 0.5))))
                                    let B = min(A, UInt32(min(255, max(0, b + 0.5))))
                                    drow[ox] = R | G << 8 | B << 16 | A << 24
                                }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

/// What a resampled image depends on, up to a whole-pixel translation: equal
/// keys give identical pixels, so a list of identical thumbnails resamples once, and
/// screens that show the same image at the same size share it (`ResampleCache`).
struct ResampleKey: Hashable, Sendable {
    /// The source image (mirrored already when `mirrored`), by content.
    var source: ImageDigest
    var dw: Double, dh: Double
    var phaseX: Double, phaseY: Double
    var areaX: Int, areaY: Int, areaW: Int, areaH: Int
    var mirrored = false
    /// The premultiplied tint of a template image.
    var tint: UInt32? = nil
}
