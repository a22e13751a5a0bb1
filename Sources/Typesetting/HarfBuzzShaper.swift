import CHarfBuzz

/// One HarfBuzz buffer, reused for every segment of one `shape` call (a buffer is not
/// thread-safe; fonts are immutable and shared).
///
/// A segment's output goes back to per-scalar arrays by cluster, in logical order:
/// the first scalar of a cluster gets the pen (`x`) and the glyph; the other scalars of
/// the cluster get the pen after it and `ShapedText.noGlyph` (they draw nothing, so a line
/// cut inside a ligature still draws it once). Clusters of more than one glyph, or with
/// offsets (marks), keep their glyphs, left to right, in `ShapedText.clusterGlyphs`.
/// Positions are font units (the font's scale is its units per em; no hinting) times
/// points per unit, so they match HarfBuzz at any size exactly.
final class HarfBuzzShaper {
    private let buffer: OpaquePointer
    private let language: hb_language_t?

    init() {
        buffer = hb_buffer_create()
        // A fixed language: results never depend on the process locale.
        language = hb_language_from_string("und", -1)
    }

    deinit { hb_buffer_destroy(buffer) }

    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue
    static let latin = HB_SCRIPT_LATIN.rawValue

    /// The script of every scalar of `range`, with Common, Inherited and Unknown resolved
    /// to the script before them (at the start: the first one after), as HarfBuzz's
    /// segment properties would be for each script run.
    static func scripts(_ scalars: UnsafePointer<UInt32>, _ range: Range<Int>) -> [UInt32] {
        let funcs = hb_unicode_funcs_get_default()
        var out = [UInt32](repeating: common, count: range.count)
        var last = common
        var firstReal = -1
        for (k, i) in range.enumerated() {
            let v = scalars[i]
            var sc: UInt32
            if v < 0x80 {
                sc = (v | 0x20) >= 0x61 && (v | 0x20) <= 0x7A ? latin : common
            } else {
                sc = hb_unicode_script(funcs, v).rawValue
            }
            if sc == common || sc == inherited || sc == unknown { sc = last } else if firstReal < 0 { firstReal = k }
            last = sc
            out[k] = sc
        }
        if firstReal > 0 { for k in 0..<firstReal { out[k] = out[firstReal] } }
        return out
    }

    static func features(_ settings: [FontFeature]) -> [hb_feature_t] {
        settings.map { hb_feature_t(tag: $0.tag, value: $0.value, start: 0, end: UInt32.max) }
    }

    /// Shapes `item` (scalar indices) of `face` with `context` as surrounding text and
    /// writes glyphs, pens and trailing kerning into `b`, advancing `pen`.
    func shape(_ face: FontFace, scalars: UnsafePointer<UInt32>, context: Range<Int>, item: Range<Int>, script: UInt32,
               features: [hb_feature_t], scale: Double, letterSpacing: Double, buffers b: ShapeBuffers,
               pen: inout Double, into out: ShapedText) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(buffer, scalars + context.lowerBound, Int32(context.count),
                            UInt32(item.lowerBound - context.lowerBound), Int32(item.count))
        let hbScript = hb_script_t(rawValue: script)
        let direction = script == HarfBuzzShaper.common ? HB_DIRECTION_LTR : hb_script_get_horizontal_direction(hbScript)
        let rtl = direction == HB_DIRECTION_RTL
        hb_buffer_set_script(buffer, hbScript)
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        features.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        var n: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &n), let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return }
        let count = Int(n)
        let base = context.lowerBound
        // Cluster groups in output order, then walked in logical order.
        var groups: [(start: Int, end: Int)] = []
        var g = 0
        while g < count {
            var e = g + 1
            while e < count && infos[e].cluster == infos[g].cluster { e += 1 }
            groups.append((g, e))
            g = e
        }
        if rtl { groups.reverse() }
        var x = pen
        for (k, grp) in groups.enumerated() {
            let cs = base + Int(infos[grp.start].cluster)
            let ce = k + 1 < groups.count ? base + Int(infos[groups[k + 1].start].cluster) : item.upperBound
            guard cs >= item.lowerBound, cs < ce, ce <= item.upperBound else { continue }
            var advance: Int32 = 0
            let simple = grp.end - grp.start == 1 && positions[grp.start].x_offset == 0 && positions[grp.start].y_offset == 0
            if simple {
                advance = positions[grp.start].x_advance
                var glyph = UInt16(truncatingIfNeeded: infos[grp.start].codepoint)
                // HarfBuzz mirrors brackets in right-to-left runs; layout mirrors by
                // resolved level instead (`mirroredGlyphs`), so keep the character's glyph.
                if rtl, ce - cs == 1, Bidi.mirror(scalars[cs]) != nil {
                    let own = face.glyph(for: scalars[cs])
                    if own != 0 { glyph = own }
                }
                b.glyphs[cs] = glyph
            } else {
                var list: [ClusterGlyph] = []
                list.reserveCapacity(grp.end - grp.start)
                for q in grp.start..<grp.end {
                    let p = positions[q]
                    list.append(ClusterGlyph(glyph: UInt16(truncatingIfNeeded: infos[q].codepoint),
                                             dx: Double(advance + p.x_offset) * scale, dy: -Double(p.y_offset) * scale))
                    advance += p.x_advance
                }
                b.glyphs[cs] = list.first?.glyph ?? 0
                out.clusterGlyphs[cs] = list
            }
            let w = Double(advance) * scale
            b.x[cs] = x
            var q = cs + 1
            while q < ce { b.x[q] = x + w; b.glyphs[q] = ShapedText.noGlyph; q += 1 }
            x += w
            if advance != 0 { x += letterSpacing }
            // GPOS kerning moved the next cluster: remember by how much, so a line's ink
            // ends at the last glyph's own advance (as the `kern` table path did).
            if !rtl && simple {
                let delta = advance - face.tables.advance(b.glyphs[cs])
                if delta != 0 && !(b.flags[cs] & ShapedText.mark != 0) { b.kern[ce] = Double(delta) * scale }
            }
        }
        pen = x
    }
}

/// A glyph of a multi-glyph or offset cluster, relative to the cluster's left edge on
/// the baseline (points, y down).
struct ClusterGlyph: Sendable {
    var glyph: UInt16
    var dx: Double
    var dy: Double
}
