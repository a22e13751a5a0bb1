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
/// Items live in per-section arrays; a dictionary maps each item to its section and position.
/// Positions are re-indexed lazily, per section and only from the first changed position on:
/// a mutation in the middle of a section does not touch the dictionary, and the next lookup that
/// needs a position past that point re-indexes forward only as far as it has to. Appending, and
/// repeated inserts around the same anchor, therefore stay O(1) amortized per item; nothing scans
/// the whole snapshot per call.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias SectionID = SectionIdentifierType
    @usableFromInline typealias ItemID = ItemIdentifierType

    @usableFromInline struct ItemLocation: Sendable {
        /// Stable key of the item's section (see `indexOfSlot`).
        @usableFromInline var slot: Int
        /// Position in the section; exact when below the section's `indexedPrefix` (see `locate`).
        @usableFromInline var position: Int

        @inlinable init(slot: Int, position: Int) {
            self.slot = slot
            self.position = position
        }
    }

    @usableFromInline struct SectionStorage: Sendable {
        @usableFromInline var identifier: SectionID
        @usableFromInline var items: [ItemID]
        @usableFromInline var slot: Int
        /// For every position `j < indexedPrefix`, `itemLocations[items[j]].position == j`.
        @usableFromInline var indexedPrefix: Int

        @inlinable init(identifier: SectionID, items: [ItemID], slot: Int, indexedPrefix: Int) {
            self.identifier = identifier
            self.items = items
            self.slot = slot
            self.indexedPrefix = indexedPrefix
        }
    }

    @usableFromInline var sections: [SectionStorage] = []
    /// Section identifier → slot. Slots are stable while a section lives; moves don't change them.
    @usableFromInline var slotBySection: [SectionID: Int] = [:]
    /// Slot → current index in `sections`, or -1 for a deleted section.
    @usableFromInline var indexOfSlot: [Int] = []
    @usableFromInline var itemLocations: [ItemID: ItemLocation] = [:]
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
    /// The section index and position of `item`, without touching the index.
    /// - Complexity: O(1) when the item's position is indexed; otherwise O(distance from the
    ///   section's first stale position).
    @inlinable func locate(_ item: ItemID) -> (section: Int, position: Int)? {
        guard let location = itemLocations[item] else { return nil }
        let s = indexOfSlot[location.slot]
        let prefix = sections[s].indexedPrefix
        let p = location.position
        if p < prefix && (prefix == sections[s].items.count || sections[s].items[p] == item) {
            return (s, p)
        }
        let items = sections[s].items
        var j = prefix
        while j < items.count {
            if items[j] == item { return (s, j) }
            j += 1
        }
        return items.firstIndex(of: item).map { (s, $0) }
    }

    /// Like `locate`, but records every position it passes so the next lookup is O(1).
    /// - Complexity: O(1) amortized.
    @inlinable mutating func locateIndexing(_ item: ItemID) -> (section: Int, position: Int)? {
        guard let location = itemLocations[item] else { return nil }
        let s = indexOfSlot[location.slot]
        let prefix = sections[s].indexedPrefix
        let count = sections[s].items.count
        let p = location.position
        if p < prefix && (prefix == count || sections[s].items[p] == item) {
            return (s, p)
        }
        var items: [ItemID] = []
        swap(&items, &sections[s].items)
        defer { swap(&items, &sections[s].items) }
        var j = prefix
        while j < count {
            let x = items[j]
            itemLocations[x]?.position = j
            j += 1
            if x == item {
                sections[s].indexedPrefix = j
                return (s, j - 1)
            }
        }
        sections[s].indexedPrefix = count
        return items.firstIndex(of: item).map { (s, $0) }
    }

    /// Indexes every position of section `s`.
    @inlinable mutating func indexSection(_ s: Int) {
        let count = sections[s].items.count
        var j = sections[s].indexedPrefix
        guard j < count else { return }
        var items: [ItemID] = []
        swap(&items, &sections[s].items)
        while j < count {
            itemLocations[items[j]]?.position = j
            j += 1
        }
        swap(&items, &sections[s].items)
        sections[s].indexedPrefix = count
    }

    /// Indexes every position of every section, so that every lookup afterwards is O(1).
    @inlinable mutating func indexAll() {
        for s in sections.indices { indexSection(s) }
    }

    /// Whether every position of section `s` is indexed.
    @inlinable func isFullyIndexed(_ s: Int) -> Bool { sections[s].indexedPrefix == sections[s].items.count }

    /// Records `items` as living in `slot` at `start...`, throwing (and undoing) on a duplicate.
    @inlinable mutating func claim(_ items: [ItemID], slot: Int, startingAt start: Int, operation: String) throws(DiffableDataSourceError) {
        // Growing once up front rehashes nothing; growing on the way would rehash every key.
        itemLocations.reserveCapacity(itemLocations.count + items.count)
        for (i, x) in items.enumerated() {
            if let existing = itemLocations.updateValue(ItemLocation(slot: slot, position: start + i), forKey: x) {
                itemLocations[x] = existing
                for y in items[..<i] where y != x { itemLocations.removeValue(forKey: y) }
                if items[..<i].contains(x) { itemLocations.removeValue(forKey: x) }
                throw DiffableDataSourceError.duplicateItem(item: describe(x), operation: operation)
            }
        }
    }

    /// Inserts already-claimed `items` into section `s` at `position`.
    @inlinable mutating func insertClaimed(_ items: [ItemID], section s: Int, at position: Int) {
        let oldCount = sections[s].items.count
        if oldCount == 0 {
            sections[s].items = items // share the caller's buffer instead of copying element by element
        } else {
            sections[s].items.insert(contentsOf: items, at: position)
        }
        let prefix = sections[s].indexedPrefix
        if position == oldCount, prefix == oldCount {
            sections[s].indexedPrefix = oldCount + items.count
        } else if prefix >= position {
            // Positions before `position` are untouched and the inserted ones are exact, but
            // everything after them shifted.
            sections[s].indexedPrefix = position + items.count
        }
    }

    /// Removes the items at `positions` (ascending, unique) from section `s`. Does not touch
    /// `itemLocations`.
    @inlinable mutating func removePositions(_ positions: [Int], section s: Int) {
        guard let first = positions.first else { return }
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
        sections[s].indexedPrefix = Swift.min(sections[s].indexedPrefix, first)
    }

    /// A new slot for a section about to be inserted.
    @inlinable mutating func makeSlot() -> Int {
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
        var newSlotOfOld = [Int](repeating: -1, count: indexOfSlot.count)
        for i in sections.indices {
            newSlotOfOld[sections[i].slot] = i
            sections[i].slot = i
        }
        for key in slotBySection.keys { slotBySection[key] = newSlotOfOld[slotBySection[key]!] }
        var index = itemLocations.values.startIndex
        while index != itemLocations.values.endIndex {
            itemLocations.values[index].slot = newSlotOfOld[itemLocations.values[index].slot]
            itemLocations.values.formIndex(after: &index)
        }
        indexOfSlot = Array(sections.indices)
    }

    /// The index of the section, or nil.
    @inlinable
    func sectionIndex(of identifier: SectionID) -> Int? {
        guard let slot = slotBySection[identifier] else { return nil }
        return indexOfSlot[slot]
    }
}
