/// A section identifier with its item identifiers: the plain model a collection view's data
/// source holds, and what ``Changeset/replay(on:target:)`` updates.
public struct SnapshotSection<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Hashable, Sendable {
    /// The section's identifier.
    public var identifier: SectionIdentifierType
    /// The section's items, in order.
    public var items: [ItemIdentifierType]

    /// Creates a section model.
    @inlinable public init(_ identifier: SectionIdentifierType, items: [ItemIdentifierType]) {
        self.identifier = identifier
        self.items = items
    }
}

extension DiffableDataSourceSnapshot {
    /// The snapshot as plain sections with their items.
    /// - Complexity: O(number of sections) (item arrays are shared, copy-on-write).
    @inlinable public var sectionModels: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>] {
        sections.map { SnapshotSection($0.identifier, items: $0.items) }
    }

    /// Creates a snapshot holding `sectionModels`, in order.
    ///
    /// Throws `duplicateSection` or `duplicateItem` when an identifier appears twice.
    /// - Complexity: O(number of items).
    @inlinable public init(_ sectionModels: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>]) throws(DiffableDataSourceError) {
        self.init()
        try appendSections(sectionModels.map(\.identifier))
        for model in sectionModels { try appendItems(model.items, toSection: model.identifier) }
    }
}
