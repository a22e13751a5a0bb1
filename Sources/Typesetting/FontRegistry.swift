import CFreeType
import Foundation
import Raster
import Support

/// The fonts of one directory (the repository's `Fonts/`), never system fonts.
///
/// Thread-safe: every face's layout data (cmap, advances, metrics, HarfBuzz font) is read once
/// at load time into immutable arrays, so measuring takes no lock; FreeType itself is
/// only used for glyph outlines, behind a lock, and outlines are cached.
///
/// Families are the family names FreeType reports ("Inter", "DejaVu Sans", "NanumGothic");
/// lookups ignore case and spaces, so "Nanum Gothic" finds "NanumGothic". A face's weight
/// is its OS/2 weight class.
/// The fallback chain for characters a font lacks is: the requested family, then "Inter"
/// (the UI family), "DejaVu Sans" (Latin, Greek, Cyrillic, Arabic, Hebrew, symbols), "Nanum
/// Gothic" (Hangul, CJK), "Noto Color Emoji", then any other family in the directory, in
/// name order. Emoji-presentation characters go to the colour emoji face first (see
/// `Typesetter.shape`).
public final class FontRegistry: GlyphOutlineProvider, Sendable {
    /// The directory the fonts were loaded from.
    public let directory: String
    let faces: [FontFace]
    private let faceIndexByName: [String: Int]
    /// Normalized family name → (face index, numeric weight) of its upright faces, sorted by weight.
    private let familyFaces: [String: [(face: Int, weight: Int)]]
    /// The same for italic faces (only families that have some).
    private let italicFaces: [String: [(face: Int, weight: Int)]]
    /// Family keys in fallback order.
    let fallbackFamilies: [String]
    /// Exact family spellings (as reported, and their normalized keys) → per weight
    /// (`Font.Weight.allCases` order) the resolved face and its fallback chain, so
    /// layout resolves a run's font with one dictionary lookup.
    private let resolved: [String: [ResolvedFamilyWeight]]
    private let freeType: FreeTypeBox

    /// Loads every `.ttf`, `.otf` and `.ttc` file (first face) in `directory`.
    /// - Throws: `FontError.directoryNotFound`, `.noFonts`, `.corruptFont`, `.unshapableFont`, `.freeTypeUnavailable`.
    public convenience init(directory: String) throws(FontError) {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue,
            let entries = try? fm.contentsOfDirectory(atPath: directory)
        else {
            throw .directoryNotFound(directory)
        }
        let fontFiles = entries.filter {
            let l = $0.lowercased()
            return l.hasSuffix(".ttf") || l.hasSuffix(".otf") || l.hasSuffix(".ttc")
        }.sorted()
        guard !fontFiles.isEmpty else { throw .noFonts(directory: directory) }
        try self.init(
            directory: directory,
            sources: fontFiles.map { file in
                let path = directory.hasSuffix("/") ? directory + file : directory + "/" + file
                return (String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)]), path, nil)
            })
    }

    /// The largest font file `init(fonts:)` accepts (Noto Color Emoji, the largest bundled
    /// font, is 11 MB).
    public static let maxFontBytes = 64 << 20

    /// Loads fonts from memory — `name` is the font name (a file name without extension), `bytes`
    /// the file's contents — with the same checks as `init(directory:)`; nothing is read from disk.
    /// For tests and fuzzing of hostile font files; a scene's fonts still come only from `Fonts/`.
    /// Errors name a font as `<name> (in memory)`.
    /// - Throws: `FontError.noFonts`, `.corruptFont` (also for more than `maxFontBytes`),
    ///   `.unshapableFont`, `.freeTypeUnavailable`.
    public convenience init(fonts: [(name: String, bytes: [UInt8])]) throws(FontError) {
        guard !fonts.isEmpty else { throw .noFonts(directory: "(in memory)") }
        for f in fonts where f.bytes.count > Self.maxFontBytes || f.bytes.isEmpty {
            throw .corruptFont(path: "\(f.name) (in memory)", freeTypeError: 0x02)  // FT_Err_Unknown_File_Format
        }
        try self.init(directory: "(in memory)", sources: fonts.map { ($0.name, "\($0.name) (in memory)", $0.bytes) })
    }

    /// Loads `sources` in order: each a font name, the path errors name, and the file's bytes
    /// (nil: read the file at the path).
    private init(directory: String, sources: [(name: String, path: String, bytes: [UInt8]?)]) throws(FontError) {
        self.directory = directory
        let box = try FreeTypeBox()
        var faces: [FontFace] = []
        var ftFaces: [FT_Face] = []
        var byName: [String: Int] = [:]
        for (name, path, bytes) in sources {
            var face: FT_Face?
            var memory: UnsafeRawBufferPointer? = nil
            let err: FT_Error
            if let bytes {
                // FreeType reads a memory face in place until FT_Done_Face: the box owns the copy.
                let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
                copy.copyBytes(from: bytes)
                box.memory.append(copy)
                memory = UnsafeRawBufferPointer(copy)
                err = FT_New_Memory_Face(box.library, copy.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &face)
            } else {
                err = FT_New_Face(box.library, path, 0, &face)
            }
            guard err == 0, let face else {
                for f in ftFaces { FT_Done_Face(f) }
                throw .corruptFont(path: path, freeTypeError: err)
            }
            // Outline fonts, and colour bitmap fonts with a fixed strike (CBDT emoji).
            let flags = face.pointee.face_flags
            let usable =
                flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
                || (flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0)
            guard usable, face.pointee.num_glyphs > 0 else {
                FT_Done_Face(face)
                for f in ftFaces { FT_Done_Face(f) }
                throw .corruptFont(path: path, freeTypeError: -1)
            }
            byName[name] = faces.count
            let loaded: FontFace
            do { loaded = try FontFace(name: name, path: path, memory: memory, face: face) } catch {
                FT_Done_Face(face)
                for f in ftFaces { FT_Done_Face(f) }
                throw error
            }
            faces.append(loaded)
            ftFaces.append(face)
        }
        box.faces = ftFaces
        self.freeType = box
        self.faces = faces
        self.faceIndexByName = byName

        var families: [String: [(face: Int, weight: Int)]] = [:]
        var italics: [String: [(face: Int, weight: Int)]] = [:]
        for (i, f) in faces.enumerated() {
            let key = FontRegistry.familyKey(f.familyName)
            if f.isItalic { italics[key, default: []].append((i, f.weight)) } else { families[key, default: []].append((i, f.weight)) }
        }
        // A family of italics only: its italics are also its uprights' stand-ins.
        for (k, v) in italics where families[k] == nil { families[k] = v }
        for k in families.keys { families[k]!.sort { ($0.weight, $0.face) < ($1.weight, $1.face) } }
        for k in italics.keys { italics[k]!.sort { ($0.weight, $0.face) < ($1.weight, $1.face) } }
        self.familyFaces = families
        self.italicFaces = italics
        let preferred = ["inter", "dejavusans", "nanumgothic", "notocoloremoji"].filter { families[$0] != nil }
        self.fallbackFamilies = preferred + families.keys.filter { !preferred.contains($0) }.sorted()
        var resolved: [String: [ResolvedFamilyWeight]] = [:]
        for key in families.keys {
            var perWeight: [ResolvedFamilyWeight] = []
            // Upright weights, then italic ones (`Font.Weight.allCases` order each).
            for (italic, w) in [false, true].flatMap({ i in Font.Weight.allCases.map { (i, $0) } }) {
                // CSS: italic asks for the italic faces, falling back to the upright ones.
                func list(_ k: String) -> [(face: Int, weight: Int)] { italic ? (italics[k] ?? families[k]!) : families[k]! }
                let face = FontRegistry.match(list(key), weight: w.numericValue)
                var chain = [face]
                for fk in fallbackFamilies where fk != key {
                    let f = FontRegistry.match(list(fk), weight: w.numericValue)
                    if !chain.contains(f) { chain.append(f) }
                }
                let exact = list(key).contains { $0.face == face && $0.weight == w.numericValue }
                let exactStyle = !italic || italics[key] != nil
                // Uncovered characters draw DejaVu Sans's .notdef, a box (Inter's is a stack of bars).
                let box = chain.firstIndex { FontRegistry.familyKey(faces[$0].familyName) == "dejavusans" } ?? 0
                perWeight.append(ResolvedFamilyWeight(face: face, chain: chain, isExactWeight: exact, isExactStyle: exactStyle, notdefPosition: box))
            }
            resolved[key] = perWeight
        }
        for f in faces { resolved[f.familyName] = resolved[FontRegistry.familyKey(f.familyName)] }
        self.resolved = resolved
        self.emojiFace = faces.firstIndex { $0.isColorBitmap }
    }

    /// The colour emoji face, if the directory has one (the first colour bitmap font).
    let emojiFace: Int?

    /// The face and fallback chain for a family and weight; nil for an unknown family.
    /// - Complexity: one dictionary lookup for a family spelled as reported (or its
    ///   lower-case, space-free key); otherwise one normalization more.
    func resolve(family: String, weight: Font.Weight, italic: Bool = false) -> ResolvedFamilyWeight? {
        let list = resolved[family] ?? resolved[FontRegistry.familyKey(family)]
        guard let list else { return nil }
        return list[weight.index + (italic ? Font.Weight.allCases.count : 0)]
    }

    /// Family names present, as the fonts report them, sorted.
    public var familyNames: [String] {
        var seen = Set<String>(), out: [String] = []
        for f in faces where seen.insert(f.familyName).inserted { out.append(f.familyName) }
        return out.sorted()
    }

    /// Font names (file names without extension) present, sorted.
    public var fontNames: [String] { faces.map(\.name).sorted() }

    /// Whether `family` is present (case and spaces ignored).
    public func hasFamily(_ family: String) -> Bool { familyFaces[FontRegistry.familyKey(family)] != nil }

    /// The font file name (without extension) that `font` resolves to, nil for an unknown family.
    public func fontName(for font: Font) -> String? {
        resolve(family: font.family, weight: font.weight, italic: font.italic).map { faces[$0.face].name }
    }

    /// The vertical metrics of the face `font` resolves to, in font units; nil for an unknown family.
    public func metrics(for font: Font) -> FontMetrics? {
        resolve(family: font.family, weight: font.weight, italic: font.italic).map { faces[$0.face].metrics }
    }

    /// The vertical metrics of a font file (name without extension).
    public func metrics(fontNamed name: String) -> FontMetrics? {
        faceIndexByName[name].map { faces[$0].metrics }
    }

    static func familyKey(_ s: String) -> String {
        String(s.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// CSS font matching restricted to the weights present.
    func faceIndex(family: String, weight: Font.Weight) -> Int? {
        faceIndex(familyKey: FontRegistry.familyKey(family), weight: weight.numericValue)
    }

    func faceIndex(familyKey: String, weight w: Int) -> Int? {
        guard let list = familyFaces[familyKey], !list.isEmpty else { return nil }
        return FontRegistry.match(list, weight: w)
    }

    /// CSS Fonts 4 weight matching over a family's faces (sorted by weight, non-empty).
    static func match(_ list: [(face: Int, weight: Int)], weight w: Int) -> Int {
        if let exact = list.first(where: { $0.weight == w }) { return exact.face }
        let below = list.filter { $0.weight < w }, above = list.filter { $0.weight > w }
        if w <= 500 {
            if let b = below.last { return b.face }
            return above.first?.face ?? list[0].face
        } else {
            if let a = above.first { return a.face }
            return below.last?.face ?? list[0].face
        }
    }

    func faceIndex(named name: String) -> Int? { faceIndexByName[name] }

    // MARK: - GlyphOutlineProvider

    /// The unhinted outline of `glyph` in font file `font` (name without extension), in em
    /// units, y down, origin on the baseline; conic segments become quadratic Béziers.
    /// Outlines are cached. An empty path for a blank glyph (space).
    /// - Throws: `FontError.unknownFont`, `.glyphLoadFailed`.
    public func glyphOutline(font: String, glyph: UInt32) throws -> Path {
        guard let i = faceIndexByName[font] else { throw FontError.unknownFont(font) }
        guard !faces[i].isColorBitmap else { return Path() }
        return try freeType.outline(face: i, glyph: glyph, fontName: font, unitsPerEm: faces[i].metrics.unitsPerEm)
    }

    /// True for a colour bitmap font (Noto Color Emoji).
    public func hasColorGlyphs(font: String) -> Bool { faceIndexByName[font].map { faces[$0].isColorBitmap } ?? false }

    /// The colour bitmap of `glyph` from the font's strike (`FT_Select_Size`, `FT_LOAD_COLOR`),
    /// premultiplied RGBA; nil for an outline font or a glyph without a bitmap. Cached.
    /// - Throws: `FontError.unknownFont`, `.glyphLoadFailed`.
    public func colorGlyph(font: String, glyph: UInt32) throws -> ColorGlyph? {
        guard let i = faceIndexByName[font] else { throw FontError.unknownFont(font) }
        guard faces[i].isColorBitmap else { return nil }
        return try freeType.colorGlyph(face: i, glyph: glyph, fontName: font)
    }
}

/// A family at one weight: its face and the faces to fall back to, in order.
struct ResolvedFamilyWeight: Sendable {
    var face: Int
    var chain: [Int]
    /// False when the family lacks the weight and `face` is another weight's.
    var isExactWeight: Bool
    /// False when italic was asked for and the family has no italic face.
    var isExactStyle: Bool
    /// The chain position whose face draws `.notdef` for a character no face covers.
    var notdefPosition: Int
}

/// FreeType's library and faces, used only under `lock` (FreeType objects are not
/// thread-safe), plus the outline cache.
final class FreeTypeBox: @unchecked Sendable {
    let library: FT_Library
    var faces: [FT_Face] = []
    private let lock = Locked(())
    private var cache: [UInt64: Path] = [:]
    private var colorCache: [UInt64: ColorGlyph?] = [:]
    /// Font files loaded from memory (`FontRegistry.init(fonts:)`): FreeType reads them until
    /// `FT_Done_Face`, so they are freed after it.
    var memory: [UnsafeMutableRawBufferPointer] = []

    init() throws(FontError) {
        var lib: FT_Library?
        let err = FT_Init_FreeType(&lib)
        guard err == 0, let lib else { throw .freeTypeUnavailable(err) }
        library = lib
    }

    deinit {
        for f in faces { FT_Done_Face(f) }
        FT_Done_FreeType(library)
        for m in memory { m.deallocate() }
    }

    func outline(face i: Int, glyph: UInt32, fontName: String, unitsPerEm: Double) throws(FontError) -> Path {
        try lock.withLock { (_) throws(FontError) -> Path in try unlockedOutline(face: i, glyph: glyph, fontName: fontName, unitsPerEm: unitsPerEm) }
    }

    func colorGlyph(face i: Int, glyph: UInt32, fontName: String) throws(FontError) -> ColorGlyph? {
        try lock.withLock { (_) throws(FontError) -> ColorGlyph? in
            let key = UInt64(i) << 32 | UInt64(glyph)
            if let c = colorCache[key] { return c }
            let face = faces[i]
            guard glyph < UInt32(face.pointee.num_glyphs) else {
                throw .glyphLoadFailed(font: fontName, glyph: glyph, freeTypeError: 0x10)
            }
            var strike: Int32 = 0
            if let sizes = face.pointee.available_sizes {
                for k in 0..<Int(face.pointee.num_fixed_sizes) where sizes[k].y_ppem > sizes[Int(strike)].y_ppem { strike = Int32(k) }
            }
            var err = FT_Select_Size(face, strike)
            if err == 0 { err = FT_Load_Glyph(face, glyph, FreeTypeFlags.loadColor) }
            guard err == 0 else { throw .glyphLoadFailed(font: fontName, glyph: glyph, freeTypeError: err) }
            let slot = face.pointee.glyph.pointee
            let bm = slot.bitmap
            let ppem = Double(face.pointee.size.pointee.metrics.y_ppem)
            let w = Int(bm.width), h = Int(bm.rows)
            var result: ColorGlyph? = nil
            if w > 0, h > 0, w <= 1024, h <= 1024, bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buf = bm.buffer {
                // FreeType's BGRA is premultiplied, rows `pitch` bytes apart (negative: bottom up).
                var px = [UInt8](repeating: 0, count: w * h * 4)
                let pitch = Int(bm.pitch)
                for y in 0..<h {
                    let row = pitch >= 0 ? buf + y * pitch : buf + (h - 1 - y) * -pitch
                    for x in 0..<w {
                        let s = row + x * 4, d = (y * w + x) * 4
                        px[d] = s[2]; px[d + 1] = s[1]; px[d + 2] = s[0]; px[d + 3] = s[3]
                    }
                }
                if let bitmap = try? Bitmap(width: w, height: h, premultipliedPixels: px) {
                    result = ColorGlyph(bitmap: bitmap, pixelsPerEm: ppem, left: Double(slot.bitmap_left), top: Double(slot.bitmap_top))
                }
            }
            colorCache[key] = result
            return result
        }
    }

    /// `outline`'s body; the caller holds `lock`.
    private func unlockedOutline(face i: Int, glyph: UInt32, fontName: String, unitsPerEm: Double) throws(FontError) -> Path {
        let key = UInt64(i) << 32 | UInt64(glyph)
        if let p = cache[key] { return p }
        let face = faces[i]
        guard glyph < UInt32(face.pointee.num_glyphs) else {
            throw .glyphLoadFailed(font: fontName, glyph: glyph, freeTypeError: 0x10)  // FT_Err_Invalid_Glyph_Index
        }
        let flags = FreeTypeFlags.loadNoScale | FreeTypeFlags.loadNoHinting | FreeTypeFlags.loadNoBitmap
        let err = FT_Load_Glyph(face, glyph, flags)
        guard err == 0 else { throw .glyphLoadFailed(font: fontName, glyph: glyph, freeTypeError: err) }
        var walkError: Int32 = 0
        guard let path = OutlineDecomposer.path(of: &face.pointee.glyph.pointee.outline, unitsPerEm: unitsPerEm, error: &walkError) else {
            throw .glyphLoadFailed(font: fontName, glyph: glyph, freeTypeError: walkError)
        }
        cache[key] = path
        return path
    }
}
