import Support

/// What a source image is, by content: a 128-bit digest of its pixels and its size. Two
/// bitmaps with equal digests are taken for the same image only after their pixels compare
/// equal (`ResampleCache.identify`), so a collision never draws a wrong image.
struct ImageDigest: Hashable, Sendable {
    var lo: UInt64, hi: UInt64
    var width: Int, height: Int

    init(lo: UInt64, hi: UInt64, width: Int, height: Int) {
        self.lo = lo; self.hi = hi; self.width = width; self.height = height
    }

    /// The digest of `image`'s pixels: two multiply-xor lanes over 8-byte words.
    /// - Complexity: O(pixels), a few hundred microseconds a megapixel.
    init(_ image: Bitmap) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(image.width) << 32 ^ UInt64(image.height)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F ^ UInt64(image.pixels.count)
        image.pixels.withUnsafeBytes { raw in
            let words = raw.count / 8
            for i in 0..<words {
                let v = raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                a = (a ^ v) &* 0xFF51_AFD7_ED55_8CCD
                a ^= a >> 31
                b = (b ^ (v &+ UInt64(i))) &* 0xC4CE_B9FE_1A85_EC53
                b ^= b >> 29
            }
            for i in (words * 8)..<raw.count {
                a = (a ^ UInt64(raw[i])) &* 0xFF51_AFD7_ED55_8CCD
                b = (b ^ UInt64(raw[i])) &* 0xC4CE_B9FE_1A85_EC53
            }
        }
        lo = a ^ a >> 33
        hi = b ^ b >> 32
        width = image.width; height = image.height
    }
}

/// Images resampled to device pixels, shared by every draw of the process: a screen drawn
/// again, or another screen with the same thumbnails at the same size and subpixel phase,
/// takes the resampled pixels instead of resampling again. Keyed by the source's content
/// (`ImageDigest`, checked against the kept source's pixels) and everything else the pixels
/// depend on (`ResampleKey`), so a hit is the very pixels a fresh resample gives: output never
/// depends on what is cached, on which thread drew first, or on the image's name.
///
/// Bounded: sources and resampled pixels together stay under `byteBudget` bytes (emptied when
/// an insert would pass it, as the glyph cache is); a source over a quarter of the budget is
/// resampled every time and never kept. Thread-safe.
final class ResampleCache: Sendable {
    /// The cache every draw uses.
    static let shared = ResampleCache()

    struct State {
        /// The first bitmap seen with each digest (its pixels settle whether another bitmap is it).
        var sources: [ImageDigest: Bitmap] = [:]
        /// Every pixel buffer found to hold a kept digest's pixels, by its address, kept alive
        /// here (so no other buffer can take that address while the entry exists): an image
        /// store's decoded image drawn again is known without hashing its pixels.
        var buffers: [UInt: (bitmap: Bitmap, digest: ImageDigest)] = [:]
        var resampled: [ResampleKey: [UInt32]] = [:]
        var bytes = 0
    }

    private let state = Locked(State())
    /// The most bytes of sources and resampled pixels kept.
    let byteBudget: Int

    init(byteBudget: Int = 24 << 20) { self.byteBudget = byteBudget }

    /// Number of resampled images held.
    var count: Int { state.withLock { $0.resampled.count } }

    /// How many resampled images `matching` picks out (a test counts its own among other tests' draws).
    func count(matching: (ResampleKey) -> Bool) -> Int { state.withLock { $0.resampled.keys.filter(matching).count } }

    /// Bytes held (sources and resampled pixels, 64 bytes of overhead each).
    var bytes: Int { state.withLock { $0.bytes } }

    /// Drops everything.
    func removeAll() { state.withLock { $0 = State() } }

    /// The digest `image` is cached under, or nil when it cannot be (too large, or a digest
    /// collision with another kept image: then it is resampled every time).
    /// - Complexity: O(1) for a bitmap whose pixel buffer is the kept one (an image store's
    ///   decoded image, drawn again); otherwise O(pixels) for the digest and, when an equal
    ///   digest is kept, a comparison of the pixels.
    func identify(_ image: Bitmap) -> ImageDigest? {
        let size = image.pixels.count + 64
        guard image.pixels.count > 0, size <= byteBudget / 4 else { return nil }
        let address = Self.address(image)
        let known: ImageDigest? = state.withLock { s in
            guard let b = s.buffers[address], Self.address(b.bitmap) == address else { return nil }
            return b.digest
        }
        if let known { return known }
        let digest = ImageDigest(image)
        return state.withLock { s in
            if let kept = s.sources[digest] {
                // A digest collision: this image is resampled every time.
                guard Self.samePixels(kept, image) else { return nil }
            } else {
                if s.bytes + size > byteBudget { s = State() }
                s.sources[digest] = image
            }
            if s.buffers[address] == nil && s.bytes + size <= byteBudget {
                s.buffers[address] = (image, digest)
                s.bytes += size
            }
            return digest
        }
    }

    /// The address of a bitmap's pixel buffer.
    static func address(_ image: Bitmap) -> UInt { image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }

    /// Whether two bitmaps hold the same pixels (one buffer: O(1); otherwise a `memcmp`).
    static func samePixels(_ a: Bitmap, _ b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                pa.baseAddress == pb.baseAddress || pa.isEmpty || Platform.bytesEqual(pa.baseAddress!, pb.baseAddress!, count: pa.count)
            }
        }
    }

    func pixels(for key: ResampleKey) -> [UInt32]? { state.withLock { $0.resampled[key] } }

    /// Keeps `pixels`, resampled from `image`, for `key` while `image` has the pixels the key's
    /// digest was kept for (an entry never outlives that source, so every kept entry was made
    /// from the pixels its digest stands for).
    func insert(_ pixels: [UInt32], for key: ResampleKey, from image: Bitmap) {
        let size = pixels.count * 4 + 64
        guard size <= byteBudget / 4 else { return }
        guard let kept = state.withLock({ $0.sources[key.source] }), Self.samePixels(kept, image) else { return }
        state.withLock { s in
            guard s.resampled[key] == nil else { return }
            if s.bytes + size > byteBudget {
                // Emptied, keeping this entry's source so the entry is kept with it.
                s = State()
                s.sources[key.source] = kept
                s.buffers[Self.address(kept)] = (kept, key.source)
                s.bytes = kept.pixels.count + 64
                guard s.bytes + size <= byteBudget else { return }
            }
            s.resampled[key] = pixels
            s.bytes += size
        }
    }
}
