extension RandomAccessCollection {
    /// The first index whose element satisfies `p`, for a `p` false then true along the
    /// collection (`endIndex` when none does): a binary search, O(log n) calls of `p`.
    package func partitioningIndex(where p: (Element) -> Bool) -> Index {
        var lo = startIndex, n = count
        while n > 0 {
            let half = n / 2
            let mid = index(lo, offsetBy: half)
            if p(self[mid]) {
                n = half
            } else {
                lo = index(after: mid)
                n -= half + 1
            }
        }
        return lo
    }
}
