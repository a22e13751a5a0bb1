import CFreeType

/// Pair kerning from a TrueType `kern` table (Microsoft format: version 0, format 0
/// subtables), in font units.
///
/// FreeType's `FT_Get_Kerning(FT_KERNING_UNSCALED)` reads the same table; parsing it
/// once into flat arrays lets layout look pairs up without a lock or a FreeType call.
/// The subtable `length` field is ignored (DejaVu's overflows 16 bits); `nPairs` and the
/// table size bound the read, as FreeType does.
struct KerningTable: Sendable {
    /// For each left glyph `g`, its pairs are `rights[starts[g]..<starts[g + 1]]`, sorted.
    let starts: [Int32]
    let rights: [UInt16]
    let values: [Int16]

    /// Calls `body` with every pair (left, right, value), in order.
    func forEachPair(_ body: (UInt16, UInt16, Int16) -> Void) {
        guard starts.count > 1 else { return }
        for l in 0..<(starts.count - 1) {
            for k in Int(starts[l])..<Int(starts[l + 1]) { body(UInt16(l), rights[k], values[k]) }
        }
    }

    var isEmpty: Bool { rights.isEmpty }
    var pairCount: Int { rights.count }

    init(face: FT_Face, glyphCount: Int) {
        let tag: FT_ULong = 0x6B65_726E  // 'kern'
        var length: FT_ULong = 0
        var pairs: [(UInt16, UInt16, Int16)] = []
        if FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length >= 4 {
            var bytes = [UInt8](repeating: 0, count: Int(length))
            let err = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
            if err == 0 { pairs = KerningTable.parse(bytes) }
        }
        self.init(pairs: pairs, glyphCount: glyphCount)
    }

    init(pairs unsorted: [(UInt16, UInt16, Int16)], glyphCount: Int) {
        // Later subtables override earlier pairs (additive subtables are rare; DejaVu and
        // Nanum carry one). Keep the last value per pair, deterministic.
        var merged: [UInt32: Int16] = [:]
        for (l, r, v) in unsorted where Int(l) < glyphCount { merged[UInt32(l) << 16 | UInt32(r)] = v }
        let keys = merged.keys.sorted()
        var starts = [Int32](repeating: 0, count: glyphCount + 1)
        var rights: [UInt16] = []; rights.reserveCapacity(keys.count)
        var values: [Int16] = []; values.reserveCapacity(keys.count)
        for k in keys {
            starts[Int(k >> 16) + 1] += 1
            rights.append(UInt16(k & 0xFFFF)); values.append(merged[k]!)
        }
        for i in 0..<glyphCount { starts[i + 1] += starts[i] }
        self.starts = starts; self.rights = rights; self.values = values
    }

    /// Kerning between `left` and `right`, font units (0 when the pair is absent).
    /// - Complexity: O(log k) for k pairs of `left`.
    @inline(__always) func value(_ left: UInt16, _ right: UInt16) -> Int32 {
        let l = Int(left)
        guard l + 1 < starts.count else { return 0 }
        var lo = Int(starts[l]), hi = Int(starts[l + 1])
        while lo < hi {
            let mid = (lo + hi) >> 1
            let r = rights[mid]
            if r == right { return Int32(values[mid]) }
            if r < right { lo = mid + 1 } else { hi = mid }
        }
        return 0
    }

    static func parse(_ b: [UInt8]) -> [(UInt16, UInt16, Int16)] {
        func u16(_ o: Int) -> Int? { o + 2 <= b.count ? Int(b[o]) << 8 | Int(b[o + 1]) : nil }
        guard let version = u16(0), version == 0, let nTables = u16(2) else { return [] }
        var out: [(UInt16, UInt16, Int16)] = []
        var off = 4
        for _ in 0..<nTables {
            guard let length = u16(off + 2), let coverage = u16(off + 4) else { break }
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0, minimum = coverage & 2 != 0, crossStream = coverage & 4 != 0
            var next = off + max(length, 6)
            if format == 0, let nPairs = u16(off + 6) {
                let base = off + 14
                let available = max(0, (b.count - base) / 6)
                let n = min(nPairs, available)
                if horizontal && !minimum && !crossStream {
                    out.reserveCapacity(out.count + n)
                    for i in 0..<n {
                        let p = base + i * 6
                        let l = UInt16(b[p]) << 8 | UInt16(b[p + 1])
                        let r = UInt16(b[p + 2]) << 8 | UInt16(b[p + 3])
                        let v = Int16(bitPattern: UInt16(b[p + 4]) << 8 | UInt16(b[p + 5]))
                        out.append((l, r, v))
                    }
                }
                // The 16-bit length overflows for large subtables: trust nPairs.
                next = max(next, base + n * 6)
            }
            off = next
            if off >= b.count { break }
        }
        return out
    }
}
