/// Line-break opportunities per Unicode UAX #14 (the Unicode 15.0 rules, with the
/// number tailoring of its section 8.2 example 7, as `LineBreakTest.txt` expects), one
/// entry per position `0...n`: the break *before* scalar `i` (0 = none, 1 = allowed,
/// 2 = mandatory). Position `n` is always mandatory (LB3); position 0 never breaks (LB2).
///
/// Classes come from the table generated from `LineBreak.txt`. Tailoring:
/// `.hangulWordPriority` (part of the default `.standard`) treats Hangul (H2, H3, JL, JV, JT)
/// as alphabetic, so Korean breaks only where spaces are, as iOS does; without it Hangul
/// syllables break between any two (UAX #14's behaviour).
enum LineBreaker {
    static let none: UInt8 = 0
    static let allowed: UInt8 = 1
    static let mandatory: UInt8 = 2

    typealias C = LineBreakClass

    @inline(__always) private static func bit(_ c: C) -> UInt64 { 1 << UInt64(c.rawValue) }
    @inline(__always) private static func has(_ mask: UInt64, _ c: UInt8) -> Bool { mask & (1 << UInt64(c)) != 0 }

    private static let hardBreaks = bit(.BK) | bit(.CR) | bit(.LF) | bit(.NL)
    private static let noCMBase = hardBreaks | bit(.SP) | bit(.ZW)
    private static let opAny = bit(.OP) | bit(.opEastAsian)
    private static let cpAny = bit(.CP) | bit(.cpEastAsian)
    private static let idLike = bit(.ID) | bit(.idPictographic) | bit(.EB) | bit(.EM)
    private static let alhl = bit(.AL) | bit(.HL)
    private static let lb13 = bit(.CL) | cpAny | bit(.EX) | bit(.IS) | bit(.SY)
    private static let prpo = bit(.PR) | bit(.PO)
    private static let hangul = bit(.H2) | bit(.H3) | bit(.JL) | bit(.JV) | bit(.JT)
    private static let numberTail = bit(.NU) | bit(.SY) | bit(.IS)
    private static let idOrHangulSyllable = bit(.ID) | bit(.H2) | bit(.H3)
    private static let plainAfterSpace = bit(.AL) | bit(.HL) | bit(.ID) | bit(.H2) | bit(.H3)

    /// Word-level opportunities for shaped text.
    static func opportunities(_ s: ShapedText, strategy: LineBreakStrategy) -> [UInt8] {
        opportunities(classes: s.classes, strategy: strategy)
    }

    /// - Complexity: O(n), one pass with constant look-behind state.
    static func opportunities(classes: [UInt8], strategy: LineBreakStrategy) -> [UInt8] {
        let n = classes.count
        var out = [UInt8](repeating: none, count: n + 1)
        out[n] = mandatory
        guard n > 1 else { return out }
        let hangulAsLetters = strategy.contains(.hangulWordPriority)
        let AL = C.AL.rawValue, SP = C.SP.rawValue, CM = C.CM.rawValue, ZWJ = C.ZWJ.rawValue
        let RI = C.RI.rawValue, NU = C.NU.rawValue
        classes.withUnsafeBufferPointer { cls in
            out.withUnsafeMutableBufferPointer { out in
                @inline(__always) func resolve(_ c: UInt8) -> UInt8 {
                    hangulAsLetters && has(hangul, c) ? AL : c
                }
                var prevRaw = resolve(cls[0])
                // Effective class of the previous character (LB9 absorbs CM/ZWJ; LB10 makes an
                // orphan CM/ZWJ AL).
                var a = (prevRaw == CM || prevRaw == ZWJ) ? AL : prevRaw
                var beforeA: UInt8 = 255  // effective class before `a` (LB21a)
                var lastNonSpace = a  // effective class before a run of spaces
                var riCount = a == RI ? 1 : 0
                // LB25 (example 7) state: 1 inside NU (NU|SY|IS)*, 2 after that plus CL/CP.
                var numState = a == NU ? 1 : 0
                for i in 1..<n {
                    var b = resolve(cls[i])
                    let bRaw = b
                    var r: UInt8 = allowed
                    var absorbed = false
                    rules: do {
                        // Fast paths for the commonest pairs; each gives what the full rule
                        // chain below gives for it.
                        if prevRaw == a {
                            if b == SP && !has(hardBreaks, a) { r = none; break rules }  // LB7
                            if has(alhl, a) && has(alhl, b) { r = none; break rules }  // LB28
                            if has(idOrHangulSyllable, a) && has(idOrHangulSyllable, b) { r = allowed; break rules }  // LB31
                            if a == SP && has(plainAfterSpace, b) {  // LB14 / LB8 / LB18
                                r = has(opAny, lastNonSpace) ? none : allowed; break rules
                            }
                        }
                        // LB4, LB5
                        if prevRaw == C.BK.rawValue || prevRaw == C.LF.rawValue || prevRaw == C.NL.rawValue { r = mandatory; break rules }
                        if prevRaw == C.CR.rawValue { r = b == C.LF.rawValue ? none : mandatory; break rules }
                        // LB6, LB7
                        if has(hardBreaks, b) || b == SP || b == C.ZW.rawValue { r = none; break rules }
                        // LB8: ZW SP* ÷
                        if lastNonSpace == C.ZW.rawValue && (a == SP || a == C.ZW.rawValue) { r = allowed; break rules }
                        // LB8a: ZWJ ×
                        if prevRaw == ZWJ { r = none; if b == CM || b == ZWJ { absorbed = !has(noCMBase, a) }; break rules }
                        // LB9, LB10
                        if b == CM || b == ZWJ {
                            if !has(noCMBase, a) { r = none; absorbed = true; break rules }
                            b = AL
                        }
                        // LB11
                        if b == C.WJ.rawValue || a == C.WJ.rawValue { r = none; break rules }
                        // LB12, LB12a
                        if a == C.GL.rawValue { r = none; break rules }
                        if b == C.GL.rawValue && a != SP && a != C.BA.rawValue && a != C.HY.rawValue { r = none; break rules }
                        // LB13
                        if has(lb13, b) { r = none; break rules }
                        // LB14: OP SP* ×
                        if has(opAny, lastNonSpace) { r = none; break rules }
                        // LB15: QU SP* × OP
                        if lastNonSpace == C.QU.rawValue && has(opAny, b) { r = none; break rules }
                        // LB16: (CL | CP) SP* × NS
                        if (lastNonSpace == C.CL.rawValue || has(cpAny, lastNonSpace)) && b == C.NS.rawValue { r = none; break rules }
                        // LB17: B2 SP* × B2
                        if lastNonSpace == C.B2.rawValue && b == C.B2.rawValue { r = none; break rules }
                        // LB18
                        if a == SP { r = allowed; break rules }
                        // LB19
                        if b == C.QU.rawValue || a == C.QU.rawValue { r = none; break rules }
                        // LB20
                        if b == C.CB.rawValue || a == C.CB.rawValue { r = allowed; break rules }
                        // LB21
                        if b == C.BA.rawValue || b == C.HY.rawValue || b == C.NS.rawValue || a == C.BB.rawValue { r = none; break rules }
                        // LB21a: HL (HY | BA) ×
                        if (a == C.HY.rawValue || a == C.BA.rawValue) && beforeA == C.HL.rawValue { r = none; break rules }
                        // LB21b
                        if a == C.SY.rawValue && b == C.HL.rawValue { r = none; break rules }
                        // LB22
                        if b == C.IN.rawValue { r = none; break rules }
                        // LB23
                        if (has(alhl, a) && b == NU) || (a == NU && has(alhl, b)) { r = none; break rules }
                        // LB23a
                        if (a == C.PR.rawValue && has(idLike, b)) || (has(idLike, a) && b == C.PO.rawValue) { r = none; break rules }
                        // LB24
                        if (has(prpo, a) && has(alhl, b)) || (has(alhl, a) && has(prpo, b)) { r = none; break rules }
                        // LB25, tailored (UAX #14 §8.2 example 7)
                        if has(prpo, a) && b == NU { r = none; break rules }
                        if has(prpo, a) && (has(opAny, b) || b == C.HY.rawValue) && i + 1 < n && resolve(cls[i + 1]) == NU { r = none; break rules }
                        if (has(opAny, a) || a == C.HY.rawValue) && b == NU { r = none; break rules }
                        if numState == 1 && (has(numberTail, b) || b == C.CL.rawValue || has(cpAny, b)) { r = none; break rules }
                        if numState >= 1 && has(prpo, b) { r = none; break rules }
                        // LB26
                        if a == C.JL.rawValue && (b == C.JL.rawValue || b == C.JV.rawValue || b == C.H2.rawValue || b == C.H3.rawValue) {
                            r = none; break rules
                        }
                        if (a == C.JV.rawValue || a == C.H2.rawValue) && (b == C.JV.rawValue || b == C.JT.rawValue) { r = none; break rules }
                        if (a == C.JT.rawValue || a == C.H3.rawValue) && b == C.JT.rawValue { r = none; break rules }
                        // LB27
                        if has(hangul, a) && b == C.PO.rawValue { r = none; break rules }
                        if a == C.PR.rawValue && has(hangul, b) { r = none; break rules }
                        // LB28
                        if has(alhl, a) && has(alhl, b) { r = none; break rules }
                        // LB29
                        if a == C.IS.rawValue && has(alhl, b) { r = none; break rules }
                        // LB30
                        if (has(alhl, a) || a == NU) && b == C.OP.rawValue { r = none; break rules }
                        if a == C.CP.rawValue && (has(alhl, b) || b == NU) { r = none; break rules }
                        // LB30a
                        if a == RI && b == RI && riCount % 2 == 1 { r = none; break rules }
                        // LB30b
                        if (a == C.EB.rawValue || a == C.idPictographic.rawValue) && b == C.EM.rawValue { r = none; break rules }
                        // LB31
                        r = allowed
                    }
                    out[i] = r
                    // Advance the look-behind state.
                    prevRaw = bRaw
                    if !absorbed {
                        let eff = (bRaw == CM || bRaw == ZWJ) ? AL : b
                        riCount = eff == RI ? (a == RI ? riCount + 1 : 1) : 0
                        if eff == NU {
                            numState = 1
                        } else if numState == 1 && (eff == C.SY.rawValue || eff == C.IS.rawValue) {
                            numState = 1
                        } else if numState == 1 && (eff == C.CL.rawValue || has(cpAny, eff)) {
                            numState = 2
                        } else {
                            numState = 0
                        }
                        beforeA = a
                        a = eff
                        if eff != SP { lastNonSpace = eff }
                    }
                }
            }
        }
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
