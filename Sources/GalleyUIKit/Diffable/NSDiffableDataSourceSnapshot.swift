import Diffable

/// The identifiers of a collection view's sections and items, in order: UIKit's
/// `NSDiffableDataSourceSnapshot`, over Diffable's `DiffableDataSourceSnapshot`.
///
/// Nothing here throws, as in UIKit. Where UIKit raises an exception (a duplicate identifier, an
/// unknown section or item, items appended with no section), the call changes nothing and
/// UIKit's message is recorded in ``misuses``; a data source that applies the snapshot records
/// it on its collection view, whose render and snapshot assertions then fail with that message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The engine's snapshot: what a data source applies.
    package var base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The calls UIKit would have raised on, in order, with UIKit's messages (Galley's addition:
    /// UIKit crashes instead).
    public private(set) var misuses: [UIKitMisuse] = []

    /// Creates an empty snapshot.
    public init() { base = DiffableDataSourceSnapshot() }

    package init(_ base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, misuses: [UIKitMisuse] = []) {
        self.base = base
        self.misuses = misuses
    }

    /// Runs an engine call; a refusal is recorded with UIKit's message.
    private mutating func perform(
        _ call: String, _ body: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) throws(DiffableDataSourceError) -> Void
    ) {
        do throws(DiffableDataSourceError) {
            try body(&base)
        } catch {
            misuses.append(UIKitMessages.misuse(error, type: "NSDiffableDataSourceSnapshot", call: call))
        }
    }

    package mutating func record(_ misuse: UIKitMisuse) { misuses.append(misuse) }

    // MARK: - Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { base.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { base.numberOfSections }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { base.sectionIdentifiers }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { base.itemIdentifiers }

    /// The number of items in a section (0 for a section the snapshot does not hold).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { (try? base.numberOfItems(inSection: identifier)) ?? 0 }

    /// The items of a section, in order (empty for a section the snapshot does not hold).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        (try? base.itemIdentifiers(inSection: identifier)) ?? []
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        base.sectionIdentifier(containingItem: identifier)
    }

    /// The item's index among all items (counted across sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { base.indexOfItem(identifier) }
    /// The section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { base.indexOfSection(identifier) }

    /// The sections marked for reload.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { base.reloadedSectionIdentifiers }
    /// The items marked for reload.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { base.reloadedItemIdentifiers }
    /// The items marked for reconfiguration.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { base.reconfiguredItemIdentifiers }

    // MARK: - Items

    /// Appends items to a section (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        perform("appendItems(_:toSection:)") { (s) throws(DiffableDataSourceError) in try s.appendItems(identifiers, toSection: sectionIdentifier) }
    }

    /// Inserts items before an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        perform("insertItems(_:beforeItem:)") { (s) throws(DiffableDataSourceError) in try s.insertItems(identifiers, beforeItem: beforeIdentifier) }
    }

    /// Inserts items after an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        perform("insertItems(_:afterItem:)") { (s) throws(DiffableDataSourceError) in try s.insertItems(identifiers, afterItem: afterIdentifier) }
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        perform("deleteItems(_:)") { (s) throws(DiffableDataSourceError) in try s.deleteItems(identifiers) }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() { base.deleteAllItems() }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        perform("moveItem(_:beforeItem:)") { (s) throws(DiffableDataSourceError) in try s.moveItem(identifier, beforeItem: toIdentifier) }
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        perform("moveItem(_:afterItem:)") { (s) throws(DiffableDataSourceError) in try s.moveItem(identifier, afterItem: toIdentifier) }
    }

    /// Marks items for reload: their cells are dequeued and configured again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        perform("reloadItems(_:)") { (s) throws(DiffableDataSourceError) in try s.reloadItems(identifiers) }
    }

    /// Marks items for reconfiguration: their existing cells are configured again, without
    /// `prepareForReuse()`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        perform("reconfigureItems(_:)") { (s) throws(DiffableDataSourceError) in try s.reconfigureItems(identifiers) }
    }

    // MARK: - Sections

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        perform("appendSections(_:)") { (s) throws(DiffableDataSourceError) in try s.appendSections(identifiers) }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        perform("insertSections(_:beforeSection:)") { (s) throws(DiffableDataSourceError) in try s.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    /// Inserts sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        perform("insertSections(_:afterSection:)") { (s) throws(DiffableDataSourceError) in try s.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        perform("deleteSections(_:)") { (s) throws(DiffableDataSourceError) in try s.deleteSections(identifiers) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        perform("moveSection(_:beforeSection:)") { (s) throws(DiffableDataSourceError) in try s.moveSection(identifier, beforeSection: toIdentifier) }
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        perform("moveSection(_:afterSection:)") { (s) throws(DiffableDataSourceError) in try s.moveSection(identifier, afterSection: toIdentifier) }
    }

    /// Marks sections for reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        perform("reloadSections(_:)") { (s) throws(DiffableDataSourceError) in try s.reloadSections(identifiers) }
    }

    /// Marks sections for reconfiguration (their items' cells are configured again).
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        perform("reconfigureSections(_:)") { (s) throws(DiffableDataSourceError) in
            var items: [ItemIdentifierType] = []
            for section in identifiers { items += try s.itemIdentifiers(inSection: section) }
            try s.reconfigureItems(items)
        }
    }
}
