import Testing

@testable import Support

/// `partitioningIndex(where:)`: the first index whose element satisfies a predicate that is false
/// then true along the collection — the linear search's answer, for every split of sorted arrays
/// and of an array slice (whose indices do not start at 0).
@Suite struct PartitioningIndexTests {
    @Test func theFirstIndexOfTheTruePartIsTheLinearSearchsAnswer() {
        for n in 0..<12 {
            let sorted = (0..<n).map { Int32($0 * 3) }
            for threshold in Int32(-1)...Int32(3 * n + 1) {
                let linear = sorted.firstIndex { $0 >= threshold } ?? sorted.endIndex
                #expect(sorted.partitioningIndex { $0 >= threshold } == linear, "n \(n), threshold \(threshold)")
            }
        }
        let slice = [1, 4, 9, 16, 25, 36][2...]
        #expect(slice.partitioningIndex { $0 >= 16 } == 3)
        #expect(slice.partitioningIndex { $0 >= 100 } == slice.endIndex)
        #expect(slice.partitioningIndex { _ in true } == slice.startIndex)
    }
}
