extension DiffableDataSourceSnapshot {
    /// The number of items in all sections.
    /// - Complexity: O(1).
    @inlinable public var numberOfItems: Int { withIndex { $0.locations.count } }

    /// The number of sections.
    /// - Complexity: O(1).
    @inlinable public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    /// - Complexity: O(number of sections).
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

    /// The item identifiers of all sections, section by section.
    /// - Complexity: O(number of items).
    @inlinable public var itemIdentifiers: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(numberOfItems)
        for section in sections { result.append(contentsOf: section.items) }
        return result
    }

    /// The number of items in the section. Throws `sectionNotFound` where UIKit crashes.
    /// - Complexity: O(1).
    @inlinable public func numberOfItems(inSection identifier: SectionIdentifierType) throws(DiffableDataSourceError) -> Int {
        guard let s = sectionIndex(of: identifier) else {
            throw .sectionNotFound(section: describe(identifier), operation: "numberOfItems(inSection:)")
        }
        return sections[s].items.count
    }

    /// The item identifiers of the section, in order. Throws `sectionNotFound` where UIKit crashes.
    /// - Complexity: O(1) (the array is shared, copy-on-write).
    @inlinable public func itemIdentifiers(inSection identifier: SectionIdentifierType) throws(DiffableDataSourceError) -> [ItemIdentifierType] {
        guard let s = sectionIndex(of: identifier) else {
            throw .sectionNotFound(section: describe(identifier), operation: "itemIdentifiers(inSection:)")
        }
        return sections[s].items
    }

    /// The identifier of the section holding the item, or nil when the snapshot does not hold it.
    /// - Complexity: O(1).
    @inlinable public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let slot = withIndex({ $0.locations[identifier]?.slot }) else { return nil }
        return sections[indexOfSlot[slot]].identifier
    }

    /// The item's index in `itemIdentifiers` (across all sections), or nil.
    /// - Complexity: O(1) amortized plus O(number of sections before the item's section).
    @inlinable public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let (s, p) = withIndex({ locate(identifier, in: $0) }) else { return nil }
        var offset = 0
        for i in 0..<s { offset += sections[i].items.count }
        return offset + p
    }

    /// The section's index, or nil.
    /// - Complexity: O(1).
    @inlinable public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex(of: identifier)
    }

    /// The item's index path (section index, position in the section), or nil.
    /// - Complexity: O(1) amortized.
    @inlinable public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        withIndex { locate(identifier, in: $0) }.map { IndexPath(item: $0.position, section: $0.section) }
    }

    /// The item at `indexPath`, or nil when the index path is out of range.
    /// - Complexity: O(1).
    @inlinable public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The section at `index`, or nil when out of range.
    /// - Complexity: O(1).
    @inlinable public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// Whether the snapshot holds the item.
    /// - Complexity: O(1).
    @inlinable public func contains(item identifier: ItemIdentifierType) -> Bool { withIndex { $0.locations[identifier] != nil } }

    /// Whether the snapshot holds the section.
    /// - Complexity: O(1).
    @inlinable public func contains(section identifier: SectionIdentifierType) -> Bool { slotBySection[identifier] != nil }

    /// Sections marked with `reloadSections`, in the order they were first marked.
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.order }

    /// Items marked with `reloadItems`, in the order they were first marked.
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.order }

    /// Items marked with `reconfigureItems`, in the order they were first marked.
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.order }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Same sections in the same order, same items in the same order, same reload and
    /// reconfigure marks.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.sections.count == rhs.sections.count, lhs.numberOfItems == rhs.numberOfItems else { return false }
        for (a, b) in zip(lhs.sections, rhs.sections) where a.identifier != b.identifier || a.items != b.items {
            return false
        }
        return lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}
