extension Typesetter {
    /// Maps every scalar to a face of its run's fallback chain, a glyph, an advance and
    /// kerning, and accumulates pen positions.
    /// - Complexity: O(n) in the number of scalars.
    func shape(_ text: AttributedText) throws(TextLayoutError) -> ShapedText {
        var out = ShapedText()
        out.x.removeAll(); out.kern.removeAll(); out.runStarts.removeAll()
        var total = 0
        for r in text.runs { total += r.text.utf8.count }
        out.scalars.reserveCapacity(total)
        out.glyphs.reserveCapacity(total)
        out.styleOf.reserveCapacity(total)
        out.flags.reserveCapacity(total)
        out.x.reserveCapacity(total + 1)
        out.kern.reserveCapacity(total + 1)
        out.runStarts.reserveCapacity(text.runs.count + 1)

        let faces = registry.faces
        var uncovered = Set<UInt32>()
        var pen = 0.0
        var prevGlyph: UInt16 = 0
        var prevStyle = -1
        var prevKernable = false

        for (runIndex, run) in text.runs.enumerated() {
            out.runStarts.append(out.scalars.count)
            let attrs = run.attributes
            guard let primary = registry.faceIndex(family: attrs.font.family, weight: attrs.font.weight) else {
                throw .unknownFamily(attrs.font.family, available: registry.familyNames)
            }
            let chain = registry.fallbackChain(primary: primary, weight: attrs.font.weight.numericValue)
            // Style index per chain position, created when first used.
            var chainStyles = [Int](repeating: -1, count: chain.count)
            let primaryStyle = Typesetter.style(0, chain: chain, attrs: attrs, run: runIndex, faces: faces,
                                                cache: &chainStyles, into: &out)
            let primaryFace = faces[primary]
            let primaryScale = out.styles[primaryStyle].scale
            let letterSpacing = attrs.kern
            var lastFallback = 0  // chain position that served the previous uncovered scalar
            var prevChainPos = 0

            for s in run.text.unicodeScalars {
                let v = s.value
                var flags: UInt8 = 0
                var glyph: UInt16 = 0
                var st = primaryStyle
                var advance = 0.0
                var kernable = false
                var chainPos = 0
                if v < 0x20 || ScalarProperties.isInvisible(v) || ScalarProperties.isNewline(v) {
                    if ScalarProperties.isNewline(v) {
                        flags = ShapedText.whitespace | ShapedText.newline
                        if ScalarProperties.isParagraphSeparator(v) { flags |= ShapedText.paragraphEnd }
                    } else if v == 0x09 {
                        // A tab advances like four spaces (UIKit's 28 pt tab stops depend on
                        // the line's pen position; a fixed width keeps widths additive).
                        flags = ShapedText.whitespace
                        let g = primaryFace.glyph(for: 0x20)
                        advance = 4 * Double(primaryFace.advance(g)) * primaryScale + letterSpacing
                    }
                } else {
                    glyph = primaryFace.glyph(for: v)
                    if glyph == 0 {
                        let isMark = ScalarProperties.isMark(v)
                        if isMark, prevChainPos > 0, faces[chain[prevChainPos]].glyph(for: v) != 0 {
                            chainPos = prevChainPos
                        } else if lastFallback > 0, faces[chain[lastFallback]].glyph(for: v) != 0 {
                            chainPos = lastFallback
                        } else {
                            var p = 1
                            while p < chain.count && faces[chain[p]].glyph(for: v) == 0 { p += 1 }
                            if p < chain.count { chainPos = p; lastFallback = p }
                        }
                        if chainPos > 0 {
                            st = Typesetter.style(chainPos, chain: chain, attrs: attrs, run: runIndex, faces: faces,
                                                  cache: &chainStyles, into: &out)
                            glyph = faces[chain[chainPos]].glyph(for: v)
                        } else if uncovered.insert(v).inserted {
                            out.diagnostics.append(.uncoveredCharacter(scalar: v, font: primaryFace.name))
                        }
                    }
                    let face = chainPos == 0 ? primaryFace : faces[chain[chainPos]]
                    let scale = chainPos == 0 ? primaryScale : out.styles[st].scale
                    let units = face.advance(glyph)
                    advance = Double(units) * scale
                    if units != 0 { advance += letterSpacing }
                    flags = ShapedText.drawn
                    if ScalarProperties.isWhitespace(v) {
                        flags = ShapedText.whitespace
                        if v == 0x20 || v == 0x3000 { flags |= ShapedText.space }
                    } else if ScalarProperties.isRightToLeft(v) {
                        flags |= ShapedText.rightToLeft
                    } else if ScalarProperties.isMark(v) {
                        flags |= ShapedText.mark
                    }
                    kernable = flags & (ShapedText.rightToLeft | ShapedText.mark) == 0
                    if kernable && prevKernable && st == prevStyle && glyph != 0 && prevGlyph != 0 {
                        let k = face.kerning.value(prevGlyph, glyph)
                        if k != 0 {
                            let kv = Double(k) * scale
                            out.kern.append(kv)
                            pen += kv
                        } else { out.kern.append(0) }
                    } else { out.kern.append(0) }
                    out.scalars.append(v); out.glyphs.append(glyph); out.styleOf.append(UInt16(truncatingIfNeeded: st))
                    out.flags.append(flags); out.x.append(pen)
                    pen += advance
                    prevGlyph = glyph; prevStyle = st; prevKernable = kernable; prevChainPos = chainPos
                    continue
                }
                out.kern.append(0)
                out.scalars.append(v); out.glyphs.append(0); out.styleOf.append(UInt16(truncatingIfNeeded: st))
                out.flags.append(flags); out.x.append(pen)
                pen += advance
                prevGlyph = 0; prevStyle = st; prevKernable = false; prevChainPos = 0
            }
        }
        out.runStarts.append(out.scalars.count)
        // Close with the end position, so widths of ranges ending at the text's end work.
        out.x.append(pen); out.kern.append(0)
        return out
    }

    /// The style for chain position `pos` of a run, created on first use.
    private static func style(_ pos: Int, chain: [Int], attrs: TextAttributes, run: Int, faces: [FontFace],
                              cache: inout [Int], into out: inout ShapedText) -> Int {
        if cache[pos] >= 0 { return cache[pos] }
        let f = faces[chain[pos]]
        let m = f.metrics
        let scale = attrs.font.size / m.unitsPerEm
        out.styles.append(ResolvedStyle(
            face: chain[pos], fontName: f.name, size: attrs.font.size, color: attrs.color, scale: scale,
            letterSpacing: attrs.kern, ascent: m.ascender * scale, descent: -m.descender * scale,
            lineGap: m.lineGap * scale, run: run))
        out.chains.append(chain)
        cache[pos] = out.styles.count - 1
        return out.styles.count - 1
    }
}
