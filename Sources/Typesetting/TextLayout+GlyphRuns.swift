import Geometry
import Raster

extension TextLayout {
    /// The glyph runs that draw this layout with its top-left corner at `origin`: one run
    /// per line and style (font file, size, color), with the run's origin at the line's
    /// left edge on its baseline. Whitespace and invisible characters produce no glyphs;
    /// uncovered characters draw `.notdef` (glyph 0).
    /// - Complexity: O(glyphs).
    public func glyphRuns(at origin: Point) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for line in lines { runs.append(contentsOf: glyphRuns(of: line, at: origin)) }
        return runs
    }

    /// The glyph runs of one line of this layout, the layout's top-left at `origin`.
    public func glyphRuns(of line: TextLine, at origin: Point) -> [GlyphRun] {
        let lineOrigin = Point(x: origin.x + line.x, y: origin.y + line.baseline)
        var builder = RunBuilder(origin: lineOrigin, shaped: shaped)
        if line.pieces.isEmpty {
            builder.addText(line.range.lowerBound..<line.range.upperBound, at: 0, reversed: false, justification: line.justification)
        } else {
            // Justification widens the spaces of earlier pieces too: shift later pieces.
            var shift = 0.0
            for piece in line.pieces {
                switch piece.kind {
                case .text(let r, let reversed):
                    builder.addText(r, at: piece.x + shift, reversed: reversed, justification: line.justification)
                    if line.justification != 0 {
                        for i in r where shaped.flags[i] & ShapedText.space != 0 { shift += line.justification }
                    }
                case .ellipsis(let st, let glyph):
                    builder.add(style: st, glyph: glyph, x: piece.x + shift)
                }
            }
        }
        builder.flush()
        return builder.runs
    }
}

/// Groups consecutive glyphs of one style into `GlyphRun`s.
private struct RunBuilder {
    let origin: Point
    let shaped: ShapedText
    var runs: [GlyphRun] = []
    var style = -1
    var glyphs: [UInt32] = []
    var positions: [Point] = []

    init(origin: Point, shaped: ShapedText) { self.origin = origin; self.shaped = shaped }

    mutating func add(style st: Int, glyph: UInt16, x: Double, y: Double = 0) {
        if st != style { flush(); style = st }
        glyphs.append(UInt32(glyph))
        positions.append(Point(x: x, y: y))
    }

    /// The glyphs of the cluster starting at scalar `i`, its left edge at `x`; nothing for
    /// a scalar inside a cluster or one that draws nothing.
    mutating func addCluster(_ i: Int, x: Double, glyph: UInt16) {
        let s = shaped
        if let list = s.clusterGlyphs[i] {
            for g in list { add(style: Int(s.styleOf[i]), glyph: g.glyph, x: x + g.dx, y: g.dy) }
        } else if glyph != ShapedText.noGlyph && s.flags[i] & ShapedText.notDrawn == 0 {
            add(style: Int(s.styleOf[i]), glyph: glyph, x: x)
        }
    }

    mutating func flush() {
        if style >= 0 && !glyphs.isEmpty {
            let r = shaped.styles[style]
            runs.append(GlyphRun(font: r.fontName, size: r.size, color: r.color, origin: origin, glyphs: glyphs, positions: positions))
        }
        glyphs = []; positions = []; style = -1
    }

    mutating func addText(_ range: Range<Int>, at x0: Double, reversed: Bool, justification: Double) {
        guard !range.isEmpty else { return }
        let s = shaped
        if !reversed {
            let base = s.x[range.lowerBound]
            var extra = 0.0
            for i in range {
                addCluster(i, x: x0 + s.x[i] - base + extra, glyph: s.glyphs[i])
                if justification != 0 && s.flags[i] & ShapedText.space != 0 { extra += justification }
            }
        } else {
            // Right to left: the logical last scalar is leftmost. Advances come from the
            // pen positions (a right-to-left cluster's kerning is in its advance).
            var pen = x0
            for i in range.reversed() {
                let advance = s.x[i + 1] - s.kern[i + 1] - s.x[i]
                addCluster(i, x: pen, glyph: s.mirroredGlyphs[i] ?? s.glyphs[i])
                pen += advance
                if justification != 0 && s.flags[i] & ShapedText.space != 0 { pen += justification }
            }
        }
    }
}
