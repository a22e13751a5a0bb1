import CFreeType
import CHarfBuzz
import Support

/// `hb_font_get_nominal_glyph`, 0 when the font lacks `scalar`.
func hb_font_get_nominal_glyph_or_zero(_ font: OpaquePointer, _ scalar: UInt32) -> UInt32 {
    var g: UInt32 = 0
    return hb_font_get_nominal_glyph(font, scalar, &g) != 0 ? g : 0
}

/// One loaded font file: everything layout needs, read once at load time into flat,
/// immutable arrays so that measuring never takes a lock or calls FreeType.
///
/// - cmap: a 64 K-entry table for the Basic Multilingual Plane plus a dictionary for
///   the rest; glyph 0 means "not covered".
/// - advances: `hmtx` advances in font units (HarfBuzz's, scale = units per em), unrounded.
/// - shaping: a HarfBuzz font over the same file's bytes (OpenType funcs, scale =
///   units per em, no hinting), so shaped advances and offsets are exact font units.
///
/// The hot tables live in memory this object owns and never changes after `init`;
/// `tables` hands out plain pointers so the measuring loop does no reference counting.
final class FontFace: @unchecked Sendable {
    /// The file name without extension; the display list's `font`.
    let name: String
    /// The family name FreeType reports (e.g. "DejaVu Sans").
    let familyName: String
    let isBold: Bool
    /// FreeType's italic style flag (the face's `macStyle`/`fsSelection` italic bit).
    let isItalic: Bool
    /// The OS/2 weight class (100 … 900); a style-linked bold face (`FT_STYLE_FLAG_BOLD`)
    /// counts as at least 700, so Nanum Gothic Bold (class 600) is its family's bold.
    let weight: Int
    /// A colour bitmap font (CBDT, like Noto Color Emoji): glyphs draw as images from its
    /// fixed strike, not as outlines.
    let isColorBitmap: Bool
    /// Pixels per em of the strike colour glyphs come from (0 for an outline font).
    let strikePixelsPerEm: Double
    let metrics: FontMetrics
    let glyphCount: Int
    private let astral: [UInt32: UInt16]
    /// Pointers to the cmap (BMP) and advance tables.
    let tables: FaceTables
    /// The HarfBuzz font (immutable, so shaping with it from several threads is safe).
    let hbFont: OpaquePointer
    /// Text shapes the same word by word as whole (so words may be cached) unless it holds
    /// one of `spacePartners`: the glyphs of the GSUB/GPOS lookups that involve the space
    /// glyph (DejaVu Sans: space + an Arabic haraka is a ligature). False when those
    /// lookups involve too many glyphs to check.
    var wordsShapeAlone: Bool { spaceLookups.partners != nil }
    var spacePartners: Set<UInt16> { spaceLookups.partners ?? [] }
    /// The partners (nil: too many to check), found on first use: walking every lookup
    /// of a face is most of its load time, and most faces of a directory are never used.
    var spaceLookups: SpaceLookups {
        spaceLookupState.withLock { state in
            if let state { return state }
            let found = SpaceLookups(
                partners: FontFace.lookupPartners(
                    of: hb_font_get_nominal_glyph_or_zero(hbFont, 0x20),
                    face: hb_font_get_face(hbFont)))
            state = found
            return found
        }
    }
    private let spaceLookupState = Locked<SpaceLookups?>(nil)
    struct SpaceLookups: Sendable {
        var partners: Set<UInt16>?
        /// `partners` as a bitmap over every glyph id (a bit test per scalar where a set lookup
        /// hashed each one: most of a cold text measurement's shaping time).
        let bits: [UInt64]

        init(partners: Set<UInt16>?) {
            self.partners = partners
            var bits = [UInt64](repeating: 0, count: partners?.isEmpty == false ? 1024 : 0)
            for g in partners ?? [] { bits[Int(g) >> 6] |= 1 << UInt64(g & 63) }
            self.bits = bits
        }

        /// Whether glyph `g` is one of `partners`.
        @inline(__always) func isPartner(_ g: UInt16) -> Bool {
            bits.isEmpty ? false : bits[Int(g) >> 6] & (1 << UInt64(g & 63)) != 0
        }
    }

    /// - Throws: `FontError.unshapableFont` when HarfBuzz cannot read the file FreeType opened.
    /// `memory`: the file's bytes when it was loaded from memory (HarfBuzz copies them); nil: HarfBuzz reads `path`.
    init(name: String, path: String, memory: UnsafeRawBufferPointer? = nil, face: FT_Face) throws(FontError) {
        self.name = name
        let rec0 = face.pointee
        isColorBitmap =
            rec0.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
            && rec0.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && rec0.num_fixed_sizes > 0
        // The largest strike: the one colour glyphs are drawn from (Noto Color Emoji has one, 109 ppem).
        var ppem = 0.0
        if isColorBitmap, let sizes = rec0.available_sizes {
            for k in 0..<Int(rec0.num_fixed_sizes) { ppem = max(ppem, Double(sizes[k].y_ppem) / 64) }
        }
        strikePixelsPerEm = ppem
        let fileBlob: OpaquePointer?
        if let memory, let base = memory.baseAddress, memory.count <= Int(UInt32.max) {
            fileBlob = hb_blob_create_or_fail(base.assumingMemoryBound(to: CChar.self), UInt32(memory.count), HB_MEMORY_MODE_DUPLICATE, nil, nil)
        } else {
            fileBlob = memory == nil ? hb_blob_create_from_file_or_fail(path) : nil
        }
        guard let blob = fileBlob else { throw .unshapableFont(path: path) }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        guard let hbFace, hb_face_get_glyph_count(hbFace) > 0 else {
            hb_face_destroy(hbFace)
            throw .unshapableFont(path: path)
        }
        let font = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        guard let font else { throw .unshapableFont(path: path) }
        // Positions in font units: scale = upem; no ppem, so nothing is hinted.
        let upemUnits = Int32(hb_face_get_upem(hb_font_get_face(font)))
        hb_font_set_scale(font, upemUnits, upemUnits)
        hb_font_make_immutable(font)
        hbFont = font
        let rec = face.pointee
        familyName = rec.family_name.map { String(cString: $0) } ?? name
        isBold = (rec.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0
        isItalic = (rec.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        var weightClass = isBold ? 700 : 400
        // FreeType reports no units per em for a bitmap-only face; HarfBuzz reads `head`'s.
        let upem = Double(rec.units_per_EM != 0 ? Int32(rec.units_per_EM) : upemUnits > 0 ? upemUnits : 1000)
        var asc = Double(rec.ascender), desc = Double(rec.descender), gap = Double(rec.height) - (asc - desc)
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            asc = Double(hhea.Ascender); desc = Double(hhea.Descender); gap = Double(hhea.Line_Gap)
        }
        var cap = asc * 0.7, xh = asc * 0.5
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2 && os2.sCapHeight > 0 { cap = Double(os2.sCapHeight) }
            if os2.version >= 2 && os2.sxHeight > 0 { xh = Double(os2.sxHeight) }
            if (1...1000).contains(os2.usWeightClass) { weightClass = isBold ? max(700, Int(os2.usWeightClass)) : Int(os2.usWeightClass) }
        }
        weight = weightClass
        // OS/2 before version 2 (DejaVu's) has no cap/x-height: measure 'H' and 'x' as
        // FreeType and CoreText do.
        if cap == asc * 0.7, let h = FontFace.glyphTop(face, scalar: 0x48) { cap = h }
        if xh == asc * 0.5, let x = FontFace.glyphTop(face, scalar: 0x78) { xh = x }
        metrics = FontMetrics(unitsPerEm: upem, ascender: asc, descender: desc, lineGap: max(0, gap), capHeight: cap, xHeight: xh)
        glyphCount = Int(rec.num_glyphs)

        var bmp = [UInt16](repeating: 0, count: 0x10000)
        var astral: [UInt32: UInt16] = [:]
        var gindex: FT_UInt = 0
        var code = FT_Get_First_Char(face, &gindex)
        while gindex != 0 {
            if code < 0x10000 {
                bmp[Int(code)] = UInt16(truncatingIfNeeded: gindex)
            } else if code <= 0x10FFFF {
                astral[UInt32(code)] = UInt16(truncatingIfNeeded: gindex)
            }
            code = FT_Get_Next_Char(face, code, &gindex)
        }
        self.astral = astral
        let bmpTable = UnsafeMutablePointer<UInt16>.allocate(capacity: 0x10000)
        bmp.withUnsafeBufferPointer { _ = UnsafeMutableBufferPointer(start: bmpTable, count: 0x10000).initialize(from: $0) }

        let n = Int(rec.num_glyphs)
        // HarfBuzz's advances (hmtx, font units: its scale is units per em) — the ones it
        // shapes with, read in one call (FreeType's FT_Get_Advances parses every CFF charstring
        // of an .otf, and has none for a bitmap-only face).
        var adv = [Int32](repeating: 0, count: max(n, 1))
        if n > 0 {
            var ids = [hb_codepoint_t](repeating: 0, count: n)
            for i in 0..<n { ids[i] = hb_codepoint_t(i) }
            ids.withUnsafeBufferPointer { idp in
                adv.withUnsafeMutableBufferPointer { ap in
                    hb_font_get_glyph_h_advances(
                        font, UInt32(n), idp.baseAddress, UInt32(MemoryLayout<hb_codepoint_t>.stride),
                        ap.baseAddress, UInt32(MemoryLayout<Int32>.stride))
                }
            }
        }
        let advTable = UnsafeMutablePointer<Int32>.allocate(capacity: adv.count)
        adv.withUnsafeBufferPointer { _ = UnsafeMutableBufferPointer(start: advTable, count: adv.count).initialize(from: $0) }
        tables = FaceTables(bmp: bmpTable, advances: advTable, glyphCount: n)
    }

    deinit {
        tables.bmp.deallocate()
        tables.advances.deallocate()
        hb_font_destroy(hbFont)
    }

    /// The glyphs (other than `glyph`) of every GSUB/GPOS lookup that has `glyph` in its
    /// before, input, after or output set (only the input set when `glyph` is only context);
    /// nil when there are more than 256 (or no glyph).
    private static func lookupPartners(of glyph: UInt32, face: OpaquePointer?) -> Set<UInt16>? {
        guard glyph != 0 else { return nil }
        let sets = (0..<5).map { _ in hb_set_create()! }
        defer { for s in sets { hb_set_destroy(s) } }
        var partners = Set<UInt16>()
        for table in [FontFace.tag("GSUB"), FontFace.tag("GPOS")] {
            hb_set_clear(sets[4])
            // Every feature's lookups but `aalt`'s (access all alternates: never applied
            // unless asked for, and then words are not shaped alone, see `HarfBuzzShaper`).
            var count: UInt32 = 512
            var tags = [UInt32](repeating: 0, count: Int(count))
            _ = hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags)
            var wanted = Array(Set(tags.prefix(Int(count))).subtracting([FontFace.tag("aalt"), 0])).sorted()
            wanted.append(0)
            hb_ot_layout_collect_lookups(face, table, nil, nil, wanted, sets[4])
            var lookup = UInt32.max  // HB_SET_VALUE_INVALID: start
            while hb_set_next(sets[4], &lookup) != 0 {
                for k in 0..<4 { hb_set_clear(sets[k]) }
                hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
                guard (0..<4).contains(where: { hb_set_has(sets[$0], glyph) != 0 }) else { continue }
                // The space only as context (Inter's `calt` looks at every glyph around an
                // arrow or a colon): only the lookup's input glyphs can shape differently
                // beside a space, so only they are partners.
                let contextOnly = hb_set_has(sets[1], glyph) == 0 && hb_set_has(sets[3], glyph) == 0
                var candidates: [UInt32] = []
                for k in contextOnly ? [1] : [0, 1, 2] {
                    guard hb_set_get_population(sets[k]) <= 256 else { return nil }
                    var g = UInt32.max
                    while hb_set_next(sets[k], &g) != 0 { if g != glyph { candidates.append(g) } }
                }
                if table == FontFace.tag("GSUB") && !contextOnly {
                    // A substitution that takes the space as input (DejaVu's ligatures of space +
                    // an Arabic haraka, in one lookup with alef + hamza): only the glyphs that
                    // form a sequence with the space that the lookup substitutes are partners
                    // (pairs and triples, space first or last), so alef stays word-by-word.
                    let set = Array(Set(candidates)).sorted()
                    func substitutes(_ seq: [UInt32]) -> Bool {
                        seq.withUnsafeBufferPointer { hb_ot_layout_lookup_would_substitute(face, lookup, $0.baseAddress, UInt32(seq.count), 0) != 0 }
                    }
                    var kept: [UInt32] = []
                    for g in set {
                        if substitutes([glyph, g]) || substitutes([g, glyph]) { kept.append(g); continue }
                        if set.contains(where: { h in
                            substitutes([glyph, g, h]) || substitutes([glyph, h, g]) || substitutes([h, g, glyph]) || substitutes([g, h, glyph])
                        }) {
                            kept.append(g)
                        }
                    }
                    candidates = kept
                }
                for g in candidates { partners.insert(UInt16(truncatingIfNeeded: g)) }
                if partners.count > 256 { return nil }
            }
        }
        return partners
    }

    static func tag(_ s: StaticString) -> UInt32 {
        var t: UInt32 = 0
        s.withUTF8Buffer { for b in $0 { t = t << 8 | UInt32(b) } }
        return t
    }

    /// The top of `scalar`'s glyph outline in font units (unhinted), nil when absent.
    private static func glyphTop(_ face: FT_Face, scalar: UInt32) -> Double? {
        let g = FT_Get_Char_Index(face, FT_ULong(scalar))
        guard g != 0, FT_Load_Glyph(face, g, FreeTypeFlags.loadNoScale | FreeTypeFlags.loadNoHinting | FreeTypeFlags.loadNoBitmap) == 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&face.pointee.glyph.pointee.outline, &box)
        return box.yMax > 0 ? Double(box.yMax) : nil
    }

    /// The glyph for `scalar`, 0 when this face does not cover it.
    @inline(__always) func glyph(for scalar: UInt32) -> UInt16 {
        if scalar < 0x10000 { return tables.bmp[Int(scalar)] }
        return astral[scalar] ?? 0
    }

    @inline(__always) func covers(_ scalar: UInt32) -> Bool { glyph(for: scalar) != 0 }

    /// Advance of `glyph` in font units (0 for an out-of-range glyph).
    @inline(__always) func advance(_ glyph: UInt16) -> Int32 { tables.advance(glyph) }
}

/// Raw pointers to a face's immutable lookup tables (owned by its `FontFace`, which must
/// outlive every use: the registry keeps faces for its whole life).
struct FaceTables: @unchecked Sendable {
    let bmp: UnsafeMutablePointer<UInt16>
    let advances: UnsafeMutablePointer<Int32>
    let glyphCount: Int

    /// The BMP glyph of `v` (callers handle `v >= 0x10000` through the face).
    @inline(__always) func bmpGlyph(_ v: UInt32) -> UInt16 { bmp[Int(v)] }

    @inline(__always) func advance(_ g: UInt16) -> Int32 { Int(g) < glyphCount ? advances[Int(g)] : 0 }
}

/// FreeType flag values (their C macros do not import into Swift).
enum FreeTypeFlags {
    static let loadNoScale: Int32 = 1 << 0
    static let loadNoHinting: Int32 = 1 << 1
    static let loadNoBitmap: Int32 = 1 << 3
    static let loadColor: Int32 = 1 << 20
}
