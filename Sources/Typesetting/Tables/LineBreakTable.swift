/// Per-code-point character information for the whole Unicode range, in a two-stage
/// table built once per process from the generated runs (`LineBreakTable+Data.swift`)
/// and a few hand-kept properties (`ScalarProperties`).
///
/// Each entry is a `UInt16`: the low 6 bits are the `LineBreakClass`, the high bits the
/// shaping flags (`CharInfo`).
/// - Complexity: lookup O(1): two loads.
struct LineBreakTable: @unchecked Sendable {
    /// One entry per 256-code-point block: which stage-2 block holds it.
    let stage1: UnsafeMutablePointer<UInt16>
    let stage2: UnsafeMutablePointer<UInt16>

    /// Built on first use; never freed (process lifetime).
    static let shared = LineBreakTable()

    @inline(__always) func info(_ v: UInt32) -> UInt16 {
        guard v < 0x110000 else { return CharInfo.fallbackInfo }
        return stage2[Int(stage1[Int(v >> 8)]) << 8 | Int(v & 0xFF)]
    }

    @inline(__always) func lineBreakClass(_ v: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: info(v) & 0x3F) }

    private init() {
        var classes = [UInt8](repeating: LineBreakClass.AL.rawValue, count: 0x110000)
        // Decode runs.
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        var letterIndex = [UInt8](repeating: 0, count: 128)
        for (i, l) in letters.enumerated() { letterIndex[Int(l)] = UInt8(i) }
        var starts: [Int] = [], values: [UInt8] = []
        var digits = 0, code = 0
        for b in LineBreakTable.encodedRuns.utf8 {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 6:
                code = code << 4 | Int(b - UInt8(ascii: "0")); digits += 1
            case UInt8(ascii: "A")...UInt8(ascii: "F") where digits < 6:
                code = code << 4 | Int(b - UInt8(ascii: "A") + 10); digits += 1
            case _ where digits == 6 && b < 128:
                starts.append(code); values.append(letterIndex[Int(b)])
                digits = 0; code = 0
            default:
                break  // newlines and indentation of the literal
            }
        }
        for (i, s) in starts.enumerated() {
            let e = i + 1 < starts.count ? starts[i + 1] : 0x110000
            if s < e && e <= 0x110000 { for c in s..<e { classes[c] = values[i] } }
        }
        // Combine with shaping flags, block by block, sharing identical blocks.
        let blockCount = 0x110000 >> 8
        stage1 = .allocate(capacity: blockCount)
        var blocks: [[UInt16]] = []
        var index: [[UInt16]: UInt16] = [:]
        var block = [UInt16](repeating: 0, count: 256)
        for b in 0..<blockCount {
            for j in 0..<256 {
                let c = UInt32(b << 8 | j)
                block[j] = UInt16(classes[Int(c)]) | CharInfo.flags(for: c, lineBreakClass: classes[Int(c)])
            }
            if let existing = index[block] {
                stage1[b] = existing
            } else {
                let id = UInt16(blocks.count)
                blocks.append(block); index[block] = id; stage1[b] = id
            }
        }
        stage2 = .allocate(capacity: blocks.count * 256)
        for (i, blk) in blocks.enumerated() {
            for j in 0..<256 { stage2[i << 8 | j] = blk[j] }
        }
    }
}

/// Shaping flags stored in the high bits of a `LineBreakTable` entry.
enum CharInfo {
    static let whitespace: UInt16 = 1 << 8
    static let newline: UInt16 = 1 << 9
    static let paragraphEnd: UInt16 = 1 << 10
    static let invisible: UInt16 = 1 << 11
    static let rightToLeft: UInt16 = 1 << 12
    static let mark: UInt16 = 1 << 13
    static let space: UInt16 = 1 << 14
    static let tab: UInt16 = 1 << 15
    /// Any flag that takes a scalar off the plain "draw its glyph" path.
    static let special: UInt16 = newline | invisible | tab

    static let fallbackInfo = UInt16(LineBreakClass.AL.rawValue)

    static func flags(for c: UInt32, lineBreakClass cls: UInt8) -> UInt16 {
        var f: UInt16 = 0
        if ScalarProperties.isNewline(c) {
            f |= newline | whitespace
            if ScalarProperties.isParagraphSeparator(c) { f |= paragraphEnd }
        } else if c == 0x09 {
            f |= tab | whitespace
        } else if ScalarProperties.isInvisible(c) {
            f |= invisible
        } else if ScalarProperties.isWhitespace(c) {
            f |= whitespace
            if c == 0x20 || c == 0x3000 { f |= space }
        } else if ScalarProperties.isRightToLeft(c) {
            f |= rightToLeft
        }
        if cls == LineBreakClass.CM.rawValue || cls == LineBreakClass.ZWJ.rawValue || ScalarProperties.isMark(c) {
            f |= mark
        }
        return f
    }
}
