import Foundation

/// Shaped paragraphs by text and line-break strategy, so measuring the same text at
/// several widths (or measuring, then drawing) shapes it once. Bounded by a total number
/// of Unicode scalars; when full it is emptied (results never depend on the cache).
/// Thread-safe.
final class ShapeCache: @unchecked Sendable {
    /// Texts are equal when their bytes are: `String`'s own equality is canonical
    /// equivalence ("é" == "e\u{301}"), but those shape differently.
    private struct Key: Hashable {
        var text: AttributedText
        var strategy: UInt
        var hash: Int

        init(text: AttributedText, strategy: UInt) {
            self.text = text; self.strategy = strategy
            var h = Hasher()
            h.combine(strategy)
            for run in text.runs {
                Key.withBytes(run.text) { h.combine(bytes: UnsafeRawBufferPointer($0)) }
                h.combine(0xFF as UInt8)  // run separator (never in UTF-8)
                let a = run.attributes
                Key.withBytes(a.font.family) { h.combine(bytes: UnsafeRawBufferPointer($0)) }
                h.combine(a.font.weight); h.combine(a.font.size); h.combine(a.color); h.combine(a.kern)
            }
            hash = h.finalize()
        }

        static func withBytes<R>(_ s: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            if let r = s.utf8.withContiguousStorageIfAvailable(body) { return r }
            return Array(s.utf8).withUnsafeBufferPointer(body)
        }

        static func sameBytes(_ a: String, _ b: String) -> Bool {
            guard a.utf8.count == b.utf8.count else { return false }
            return withBytes(a) { pa in withBytes(b) { pb in pa.elementsEqual(pb) } }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (l: Key, r: Key) -> Bool {
            guard l.hash == r.hash, l.strategy == r.strategy, l.text.runs.count == r.text.runs.count else { return false }
            for (x, y) in zip(l.text.runs, r.text.runs) {
                let ax = x.attributes, ay = y.attributes
                guard ax.font.weight == ay.font.weight, ax.font.size == ay.font.size, ax.color == ay.color,
                      ax.kern == ay.kern, sameBytes(ax.font.family, ay.font.family), sameBytes(x.text, y.text) else { return false }
            }
            return true
        }
    }
    private let lock = NSLock()
    private var entries: [Key: ShapedText] = [:]
    private var scalars = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func shaped(_ text: AttributedText, strategy: LineBreakStrategy, make: () throws(TextLayoutError) -> ShapedText) throws(TextLayoutError) -> ShapedText {
        let key = Key(text: text, strategy: strategy.rawValue)
        lock.lock()
        let hit = entries[key]
        lock.unlock()
        if let hit { return hit }
        let value = try make()
        guard value.count <= capacity else { return value }
        lock.lock()
        if scalars + value.count > capacity { entries.removeAll(keepingCapacity: true); scalars = 0 }
        if entries.updateValue(value, forKey: key) == nil { scalars += value.count }
        lock.unlock()
        return value
    }

    func removeAll() {
        lock.lock(); entries.removeAll(); scalars = 0; lock.unlock()
    }
}
