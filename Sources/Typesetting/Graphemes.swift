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
    /// 1), for an emoji at `from`: only the scalars that can continue an emoji cluster are
    /// handed to Swift's segmentation (ZWJ and what follows it, variation selectors, the
    /// keycap mark, skin tones, tags, a second regional indicator, combining marks), at
    /// most 64, and not past `to`; a lone emoji costs no `String`.
    static func firstClusterLength(_ scalars: UnsafePointer<UInt32>, from: Int, to: Int) -> Int {
        let end = min(to, from + 64)
        let isRegional = (0x1F1E6...0x1F1FF).contains(scalars[from])
        var j = from + 1
        while j < end {
            let v = scalars[j]
            if v == 0x200D { j += 2; continue }
            if v == 0xFE0F || v == 0xFE0E || v == 0x20E3 || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v)
                || (0x0300...0x036F).contains(v) || (0x20D0...0x20FF).contains(v)
                || (isRegional && j == from + 1 && (0x1F1E6...0x1F1FF).contains(v))
            {
                j += 1; continue
            }
            break
        }
        j = min(j, end)
        guard j - from > 1 else { return 1 }
        var view = String.UnicodeScalarView()
        for i in from..<j { view.append(Unicode.Scalar(scalars[i]) ?? "\u{FFFD}") }
        return max(1, String(view).first?.unicodeScalars.count ?? 1)
    }
}
