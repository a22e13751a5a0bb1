import GalleyTestSupport
import Support
import Testing

@testable import Diffable

typealias Snap = DiffableDataSourceSnapshot<String, Int>

/// Random snapshot pairs: `old` from scratch, `new` by every kind of mutation on a copy.
struct RandomPair {
    var old = Snap()
    var new = Snap()
    var nextItem = 0
    var nextSection = 0

    init(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let sectionCount = rng.below(21)
        let itemCount = rng.chance(10) ? rng.below(20) : rng.below(2001)
        try old.appendSections((0..<sectionCount).map { _ in makeSection() })
        if sectionCount > 0 {
            for _ in 0..<itemCount {
                let section = old.sectionIdentifiers[rng.below(sectionCount)]
                try old.appendItems([makeItem()], toSection: section)
            }
        }
        new = old
        let intensity = rng.below(4)  // 0: few changes … 3: many
        let changeBudget = max(1, (itemCount * [1, 5, 20, 60][intensity]) / 100)
        for _ in 0..<rng.below(changeBudget + 1) { try mutate(&rng) }
        for _ in 0..<rng.below(4) { try mutateSections(&rng) }
        // Content marks on survivors.
        let items = new.itemIdentifiers
        if !items.isEmpty {
            for _ in 0..<rng.below(10) { try new.reloadItems([rng.pick(items)]) }
            for _ in 0..<rng.below(10) { try new.reconfigureItems([rng.pick(items)]) }
        }
        let sections = new.sectionIdentifiers
        if !sections.isEmpty, rng.chance(30) { try new.reloadSections([rng.pick(sections)]) }
    }

    mutating func makeItem() -> Int { nextItem += 1; return nextItem }
    mutating func makeSection() -> String { nextSection += 1; return "S\(nextSection)" }

    mutating func randomItem(_ rng: inout SplitMix64) -> Int? {
        let n = new.numberOfItems
        guard n > 0 else { return nil }
        return new.itemIdentifiers[rng.below(n)]
    }

    mutating func mutate(_ rng: inout SplitMix64) throws {
        switch rng.below(7) {
        case 0:
            if let x = randomItem(&rng) { try new.deleteItems([x]) }
        case 1:
            if let x = randomItem(&rng) { try new.insertItems((0..<rng.below(3) + 1).map { _ in makeItem() }, beforeItem: x) }
        case 2:
            if let x = randomItem(&rng) { try new.insertItems([makeItem()], afterItem: x) }
        case 3:
            let sections = new.sectionIdentifiers
            if !sections.isEmpty { try new.appendItems([makeItem()], toSection: rng.pick(sections)) }
        case 4, 5:
            if let x = randomItem(&rng), let y = randomItem(&rng), x != y {
                if rng.chance(50) { try new.moveItem(x, beforeItem: y) } else { try new.moveItem(x, afterItem: y) }
            }
        default:
            // A batch delete of several items at once.
            var victims: Set<Int> = []
            for _ in 0..<rng.below(8) { if let x = randomItem(&rng) { victims.insert(x) } }
            try new.deleteItems(victims.sorted())
        }
    }

    mutating func mutateSections(_ rng: inout SplitMix64) throws {
        let sections = new.sectionIdentifiers
        switch rng.below(5) {
        case 0:
            if !sections.isEmpty { try new.deleteSections([rng.pick(sections)]) }
        case 1:
            let s = makeSection()
            if sections.isEmpty { try new.appendSections([s]) } else { try new.insertSections([s], beforeSection: rng.pick(sections)) }
            try new.appendItems((0..<rng.below(5)).map { _ in makeItem() }, toSection: s)
        case 2:
            let s = makeSection()
            if sections.isEmpty { try new.appendSections([s]) } else { try new.insertSections([s], afterSection: rng.pick(sections)) }
            // Move a few existing items into the new section.
            for _ in 0..<rng.below(4) {
                if let x = randomItem(&rng) {
                    try new.deleteItems([x])
                    try new.appendItems([x], toSection: s)
                }
            }
        default:
            if sections.count > 1 {
                let a = rng.pick(sections), b = rng.pick(sections)
                if a != b {
                    if rng.chance(50) { try new.moveSection(a, beforeSection: b) } else { try new.moveSection(a, afterSection: b) }
                }
            }
        }
    }
}

/// Replays `changeset` on `old` and checks every property a batch update relies on.
func expectReproducible(_ changeset: StagedChangeset, from old: Snap, to new: Snap, sourceLocation: SourceLocation = #_sourceLocation) {
    var model = old.sectionModels
    do {
        try changeset.replay(on: &model, target: new)
    } catch {
        Issue.record("replay failed: \(error)\n\(changeset)", sourceLocation: sourceLocation)
        return
    }
    #expect(model == new.sectionModels, "replay did not reproduce the target\n\(changeset)", sourceLocation: sourceLocation)

    // Content changes: exactly the marked survivors, at their source paths, in stage 1.
    var survivors: Set<Int> = []
    for section in old.sectionIdentifiers where new.contains(section: section) {
        for item in try! old.itemIdentifiers(inSection: section) where new.contains(item: item) { survivors.insert(item) }
    }
    let reloaded = Set(new.reloadedItemIdentifiers).intersection(survivors)
    let reconfigured = Set(new.reconfiguredItemIdentifiers).intersection(survivors).subtracting(reloaded)
    let updated = changeset.flatMap(\.itemUpdated)
    let reconfiguredPaths = changeset.flatMap(\.itemReconfigured)
    #expect(Set(updated.compactMap { old.itemIdentifier(for: $0) }) == reloaded, sourceLocation: sourceLocation)
    #expect(updated.count == reloaded.count, sourceLocation: sourceLocation)
    #expect(Set(reconfiguredPaths.compactMap { old.itemIdentifier(for: $0) }) == reconfigured, sourceLocation: sourceLocation)
    #expect(reconfiguredPaths.count == reconfigured.count, sourceLocation: sourceLocation)
    let reloadedSections = Set(new.reloadedSectionIdentifiers.filter { old.contains(section: $0) })
    #expect(Set(changeset.flatMap(\.sectionUpdated).compactMap { new.sectionIdentifier(at: $0) }) == reloadedSections, sourceLocation: sourceLocation)

    // Stage order and content, DifferenceKit's: each stage holds only its own kinds.
    for stage in changeset {
        let kinds = [
            !stage.itemUpdated.isEmpty || !stage.itemReconfigured.isEmpty,
            !stage.sectionDeleted.isEmpty || !stage.itemDeleted.isEmpty,
            !stage.sectionInserted.isEmpty || !stage.sectionMoved.isEmpty,
            !stage.itemInserted.isEmpty || !stage.itemMoved.isEmpty,
            !stage.sectionUpdated.isEmpty,
        ]
        #expect(kinds.filter { $0 }.count == 1, "a stage mixes kinds: \(stage)", sourceLocation: sourceLocation)
    }
    let order = changeset.map { stage -> Int in
        if !stage.itemUpdated.isEmpty || !stage.itemReconfigured.isEmpty { return 1 }
        if !stage.sectionDeleted.isEmpty || !stage.itemDeleted.isEmpty { return 2 }
        if !stage.sectionInserted.isEmpty || !stage.sectionMoved.isEmpty { return 3 }
        if !stage.itemInserted.isEmpty || !stage.itemMoved.isEmpty { return 4 }
        return 5
    }
    #expect(order == order.sorted() && Set(order).count == order.count, sourceLocation: sourceLocation)
    // Reconfigured survivors are never deleted and re-inserted: the item counts add up.
    let deletes = changeset.flatMap(\.itemDeleted).count
    let inserts = changeset.flatMap(\.itemInserted).count
    #expect(old.numberOfItems - deletes + inserts - itemsInDeletedSections(old, new) == new.numberOfItems, sourceLocation: sourceLocation)
}

func itemsInDeletedSections(_ old: Snap, _ new: Snap) -> Int {
    old.sectionIdentifiers.filter { !new.contains(section: $0) }.reduce(0) { $0 + (try! old.numberOfItems(inSection: $1)) }
}

@Suite struct StagedChangesetReplayTests {
    @Test(arguments: 0..<300)
    func randomPairsReplayExactly(seed: Int) throws {
        let pair = try RandomPair(seed: UInt64(seed) &* 0x1234_5678_9ABC)
        let changeset = StagedChangeset(source: pair.old, target: pair.new)
        expectReproducible(changeset, from: pair.old, to: pair.new)
    }

    /// Target items are matched either by hashing them or through the target's own table (in
    /// bucket order, with the hashes it holds); both give the same changeset.
    @Test(arguments: 0..<60)
    func hashingAndTableMatchingAgree(seed: Int) throws {
        let pair = try RandomPair(seed: UInt64(seed) &* 0x9E37_79B9)
        // Rebuilt from plain arrays, the target shares no storage with the source, so every item
        // is probed (through the table).
        var rebuilt = try Snap(pair.new.sectionModels)
        try rebuilt.reloadItems(pair.new.reloadedItemIdentifiers)
        try rebuilt.reconfigureItems(pair.new.reconfiguredItemIdentifiers)
        try rebuilt.reloadSections(pair.new.reloadedSectionIdentifiers)
        let viaTable = StagedChangeset(source: pair.old, target: rebuilt)
        expectReproducible(viaTable, from: pair.old, to: rebuilt)
        let viaHashing = pair.old.withIndex { index in
            for s in pair.old.sections.indices { pair.old.indexSection(s, in: index) }
            return StagedChangeset.diff(old: pair.old, oldIndex: index, new: rebuilt, newLocations: nil)
        }
        #expect(viaTable == viaHashing)
        #expect(viaTable == StagedChangeset(source: pair.old, target: pair.new))
    }

    @Test func identicalSnapshotsHaveNoChanges() throws {
        let pair = try RandomPair(seed: 7)
        #expect(StagedChangeset(source: pair.old, target: pair.old).isEmpty)
        #expect(StagedChangeset(source: pair.old, target: pair.old).description == "(no changes)")
    }

    @Test func fromAndToEmpty() throws {
        let pair = try RandomPair(seed: 11)
        expectReproducible(StagedChangeset(source: Snap(), target: pair.new), from: Snap(), to: pair.new)
        expectReproducible(StagedChangeset(source: pair.old, target: Snap()), from: pair.old, to: Snap())
    }
}
