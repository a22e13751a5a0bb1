import Galley
import Raster
import Support

/// RGBA8 pixels as the comparison engine reads them: straight (a decoded PNG) or premultiplied
/// (a `Bitmap`, un-premultiplied on the fly where alpha < 255). Equality of the 32-bit words is
/// the same in both forms, since un-premultiplying is a function of the premultiplied bytes.
package struct PixelPlane {
    let bytes: UnsafePointer<UInt8>
    package let words: UnsafePointer<UInt32>
    let premultiplied: Bool

    package init(_ bytes: UnsafeBufferPointer<UInt8>, premultiplied: Bool) {
        self.bytes = bytes.baseAddress!
        self.words = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: UInt32.self)
        self.premultiplied = premultiplied
    }

    /// Straight R, G, B, A at byte offset `pos`.
    @inline(__always) func rgba(_ pos: Int) -> (Int, Int, Int, Int) {
        let a = bytes[pos + 3]
        if !premultiplied || a == 255 { return (Int(bytes[pos]), Int(bytes[pos + 1]), Int(bytes[pos + 2]), Int(a)) }
        return (Int(unpremultiply(bytes[pos], a)), Int(unpremultiply(bytes[pos + 1], a)), Int(unpremultiply(bytes[pos + 2], a)), Int(a))
    }
}

/// A rectangle in device pixels, half-open: `x..<x+width`, `y..<y+height`.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    /// The same pixels as the rasterizer's rectangle.
    public init(_ r: IntRect) { self.init(x: r.x0, y: r.y0, width: r.width, height: r.height) }

    /// The same pixels as a rasterizer rectangle.
    public var intRect: IntRect { IntRect(x0: x, y0: y, x1: x + width, y1: y + height) }

    /// The device pixels a rectangle in points covers at `scale` (any pixel it touches).
    public init(points r: Rect, scale: Double) {
        let x0 = Int((r.minX * scale).rounded(.down)), y0 = Int((r.minY * scale).rounded(.down))
        let x1 = Int(((r.minX + r.size.width) * scale).rounded(.up)), y1 = Int(((r.minY + r.size.height) * scale).rounded(.up))
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    @inline(__always) public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }

    /// `(x, y)–(maxX, maxY)` in pixels.
    public var description: String { "(\(x), \(y))–(\(x + width), \(y + height))" }

    /// Every changed area of a `width`×`height` image whose changed pixels are `counted` (pixel
    /// indices `y * width + x`, ascending): the bounding boxes of touching `cell`×`cell` cells
    /// (8-neighbourhood), top to bottom — the comparator's regions without their count limit.
    public static func changedAreas(_ counted: [Int32], width: Int, height: Int, cell: Int) -> [PixelRect] {
        PixelMatch.regions(counted, width: width, height: height, cell: max(1, cell), limit: Int.max)
    }
}

/// pixelmatch 7.1.1's algorithm (mapbox/pixelmatch index.js, ISC), re-written: YIQ colour
/// distance, semi-transparent pixels blended over its fixed checkerboard background, and the
/// anti-aliasing detector of Vysniauskas (2009). Only pixels whose bytes differ are examined.
enum PixelMatch {
    /// What the scan found; indices are pixel indices (y * width + x), ascending.
    struct Scan {
        var counted: [Int32] = []
        var antialiased: [Int32] = []
        /// Pixels that differ but lie in an ignored region.
        var ignored = 0
        var maxChannelDelta = 0
        var identical = true
    }

    /// 35215 is the largest possible YIQ distance; pixelmatch compares the squared distance with it.
    @inline(__always) static func maxDelta(threshold: Double) -> Double {
        let t = threshold.isNaN ? 0 : min(1, max(0, threshold))
        return 35215 * t * t
    }

    /// Compares `a` and `b` (same width × height); `metric` decides which differing pixels count.
    static func scan(
        _ a: PixelPlane, _ b: PixelPlane, width: Int, height: Int,
        metric: ImageComparator.Metric, ignore: [PixelRect], collect: Bool = true
    ) -> Scan {
        var result = Scan()
        let aw = a.words, bw = b.words
        let maxDelta: Double, includeAA: Bool, channelLimit: Int
        switch metric {
        case .exact: maxDelta = -1; includeAA = true; channelLimit = -1
        case let .tolerance(d): maxDelta = -1; includeAA = true; channelLimit = max(0, min(255, d))
        case let .perceptual(t, aa): maxDelta = Self.maxDelta(threshold: t); includeAA = aa; channelLimit = -1
        }
        let perceptual = maxDelta >= 0

        // Pixels over the perceptual threshold wait one row for the anti-aliasing check, so
        // the rows it reads (y-1...y+1, and a neighbour's neighbours) were just scanned and are
        // still in cache: checking at once reads row y+1 cold, twice per pixel.
        let deferAA = perceptual && !includeAA
        var previous: [Int32] = [], current: [Int32] = []

        // The helpers take `result` and the row's candidates `inout` rather than capturing them:
        // a nested function that captures a `var` has every access checked for exclusivity at
        // run time (a fifth of a comparison whose every pixel moved).
        func check(_ list: [Int32], _ result: inout Scan) {
            for c in list {
                let i = Int(c), x = i % width, y = i / width
                if antialiased(a, x, y, width, height, aw, bw) || antialiased(b, x, y, width, height, bw, aw) {
                    if collect { result.antialiased.append(c) }
                } else {
                    result.counted.append(c)
                }
            }
        }

        @inline(__always) func visit(_ i: Int, row y: Int, _ result: inout Scan, _ current: inout [Int32]) {
            result.identical = false
            let pos = i * 4
            let (r1, g1, b1, a1) = a.rgba(pos), (r2, g2, b2, a2) = b.rgba(pos)
            let channel = max(abs(r1 - r2), abs(g1 - g2), abs(b1 - b2), abs(a1 - a2))
            if channel > result.maxChannelDelta { result.maxChannelDelta = channel }
            if perceptual {
                guard abs(colorDelta(a, b, pos)) > maxDelta else { return }
            } else if channel <= channelLimit {
                return
            }
            if !ignore.isEmpty {
                let x = i - y * width
                if ignore.contains(where: { $0.contains(x: x, y: y) }) { result.ignored += 1; return }
            }
            if deferAA { current.append(Int32(truncatingIfNeeded: i)) } else { result.counted.append(Int32(truncatingIfNeeded: i)) }
        }

        // A row at a time, 256 pixels (1 KB) per memcmp (the C library's, vectorized for this
        // machine); single pixels are looked at only inside a chunk that differs.
        let ra = UnsafeRawPointer(a.bytes), rb = UnsafeRawPointer(b.bytes)
        let chunk = 256
        for y in 0..<height {
            let rowStart = y * width
            var x = 0
            while x < width {
                let n = min(chunk, width - x)
                let o = (rowStart + x) * 4
                if !Platform.bytesEqual(ra + o, rb + o, count: n * 4) {
                    for p in (rowStart + x)..<(rowStart + x + n) where aw[p] != bw[p] { visit(p, row: y, &result, &current) }
                }
                x += n
            }
            // Row y is scanned: the candidates of row y-1 have all their neighbours read.
            if deferAA {
                if !previous.isEmpty { check(previous, &result); previous.removeAll(keepingCapacity: true) }
                swap(&previous, &current)
            }
        }
        if deferAA { check(previous, &result) }
        return result
    }

    /// pixelmatch's `colorDelta`: squared YIQ distance, negative when `b` is the darker pixel
    /// (pixelmatch's sign). Blends over pixelmatch's background when either pixel is not opaque.
    @inline(__always) static func colorDelta(_ a: PixelPlane, _ b: PixelPlane, _ k: Int) -> Double {
        let (r1, g1, b1, a1) = a.rgba(k), (r2, g2, b2, a2) = b.rgba(k)
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            let (rb, gb, bb) = background(k)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch 7.1's background for a byte offset `k` (its checkerboard-like pattern; `k` is
    /// a multiple of 4, so red is always 48).
    @inline(__always) static func background(_ k: Int) -> (Int, Int, Int) {
        (
            48 + 159 * (k % 2),
            48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
            48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
        )
    }

    /// pixelmatch's `brightnessDelta`: the Y of the difference only (for the AA detector).
    @inline(__always) static func brightnessDelta(_ img: PixelPlane, _ k: Int, _ m: Int, _ r1: Int, _ g1: Int, _ b1: Int, _ a1: Int) -> Double {
        let (r2, g2, b2, a2) = img.rgba(m)
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        let da = a1 - a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// pixelmatch's `antialiased`: whether the pixel of `img` at (x1, y1) is likely anti-aliasing
    /// (both darker and brighter neighbours, and the extreme one sits in a flat area of both images).
    static func antialiased(
        _ img: PixelPlane, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
        _ a32: UnsafePointer<UInt32>, _ b32: UnsafePointer<UInt32>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        let (cr, cg, cb, ca) = img.rgba(pos)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minD = 0.0, maxD = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(img, pos, (y * width + x) * 4, cr, cg, cb, ca)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minD {
                    minD = delta; minX = x; minY = y
                } else if delta > maxD {
                    maxD = delta; maxX = x; maxY = y
                }
            }
        }
        if minD == 0 || maxD == 0 { return false }
        return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
            || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
    }

    /// pixelmatch's `hasManySiblings`: 3+ neighbours (image edges count as one) of the same value.
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let val = img[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if val == img[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The most counted pixels in any n×n window (n clamped to the image), and that window.
    /// Column sums over the last n rows, updated as rows enter and leave (as pixelmatch's
    /// `windowSize` does); bands that cannot beat the best so far skip the horizontal pass.
    static func densestWindow(_ counted: [Int32], width: Int, height: Int, size: Int) -> (count: Int, window: PixelRect?) {
        guard !counted.isEmpty else { return (0, nil) }
        let n = max(1, min(size, width, height))
        var colSum = [Int32](repeating: 0, count: width)
        var best = 0, bestX = 0, bestY = 0
        var enter = 0, leave = 0, band = 0
        let firstRow = Int(counted[0]) / width, lastRow = Int(counted[counted.count - 1]) / width
        colSum.withUnsafeMutableBufferPointer { col in
            for y in firstRow...min(height - 1, lastRow + n - 1) {
                while enter < counted.count, Int(counted[enter]) / width == y { col[Int(counted[enter]) % width] += 1; band += 1; enter += 1 }
                while leave < counted.count, Int(counted[leave]) / width <= y - n { col[Int(counted[leave]) % width] -= 1; band -= 1; leave += 1 }
                guard band > best else { continue }
                var run = 0
                for x in 0..<width {
                    run += Int(col[x])
                    if x >= n { run -= Int(col[x - n]) }
                    if x >= n - 1, run > best { best = run; bestX = x - n + 1; bestY = max(0, y - n + 1) }
                }
            }
        }
        return (best, PixelRect(x: bestX, y: bestY, width: n, height: n))
    }

    /// Bounding boxes of changed areas: pixels binned in `cell`×`cell` cells, touching cells
    /// (8-neighbourhood) merged; at most `limit` boxes, largest first, then top to bottom.
    static func regions(_ counted: [Int32], width: Int, height: Int, cell: Int = 16, limit: Int = 32) -> [PixelRect] {
        guard !counted.isEmpty else { return [] }
        let cw = (width + cell - 1) / cell, ch = (height + cell - 1) / cell
        // Per occupied cell (slot[cell] = index + 1 into `extent`), the pixel extent inside it.
        var slot = [Int32](repeating: 0, count: cw * ch)
        var extent: [(Int, Int, Int, Int)] = []
        var keys: [Int] = []
        // Each column's cell, and the row's when the row changes: no division per pixel (a
        // whole shifted screen counts millions).
        let columnCell = (0..<width).map { $0 / cell }
        var y = 0, rowStart = 0, rowEnd = width, rowKey = 0
        for c in counted {
            let i = Int(c)
            if i >= rowEnd || i < rowStart {
                y = i / width; rowStart = y * width; rowEnd = rowStart + width; rowKey = (y / cell) * cw
            }
            let x = i - rowStart
            let key = rowKey + columnCell[x]
            let s = Int(slot[key])
            if s > 0 {
                let e = extent[s - 1]
                extent[s - 1] = (min(e.0, x), min(e.1, y), max(e.2, x), max(e.3, y))
            } else {
                extent.append((x, y, x, y)); keys.append(key); slot[key] = Int32(extent.count)
            }
        }
        var seen = [Bool](repeating: false, count: cw * ch)
        var boxes: [(PixelRect, Int)] = []
        for start in keys where !seen[start] {
            var stack = [start]; seen[start] = true
            var box = extent[Int(slot[start]) - 1]
            var cells = 0
            while let k = stack.popLast() {
                cells += 1
                let e = extent[Int(slot[k]) - 1]
                box = (min(box.0, e.0), min(box.1, e.1), max(box.2, e.2), max(box.3, e.3))
                let cx = k % cw, cy = k / cw
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < cw, ny < ch else { continue }
                        let nk = ny * cw + nx
                        if slot[nk] > 0, !seen[nk] { seen[nk] = true; stack.append(nk) }
                    }
                }
            }
            boxes.append((PixelRect(x: box.0, y: box.1, width: box.2 - box.0 + 1, height: box.3 - box.1 + 1), cells))
        }
        boxes.sort { ($0.0.width * $0.0.height, -$0.0.y, -$0.0.x) > ($1.0.width * $1.0.height, -$1.0.y, -$1.0.x) }
        return boxes.prefix(limit).map(\.0).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}
