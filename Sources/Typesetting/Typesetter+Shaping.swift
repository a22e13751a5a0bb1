extension Typesetter {
    /// Maps every scalar to a face of its run's fallback chain, a glyph, an advance and
    /// kerning, looks up its line-break class, and accumulates pen positions.
    ///
    /// Fallback: the run's face first; a combining mark stays in the face of its base when
    /// that face covers it; otherwise the face that served the previous fallback, then the
    /// chain in order. No face: the run's face draws `.notdef` and a diagnostic is added.
    /// Kerning applies between two left-to-right, non-mark glyphs of the same style.
    /// - Complexity: O(n) in the number of scalars; no locks, no FreeType calls.
    func shape(_ text: AttributedText) throws(TextLayoutError) -> ShapedText {
        var out = ShapedText()
        out.x.removeAll(); out.kern.removeAll(); out.runStarts.removeAll()
        var capacity = 0
        for r in text.runs { capacity += r.text.utf8.count }
        var runStarts: [Int] = []
        runStarts.reserveCapacity(text.runs.count + 1)
        let scalars = [UInt32](unsafeUninitializedCapacity: capacity) { buf, count in
            var i = 0
            for r in text.runs {
                runStarts.append(i)
                for s in r.text.unicodeScalars { buf[i] = s.value; i &+= 1 }
            }
            count = i
        }
        runStarts.append(scalars.count)
        let n = scalars.count
        out.scalars = scalars
        out.runStarts = runStarts
        // Locals, not `out`'s fields, so the optimizer keeps uniqueness checks out of the loop.
        var glyphs = [UInt16](repeating: 0, count: n)
        var styleOf = [UInt16](repeating: 0, count: n)
        var flags = [UInt8](repeating: 0, count: n)
        var classes = [UInt8](repeating: 0, count: n)
        var xs = [Double](repeating: 0, count: n + 1)
        var kerns = [Double](repeating: 0, count: n + 1)

        let faces = registry.faces
        let table = LineBreakTable.shared
        var uncovered: Set<UInt32> = []
        var pen = 0.0

        for (runIndex, run) in text.runs.enumerated() {
            let attrs = run.attributes
            guard let primary = registry.faceIndex(family: attrs.font.family, weight: attrs.font.weight) else {
                throw .unknownFamily(attrs.font.family, available: registry.familyNames)
            }
            let chain = registry.fallbackChain(primary: primary, weight: attrs.font.weight.numericValue)
            var chainStyles = [Int](repeating: -1, count: chain.count)
            let primaryStyle = Typesetter.style(0, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: &out)
            let primaryFace = faces[primary]
            let primaryTables = primaryFace.tables
            let primaryScale = out.styles[primaryStyle].scale
            let letterSpacing = attrs.kern
            let tabAdvance = 4 * Double(primaryTables.advance(primaryFace.glyph(for: 0x20))) * primaryScale + letterSpacing
            let lo = runStarts[runIndex], hi = runStarts[runIndex + 1]
            if lo == hi { continue }
            var lastFallback = 0
            var prevChainPos = 0
            var prevGlyph: UInt16 = 0
            var prevStyle = -1
            var prevKernable = false
            var i = lo
            // Fallback state changes rarely; the loop body below is the hot path.
            while i < hi {
                let v = scalars[i]
                let info = table.info(v)
                let f = UInt8(truncatingIfNeeded: info >> 8)
                classes[i] = UInt8(truncatingIfNeeded: info & 0x3F)
                flags[i] = f
                xs[i] = pen
                if info & CharInfo.special != 0 {
                    styleOf[i] = UInt16(truncatingIfNeeded: primaryStyle)
                    if info & CharInfo.tab != 0 { pen += tabAdvance }
                    prevGlyph = 0; prevKernable = false; prevChainPos = 0; prevStyle = primaryStyle
                    i &+= 1
                    continue
                }
                var glyph = v < 0x10000 ? primaryTables.bmpGlyph(v) : primaryFace.glyph(for: v)
                var st = primaryStyle
                var tables = primaryTables
                var scale = primaryScale
                var chainPos = 0
                if glyph == 0 {
                    if f & ShapedText.mark != 0, prevChainPos > 0, faces[chain[prevChainPos]].glyph(for: v) != 0 {
                        chainPos = prevChainPos
                    } else if lastFallback > 0, faces[chain[lastFallback]].glyph(for: v) != 0 {
                        chainPos = lastFallback
                    } else {
                        var p = 1
                        while p < chain.count && faces[chain[p]].glyph(for: v) == 0 { p += 1 }
                        if p < chain.count { chainPos = p; lastFallback = p }
                    }
                    if chainPos > 0 {
                        st = Typesetter.style(chainPos, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: &out)
                        let face = faces[chain[chainPos]]
                        glyph = face.glyph(for: v)
                        tables = face.tables
                        scale = out.styles[st].scale
                    } else if f & ShapedText.whitespace == 0, uncovered.insert(v).inserted {
                        out.diagnostics.append(.uncoveredCharacter(scalar: v, font: primaryFace.name))
                    }
                }
                let units = tables.advance(glyph)
                var advance = Double(units) * scale
                if units != 0 { advance += letterSpacing }
                let kernable = f & (ShapedText.rightToLeft | ShapedText.mark) == 0
                if kernable && prevKernable && st == prevStyle && glyph != 0 && prevGlyph != 0 {
                    let k = tables.kern(prevGlyph, glyph)
                    if k != 0 {
                        let kv = Double(k) * scale
                        kerns[i] = kv
                        pen += kv
                        xs[i] = pen
                    }
                }
                glyphs[i] = glyph
                styleOf[i] = UInt16(truncatingIfNeeded: st)
                pen += advance
                prevGlyph = glyph; prevStyle = st; prevKernable = kernable; prevChainPos = chainPos
                i &+= 1
            }
        }
        xs[n] = pen
        out.glyphs = glyphs; out.styleOf = styleOf; out.flags = flags; out.classes = classes
        out.x = xs; out.kern = kerns
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
