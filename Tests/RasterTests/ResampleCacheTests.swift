import Geometry
import Support
import Testing

@testable import Raster

/// The process-wide resample cache: images resampled once are shared by later draws, keyed by
/// the image's content (not its name), and a draw from the cache is the draw without it.
@Suite(.serialized) struct ResampleCacheTests {
    /// A 40×30 image whose pixels depend on `seed` (premultiplied: each color ≤ alpha).
    static func image(seed: UInt8) throws -> Bitmap {
        var px = [UInt8](repeating: 0, count: 40 * 30 * 4)
        for i in 0..<(40 * 30) {
            let a = UInt8(truncatingIfNeeded: 128 + (i * 7 + Int(seed)) % 128)
            px[i * 4] = UInt8(truncatingIfNeeded: (i + Int(seed)) % Int(a))
            px[i * 4 + 1] = UInt8(truncatingIfNeeded: (i * 3) % Int(a))
            px[i * 4 + 2] = seed % a
            px[i * 4 + 3] = a
        }
        return try Bitmap(width: 40, height: 30, premultipliedPixels: px)
    }

    /// Thumbnails shrunk and enlarged, at subpixel offsets, tinted and mirrored.
    static func list() -> DisplayList {
        DisplayList(
            size: Size(width: 60, height: 50), scale: 3, background: .white,
            commands: [
                .image(rect: Rect(x: 1.3, y: 2, width: 17, height: 11), source: "a.png", contentMode: .aspectFill),
                .image(rect: Rect(x: 21.3, y: 2, width: 17, height: 11), source: "a.png", contentMode: .aspectFill),
                .image(rect: Rect(x: 2, y: 15.5, width: 50, height: 30), source: "a.png", contentMode: .aspectFit, mirrored: true),
                .image(
                    rect: Rect(x: 40, y: 3, width: 12, height: 9), source: "a.png", contentMode: .scaleToFill,
                    tint: Color(red: 0, green: 120, blue: 200)),
            ])
    }

    /// This suite's resampled images (other suites draw into the shared cache at the same time).
    static var held: Int { ResampleCache.shared.count { $0.source.width == 40 && $0.source.height == 30 } }

    @Test func aCachedDrawIsTheFreshDraw() throws {
        let images = ImageSource.memory(["a.png": try Self.image(seed: 1)])
        ResampleCache.shared.removeAll()
        let fresh = try Rasterizer.render(Self.list(), images: images)
        let held = Self.held
        #expect(held > 0)
        let again = try Rasterizer.render(Self.list(), images: images)
        #expect(again == fresh)
        #expect(Self.held == held, "the second draw resampled again")
        // An image source that decodes afresh each time (other pixel buffers, same pixels).
        let decoding = ImageSource { _ in try Self.image(seed: 1) }
        #expect(try Rasterizer.render(Self.list(), images: decoding) == fresh)
        #expect(Self.held == held)
    }

    @Test func theSameNameWithOtherPixelsIsAnotherImage() throws {
        ResampleCache.shared.removeAll()
        let one = try Rasterizer.render(Self.list(), images: .memory(["a.png": try Self.image(seed: 1)]))
        let two = try Rasterizer.render(Self.list(), images: .memory(["a.png": try Self.image(seed: 2)]))
        ResampleCache.shared.removeAll()
        let twoFresh = try Rasterizer.render(Self.list(), images: .memory(["a.png": try Self.image(seed: 2)]))
        #expect(two == twoFresh)
        #expect(one != two)
    }

    @Test func drawsOnManyThreadsAreTheSameBytes() throws {
        let images = ImageSource.memory(["a.png": try Self.image(seed: 3)])
        ResampleCache.shared.removeAll()
        let expected = try Rasterizer.render(Self.list(), images: images)
        ResampleCache.shared.removeAll()
        let results = Locked<[Bitmap]>([])
        let list = Self.list()
        _ = WorkerPool(jobs: 4).map(8) { _ in
            if let b = try? Rasterizer.render(list, images: images) { results.withLock { $0.append(b) } }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 == expected })
    }

    @Test func staysWithinItsBudget() throws {
        let cache = ResampleCache(byteBudget: 64 << 10)
        var digests: Set<ImageDigest> = []
        for seed in 0..<40 {
            let image = try Self.image(seed: UInt8(seed))
            guard let d = cache.identify(image) else {
                Issue.record("a 4.8 KB image is cacheable in 64 KB")
                continue
            }
            digests.insert(d)
            let key = ResampleKey(source: d, dw: 10, dh: 10, phaseX: 0, phaseY: 0, areaX: 0, areaY: 0, areaW: 10, areaH: 10)
            cache.insert([UInt32](repeating: UInt32(seed), count: 100), for: key, from: image)
            #expect(cache.pixels(for: key) == [UInt32](repeating: UInt32(seed), count: 100))
            #expect(cache.bytes <= 64 << 10)
        }
        #expect(digests.count == 40)
        // An image over a quarter of the budget is never kept.
        let big = try Bitmap(width: 100, height: 100, fill: (1, 2, 3, 255))
        #expect(cache.identify(big) == nil)
        // Equal pixels in another buffer are the same image; other pixels are not.
        let a = try Self.image(seed: 9), b = try Self.image(seed: 9)
        #expect(cache.identify(a) == cache.identify(b))
        #expect(ImageDigest(a) != ImageDigest(try Self.image(seed: 10)))
    }

    @Test func anEntryIsKeptOnlyForItsOwnSource() throws {
        let cache = ResampleCache(byteBudget: 1 << 20)
        let image = try Self.image(seed: 4)
        let d = try #require(cache.identify(image))
        let key = ResampleKey(source: d, dw: 10, dh: 10, phaseX: 0, phaseY: 0, areaX: 0, areaY: 0, areaW: 10, areaH: 10)
        // Pixels resampled from another image under this digest (as a collision would) are refused.
        cache.insert([UInt32](repeating: 7, count: 100), for: key, from: try Self.image(seed: 5))
        #expect(cache.pixels(for: key) == nil)
        cache.insert([UInt32](repeating: 7, count: 100), for: key, from: image)
        #expect(cache.pixels(for: key) != nil)
    }
}
