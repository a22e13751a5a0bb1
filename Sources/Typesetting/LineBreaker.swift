/// Line-break opportunities, one entry per position `0...n`: the break *before*
/// scalar `i` (0 = none, 1 = allowed, 2 = mandatory). Position `n` is always mandatory.
enum LineBreaker {
    static let none: UInt8 = 0
    static let allowed: UInt8 = 1
    static let mandatory: UInt8 = 2

    /// Word-level opportunities (spaces, CJK character boundaries; Hangul per `strategy`).
    static func opportunities(_ s: ShapedText, strategy: LineBreakStrategy) -> [UInt8] {
        let n = s.count
        var out = [UInt8](repeating: 0, count: n + 1)
        out[n] = mandatory
        let hangulWords = strategy.contains(.hangulWordPriority)
        func isCJK(_ v: UInt32) -> Bool {
            (v >= 0x2E80 && v <= 0x9FFF && !(v >= 0x3000 && v <= 0x303F)) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0x20000 && v <= 0x3FFFF)
                || (!hangulWords && ((v >= 0xAC00 && v <= 0xD7A3) || (v >= 0x1100 && v <= 0x115F)))
        }
        func isClosing(_ v: UInt32) -> Bool {
            switch v {
            case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x3001, 0x3002, 0x300D, 0x300F, 0x3011, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:
                return true
            default: return false
            }
        }
        for i in 1..<max(n, 1) where n > 1 {
            let a = s.scalars[i - 1], b = s.scalars[i]
            let fa = s.flags[i - 1], fb = s.flags[i]
            if fa & ShapedText.newline != 0 {
                out[i] = (a == 0x0D && b == 0x0A) ? none : mandatory
            } else if fb & ShapedText.newline != 0 || fb & ShapedText.mark != 0 {
                out[i] = none
            } else if fa & ShapedText.whitespace != 0 && fb & ShapedText.whitespace == 0 {
                out[i] = allowed
            } else if (isCJK(a) || isCJK(b)) && fb & ShapedText.whitespace == 0 && !isClosing(b) {
                out[i] = allowed
            }
        }
        if n >= 1 && s.flags[n - 1] & ShapedText.newline != 0 { out[n] = mandatory }
        return out
    }

    /// Character-wrapping opportunities: every grapheme-cluster boundary, plus mandatory
    /// breaks after line-break characters.
    static func graphemeOpportunities(_ s: ShapedText) -> [UInt8] {
        let n = s.count
        var out = [UInt8](repeating: 0, count: n + 1)
        for b in Graphemes.boundaries(s.scalars, from: 0, to: n) { out[b] = allowed }
        for i in 0..<n where s.flags[i] & ShapedText.newline != 0 {
            if !(s.scalars[i] == 0x0D && i + 1 < n && s.scalars[i + 1] == 0x0A) { out[i + 1] = mandatory }
        }
        out[n] = mandatory
        return out
    }
}
