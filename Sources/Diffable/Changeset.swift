/// One batch update: the changes a collection view's `performBatchUpdates` can take together.
///
/// Follows UIKit's batch-update rules: deletes, reloads and move sources are index paths
/// *before* the batch; inserts and move destinations are index paths *after* it. A
/// ``StagedChangeset`` splits a whole diff into such batches so that each one is valid on its own.
public struct Changeset: Hashable, Sendable {
    /// A section moved from `source` (before the batch) to `target` (after it).
    public struct SectionMove: Hashable, Sendable {
        /// Index before the batch.
        public var source: Int
        /// Index after the batch.
        public var target: Int
        /// Creates a section move.
        public init(source: Int, target: Int) {
            self.source = source
            self.target = target
        }
    }

    /// An item moved from `source` (before the batch) to `target` (after it).
    public struct ItemMove: Hashable, Sendable {
        /// Index path before the batch.
        public var source: IndexPath
        /// Index path after the batch.
        public var target: IndexPath
        /// Creates an item move.
        public init(source: IndexPath, target: IndexPath) {
            self.source = source
            self.target = target
        }
    }

    /// Sections deleted (indices before the batch), ascending.
    public var sectionDeleted: [Int] = []
    /// Sections inserted (indices after the batch), ascending.
    public var sectionInserted: [Int] = []
    /// Sections reloaded, ascending.
    public var sectionUpdated: [Int] = []
    /// Sections moved, by ascending target.
    public var sectionMoved: [SectionMove] = []
    /// Items deleted (index paths before the batch), ascending.
    public var itemDeleted: [IndexPath] = []
    /// Items inserted (index paths after the batch), ascending.
    public var itemInserted: [IndexPath] = []
    /// Items reloaded (their cells are replaced), ascending.
    public var itemUpdated: [IndexPath] = []
    /// Items reconfigured (their existing cells are updated in place), ascending.
    public var itemReconfigured: [IndexPath] = []
    /// Items moved, by ascending target.
    public var itemMoved: [ItemMove] = []

    /// Creates a batch; every list defaults to empty.
    public init(
        sectionDeleted: [Int] = [], sectionInserted: [Int] = [], sectionUpdated: [Int] = [],
        sectionMoved: [SectionMove] = [], itemDeleted: [IndexPath] = [], itemInserted: [IndexPath] = [],
        itemUpdated: [IndexPath] = [], itemReconfigured: [IndexPath] = [], itemMoved: [ItemMove] = []
    ) {
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.itemDeleted = itemDeleted
        self.itemInserted = itemInserted
        self.itemUpdated = itemUpdated
        self.itemReconfigured = itemReconfigured
        self.itemMoved = itemMoved
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { changeCount == 0 }

    /// The number of individual changes in the batch.
    public var changeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
            + itemDeleted.count + itemInserted.count + itemUpdated.count + itemReconfigured.count + itemMoved.count
    }
}

extension Changeset: CustomStringConvertible {
    /// The batch as one line per kind of change, e.g. `delete items [0, 1], [0, 4]` and
    /// `move item [1, 2] -> [0, 3]`; `(no changes)` when empty.
    public var description: String {
        var lines: [String] = []
        func add<T>(_ label: String, _ values: [T], _ format: (T) -> String) {
            if !values.isEmpty { lines.append("\(label) \(values.map(format).joined(separator: ", "))") }
        }
        add("update items", itemUpdated, \.description)
        add("reconfigure items", itemReconfigured, \.description)
        add("delete sections", sectionDeleted, String.init)
        add("delete items", itemDeleted, \.description)
        add("insert sections", sectionInserted, String.init)
        add("move sections", sectionMoved) { "\($0.source) -> \($0.target)" }
        add("insert items", itemInserted, \.description)
        add("move items", itemMoved) { "\($0.source) -> \($0.target)" }
        add("update sections", sectionUpdated, String.init)
        return lines.isEmpty ? "(no changes)" : lines.joined(separator: "\n")
    }
}
