import Support
import Testing

@testable import Diffable

@Suite struct StagedChangesetTests {
    func snapshot(_ sections: [(String, [Int])]) throws -> Snap {
        try Snap(sections.map { SnapshotSection($0.0, items: $0.1) })
    }

    @Test func stagesFollowDifferenceKitsOrder() throws {
        let old = try snapshot([("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])])
        var new = try snapshot([("C", [6, 1]), ("D", [7]), ("A", [3, 8])])
        try new.reloadItems([3])
        try new.reconfigureItems([6])
        try new.reloadSections(["A"])
        let changeset = StagedChangeset(source: old, target: new)
        #expect(
            changeset.description == """
                stage 1:
                  update items [0, 2]
                  reconfigure items [2, 0]
                stage 2:
                  delete sections 1
                  delete items [0, 1]
                stage 3:
                  insert sections 1
                  move sections 1 -> 0
                stage 4:
                  insert items [1, 0], [2, 1]
                  move items [2, 0] -> [0, 1]
                stage 5:
                  update sections 2
                """)
        expectReproducible(changeset, from: old, to: new)
        #expect(changeset.changeCount == 10)
    }

    @Test func reconfigureStaysReconfigureEvenWhenTheItemMoves() throws {
        let old = try snapshot([("A", [1, 2, 3])])
        var new = try snapshot([("A", [3, 1, 2])])
        try new.reconfigureItems([3])
        try new.reloadItems([1])
        let changeset = StagedChangeset(source: old, target: new)
        // Content changes happen in a batch of their own, at source paths, before anything moves.
        #expect(changeset.stages[0] == Changeset(itemUpdated: [IndexPath(item: 0, section: 0)], itemReconfigured: [IndexPath(item: 2, section: 0)]))
        #expect(changeset.stages[1] == Changeset(itemMoved: [.init(source: IndexPath(item: 2, section: 0), target: IndexPath(item: 0, section: 0))]))
        #expect(changeset.count == 2)
        #expect(changeset.flatMap(\.itemDeleted).isEmpty && changeset.flatMap(\.itemInserted).isEmpty)
        expectReproducible(changeset, from: old, to: new)
    }

    @Test func itemsMoveAcrossSectionsAndIntoNewSections() throws {
        let old = try snapshot([("A", [1, 2]), ("B", [3])])
        let new = try snapshot([("A", [2]), ("N", [1]), ("B", [3])])
        let changeset = StagedChangeset(source: old, target: new)
        #expect(
            changeset.description == """
                stage 1:
                  insert sections 1
                stage 2:
                  move items [0, 0] -> [1, 0]
                """)
        expectReproducible(changeset, from: old, to: new)
    }

    @Test func itemsOfADeletedSectionAreInsertedWhereTheyLand() throws {
        let old = try snapshot([("A", [1, 2]), ("B", [3])])
        var new = try snapshot([("B", [3, 1])])
        try new.reloadItems([1])
        let changeset = StagedChangeset(source: old, target: new)
        #expect(
            changeset.description == """
                stage 1:
                  delete sections 0
                stage 2:
                  insert items [0, 1]
                """)
        expectReproducible(changeset, from: old, to: new)
    }

    @Test func movingTheLastItemFirstOrTheFirstLastIsOneMove() throws {
        let old = try snapshot([("A", Array(0..<50))])
        let new = try snapshot([("A", [49] + Array(0..<49))])
        let changeset = StagedChangeset(source: old, target: new)
        #expect(changeset.changeCount == 1)
        expectReproducible(changeset, from: old, to: new)
        let other = try snapshot([("A", Array(1..<50) + [0])])
        let back = StagedChangeset(source: old, target: other)
        #expect(back.description == "stage 1:\n  move items [0, 0] -> [0, 49]")
        expectReproducible(back, from: old, to: other)
        let sections = try snapshot([("B", []), ("C", []), ("A", [])])
        let sectionsBack = try snapshot([("C", []), ("A", []), ("B", [])])
        #expect(StagedChangeset(source: sections, target: sectionsBack).description == "stage 1:\n  move sections 0 -> 2")
    }

    @Test func unindexedSourcesDiffCorrectly() throws {
        // Inserts in the middle leave the source's positions lazily indexed.
        var old = try snapshot([("A", [1, 2, 3, 4])])
        try old.insertItems([10, 11], beforeItem: 2)
        try old.insertItems([12], afterItem: 3)
        var new = old
        try new.deleteItems([11])
        try new.moveItem(4, beforeItem: 1)
        let changeset = StagedChangeset(source: old, target: new)
        expectReproducible(changeset, from: old, to: new)
    }

    @Test func replayRejectsBatchesACollectionViewWouldReject() throws {
        let target = try snapshot([("A", [1, 2])])
        let model = target.sectionModels
        func expectRejected(_ stage: Changeset, _ message: String) {
            var copy = model
            #expect(throws: ChangesetReplayError(message)) { try stage.replay(on: &copy, target: target) }
            #expect(copy == model)
        }
        expectRejected(Changeset(itemDeleted: [IndexPath(item: 5, section: 0)]), "deleted item [0, 5] is out of range before the batch")
        expectRejected(
            Changeset(itemDeleted: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)]), "deleted item [0, 0] is deleted or moved twice")
        expectRejected(Changeset(itemUpdated: [IndexPath(item: 0, section: 2)]), "updated item [2, 0] is out of range before the batch")
        expectRejected(Changeset(sectionDeleted: [3]), "deleted section 3 is out of range or deleted twice")
        expectRejected(Changeset(sectionDeleted: [0], itemDeleted: [IndexPath(item: 0, section: 0)]), "deleted item [0, 0] is in a deleted section")
        expectRejected(Changeset(sectionInserted: [2]), "inserted section 2 is out of range or used twice after the batch")
        expectRejected(Changeset(itemInserted: [IndexPath(item: 3, section: 0)]), "inserted item [0, 3] is not in the target")
        expectRejected(
            Changeset(itemMoved: [.init(source: IndexPath(item: 0, section: 0), target: IndexPath(item: 4, section: 0))]),
            "inserted or moved item [0, 4] is out of range or used twice after the batch")
        var staged = model
        #expect(throws: ChangesetReplayError("stage 2: deleted section 3 is out of range or deleted twice")) {
            try StagedChangeset([Changeset(), Changeset(sectionDeleted: [3])]).replay(on: &staged, target: target)
        }
    }

    @Test(arguments: [0, 1, 5, 50, 2_000])
    func largeSingleSectionShuffles(size: Int) throws {
        var rng = SplitMix64(seed: UInt64(size))
        let items = Array(0..<size)
        var shuffled = items.filter { _ in !rng.chance(10) }
        shuffled.shuffle(using: &rng)
        shuffled.insert(contentsOf: (size..<size + size / 10), at: rng.below(shuffled.count + 1))
        let old = try snapshot([("A", items)])
        let new = try snapshot([("A", shuffled)])
        expectReproducible(StagedChangeset(source: old, target: new), from: old, to: new)
    }
}
