import Support

/// Shaped paragraphs by text (runs with their font: family, weight, size, OpenType
/// features; direction and script follow from the text) and line-break strategy, so measuring the same text at
/// several widths (or measuring, then drawing) shapes it once. Bounded by a total number
/// of Unicode scalars; when full it is emptied (results never depend on the cache).
/// Thread-safe.
final class ShapeCache: @unchecked Sendable {
    /// Texts are equal when their bytes are: `String`'s own equality is canonical
    /// equivalence ("é" == "e\u{301}"), but those shape differently.
    private struct Key: Equatable {
        var text: AttributedText
        var strategy: UInt
        var hash: Int

        init(text: AttributedText, strategy: UInt) {
            self.text = text; self.strategy = strategy
            // A multiply-xor hash over 8-byte words: several times faster than SipHash on
            // paragraph-sized keys; not flooding-resistant, which a layout cache need not be.
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(strategy)
            @inline(__always) func mix(_ w: UInt64) { h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD; h ^= h >> 29 }
            @inline(__always) func mixBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
                let raw = UnsafeRawBufferPointer(bytes)
                var i = 0
                while i + 8 <= raw.count { mix(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)); i += 8 }
                var tail: UInt64 = 0
                while i < raw.count { tail = tail << 8 | UInt64(raw[i]); i += 1 }
                mix(tail ^ UInt64(raw.count) << 56)
            }
            for run in text.runs {
                Key.withBytes(run.text, mixBytes)
                let a = run.attributes
                // The family's bytes, like the text's (`Hasher` on a String checks NFC first).
                Key.withBytes(a.font.family, mixBytes)
                mix(UInt64(a.font.weight.numericValue) | (a.font.italic ? 1 << 16 : 0)); mix(a.font.size.bitPattern); mix((a.kern == 0 ? 0 : a.kern).bitPattern)
                // Features change glyphs: part of the key (tag and value per setting).
                for f in a.font.features { mix(UInt64(f.tag) << 32 | UInt64(f.value)) }
                mix(UInt64(a.font.features.count))
                mix(UInt64(a.color.red) | UInt64(a.color.green) << 8 | UInt64(a.color.blue) << 16 | UInt64(a.color.alpha) << 24)
            }
            h ^= h >> 32; h = h &* 0xD6E8_FEB8_6659_FD93; h ^= h >> 32
            hash = Int(truncatingIfNeeded: h)
        }

        static func withBytes<R>(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if let r = s.utf8.withContiguousStorageIfAvailable(body) { return r }
            return Array(s.utf8).withUnsafeBufferPointer(body)
        }

        static func sameBytes(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            return withBytes(a) { pa in withBytes(b) { pb in pa.count == 0 || Platform.bytesEqual(pa.baseAddress!, pb.baseAddress!, count: pa.count) } }
        }

        static func == (l: Key, r: Key) -> Bool {
            guard l.hash == r.hash, l.strategy == r.strategy, l.text.runs.count == r.text.runs.count else { return false }
            // By index, reading fields in place (a `zip` copies every run: four retains each).
            return l.text.runs.withUnsafeBufferPointer { xs in
                r.text.runs.withUnsafeBufferPointer { ys in
                    for k in 0..<xs.count {
                        guard xs[k].attributes.font.weight == ys[k].attributes.font.weight, xs[k].attributes.font.italic == ys[k].attributes.font.italic,
                            xs[k].attributes.font.size == ys[k].attributes.font.size,
                            xs[k].attributes.color == ys[k].attributes.color, xs[k].attributes.kern == ys[k].attributes.kern,
                            xs[k].attributes.font.features == ys[k].attributes.font.features,
                            sameBytes(xs[k].attributes.font.family, ys[k].attributes.font.family), sameBytes(xs[k].text, ys[k].text)
                        else { return false }
                    }
                    return true
                }
            }
        }
    }
    /// Guards the table below.
    private let lock = Locked(())
    /// Open addressing, linear probing, at most half full: a lookup usually reads one
    /// slot (a `Dictionary` reads its bitmap, key and value arrays: three cache misses
    /// when thousands of texts cycle through).
    private struct Slot {
        var key: Key
        var value: ShapedText
    }
    private var slots: [Slot?] = Array(repeating: nil, count: 64)
    private var used = 0
    private var scalars = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    private func find(_ key: Key) -> Int {
        let mask = slots.count - 1
        var i = key.hash & mask
        while let slot = slots[i] {
            if slot.key == key { return i }
            i = (i &+ 1) & mask
        }
        return i
    }

    func shaped(_ text: AttributedText, strategy: LineBreakStrategy, make: () throws(TextLayoutError) -> ShapedText) throws(TextLayoutError) -> ShapedText {
        let key = Key(text: text, strategy: strategy.rawValue)
        // Shaping runs outside the lock: two threads may shape the same text, never block on it.
        if let hit = lock.withLock({ _ in slots[find(key)]?.value }) { return hit }
        let value = try make()
        guard value.count <= capacity else { return value }
        lock.withLock { _ in
            if scalars + value.count > capacity { clear(keepingCapacity: true) }
            if (used + 1) * 2 > slots.count { grow() }
            let i = find(key)
            if slots[i] == nil { used += 1; scalars += value.count; slots[i] = Slot(key: key, value: value) }
        }
        return value
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        for case let slot? in old { slots[find(slot.key)] = slot }
    }

    private func clear(keepingCapacity: Bool) {
        slots = Array(repeating: nil, count: keepingCapacity ? slots.count : 64)
        used = 0; scalars = 0
    }

    func removeAll() {
        lock.withLock { _ in clear(keepingCapacity: false) }
    }
}
