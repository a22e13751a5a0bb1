/// The device pixels being drawn: premultiplied RGBA8 addressed as packed UInt32.
struct Canvas {
    let base: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    var bounds: IntRect { IntRect(x0: 0, y0: 0, x1: width, y1: height) }
}

/// An 8-bit coverage mask over a rectangle of device pixels.
struct CoverageMask: Sendable {
    var bounds: IntRect
    var data: [UInt8]

    init(bounds: IntRect) {
        self.bounds = bounds
        data = [UInt8](repeating: 0, count: max(0, bounds.width) * max(0, bounds.height))
    }
}

/// The current clip: a device rectangle, and a mask over exactly that rectangle
/// when the clip is not a pixel-aligned rectangle.
struct ClipState {
    var bounds: IntRect
    var mask: CoverageMask?
}

/// What a blit paints with: one color, or per-pixel colors from a shader.
enum Paint {
    case solid(UInt32)
    case shader(any Shader)
}

/// Per-pixel premultiplied colors for a span of a row.
protocol Shader {
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)
}

/// The one boundary between coverage and pixels: takes rows of coverage,
/// applies the clip and the paint, and composites source-over into the canvas.
struct Blitter: CoverageSink {
    let canvas: Canvas
    let clip: ClipState
    let paint: Paint
    /// Scratch rows (at least the canvas width), owned by the renderer.
    let scratchCoverage: UnsafeMutablePointer<UInt8>
    let scratchColors: UnsafeMutablePointer<UInt32>
    /// For a solid paint: its premultiplied color at each coverage 0...255.
    let table: UnsafePointer<UInt32>

    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard y >= clip.bounds.y0, y < clip.bounds.y1, let base = coverage.baseAddress else { return }
        let start = max(x, clip.bounds.x0), end = min(x + coverage.count, clip.bounds.x1)
        guard start < end else { return }
        let cov = UnsafePointer(base + (start - x))
        let n = end - start
        if let mask = clip.mask {
            mask.data.withUnsafeBufferPointer { m in
                let mrow = m.baseAddress! + (y - mask.bounds.y0) * mask.bounds.width + (start - mask.bounds.x0)
                for i in 0..<n { scratchCoverage[i] = div255(UInt32(cov[i]) * UInt32(mrow[i])) }
            }
            composite(y: y, x: start, count: n, coverage: UnsafePointer(scratchCoverage))
        } else {
            composite(y: y, x: start, count: n, coverage: cov)
        }
    }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard coverage != 0, y >= clip.bounds.y0, y < clip.bounds.y1 else { return }
        let start = max(x, clip.bounds.x0), end = min(x + count, clip.bounds.x1)
        guard start < end else { return }
        let n = end - start
        if let mask = clip.mask {
            mask.data.withUnsafeBufferPointer { m in
                let mrow = m.baseAddress! + (y - mask.bounds.y0) * mask.bounds.width + (start - mask.bounds.x0)
                if coverage == 255 {
                    scratchCoverage.update(from: mrow, count: n)
                } else {
                    for i in 0..<n { scratchCoverage[i] = div255(UInt32(coverage) * UInt32(mrow[i])) }
                }
            }
            composite(y: y, x: start, count: n, coverage: UnsafePointer(scratchCoverage))
            return
        }
        let d = canvas.base + y * canvas.width + start
        switch paint {
        case .solid:
            let s = table[Int(coverage)]
            if s == 0 { return }  // too faint to change any pixel
            if s >> 24 == 255 { d.update(repeating: s, count: n) } else { blendSpan(d, count: n, source: s) }
        case .shader(let shader):
            shader.shade(y: y, x: start, count: n, into: scratchColors)
            if coverage == 255 {
                blendColors(d, count: n, colors: scratchColors, coverage: nil)
            } else {
                scratchCoverage.update(repeating: coverage, count: n)
                blendColors(d, count: n, colors: scratchColors, coverage: scratchCoverage)
            }
        }
    }

    /// Source-over of the paint, scaled by `coverage`, onto `count` pixels (already clipped).
    @inline(__always)
    private func composite(y: Int, x: Int, count n: Int, coverage cov: UnsafePointer<UInt8>) {
        let d = canvas.base + y * canvas.width + x
        switch paint {
        case .solid:
            blendCoverage(d, count: n, coverage: cov, table: table)
        case .shader(let shader):
            shader.shade(y: y, x: x, count: n, into: scratchColors)
            blendColors(d, count: n, colors: scratchColors, coverage: cov)
        }
    }
}

/// Writes coverage into a mask (for clips, glyph masks and shadow shapes).
struct MaskWriter: CoverageSink {
    var mask: CoverageMask

    mutating func row(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let b = mask.bounds
        guard y >= b.y0, y < b.y1 else { return }
        let start = max(x, b.x0), end = min(x + coverage.count, b.x1)
        guard start < end else { return }
        let off = (y - b.y0) * b.width + (start - b.x0)
        mask.data.withUnsafeMutableBufferPointer { m in
            (m.baseAddress! + off).update(from: coverage.baseAddress! + (start - x), count: end - start)
        }
    }

    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        let b = mask.bounds
        guard y >= b.y0, y < b.y1 else { return }
        let start = max(x, b.x0), end = min(x + count, b.x1)
        guard start < end else { return }
        let off = (y - b.y0) * b.width + (start - b.x0)
        mask.data.withUnsafeMutableBufferPointer { m in
            (m.baseAddress! + off).update(repeating: coverage, count: end - start)
        }
    }
}
