import GalleyTestSupport
import Support
import Testing

@testable import Diffable

@Suite struct SnapshotTests {
    func sample() throws -> Snap {
        var s = Snap()
        try s.appendSections(["A", "B"])
        try s.appendItems([1, 2, 3], toSection: "A")
        try s.appendItems([4, 5])
        return s
    }

    @Test func queries() throws {
        let s = try sample()
        #expect(s.numberOfItems == 5)
        #expect(s.numberOfSections == 2)
        #expect(s.sectionIdentifiers == ["A", "B"])
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(try s.numberOfItems(inSection: "B") == 2)
        #expect(try s.itemIdentifiers(inSection: "A") == [1, 2, 3])
        #expect(s.sectionIdentifier(containingItem: 4) == "B")
        #expect(s.sectionIdentifier(containingItem: 9) == nil)
        #expect(s.indexOfItem(4) == 3)
        #expect(s.indexOfItem(9) == nil)
        #expect(s.indexOfSection("B") == 1)
        #expect(s.indexOfSection("Z") == nil)
        #expect(s.indexPath(for: 5) == IndexPath(item: 1, section: 1))
        #expect(s.itemIdentifier(for: IndexPath(item: 2, section: 0)) == 3)
        #expect(s.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
        #expect(s.itemIdentifier(for: IndexPath(item: 0, section: 5)) == nil)
        #expect(s.sectionIdentifier(at: 1) == "B")
        #expect(s.sectionIdentifier(at: -1) == nil)
        #expect(s.contains(item: 1) && !s.contains(item: 0))
        #expect(s.contains(section: "A") && !s.contains(section: "C"))
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reconfiguredItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func itemMutations() throws {
        var s = try sample()
        try s.insertItems([10, 11], beforeItem: 2)
        #expect(try s.itemIdentifiers(inSection: "A") == [1, 10, 11, 2, 3])
        try s.insertItems([12], afterItem: 5)
        #expect(try s.itemIdentifiers(inSection: "B") == [4, 5, 12])
        try s.deleteItems([10, 3, 3, 12])
        #expect(s.itemIdentifiers == [1, 11, 2, 4, 5])
        try s.moveItem(1, beforeItem: 5)
        #expect(s.itemIdentifiers == [11, 2, 4, 1, 5])
        #expect(s.sectionIdentifier(containingItem: 1) == "B")
        try s.moveItem(4, afterItem: 2)
        #expect(try s.itemIdentifiers(inSection: "A") == [11, 2, 4])
        try s.moveItem(11, afterItem: 4)
        #expect(try s.itemIdentifiers(inSection: "A") == [2, 4, 11])
        #expect(s.indexPath(for: 11) == IndexPath(item: 2, section: 0))
        try s.reloadItems([2, 5, 2])
        try s.reconfigureItems([4])
        #expect(s.reloadedItemIdentifiers == [2, 5])
        #expect(s.reconfiguredItemIdentifiers == [4])
        try s.deleteItems([5])
        #expect(s.reloadedItemIdentifiers == [2])
        s.deleteAllItems()
        #expect(s == Snap())
        #expect(s.numberOfSections == 0)
    }

    @Test func sectionMutations() throws {
        var s = try sample()
        try s.insertSections(["C"], beforeSection: "A")
        try s.insertSections(["D", "E"], afterSection: "A")
        #expect(s.sectionIdentifiers == ["C", "A", "D", "E", "B"])
        try s.appendItems([20], toSection: "D")
        try s.moveSection("C", afterSection: "B")
        #expect(s.sectionIdentifiers == ["A", "D", "E", "B", "C"])
        try s.moveSection("B", beforeSection: "A")
        #expect(s.sectionIdentifiers == ["B", "A", "D", "E", "C"])
        #expect(s.indexPath(for: 20) == IndexPath(item: 0, section: 2))
        try s.reloadSections(["E", "A"])
        #expect(s.reloadedSectionIdentifiers == ["E", "A"])
        try s.reloadItems([1])
        try s.deleteSections(["A", "E"])
        #expect(s.sectionIdentifiers == ["B", "D", "C"])
        #expect(s.itemIdentifiers == [4, 5, 20])
        #expect(!s.contains(item: 1))
        #expect(s.reloadedSectionIdentifiers.isEmpty)
        #expect(s.reloadedItemIdentifiers.isEmpty)
        #expect(s.indexOfItem(20) == 2)
        // Identifiers can come back once deleted.
        try s.appendSections(["A"])
        try s.appendItems([1, 2])
        #expect(s.indexPath(for: 2) == IndexPath(item: 1, section: 3))
    }

    @Test func everyErrorNamesTheIdentifierAndLeavesTheSnapshotUnchanged() throws {
        let original = try sample()
        func expectError(_ expected: DiffableDataSourceError, _ body: (inout Snap) throws -> Void) {
            var s = original
            #expect(throws: expected) { try body(&s) }
            #expect(s == original)
            #expect(s.itemIdentifiers == original.itemIdentifiers)
            for item in original.itemIdentifiers { #expect(s.indexPath(for: item) == original.indexPath(for: item)) }
        }
        expectError(.duplicateItem(item: "2", operation: "appendItems(_:toSection:)")) { try $0.appendItems([9, 2]) }
        expectError(.duplicateItem(item: "9", operation: "appendItems(_:toSection:)")) { try $0.appendItems([9, 8, 9]) }
        expectError(.sectionNotFound(section: "Z", operation: "appendItems(_:toSection:)")) { try $0.appendItems([9], toSection: "Z") }
        expectError(.itemNotFound(item: "9", operation: "insertItems(_:beforeItem:)")) { try $0.insertItems([8], beforeItem: 9) }
        expectError(.itemNotFound(item: "9", operation: "insertItems(_:afterItem:)")) { try $0.insertItems([8], afterItem: 9) }
        expectError(.duplicateItem(item: "1", operation: "insertItems(_:beforeItem:)")) { try $0.insertItems([8, 1], beforeItem: 1) }
        expectError(.duplicateItem(item: "4", operation: "insertItems(_:afterItem:)")) { try $0.insertItems([4], afterItem: 1) }
        expectError(.itemNotFound(item: "9", operation: "deleteItems(_:)")) { try $0.deleteItems([1, 9]) }
        expectError(.itemNotFound(item: "9", operation: "moveItem(_:beforeItem:)")) { try $0.moveItem(9, beforeItem: 1) }
        expectError(.itemNotFound(item: "9", operation: "moveItem(_:afterItem:)")) { try $0.moveItem(1, afterItem: 9) }
        expectError(.itemMovedRelativeToItself(item: "1", operation: "moveItem(_:beforeItem:)")) { try $0.moveItem(1, beforeItem: 1) }
        expectError(.itemMovedRelativeToItself(item: "1", operation: "moveItem(_:afterItem:)")) { try $0.moveItem(1, afterItem: 1) }
        expectError(.itemNotFound(item: "9", operation: "reloadItems(_:)")) { try $0.reloadItems([1, 9]) }
        expectError(.itemNotFound(item: "9", operation: "reconfigureItems(_:)")) { try $0.reconfigureItems([9]) }
        expectError(.duplicateSection(section: "A", operation: "appendSections(_:)")) { try $0.appendSections(["C", "A"]) }
        expectError(.duplicateSection(section: "C", operation: "appendSections(_:)")) { try $0.appendSections(["C", "C"]) }
        expectError(.duplicateSection(section: "B", operation: "insertSections(_:beforeSection:)")) { try $0.insertSections(["B"], beforeSection: "A") }
        expectError(.sectionNotFound(section: "Z", operation: "insertSections(_:beforeSection:)")) { try $0.insertSections(["C"], beforeSection: "Z") }
        expectError(.sectionNotFound(section: "Z", operation: "insertSections(_:afterSection:)")) { try $0.insertSections(["C"], afterSection: "Z") }
        expectError(.sectionNotFound(section: "Z", operation: "deleteSections(_:)")) { try $0.deleteSections(["A", "Z"]) }
        expectError(.sectionNotFound(section: "Z", operation: "moveSection(_:beforeSection:)")) { try $0.moveSection("Z", beforeSection: "A") }
        expectError(.sectionNotFound(section: "Z", operation: "moveSection(_:afterSection:)")) { try $0.moveSection("A", afterSection: "Z") }
        expectError(.sectionMovedRelativeToItself(section: "A", operation: "moveSection(_:beforeSection:)")) { try $0.moveSection("A", beforeSection: "A") }
        expectError(.sectionMovedRelativeToItself(section: "A", operation: "moveSection(_:afterSection:)")) { try $0.moveSection("A", afterSection: "A") }
        expectError(.sectionNotFound(section: "Z", operation: "reloadSections(_:)")) { try $0.reloadSections(["Z"]) }
        #expect(throws: DiffableDataSourceError.sectionNotFound(section: "Z", operation: "numberOfItems(inSection:)")) {
            try original.numberOfItems(inSection: "Z")
        }
        #expect(throws: DiffableDataSourceError.sectionNotFound(section: "Z", operation: "itemIdentifiers(inSection:)")) {
            try original.itemIdentifiers(inSection: "Z")
        }
        var empty = Snap()
        #expect(throws: DiffableDataSourceError.noSections(operation: "appendItems(_:toSection:)")) { try empty.appendItems([1]) }
    }

    @Test(arguments: [
        DiffableDataSourceError.duplicateItem(item: "it", operation: "op"), .duplicateSection(section: "it", operation: "op"),
        .itemNotFound(item: "it", operation: "op"), .sectionNotFound(section: "it", operation: "op"),
        .itemMovedRelativeToItself(item: "it", operation: "op"), .sectionMovedRelativeToItself(section: "it", operation: "op"),
        .itemInsertedIntoItself(item: "it", operation: "op"),
    ])
    func everyErrorMessageNamesTheIdentifierAndTheCall(error: DiffableDataSourceError) {
        #expect(error.description.hasPrefix("op: "))
        #expect(error.description.contains(" it "))
    }

    @Test func errorMessagesAreActionable() {
        let error = DiffableDataSourceError.duplicateItem(item: "42", operation: "appendItems(_:toSection:)")
        #expect(
            error.description == "appendItems(_:toSection:): item identifier 42 is already in the snapshot; item identifiers must be unique across all sections"
        )
        #expect(DiffableDataSourceError.noSections(operation: "appendItems(_:toSection:)").description.contains("append a section"))
    }

    @Test func descriptionListsSectionsAndMarks() throws {
        var s = try sample()
        try s.reloadItems([2])
        #expect(
            s.description == """
                DiffableDataSourceSnapshot(2 sections, 5 items)
                  A: [1, 2, 3]
                  B: [4, 5]
                  reloaded items: 2
                """)
        #expect(IndexPath(item: 3, section: 1).description == "[1, 3]")
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
    }

    @Test func sectionModelsRoundTrip() throws {
        let s = try sample()
        #expect(try Snap(s.sectionModels) == s)
        #expect(throws: DiffableDataSourceError.duplicateItem(item: "1", operation: "appendItems(_:toSection:)")) {
            try Snap([SnapshotSection("A", items: [1]), SnapshotSection("B", items: [1])])
        }
    }

    /// Lookups stay exact through every kind of mutation, against a naive model.
    @Test(arguments: 0..<20)
    func lookupsMatchANaiveModel(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) + 99)
        var s = Snap()
        var model: [(String, [Int])] = []
        var next = 0
        func check() {
            #expect(s.sectionIdentifiers == model.map(\.0))
            #expect(s.itemIdentifiers == model.flatMap(\.1))
            var flat = 0
            for (si, (_, items)) in model.enumerated() {
                for (p, item) in items.enumerated() {
                    #expect(s.indexPath(for: item) == IndexPath(item: p, section: si))
                    #expect(s.indexOfItem(item) == flat)
                    flat += 1
                }
            }
        }
        for step in 0..<300 {
            let all = model.flatMap(\.1)
            switch rng.below(8) {
            case 0 where model.count < 6:
                next += 1
                try s.appendSections(["s\(next)"])
                model.append(("s\(next)", []))
            case 1 where !model.isEmpty:
                next += 1
                let si = rng.below(model.count)
                try s.appendItems([next], toSection: model[si].0)
                model[si].1.append(next)
            case 2 where !all.isEmpty, 3 where !all.isEmpty:
                let anchor = rng.pick(all)
                let after = rng.chance(50)
                let new = (0..<rng.below(4) + 1).map { _ in
                    next += 1; return next
                }
                if after { try s.insertItems(new, afterItem: anchor) } else { try s.insertItems(new, beforeItem: anchor) }
                let si = model.firstIndex { $0.1.contains(anchor) }!
                let p = model[si].1.firstIndex(of: anchor)! + (after ? 1 : 0)
                model[si].1.insert(contentsOf: new, at: p)
            case 4 where !all.isEmpty:
                let victim = rng.pick(all)
                try s.deleteItems([victim])
                let si = model.firstIndex { $0.1.contains(victim) }!
                model[si].1.removeAll { $0 == victim }
            case 5 where all.count > 1:
                let x = rng.pick(all), y = rng.pick(all)
                guard x != y else { continue }
                let after = rng.chance(50)
                if after { try s.moveItem(x, afterItem: y) } else { try s.moveItem(x, beforeItem: y) }
                let sx = model.firstIndex { $0.1.contains(x) }!
                model[sx].1.removeAll { $0 == x }
                let sy = model.firstIndex { $0.1.contains(y) }!
                model[sy].1.insert(x, at: model[sy].1.firstIndex(of: y)! + (after ? 1 : 0))
            case 6 where model.count > 1:
                let a = rng.pick(model).0, b = rng.pick(model).0
                guard a != b else { continue }
                try s.moveSection(a, beforeSection: b)
                let moved = model.remove(at: model.firstIndex { $0.0 == a }!)
                model.insert(moved, at: model.firstIndex { $0.0 == b }!)
            case 7 where model.count > 3:
                let si = rng.below(model.count)
                try s.deleteSections([model[si].0])
                model.remove(at: si)
            default:
                break
            }
            if step % 7 == 0 || rng.chance(20) { check() }
        }
        check()
    }

    @Test func manySectionsComingAndGoingKeepLookupsExact() throws {
        var s = Snap()
        var next = 0
        for round in 0..<300 {
            try s.appendSections(["r\(round)a", "r\(round)b"])
            next += 1
            try s.appendItems([next], toSection: "r\(round)a")
            next += 1
            try s.appendItems([next], toSection: "r\(round)b")
            if round > 0 && round % 50 != 1 { try s.deleteSections(["r\(round - 1)a", "r\(round - 1)b"]) }
        }
        // Slots were renumbered along the way; every lookup still agrees with the order.
        #expect(s.numberOfSections == 14)
        #expect(s.indexOfSlot.count < 100)
        for (i, section) in s.sectionIdentifiers.enumerated() {
            for (p, item) in try s.itemIdentifiers(inSection: section).enumerated() {
                #expect(s.indexPath(for: item) == IndexPath(item: p, section: i))
                #expect(s.sectionIdentifier(containingItem: item) == section)
            }
            #expect(s.indexOfSection(section) == i)
        }
        #expect(s.indexOfItem(next) == 13)
    }

    /// Front inserts leave a long unindexed tail; queries on it repair it once, not per query.
    @Test func queriesAfterAMiddleInsertRepairTheIndexOnce() throws {
        var s = Snap()
        try s.appendSections(["A"])
        try s.appendItems(Array(0..<20_000))
        for i in 1...50 { try s.insertItems([-i], beforeItem: 0) }
        let copy = s  // shares the index
        for item in stride(from: 19_999, through: 0, by: -1) {
            #expect(copy.indexPath(for: item)?.item == item + 50)
        }
        #expect(s.indexOfItem(-1) == 0)
        #expect(s.indexOfItem(-50) == 49)
        // Mutating the original after its shared index was repaired leaves the copy alone.
        try s.deleteItems([-50])
        #expect(copy.indexPath(for: 0)?.item == 50)
        #expect(s.indexPath(for: 0)?.item == 49)
    }

    /// Several threads reading one snapshot (and repairing its shared index) agree.
    @Test func concurrentReadersOfOneSnapshotAgree() async throws {
        var s = Snap()
        try s.appendSections(["A", "B"])
        try s.appendItems(Array(0..<5_000), toSection: "A")
        try s.appendItems(Array(5_000..<6_000), toSection: "B")
        try s.insertItems([-1], beforeItem: 0)
        try s.insertItems([-2], afterItem: 5_000)
        let shared = s
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var bad = 0
                    for item in stride(from: 5_999 - worker, through: 0, by: -3) {
                        let expected =
                            item < 5_000
                            ? IndexPath(item: item + 1, section: 0)
                            : IndexPath(item: item == 5_000 ? 0 : item - 5_000 + 1, section: 1)
                        if shared.indexPath(for: item) != expected { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(StagedChangeset(source: shared, target: shared).isEmpty)
    }
}
