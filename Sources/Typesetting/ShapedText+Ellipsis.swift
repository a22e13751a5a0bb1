extension ShapedText {
    static let ellipsisScalar: UInt32 = 0x2026

    /// A style for "…" in the attributes of style `st`: its own face when it covers
    /// U+2026, else the first face of its fallback chain that does (else its own face,
    /// which draws `.notdef`).
    mutating func ellipsisStyle(for st: Int, registry: FontRegistry) -> Int {
        let base = styles[st]
        let chain = chains[st]
        var face = base.face
        if !registry.faces[face].covers(ShapedText.ellipsisScalar) {
            face = chain.first { registry.faces[$0].covers(ShapedText.ellipsisScalar) } ?? base.face
        }
        if face == base.face { return st }
        if let existing = styles.firstIndex(where: { $0.face == face && $0.run == base.run }) { return existing }
        let f = registry.faces[face]
        let scale = base.size / f.metrics.unitsPerEm
        var r = base
        r.face = face; r.fontName = f.name; r.scale = scale
        r.ascent = f.metrics.ascender * scale; r.descent = -f.metrics.descender * scale; r.lineGap = f.metrics.lineGap * scale
        styles.append(r); chains.append(chain)
        return styles.count - 1
    }

    func ellipsisGlyph(_ st: Int, registry: FontRegistry) -> UInt16 {
        registry.faces[styles[st].face].glyph(for: ShapedText.ellipsisScalar)
    }
}
