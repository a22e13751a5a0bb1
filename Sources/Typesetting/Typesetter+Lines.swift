import Geometry

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
            return TextLayout(size: .zero, containerWidth: W.isFinite ? W : 0, lines: [], firstBaseline: 0, lastBaseline: 0,
                              isTruncated: false, diagnostics: shaped.diagnostics, shaped: shaped)
        }
        let wordBreaks = shaped.wordBreaks
        let mode = style.lineBreakMode
        let breaks = mode == .byCharWrapping ? LineBreaker.graphemeOpportunities(shaped) : wordBreaks
        let maxLines = style.numberOfLines == 0 ? Int.max : style.numberOfLines
        let cutsLastLine = mode == .byClipping || mode == .byTruncatingHead || mode == .byTruncatingTail || mode == .byTruncatingMiddle

        var spans: [LineSpan] = []
        var start = 0
        var truncated = false
        while start < n && spans.count < maxLines {
            var span = nextLine(shaped, from: start, breaks: breaks, width: W)
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
    func nextLine(_ s: ShapedText, from start: Int, breaks: [UInt8], width W: Double) -> LineSpan {
        let n = s.count
        let limit = W + Typesetter.widthEpsilon
        var best = -1, bestInk = start, bestMandatory = false
        let monotonic = !s.hasNegativeLetterSpacing
        var inkEnd = start
        var i = start
        s.flags.withUnsafeBufferPointer { flags in
            s.x.withUnsafeBufferPointer { x in
                s.kern.withUnsafeBufferPointer { kern in
                    breaks.withUnsafeBufferPointer { breaks in
                        let x0 = x[start]
                        while i < n {
                            if flags[i] & ShapedText.whitespace == 0 {
                                inkEnd = i + 1
                                // Ink already past the width: no later opportunity can fit
                                // (pens only move forward), so stop — this keeps a long
                                // unbreakable run linear instead of rescanning it per line.
                                if monotonic && x[inkEnd] - kern[inkEnd] - x0 > limit { break }
                            }
                            let p = i + 1
                            let b = breaks[p]
                            if b != 0 {
                                if x[inkEnd] - kern[inkEnd] - x0 <= limit {
                                    best = p; bestInk = inkEnd
                                    if b == 2 { bestMandatory = true; break }
                                } else { break }
                            }
                            i += 1
                        }
                    }
                }
            }
        }
        if best >= 0 {
            return LineSpan(start: start, end: best, inkEnd: bestInk, width: s.width(start, bestInk), softBreak: !bestMandatory && best < n)
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
            return LineSpan(start: start, end: lineEnd, inkEnd: kInk, pieces: [LinePiece(kind: .text(start..<kInk, reversed: false), x: 0)],
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
            return LineSpan(start: start, end: lineEnd, inkEnd: ink,
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
            return LineSpan(start: start, end: lineEnd, inkEnd: ink,
                            pieces: [LinePiece(kind: .text(start..<k1, reversed: false), x: 0),
                                     LinePiece(kind: .ellipsis(style: ellipsis, glyph: eg), x: w1),
                                     LinePiece(kind: .text(k2..<ink, reversed: false), x: w1 + ew)],
                            width: w1 + ew + w2, isTruncated: true, softBreak: false)
        default:  // tail
            var k = start
            for b in bounds {
                let t = trimEnd(b)
                if s.width(start, t) <= avail + Typesetter.widthEpsilon { k = t } else { break }
            }
            let w = s.width(start, k)
            return LineSpan(start: start, end: lineEnd, inkEnd: k,
                            pieces: [LinePiece(kind: .text(start..<k, reversed: false), x: 0), LinePiece(kind: .ellipsis(style: ellipsis, glyph: eg), x: w)],
                            width: w + ew, isTruncated: true, softBreak: false)
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
        let bidi = s.hasRightToLeft || style.baseWritingDirection == .rightToLeft || (style.baseWritingDirection == .natural && rtl)
        var paragraphRTL = false
        var atParagraphStart = true
        let multiple = style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
        for (index, sp) in spans.enumerated() {
            var asc = 0.0, desc = 0.0, gap = 0.0
            var last = -1
            let upper = max(sp.end, sp.start + 1)
            for i in sp.start..<min(upper, s.count) {
                let st = Int(s.styleOf[i])
                if st != last {
                    last = st
                    let r = s.styles[st]
                    asc = max(asc, r.ascent); desc = max(desc, r.descent); gap = max(gap, r.lineGap)
                }
            }
            for p in sp.pieces {
                if case .ellipsis(let st, _) = p.kind {
                    let r = s.styles[st]
                    asc = max(asc, r.ascent); desc = max(desc, r.descent); gap = max(gap, r.lineGap)
                }
            }
            var h = (asc + desc + gap) * multiple
            if style.minimumLineHeight > 0 { h = max(h, style.minimumLineHeight) }
            if style.maximumLineHeight > 0 { h = min(h, style.maximumLineHeight) }
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
            if alignment == .natural { alignment = rtl ? .right : .left }
            var pieces = sp.pieces
            if bidi {
                if atParagraphStart {
                    switch style.baseWritingDirection {
                    case .leftToRight: paragraphRTL = false
                    case .rightToLeft: paragraphRTL = true
                    case .natural:
                        var pEnd = sp.start
                        while pEnd < s.count && s.flags[pEnd] & ShapedText.paragraphEnd == 0 { pEnd += 1 }
                        paragraphRTL = Bidi.firstStrongIsRightToLeft(s, sp.start, pEnd) ?? rtl
                    }
                }
                if pieces.isEmpty, let visual = Bidi.visualPieces(s, start: sp.start, end: sp.inkEnd, paragraphRightToLeft: paragraphRTL) {
                    pieces = visual
                }
            }
            atParagraphStart = endsParagraph
            let width = sp.width + justification * (justification > 0 ? Double(countSpaces(s, sp)) : 0)
            var x: Double
            switch alignment {
            case .right: x = container - width
            case .center: x = (container - width) / 2
            default: x = 0
            }
            if x < 0 { x = 0 }
            lines.append(TextLine(range: sp.start..<sp.end, top: y, height: h, baseline: y + h - desc - gap, x: x, width: width,
                                  ascent: asc, descent: desc, lineGap: gap, isTruncated: sp.isTruncated, endsParagraph: endsParagraph,
                                  pieces: pieces, justification: justification))
            y += h
            if index < spans.count - 1 {
                y += style.lineSpacing
                if endsParagraph { y += style.paragraphSpacing }
            }
        }
        return TextLayout(size: Size(width: maxWidth, height: y), containerWidth: container, lines: lines,
                          firstBaseline: lines.first?.baseline ?? 0, lastBaseline: lines.last?.baseline ?? 0,
                          isTruncated: truncated, diagnostics: s.diagnostics, shaped: s)
    }

    private func countSpaces(_ s: ShapedText, _ sp: LineSpan) -> Int {
        var spaces = 0
        for i in sp.start..<sp.inkEnd where s.flags[i] & ShapedText.space != 0 { spaces += 1 }
        return spaces
    }
}
