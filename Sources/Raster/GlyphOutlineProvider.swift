/// Where glyph outlines come from. Raster knows nothing of font files: the
/// Typesetting target's font registry implements this, and whoever draws a
/// display list with `glyphs` commands passes one in.
///
/// Colour glyphs (emoji bitmaps) come from the same provider: a font for which
/// `hasColorGlyphs(font:)` is true draws each glyph's `colorGlyph` as an image
/// (see `ColorGlyph`); the display list format is the same `glyphs` command.
public protocol GlyphOutlineProvider: Sendable {
    /// The outline of `glyph` in `font` (a file name in `Fonts/` without extension),
    /// in em units (1 = the font size), y down, origin on the baseline at the pen
    /// position. Throws when the font is unknown; an empty path for a blank glyph.
    func glyphOutline(font: String, glyph: UInt32) throws -> Path

    /// Whether `font`'s glyphs draw as colour bitmaps (asked once per glyph run).
    func hasColorGlyphs(font: String) -> Bool

    /// The colour bitmap of `glyph` in `font`; nil when the glyph has none (it draws nothing).
    func colorGlyph(font: String, glyph: UInt32) throws -> ColorGlyph?
}

extension GlyphOutlineProvider {
    /// Outline-only providers: no font has colour glyphs.
    public func hasColorGlyphs(font: String) -> Bool { false }
    public func colorGlyph(font: String, glyph: UInt32) throws -> ColorGlyph? { nil }
}
