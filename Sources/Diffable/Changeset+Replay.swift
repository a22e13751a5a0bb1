/// Why a changeset could not be performed on a model: the batch is one a collection view would
/// reject (an index out of range, an index used twice, counts that do not add up).
public struct ChangesetReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the stage (when known) and the index or index path.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

extension Changeset {
    /// Performs this batch on `model` the way a collection view performs a batch update:
    /// deletes and move sources refer to `model` as it was, inserts and move destinations to the
    /// result, and items that are neither keep their order and fill the remaining places.
    /// Inserted sections start empty; identifiers of inserted sections and items are taken from
    /// `target` at the inserted index (path). Updates are checked but change no identity.
    ///
    /// Throws when the batch is not one a collection view would accept; `model` is then unchanged.
    /// - Complexity: O(items in `model` + changes).
    public func replay<S, I>(on model: inout [SnapshotSection<S, I>], target: DiffableDataSourceSnapshot<S, I>) throws(ChangesetReplayError) {
        let before = model
        func fail(_ message: String) -> ChangesetReplayError { ChangesetReplayError(message) }
        func checkExists(_ path: IndexPath, _ what: String) throws(ChangesetReplayError) {
            guard before.indices.contains(path.section), before[path.section].items.indices.contains(path.item) else {
                throw fail("\(what) \(path) is out of range before the batch")
            }
        }
        for path in itemUpdated { try checkExists(path, "updated item") }
        for path in itemReconfigured { try checkExists(path, "reconfigured item") }

        // Sections leaving their place.
        var sectionGone = [Bool](repeating: false, count: before.count)
        var sectionMovedAway = [Bool](repeating: false, count: before.count)
        for s in sectionDeleted {
            guard before.indices.contains(s), !sectionGone[s] else { throw fail("deleted section \(s) is out of range or deleted twice") }
            sectionGone[s] = true
        }
        for move in sectionMoved {
            guard before.indices.contains(move.source), !sectionGone[move.source], !sectionMovedAway[move.source] else {
                throw fail("moved section \(move.source) is out of range, deleted or moved twice")
            }
            sectionMovedAway[move.source] = true
        }

        // Items leaving their place.
        var itemGone: [Int: Set<Int>] = [:]
        func remove(_ path: IndexPath, _ what: String) throws(ChangesetReplayError) {
            try checkExists(path, what)
            guard !sectionGone[path.section] else { throw fail("\(what) \(path) is in a deleted section") }
            guard itemGone[path.section, default: []].insert(path.item).inserted else {
                throw fail("\(what) \(path) is deleted or moved twice")
            }
        }
        for path in itemDeleted { try remove(path, "deleted item") }
        var movedItems: [(target: IndexPath, item: I)] = []
        for move in itemMoved {
            try remove(move.source, "moved item")
            movedItems.append((move.target, before[move.source.section].items[move.source.item]))
        }
        func survivors(_ s: Int) -> [I] {
            guard let gone = itemGone[s] else { return before[s].items }
            return before[s].items.enumerated().compactMap { gone.contains($0.offset) ? nil : $0.element }
        }

        // Sections after the batch.
        let afterCount = before.count - sectionDeleted.count + sectionInserted.count
        var after = [SnapshotSection<S, I>?](repeating: nil, count: afterCount)
        for t in sectionInserted {
            guard after.indices.contains(t), after[t] == nil else { throw fail("inserted section \(t) is out of range or used twice after the batch") }
            guard let identifier = target.sectionIdentifier(at: t) else { throw fail("inserted section \(t) is not in the target") }
            after[t] = SnapshotSection(identifier, items: [])
        }
        for move in sectionMoved {
            guard after.indices.contains(move.target), after[move.target] == nil else {
                throw fail("section move destination \(move.target) is out of range or used twice after the batch")
            }
            after[move.target] = SnapshotSection(before[move.source].identifier, items: survivors(move.source))
        }
        var free = 0
        for s in before.indices where !sectionGone[s] && !sectionMovedAway[s] {
            while free < afterCount && after[free] != nil { free += 1 }
            guard free < afterCount else { throw fail("section counts do not add up") }
            after[free] = SnapshotSection(before[s].identifier, items: survivors(s))
        }

        // Items arriving at their place.
        var incoming: [Int: [(item: Int, identifier: I)]] = [:]
        for path in itemInserted {
            guard let identifier = target.itemIdentifier(for: path) else { throw fail("inserted item \(path) is not in the target") }
            incoming[path.section, default: []].append((path.item, identifier))
        }
        for (path, identifier) in movedItems { incoming[path.section, default: []].append((path.item, identifier)) }
        var result: [SnapshotSection<S, I>] = []
        result.reserveCapacity(afterCount)
        for (k, slot) in after.enumerated() {
            guard var section = slot else { throw fail("section \(k) is empty after the batch") }
            if let arriving = incoming.removeValue(forKey: k) {
                let count = section.items.count + arriving.count
                var placed = [I?](repeating: nil, count: count)
                for (j, identifier) in arriving {
                    guard placed.indices.contains(j), placed[j] == nil else {
                        throw fail("inserted or moved item [\(k), \(j)] is out of range or used twice after the batch")
                    }
                    placed[j] = identifier
                }
                var rest = section.items.makeIterator()
                section.items = placed.map { $0 ?? rest.next()! }
            }
            result.append(section)
        }
        if let stray = incoming.keys.min() { throw fail("items inserted or moved into section \(stray), which does not exist after the batch") }
        model = result
    }
}

extension StagedChangeset {
    /// Performs every stage in order on `model` (see ``Changeset/replay(on:target:)``).
    ///
    /// Replaying a changeset computed from `source` to `target` on `source.sectionModels` yields
    /// `target.sectionModels`. Throws naming the first stage a collection view would reject.
    public func replay<S, I>(on model: inout [SnapshotSection<S, I>], target: DiffableDataSourceSnapshot<S, I>) throws(ChangesetReplayError) {
        for (i, stage) in stages.enumerated() {
            do {
                try stage.replay(on: &model, target: target)
            } catch {
                throw ChangesetReplayError("stage \(i + 1): \(error.message)")
            }
        }
    }
}
