/// A reduced form of the Unicode Bidirectional Algorithm (UAX #9) for one line: no
/// explicit embeddings or isolates, no Arabic-number or bracket-pair rules. Strong types
/// come from the characters (Hebrew, Arabic, … are R; letters of other scripts L),
/// digits are European numbers (W7: L after L), neutrals take the direction of the strong
/// characters around them (N1) or the paragraph's (N2), and runs are reversed by level
/// (L2). Enough for Hebrew (and unjoined Arabic) runs inside left-to-right text and for
/// right-to-left paragraphs. Full UAX #9 and Arabic joining are later work.
enum Bidi {
    /// Bidi_Mirroring_Glyph for the common paired punctuation (BidiMirroring.txt).
    static func mirror(_ v: UInt32) -> UInt32? {
        switch v {
        case 0x28: return 0x29
        case 0x29: return 0x28
        case 0x3C: return 0x3E
        case 0x3E: return 0x3C
        case 0x5B: return 0x5D
        case 0x5D: return 0x5B
        case 0x7B: return 0x7D
        case 0x7D: return 0x7B
        case 0xAB: return 0xBB
        case 0xBB: return 0xAB
        case 0x2039: return 0x203A
        case 0x203A: return 0x2039
        case 0x2264: return 0x2265
        case 0x2265: return 0x2264
        case 0x3008...0x3011: return v % 2 == 0 ? v + 1 : v - 1
        default: return nil
        }
    }

    private static let typeL: UInt8 = 0, typeR: UInt8 = 1, typeEN: UInt8 = 2, typeN: UInt8 = 3

    /// The paragraph direction by rule P2/P3: the first strong character in
    /// `start..<end`; nil when there is none.
    static func firstStrongIsRightToLeft(_ s: ShapedText, _ start: Int, _ end: Int) -> Bool? {
        var i = start
        while i < end {
            let t = type(s, i)
            if t == typeR { return true }
            if t == typeL { return false }
            i += 1
        }
        return nil
    }

    private static func type(_ s: ShapedText, _ i: Int) -> UInt8 {
        let f = s.flags[i]
        if f & ShapedText.rightToLeft != 0 { return typeR }
        if f & (ShapedText.whitespace | ShapedText.newline | ShapedText.invisible | ShapedText.tab | ShapedText.mark) != 0 { return typeN }
        let c = s.classes[i]
        if c == LineBreakClass.NU.rawValue { return typeEN }
        switch LineBreakClass(rawValue: c) {
        case .AL?, .HL?, .ID?, .H2?, .H3?, .JL?, .JV?, .JT?, .EB?, .idPictographic?, .RI?:
            // Letters and ideographs; AL also holds symbols, which UAX #9 calls neutral:
            // treat ASCII symbols as neutral.
            let v = s.scalars[i]
            if v < 0x80 && !((v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A)) { return typeN }
            return typeL
        default:
            return typeN
        }
    }

    /// Visual pieces of the line `start..<end` (its ink, trailing whitespace excluded), or
    /// nil when it reads left to right as stored.
    static func visualPieces(_ s: ShapedText, start: Int, end: Int, paragraphRightToLeft: Bool) -> [LinePiece]? {
        let n = end - start
        guard n > 0 else { return nil }
        var types = [UInt8](repeating: typeN, count: n)
        var anyR = false
        for k in 0..<n {
            var t = type(s, start + k)
            if s.flags[start + k] & ShapedText.mark != 0 && k > 0 { t = types[k - 1] }  // W1
            types[k] = t
            if t == typeR { anyR = true }
        }
        if !anyR && !paragraphRightToLeft { return nil }
        // W7: EN after L (or at a left-to-right start) is L.
        var lastStrong = paragraphRightToLeft ? typeR : typeL
        for k in 0..<n {
            if types[k] == typeL || types[k] == typeR { lastStrong = types[k] }
            else if types[k] == typeEN && lastStrong == typeL { types[k] = typeL }
        }
        // N1/N2: neutral runs between the same direction take it (EN counts as R).
        let e = paragraphRightToLeft ? typeR : typeL
        var k = 0
        while k < n {
            if types[k] != typeN { k += 1; continue }
            var j = k
            while j < n && types[j] == typeN { j += 1 }
            let before: UInt8 = k == 0 ? e : (types[k - 1] == typeEN ? typeR : types[k - 1])
            let after: UInt8 = j == n ? e : (types[j] == typeEN ? typeR : types[j])
            let t = before == after ? before : e
            for m in k..<j { types[m] = t }
            k = j
        }
        // Levels (I1/I2).
        var levels = [UInt8](repeating: 0, count: n)
        var maxLevel: UInt8 = 0
        for m in 0..<n {
            let l: UInt8
            if paragraphRightToLeft { l = types[m] == typeR ? 1 : 2 } else { l = types[m] == typeR ? 1 : (types[m] == typeEN ? 2 : 0) }
            levels[m] = l
            maxLevel = max(maxLevel, l)
        }
        // L2: reverse runs at each level from the highest to the lowest odd one.
        var order = Array(0..<n)
        var level = maxLevel
        while level >= 1 {
            var a = 0
            while a < n {
                if levels[order[a]] < level { a += 1; continue }
                var b = a
                while b < n && levels[order[b]] >= level { b += 1 }
                order[a..<b].reverse()
                a = b
            }
            level -= 1
        }
        if order == Array(0..<n) { return nil }
        // Group into pieces: consecutive ascending (left to right) or descending (reversed).
        var pieces: [LinePiece] = []
        var x = 0.0
        var a = 0
        while a < n {
            var b = a + 1
            let descending = b < n && order[b] == order[a] - 1
            if descending {
                while b < n && order[b] == order[b - 1] - 1 { b += 1 }
                let lo = start + order[b - 1], hi = start + order[a] + 1
                pieces.append(LinePiece(kind: .text(lo..<hi, reversed: true), x: x))
                for i in lo..<hi { x += s.x[i + 1] - s.kern[i + 1] - s.x[i] }
            } else {
                while b < n && order[b] == order[b - 1] + 1 && !(b + 1 < n && order[b + 1] == order[b] - 1) { b += 1 }
                let lo = start + order[a], hi = start + order[b - 1] + 1
                pieces.append(LinePiece(kind: .text(lo..<hi, reversed: false), x: x))
                x += s.width(lo, hi)
            }
            a = b
        }
        return pieces
    }
}
