import Diffable

/// One section's items as an outline (parents, children, expansion): UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, over Diffable's `DiffableDataSourceSectionSnapshot`.
///
/// Nothing throws; where UIKit raises, the call changes nothing and UIKit's message is recorded
/// in ``misuses`` (applying the snapshot records it on the collection view, whose render fails).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    package var base: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The calls UIKit would have raised on, with UIKit's messages (Galley's addition).
    public private(set) var misuses: [UIKitMisuse] = []

    /// Creates an empty section snapshot.
    public init() { base = DiffableDataSourceSectionSnapshot() }

    package init(_ base: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, misuses: [UIKitMisuse] = []) {
        self.base = base
        self.misuses = misuses
    }

    private mutating func perform(_ call: String, _ body: (inout DiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws(DiffableDataSourceError) -> Void)
    {
        do throws(DiffableDataSourceError) {
            try body(&base)
        } catch {
            misuses.append(UIKitMessages.misuse(error, type: "NSDiffableDataSourceSectionSnapshot", call: call))
        }
    }

    // MARK: - Queries

    /// Every item, depth first, expanded or not.
    public var items: [ItemIdentifierType] { base.items }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { base.rootItems }
    /// The items whose ancestors are all expanded: what the section shows.
    public var visibleItems: [ItemIdentifierType] { base.visibleItems }
    /// Whether the snapshot holds the item.
    public func contains(_ item: ItemIdentifierType) -> Bool { base.contains(item) }
    /// Whether the item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { base.isExpanded(item) }
    /// Whether every ancestor of the item is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { base.isVisible(item) }
    /// The item's depth (0 for root items; 0 for items the snapshot does not hold).
    public func level(of item: ItemIdentifierType) -> Int { (try? base.level(of: item)) ?? 0 }
    /// The item's index in ``items``, or nil.
    public func index(of item: ItemIdentifierType) -> Int? { base.index(of: item) }
    /// The item's parent, or nil for root items.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { base.parent(of: child) }

    /// The outline under `parent` (empty, with the misuse recorded, for an unknown parent).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        do throws(DiffableDataSourceError) {
            return Self(try base.snapshot(of: parent, includingParent: includingParent))
        } catch {
            return Self(
                DiffableDataSourceSectionSnapshot(),
                misuses: [UIKitMessages.misuse(error, type: "NSDiffableDataSourceSectionSnapshot", call: "snapshot(of:includingParent:)")])
        }
    }

    /// The outline as indented text, one item a line (`visualDescription()`).
    public func visualDescription() -> String {
        items.map { String(repeating: "    ", count: level(of: $0)) + (isExpanded($0) ? "- " : "+ ") + String(describing: $0) }
            .joined(separator: "\n")
    }

    // MARK: - Mutations

    /// Appends items as the last children of `parent` (root items when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        perform("append(_:to:)") { (s) throws(DiffableDataSourceError) in try s.append(items, to: parent) }
    }

    /// Appends a section snapshot's items (with their children) under `parent`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        misuses += snapshot.misuses
        perform("append(_:to:)") { (s) throws(DiffableDataSourceError) in try s.append(snapshot.base, to: parent) }
    }

    /// Inserts items as siblings before an item.
    public mutating func insert(_ items: [ItemIdentifierType], before nextSibling: ItemIdentifierType) {
        perform("insert(_:before:)") { (s) throws(DiffableDataSourceError) in try s.insert(items, before: nextSibling) }
    }

    /// Inserts items as siblings after an item.
    public mutating func insert(_ items: [ItemIdentifierType], after previousSibling: ItemIdentifierType) {
        perform("insert(_:after:)") { (s) throws(DiffableDataSourceError) in try s.insert(items, after: previousSibling) }
    }

    /// Inserts a section snapshot's items as siblings before an item.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before nextSibling: ItemIdentifierType) {
        misuses += snapshot.misuses
        perform("insert(_:before:)") { (s) throws(DiffableDataSourceError) in try s.insert(snapshot.base, before: nextSibling) }
    }

    /// Inserts a section snapshot's items as siblings after an item.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after previousSibling: ItemIdentifierType) {
        misuses += snapshot.misuses
        perform("insert(_:after:)") { (s) throws(DiffableDataSourceError) in try s.insert(snapshot.base, after: previousSibling) }
    }

    /// Deletes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        perform("delete(_:)") { (s) throws(DiffableDataSourceError) in try s.delete(items) }
    }

    /// Deletes every item.
    public mutating func deleteAll() { base.deleteAll() }

    /// Expands items.
    public mutating func expand(_ items: [ItemIdentifierType]) { base.expand(items) }

    /// Collapses items.
    public mutating func collapse(_ items: [ItemIdentifierType]) { base.collapse(items) }

    /// Replaces the children of `parent` with a section snapshot's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        misuses += snapshot.misuses
        perform("replace(childrenOf:using:)") { (s) throws(DiffableDataSourceError) in try s.replace(childrenOf: parent, using: snapshot.base) }
    }
}
