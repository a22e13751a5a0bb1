import Geometry
import Raster
import Testing

@testable import Typesetting

/// Inter, the default family: one face per `UIFont.Weight` name, CFF outlines.
@Suite struct FontFamilyTests {
    @Test(arguments: [
        (Font.Weight.ultraLight, "Inter-ExtraLight", 200), (.thin, "Inter-Thin", 100), (.light, "Inter-Light", 300),
        (.regular, "Inter-Regular", 400), (.medium, "Inter-Medium", 500), (.semibold, "Inter-SemiBold", 600),
        (.bold, "Inter-Bold", 700), (.heavy, "Inter-ExtraBold", 800), (.black, "Inter-Black", 900),
    ])
    func everyWeightNameHasItsInterFace(weight: Font.Weight, face: String, numeric: Int) throws {
        #expect(weight.numericValue == numeric)
        let font = Font.system(size: 17, weight: weight)
        #expect(font.family == "Inter")
        #expect(sharedRegistry.fontName(for: font) == face)
        let layout = try typesetter.layout("Weight", attributes: TextAttributes(font: font), width: 200)
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.glyphRuns(at: .zero).map(\.font) == [face])
    }

    @Test(arguments: Font.Weight.allCases)
    func everyWeightHasItsInterItalic(weight: Font.Weight) throws {
        let upright = try #require(sharedRegistry.fontName(for: .system(size: 17, weight: weight)))
        let italic = try #require(sharedRegistry.fontName(for: .system(size: 17, weight: weight, italic: true)))
        #expect(italic == (upright == "Inter-Regular" ? "Inter-Italic" : upright + "Italic"))
        let layout = try typesetter.layout("Italic", attributes: TextAttributes(font: .system(size: 17, weight: weight, italic: true)), width: 200)
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.glyphRuns(at: .zero).map(\.font) == [italic])
    }

    @Test func italicInAFamilyWithoutItalicsIsTheUprightFaceWithOneDiagnostic() throws {
        let a = TextAttributes(font: Font(family: "Nanum Gothic", weight: .bold, size: 17, italic: true))
        let layout = try typesetter.layout(AttributedText(runs: [.init("한국어 ", attributes: a), .init("굵게", attributes: a)]), width: 300)
        #expect(layout.diagnostics == [.italicSubstituted(family: "Nanum Gothic", face: "NanumGothicBold")])
        #expect(layout.diagnostics[0].description == "Nanum Gothic has no italic face; drew NanumGothicBold instead")
        #expect(layout.diagnostics[0].isWeightSubstitution)
        // Fallback from an italic run prefers italic faces: its chain has Inter Bold Italic.
        let chain = try #require(sharedRegistry.resolve(family: "Nanum Gothic", weight: .bold, italic: true)).chain
        #expect(chain.map { sharedRegistry.faces[$0].name } == ["NanumGothicBold", "Inter-BoldItalic", "DejaVuSans-Bold", "NotoColorEmoji"])
        #expect(Font.system(size: 17, weight: .bold, italic: true).description == "Inter bold italic 17")
        // Italic is part of the shape cache key: the same text upright and italic differ.
        let up = try typesetter.layout("Same", attributes: TextAttributes(font: .system(size: 17)), width: 300)
        let it = try typesetter.layout("Same", attributes: TextAttributes(font: .system(size: 17, italic: true)), width: 300)
        #expect(up.glyphRuns(at: .zero).map(\.font) != it.glyphRuns(at: .zero).map(\.font))
    }

    @Test func heavierWeightsAreWiderAndThereforeDifferentFaces() throws {
        let widths = try Font.Weight.allCases.sorted().map {
            try typesetter.intrinsicSize(AttributedText("Settings", attributes: TextAttributes(font: .system(size: 17, weight: $0)))).width
        }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count)
    }

    @Test func aWeightTheFamilyLacksIsTheNearestFaceWithOneDiagnostic() throws {
        // CSS matching: thin (100) in DejaVu Sans (400, 700) → 400; heavy (800) → 700.
        let text = AttributedText(runs: [
            .init("thin ", attributes: attrs(weight: .thin)), .init("thin again ", attributes: attrs(weight: .thin)),
            .init("heavy", attributes: attrs(weight: .heavy)),
        ])
        let layout = try typesetter.layout(text, width: 500)
        #expect(
            layout.diagnostics == [
                .weightSubstituted(family: "DejaVu Sans", weight: .thin, face: "DejaVuSans"),
                .weightSubstituted(family: "DejaVu Sans", weight: .heavy, face: "DejaVuSans-Bold"),
            ])
        #expect(layout.diagnostics[0].description == "DejaVu Sans has no thin face; drew DejaVuSans instead")
    }

    @Test func interOutlinesAreCubicAndDrawInk() throws {
        let a = try sharedRegistry.glyphOutline(font: "Inter-Regular", glyph: UInt32(glyph("a", face: "Inter-Regular")))
        #expect(a.elements.contains { if case .cubic = $0 { return true } else { return false } })
        #expect(!a.elements.contains { if case .quad = $0 { return true } else { return false } })
        let layout = try typesetter.layout("Inter", attributes: TextAttributes(font: .system(size: 20)), width: 200)
        let list = DisplayList(size: Size(width: 80, height: 30), scale: 2, commands: layout.glyphRuns(at: .zero).map { .glyphs($0) })
        let bitmap = try Rasterizer.render(list, glyphs: sharedRegistry)
        let ink = stride(from: 3, to: bitmap.pixels.count, by: 4).filter { bitmap.pixels[$0 - 1] < 128 }.count
        #expect(ink > 200)  // dark pixels: the outline filled, not an empty path
        #expect(try Rasterizer.render(list, glyphs: sharedRegistry) == bitmap)
    }

    @Test func theFallbackChainGoesInterDejaVuNanumEmoji() throws {
        let runs = try typesetter.layout("Aשב한😀", attributes: TextAttributes(font: .system(size: 17)), width: 500)
            .glyphRuns(at: .zero).map(\.font)
        #expect(Set(runs) == ["Inter-Regular", "DejaVuSans", "NanumGothic", "NotoColorEmoji"])
    }

    @Test func aCodePointNoFontCoversIsDejaVusNotdefBoxWithOneDiagnosticPerCodePoint() throws {
        let layout = try typesetter.layout("A\u{1D504}b\u{1D504}\u{10FFFD}", attributes: TextAttributes(font: .system(size: 17)), width: 500)
        #expect(
            layout.diagnostics == [
                .uncoveredCharacter(scalar: 0x1D504, font: "DejaVuSans", count: 2),
                .uncoveredCharacter(scalar: 0x10FFFD, font: "DejaVuSans", count: 1),
            ])
        #expect(layout.diagnostics[0].description == "U+1D504 is not covered by any bundled font; drew DejaVuSans's .notdef box (2 times)")
        let boxes = layout.glyphRuns(at: .zero).filter { $0.font == "DejaVuSans" }.flatMap(\.glyphs)
        #expect(boxes == [0, 0, 0])
        // The box has ink and an advance (DejaVu's .notdef: a rectangle outline).
        #expect(!(try sharedRegistry.glyphOutline(font: "DejaVuSans", glyph: 0)).elements.isEmpty)
    }

    private func glyph(_ c: Character, face: String) -> UInt16 {
        sharedRegistry.faces[sharedRegistry.faceIndex(named: face)!].glyph(for: c.unicodeScalars.first!.value)
    }
}
