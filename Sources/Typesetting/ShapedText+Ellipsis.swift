extension ShapedText {
    static let ellipsisScalar: UInt32 = 0x2026

    /// Adds, for every style, the style that draws "…" in its attributes: its own face when
    /// that covers U+2026, else the first face of its fallback chain that does (else its
    /// own face, which draws `.notdef`). Runs once at the end of shaping, so a shaped text
    /// is never mutated after that (layouts share it through the cache).
    func resolveEllipses(registry: FontRegistry) {
        let count = styles.count
        ellipsisStyles.reserveCapacity(count)
        for st in 0..<count {
            let base = styles[st]
            let chain = chains[st]
            var face = base.face
            if !registry.faces[face].covers(ShapedText.ellipsisScalar) {
                face = chain.first { registry.faces[$0].covers(ShapedText.ellipsisScalar) } ?? base.face
            }
            var style = st
            if face != base.face {
                if let existing = styles.firstIndex(where: { $0.face == face && $0.run == base.run && $0.size == base.size }) {
                    style = existing
                } else {
                    let f = registry.faces[face]
                    let scale = base.size / f.metrics.unitsPerEm
                    var r = base
                    r.face = face; r.fontName = f.name; r.scale = scale
                    r.ascent = f.metrics.ascender * scale; r.descent = -f.metrics.descender * scale; r.lineGap = f.metrics.lineGap * scale
                    styles.append(r); chains.append(chain)
                    style = styles.count - 1
                }
            }
            let r = styles[style]
            let glyph = registry.faces[r.face].glyph(for: ShapedText.ellipsisScalar)
            let width = Double(registry.faces[r.face].advance(glyph)) * r.scale + r.letterSpacing
            ellipsisStyles.append(Ellipsis(style: style, glyph: glyph, width: width))
        }
    }
}

/// How "…" draws in one style's attributes.
struct Ellipsis: Sendable {
    var style: Int
    var glyph: UInt16
    var width: Double
}
