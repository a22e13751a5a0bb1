/// An open-addressing hash table from item identifiers to locations, built for the diff's
/// access pattern.
///
/// It differs from `Dictionary` in ways that matter here: every bucket keeps its key's full hash
/// next to the key and the location (one cache line for a hit), so probing past other keys
/// compares integers and never dereferences their storage, growing never rehashes a key, and
/// hashing is separate from probing (`tag(of:)`, `find(_:tag:)`), so a caller can hash a batch of
/// keys first and then probe with many independent memory accesses in flight. Linear probing, at
/// most 3/4 full, backward-shift deletion (no tombstones).
/// Iteration order is never observable, so per-process hash seeds cannot change any output.
@usableFromInline
struct IdentifierTable<Key: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Bucket: Sendable {
        /// The key's hash with the top bit set (so never 0), or 0 for an empty bucket.
        @usableFromInline var tag: Int
        @usableFromInline var key: Key?
        @usableFromInline var location: ItemLocation

        @inlinable init(tag: Int, key: Key?, location: ItemLocation) {
            self.tag = tag
            self.key = key
            self.location = location
        }

        @inlinable static var empty: Bucket { Bucket(tag: 0, key: nil, location: ItemLocation(slot: 0, position: 0)) }
    }

    @usableFromInline var buckets: [Bucket]
    @usableFromInline var mask: Int
    /// The number of keys.
    @usableFromInline var count: Int

    @inlinable init() {
        buckets = [Bucket](repeating: .empty, count: 8)
        mask = 7
        count = 0
    }

    @inlinable static func tag(of key: Key) -> Int { key.hashValue | Int.min }

    /// The bucket holding `key`, or the empty bucket where it would go.
    @inlinable func find(_ key: Key, tag: Int) -> (bucket: Int, found: Bool) {
        var b = tag & mask
        while true {
            let t = buckets[b].tag
            if t == 0 { return (b, false) }
            if t == tag, buckets[b].key! == key { return (b, true) }
            b = (b &+ 1) & mask
        }
    }

    /// The key's location, or nil.
    /// - Complexity: O(1) expected.
    @inlinable subscript(key: Key) -> ItemLocation? {
        let (b, found) = find(key, tag: Self.tag(of: key))
        return found ? buckets[b].location : nil
    }

    /// Sets the position of a key that is in the table (does nothing otherwise).
    @inlinable mutating func setPosition(of key: Key, to position: Int) {
        let (b, found) = find(key, tag: Self.tag(of: key))
        if found { buckets[b].location.position = position }
    }

    /// Stores `location` for `key`; returns the location it replaced, if any.
    @inlinable @discardableResult
    mutating func updateValue(_ location: ItemLocation, forKey key: Key) -> ItemLocation? {
        updateValue(location, forKey: key, tag: Self.tag(of: key))
    }

    /// `updateValue(_:forKey:)` with the key's `tag(of:)` already computed.
    @inlinable @discardableResult
    mutating func updateValue(_ location: ItemLocation, forKey key: Key, tag: Int) -> ItemLocation? {
        if (count + 1) * 4 > buckets.count * 3 { resize(minimumBuckets: buckets.count * 2) }
        let (b, found) = find(key, tag: tag)
        if found {
            let old = buckets[b].location
            buckets[b].location = location
            return old
        }
        buckets[b] = Bucket(tag: tag, key: key, location: location)
        count += 1
        return nil
    }

    /// Removes `key`; returns its location, or nil when it was not there.
    @inlinable @discardableResult
    mutating func removeValue(forKey key: Key) -> ItemLocation? {
        let (found, isFound) = find(key, tag: Self.tag(of: key))
        guard isFound else { return nil }
        let removed = buckets[found].location
        // Backward-shift: pull later members of the probe run into the hole when the hole lies
        // between their home bucket and where they are.
        var hole = found
        var next = (hole &+ 1) & mask
        while buckets[next].tag != 0 {
            let home = buckets[next].tag & mask
            if (next &- home) & mask >= (next &- hole) & mask {
                buckets.swapAt(hole, next)
                hole = next
            }
            next = (next &+ 1) & mask
        }
        buckets[hole] = .empty
        count -= 1
        return removed
    }

    /// Makes room for `capacity` keys without growing again.
    @inlinable mutating func reserveCapacity(_ capacity: Int) {
        let needed = (capacity * 4 + 2) / 3 + 1
        if needed > buckets.count { resize(minimumBuckets: needed) }
    }

    /// Rebuilds with at least `minimumBuckets` buckets (a power of two), placing every key by its
    /// stored hash.
    @inlinable mutating func resize(minimumBuckets: Int) {
        var size = 8
        while size < minimumBuckets { size <<= 1 }
        var newBuckets = [Bucket](repeating: .empty, count: size)
        let newMask = size - 1
        for b in buckets.indices where buckets[b].tag != 0 {
            var target = buckets[b].tag & newMask
            while newBuckets[target].tag != 0 { target = (target &+ 1) & newMask }
            swap(&newBuckets[target], &buckets[b])
        }
        buckets = newBuckets
        mask = newMask
    }

    /// Applies `body` to every stored location.
    @inlinable mutating func updateLocations(_ body: (inout ItemLocation) -> Void) {
        for b in buckets.indices where buckets[b].tag != 0 { body(&buckets[b].location) }
    }
}
