import Raster
import Support

extension BenchWorkload {
    /// The standard options with libdeflate in place of the screen matcher.
    static var libdeflateOptions: PNG.EncodeOptions {
        var o = PNG.EncodeOptions.standard
        o.screenMatcher = false
        return o
    }

    /// `png.encode` (the standard options: the screen matcher), `png.encode.libdeflate` (the same
    /// image through libdeflate, for comparison in one run) and `png.decode` on a fixed 1170×2532
    /// UI-like screenshot (an iPhone screen at 3x), generated in code so the input never changes.
    static func pngWorkloads() -> [BenchWorkload] {
        let bytes = [("bytes", String(UIScreenshot.encodedByteCount))]
        return [
            BenchWorkload(
                name: "png.encode", runs: 10,
                setUp: {
                    let bitmap = try UIScreenshot.make()
                    return { _ = try PNG.encode(bitmap) }
                },
                export: { directory in
                    try PNG.writeFile(try UIScreenshot.make(), to: directory + "/image.png")
                },
                extra: bytes
            ),
            BenchWorkload(
                name: "png.encode.libdeflate", runs: 10,
                setUp: {
                    let bitmap = try UIScreenshot.make()
                    return { _ = try PNG.encode(bitmap, options: libdeflateOptions) }
                },
                extra: [("bytes", String((try? PNG.encode(UIScreenshot.make(), options: libdeflateOptions).count) ?? 0))]
            ),
            BenchWorkload(
                name: "png.decode", runs: 10,
                setUp: {
                    let bytes = try PNG.encode(try UIScreenshot.make())
                    return { _ = try PNG.decode(bytes) }
                },
                extra: bytes
            ),
        ]
    }
}

/// A deterministic, opaque, screenshot-like bitmap: a grouped-list screen with
/// a status bar, a large title, rounded white cards on #F2F2F7, colored icon
/// squares, hairline separators and lines of anti-aliased "glyphs" (stems and
/// bowls with fractional edges), the mix of flat runs and soft edges that UI
/// goldens are made of. No drawing API is used: pixels are set directly.
enum UIScreenshot {
    static let width = 1170
    static let height = 2532

    /// The size `PNG.encode` makes of it (for the `bytes` field), computed once.
    static let encodedByteCount: Int = (try? PNG.encode(make()).count) ?? 0

    static func make() throws -> Bitmap {
        var canvas = Canvas(width: width, height: height, background: (0xF2, 0xF2, 0xF7))
        var rng = LCG(seed: 0x5EED_1170)
        // Status bar text and battery.
        canvas.text(x: 96, baseline: 96, height: 34, count: 5, color: (0, 0, 0), rng: &rng)
        canvas.roundedRect(x: 1010, y: 62, w: 66, h: 32, r: 8, color: (0, 0, 0))
        // Large title.
        canvas.text(x: 48, baseline: 300, height: 76, count: 8, color: (0, 0, 0), rng: &rng)
        // A hero card with a diagonal gradient and a soft shadow, with white text on it.
        canvas.shadow(x: 48, y: 360, w: width - 96, h: 420, r: 36, blur: 24)
        canvas.gradientRect(
            x: 48, y: 360, w: width - 96, h: 420, r: 36,
            from: (0x5A, 0x4F, 0xCF), to: (0xFF, 0x6F, 0x91))
        canvas.text(x: 96, baseline: 660, height: 60, count: 9, color: (0xFF, 0xFF, 0xFF), rng: &rng)
        canvas.text(x: 96, baseline: 730, height: 36, count: 14, color: (0xF2, 0xF2, 0xF7), rng: &rng)
        var y = 830
        let iconColors: [(UInt8, UInt8, UInt8)] = [
            (0xFF, 0x95, 0x00), (0x34, 0xC7, 0x59), (0x00, 0x7A, 0xFF),
            (0xFF, 0x3B, 0x30), (0x58, 0x56, 0xD6), (0x8E, 0x8E, 0x93),
        ]
        var section = 0
        while y < height - 300 {
            // Section header.
            canvas.text(x: 96, baseline: y + 50, height: 30, count: 3 + section % 4, color: (0x6D, 0x6D, 0x72), rng: &rng)
            y += 72
            let rows = 2 + section % 4
            let rowHeight = 132
            let cardHeight = rows * rowHeight
            guard y + cardHeight < height - 40 else { break }
            canvas.roundedRect(x: 48, y: y, w: width - 96, h: cardHeight, r: 30, color: (0xFF, 0xFF, 0xFF))
            for row in 0..<rows {
                let top = y + row * rowHeight
                canvas.roundedRect(x: 96, y: top + 30, w: 87, h: 87, r: 20, color: iconColors[(section + row) % iconColors.count])
                canvas.text(x: 228, baseline: top + 62, height: 38, count: 4 + Int(rng.next() % 10), color: (0, 0, 0), rng: &rng)
                canvas.text(
                    x: 228, baseline: top + 106, height: 28, count: 8 + Int(rng.next() % 12),
                    color: (0x8E, 0x8E, 0x93), rng: &rng)
                canvas.text(x: width - 190, baseline: top + 80, height: 38, count: 2, color: (0x8E, 0x8E, 0x93), rng: &rng)
                if row < rows - 1 {
                    canvas.fill(x: 228, y: top + rowHeight - 1, w: width - 48 - 228, h: 1, color: (0xC6, 0xC6, 0xC8))
                }
            }
            y += cardHeight + 40
            section += 1
        }
        // Home indicator.
        canvas.roundedRect(x: 390, y: height - 40, w: 390, h: 15, r: 7.5, color: (0, 0, 0))
        return try Bitmap(width: width, height: height, premultipliedPixels: canvas.pixels)
    }

    /// A linear congruential generator (Numerical Recipes constants): fixed output.
    struct LCG {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
    }

    /// Opaque RGBA8 pixels with source-over blending of a color at a coverage.
    struct Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int, background: (UInt8, UInt8, UInt8)) {
            self.width = width; self.height = height
            pixels = [UInt8](repeating: 255, count: width * height * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = background.0; pixels[i + 1] = background.1; pixels[i + 2] = background.2
            }
        }

        mutating func blend(_ x: Int, _ y: Int, _ c: (UInt8, UInt8, UInt8), _ coverage: Double) {
            guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
            let a = UInt32(min(coverage, 1) * 255 + 0.5)
            let i = (y * width + x) * 4
            pixels[i] = div255(UInt32(c.0) * a + UInt32(pixels[i]) * (255 - a))
            pixels[i + 1] = div255(UInt32(c.1) * a + UInt32(pixels[i + 1]) * (255 - a))
            pixels[i + 2] = div255(UInt32(c.2) * a + UInt32(pixels[i + 2]) * (255 - a))
        }

        mutating func fill(x: Int, y: Int, w: Int, h: Int, color: (UInt8, UInt8, UInt8)) {
            for yy in y..<(y + h) { for xx in x..<(x + w) { blend(xx, yy, color, 1) } }
        }

        /// A rounded rectangle with anti-aliased corners (coverage from the distance to the corner's center).
        mutating func roundedRect(x: Int, y: Int, w: Int, h: Int, r: Double, color: (UInt8, UInt8, UInt8)) {
            for yy in y..<(y + h) {
                for xx in x..<(x + w) {
                    let px = Double(xx) + 0.5, py = Double(yy) + 0.5
                    let cx = min(max(px, Double(x) + r), Double(x + w) - r)
                    let cy = min(max(py, Double(y) + r), Double(y + h) - r)
                    let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    blend(xx, yy, color, min(max(r - d + 0.5, 0), 1))
                }
            }
        }

        /// A rounded rectangle filled with a diagonal linear gradient.
        mutating func gradientRect(
            x: Int, y: Int, w: Int, h: Int, r: Double,
            from: (UInt8, UInt8, UInt8), to: (UInt8, UInt8, UInt8)
        ) {
            for yy in y..<(y + h) {
                for xx in x..<(x + w) {
                    let t = (Double(xx - x) / Double(w) + Double(yy - y) / Double(h)) / 2
                    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(Double(a) + (Double(b) - Double(a)) * t + 0.5) }
                    let px = Double(xx) + 0.5, py = Double(yy) + 0.5
                    let cx = min(max(px, Double(x) + r), Double(x + w) - r)
                    let cy = min(max(py, Double(y) + r), Double(y + h) - r)
                    let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                    blend(xx, yy, (mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2)), min(max(r - d + 0.5, 0), 1))
                }
            }
        }

        /// A soft drop shadow below a rounded rectangle: black at 12% fading
        /// over `blur` pixels outside the shape (a smoothstep, not a Gaussian).
        mutating func shadow(x: Int, y: Int, w: Int, h: Int, r: Double, blur: Double) {
            let oy = 8.0
            let b = Int(blur) + 1
            for yy in (y - b)..<(y + h + b + Int(oy)) {
                for xx in (x - b)..<(x + w + b) {
                    let px = Double(xx) + 0.5, py = Double(yy) + 0.5 - oy
                    let cx = min(max(px, Double(x) + r), Double(x + w) - r)
                    let cy = min(max(py, Double(y) + r), Double(y + h) - r)
                    let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - r
                    let t = min(max(1 - (d + blur / 2) / blur, 0), 1)
                    blend(xx, yy, (0, 0, 0), 0.12 * t * t * (3 - 2 * t))
                }
            }
        }

        /// A word of `count` glyph-like shapes: each a stem at a fractional x
        /// and a ring (a bowl), both anti-aliased, on a baseline.
        mutating func text(x: Int, baseline: Int, height: Int, count: Int, color: (UInt8, UInt8, UInt8), rng: inout LCG) {
            var pen = Double(x) + rng.unit()
            let stroke = Double(height) * 0.11
            for _ in 0..<count {
                let advance = Double(height) * (0.45 + 0.3 * rng.unit())
                let stemX = pen + rng.unit() * advance * 0.3
                let top = Double(baseline) - Double(height) * (rng.next() % 3 == 0 ? 1.0 : 0.72)
                let radius = advance * 0.36
                let cx = pen + advance * 0.55, cy = Double(baseline) - radius - stroke / 2
                let x0 = Int(pen) - 1, x1 = Int(pen + advance) + 2
                for yy in Int(top) - 1...baseline + 1 {
                    for xx in x0...x1 {
                        let px = Double(xx) + 0.5, py = Double(yy) + 0.5
                        // Stem: horizontal coverage of [stemX, stemX + stroke], vertical [top, baseline].
                        let h = min(max(min(px + 0.5, stemX + stroke) - max(px - 0.5, stemX), 0), 1)
                        let v = min(max(min(py + 0.5, Double(baseline)) - max(py - 0.5, top), 0), 1)
                        var coverage = h * v
                        // Bowl: a ring of width `stroke` around (cx, cy).
                        let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
                        coverage = max(coverage, min(max(stroke / 2 - abs(d - radius) + 0.5, 0), 1))
                        blend(xx, yy, color, coverage)
                    }
                }
                pen += advance + Double(height) * 0.08
            }
        }
    }
}
