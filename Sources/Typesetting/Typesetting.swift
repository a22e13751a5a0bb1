// Typesetting: UILabel-grade text on FreeType, over the fonts of one directory.
//
// The path a text takes:
//
//   AttributedText ──shape──▶ ShapedText ──fit lines──▶ TextLayout ──▶ [GlyphRun]
//   (runs + attributes)   (per scalar: face, glyph,   (lines, boxes,   (display list
//                          pen x, GPOS kern, UAX #14   baselines,        `glyphs`)
//                          class; break list)          truncation)
//
// - `FontRegistry` loads every font file of a directory (never system fonts). Each face's
//   cmap and advances (unrounded font units) are read once into flat tables and a HarfBuzz
//   font is made from the same file; FreeType is only asked for unhinted outlines
//   (`GlyphOutlineProvider`).
// - `Typesetter.shape` maps scalars to faces along the fallback chain (requested family,
//   DejaVu Sans, Nanum Gothic), shapes runs of one face and script with HarfBuzz (GSUB,
//   GPOS, the run's OpenType features; words cached), maps clusters back to scalars, and finds UAX #14 break
//   opportunities from a table generated from LineBreak.txt (`Tables/`). Shaped texts
//   are cached by their bytes and line-break strategy.
// - Lines are fitted greedily from opportunity to opportunity; a word wider than the line
//   breaks at grapheme-cluster boundaries. `numberOfLines` with a truncating or clipping
//   mode cuts the last line. Line boxes come from the fonts' `hhea` metrics.
// - `sizeThatFits` runs the same fitting and line boxes without building lines; tests pin
//   that it equals `layout(...).size` (measured = drawn).
//
// Where this differs from UIKit, on purpose or for now:
// - Line height is ascender − descender + line gap of the largest face on the line
//   (TextKit 1 placement, gap below the descent). UIKit's system font is SF; ours is
//   DejaVu Sans, so absolute numbers differ from an iPhone's.
// - A tab advances like four spaces (UIKit's default 28 pt tab stops depend on the pen).
// - Bidi is the full UAX #9 (Bidi/, levels per paragraph, L1/L2 per line); natural
//   alignment follows the paragraph's first strong character in a left-to-right layout
//   and is right in a right-to-left one (UILabel's leading edge).
// - Shaping is HarfBuzz's (`HarfBuzzShaper`), one direction per script run.
// - Truncation with head/middle modes on a multi-line label cuts the last line only.
