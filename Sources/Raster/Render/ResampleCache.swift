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
        /// The kept source of each digest (its pixels settle whether another bitmap is it).
        var sources: [ImageDigest: Bitmap] = [:]
        /// The digest of a kept source's pixel buffer, by the buffer's address: valid while
        /// `sources` holds that buffer (so the address cannot be reused), checked on use.
        var byAddress: [UInt: ImageDigest] = [:]
        var resampled: [ResampleKey: [UInt32]] = [:]
        var bytes = 0
    }

    private let state = Locked(State())
    /// The most bytes of sources and resampled pixels kept.
    let byteBudget: Int

    init(byteBudget: Int = 48 << 20) { self.byteBudget = byteBudget }

    /// Number of resampled images held.
    var count: Int { state.withLock { $0.resampled.count } }

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
        let size = image.pixels.count
        guard size > 0, size + 64 <= byteBudget / 4 else { return nil }
        let address = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let known: ImageDigest? = state.withLock { s in
            guard let d = s.byAddress[address], let kept = s.sources[d],
                kept.pixels.withUnsafeBufferPointer({ UInt(bitPattern: $0.baseAddress) }) == address
            else { return nil }
            return d
        }
        if let known { return known }
        let digest = ImageDigest(image)
        let kept = state.withLock { $0.sources[digest] }
        if let kept {
            // Same digest: the same image only if the pixels say so (equal buffers compare in O(1)).
            return kept.width == image.width && kept.height == image.height && kept.pixels == image.pixels ? digest : nil
        }
        state.withLock { s in
            guard s.sources[digest] == nil else { return }
            if s.bytes + size + 64 > byteBudget { s = State() }
            s.sources[digest] = image
            s.byAddress[address] = digest
            s.bytes += size + 64
        }
        return digest
    }

    func pixels(for key: ResampleKey) -> [UInt32]? { state.withLock { $0.resampled[key] } }

    /// Keeps `pixels`, resampled from `image`, for `key` while `image` is the kept source of
    /// the key's digest (an entry never outlives the source whose digest it names, so every kept
    /// entry was made from the pixels that digest stands for).
    func insert(_ pixels: [UInt32], for key: ResampleKey, from image: Bitmap) {
        let size = pixels.count * 4 + 64
        guard size <= byteBudget / 4 else { return }
        state.withLock { s in
            guard let kept = s.sources[key.source], kept.pixels == image.pixels, s.resampled[key] == nil else { return }
            if s.bytes + size > byteBudget {
                // Emptied, keeping this entry's source so the entry is kept with it.
                let source = s.sources[key.source]!
                s = State()
                s.sources[key.source] = source
                s.byAddress[source.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }] = key.source
                s.bytes = source.pixels.count + 64
                guard s.bytes + size <= byteBudget else { return }
            }
            s.resampled[key] = pixels
            s.bytes += size
        }
    }
}
