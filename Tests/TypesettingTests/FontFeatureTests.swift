import Geometry
import Testing

@testable import Typesetting

@Suite struct FontFeatureTests {
    func glyphs(_ text: String, _ features: [FontFeature], family: String = "DejaVu Sans") throws -> [UInt32] {
        let font = Font(family: family, size: 17, features: features)
        return try typesetter.layout(text, attributes: TextAttributes(font: font), width: .infinity)
            .glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
    }

    @Test func tagsAreFourPrintableASCIICharactersAndValuesNonNegative() {
        #expect(FontFeature(tag: "liga", value: 0)?.description == "liga=0")
        #expect(FontFeature(tag: "ss01", value: 3)?.tag == 0x7373_3031)
        #expect(FontFeature(tag: "cv 1")?.tagName == "cv 1")
        #expect(FontFeature(tag: "lig") == nil)
        #expect(FontFeature(tag: "ligat") == nil)
        #expect(FontFeature(tag: "lig\u{E4}") == nil)
        #expect(FontFeature(tag: "lig\t") == nil)
        #expect(FontFeature(tag: "liga", value: -1) == nil)
    }

    @Test func ligaturesOnByDefaultAndOffWithLigaZero() throws {
        // DejaVu Sans: "ffi" is one glyph with liga (default), three without.
        let on = try glyphs("ffi", [])
        let off = try glyphs("ffi", [.noLigatures])
        #expect(on.count == 1 && off.count == 3)
        let f = UInt32(sharedRegistry.faces[sharedRegistry.faceIndex(named: "DejaVuSans")!].glyph(for: 0x66))
        #expect(off == [f, f, off[2]] && !on.contains(f))
        // The cache keys on features: the first shape does not answer the second.
        #expect(try glyphs("ffi", []) == on && (try glyphs("ffi", [.noLigatures])) == off)
        // A later setting of the same tag wins (HarfBuzz's rule).
        #expect(try glyphs("ffi", [.noLigatures, FontFeature(tag: "liga", value: 1)!]) == on)
    }

    @Test func aLigatureCutByALineStillDrawsOnceAndMeasuresAsDrawn() throws {
        // The ligature's width belongs to its first scalar; measured width = drawn width.
        let a = TextAttributes(font: Font(family: "DejaVu Sans", size: 17))
        let layout = try typesetter.layout("office office office", attributes: a, width: 60)
        let drawn = layout.glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
        #expect(drawn.count == 3 * 4)  // o, ffi, c, e
        #expect(try typesetter.sizeThatFits(AttributedText("office office office", attributes: a), width: 60) == layout.size)
    }
}

@Suite struct WordShapingTests {
    @Test func theBundledFontsShapeWordByWord() {
        // Nanum has no GSUB/GPOS; DejaVu's one lookup with the space glyph is the liga of
        // space + Arabic harakat (U+064B…U+0652 → isolated forms). ShapingOracleTests checks
        // that word-by-word shaping changes nothing against whole lines. Inter's `calt` sees the
        // space only as context (so only its input glyphs, arrows and colons, are partners);
        // Inter Medium and heavier (upright and italic) kern the space with GPOS pair lookups of over 256 glyphs,
        // so they shape whole runs (right, only without the word cache).
        let heavy = ["Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let heavyInter = Set(heavy.map { "Inter-\($0)" } + heavy.map { "Inter-\($0)Italic" })
        for f in sharedRegistry.faces { #expect(f.wordsShapeAlone == !heavyInter.contains(f.name), "\(f.name)") }
        let inter = sharedRegistry.faces[sharedRegistry.faceIndex(named: "Inter-Regular")!]
        #expect(inter.spacePartners.contains(inter.glyph(for: 0x3A)) && !inter.spacePartners.contains(inter.glyph(for: 0x61)))
        let dv = sharedRegistry.faces[sharedRegistry.faceIndex(named: "DejaVuSans")!]
        #expect(Set((0x064B...0x0652).map { dv.glyph(for: $0) }).isSubset(of: dv.spacePartners))
        #expect(!dv.spacePartners.contains(dv.glyph(for: 0x41)))
        // The same lookup ligates alef + hamza: alef is no partner of the space (Arabic words
        // with alef shape alone), because no sequence of space and alef is substituted.
        #expect(!dv.spacePartners.contains(dv.glyph(for: 0x0627)))
    }

    @Test func aWordCacheHitGivesTheSameLayoutAsShapingAlone() throws {
        let cached = Typesetter(registry: sharedRegistry)
        let uncached = Typesetter(registry: sharedRegistry, cacheCapacity: 0)
        // The last one: space + fatha is one ligature glyph (so it cannot go word by word).
        // Alef words (أهلا, السلام) go word by word; the Inter lines use its calt (-> and 12:30)
        // and Inter Bold's space kerning; emoji sequences go word by word in Noto.
        let texts = [
            "office AVATAR office", "مرحبا بالعالم مرحبا", "AVATAR Wolf AVATAR", "مرحبا \u{64E}بالعالم",
            "السلام عليكم أهلا وسهلا آمين إلى الأمام", "a -> b 12:30 Wi-Fi: on", "😀 👨\u{200D}👩\u{200D}👧 🇰🇷 1\u{FE0F}\u{20E3}",
        ]
        for family in ["DejaVu Sans", "Inter"] {
            for weight in [Font.Weight.regular, .bold] {
                for t in texts + texts {
                    let a = try cached.layout(t, attributes: attrs(weight: weight, family: family), width: .infinity).glyphRuns(at: Point(x: 0, y: 0))
                    let b = try uncached.layout(t, attributes: attrs(weight: weight, family: family), width: .infinity).glyphRuns(at: Point(x: 0, y: 0))
                    #expect(a == b, "\(family) \(weight): \(t)")
                }
            }
        }
    }
}
