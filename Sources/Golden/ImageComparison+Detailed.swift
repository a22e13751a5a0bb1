import Galley
import Raster
import Support

extension ImageComparison {
    /// One comparison with what the diff image needs: both images on one canvas (padded with
    /// transparent pixels when sizes differ), the scan's pixel lists, the ignored rectangles.
    struct Detailed {
        let width: Int, height: Int
        let expected: [UInt8], actual: [UInt8]
        let premultiplied: Bool
        let scan: PixelMatch.Scan
        let ignore: [PixelRect]
        let comparison: ImageComparison

        init(
            expected e: ([UInt8], Int, Int), actual a: ([UInt8], Int, Int), premultiplied: Bool,
            comparator: ImageComparator, scale: Double
        ) {
            let w = max(e.1, a.1), h = max(e.2, a.2)
            width = w; height = h
            self.premultiplied = premultiplied
            let expected = Detailed.pad(e, to: w, h), actual = Detailed.pad(a, to: w, h)
            self.expected = expected; self.actual = actual
            let ignore = comparator.ignore.compactMap { r -> PixelRect? in
                if case let .rect(p) = r { return PixelRect(points: p, scale: scale) } else { return nil }
            }
            self.ignore = ignore
            let scan: PixelMatch.Scan
            if expected.count == actual.count, expected.count == w * h * 4, w > 0, h > 0 {
                scan = expected.withUnsafeBufferPointer { eb in
                    actual.withUnsafeBufferPointer { ab in
                        PixelMatch.scan(
                            PixelPlane(eb, premultiplied: premultiplied), PixelPlane(ab, premultiplied: premultiplied),
                            width: w, height: h, metric: comparator.metric, ignore: ignore)
                    }
                }
            } else {
                scan = PixelMatch.Scan()
            }
            self.scan = scan
            let sizesMatch = e.1 == a.1 && e.2 == a.2
            var score = scan.counted.count
            var area = w * h
            var window: PixelRect?
            if let n = comparator.windowSize, !scan.identical {
                let d = PixelMatch.densestWindow(scan.counted, width: w, height: h, size: n)
                score = d.count; window = d.window
                let side = max(1, min(n, w, h))
                area = side * side
            }
            let allowed = comparator.allowedPixels(area: area)
            var bounds: (x: Int, y: Int, width: Int, height: Int)?
            if !scan.counted.isEmpty {
                var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
                for c in scan.counted {
                    let x = Int(c) % w, y = Int(c) / w
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
                bounds = (minX, minY, maxX - minX + 1, maxY - minY + 1)
            }
            comparison = ImageComparison(
                expectedSize: (e.1, e.2), actualSize: (a.1, a.2), differingPixels: scan.counted.count, totalPixels: w * h,
                maxChannelDelta: scan.maxChannelDelta, differingBounds: bounds,
                matches: sizesMatch && (scan.identical || score <= allowed),
                comparator: comparator, byteEqual: sizesMatch && scan.identical, antialiasedPixels: scan.antialiased.count,
                ignoredPixels: scan.ignored, score: score, allowedPixels: allowed, densestWindow: window,
                regions: PixelMatch.regions(scan.counted, width: w, height: h, cell: max(8, Int((8 * scale).rounded()))),
                scale: scale)
        }

        /// `image` on a `w`×`h` canvas, transparent where it does not reach (no copy when it fits).
        static func pad(_ image: ([UInt8], Int, Int), to w: Int, _ h: Int) -> [UInt8] {
            let (px, iw, ih) = image
            if iw == w && ih == h { return px }
            var out = [UInt8](repeating: 0, count: w * h * 4)
            let rows = min(ih, h), rowBytes = min(iw, w) * 4
            guard px.count >= iw * ih * 4 else { return out }
            out.withUnsafeMutableBufferPointer { o in
                px.withUnsafeBufferPointer { p in
                    for y in 0..<rows {
                        (o.baseAddress! + y * w * 4).update(from: p.baseAddress! + y * iw * 4, count: rowBytes)
                    }
                }
            }
            return out
        }

        /// pixelmatch's diff: the expected image as gray blended with white (alpha 0.1), counted
        /// pixels red, anti-aliased pixels yellow; ignored areas hatched in blue.
        func diffImage() -> Bitmap? {
            // Every pixel is written by `fadedGray`: no fill first.
            guard width > 0, height > 0, var out = Bitmap.uninitialized(width: width, height: height) else { return nil }
            expected.withUnsafeBufferPointer { eb in
                out.pixels.withUnsafeMutableBufferPointer { o in
                    let e = PixelPlane(eb, premultiplied: premultiplied)
                    ImageComparison.fadedGray(e, rows: 0..<height, columns: 0..<width, width: width, into: o.baseAddress!)
                    func paint(_ list: [Int32], _ c: (UInt8, UInt8, UInt8)) {
                        for i in list { let p = Int(i) * 4; o[p] = c.0; o[p + 1] = c.1; o[p + 2] = c.2 }
                    }
                    paint(scan.antialiased, (255, 255, 0))
                    paint(scan.counted, (255, 0, 0))
                    // Hatching: diagonal stripes 3 px wide every 8 px, over whatever is below.
                    for r in ignore {
                        let x0 = max(0, r.x), y0 = max(0, r.y), x1 = min(width, r.x + r.width), y1 = min(height, r.y + r.height)
                        guard x0 < x1, y0 < y1 else { continue }
                        for y in y0..<y1 {
                            for x in x0..<x1 where (x + y) % 8 < 3 {
                                let p = (y * width + x) * 4
                                o[p] = 70; o[p + 1] = 110; o[p + 2] = 230
                            }
                        }
                    }
                }
            }
            return out
        }

        /// expected | diff | actual, side by side on white with a gray gutter.
        func strip(diff: Bitmap) -> Bitmap? {
            let gap = 4
            let sw = width * 3 + gap * 2
            guard var out = try? Bitmap(width: sw, height: height, fill: (160, 160, 160, 255)) else { return nil }
            out.pixels.withUnsafeMutableBufferPointer { o in
                func place(_ px: [UInt8], premultiplied pm: Bool, at left: Int) {
                    px.withUnsafeBufferPointer { pb in
                        let plane = PixelPlane(pb, premultiplied: pm)
                        for y in 0..<height {
                            for x in 0..<width {
                                let q = (y * width + x) * 4
                                let p = (y * sw + left + x) * 4
                                if pb[q + 3] == 255 {  // opaque: the pixel itself (what the formula gives for a = 255)
                                    o[p] = pb[q]; o[p + 1] = pb[q + 1]; o[p + 2] = pb[q + 2]; o[p + 3] = 255
                                    continue
                                }
                                let (r, g, b, a) = plane.rgba(q)
                                // Over white, so transparent areas read as white.
                                o[p] = UInt8((r * a + 255 * (255 - a) + 127) / 255)
                                o[p + 1] = UInt8((g * a + 255 * (255 - a) + 127) / 255)
                                o[p + 2] = UInt8((b * a + 255 * (255 - a) + 127) / 255)
                                o[p + 3] = 255
                            }
                        }
                    }
                }
                place(expected, premultiplied: premultiplied, at: 0)
                place(diff.pixels, premultiplied: true, at: width + gap)
                place(actual, premultiplied: premultiplied, at: 2 * (width + gap))
            }
            return out
        }
    }

    /// Compares two decoded PNGs and draws the diff image (for `galley compare --diff`).
    public static func diffImage(expected: PNG.Image, actual: PNG.Image, comparator: ImageComparator, scale: Double = 1)
        -> (comparison: ImageComparison, diff: Bitmap?)
    {
        let d = Detailed(
            expected: (expected.rgba, expected.width, expected.height), actual: (actual.rgba, actual.width, actual.height),
            premultiplied: false, comparator: comparator, scale: scale)
        return (d.comparison, d.diffImage())
    }
}

extension ImageComparison {
    /// The diff image's background: each pixel of `e` in `rows` × `columns` (of an image `width`
    /// wide) as a gray faded to a tenth of its contrast with white, opaque, written to `out`,
    /// which holds those rows and columns only, row by row (every one of its pixels is written).
    static func fadedGray(_ e: PixelPlane, rows: Range<Int>, columns: Range<Int>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        // Screens are mostly runs of one color: a pixel equal to the previous one gets the
        // previous one's gray without recomputing it, and a run is found and written eight
        // pixels at a time.
        guard !rows.isEmpty, !columns.isEmpty else { return }
        var lastWord = e.words[rows.lowerBound * width + columns.lowerBound] &+ 1, gray: UInt32 = 0
        let o = UnsafeMutableRawPointer(out), src = UnsafeRawPointer(e.words)
        var k = 0
        for y in rows {
            var i = y * width + columns.lowerBound
            let end = y * width + columns.upperBound
            while i < end {
                let word = e.words[i]
                if word != lastWord {
                    let (r, g, b, a) = e.rgba(i * 4)
                    let l = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
                    let v = UInt32(max(0, min(255, (255 + (l - 255) * 0.1 * Double(a) / 255).rounded())))
                    gray = v | v << 8 | v << 16 | 0xFF00_0000
                    lastWord = word
                }
                o.storeBytes(of: gray, toByteOffset: k * 4, as: UInt32.self)
                i += 1; k += 1
                let run = SIMD8<UInt32>(repeating: word), grays = SIMD8<UInt32>(repeating: gray)
                while i + 8 <= end && all(src.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self) .== run) {
                    o.storeBytes(of: grays, toByteOffset: k * 4, as: SIMD8<UInt32>.self)
                    i += 8; k += 8
                }
                while i < end && e.words[i] == word {
                    o.storeBytes(of: gray, toByteOffset: k * 4, as: UInt32.self)
                    i += 1; k += 1
                }
            }
        }
    }

    /// The pixels where two premultiplied bitmaps of one size differ at all (the exact
    /// comparator), as ascending indices `y * width + x`, looking only inside `areas` — every
    /// pixel outside them must be equal (a render drawn again only there) — or everywhere when
    /// `areas` is nil. Empty when the sizes differ.
    public static func differingPixels(_ expected: Bitmap, _ actual: Bitmap, inside areas: [PixelRect]? = nil) -> [Int32] {
        let w = expected.width, h = expected.height
        guard actual.width == w, actual.height == h, w > 0, h > 0, expected.pixels.count == w * h * 4, actual.pixels.count == w * h * 4 else {
            return []
        }
        let rects = (areas ?? [PixelRect(x: 0, y: 0, width: w, height: h)]).compactMap { r -> (x0: Int, y0: Int, x1: Int, y1: Int)? in
            let x0 = max(0, r.x), y0 = max(0, r.y), x1 = min(w, r.x + r.width), y1 = min(h, r.y + r.height)
            return x0 < x1 && y0 < y1 ? (x0, y0, x1, y1) : nil
        }
        guard let top = rects.map(\.y0).min(), let bottom = rects.map(\.y1).max() else { return [] }
        var counted: [Int32] = []
        expected.pixels.withUnsafeBufferPointer { eb in
            actual.pixels.withUnsafeBufferPointer { ab in
                let e = PixelPlane(eb, premultiplied: true).words, a = PixelPlane(ab, premultiplied: true).words
                var spans: [(Int, Int)] = []
                for y in top..<bottom {
                    // The row's columns inside any area, joined, left to right.
                    spans.removeAll(keepingCapacity: true)
                    for r in rects where y >= r.y0 && y < r.y1 { spans.append((r.x0, r.x1)) }
                    guard !spans.isEmpty else { continue }
                    spans.sort { $0.0 < $1.0 }
                    var x = 0
                    for (x0, x1) in spans {
                        let from = max(x, x0)
                        guard from < x1 else { continue }
                        let row = y * w
                        if !Platform.bytesEqual(e + row + from, a + row + from, count: (x1 - from) * 4) {
                            for i in (row + from)..<(row + x1) where e[i] != a[i] { counted.append(Int32(truncatingIfNeeded: i)) }
                        }
                        x = x1
                    }
                }
            }
        }
        return counted
    }

    /// The changed regions an exact comparison reports for these differing pixels (`regions`).
    public static func regions(of counted: [Int32], width: Int, height: Int, scale: Double) -> [PixelRect] {
        PixelMatch.regions(counted, width: width, height: height, cell: max(8, Int((8 * scale).rounded())))
    }

    /// The part `crop` of the diff image an exact comparison of `expected` draws (`artifacts`):
    /// `expected` faded to gray, the `counted` pixels red.
    public static func diffImage(expected: Bitmap, differing counted: [Int32], crop: PixelRect) -> Bitmap? {
        let w = expected.width
        let x0 = max(0, crop.x), y0 = max(0, crop.y), x1 = min(w, crop.x + crop.width), y1 = min(expected.height, crop.y + crop.height)
        // Every pixel is written by `fadedGray`: no fill first.
        guard x0 < x1, y0 < y1, expected.pixels.count == w * expected.height * 4, var out = Bitmap.uninitialized(width: x1 - x0, height: y1 - y0)
        else { return nil }
        let cw = x1 - x0
        expected.pixels.withUnsafeBufferPointer { eb in
            out.pixels.withUnsafeMutableBufferPointer { o in
                fadedGray(PixelPlane(eb, premultiplied: true), rows: y0..<y1, columns: x0..<x1, width: w, into: o.baseAddress!)
                // The counted pixels are ascending: those in the crop's rows are one run of them.
                var i = counted.partitioningIndex { Int($0) >= y0 * w }
                while i < counted.count, Int(counted[i]) < y1 * w {
                    let c = Int(counted[i]), x = c % w, y = c / w
                    if x >= x0 && x < x1 { let p = ((y - y0) * cw + (x - x0)) * 4; o[p] = 255; o[p + 1] = 0; o[p + 2] = 0 }
                    i += 1
                }
            }
        }
        return out
    }
}
