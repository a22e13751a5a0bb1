// Raster: display lists → premultiplied RGBA8 bitmaps, and the PNG codec.
//
// Pipeline (one module per phase, as in tiny-skia):
//
//   DisplayList (points)            DisplayList.swift, DisplayList+JSON.swift
//     │  each command → device-space geometry (scale applied once)
//     ▼
//   Shapes/   DeviceRoundedRect (CSS radius reduction, circular or continuous
//             corners), BoxShadow (erf profiles − blurred corner notches)
//     │  outlines flattened to line edges (tolerance 0.2 device px)
//     ▼
//   Scan/     Scanner: exact-area signed-area accumulation (font-rs, FreeType
//             "smooth"), nonzero / even-odd, sparse rows; exact rectangles and
//             banded rounded rectangles without accumulation
//     │  rows of 8-bit coverage (CoverageSink)
//     ▼
//   Pipeline/ Blitter — the one boundary between coverage and pixels: clip mask,
//             paint (solid, linear gradient, resampled image), source-over on
//             sRGB-encoded premultiplied values, every /255 exactly rounded
//     ▼
//   Bitmap
//
// Determinism: the same list gives the same bytes on every run, thread and cache
// state. Caches (glyph masks; per-draw shadow notches, shadow rows, resampled
// images) hold values that are pure functions of their keys, computed in their
// own pixel frame (whole-pixel moves are exact in floating point).
//
// Safety and limits (bad input is an error naming the command, or a clamp):
// - sizes, radii, widths, blurs must be finite and at least 0; a bitmap over the
//   pixel limit is refused before allocating; glyphs over 10 000 device px are refused;
// - zero-area shapes and zero widths draw nothing (not an error);
// - shadow blur is clamped to 200 pt and σ to 128 device pixels;
// - coordinates far outside the canvas are clamped to ±1e9 device pixels;
// - continuous corners reduce like circular ones, on their 1.528665 × radius reach.
//
// Out of scope: transforms, dashes, round caps and joins, radial gradients, blend
// modes other than source-over, color management (values are sRGB-encoded).
