import Support

/// Pixel buffers a pipeline gives back when it is done with a screen, for the next screen: a
/// fresh 12 MB buffer is mapped and faulted in page by page (3,000 page faults, the kernel
/// zeroing each page). The rasterizer and the baseline cache take from here before allocating;
/// a taken buffer's contents are arbitrary and every taker writes every byte. A buffer still
/// shared when it is given (a copy of its array alive elsewhere) is copied on its first write,
/// never changed under its other owner.
package final class PixelBufferPool: Sendable {
    /// The pool the rasterizer and the baseline cache take from: as many buffers as a design diff
    /// has screens in flight (one per worker).
    package static let shared = PixelBufferPool(limit: 4)

    /// The most buffers kept.
    package let limit: Int
    private let buffers = Locked<[[UInt8]]>([])
    /// The largest buffer asked for since the last `drain`, in bytes, and whether any was given
    /// back since (a pipeline that gives its buffers back is running).
    private let asked = Locked((largest: 0, giving: false))

    package init(limit: Int) { self.limit = limit }

    /// The smallest kept buffer with room for `count` bytes, cut to exactly `count` (arbitrary
    /// contents), or nil.
    package func take(count: Int) -> [UInt8]? {
        let kept: [UInt8]? = buffers.withLock { b in
            guard let i = b.indices.filter({ b[$0].capacity >= count }).min(by: { b[$0].capacity < b[$1].capacity }) else { return nil }
            return b.remove(at: i)
        }
        guard var t = consume kept else { return nil }
        if t.count > count {
            t.removeLast(t.count - count)
        } else if t.count < count {
            // Room enough: the bytes past the old count are written once here, not faulted again later.
            t.append(contentsOf: repeatElement(0, count: count - t.count))
        }
        return t
    }

    /// Keeps `pixels` for a later `take` (the smallest goes when `limit` are kept).
    package func give(_ pixels: [UInt8]) {
        guard pixels.capacity >= 1 << 16 else { return }
        asked.withLock { $0.giving = true }
        buffers.withLock { b in
            b.append(pixels)
            if b.count > limit, let i = b.indices.min(by: { b[$0].capacity < b[$1].capacity }) { b.remove(at: i) }
        }
    }

    /// Lets every kept buffer go (a run that gave them is over: nothing keeps its memory).
    package func drain() {
        buffers.withLock { $0.removeAll() }
        asked.withLock { $0 = (0, false) }
    }

    /// A buffer of `count` bytes whose every byte `fill` writes (a kept one when one has room).
    package func buffer(count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> [UInt8] {
        if var p = take(count: count) {
            p.withUnsafeMutableBufferPointer { fill($0) }
            return p
        }
        // Screens differ in height (a long list is several times a short one), so a buffer made
        // just big enough for one is too small for most that come after it, and the pool would
        // keep missing. While buffers are given back, a screen's buffer gets room for the largest
        // asked for yet: only the pages written are mapped, and a later, taller screen takes it
        // instead of mapping anew. Nothing given back (renders whose pixels are kept or dropped):
        // the size asked, which the C allocator reuses itself below its mapping threshold.
        let room = asked.withLock { a in
            defer { a.largest = max(a.largest, count) }
            return a.giving && count * 2 >= a.largest ? max(a.largest, count) : count
        }
        return [UInt8](unsafeUninitializedCapacity: room) { buf, initialized in
            fill(UnsafeMutableBufferPointer(rebasing: buf[0..<count]))
            initialized = count
        }
    }
}
