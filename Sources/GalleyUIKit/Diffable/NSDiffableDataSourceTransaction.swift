import Diffable

/// What one apply changed: UIKit's `NSDiffableDataSourceTransaction`, passed to reordering
/// handlers.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change, item by item.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The transactions of each section that changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    package init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initial.append(before)
            var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            final.append(after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initial, finalSnapshot: final, difference: after.difference(from: before))
        }
    }
}

/// What one apply changed in one section: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's outline before the change.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's outline after the change.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change, item by item.
    public let difference: CollectionDifference<ItemIdentifierType>
}
