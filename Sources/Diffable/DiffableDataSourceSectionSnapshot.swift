/// The items of one section as an outline: UIKit's `NSDiffableDataSourceSectionSnapshot`, with
/// throwing calls where UIKit crashes.
///
/// Items form a tree (each item has at most one parent); an item is visible when every ancestor
/// is expanded. Applied to a section with `DiffableDataSource.apply(_:to:animatingDifferences:)`,
/// the section's items become ``visibleItems``.
///
/// Throwing calls: `append`, `insert` (items and section snapshots), `delete`,
/// `replace(childrenOf:using:)`, `level(of:)` and `snapshot(of:includingParent:)`; they throw
/// ``DiffableDataSourceError`` (`duplicateItem`, `itemNotFound`, `itemInsertedIntoItself`) and
/// leave the snapshot unchanged. `expand` and `collapse` ignore identifiers the snapshot does not
/// hold.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias ItemID = ItemIdentifierType

    struct Node: Sendable {
        var parent: ItemID?
        var children: [ItemID] = []
        var isExpanded = false
    }

    var nodes: [ItemID: Node] = [:]
    var roots: [ItemID] = []

    /// Creates an empty section snapshot.
    public init() {}
}

// MARK: - Queries

extension DiffableDataSourceSectionSnapshot {
    /// The items without a parent, in order.
    /// - Complexity: O(1).
    public var rootItems: [ItemIdentifierType] { roots }

    /// Every item, depth first (each parent before its children), expanded or not.
    /// - Complexity: O(n).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        walk(roots, onlyVisible: false) { item, _ in result.append(item) }
        return result
    }

    /// The items whose ancestors are all expanded, depth first: what the section shows.
    /// - Complexity: O(number of visible items).
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(roots, onlyVisible: true) { item, _ in result.append(item) }
        return result
    }

    /// Whether the snapshot holds the item.
    /// - Complexity: O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// Whether the item is expanded (false for items the snapshot does not hold).
    /// - Complexity: O(1).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether the item is shown: it is in the snapshot and all its ancestors are expanded.
    /// - Complexity: O(depth).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// The item's depth: 0 for root items. Throws `itemNotFound` where UIKit crashes.
    /// - Complexity: O(depth).
    public func level(of item: ItemIdentifierType) throws(DiffableDataSourceError) -> Int {
        guard var node = nodes[item] else { throw .itemNotFound(item: describe(item), operation: "level(of:)") }
        var level = 0
        while let parent = node.parent, let parentNode = nodes[parent] {
            level += 1
            node = parentNode
        }
        return level
    }

    /// The item's parent, or nil for root items and items the snapshot does not hold.
    /// - Complexity: O(1).
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { nodes[item]?.parent }

    /// The item's index in ``items``, or nil.
    /// - Complexity: O(n).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard nodes[item] != nil else { return nil }
        var index = 0
        var found: Int?
        walk(roots, onlyVisible: false) { x, stop in
            if x == item {
                found = index
                stop = true
            }
            index += 1
        }
        return found
    }

    /// The subtree under `parent` as its own section snapshot: its children become root items,
    /// or, with `includingParent`, `parent` is the single root. Expansion states are kept.
    /// Throws `itemNotFound` where UIKit crashes.
    /// - Complexity: O(size of the subtree).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(DiffableDataSourceError) -> Self {
        guard let parentNode = nodes[parent] else {
            throw .itemNotFound(item: describe(parent), operation: "snapshot(of:includingParent:)")
        }
        var result = Self()
        result.roots = includingParent ? [parent] : parentNode.children
        if includingParent {
            var root = parentNode
            root.parent = nil
            result.nodes[parent] = root
        }
        walk(parentNode.children, onlyVisible: false) { item, _ in
            var node = nodes[item]!
            if !includingParent && node.parent == parent { node.parent = nil }
            result.nodes[item] = node
        }
        return result
    }

    /// Calls `body` for each item of the forest under `start`, depth first, until it sets `stop`.
    /// Iterative, so arbitrarily deep outlines cannot overflow the stack.
    func walk(_ start: [ItemID], onlyVisible: Bool, _ body: (ItemID, inout Bool) -> Void) {
        walkWithDepth(start, onlyVisible: onlyVisible) { item, _, stop in body(item, &stop) }
    }

    /// `walk`, also passing each item's depth below `start` (0 for the items of `start`).
    func walkWithDepth(_ start: [ItemID], onlyVisible: Bool, _ body: (ItemID, Int, inout Bool) -> Void) {
        var stack: [(children: [ItemID], next: Int)] = [(start, 0)]
        var stop = false
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].next < stack[top].children.count else {
                stack.removeLast()
                continue
            }
            let item = stack[top].children[stack[top].next]
            stack[top].next += 1
            body(item, top, &stop)
            if stop { return }
            if let node = nodes[item], !node.children.isEmpty, !onlyVisible || node.isExpanded {
                stack.append((node.children, 0))
            }
        }
    }

    /// The item and all its descendants.
    func subtree(of item: ItemID) -> [ItemID] {
        var result = [item]
        walk(nodes[item]?.children ?? [], onlyVisible: false) { x, _ in result.append(x) }
        return result
    }
}

// MARK: - Mutations

extension DiffableDataSourceSectionSnapshot {
    /// Appends items as the last children of `parent`, or as root items when `parent` is nil.
    ///
    /// Throws `itemNotFound` for an unknown parent and `duplicateItem` when an item is already in
    /// the snapshot or listed twice.
    /// - Complexity: O(k).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(DiffableDataSourceError) {
        try append(Self(flat: items, operation: "append(_:to:)"), to: parent, operation: "append(_:to:)")
    }

    /// Appends the root items of `snapshot` (with their descendants and expansion states) as the
    /// last children of `parent`, or as root items when `parent` is nil.
    ///
    /// Throws `itemNotFound` for an unknown parent and `duplicateItem` when an item is already in
    /// this snapshot.
    /// - Complexity: O(size of `snapshot`).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) throws(DiffableDataSourceError) {
        try append(snapshot, to: parent, operation: "append(_:to:)")
    }

    /// Inserts items as siblings just before `item`. Throws `itemNotFound` for an unknown `item`
    /// and `duplicateItem` when an item is already in the snapshot or listed twice.
    /// - Complexity: O(k + number of siblings).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insert(Self(flat: items, operation: "insert(_:before:)"), relativeTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items as siblings just after `item`. Throws `itemNotFound` for an unknown `item`
    /// and `duplicateItem` when an item is already in the snapshot or listed twice.
    /// - Complexity: O(k + number of siblings).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insert(Self(flat: items, operation: "insert(_:after:)"), relativeTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Inserts the root items of `snapshot` (with their descendants) as siblings just before
    /// `item`. Throws `itemNotFound` for an unknown `item` and `duplicateItem` on a clash.
    /// - Complexity: O(size of `snapshot` + number of siblings).
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insert(snapshot, relativeTo: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts the root items of `snapshot` (with their descendants) as siblings just after
    /// `item`. Throws `itemNotFound` for an unknown `item` and `duplicateItem` on a clash.
    /// - Complexity: O(size of `snapshot` + number of siblings).
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) throws(DiffableDataSourceError) {
        try insert(snapshot, relativeTo: item, after: true, operation: "insert(_:after:)")
    }

    /// Deletes items and all their descendants. Throws `itemNotFound` (deleting nothing) when an
    /// item is not in the snapshot.
    /// - Complexity: O(deleted items + siblings of deleted items).
    public mutating func delete(_ items: [ItemIdentifierType]) throws(DiffableDataSourceError) {
        for item in items where nodes[item] == nil {
            throw .itemNotFound(item: describe(item), operation: "delete(_:)")
        }
        var doomed = Set<ItemID>()
        var parentsToFilter = Set<ItemID>()
        var filterRoots = false
        for item in items where !doomed.contains(item) {
            for x in subtree(of: item) { doomed.insert(x) }
            if let parent = nodes[item]?.parent { parentsToFilter.insert(parent) } else { filterRoots = true }
        }
        for parent in parentsToFilter where !doomed.contains(parent) {
            nodes[parent]?.children.removeAll { doomed.contains($0) }
        }
        if filterRoots { roots.removeAll { doomed.contains($0) } }
        for x in doomed { nodes.removeValue(forKey: x) }
    }

    /// Deletes every item.
    /// - Complexity: O(1) (storage is released).
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands items (their children become visible when they are visible themselves). Items the
    /// snapshot does not hold are ignored.
    /// - Complexity: O(k).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = true }
    }

    /// Collapses items (hiding their descendants). Items the snapshot does not hold are ignored.
    /// - Complexity: O(k).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = false }
    }

    /// Replaces all descendants of `parent` with the items of `snapshot` (its root items become
    /// `parent`'s children).
    ///
    /// Throws `itemNotFound` for an unknown parent, `itemInsertedIntoItself` when `snapshot` holds
    /// `parent`, and `duplicateItem` when `snapshot` holds an item found elsewhere in this one.
    /// - Complexity: O(old subtree + size of `snapshot`).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) throws(DiffableDataSourceError) {
        let operation = "replace(childrenOf:using:)"
        guard nodes[parent] != nil else { throw .itemNotFound(item: describe(parent), operation: operation) }
        guard snapshot.nodes[parent] == nil else { throw .itemInsertedIntoItself(item: describe(parent), operation: operation) }
        var oldDescendants = Set(subtree(of: parent))
        oldDescendants.remove(parent)
        for item in snapshot.nodes.keys where nodes[item] != nil && !oldDescendants.contains(item) {
            throw .duplicateItem(item: describe(item), operation: operation)
        }
        for x in oldDescendants { nodes.removeValue(forKey: x) }
        nodes[parent]?.children = []
        try append(snapshot, to: parent, operation: operation)
    }

    // MARK: Helpers

    /// A snapshot of root items, throwing `duplicateItem` when one is listed twice.
    init(flat items: [ItemID], operation: String) throws(DiffableDataSourceError) {
        self.init()
        for item in items {
            guard nodes.updateValue(Node(parent: nil), forKey: item) == nil else {
                throw .duplicateItem(item: describe(item), operation: operation)
            }
        }
        roots = items
    }

    /// Throws `duplicateItem` when `other` shares an item with this snapshot.
    func checkDisjoint(_ other: Self, operation: String) throws(DiffableDataSourceError) {
        // Report the first clash in `other`'s outline order, so the message is deterministic.
        guard other.nodes.keys.contains(where: { nodes[$0] != nil }) else { return }
        for item in other.items where nodes[item] != nil {
            throw .duplicateItem(item: describe(item), operation: operation)
        }
    }

    /// Copies `other`'s nodes in, attaching its roots to `parent`.
    mutating func adopt(_ other: Self, parent: ItemID?) {
        for (item, node) in other.nodes {
            var node = node
            if node.parent == nil { node.parent = parent }
            nodes[item] = node
        }
    }

    mutating func append(_ other: Self, to parent: ItemID?, operation: String) throws(DiffableDataSourceError) {
        if let parent, nodes[parent] == nil { throw .itemNotFound(item: describe(parent), operation: operation) }
        try checkDisjoint(other, operation: operation)
        adopt(other, parent: parent)
        if let parent {
            nodes[parent]?.children.append(contentsOf: other.roots)
        } else {
            roots.append(contentsOf: other.roots)
        }
    }

    mutating func insert(_ other: Self, relativeTo item: ItemID, after: Bool, operation: String) throws(DiffableDataSourceError) {
        guard let node = nodes[item] else { throw .itemNotFound(item: describe(item), operation: operation) }
        try checkDisjoint(other, operation: operation)
        adopt(other, parent: node.parent)
        if let parent = node.parent {
            let siblings = nodes[parent]!.children
            let index = siblings.firstIndex(of: item)! + (after ? 1 : 0)
            nodes[parent]?.children.insert(contentsOf: other.roots, at: index)
        } else {
            let index = roots.firstIndex(of: item)! + (after ? 1 : 0)
            roots.insert(contentsOf: other.roots, at: index)
        }
    }
}

extension DiffableDataSourceSectionSnapshot: Equatable {
    /// Same outline (items, order, parents) and same expansion states.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.roots == rhs.roots, lhs.nodes.count == rhs.nodes.count else { return false }
        for (item, node) in lhs.nodes {
            guard let other = rhs.nodes[item], other.parent == node.parent, other.children == node.children,
                other.isExpanded == node.isExpanded
            else { return false }
        }
        return true
    }
}
