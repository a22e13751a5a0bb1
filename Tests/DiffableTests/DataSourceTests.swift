import Testing

@testable import Diffable

/// The collection view side of the tests: replays every update it receives.
@MainActor final class ReplayingCollectionView {
    var model: [SnapshotSection<String, Int>] = []
    var updates: [DiffableDataSource<String, Int>.Update] = []
    var failures: [String] = []
    var gate: CheckedContinuation<Void, Never>?
    var holdNext = false

    func receive(_ update: DiffableDataSource<String, Int>.Update) async {
        updates.append(update)
        do {
            try update.changeset.replay(on: &model, target: update.target)
        } catch {
            failures.append(error.description)
        }
        if holdNext {
            holdNext = false
            await withCheckedContinuation { gate = $0 }
        }
    }
}

@MainActor @Suite struct DataSourceTests {
    func snapshot(_ sections: [(String, [Int])]) throws -> Snap {
        try Snap(sections.map { SnapshotSection($0.0, items: $0.1) })
    }

    @Test func appliesAndAnswersQueries() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int>()
        dataSource.onChanges = { await view.receive($0) }
        let first = try snapshot([("A", [1, 2, 3]), ("B", [4])])
        let result = await dataSource.apply(first)
        guard case .applied(let changeset) = result else { Issue.record("not applied"); return }
        #expect(
            changeset.description == """
                stage 1:
                  insert sections 0, 1
                stage 2:
                  insert items [0, 0], [0, 1], [0, 2], [1, 0]
                """)
        #expect(dataSource.snapshot() == first)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
        #expect(dataSource.indexPath(for: 9) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.index(for: "B") == 1)

        var second = dataSource.snapshot()
        try second.moveItem(1, afterItem: 4)
        try second.reconfigureItems([2])
        try second.reloadItems([3])
        await dataSource.apply(second, animatingDifferences: false)
        #expect(view.failures.isEmpty)
        #expect(view.model == second.sectionModels)
        #expect(view.updates.last?.animatingDifferences == false)
        #expect(view.updates.last?.changeset.first?.itemReconfigured == [IndexPath(item: 1, section: 0)])
        #expect(view.updates.last?.changeset.first?.itemUpdated == [IndexPath(item: 2, section: 0)])
        // Marks are consumed by the apply, as in UIKit.
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 4, 1])
    }

    @Test func appliesNeverInterleaveAndWaitingSnapshotsAreCoalesced() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        let s1 = try snapshot([("A", [1, 2])])
        let s2 = try snapshot([("A", [2, 1, 3])])
        let s3 = try snapshot([("A", [3]), ("B", [4, 1])])
        view.holdNext = true
        let first = Task { await dataSource.apply(s1) }
        while view.gate == nil { await Task.yield() }
        let second = Task { await dataSource.apply(s2) }
        while dataSource.waitingApplyCount < 1 { await Task.yield() }
        let third = Task { await dataSource.apply(s3) }
        while dataSource.waitingApplyCount < 2 { await Task.yield() }
        // Nothing else has reached the collection view while the first apply is running.
        #expect(view.updates.count == 1)
        view.gate?.resume()
        #expect(await first.value == .applied(StagedChangeset(source: Snap(), target: s1)))
        #expect(await second.value == .superseded)
        #expect(await third.value == .applied(StagedChangeset(source: s1, target: s3)))
        #expect(view.updates.count == 2)
        #expect(view.failures.isEmpty)
        #expect(view.model == s3.sectionModels)
        #expect(dataSource.snapshot() == s3)
    }

    @Test func supersededSnapshotsHandTheirMarksToTheNewest() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        let a = try snapshot([("A", [1, 2, 3, 4]), ("B", [5]), ("C", [6])])
        view.holdNext = true
        let first = Task { await dataSource.apply(a) }
        while view.gate == nil { await Task.yield() }
        // B marks items and sections while A's apply is in flight, so it waits ...
        var b = a
        try b.reloadItems([1, 3])
        try b.reconfigureItems([2])
        try b.reloadSections(["B", "C"])
        let second = Task { await dataSource.apply(b) }
        while dataSource.waitingApplyCount < 1 { await Task.yield() }
        // ... and C, built without B's marks, supersedes it: 1 and 2 are still there (1 moved),
        // 3 and section C are gone, and C marks 4 itself.
        var c = a
        try c.deleteItems([3])
        try c.moveItem(1, afterItem: 4)
        try c.deleteSections(["C"])
        try c.reloadItems([4])
        let third = Task { await dataSource.apply(c) }
        while dataSource.waitingApplyCount < 2 { await Task.yield() }
        view.gate?.resume()
        _ = await first.value
        #expect(await second.value == .superseded)
        guard case .applied(let changeset) = await third.value else { Issue.record("not applied"); return }
        // B's marks for what C still holds, as if C had made them; reconfigure stays reconfigure.
        var marked = c
        try marked.reloadItems([1])
        try marked.reconfigureItems([2])
        try marked.reloadSections(["B"])
        #expect(changeset == StagedChangeset(source: a, target: marked))
        #expect(changeset.first?.itemUpdated == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(changeset.first?.itemReconfigured == [IndexPath(item: 1, section: 0)])
        #expect(changeset.last?.sectionUpdated == [1])
        #expect(view.updates.last?.target == marked)
        #expect(view.failures.isEmpty)
        #expect(view.model == c.sectionModels)
        // The carried marks are consumed with the apply: the next one does not replay them.
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        guard case .applied(let next) = await dataSource.apply(dataSource.snapshot()) else { Issue.record("not applied"); return }
        #expect(next.isEmpty)
    }

    @Test func snapshotsSupersededBeforeTheirApplyStartsKeepTheirMarks() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        let a = try snapshot([("A", [1, 2, 3])])
        await dataSource.apply(a)
        var b = a
        try b.reconfigureItems([2, 3])
        var c = a
        try c.deleteItems([3])
        // Both synchronous applies are taken before either runs, so B is superseded without
        // waiting for a running apply.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            dataSource.apply(b, completion: nil)
            dataSource.apply(c) { done.resume() }
        }
        var marked = c
        try marked.reconfigureItems([2])
        #expect(view.updates.count == 2)
        #expect(view.updates.last?.changeset == StagedChangeset(source: a, target: marked))
        #expect(view.updates.last?.changeset.first?.itemReconfigured == [IndexPath(item: 1, section: 0)])
        #expect(view.updates.last?.changeset.first?.itemUpdated == [])
        #expect(view.failures.isEmpty)
    }

    @Test func sectionSnapshotsBecomeTheSectionsVisibleItems() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        await dataSource.apply(try snapshot([("A", [1]), ("B", [2])]))
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        try outline.append([10, 20])
        try outline.append([11, 12], to: 10)
        try await dataSource.apply(outline, to: "B")
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "B") == [10, 20])
        outline.expand([10])
        try await dataSource.apply(outline, to: "B")
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "B") == [10, 11, 12, 20])
        #expect(dataSource.snapshot(for: "B") == outline)
        // A new section is appended.
        try await dataSource.apply(DiffableDataSourceSectionSnapshot(flat: [30], operation: "test"), to: "C")
        #expect(dataSource.snapshot().sectionIdentifiers == ["A", "B", "C"])
        // A section without an outline reads as a flat one; an unknown one as empty.
        #expect(dataSource.snapshot(for: "A").items == [1])
        #expect(dataSource.snapshot(for: "Z").items.isEmpty)
        #expect(view.failures.isEmpty)
        #expect(view.model == dataSource.snapshot().sectionModels)

        // An item that lives in another section is refused, and nothing changes.
        let before = dataSource.snapshot()
        var clash = DiffableDataSourceSectionSnapshot<Int>()
        try clash.append([1])
        await #expect(throws: DiffableDataSourceError.duplicateItem(item: "1", operation: "apply(_:to:animatingDifferences:)")) {
            try await dataSource.apply(clash, to: "B")
        }
        #expect(dataSource.snapshot() == before)
    }

    @Test func prefetchIsIntentOnly() async throws {
        let dataSource = DiffableDataSource<String, Int>()
        await dataSource.apply(try snapshot([("A", [1, 2, 3])]))
        final class Log: @unchecked Sendable { var prefetched: [[Int]] = []; var cancelled: [[Int]] = [] }
        let log = Log()
        dataSource.prefetchHandler = { log.prefetched.append($0) }
        dataSource.cancelPrefetchHandler = { log.cancelled.append($0) }
        let before = dataSource.snapshot()
        dataSource.prefetchItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 7, section: 0), IndexPath(item: 0, section: 0)])
        dataSource.prefetchItems(at: [IndexPath(item: 0, section: 3)])
        dataSource.cancelPrefetchingForItems(at: [IndexPath(item: 1, section: 0)])
        #expect(log.prefetched == [[3, 1]])
        #expect(log.cancelled == [[2]])
        #expect(dataSource.snapshot() == before)
    }

    @Test func synchronousAppliesCoalesceToTheNewestInCallOrder() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        let s1 = try snapshot([("A", [1])])
        let s2 = try snapshot([("A", [1, 2])])
        let s3 = try snapshot([("B", [3]), ("A", [2])])
        final class Log: @unchecked Sendable { var completed: [Int] = [] }
        let log = Log()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            dataSource.apply(s1, completion: { log.completed.append(1) })
            dataSource.apply(s2, animatingDifferences: false, completion: { log.completed.append(2) })
            var outline = DiffableDataSourceSectionSnapshot<Int>()
            try! outline.append([2])
            // Builds on s2 (the newest), not on the still-empty current snapshot.
            try! dataSource.apply(outline, to: "A", completion: { log.completed.append(3) })
            dataSource.apply(
                s3,
                completion: {
                    log.completed.append(4)
                    done.resume()
                })
        }
        // Everything was requested before anything ran: only the newest reached the view.
        #expect(view.updates.count == 1)
        #expect(view.model == s3.sectionModels)
        #expect(Set(log.completed) == [1, 2, 3, 4])
        #expect(dataSource.snapshot() == s3)
        #expect(view.failures.isEmpty)
    }

    @Test func sectionSnapshotApplyDoesNotReplayConsumedMarks() async throws {
        let view = ReplayingCollectionView()
        let dataSource = DiffableDataSource<String, Int> { await view.receive($0) }
        var first = try snapshot([("A", [1]), ("B", [2])])
        await dataSource.apply(first)
        try first.reloadItems([2])
        await dataSource.apply(first)
        #expect(view.updates.last?.changeset.first?.itemUpdated == [IndexPath(item: 0, section: 1)])
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        try outline.append([1, 5])
        try await dataSource.apply(outline, to: "A")
        #expect(view.updates.last?.changeset.description == "stage 1:\n  insert items [0, 1]")
    }
}
