/// An open-addressing hash table from item identifiers to locations, built for the diff's
/// access pattern.
///
/// It differs from `Dictionary` in ways that matter here: every bucket keeps its key's full hash
/// next to the location and the key (32 bytes for a `String` key: one cache line for a hit), so
/// probing past other keys compares integers and never dereferences their storage, growing never
/// rehashes a key, and hashing is separate from probing (`tag(of:)`, `find(_:tag:)`), so a caller
/// can hash a batch of keys first and then probe with many independent memory accesses in flight.
/// Linear probing, at most 7/8 full, backward-shift deletion (no tombstones).
///
/// Buckets live in manually managed memory (`Storage`, copied on write) and the table *borrows*
/// its keys: it stores their bits without retaining them and never releases them, so a new table
/// is one zero fill, copying or growing one copies bytes, and freeing one frees one allocation
/// (retaining and releasing every key cost more than everything else in building a snapshot:
/// each is an atomic operation on the key's own storage, in hash order). Whoever inserts a key
/// keeps the key itself alive, unchanged, for as long as any copy of the table may read it. A
/// snapshot's index borrows from the snapshot's section arrays: it holds exactly the items they
/// hold, and every mutation keeps both in step (see `claim` and `moveItem`).
/// Iteration order is never observable, so per-process hash seeds cannot change any output.
@usableFromInline
struct IdentifierTable<Key: Hashable & Sendable>: Sendable {
    /// A bucket. Only `tag` is meaningful in an empty bucket (its other fields are not
    /// initialized); an occupied bucket holds a borrowed copy of its key's bits.
    @usableFromInline
    struct Bucket {
        /// The key's hash with the top bit set (so never 0), or 0 for an empty bucket.
        @usableFromInline var tag: Int
        @usableFromInline var location: ItemLocation
        @usableFromInline var key: Key

        @inlinable init(tag: Int, location: ItemLocation, key: Key) {
            self.tag = tag
            self.location = location
            self.key = key
        }
    }

    /// The buckets: `mask + 1` of them (a power of two). The memory is owned by this object, the
    /// keys in it are not.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let buckets: UnsafeMutablePointer<Bucket>
        @usableFromInline let mask: Int
        @usableFromInline let locationOffset: Int
        @usableFromInline let keyOffset: Int
        /// Only mutated by a table that owns the storage uniquely, so unchecked.
        @exclusivity(unchecked) @usableFromInline var count: Int

        /// `size` empty buckets (a power of two).
        @inlinable init(size: Int) {
            buckets = .allocate(capacity: size)
            // Every tag 0: the only part of an empty bucket that is ever read.
            UnsafeMutableRawPointer(buckets).initializeMemory(as: UInt8.self, repeating: 0, count: size * MemoryLayout<Bucket>.stride)
            mask = size - 1
            locationOffset = MemoryLayout<Bucket>.offset(of: \Bucket.location)!
            keyOffset = MemoryLayout<Bucket>.offset(of: \Bucket.key)!
            count = 0
            assert(MemoryLayout<Bucket>.offset(of: \Bucket.tag) == Storage.tagOffset)
        }

        /// The tag of bucket `b`, read without treating an empty bucket as initialized.
        @inlinable func tag(_ b: Int) -> Int {
            UnsafeRawPointer(buckets + b).load(fromByteOffset: Storage.tagOffset, as: Int.self)
        }

        @inlinable func setTag(_ b: Int, _ tag: Int) {
            UnsafeMutableRawPointer(buckets + b).storeBytes(of: tag, toByteOffset: Storage.tagOffset, as: Int.self)
        }

        /// Stored properties are laid out in declaration order: the tag comes first.
        @inlinable static var tagOffset: Int { 0 }

        /// Copies bucket `source` of `from` into bucket `target` (bytes: keys are borrowed).
        @inlinable func copyBucket(_ target: Int, from storage: Storage, _ source: Int) {
            UnsafeMutableRawPointer(buckets + target).copyMemory(from: storage.buckets + source, byteCount: MemoryLayout<Bucket>.stride)
        }

        /// An independent copy with the same buckets.
        @inlinable func copy() -> Storage {
            let other = Storage(size: mask + 1)
            UnsafeMutableRawPointer(other.buckets).copyMemory(from: buckets, byteCount: (mask + 1) * MemoryLayout<Bucket>.stride)
            other.count = count
            return other
        }

        deinit {
            // Nothing to release: the keys are borrowed.
            buckets.deallocate()
        }
    }

    @usableFromInline var storage: Storage

    @inlinable init() { storage = Storage(size: 8) }

    /// The number of keys.
    @inlinable var count: Int { storage.count }

    @inlinable static func tag(of key: Key) -> Int { key.hashValue | Int.min }

    /// Makes `storage` unique to this table before a mutation.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The bucket holding `key`, or the empty bucket where it would go.
    @inlinable func find(_ key: Key, tag: Int) -> (bucket: Int, found: Bool) {
        let storage = self.storage
        let mask = storage.mask
        var b = tag & mask
        while true {
            let t = storage.tag(b)
            if t == 0 { return (b, false) }
            if t == tag, storage.buckets[b].key == key { return (b, true) }
            b = (b &+ 1) & mask
        }
    }

    /// The number of buckets (a power of two), for walking them with `tag(at:)`.
    @inlinable var bucketCount: Int { storage.mask + 1 }

    /// The stored hash of bucket `b` (see `tag(of:)`), or 0 when it is empty.
    @inlinable func tag(at b: Int) -> Int { storage.tag(b) }

    /// The key stored in occupied bucket `b`.
    @inlinable func key(at b: Int) -> Key { storage.buckets[b].key }

    /// The location stored in occupied bucket `b`.
    @inlinable func location(at b: Int) -> ItemLocation { storage.buckets[b].location }

    /// The key's location, or nil.
    /// - Complexity: O(1) expected.
    @inlinable subscript(key: Key) -> ItemLocation? {
        let (b, found) = find(key, tag: Self.tag(of: key))
        return found ? storage.buckets[b].location : nil
    }

    /// Sets the position of a key that is in the table (does nothing otherwise).
    @inlinable mutating func setPosition(of key: Key, to position: Int) {
        let (b, found) = find(key, tag: Self.tag(of: key))
        guard found else { return }
        makeUnique()
        storage.buckets[b].location.position = position
    }

    /// Stores `location` for `key`; returns the location it replaced, if any.
    @inlinable @discardableResult
    mutating func updateValue(_ location: ItemLocation, forKey key: Key) -> ItemLocation? {
        updateValue(location, forKey: key, tag: Self.tag(of: key))
    }

    /// `updateValue(_:forKey:)` with the key's `tag(of:)` already computed.
    @inlinable @discardableResult
    mutating func updateValue(_ location: ItemLocation, forKey key: Key, tag: Int) -> ItemLocation? {
        makeUnique()
        if (count + 1) * 8 > (storage.mask + 1) * 7 { resize(minimumBuckets: (storage.mask + 1) * 2) }
        let (b, found) = find(key, tag: tag)
        if found {
            let old = storage.buckets[b].location
            storage.buckets[b].location = location
            return old
        }
        insertNew(key, tag: tag, location: location, at: b)
        return nil
    }

    /// Whether `bucket` holds a key.
    @inlinable func isOccupied(_ bucket: Int) -> Bool { storage.tag(bucket) != 0 }

    /// Stores a key that is not in the table into `bucket`, the empty bucket `find` returned
    /// for it. The caller made room first (`reserveCapacity`), so nothing grows.
    /// The key is borrowed: its bits are stored, it is not retained.
    @inlinable mutating func insertNew(_ key: Key, tag: Int, location: ItemLocation, at bucket: Int) {
        withUnsafePointer(to: key) { insertNew(keyAt: $0, tag: tag, location: location, at: bucket) }
    }

    /// `insertNew(_:tag:location:at:)` with the key read from `key` (its bits are copied; the
    /// key is neither copied as a value nor retained).
    @inlinable mutating func insertNew(keyAt key: UnsafePointer<Key>, tag: Int, location: ItemLocation, at bucket: Int) {
        makeUnique()
        storeNew(keyAt: key, tag: tag, location: location, at: bucket)
    }

    /// `insertNew(keyAt:tag:location:at:)` for a table whose storage the caller made unique
    /// (`makeUnique`) and has not shared since.
    @inlinable func storeNew(keyAt key: UnsafePointer<Key>, tag: Int, location: ItemLocation, at bucket: Int) {
        let storage = self.storage
        let p = UnsafeMutableRawPointer(storage.buckets + bucket)
        p.storeBytes(of: tag, toByteOffset: Storage.tagOffset, as: Int.self)
        p.storeBytes(of: location, toByteOffset: storage.locationOffset, as: ItemLocation.self)
        (p + storage.keyOffset).copyMemory(from: key, byteCount: MemoryLayout<Key>.size)
        storage.count += 1
    }

    /// Removes `key`; returns its location, or nil when it was not there.
    @inlinable @discardableResult
    mutating func removeValue(forKey key: Key) -> ItemLocation? {
        let (found, isFound) = find(key, tag: Self.tag(of: key))
        guard isFound else { return nil }
        makeUnique()
        let storage = self.storage
        let mask = storage.mask
        let removed = storage.buckets[found].location
        storage.setTag(found, 0)
        // Backward-shift: pull later members of the probe run into the hole when the hole lies
        // between their home bucket and where they are.
        var hole = found
        var next = (hole &+ 1) & mask
        while storage.tag(next) != 0 {
            let home = storage.tag(next) & mask
            if (next &- home) & mask >= (next &- hole) & mask {
                storage.copyBucket(hole, from: storage, next)
                storage.setTag(next, 0)
                hole = next
            }
            next = (next &+ 1) & mask
        }
        storage.count -= 1
        return removed
    }

    /// Makes room for `capacity` keys without growing again.
    @inlinable mutating func reserveCapacity(_ capacity: Int) {
        let needed = (capacity * 8 + 6) / 7 + 1
        if needed > storage.mask + 1 { resize(minimumBuckets: needed) }
    }

    /// Rebuilds with at least `minimumBuckets` buckets (a power of two), placing every key by its
    /// stored hash. Buckets are copied as bytes; a table sharing the old storage keeps it.
    @inlinable mutating func resize(minimumBuckets: Int) {
        var size = 8
        while size < minimumBuckets { size <<= 1 }
        let new = Storage(size: size)
        let newMask = size - 1
        let old = storage
        for b in 0...old.mask {
            let t = old.tag(b)
            guard t != 0 else { continue }
            var target = t & newMask
            while new.tag(target) != 0 { target = (target &+ 1) & newMask }
            new.copyBucket(target, from: old, b)
        }
        new.count = old.count
        storage = new
    }

    /// Applies `body` to every stored location.
    @inlinable mutating func updateLocations(_ body: (inout ItemLocation) -> Void) {
        makeUnique()
        let storage = self.storage
        for b in 0...storage.mask where storage.tag(b) != 0 { body(&storage.buckets[b].location) }
    }

    /// Calls `body` with every key's tag, location and key, in bucket order.
    @inlinable func forEach(_ body: (_ tag: Int, _ location: ItemLocation, _ key: Key) -> Void) {
        let storage = self.storage
        for b in 0...storage.mask {
            let t = storage.tag(b)
            if t != 0 { body(t, storage.buckets[b].location, storage.buckets[b].key) }
        }
    }
}
