import Geometry
import Support
import Testing

@testable import Raster

@Suite struct RenderTests {
    static let card = Rect(x: 16, y: 20, width: 100, height: 60)

    static var sampleList: DisplayList {
        var commands: [DisplayCommand] = []
        for i in 0..<6 {
            let r = Rect(x: 8 + Double(i) * 3.3, y: 10 + Double(i) * 21.7, width: 120.5, height: 18.25)
            commands.append(
                .shadow(RoundedRect(rect: r, radius: 6), color: Color(red: 0, green: 0, blue: 0, alpha: 60), offset: Point(x: 0, y: 1), blur: 4, spread: 0))
            commands.append(
                .fill(RoundedRect(rect: r, radius: 6, corner: i % 2 == 0 ? .circular : .continuous), color: Color(red: 40, green: 120, blue: 250, alpha: 200)))
            commands.append(.stroke(RoundedRect(rect: r, radius: 6), width: 1, color: .black))
            commands.append(.line(from: Point(x: 10, y: r.maxY + 1), to: Point(x: 150, y: r.maxY + 1.4), width: 0.5, color: .black))
            commands.append(
                .glyphs(
                    GlyphRun(
                        font: "Test-Shapes", size: 13, color: Color(red: 200, green: 0, blue: 0), origin: Point(x: r.minX + 4, y: r.maxY - 3),
                        glyphs: [1, 2, 3, 4, 0, 1], positions: (0..<6).map { Point(x: Double($0) * 8.37, y: 0) })))
        }
        return DisplayList(size: Size(width: 160, height: 150), scale: 2, background: Color(red: 242, green: 242, blue: 247), commands: commands)
    }

    @Test func sameListTwiceGivesIdenticalBytes() throws {
        let cache = GlyphMaskCache()
        let a = try Rasterizer.render(Self.sampleList, glyphs: TestGlyphs(), glyphCache: cache)
        #expect(cache.count > 0)
        let b = try Rasterizer.render(Self.sampleList, glyphs: TestGlyphs(), glyphCache: cache)  // cache warm
        let c = try Rasterizer.render(Self.sampleList, glyphs: TestGlyphs(), glyphCache: GlyphMaskCache())  // cold
        #expect(a == b)
        #expect(a == c)
    }

    @Test func severalThreadsGiveIdenticalBytes() async throws {
        let expected = try Rasterizer.render(Self.sampleList, glyphs: TestGlyphs(), glyphCache: GlyphMaskCache())
        let shared = GlyphMaskCache()
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<6 { group.addTask { try Rasterizer.render(Self.sampleList, glyphs: TestGlyphs(), glyphCache: shared) } }
            var out: [Bitmap] = []
            for try await b in group { out.append(b) }
            return out
        }
        for r in results { #expect(r == expected) }
    }

    @Test func hairlineIsExactlyOneDevicePixel() throws {
        let list = DisplayList(
            size: Size(width: 20, height: 10), scale: 3, background: .white,
            commands: [
                .line(from: Point(x: 2, y: 5), to: Point(x: 18, y: 5), width: 1.0 / 3, color: .black),
                .line(from: Point(x: 1, y: 1), to: Point(x: 1, y: 9), width: 0.3333, color: .black),
            ])
        let b = try Rasterizer.render(list)
        for y in 0..<30 { #expect(color(b, 30, y) == (y == 15 ? .black : .white), "row \(y)") }
        for x in 0..<10 { #expect(color(b, x, 6) == (x == 3 ? .black : .white), "column \(x)") }
    }

    @Test func strokeIsInsideTheEdge() throws {
        let list = DisplayList(
            size: Size(width: 10, height: 10), scale: 1, background: .white,
            commands: [
                .stroke(RoundedRect(rect: Rect(x: 2, y: 2, width: 6, height: 5)), width: 1, color: .black)
            ])
        let b = try Rasterizer.render(list)
        for y in 0..<10 {
            for x in 0..<10 {
                let outer = (2..<8).contains(x) && (2..<7).contains(y)
                let inner = (3..<7).contains(x) && (3..<6).contains(y)
                #expect(color(b, x, y) == (outer && !inner ? .black : .white), "pixel \(x),\(y)")
            }
        }
    }

    @Test func translucentFillBlendsSourceOver() throws {
        let list = DisplayList(
            size: Size(width: 2, height: 2), scale: 1, background: .white,
            commands: [
                .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 2, height: 2)), color: Color(red: 0, green: 0, blue: 0, alpha: 0x33))
            ])
        let b = try Rasterizer.render(list)
        // 255 * (255 - 51) / 255 = 204, exactly.
        #expect(color(b, 0, 0) == Color(red: 204, green: 204, blue: 204))
    }

    @Test func badCommandsNameTheirIndex() {
        func message(_ commands: [DisplayCommand], glyphs: (any GlyphOutlineProvider)? = nil) -> String {
            let list = DisplayList(size: Size(width: 10, height: 10), scale: 1, commands: [.fill(RoundedRect(rect: .zero), color: .black)] + commands)
            do { _ = try Rasterizer.render(list, glyphs: glyphs); return "no error" } catch { return error.description }
        }
        #expect(
            message([.fill(RoundedRect(rect: Rect(x: .nan, y: 0, width: 1, height: 1)), color: .black)])
                == "command 1 (fill): rect must be finite, found (nan, 0, 1, 1)")
        #expect(
            message([.stroke(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1)), width: -1, color: .black)])
                == "command 1 (stroke): width must be a finite number of at least 0, found -1")
        #expect(
            message([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radius: .infinity), color: .black)])
                == "command 1 (fill): radii.topLeft must be a finite number of at least 0, found inf")
        #expect(
            message([.fill(RoundedRect(rect: Rect(x: 0, y: 0, width: -1, height: 1)), color: .black)])
                == "command 1 (fill): rect width and height must be at least 0, found (0, 0, -1, 1)")
        #expect(message([.popClip]) == "command 1 (popClip): no pushClip to pop")
        let run = GlyphRun(font: "Nope", size: 10, color: .black, origin: .zero, glyphs: [1], positions: [.zero])
        #expect(message([.glyphs(run)]) == "command 1 (glyphs): cannot draw font Nope: no glyph outline provider was given")
        #expect(message([.glyphs(run)], glyphs: TestGlyphs()) == "command 1 (glyphs): cannot get glyph 1 of font Nope: unknown font Nope")
    }

    /// A box glyph on whole pixels rasterizes to exact 0/255 coverage.
    @Test func glyphOutlinesUseTheSameExactCoverage() throws {
        // Glyph 1 spans x 0.05...0.55, y -0.7...0 em; at 20 px: x 1...11, y -14...0 from the pen.
        let run = GlyphRun(font: "Test-Shapes", size: 20, color: .black, origin: Point(x: 3, y: 16), glyphs: [1], positions: [.zero])
        let b = try Rasterizer.render(
            DisplayList(size: Size(width: 20, height: 20), scale: 1, background: .white, commands: [.glyphs(run)]),
            glyphs: TestGlyphs(), glyphCache: GlyphMaskCache())
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (4..<14).contains(x) && (2..<16).contains(y)
                #expect(color(b, x, y) == (inside ? .black : .white), "pixel \(x),\(y)")
            }
        }
    }

    @Test func subpixelPositionsMoveGlyphsByQuarterPixels() throws {
        func draw(_ x: Double) throws -> Bitmap {
            let run = GlyphRun(font: "Test-Shapes", size: 20, color: .black, origin: Point(x: x, y: 16), glyphs: [1], positions: [.zero])
            return try Rasterizer.render(
                DisplayList(size: Size(width: 20, height: 20), scale: 1, background: .white, commands: [.glyphs(run)]),
                glyphs: TestGlyphs(), glyphCache: GlyphMaskCache())
        }
        let quarter = try draw(3.25)
        #expect(quarter.straightPixel(x: 4, y: 8).r == 64)  // 3/4 covered → 255 − 191
        #expect(quarter.straightPixel(x: 14, y: 8).r == 191)  // 1/4 covered
        #expect(try draw(3.26) == quarter)  // same bin
        #expect(try draw(3.0) != quarter)
    }

    /// A glyph too big to cache is drawn straight through the scanner, moved on
    /// the fixed-point grid: a whole-pixel move of the pen moves it byte for byte.
    @Test func uncachedGlyphsMoveExactlyByWholePixels() throws {
        func draw(_ x: Double, _ y: Double) throws -> Bitmap {
            let run = GlyphRun(font: "Test-Shapes", size: 600, color: .black, origin: Point(x: x, y: y), glyphs: [4], positions: [.zero])
            return try Rasterizer.render(
                DisplayList(size: Size(width: 420, height: 500), scale: 1, background: .white, commands: [.glyphs(run)]),
                glyphs: TestGlyphs(), glyphCache: GlyphMaskCache())
        }
        let a = try draw(10.3, 460.4), b = try draw(17.3, 475.4)
        var same = true
        for y in 0..<450 {
            for x in 0..<400 where a.straightPixel(x: x, y: y) != b.straightPixel(x: x + 7, y: y + 15) { same = false }
        }
        #expect(same)
        #expect(a.straightPixel(x: 200, y: 300) == b.straightPixel(x: 207, y: 315))
        #expect(color(a, 200, 300) == .black)
    }

    @Test func imageErrorsNameTheCommandAndSource() {
        func message(_ images: ImageSource?) -> String {
            let list = DisplayList(
                size: Size(width: 10, height: 10), scale: 1,
                commands: [
                    .fill(RoundedRect(rect: .zero), color: .black),
                    .image(rect: Rect(x: 0, y: 0, width: 5, height: 5), source: "images/cover.png", contentMode: .aspectFill),
                ])
            do { _ = try Rasterizer.render(list, images: images); return "no error" } catch { return error.description }
        }
        #expect(message(nil) == "command 1 (image): cannot read images/cover.png: no image source was given")
        #expect(message(.memory([:])) == "command 1 (image): cannot read images/cover.png: no image named images/cover.png")
        #expect(message(.files(relativeTo: "/nonexistent-dir")).hasPrefix("command 1 (image): cannot read images/cover.png: "))
    }

    @Test func mutatedJSONNeverCrashes() {
        var rng = SplitMix64(seed: 7)
        let original = Array(DisplayListJSONTests.example.utf8)
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(rng.next() % 4 + 1) {
                let i = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: i)
                default: bytes.insert(Array("-0.5e9,[]{}\"".utf8)[Int(rng.next() % 12)], at: i)
                }
            }
            if let list = try? DisplayList(json: bytes) {
                _ = try? Rasterizer.render(list, glyphs: TestGlyphs(), images: .memory([:]), pixelLimit: 1 << 20)
            }
        }
    }

    @Test func zeroAreaShapesDrawNothing() throws {
        let list = DisplayList(
            size: Size(width: 4, height: 4), scale: 1, background: .white,
            commands: [
                .fill(RoundedRect(rect: Rect(x: 1, y: 1, width: 0, height: 3)), color: .black),
                .stroke(RoundedRect(rect: Rect(x: 1, y: 1, width: 2, height: 2)), width: 0, color: .black),
                .line(from: Point(x: 0, y: 1), to: Point(x: 4, y: 1), width: 0, color: .black),
            ])
        let b = try Rasterizer.render(list)
        #expect(b.pixels.allSatisfy { $0 == 255 })
    }

    @Test func bitmapsOverThePixelLimitAreRefusedBeforeAllocating() {
        let list = DisplayList(size: Size(width: 100_000, height: 100_000), scale: 3)
        #expect(throws: RasterError.bitmap(.tooLarge(width: 300_000, height: 300_000, limit: Bitmap.defaultPixelLimit))) {
            try Rasterizer.render(list)
        }
        #expect(throws: RasterError.self) { try Rasterizer.render(DisplayList(size: Size(width: .nan, height: 1), scale: 1)) }
        #expect(throws: RasterError.self) { try Rasterizer.render(DisplayList(size: Size(width: 1, height: 1), scale: 0)) }
    }
}
