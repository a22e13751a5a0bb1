/// The applying side of a collection view's data: holds the current snapshot, turns each new
/// snapshot into a ``StagedChangeset`` and hands it to the collection view side (``onChanges``).
/// UIKit's `UICollectionViewDiffableDataSource`, without the cells.
///
/// Applies are serialized: one runs at a time (including the `onChanges` handler it awaits), and
/// when several snapshots are waiting, only the newest is applied; the older waiting ones are
/// superseded (their `apply` returns ``ApplyResult/superseded`` once the running apply is done).
/// Like UIKit's, it lives on the main actor.
@MainActor
public final class DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot (outline) type this data source applies to one section.
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// One update for the collection view side to perform.
    public struct Update: Sendable {
        /// The batches to perform, in order.
        public var changeset: StagedChangeset
        /// The snapshot before the update.
        public var source: Snapshot
        /// The snapshot after the update (it carries the reload and reconfigure marks that
        /// produced the changeset's updates).
        public var target: Snapshot
        /// Whether the caller asked for animation.
        public var animatingDifferences: Bool
    }

    /// What became of an `apply` call.
    public enum ApplyResult: Equatable, Sendable {
        /// The snapshot was applied; the collection view side received this changeset.
        case applied(StagedChangeset)
        /// A newer snapshot arrived while this one was waiting, and was applied instead.
        case superseded
    }

    /// The collection view side: receives every applied update, in order. An apply is not
    /// finished (and the next one does not start) until this returns.
    public var onChanges: (@MainActor (Update) async -> Void)?

    /// Prefetch intent: receives the identifiers the collection view expects to show soon.
    /// It gets identifiers only; prefetching never changes the data source.
    public var prefetchHandler: (@MainActor ([ItemIdentifierType]) -> Void)?

    /// Receives the identifiers whose prefetching is no longer needed.
    public var cancelPrefetchHandler: (@MainActor ([ItemIdentifierType]) -> Void)?

    private var current = Snapshot()
    /// The snapshot of the newest `apply` call, applied or still waiting.
    private var newest = Snapshot()
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    /// Whether `newest` is still waiting (taken by `apply` but not yet started).
    private var newestIsWaiting = false
    /// The reload and reconfigure marks of snapshots superseded since the last apply started:
    /// the apply that supersedes them carries them forward for what it still holds.
    private var carriedMarks = CarriedMarks<SectionIdentifierType, ItemIdentifierType>()
    private var newestRequest = 0
    private var isApplying = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates an empty data source whose updates go to `onChanges`.
    public init(onChanges: (@MainActor (Update) async -> Void)? = nil) {
        self.onChanges = onChanges
    }

    /// The number of `apply` calls waiting for the running one (for tests and diagnostics).
    public var waitingApplyCount: Int { waiters.count }

    /// Applies `snapshot`: computes the staged changeset from the current snapshot, makes
    /// `snapshot` current (with its reload and reconfigure marks cleared, as UIKit does) and
    /// awaits ``onChanges``. When it supersedes waiting snapshots, their reload, reconfigure and
    /// section reload marks still apply to the items and sections `snapshot` holds.
    /// - Complexity: O(items in both snapshots).
    @discardableResult
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async -> ApplyResult {
        let request = enqueue(snapshot)
        return await run(request, snapshot, animatingDifferences: animatingDifferences)
    }

    /// Applies `snapshot` without waiting (UIKit's synchronous form), then calls `completion`
    /// on the main actor, also when a newer snapshot superseded this one. The order of calls
    /// decides which snapshot is newest, whatever order the work runs in.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let request = enqueue(snapshot)
        Task {
            _ = await run(request, snapshot, animatingDifferences: animatingDifferences)
            completion?()
        }
    }

    /// Applies `sectionSnapshot` to one section: the section's items become its visible items
    /// (the section is appended when the snapshot does not have it). It builds on the newest
    /// snapshot passed to `apply`, so a snapshot still waiting is not lost.
    ///
    /// Throws `duplicateItem` when a visible item is already in another section.
    @discardableResult
    public func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true)
        async throws(DiffableDataSourceError) -> ApplyResult
    {
        let snapshot = try snapshot(applying: sectionSnapshot, to: section)
        let result = await apply(snapshot, animatingDifferences: animatingDifferences)
        if case .applied = result { sectionSnapshots[section] = sectionSnapshot }
        return result
    }

    /// Applies `sectionSnapshot` to one section without waiting (UIKit's synchronous form), then
    /// calls `completion`. Throws `duplicateItem` at once, changing nothing, when a visible item
    /// is already in another section.
    public func apply(
        _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) throws(DiffableDataSourceError) {
        let snapshot = try snapshot(applying: sectionSnapshot, to: section)
        let request = enqueue(snapshot)
        Task {
            let result = await run(request, snapshot, animatingDifferences: animatingDifferences)
            if case .applied = result { sectionSnapshots[section] = sectionSnapshot }
            completion?()
        }
    }

    /// Takes a ticket: from now on, `snapshot` is the newest and supersedes every waiting one
    /// (whose marks it inherits).
    private func enqueue(_ snapshot: Snapshot) -> Int {
        if newestIsWaiting { carriedMarks.collect(from: newest) }
        newestRequest += 1
        newest = snapshot
        newestIsWaiting = true
        return newestRequest
    }

    private func run(_ request: Int, _ snapshot: Snapshot, animatingDifferences: Bool) async -> ApplyResult {
        while isApplying {
            await withCheckedContinuation { waiters.append($0) }
            if request != newestRequest { return .superseded }
        }
        guard request == newestRequest else { return .superseded }
        isApplying = true
        defer {
            isApplying = false
            let resumed = waiters
            waiters = []
            for waiter in resumed { waiter.resume() }
        }
        var target = snapshot
        target.indexAll()
        carriedMarks.mark(&target)
        newestIsWaiting = false
        let changeset = StagedChangeset(source: current, target: target)
        let update = Update(changeset: changeset, source: current, target: target, animatingDifferences: animatingDifferences)
        target.reloadedItems = MarkList()
        target.reconfiguredItems = MarkList()
        target.reloadedSections = MarkList()
        current = target
        newest = target  // its marks are consumed; a section-snapshot apply must not replay them
        await onChanges?(update)
        return .applied(changeset)
    }

    /// The newest snapshot with `section`'s items replaced by the outline's visible items.
    private func snapshot(applying sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType) throws(DiffableDataSourceError) -> Snapshot {
        var snapshot = newest
        if snapshot.contains(section: section) {
            try snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        } else {
            try snapshot.appendSections([section])
        }
        do {
            try snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
        } catch {
            throw DiffableDataSourceError.duplicateItem(
                item: duplicateName(in: error), operation: "apply(_:to:animatingDifferences:)")
        }
        return snapshot
    }

    private func duplicateName(in error: DiffableDataSourceError) -> String {
        if case let .duplicateItem(item, _) = error { return item }
        return error.description
    }

    /// A copy of the current snapshot (reload and reconfigure marks are empty).
    /// - Complexity: O(1) (copy-on-write).
    public func snapshot() -> Snapshot { current }

    /// The section's outline: the one last applied to it while it still shows the same items,
    /// otherwise the section's items as a flat list (empty for an unknown section).
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        let items = (try? current.itemIdentifiers(inSection: section)) ?? []
        if let stored = sectionSnapshots[section], stored.visibleItems == items { return stored }
        return (try? SectionSnapshot(flat: items, operation: "snapshot(for:)")) ?? SectionSnapshot()
    }

    /// The item at `indexPath`, or nil when out of range.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(for: indexPath) }

    /// The item's index path, or nil.
    /// - Complexity: O(1).
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(for: itemIdentifier) }

    /// The section at `index`, or nil when out of range.
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    /// The section's index, or nil.
    /// - Complexity: O(1).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Tells ``prefetchHandler`` which items the collection view expects to show soon (index
    /// paths out of range are skipped; nothing is called when none is left).
    public func prefetchItems(at indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { current.itemIdentifier(for: $0) }
        if !items.isEmpty { prefetchHandler?(items) }
    }

    /// Tells ``cancelPrefetchHandler`` which items are no longer expected soon.
    public func cancelPrefetchingForItems(at indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { current.itemIdentifier(for: $0) }
        if !items.isEmpty { cancelPrefetchHandler?(items) }
    }
}

/// Reload and reconfigure marks of superseded snapshots, waiting to be merged into the snapshot
/// that is applied instead (so a coalesced apply reloads what every skipped one asked for).
struct CarriedMarks<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    var reloadedItems = MarkList<ItemID>()
    var reconfiguredItems = MarkList<ItemID>()
    var reloadedSections = MarkList<SectionID>()

    mutating func collect(from snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>) {
        for item in snapshot.reloadedItems.order { reloadedItems.insert(item) }
        for item in snapshot.reconfiguredItems.order { reconfiguredItems.insert(item) }
        for section in snapshot.reloadedSections.order { reloadedSections.insert(section) }
    }

    /// Adds the marks to `snapshot` for the items and sections it holds, and forgets them. A
    /// reconfigure stays a reconfigure; an item both reloaded and reconfigured is reloaded, as
    /// within one snapshot.
    /// - Complexity: O(marks), with `snapshot` fully indexed.
    mutating func mark(_ snapshot: inout DiffableDataSourceSnapshot<SectionID, ItemID>) {
        for item in reloadedItems.order where snapshot.contains(item: item) { snapshot.reloadedItems.insert(item) }
        for item in reconfiguredItems.order where snapshot.contains(item: item) { snapshot.reconfiguredItems.insert(item) }
        for section in reloadedSections.order where snapshot.contains(section: section) { snapshot.reloadedSections.insert(section) }
        self = CarriedMarks()
    }
}
