import Support
import Testing

@testable import Diffable

/// A snapshot's index borrows its keys from the snapshot's section arrays (see
/// `IdentifierTable`). With heap-allocated `String` items, every call here passes a fresh copy
/// equal to the stored item (so a key borrowed from the caller would dangle once the call
/// returns), and copies of the snapshot are mutated and dropped along the way. The snapshot must
/// keep answering like a plain model of arrays.
@Suite struct BorrowedKeyTests {
    /// A fresh heap-allocated string every call (too long to be stored inline).
    static func name(_ i: Int) -> String { "item number \(i), a name too long to be stored inline" }

    struct Model {
        var sections: [[Int]] = [[], [], []]
        var all: [Int] { sections.flatMap { $0 } }

        func locate(_ x: Int) -> (Int, Int)? {
            for (s, items) in sections.enumerated() { if let p = items.firstIndex(of: x) { return (s, p) } }
            return nil
        }
    }

    static func expectAgree(_ snapshot: DiffableDataSourceSnapshot<Int, String>, _ model: Model, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for s in 0..<3 {
            #expect(try snapshot.itemIdentifiers(inSection: s) == model.sections[s].map(name), sourceLocation: sourceLocation)
        }
        for (s, items) in model.sections.enumerated() {
            for (p, x) in items.enumerated() {
                #expect(snapshot.indexPath(for: name(x)) == IndexPath(item: p, section: s), sourceLocation: sourceLocation)
            }
        }
        #expect(snapshot.numberOfItems == model.all.count, sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3])
    func mutationsWithFreshEqualIdentifiers(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        try snapshot.appendSections([0, 1, 2])
        var model = Model()
        var next = 0
        var saved: (DiffableDataSourceSnapshot<Int, String>, Model)?
        var ballast: [String] = []
        for step in 0..<1_500 {
            let all = model.all
            switch rng.below(7) {
            case 0, 1:
                let s = rng.below(3)
                let new = (0..<(rng.below(4) + 1)).map { _ in
                    next += 1; return next
                }
                try snapshot.appendItems(new.map(Self.name), toSection: s)
                model.sections[s] += new
            case 2:
                guard let anchor = all.randomElement(using: &rng), let (s, p) = model.locate(anchor) else { continue }
                let new = (0..<(rng.below(3) + 1)).map { _ in
                    next += 1; return next
                }
                try snapshot.insertItems(new.map(Self.name), beforeItem: Self.name(anchor))
                model.sections[s].insert(contentsOf: new, at: p)
            case 3:
                guard !all.isEmpty else { continue }
                let victims = (0..<(rng.below(3) + 1)).map { _ in all[rng.below(all.count)] }
                try snapshot.deleteItems(victims.map(Self.name))
                for x in Set(victims) { let (s, p) = model.locate(x)!; model.sections[s].remove(at: p) }
            case 4, 5:
                guard all.count >= 2 else { continue }
                let x = all[rng.below(all.count)], anchor = all[rng.below(all.count)]
                guard x != anchor else { continue }
                let after = rng.chance(50)
                if after {
                    try snapshot.moveItem(Self.name(x), afterItem: Self.name(anchor))
                } else {
                    try snapshot.moveItem(Self.name(x), beforeItem: Self.name(anchor))
                }
                let (s, p) = model.locate(x)!
                model.sections[s].remove(at: p)
                let (t, q) = model.locate(anchor)!
                model.sections[t].insert(x, at: after ? q + 1 : q)
            default:
                // A copy mutated and dropped leaves the original as it was.
                var copy = snapshot
                if let x = all.first { try copy.deleteItems([Self.name(x)]) }
                try copy.appendItems([Self.name(-step - 1)], toSection: 0)
                #expect(copy.contains(item: Self.name(-step - 1)))
            }
            // Fresh strings of the names' size take the memory of the ones just freed, so that a
            // dangling borrowed key would read as other bytes (and the test would fail).
            ballast.append(contentsOf: (0..<4).map { String(repeating: "\($0)", count: Self.name(step).utf8.count) })
            if ballast.count > 64 { ballast.removeFirst(4) }
            if step % 150 == 0 {
                try Self.expectAgree(snapshot, model)
                if let (old, oldModel) = saved { try Self.expectAgree(old, oldModel) }
                saved = (snapshot, model)
            }
        }
        try Self.expectAgree(snapshot, model)
        if let (old, oldModel) = saved {
            try Self.expectAgree(old, oldModel)
            // And the diff between them replays.
            var sections = old.sectionModels
            try StagedChangeset(source: old, target: snapshot).replay(on: &sections, target: snapshot)
            #expect(sections == snapshot.sectionModels)
        }
        // A duplicate is refused and undone, whichever copy of the name is passed.
        if let x = model.all.first {
            #expect(throws: DiffableDataSourceError.self) { try snapshot.appendItems([Self.name(-1), Self.name(x)], toSection: 1) }
            try Self.expectAgree(snapshot, model)
        }
    }
}
