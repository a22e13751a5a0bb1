extension DiffableDataSourceSnapshot {
    /// Appends empty sections at the end.
    ///
    /// Throws `duplicateSection` when a section is already in the snapshot or listed twice.
    /// - Complexity: O(k).
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(DiffableDataSourceError) {
        try insertSections(identifiers, at: sections.count, operation: "appendSections(_:)")
    }

    /// Inserts empty sections just before `toIdentifier`.
    ///
    /// Throws `sectionNotFound` for an unknown anchor and `duplicateSection` when a section is
    /// already in the snapshot or listed twice.
    /// - Complexity: O(k + number of sections).
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType)
        throws(DiffableDataSourceError)
    {
        let operation = "insertSections(_:beforeSection:)"
        guard let index = sectionIndex(of: toIdentifier) else {
            throw .sectionNotFound(section: describe(toIdentifier), operation: operation)
        }
        try insertSections(identifiers, at: index, operation: operation)
    }

    /// Inserts empty sections just after `toIdentifier`.
    ///
    /// Throws `sectionNotFound` for an unknown anchor and `duplicateSection` when a section is
    /// already in the snapshot or listed twice.
    /// - Complexity: O(k + number of sections).
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType)
        throws(DiffableDataSourceError)
    {
        let operation = "insertSections(_:afterSection:)"
        guard let index = sectionIndex(of: toIdentifier) else {
            throw .sectionNotFound(section: describe(toIdentifier), operation: operation)
        }
        try insertSections(identifiers, at: index + 1, operation: operation)
    }

    @inlinable mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, operation: String) throws(DiffableDataSourceError) {
        ensureUniqueIndex()
        let firstSlot = indexOfSlot.count
        for (i, x) in identifiers.enumerated() {
            if let existing = slotBySection.updateValue(firstSlot + i, forKey: x) {
                slotBySection[x] = existing
                for y in identifiers[..<i] where y != x { slotBySection.removeValue(forKey: y) }
                if identifiers[..<i].contains(x) { slotBySection.removeValue(forKey: x) }
                throw .duplicateSection(section: describe(x), operation: operation)
            }
        }
        let added = identifiers.map { x in SectionStorage(identifier: x, items: [], slot: makeSlot()) }
        sections.insert(contentsOf: added, at: index)
        reindexSections(from: index)
    }

    /// Deletes sections and all their items. Listing a section twice is harmless.
    ///
    /// Throws `sectionNotFound` (deleting nothing) when any section is not in the snapshot.
    /// - Complexity: O(number of sections + items in the deleted sections).
    @inlinable public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) throws(DiffableDataSourceError) {
        for x in identifiers where slotBySection[x] == nil {
            throw .sectionNotFound(section: describe(x), operation: "deleteSections(_:)")
        }
        ensureUniqueIndex()
        var deleted = Set<Int>()
        for x in identifiers {
            guard let slot = slotBySection.removeValue(forKey: x) else { continue }
            let s = indexOfSlot[slot]
            deleted.insert(s)
            indexOfSlot[slot] = -1
            for item in sections[s].items { index.locations.removeValue(forKey: item) }
            if !reloadedItems.members.isEmpty { reloadedItems.remove(sections[s].items) }
            if !reconfiguredItems.members.isEmpty { reconfiguredItems.remove(sections[s].items) }
        }
        guard let first = deleted.min() else { return }
        var write = first
        for read in first..<sections.count where !deleted.contains(read) {
            sections.swapAt(write, read)
            write += 1
        }
        sections.removeLast(sections.count - write)
        reindexSections(from: first)
        reloadedSections.remove(identifiers)
        compactSlotsIfNeeded()
    }

    /// Moves a section (with its items) just before another section.
    ///
    /// Throws `sectionNotFound` for an unknown section or anchor and
    /// `sectionMovedRelativeToItself` when both are the same.
    /// - Complexity: O(number of sections).
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType)
        throws(DiffableDataSourceError)
    {
        try moveSection(identifier, relativeTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section (with its items) just after another section.
    ///
    /// Throws `sectionNotFound` for an unknown section or anchor and
    /// `sectionMovedRelativeToItself` when both are the same.
    /// - Complexity: O(number of sections).
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType)
        throws(DiffableDataSourceError)
    {
        try moveSection(identifier, relativeTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    @inlinable mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool, operation: String)
        throws(DiffableDataSourceError)
    {
        guard let from = sectionIndex(of: identifier) else { throw .sectionNotFound(section: describe(identifier), operation: operation) }
        guard sectionIndex(of: anchor) != nil else { throw .sectionNotFound(section: describe(anchor), operation: operation) }
        guard identifier != anchor else { throw .sectionMovedRelativeToItself(section: describe(identifier), operation: operation) }
        let moved = sections.remove(at: from)
        reindexSections(from: from)
        guard let to = sectionIndex(of: anchor) else { return }
        let position = after ? to + 1 : to
        sections.insert(moved, at: position)
        reindexSections(from: Swift.min(from, position))
    }

    /// Marks sections for reload: the next apply tells the collection view to reload them.
    ///
    /// Throws `sectionNotFound` (marking nothing) when any section is not in the snapshot.
    /// - Complexity: O(k).
    @inlinable public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(DiffableDataSourceError) {
        for x in identifiers where slotBySection[x] == nil {
            throw .sectionNotFound(section: describe(x), operation: "reloadSections(_:)")
        }
        for x in identifiers { reloadedSections.insert(x) }
    }
}
