/// The identity and order of a collection view's sections and items: UIKit's
/// `NSDiffableDataSourceSnapshot`, with throwing calls where UIKit crashes.
///
/// A snapshot is a value. Section identifiers are unique in the snapshot, and item identifiers are
/// unique across all of its sections. Every call that would break that (or that names an
/// identifier the snapshot does not hold) throws ``DiffableDataSourceError`` and leaves the
/// snapshot unchanged.
///
/// Throwing calls: `appendItems`, `insertItems(_:beforeItem:)`, `insertItems(_:afterItem:)`,
/// `deleteItems`, `moveItem(_:beforeItem:)`, `moveItem(_:afterItem:)`, `reloadItems`,
/// `reconfigureItems`, `appendSections`, `insertSections(_:beforeSection:)`,
/// `insertSections(_:afterSection:)`, `deleteSections`, `moveSection(_:beforeSection:)`,
/// `moveSection(_:afterSection:)`, `reloadSections`, `numberOfItems(inSection:)` and
/// `itemIdentifiers(inSection:)`. Everything else never throws.
///
/// ## Lookups
/// Items live in per-section arrays; a hash table (`IdentifierTable`, borrowing the items from
/// those arrays) maps each item to its section and position.
/// Positions are re-indexed lazily, per section and only from the first changed position on:
/// a mutation in the middle of a section does not touch the dictionary, and the next lookup that
/// needs a position past that point (a query or a mutation) re-indexes forward only as far as it
/// has to, and remembers it. Appending, repeated inserts around the same anchor and lookups after
/// any of them therefore stay O(1) amortized; nothing scans the whole snapshot per call.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias SectionID = SectionIdentifierType
    @usableFromInline typealias ItemID = ItemIdentifierType

    @usableFromInline struct SectionStorage: Sendable {
        @usableFromInline var identifier: SectionID
        @usableFromInline var items: [ItemID]
        @usableFromInline var slot: Int

        @inlinable init(identifier: SectionID, items: [ItemID], slot: Int) {
            self.identifier = identifier
            self.items = items
            self.slot = slot
        }
    }

    @usableFromInline var sections: [SectionStorage] = []
    /// Section identifier → slot. Slots are stable while a section lives; moves don't change them.
    @usableFromInline var slotBySection: [SectionID: Int] = [:]
    /// Slot → current index in `sections`, or -1 for a deleted section.
    @usableFromInline var indexOfSlot: [Int] = []
    /// Item → location, shared copy-on-write (see `ItemIndex`).
    @usableFromInline var index = ItemIndex<ItemID>()
    @usableFromInline var reloadedItems = MarkList<ItemID>()
    @usableFromInline var reconfiguredItems = MarkList<ItemID>()
    @usableFromInline var reloadedSections = MarkList<SectionID>()

    /// Creates an empty snapshot.
    @inlinable public init() {}
}

/// Identifiers marked for reload or reconfigure, in the order they were first marked.
@usableFromInline struct MarkList<Element: Hashable & Sendable>: Sendable, Equatable {
    @inlinable init() {}

    @usableFromInline var order: [Element] = []
    @usableFromInline var members: Set<Element> = []

    @inlinable mutating func insert(_ element: Element) {
        if members.insert(element).inserted { order.append(element) }
    }

    @inlinable mutating func remove<S: Sequence>(_ elements: S) where S.Element == Element {
        guard !members.isEmpty else { return }
        var removedAny = false
        for element in elements where members.remove(element) != nil { removedAny = true }
        if removedAny { order.removeAll { !members.contains($0) } }
    }

    @inlinable static func == (lhs: MarkList, rhs: MarkList) -> Bool { lhs.members == rhs.members }
}

// MARK: - Index maintenance

extension DiffableDataSourceSnapshot {
    /// Makes the index unique to this snapshot; mutating code then uses it without the lock.
    /// Every public mutating call does this first, before anything holds a reference to the
    /// index (helpers below assume it was done and never do it again).
    @inlinable mutating func ensureUniqueIndex() {
        if !isKnownUniquelyReferenced(&index) { index = index.copy() }
    }

    /// Runs `body` with the index locked (for reading: it may repair positions on the way).
    @inlinable func withIndex<R>(_ body: (ItemIndex<ItemID>) throws -> R) rethrows -> R {
        try index.withLock(body)
    }

    /// The section index and position of `item`, repairing (and remembering) positions past the
    /// section's prefix up to the item. The caller holds the lock or owns `index` uniquely.
    /// - Complexity: O(1) amortized.
    @inlinable func locate(_ item: ItemID, in index: ItemIndex<ItemID>) -> (section: Int, position: Int)? {
        guard let location = index.locations[item] else { return nil }
        let s = indexOfSlot[location.slot]
        let prefix = index.prefixBySlot[location.slot]
        let p = location.position
        let items = sections[s].items
        if p < prefix && (prefix == items.count || items[p] == item) {
            return (s, p)
        }
        var j = prefix
        while j < items.count {
            let x = items[j]
            index.locations.setPosition(of: x, to: j)
            j += 1
            if x == item {
                index.prefixBySlot[location.slot] = j
                return (s, j - 1)
            }
        }
        index.prefixBySlot[location.slot] = items.count
        return items.firstIndex(of: item).map { (s, $0) }
    }

    /// Repairs every position of section `s`. The caller holds the lock or owns `index` uniquely.
    @inlinable func indexSection(_ s: Int, in index: ItemIndex<ItemID>) {
        let slot = sections[s].slot
        let items = sections[s].items
        var j = index.prefixBySlot[slot]
        guard j < items.count else { return }
        // Work on the dictionary moved out of the class: one exclusivity check, not one per item.
        var locations = IdentifierTable<ItemID>()
        swap(&locations, &index.locations)
        while j < items.count {
            locations.setPosition(of: items[j], to: j)
            j += 1
        }
        swap(&locations, &index.locations)
        index.prefixBySlot[slot] = items.count
    }

    /// Repairs every position of every section, so that every lookup afterwards is O(1).
    /// - Complexity: O(positions not yet indexed).
    @inlinable func indexAll() {
        withIndex { index in
            for s in sections.indices { indexSection(s, in: index) }
        }
    }

    /// Records `items` as living in `slot` at `start...`, throwing (and undoing) on a duplicate.
    /// The index borrows the keys (see `IdentifierTable`): the caller puts these very `items`
    /// into the section (`insertClaimed`) before they can go away.
    @inlinable mutating func claim(_ items: [ItemID], slot: Int, startingAt start: Int, operation: String) throws(DiffableDataSourceError) {
        let index = self.index
        // Growing once up front rehashes nothing; growing on the way would rehash every key.
        index.locations.reserveCapacity(index.locations.count + items.count)
        // Work on the table moved out of the class (one exclusivity check), made unique once. A
        // batch of keys is hashed, then probed, then stored: the probes are independent loads,
        // so their cache misses overlap, where probing and storing in turn would wait for each.
        var table = IdentifierTable<ItemID>()
        swap(&table, &index.locations)
        defer { swap(&table, &index.locations) }
        table.makeUnique()
        let batch = 32
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 2 * batch)
        defer { scratch.deallocate() }
        let tags = scratch, buckets = scratch + batch
        try items.withUnsafeBufferPointer { (items) throws(DiffableDataSourceError) in
            var first = 0
            while first < items.count {
                let end = Swift.min(first + batch, items.count)
                for i in first..<end { tags[i - first] = IdentifierTable<ItemID>.tag(of: items[i]) }
                for i in first..<end {
                    let (bucket, found) = table.find(items[i], tag: tags[i - first])
                    buckets[i - first] = found ? ~bucket : bucket
                }
                for i in first..<end {
                    let tag = tags[i - first]
                    var bucket = buckets[i - first]
                    if bucket >= 0 && table.isOccupied(bucket) {
                        // An earlier key of this batch took the bucket (or is this very key).
                        let (again, found) = table.find(items[i], tag: tag)
                        bucket = found ? ~again : again
                    }
                    guard bucket >= 0 else {
                        // Nothing was stored for this key; undo the keys before it (distinct, all new).
                        for y in items[..<i] { table.removeValue(forKey: y) }
                        throw DiffableDataSourceError.duplicateItem(item: describe(items[i]), operation: operation)
                    }
                    table.storeNew(keyAt: items.baseAddress! + i, tag: tag, location: ItemLocation(slot: slot, position: start + i), at: bucket)
                }
                first = end
            }
        }
    }

    /// Inserts already-claimed `items` into section `s` at `position`.
    @inlinable mutating func insertClaimed(_ items: [ItemID], section s: Int, at position: Int) {
        let index = self.index
        let oldCount = sections[s].items.count
        if oldCount == 0 {
            sections[s].items = items  // share the caller's buffer instead of copying element by element
        } else {
            sections[s].items.insert(contentsOf: items, at: position)
        }
        let slot = sections[s].slot
        let prefix = index.prefixBySlot[slot]
        if position == oldCount, prefix == oldCount {
            index.prefixBySlot[slot] = oldCount + items.count
        } else if prefix >= position {
            // Positions before `position` are untouched and the inserted ones are exact, but
            // everything after them shifted.
            index.prefixBySlot[slot] = position + items.count
        }
    }

    /// Removes the items at `positions` (ascending, unique) from section `s`. Does not remove
    /// them from the index.
    @inlinable mutating func removePositions(_ positions: [Int], section s: Int) {
        guard let first = positions.first else { return }
        let index = self.index
        var items: [ItemID] = []
        swap(&items, &sections[s].items)
        if positions.count == 1 {
            items.remove(at: first)
        } else {
            var write = first
            var next = 0
            for read in first..<items.count {
                if next < positions.count && positions[next] == read {
                    next += 1
                    continue
                }
                items.swapAt(write, read)
                write += 1
            }
            items.removeLast(items.count - write)
        }
        swap(&items, &sections[s].items)
        let slot = sections[s].slot
        index.prefixBySlot[slot] = Swift.min(index.prefixBySlot[slot], first)
    }

    /// A new slot for a section about to be inserted.
    @inlinable mutating func makeSlot() -> Int {
        index.prefixBySlot.append(0)
        indexOfSlot.append(-1)
        return indexOfSlot.count - 1
    }

    /// Refreshes `indexOfSlot` for sections from index `start` on.
    @inlinable mutating func reindexSections(from start: Int = 0) {
        var i = start
        while i < sections.count {
            indexOfSlot[sections[i].slot] = i
            i += 1
        }
    }

    /// Renumbers slots when deleted sections have left most of them unused.
    @inlinable mutating func compactSlotsIfNeeded() {
        guard indexOfSlot.count > 64, indexOfSlot.count > 4 * sections.count else { return }
        let index = self.index
        var newSlotOfOld = [Int](repeating: -1, count: indexOfSlot.count)
        var prefixes = [Int](repeating: 0, count: sections.count)
        for i in sections.indices {
            newSlotOfOld[sections[i].slot] = i
            prefixes[i] = index.prefixBySlot[sections[i].slot]
            sections[i].slot = i
        }
        for key in slotBySection.keys { slotBySection[key] = newSlotOfOld[slotBySection[key]!] }
        index.locations.updateLocations { $0.slot = newSlotOfOld[$0.slot] }
        indexOfSlot = Array(sections.indices)
        index.prefixBySlot = prefixes
    }

    /// The index of the section, or nil.
    @inlinable
    func sectionIndex(of identifier: SectionID) -> Int? {
        guard let slot = slotBySection[identifier] else { return nil }
        return indexOfSlot[slot]
    }
}
