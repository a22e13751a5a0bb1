/// Extended grapheme cluster boundaries, from Swift's own `Character` segmentation
/// (UAX #29), over ranges of scalars. Used where layout may cut inside a word
/// (character wrapping, emergency breaks, truncation): clusters are never split.
enum Graphemes {
    /// Boundaries in `(from, to]` (offsets into `scalars`), ascending; `to` is treated as
    /// a boundary (callers pass a known boundary or a look-ahead limit).
    /// - Complexity: O(to - from).
    static func boundaries(_ scalars: [UInt32], from: Int, to: Int) -> [Int] {
        guard to > from else { return [] }
        var view = String.UnicodeScalarView()
        for i in from..<to { view.append(Unicode.Scalar(scalars[i]) ?? "\u{FFFD}") }
        var out: [Int] = []
        var offset = from
        for ch in String(view) {
            offset += ch.unicodeScalars.count
            out.append(offset)
        }
        return out
    }

    /// The number of scalars in the extended grapheme cluster starting at `from` (at least
    /// 1), looking at most 64 scalars ahead (longer sequences are cut there) and not past `to`.
    static func firstClusterLength(_ scalars: UnsafePointer<UInt32>, from: Int, to: Int) -> Int {
        let end = min(to, from + 64)
        guard end - from > 1 else { return 1 }
        var view = String.UnicodeScalarView()
        for i in from..<end { view.append(Unicode.Scalar(scalars[i]) ?? "\u{FFFD}") }
        return max(1, String(view).first?.unicodeScalars.count ?? 1)
    }
}
