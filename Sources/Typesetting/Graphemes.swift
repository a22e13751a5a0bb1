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
}
