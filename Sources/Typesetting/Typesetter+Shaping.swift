extension Typesetter {
    /// Maps every scalar to a face of its run's fallback chain, shapes runs of one face and
    /// script with HarfBuzz (GSUB: ligatures, Arabic joining, contextual alternates; GPOS:
    /// kerning, mark attachment, with the run's OpenType features), looks up line-break
    /// classes, and accumulates pen positions per cluster (see `HarfBuzzShaper`).
    ///
    /// Fallback: the run's face first; a combining mark stays in the face of its base when
    /// that face covers it; otherwise the face that served the previous fallback, then the
    /// chain in order. No face: DejaVu Sans (else the run's face) draws `.notdef`, a box, and
    /// a diagnostic is added (one per code point).
    /// Emoji go to the colour emoji face first, a whole grapheme cluster at a time (so a ZWJ
    /// family, a skin tone, a flag's two regional indicators or a keycap shape together, to
    /// the one glyph the font has for the sequence): characters whose default presentation
    /// is emoji (Emoji_Presentation), any emoji character followed by VS16 (U+FE0F), and a
    /// keycap base (`#`, `*`, `0`–`9`) followed by VS16 or U+20E3. VS15 (U+FE0E) keeps text.
    /// - Complexity: O(n) in the number of scalars; no locks, no FreeType calls.
    func shape(_ text: AttributedText, strategy: LineBreakStrategy) throws(TextLayoutError) -> ShapedText {
        // Resolve every run's font first: the loop below cannot fail.
        var families: [ResolvedFamilyWeight] = []
        families.reserveCapacity(text.runs.count)
        for run in text.runs {
            guard let r = registry.resolve(family: run.attributes.font.family, weight: run.attributes.font.weight, italic: run.attributes.font.italic) else {
                throw .unknownFamily(run.attributes.font.family, available: registry.familyNames)
            }
            families.append(r)
        }
        let out = ShapedText()
        // A weight the family lacks is drawn with its nearest face: said once per family and weight.
        for (run, r) in zip(text.runs, families) where !r.isExactWeight {
            let d = TextDiagnostic.weightSubstituted(
                family: run.attributes.font.family, weight: run.attributes.font.weight,
                face: registry.faces[r.face].name)
            if !out.diagnostics.contains(d) { out.diagnostics.append(d) }
        }
        for (run, r) in zip(text.runs, families) where !r.isExactStyle {
            let d = TextDiagnostic.italicSubstituted(family: run.attributes.font.family, face: registry.faces[r.face].name)
            if !out.diagnostics.contains(d) { out.diagnostics.append(d) }
        }
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
        out.runStarts = runStarts
        var glyphs = [UInt16](repeating: 0, count: n)
        var styleOf = [UInt16](repeating: 0, count: n)
        var flags = [UInt8](repeating: 0, count: n)
        var classes = [UInt8](repeating: 0, count: n)
        // Pens and kerning go straight into memory the shaped text will own.
        let xs = UnsafeMutableBufferPointer<Double>.allocate(capacity: n + 1)
        xs.initialize(repeating: 0)
        let kerns = UnsafeMutableBufferPointer<Double>.allocate(capacity: n + 1)
        kerns.initialize(repeating: 0)
        scalars.withUnsafeBufferPointer { scalars in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                styleOf.withUnsafeMutableBufferPointer { styleOf in
                    flags.withUnsafeMutableBufferPointer { flags in
                        classes.withUnsafeMutableBufferPointer { classes in
                            let buffers = ShapeBuffers(
                                scalars: scalars.baseAddress!, glyphs: glyphs.baseAddress!, styleOf: styleOf.baseAddress!,
                                flags: flags.baseAddress!, classes: classes.baseAddress!, x: xs.baseAddress!, kern: kerns.baseAddress!)
                            var pen = 0.0
                            let hb = HarfBuzzShaper()
                            for runIndex in 0..<text.runs.count where runStarts[runIndex] < runStarts[runIndex + 1] {
                                shapeRun(
                                    text.runs[runIndex].attributes, family: families[runIndex], run: runIndex,
                                    range: runStarts[runIndex]..<runStarts[runIndex + 1], buffers: buffers, hb: hb, pen: &pen, into: out)
                            }
                            buffers.x[n] = pen
                        }
                    }
                }
            }
        }
        out.scalars = scalars
        out.glyphs = glyphs; out.styleOf = styleOf; out.flags = flags; out.classes = classes
        out.setPositions(owning: xs, kerns)
        out.resolveEllipses(registry: registry)
        out.styleBoxes = out.styles.map { StyleBox(ascent: $0.ascent, descent: $0.descent, lineGap: $0.lineGap) }
        var last = -1
        for i in 0..<n where Int(styleOf[i]) != last {
            last = Int(styleOf[i])
            out.styleRunStarts.append(i); out.styleRunStyles.append(last)
        }
        out.strategy = strategy
        out.setWordBreaks(BreakList(breaks: LineBreaker.opportunities(out, strategy: strategy), shaped: out))
        if out.hasRightToLeft {
            for i in 0..<n {
                guard let m = Bidi.mirror(out.scalars[i]) else { continue }
                let face = registry.faces[out.styles[Int(out.styleOf[i])].face]
                let g = face.glyph(for: m)
                if g != 0 { out.mirroredGlyphs[i] = g }
            }
        }
        if out.styleRunStarts.count == 1 { out.singleStyleBox = out.styleBoxes[out.styleRunStyles[0]] }
        return out
    }

    private func shapeRun(
        _ attrs: TextAttributes, family: ResolvedFamilyWeight, run runIndex: Int, range: Range<Int>,
        buffers b: ShapeBuffers, hb: HarfBuzzShaper, pen: inout Double, into out: ShapedText
    ) {
        let faces = registry.faces
        let table = LineBreakTable.shared
        let chain = family.chain
        var chainStyles = [Int](repeating: -1, count: chain.count)
        let primaryStyle = Typesetter.style(0, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: out)
        let primaryFace = faces[family.face]
        let primaryTables = primaryFace.tables
        let primaryScale = out.styles[primaryStyle].scale
        let letterSpacing = attrs.kern
        if letterSpacing < 0 { out.hasNegativeLetterSpacing = true }
        let tabAdvance = 4 * Double(primaryTables.advance(primaryFace.glyph(for: 0x20))) * primaryScale + letterSpacing
        // Value copies of the chain's tables: looking a glyph up in a fallback face then
        // touches no object (Korean text falls back on every syllable).
        var chainTables: [FaceTables] = []
        chainTables.reserveCapacity(chain.count)
        for f in chain { chainTables.append(faces[f].tables) }
        var lastFallback = 0
        var prevChainPos = 0
        var anyFlags: UInt8 = 0
        defer { if anyFlags & ShapedText.rightToLeft != 0 { out.hasRightToLeft = true } }
        var st = primaryStyle
        let emojiPos = registry.emojiFace.flatMap { chain.firstIndex(of: $0) }
        var emojiUntil = range.lowerBound
        var emojiStyle = -1
        // Pass 1: per scalar its flags, line-break class and face (the fallback chain).
        for i in range {
            let v = b.scalars[i]
            let info = table.info(v)
            let f = UInt8(truncatingIfNeeded: info >> 8)
            b.classes[i] = UInt8(truncatingIfNeeded: info & 0x3F)
            b.flags[i] = f
            anyFlags |= f
            if i < emojiUntil {
                b.styleOf[i] = UInt16(truncatingIfNeeded: emojiStyle)
                continue
            }
            if let ep = emojiPos, Typesetter.mayStartEmoji(v),
                Typesetter.presentsAsEmoji(v, next: i + 1 < range.upperBound ? b.scalars[i + 1] : 0),
                faces[chain[ep]].covers(v)
            {
                emojiUntil = i + Graphemes.firstClusterLength(b.scalars, from: i, to: range.upperBound)
                emojiStyle = Typesetter.style(ep, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: out)
                b.styleOf[i] = UInt16(truncatingIfNeeded: emojiStyle)
                st = emojiStyle
                prevChainPos = ep
                continue
            }
            if info & CharInfo.special != 0 {
                // Joiners, variation selectors, bidi controls: shaped with their neighbour
                // (HarfBuzz hides them), so a ZWJ does not split a run's font or script.
                b.styleOf[i] = UInt16(truncatingIfNeeded: Typesetter.breaksShaping(v, info) ? primaryStyle : st)
                prevChainPos = 0
                continue
            }
            let glyph = v < 0x10000 ? primaryTables.bmpGlyph(v) : primaryFace.glyph(for: v)
            var chainPos = 0
            if glyph != 0 {
                st = primaryStyle
            } else {
                if v < 0x10000 {
                    if f & ShapedText.mark != 0, prevChainPos > 0, chainTables[prevChainPos].bmpGlyph(v) != 0 {
                        chainPos = prevChainPos
                    } else if lastFallback > 0, chainTables[lastFallback].bmpGlyph(v) != 0 {
                        chainPos = lastFallback
                    } else {
                        var p = 1
                        while p < chain.count && chainTables[p].bmpGlyph(v) == 0 { p += 1 }
                        if p < chain.count { chainPos = p; lastFallback = p }
                    }
                } else {
                    var p = 1
                    while p < chain.count && faces[chain[p]].glyph(for: v) == 0 { p += 1 }
                    if p < chain.count { chainPos = p; lastFallback = p }
                }
                if chainPos > 0 {
                    if chainStyles[chainPos] >= 0 {
                        st = chainStyles[chainPos]
                    } else {
                        st = Typesetter.style(chainPos, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: out)
                    }
                } else {
                    st = primaryStyle
                    if f & ShapedText.whitespace == 0 {
                        let box = family.notdefPosition
                        if box > 0 {
                            if chainStyles[box] >= 0 {
                                st = chainStyles[box]
                            } else {
                                st = Typesetter.style(box, chain: chain, attrs: attrs, run: runIndex, faces: faces, cache: &chainStyles, into: out)
                            }
                        }
                        out.noteUncovered(v, font: faces[chain[box]].name)
                    }
                }
            }
            b.styleOf[i] = UInt16(truncatingIfNeeded: st)
            prevChainPos = chainPos
        }
        // Pass 2: shape maximal segments of one face and one script with HarfBuzz (the
        // run's text as context, so Arabic joins across a segment edge), then write pens.
        let scripts = HarfBuzzShaper.scripts(b.scalars, range)
        let features = HarfBuzzShaper.features(attrs.font.features)
        let featureKey = HarfBuzzShaper.featureKey(attrs.font.features)
        var x = pen
        var i = range.lowerBound
        while i < range.upperBound {
            let v = b.scalars[i]
            if Typesetter.breaksShaping(v, table.info(v)) {
                b.x[i] = x
                b.glyphs[i] = 0
                if v == 0x09 { x += tabAdvance }
                i += 1
                continue
            }
            let style = b.styleOf[i], script = scripts[i - range.lowerBound]
            var j = i + 1
            while j < range.upperBound, b.styleOf[j] == style, scripts[j - range.lowerBound] == script,
                !Typesetter.breaksShaping(b.scalars[j], table.info(b.scalars[j]))
            { j += 1 }
            let r = out.styles[Int(style)]
            hb.shape(
                faces[r.face], faceIndex: r.face, scalars: b.scalars, context: range, item: i..<j, script: script, features: features,
                featureKey: featureKey, words: words, scale: r.scale, letterSpacing: letterSpacing, buffers: b, pen: &x, into: out)
            i = j
        }
        pen = x
    }

    /// A quick filter for `presentsAsEmoji`: false for most text (Latin, Arabic, Hebrew,
    /// Hangul, CJK) without looking up a property.
    @inline(__always) static func mayStartEmoji(_ v: UInt32) -> Bool {
        if v < 0x203C { return v == 0x23 || v == 0x2A || (v >= 0x30 && v <= 0x39) || v == 0xA9 || v == 0xAE }
        return v <= 0x3299 || v >= 0x1F000
    }

    /// Whether `v` followed by `next` (0 at the end) starts an emoji-presentation cluster.
    static func presentsAsEmoji(_ v: UInt32, next: UInt32) -> Bool {
        if next == 0xFE0E { return false }
        if v == 0x23 || v == 0x2A || (v >= 0x30 && v <= 0x39) { return next == 0xFE0F || next == 0x20E3 }
        guard let scalar = Unicode.Scalar(v) else { return false }
        let p = scalar.properties
        return p.isEmojiPresentation || (next == 0xFE0F && p.isEmoji)
    }

    /// Newlines, tabs and C0/C1 controls end a shaping segment; other invisible characters
    /// (joiners, variation selectors, bidi controls, soft hyphen) are shaped in it.
    @inline(__always) static func breaksShaping(_ v: UInt32, _ info: UInt16) -> Bool {
        info & CharInfo.special != 0 && (info & (CharInfo.newline | CharInfo.tab) != 0 || v < 0x20 || (v >= 0x7F && v <= 0x9F))
    }

    /// The style for chain position `pos` of a run, created on first use.
    private static func style(
        _ pos: Int, chain: [Int], attrs: TextAttributes, run: Int, faces: [FontFace],
        cache: inout [Int], into out: ShapedText
    ) -> Int {
        if cache[pos] >= 0 { return cache[pos] }
        let f = faces[chain[pos]]
        let m = f.metrics
        let scale = attrs.font.size / m.unitsPerEm
        out.styles.append(
            ResolvedStyle(
                face: chain[pos], fontName: f.name, size: attrs.font.size, color: attrs.color, scale: scale,
                letterSpacing: attrs.kern, ascent: m.ascender * scale, descent: -m.descender * scale,
                lineGap: m.lineGap * scale, run: run))
        out.chains.append(chain)
        cache[pos] = out.styles.count - 1
        return out.styles.count - 1
    }
}

/// The per-scalar output arrays of shaping, as raw pointers for the hot loop.
struct ShapeBuffers {
    let scalars: UnsafePointer<UInt32>
    let glyphs: UnsafeMutablePointer<UInt16>
    let styleOf: UnsafeMutablePointer<UInt16>
    let flags: UnsafeMutablePointer<UInt8>
    let classes: UnsafeMutablePointer<UInt8>
    let x: UnsafeMutablePointer<Double>
    let kern: UnsafeMutablePointer<Double>
}

extension ShapedText {
    /// Records a character no font covers: one diagnostic per scalar, counting its occurrences.
    func noteUncovered(_ v: UInt32, font: String) {
        guard let i = uncovered[v] else {
            uncovered[v] = diagnostics.count
            diagnostics.append(.uncoveredCharacter(scalar: v, font: font, count: 1))
            return
        }
        if case let .uncoveredCharacter(s, f, n) = diagnostics[i] { diagnostics[i] = .uncoveredCharacter(scalar: s, font: f, count: n + 1) }
    }
}
