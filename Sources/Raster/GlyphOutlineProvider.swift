/// Where glyph outlines come from. Raster knows nothing of font files: the
/// Typesetting target's font registry implements this, and whoever draws a
/// display list with `glyphs` commands passes one in.
public protocol GlyphOutlineProvider: Sendable {
    /// The outline of `glyph` in `font` (a file name in `Fonts/` without extension),
    /// in em units (1 = the font size), y down, origin on the baseline at the pen
    /// position. Throws when the font is unknown; an empty path for a blank glyph.
    func glyphOutline(font: String, glyph: UInt32) throws -> Path
}
