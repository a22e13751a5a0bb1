extension DiffableDataSourceSnapshot {
    /// Appends items to the end of a section (the last section when `sectionIdentifier` is nil).
    ///
    /// Throws `noSections` when there is no section, `sectionNotFound` for an unknown section and
    /// `duplicateItem` when an item is already in the snapshot or listed twice.
    /// - Complexity: O(k) amortized for k items.
    @inlinable public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)
        throws(DiffableDataSourceError)
    {
        let operation = "appendItems(_:toSection:)"
        ensureUniqueIndex()
        let s: Int
        if let sectionIdentifier {
            guard let index = sectionIndex(of: sectionIdentifier) else {
                throw .sectionNotFound(section: describe(sectionIdentifier), operation: operation)
            }
            s = index
        } else {
            guard !sections.isEmpty else { throw .noSections(operation: operation) }
            s = sections.count - 1
        }
        let position = sections[s].items.count
        try claim(identifiers, slot: sections[s].slot, startingAt: position, operation: operation)
        insertClaimed(identifiers, section: s, at: position)
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    ///
    /// Throws `itemNotFound` for an unknown anchor and `duplicateItem` when an inserted item is
    /// already in the snapshot (the anchor included) or listed twice.
    /// - Complexity: O(k) amortized for k items plus the array insertion.
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
        throws(DiffableDataSourceError)
    {
        try insertItems(identifiers, relativeTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    ///
    /// Throws `itemNotFound` for an unknown anchor and `duplicateItem` when an inserted item is
    /// already in the snapshot (the anchor included) or listed twice.
    /// - Complexity: O(k) amortized for k items plus the array insertion.
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
        throws(DiffableDataSourceError)
    {
        try insertItems(identifiers, relativeTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    @inlinable mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, operation: String)
        throws(DiffableDataSourceError)
    {
        ensureUniqueIndex()
        guard let (s, p) = locate(anchor, in: index) else {
            throw .itemNotFound(item: describe(anchor), operation: operation)
        }
        let position = after ? p + 1 : p
        try claim(identifiers, slot: sections[s].slot, startingAt: position, operation: operation)
        insertClaimed(identifiers, section: s, at: position)
    }

    /// Deletes items from whichever sections hold them. Listing an item twice is harmless.
    ///
    /// Throws `itemNotFound` (deleting nothing) when any item is not in the snapshot.
    /// - Complexity: O(k log k) for k items plus one compaction pass per affected section tail.
    @inlinable public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        ensureUniqueIndex()
        for x in identifiers where index.locations[x] == nil {
            throw .itemNotFound(item: describe(x), operation: "deleteItems(_:)")
        }
        var positionsBySection: [Int: [Int]] = [:]
        for x in identifiers {
            guard let (s, p) = locate(x, in: index) else { continue }
            positionsBySection[s, default: []].append(p)
        }
        for x in identifiers { index.locations.removeValue(forKey: x) }
        for (s, positions) in positionsBySection {
            var sorted = positions.sorted()
            if sorted.count > 1 {
                var write = 1
                for read in 1..<sorted.count where sorted[read] != sorted[write - 1] {
                    sorted[write] = sorted[read]
                    write += 1
                }
                sorted.removeLast(sorted.count - write)
            }
            removePositions(sorted, section: s)
        }
        reloadedItems.remove(identifiers)
        reconfiguredItems.remove(identifiers)
    }

    /// Deletes every item and every section (as UIKit does), and every reload mark.
    /// - Complexity: O(1) (storage is released).
    @inlinable public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves an item just before another item (possibly in another section).
    ///
    /// Throws `itemNotFound` for an unknown item or anchor and `itemMovedRelativeToItself` when
    /// both are the same.
    /// - Complexity: O(1) amortized plus the array removal and insertion.
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after another item (possibly in another section).
    ///
    /// Throws `itemNotFound` for an unknown item or anchor and `itemMovedRelativeToItself` when
    /// both are the same.
    /// - Complexity: O(1) amortized plus the array removal and insertion.
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) throws(DiffableDataSourceError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    @inlinable mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool, operation: String)
        throws(DiffableDataSourceError)
    {
        ensureUniqueIndex()
        guard index.locations[identifier] != nil else { throw .itemNotFound(item: describe(identifier), operation: operation) }
        guard index.locations[anchor] != nil else { throw .itemNotFound(item: describe(anchor), operation: operation) }
        guard identifier != anchor else { throw .itemMovedRelativeToItself(item: describe(identifier), operation: operation) }
        guard let (s, p) = locate(identifier, in: index) else { return }
        // The index borrows its key from the section array (see `IdentifierTable`): move that
        // very value, not the caller's equal one, so the key stays backed.
        let moved = sections[s].items[p]
        removePositions([p], section: s)
        guard let (t, q) = locate(anchor, in: index) else { return }
        let position = after ? q + 1 : q
        index.locations.updateValue(ItemLocation(slot: sections[t].slot, position: position), forKey: moved)
        insertClaimed([moved], section: t, at: position)
    }

    /// Marks items for reload: the next apply tells the collection view to reload their cells.
    ///
    /// Throws `itemNotFound` (marking nothing) when any item is not in the snapshot.
    /// - Complexity: O(k).
    @inlinable public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        for x in identifiers where !contains(item: x) {
            throw .itemNotFound(item: describe(x), operation: "reloadItems(_:)")
        }
        for x in identifiers { reloadedItems.insert(x) }
    }

    /// Marks items for reconfigure: the next apply updates their existing cells in place.
    ///
    /// Throws `itemNotFound` (marking nothing) when any item is not in the snapshot.
    /// - Complexity: O(k).
    @inlinable public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        for x in identifiers where !contains(item: x) {
            throw .itemNotFound(item: describe(x), operation: "reconfigureItems(_:)")
        }
        for x in identifiers { reconfiguredItems.insert(x) }
    }
}
