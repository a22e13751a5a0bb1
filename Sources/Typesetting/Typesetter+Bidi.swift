/// Bidirectional layout of lines: levels are resolved once per bidi paragraph with the
/// full UAX #9 (`BidiParagraph`), on the logical text lines were broken on; each line is
/// then reordered on its own (L1 with the line's trailing whitespace, L2), its pieces cut
/// where the level changes, and right-to-left pieces draw mirrored glyphs (L4).
enum Bidi {
    /// Bidi_Mirroring_Glyph (BidiMirroring.txt, all of it).
    @inline(__always) static func mirror(_ v: UInt32) -> UInt32? { BidiTable.shared.mirror(v) }

    /// Whether a text needs the bidi algorithm at all: a right-to-left character, a
    /// right-to-left paragraph direction, or an explicit directional control (an override
    /// reorders even left-to-right letters).
    static func isNeeded(_ s: ShapedText, style: ParagraphStyle) -> Bool {
        if s.hasRightToLeft || style.baseWritingDirection == .rightToLeft { return true }
        if style.baseWritingDirection == .natural && style.layoutDirection == .rightToLeft { return true }
        for i in 0..<s.count where s.flags[i] & ShapedText.invisible != 0 {
            switch s.scalars[i] {
            case 0x202A...0x202E, 0x2066...0x2069: return true
            default: continue
            }
        }
        return false
    }

    /// The bidi paragraphs of a text (each up to and including a Bidi_Class B character),
    /// resolved on demand while lines are placed in order.
    struct Paragraphs {
        let s: ShapedText
        let direction: WritingDirection
        /// The level of a `.natural` paragraph without strong characters.
        let fallbackLevel: UInt8
        private(set) var range = 0..<0
        private(set) var paragraph = BidiParagraph(classes: [], direction: .leftToRight)

        init(_ s: ShapedText, style: ParagraphStyle) {
            self.s = s
            direction = style.baseWritingDirection
            fallbackLevel = style.layoutDirection == .rightToLeft ? 1 : 0
        }

        /// The paragraph holding scalar `i`; `i` never goes back to an earlier paragraph.
        mutating func containing(_ i: Int) -> BidiParagraph {
            let table = BidiTable.shared
            while i >= range.upperBound && range.upperBound < s.count {
                let start = range.upperBound
                var classes: [BidiClass] = []
                var end = start
                while end < s.count {
                    let c = table.bidiClass(s.scalars[end])
                    classes.append(c)
                    end += 1
                    if c == .B { break }
                }
                let d: BidiDirection
                switch direction {
                case .leftToRight: d = .leftToRight
                case .rightToLeft: d = .rightToLeft
                case .natural:
                    let level =
                        BidiParagraph.firstStrongLevel(
                            classes, from: 0, to: classes.count,
                            matches: BidiParagraph.matchingPDIs(classes)) ?? fallbackLevel
                    d = level == 1 ? .rightToLeft : .leftToRight
                }
                range = start..<end
                paragraph = BidiParagraph(classes: classes, scalars: Array(s.scalars[start..<end]), direction: d)
            }
            return paragraph
        }

        /// The line's levels after L1, for scalars `start..<end` (which may cross paragraphs).
        mutating func lineLevels(_ start: Int, _ end: Int) -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(end - start)
            var i = start
            while i < end {
                let p = containing(i)
                let upper = min(end, range.upperBound)
                out.append(contentsOf: p.lineLevels((i - range.lowerBound)..<(upper - range.lowerBound)))
                i = upper
            }
            return out
        }
    }

    /// The line's pieces in visual order, left to right, or nil when it draws as stored.
    /// `sp.pieces` (when set, by truncation) are its logical pieces: an ellipsis there
    /// takes the lower level of its neighbours, as a neutral between them resolves (N1),
    /// and the paragraph's at either end, so a tail ellipsis ends the line where its
    /// reader ends it (the left in a right-to-left paragraph).
    static func visualPieces(_ s: ShapedText, line sp: LineSpan, paragraphs: inout Paragraphs) -> [LinePiece]? {
        let logical: [LinePiece.Kind] = sp.pieces.isEmpty ? [.text(sp.start..<sp.inkEnd, reversed: false)] : sp.pieces.map(\.kind)
        let end = max(sp.end, sp.inkEnd)
        guard end > sp.start else { return nil }
        let levels = paragraphs.lineLevels(sp.start, end)
        let base = paragraphs.containing(sp.start).baseLevel
        // Items: a scalar index, or -1 - k for the ellipsis piece k.
        var items: [Int] = [], itemLevels: [UInt8] = []
        var ellipses: [LinePiece.Kind] = []
        for (k, kind) in logical.enumerated() {
            switch kind {
            case .text(let r, _):
                for i in r { items.append(i); itemLevels.append(levels[i - sp.start]) }
            case .ellipsis:
                items.append(-1 - ellipses.count); ellipses.append(kind)
                itemLevels.append(k == 0 || k == logical.count - 1 ? base : 255)  // middle: set below
            }
        }
        for k in 0..<items.count where itemLevels[k] == 255 {
            let before = k > 0 ? itemLevels[k - 1] : base, after = k + 1 < items.count ? itemLevels[k + 1] : base
            itemLevels[k] = min(before, after)
        }
        if itemLevels.allSatisfy({ $0 & 1 == 0 }) && itemLevels.allSatisfy({ $0 == itemLevels.first }) { return nil }
        let order = BidiParagraph.visualOrder(itemLevels)
        var pieces: [LinePiece] = []
        var x = 0.0
        var a = 0
        while a < order.count {
            let first = order[a]
            if items[first] < 0 {
                let kind = ellipses[-1 - items[first]]
                pieces.append(LinePiece(kind: kind, x: x))
                if case .ellipsis(let st, let g) = kind { x += s.ellipsisStyles.first { $0.style == st && $0.glyph == g }?.width ?? 0 }
                a += 1
                continue
            }
            let level = itemLevels[first]
            let step = level & 1 == 1 ? -1 : 1
            var b = a + 1
            while b < order.count && itemLevels[order[b]] == level && items[order[b]] >= 0 && items[order[b]] == items[order[b - 1]] + step { b += 1 }
            if step == 1 {
                let lo = items[first], hi = items[order[b - 1]] + 1
                pieces.append(LinePiece(kind: .text(lo..<hi, reversed: false), x: x))
                x += s.width(lo, hi)
            } else {
                let lo = items[order[b - 1]], hi = items[first] + 1
                pieces.append(LinePiece(kind: .text(lo..<hi, reversed: true), x: x))
                for i in lo..<hi { x += s.x[i + 1] - s.kern[i + 1] - s.x[i] }
            }
            a = b
        }
        return pieces
    }
}
