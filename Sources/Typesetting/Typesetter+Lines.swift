import Geometry

/// Break opportunities as one flat array, each with what fitting a line needs (its
/// position and pen x, the ink end before it and the ink's right edge), so fitting steps
/// from opportunity to opportunity — word to word — through one sequential array instead
/// of scalar by scalar through several. Width-independent: the word-level list is built
/// once per shaped text and cached with it.
struct BreakList: Sendable {
    /// 24 bytes: the flags ride in the top bits of the position (texts are shorter than
    /// 2^30 scalars: the 1 GiB read limit of `FileIO`, and UTF-8 takes a byte a scalar).
    struct Opportunity: Sendable {
        private var packed: UInt32
        /// After the last non-whitespace scalar before `position` (may precede the line start).
        var inkEnd: Int32
        /// `x[position]`: the pen where a line starting here starts.
        var x: Double
        /// `x[inkEnd] - kern[inkEnd]`: the right edge of the ink.
        var inkRight: Double

        init(position: Int, inkEnd: Int, x: Double, inkRight: Double, mandatory: Bool, paragraphEnd: Bool) {
            packed = UInt32(truncatingIfNeeded: position) & 0x3FFF_FFFF | (mandatory ? 1 << 31 : 0) | (paragraphEnd ? 1 << 30 : 0)
            self.inkEnd = Int32(truncatingIfNeeded: inkEnd); self.x = x; self.inkRight = inkRight
        }
        /// Break before this scalar offset.
        @inline(__always) var position: Int { Int(packed & 0x3FFF_FFFF) }
        @inline(__always) var mandatory: Bool { packed & (1 << 31) != 0 }
        /// The break follows a paragraph separator.
        @inline(__always) var paragraphEnd: Bool { packed & (1 << 30) != 0 }
    }
    var items: [Opportunity] = []

    /// - Complexity: O(n).
    init(breaks: [UInt8], shaped s: ShapedText) {
        let n = s.count
        var ink = 0
        guard n > 0 else { return }
        for p in 1...n {
            if s.flags[p - 1] & ShapedText.whitespace == 0 { ink = p }
            if breaks[p] != 0 {
                items.append(
                    Opportunity(
                        position: p, inkEnd: ink, x: s.x[p], inkRight: s.x[ink] - s.kern[ink],
                        mandatory: breaks[p] == 2, paragraphEnd: s.flags[p - 1] & ShapedText.paragraphEnd != 0))
            }
        }
    }

    init() {}
}

/// What line fitting reads, as buffers fetched once per layout or measurement.
struct FitBuffers {
    var x: UnsafeBufferPointer<Double>
    var kern: UnsafeBufferPointer<Double>
    var items: UnsafeBufferPointer<BreakList.Opportunity>

    static func with<R>(_ s: ShapedText, _ list: BreakList, _ body: (FitBuffers) -> R) -> R {
        list.items.withUnsafeBufferPointer { items in
            body(FitBuffers(x: UnsafeBufferPointer(s.x), kern: UnsafeBufferPointer(s.kern), items: items))
        }
    }

    /// The shaped text's own word-level opportunities.
    static func words(_ s: ShapedText) -> FitBuffers {
        FitBuffers(x: UnsafeBufferPointer(s.x), kern: UnsafeBufferPointer(s.kern), items: UnsafeBufferPointer(s.breakItems))
    }

    typealias Fit = (end: Int, ink: Int, mandatory: Bool, width: Double, paragraphEnd: Bool)

    /// The furthest opportunity after `start` whose ink fits in `limit`; nil when even the
    /// first does not. Pens only move forward (unless letter spacing is negative), so the
    /// first opportunity that does not fit ends the search. `width` is the ink width.
    /// - Complexity: O(opportunities on the line).
    @inline(__always)
    func fit(from start: Int, limit: Double, cursor: inout Int) -> Fit? {
        let count = items.count
        // A line starts at an opportunity, except after an emergency break.
        let x0: Double
        if start == 0 {
            x0 = 0
        }  // every text's pen starts at 0
        else if cursor > 0 && cursor - 1 < count && items[cursor - 1].position == start {
            x0 = items[cursor - 1].x
        } else {
            x0 = x[start]
        }
        while cursor < count && items[cursor].position <= start { cursor += 1 }
        var best: Fit? = nil
        var c = cursor
        while c < count {
            let item = items[c]
            let inkEnd = Int(item.inkEnd)
            let w: Double
            let ink: Int
            if inkEnd > start { ink = inkEnd; w = item.inkRight - x0 } else { ink = start; w = x[start] - kern[start] - x0 }
            if w > limit { break }
            best = (item.position, ink, item.mandatory, w, item.paragraphEnd)
            c += 1
            if item.mandatory { break }
        }
        // The next line starts at the chosen opportunity: leave the cursor just after it,
        // so that line reads its start pen from the list.
        if best != nil { cursor = c }
        return best
    }
}

/// A line before vertical placement: the scalars it holds and how to draw them.
struct LineSpan {
    var start: Int
    var end: Int
    /// End of the line's ink (trailing whitespace excluded).
    var inkEnd: Int
    var pieces: [LinePiece] = []
    /// Ink width including ellipsis.
    var width: Double
    var isTruncated = false
    /// Line ended by a soft (wrapping) break: the one kind justification stretches.
    var softBreak: Bool
}

extension Typesetter {
    /// Slack for comparing accumulated widths with the layout width, so a width measured
    /// at infinity lays out in the same lines when passed back (or rounded up).
    static let widthEpsilon = 1e-7

    /// Breaks shaped text into lines at `width`, truncates per `style`, places lines
    /// vertically and aligns them.
    /// - Complexity: O(n).
    func layOutLines(_ shapedIn: ShapedText, style: ParagraphStyle, width W: Double) -> TextLayout {
        let shaped = shapedIn
        let n = shaped.count
        guard n > 0 else {
            return TextLayout(
                size: .zero, containerWidth: W.isFinite ? W : 0, lines: [], firstBaseline: 0, lastBaseline: 0,
                isTruncated: false, diagnostics: shaped.diagnostics, shaped: shaped)
        }
        let mode = style.lineBreakMode
        let breaks = mode == .byCharWrapping ? BreakList(breaks: LineBreaker.graphemeOpportunities(shaped), shaped: shaped) : shaped.wordBreakList
        var cursor = 0
        let maxLines = style.numberOfLines == 0 ? Int.max : style.numberOfLines
        let cutsLastLine = mode == .byClipping || mode == .byTruncatingHead || mode == .byTruncatingTail || mode == .byTruncatingMiddle

        var spans: [LineSpan] = []
        var start = 0
        var truncated = false
        while start < n && spans.count < maxLines {
            var span = nextLine(shaped, breaks, cursor: &cursor, from: start, width: W)
            if spans.count == maxLines - 1 && span.end < n {
                truncated = true
                if cutsLastLine { span = cutLine(shaped, from: start, width: W, mode: mode) }
                spans.append(span)
                start = n
                break
            }
            spans.append(span)
            start = span.end
        }
        if start < n { truncated = true }
        return place(spans, shaped: shaped, style: style, width: W, truncated: truncated)
    }

    /// The next line from `start`: the furthest break opportunity whose text (trailing
    /// whitespace excluded) fits in `W`; when none fits, the longest run of whole
    /// grapheme clusters that fits (at least one cluster), as TextKit char-wraps a word
    /// longer than the line.
    func nextLine(_ s: ShapedText, _ list: BreakList, cursor: inout Int, from start: Int, width W: Double) -> LineSpan {
        let found = FitBuffers.with(s, list) { b in b.fit(from: start, limit: W + Typesetter.widthEpsilon, cursor: &cursor) }
        return line(s, from: start, found: found, width: W)
    }

    @inline(__always)
    func line(_ s: ShapedText, from start: Int, found: FitBuffers.Fit?, width W: Double) -> LineSpan {
        if let found {
            return LineSpan(
                start: start, end: found.end, inkEnd: found.ink, width: found.width,
                softBreak: !found.mandatory && found.end < s.count)
        }
        return emergencyLine(s, from: start, width: W)
    }

    /// Breaks inside an unbreakable run at grapheme-cluster boundaries.
    func emergencyLine(_ s: ShapedText, from start: Int, width W: Double) -> LineSpan {
        let n = s.count
        let limit = W + Typesetter.widthEpsilon
        // First scalar that ends past the width.
        var j = start
        while j < n && s.width(start, j + 1) <= limit { j += 1 }
        let bounds = Graphemes.boundaries(s.scalars, from: start, to: min(n, j + 64))
        var k = bounds.first ?? min(n, start + 1)
        for b in bounds where b <= j { k = b }
        // Trailing spaces hang on this line, and a following line break ends it.
        var end = k
        while end < n && s.flags[end] & (ShapedText.whitespace | ShapedText.newline) == ShapedText.whitespace { end += 1 }
        var mandatory = false
        if end < n && s.flags[end] & ShapedText.newline != 0 {
            mandatory = true
            if s.scalars[end] == 0x0D && end + 1 < n && s.scalars[end + 1] == 0x0A { end += 2 } else { end += 1 }
        }
        var ink = end
        while ink > start && s.flags[ink - 1] & ShapedText.whitespace != 0 { ink -= 1 }
        return LineSpan(start: start, end: end, inkEnd: ink, width: s.width(start, ink), softBreak: !mandatory && end < n)
    }

    /// The last allowed line when more text follows: the rest of its paragraph on one
    /// line, truncated with "…" (head, middle or tail) or clipped at the width.
    func cutLine(_ s: ShapedText, from start: Int, width W: Double, mode: LineBreakMode) -> LineSpan {
        let n = s.count
        var pEnd = start
        while pEnd < n && s.flags[pEnd] & ShapedText.newline == 0 { pEnd += 1 }
        var lineEnd = pEnd
        if lineEnd < n { lineEnd += (s.scalars[lineEnd] == 0x0D && lineEnd + 1 < n && s.scalars[lineEnd + 1] == 0x0A) ? 2 : 1 }
        var ink = pEnd
        while ink > start && s.flags[ink - 1] & ShapedText.whitespace != 0 { ink -= 1 }
        let natural = s.width(start, ink)

        if mode == .byClipping {
            var k = start
            let x0 = s.x[start]
            while k < ink && s.x[k] - x0 < W { k += 1 }
            var kInk = k
            while kInk > start && s.flags[kInk - 1] & ShapedText.whitespace != 0 { kInk -= 1 }
            return LineSpan(
                start: start, end: lineEnd, inkEnd: kInk, pieces: [LinePiece(kind: .text(start..<kInk, reversed: false), x: 0)],
                width: min(natural, W), isTruncated: true, softBreak: false)
        }

        let lastStyle = Int(s.styleOf[max(start, ink - 1)])
        let e = s.ellipsisStyles[lastStyle]
        let ellipsis = e.style, eg = e.glyph, ew = e.width
        let avail = W - ew
        let bounds = [start] + Graphemes.boundaries(s.scalars, from: start, to: ink)
        func trimEnd(_ b: Int) -> Int { var e = b; while e > start && s.flags[e - 1] & ShapedText.whitespace != 0 { e -= 1 }; return e }
        func trimStart(_ b: Int) -> Int { var e = b; while e < ink && s.flags[e] & ShapedText.whitespace != 0 { e += 1 }; return e }

        switch mode {
        case .byTruncatingHead:
            var k = ink
            for b in bounds.reversed() {
                let t = trimStart(b)
                if s.width(t, ink) <= avail + Typesetter.widthEpsilon { k = t } else { break }
            }
            let w = s.width(k, ink)
            return LineSpan(
                start: start, end: lineEnd, inkEnd: ink,
                pieces: [LinePiece(kind: .ellipsis(style: ellipsis, glyph: eg), x: 0), LinePiece(kind: .text(k..<ink, reversed: false), x: ew)],
                width: ew + w, isTruncated: true, softBreak: false)
        case .byTruncatingMiddle:
            var k1 = start
            for b in bounds {
                let t = trimEnd(b)
                if s.width(start, t) <= avail / 2 + Typesetter.widthEpsilon { k1 = t } else { break }
            }
            let w1 = s.width(start, k1)
            var k2 = ink
            for b in bounds.reversed() where b >= k1 {
                let t = trimStart(b)
                if w1 + s.width(t, ink) <= avail + Typesetter.widthEpsilon { k2 = t } else { break }
            }
            let w2 = s.width(k2, ink)
            return LineSpan(
                start: start, end: lineEnd, inkEnd: ink,
                pieces: [
                    LinePiece(kind: .text(start..<k1, reversed: false), x: 0),
                    LinePiece(kind: .ellipsis(style: ellipsis, glyph: eg), x: w1),
                    LinePiece(kind: .text(k2..<ink, reversed: false), x: w1 + ew),
                ],
                width: w1 + ew + w2, isTruncated: true, softBreak: false)
        default:  // tail
            var k = start
            for b in bounds {
                let t = trimEnd(b)
                if s.width(start, t) <= avail + Typesetter.widthEpsilon { k = t } else { break }
            }
            let w = s.width(start, k)
            return LineSpan(
                start: start, end: lineEnd, inkEnd: k,
                pieces: [LinePiece(kind: .text(start..<k, reversed: false), x: 0), LinePiece(kind: .ellipsis(style: ellipsis, glyph: eg), x: w)],
                width: w + ew, isTruncated: true, softBreak: false)
        }
    }

    /// A line's height and the largest ascent, descent and line gap of the styles on it
    /// (ellipsis included), after `lineHeightMultiple` and the min/max line heights.
    /// `runCursor` walks the style runs forward as lines are placed in order.
    @inline(__always)
    func lineBox(_ s: ShapedText, _ sp: LineSpan, style: ParagraphStyle, multiple: Double, runCursor: inout Int) -> (Double, Double, Double, Double) {
        var asc = 0.0, desc = 0.0, gap = 0.0
        let starts = s.styleRunStarts
        while runCursor + 1 < starts.count && starts[runCursor + 1] <= sp.start { runCursor += 1 }
        let upper = max(sp.end, sp.start + 1)
        var r = runCursor
        while r < starts.count && starts[r] < upper {
            let box = s.styleBoxes[s.styleRunStyles[r]]
            asc = max(asc, box.ascent); desc = max(desc, box.descent); gap = max(gap, box.lineGap)
            r += 1
        }
        for p in sp.pieces {
            if case .ellipsis(let e, _) = p.kind {
                let box = s.styleBoxes[e]
                asc = max(asc, box.ascent); desc = max(desc, box.descent); gap = max(gap, box.lineGap)
            }
        }
        var h = (asc + desc + gap) * multiple
        if style.minimumLineHeight > 0 { h = max(h, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
        return (h, asc, desc, gap)
    }

    /// The size `layOutLines` would report, without building lines: the same line
    /// breaking and line boxes. Nil when the text is cut by `numberOfLines` (the caller
    /// then lays out fully, since truncation changes the last line).
    func measureSize(_ s: ShapedText, style: ParagraphStyle, width W: Double) -> Size? {
        let n = s.count
        guard n > 0 else { return .zero }
        guard style.lineBreakMode != .byCharWrapping else { return nil }
        let maxLines = style.numberOfLines == 0 ? Int.max : style.numberOfLines
        let multiple = style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
        let single = s.singleStyleBox
        let starts = single == nil ? s.styleRunStarts : [], runStyles = single == nil ? s.styleRunStyles : []
        let boxes = single == nil ? s.styleBoxes : []
        let limit = W + Typesetter.widthEpsilon
        let b = FitBuffers.words(s)
        do {
            var start = 0, count = 0, runCursor = 0, cursor = 0
            var y = 0.0, maxWidth = 0.0
            while start < n {
                if count == maxLines { return nil }
                let found = b.fit(from: start, limit: limit, cursor: &cursor)
                let sp = line(s, from: start, found: found, width: W)
                count += 1
                // The line box, as `lineBox` computes it (no ellipsis here).
                var asc = 0.0, desc = 0.0, gap = 0.0
                if let box = single {
                    asc = box.ascent; desc = box.descent; gap = box.lineGap
                } else {
                    while runCursor + 1 < starts.count && starts[runCursor + 1] <= sp.start { runCursor += 1 }
                    let upper = max(sp.end, sp.start + 1)
                    var r = runCursor
                    while r < starts.count && starts[r] < upper {
                        let box = boxes[runStyles[r]]
                        asc = max(asc, box.ascent); desc = max(desc, box.descent); gap = max(gap, box.lineGap)
                        r += 1
                    }
                }
                var h = (asc + desc + gap) * multiple
                if style.minimumLineHeight > 0 { h = max(h, style.minimumLineHeight) }
                if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
                maxWidth = max(maxWidth, sp.width)
                y += h
                start = sp.end
                if start < n {
                    y += style.lineSpacing
                    if found?.paragraphEnd ?? (s.flags[sp.end - 1] & ShapedText.paragraphEnd != 0) { y += style.paragraphSpacing }
                }
            }
            return Size(width: maxWidth, height: y)
        }
    }

    /// Vertical placement (line heights, spacing, baselines) and horizontal alignment.
    func place(_ spans: [LineSpan], shaped s: ShapedText, style: ParagraphStyle, width W: Double, truncated: Bool) -> TextLayout {
        var maxWidth = 0.0
        for sp in spans { maxWidth = max(maxWidth, sp.width) }
        let container = W.isFinite ? W : maxWidth
        let rtl = style.layoutDirection == .rightToLeft
        var lines: [TextLine] = []
        lines.reserveCapacity(spans.count)
        var y = 0.0
        let bidi = Bidi.isNeeded(s, style: style)
        var paragraphs = Bidi.Paragraphs(s, style: style)
        let multiple = style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
        var runCursor = 0
        for (index, sp) in spans.enumerated() {
            let (h, asc, desc, gap) = lineBox(s, sp, style: style, multiple: multiple, runCursor: &runCursor)
            let lastScalarFlags = sp.end > 0 ? s.flags[sp.end - 1] : 0
            let endsParagraph = sp.end >= s.count || lastScalarFlags & ShapedText.paragraphEnd != 0 || sp.isTruncated

            var alignment = style.alignment
            var justification = 0.0
            if alignment == .justified {
                if sp.softBreak && !sp.isTruncated && W.isFinite {
                    var spaces = 0
                    for i in sp.start..<sp.inkEnd where s.flags[i] & ShapedText.space != 0 { spaces += 1 }
                    if spaces > 0 && sp.width < W { justification = (W - sp.width) / Double(spaces) }
                }
                alignment = .natural
            }
            var pieces = sp.pieces
            // Natural alignment follows the paragraph's base direction: the style's when it
            // sets one, else the first strong character (P2/P3) in a left-to-right layout.
            // A right-to-left layout aligns every natural paragraph right, as UILabel does
            // in a right-to-left interface (English rows of an Arabic settings list).
            var paragraphRTL = rtl || style.baseWritingDirection == .rightToLeft
            if bidi {
                if style.baseWritingDirection == .natural && !rtl { paragraphRTL = paragraphs.containing(sp.start).baseLevel == 1 }
                if let visual = Bidi.visualPieces(s, line: sp, paragraphs: &paragraphs) { pieces = visual }
            }
            if style.baseWritingDirection == .leftToRight { paragraphRTL = false }
            if alignment == .natural { alignment = paragraphRTL ? .right : .left }
            let width = sp.width + justification * (justification > 0 ? Double(countSpaces(s, sp)) : 0)
            var x: Double
            switch alignment {
            case .right: x = container - width
            case .center: x = (container - width) / 2
            default: x = 0
            }
            if x < 0 { x = 0 }
            let baseline = style.leadingDistribution == .even ? y + (h - asc - desc - gap) / 2 + asc : y + h - desc - gap
            lines.append(
                TextLine(
                    range: sp.start..<sp.end, top: y, height: h, baseline: baseline, x: x, width: width,
                    ascent: asc, descent: desc, lineGap: gap, isTruncated: sp.isTruncated, endsParagraph: endsParagraph,
                    pieces: pieces, justification: justification))
            y += h
            if index < spans.count - 1 {
                y += style.lineSpacing
                if endsParagraph { y += style.paragraphSpacing }
            }
        }
        return TextLayout(
            size: Size(width: maxWidth, height: y), containerWidth: container, lines: lines,
            firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
            isTruncated: truncated, diagnostics: s.diagnostics, shaped: s)
    }

    private func countSpaces(_ s: ShapedText, _ sp: LineSpan) -> Int {
        var spaces = 0
        for i in sp.start..<sp.inkEnd where s.flags[i] & ShapedText.space != 0 { spaces += 1 }
        return spaces
    }
}
