import Diffable
import Support

/// Diff workloads: DifferenceKit's published benchmark shapes (a list of UUID strings, a block
/// deleted, a block inserted, a block shuffled), timed for Galley's staged changeset and for the
/// standard library's `CollectionDifference` with `inferringMoves()` on the same data.
extension BenchWorkload {
    static func diffWorkloads() -> [BenchWorkload] {
        let small = DiffBenchData(count: 5_000, deleted: 2_000..<3_000, inserted: 3_000..<4_000, shuffled: 0..<200, seed: 5)
        let large = DiffBenchData(count: 100_000, deleted: 20_000..<30_000, inserted: 30_000..<40_000, shuffled: 0..<2_000, seed: 100)
        let huge = DiffBenchData(count: 1_000_000, deleted: 200_000..<300_000, inserted: 300_000..<400_000, shuffled: 0..<20_000, seed: 1_000)
        return [
            galleyDiff("diff.5k", small, runs: 50),
            galleyDiffFromArrays("diff.5k.arrays", small, runs: 50),
            stdlibDiff("diff.5k.stdlib", small, runs: 5),
            galleyDiff("diff.100k", large, runs: 10),
            galleyDiffFromArrays("diff.100k.arrays", large, runs: 10),
            stdlibDiff("diff.100k.stdlib", large, runs: 1),
            galleyDiff("diff.1m", huge, runs: 3),
            sectionedApply("diff.100k.sections", large, runs: 20),
        ]
    }

    /// The usual apply: 100,000 items in 20 sections; the new snapshot is `dataSource.snapshot()`
    /// with one section edited (500 deleted, 500 inserted, 50 moved), so the other sections still
    /// share storage with the source.
    private static func sectionedApply(_ name: String, _ data: DiffBenchData, runs: Int) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: runs,
            setUp: {
                let strings = data.source()
                var source = DiffableDataSourceSnapshot<Int, String>()
                try source.appendSections(Array(0..<20))
                for section in 0..<20 {
                    try source.appendItems(Array(strings[section * 5_000..<(section + 1) * 5_000]), toSection: section)
                }
                var target = source
                let edited = try target.itemIdentifiers(inSection: 7)
                try target.deleteItems(Array(edited[1_000..<1_500]))
                try target.appendItems((0..<500).map { "new-\($0)" }, toSection: 7)
                for i in 0..<50 { try target.moveItem(edited[2_000 + i], beforeItem: edited[i]) }
                return {
                    let changeset = StagedChangeset(source: source, target: target)
                    precondition(changeset.changeCount == 1_050)
                }
            }, extra: [("items", "100000"), ("sections", "20")])
    }

    /// Diffs two snapshots that already exist (what `DiffableDataSource.apply` does).
    private static func galleyDiff(_ name: String, _ data: DiffBenchData, runs: Int) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: runs,
            setUp: {
                let strings = data.source()
                let (source, target) = try (data.snapshot(strings), data.snapshot(data.target(from: strings)))
                return {
                    let changeset = StagedChangeset(source: source, target: target)
                    precondition(!changeset.isEmpty)
                }
            }, export: data.export, extra: data.extra)
    }

    /// Builds both snapshots from identifier arrays and diffs them: the same input DifferenceKit
    /// and `CollectionDifference` start from.
    private static func galleyDiffFromArrays(_ name: String, _ data: DiffBenchData, runs: Int) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: runs,
            setUp: {
                let source = data.source()
                let target = data.target(from: source)
                return {
                    let changeset = try StagedChangeset(source: data.snapshot(source), target: data.snapshot(target))
                    precondition(!changeset.isEmpty)
                }
            }, export: data.export, extra: data.extra)
    }

    private static func stdlibDiff(_ name: String, _ data: DiffBenchData, runs: Int) -> BenchWorkload {
        BenchWorkload(
            name: name, runs: runs,
            setUp: {
                let source = data.source()
                let target = data.target(from: source)
                return {
                    let difference = target.difference(from: source).inferringMoves()
                    precondition(!difference.isEmpty)
                }
            }, export: data.export, extra: data.extra)
    }
}

/// One workload's input: `count` UUID-like strings; the target deletes `deleted`, inserts
/// fresh strings at `inserted` (a range of target positions) and shuffles `shuffled`.
private struct DiffBenchData: Sendable {
    var count: Int
    var deleted: Range<Int>
    var inserted: Range<Int>
    var shuffled: Range<Int>
    var seed: UInt64

    init(count: Int, deleted: Range<Int>, inserted: Range<Int>, shuffled: Range<Int>, seed: UInt64) {
        self.count = count
        self.deleted = deleted
        self.inserted = inserted
        self.shuffled = shuffled
        self.seed = seed
    }

    var extra: [(String, String)] {
        [("items", "\(count)"), ("deleted", "\(deleted.count)"), ("inserted", "\(inserted.count)"), ("shuffled", "\(shuffled.count)")]
    }

    func source() -> [String] {
        var rng = BenchRandom(seed: seed)
        return (0..<count).map { _ in rng.uuidString() }
    }

    /// The target, sharing the source's surviving strings (as DifferenceKit's benchmark does).
    func target(from source: [String]) -> [String] {
        var rng = BenchRandom(seed: seed ^ 0xD1FF)
        var target = source
        target.removeSubrange(deleted)
        target.insert(contentsOf: inserted.map { _ in rng.uuidString() }, at: inserted.lowerBound)
        target[shuffled].shuffle(using: &rng)
        return target
    }

    func snapshot(_ items: [String]) throws -> DiffableDataSourceSnapshot<Int, String> {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items)
        return snapshot
    }

    func export(_ directory: String) throws {
        let source = source()
        try FileIO.writeAtomically(source.joined(separator: "\n") + "\n", to: directory + "/old.txt")
        try FileIO.writeAtomically(target(from: source).joined(separator: "\n") + "\n", to: directory + "/new.txt")
    }
}

/// Seeded, so the workloads are the same on every run (Foundation's `UUID()` is random).
private typealias BenchRandom = SplitMix64

extension SplitMix64 {
    /// `XXXXXXXX-XXXX-4XXX-YXXX-XXXXXXXXXXXX`, uppercase hex, like `UUID().uuidString`.
    mutating func uuidString() -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        let (a, b) = (next(), next())
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        for i in 0..<32 {
            if i == 8 || i == 12 || i == 16 || i == 20 { bytes.append(UInt8(ascii: "-")) }
            var nibble = Int(((i < 16 ? a : b) >> (UInt64(i % 16) * 4)) & 0xF)
            if i == 12 { nibble = 4 }
            if i == 16 { nibble = 8 | (nibble & 3) }
            bytes.append(digits[nibble])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
