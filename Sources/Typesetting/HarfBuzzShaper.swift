import CHarfBuzz
import Support

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

    /// The settings as cache-key words (tag and value).
    static func featureKey(_ settings: [FontFeature]) -> [UInt64] { settings.map { UInt64($0.tag) << 32 | UInt64($0.value) } }

    static func features(_ settings: [FontFeature]) -> [hb_feature_t] {
        settings.map { hb_feature_t(tag: $0.tag, value: $0.value, start: 0, end: UInt32.max) }
    }

    /// Shapes `item` (scalar indices) of `face` with `context` as surrounding text and
    /// writes glyphs, pens and trailing kerning into `b`, advancing `pen`.
    ///
    /// When the face's lookups that involve the space glyph involve no character of the
    /// item (`FontFace.spacePartners`), words and runs of spaces shape alone and come from `words` (a word shaped once is not shaped again, in any
    /// text); a piece whose edge is not a space or the context's edge (a font change
    /// inside a word) is shaped with its context instead, so Arabic still joins there.
    func shape(
        _ face: FontFace, faceIndex: Int, scalars: UnsafePointer<UInt32>, context: Range<Int>, item: Range<Int>, script: UInt32,
        features: [hb_feature_t], featureKey: [UInt64], words: WordShapeCache?, scale: Double, letterSpacing: Double,
        buffers b: ShapeBuffers, pen: inout Double, into out: ShapedText
    ) {
        let direction = script == HarfBuzzShaper.common ? HB_DIRECTION_LTR : hb_script_get_horizontal_direction(hb_script_t(rawValue: script))
        let rtl = direction == HB_DIRECTION_RTL
        let lookups = words != nil ? face.spaceLookups : nil
        var wordByWord = lookups?.partners != nil && !featureKey.contains { $0 >> 32 == UInt64(FontFace.tag("aalt")) }
        if wordByWord, let lookups, !lookups.bits.isEmpty {
            for i in item where lookups.isPartner(face.glyph(for: scalars[i])) { wordByWord = false; break }
        }
        var featureHash: UInt64 = 0
        for f in featureKey { featureHash = (featureHash ^ f) &* 0x9E37_79B9_7F4A_7C15 }
        guard let words, wordByWord else {
            let records = shapeRaw(face, scalars: scalars, context: context, item: item, script: script, rtl: rtl, features: features)
            emit(
                records, base: context.lowerBound, item: item, rtl: rtl, face: face, scalars: scalars, scale: scale,
                letterSpacing: letterSpacing, buffers: b, pen: &pen, into: out)
            return
        }
        var p = item.lowerBound
        while p < item.upperBound {
            let isSpace = scalars[p] == 0x20
            var q = p + 1
            while q < item.upperBound && (scalars[q] == 0x20) == isSpace { q += 1 }
            let alone = isSpace || ((p == context.lowerBound || scalars[p - 1] == 0x20) && (q == context.upperBound || scalars[q] == 0x20))
            if alone {
                let text = UnsafeBufferPointer(start: scalars + p, count: q - p)
                let h = WordShapeCache.hash(face: faceIndex, script: script, featureHash: featureHash, text: text)
                let records: [GlyphRecord]
                if let hit = words.get(h, face: faceIndex, script: script, features: featureKey, text: text) {
                    records = hit
                } else {
                    records = shapeRaw(face, scalars: scalars, context: p..<q, item: p..<q, script: script, rtl: rtl, features: features)
                    words.put(h, WordShapeCache.Entry(face: faceIndex, script: script, features: featureKey, text: Array(text), records: records))
                }
                emit(
                    records, base: p, item: p..<q, rtl: rtl, face: face, scalars: scalars, scale: scale,
                    letterSpacing: letterSpacing, buffers: b, pen: &pen, into: out)
            } else {
                let records = shapeRaw(face, scalars: scalars, context: context, item: p..<q, script: script, rtl: rtl, features: features)
                emit(
                    records, base: context.lowerBound, item: p..<q, rtl: rtl, face: face, scalars: scalars, scale: scale,
                    letterSpacing: letterSpacing, buffers: b, pen: &pen, into: out)
            }
            p = q
        }
    }

    /// HarfBuzz's output for `item` in `context`, in output (visual) order, font units;
    /// clusters relative to `context.lowerBound`.
    private func shapeRaw(
        _ face: FontFace, scalars: UnsafePointer<UInt32>, context: Range<Int>, item: Range<Int>, script: UInt32,
        rtl: Bool, features: [hb_feature_t]
    ) -> [GlyphRecord] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(
            buffer, scalars + context.lowerBound, Int32(context.count),
            UInt32(item.lowerBound - context.lowerBound), Int32(item.count))
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        features.withUnsafeBufferPointer { hb_shape(face.hbFont, buffer, $0.baseAddress, UInt32($0.count)) }
        var n: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &n), let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
        return (0..<Int(n)).map {
            GlyphRecord(
                glyph: infos[$0].codepoint, cluster: infos[$0].cluster, advance: positions[$0].x_advance,
                dx: positions[$0].x_offset, dy: positions[$0].y_offset)
        }
    }

    /// Writes shaped glyphs back per cluster, in logical order (see the type's comment).
    private func emit(
        _ records: [GlyphRecord], base: Int, item: Range<Int>, rtl: Bool, face: FontFace, scalars: UnsafePointer<UInt32>,
        scale: Double, letterSpacing: Double, buffers b: ShapeBuffers, pen: inout Double, into out: ShapedText
    ) {
        let count = records.count
        var x = pen
        // Cluster groups (consecutive records of one cluster) in logical order: forward
        // for left to right, backward for right to left; no allocation.
        var cursor = rtl ? count : 0
        while rtl ? cursor > 0 : cursor < count {
            let grp: (start: Int, end: Int)
            if rtl {
                var st = cursor - 1
                while st > 0 && records[st - 1].cluster == records[cursor - 1].cluster { st -= 1 }
                grp = (st, cursor); cursor = st
            } else {
                var e = cursor + 1
                while e < count && records[e].cluster == records[cursor].cluster { e += 1 }
                grp = (cursor, e); cursor = e
            }
            let cs = base + Int(records[grp.start].cluster)
            let hasNext = rtl ? cursor > 0 : cursor < count
            let ce = hasNext ? base + Int(records[rtl ? cursor - 1 : cursor].cluster) : item.upperBound
            guard cs >= item.lowerBound, cs < ce, ce <= item.upperBound else { continue }
            var advance: Int32 = 0
            let first = records[grp.start]
            let simple = grp.end - grp.start == 1 && first.dx == 0 && first.dy == 0
            if simple {
                advance = first.advance
                var glyph = UInt16(truncatingIfNeeded: first.glyph)
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
                    let r = records[q]
                    list.append(
                        ClusterGlyph(
                            glyph: UInt16(truncatingIfNeeded: r.glyph),
                            dx: Double(advance + r.dx) * scale, dy: -Double(r.dy) * scale))
                    advance += r.advance
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
                if delta != 0 && b.flags[cs] & ShapedText.mark == 0 { b.kern[ce] = Double(delta) * scale }
            }
        }
        pen = x
    }
}

/// One glyph of HarfBuzz's output, font units (`dy` up).
struct GlyphRecord: Sendable {
    var glyph: UInt32
    var cluster: UInt32
    var advance: Int32
    var dx: Int32
    var dy: Int32
}

/// Shaped words by (face, script — hence direction —, features, text), in font units, so
/// any size reuses them. Looked up by a 64-bit hash of all of that (no allocation), then
/// compared exactly. Bounded: emptied when full. Thread-safe.
final class WordShapeCache: @unchecked Sendable {
    struct Entry {
        var face: Int
        var script: UInt32
        var features: [UInt64]
        var text: [UInt32]
        var records: [GlyphRecord]
    }
    private let lock = Locked(())
    private var table: [UInt64: [Entry]] = [:]
    private var count = 0
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    static func hash(face: Int, script: UInt32, featureHash: UInt64, text: UnsafeBufferPointer<UInt32>) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(face) ^ UInt64(script) << 20 ^ featureHash
        for v in text { h = (h ^ UInt64(v)) &* 0xFF51_AFD7_ED55_8CCD; h ^= h >> 29 }
        return h ^ UInt64(text.count) << 48
    }

    func get(_ hash: UInt64, face: Int, script: UInt32, features: [UInt64], text: UnsafeBufferPointer<UInt32>) -> [GlyphRecord]? {
        lock.withLock { _ in
            guard let bucket = table[hash] else { return nil }
            for e in bucket where e.face == face && e.script == script && e.text.count == text.count && e.features == features {
                if e.text.withUnsafeBufferPointer({ $0.elementsEqual(text) }) { return e.records }
            }
            return nil
        }
    }

    func put(_ hash: UInt64, _ entry: Entry) {
        lock.withLock { _ in
            if count >= capacity { table.removeAll(keepingCapacity: true); count = 0 }
            table[hash, default: []].append(entry)
            count += 1
        }
    }

    func removeAll() {
        lock.withLock { _ in
            table.removeAll(); count = 0
        }
    }
}

/// A glyph of a multi-glyph or offset cluster, relative to the cluster's left edge on
/// the baseline (points, y down).
struct ClusterGlyph: Sendable {
    var glyph: UInt16
    var dx: Double
    var dy: Double
}
