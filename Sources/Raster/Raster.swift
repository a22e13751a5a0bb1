// Raster: display lists → premultiplied RGBA8 bitmaps, and the PNG codec.
//
// Pipeline (one module per phase, as in tiny-skia):
//
//   DisplayList (points)            DisplayList.swift, DisplayList+JSON.swift
//     │  each command → device-space geometry (scale applied once)
//     ▼
//   Shapes/   DeviceRoundedRect (CSS radius reduction, circular or continuous
//             corners), BoxShadow (erf profiles − blurred corner notches)
//     │  outlines flattened to line edges in Double (tolerance 0.2 device px),
//     │  each line's ends then rounded to the 1/256 px grid (24.8 fixed point)
//     ▼
//   Scan/     Scanner: exact-area signed-area accumulation in Int32 (FreeType
//             "smooth"'s cell area + cover, in font-rs's dense rows), nonzero /
//             even-odd, sparse rows; exact rectangles and banded rounded
//             rectangles by the same fixed-point rules (same bytes, less work)
//     │  rows of 8-bit coverage (CoverageSink), (v · 255 + 2^16) >> 17
//     ▼
//   Pipeline/ Blitter — the one boundary between coverage and pixels: clip mask,
//             paint (solid, linear gradient, resampled image), source-over on
//             sRGB-encoded premultiplied values, every /255 exactly rounded
//     ▼
//   Bitmap
//
// Determinism: the same list gives the same bytes on every run, thread and cache
// state. Coverage — shapes, strokes, lines, clips, glyph masks — is integer
// arithmetic from grid-snapped edges on, so it cannot depend on floating-point
// rounding inside the rasterizer, and a whole-pixel move changes no byte. What
// stays floating point is not coverage rasterization: curve flattening (before
// snapping), the analytic shadow profiles and their blurred corner notches, the
// gradient and image shaders; those run the same operations in the same order
// on every run and thread. Caches (glyph masks; per-draw shadow notches, shadow
// rows, resampled images) hold values that are pure functions of their keys,
// computed in their own pixel frame (whole-pixel moves are exact in floating point).
//
// Safety and limits (bad input is an error naming the command, or a clamp):
// - sizes, radii, widths, blurs must be finite and at least 0; a bitmap over the
//   pixel limit is refused before allocating; glyphs over 10 000 device px are refused;
// - zero-area shapes and zero widths draw nothing (not an error);
// - shadow blur is clamped to 200 pt and σ to 128 device pixels;
// - coordinates far outside the canvas are clamped to ±1e9 device pixels, and
//   coverage geometry is clipped to ±2^22 device pixels (so 24.8 fits Int32);
// - continuous corners reduce like circular ones, on their 1.528665 × radius reach.
//
// Out of scope: transforms, dashes, round caps and joins, radial gradients, blend
// modes other than source-over, color management (values are sRGB-encoded).
