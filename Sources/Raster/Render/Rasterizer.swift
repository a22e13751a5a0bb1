import Geometry

/// Draws display lists into bitmaps.
///
/// The pipeline: each command becomes device-space geometry (`DeviceRoundedRect`,
/// `EdgeList`, on a 1/256 px fixed-point grid), the coverage scanner (exact
/// signed-area accumulation in integers) or a fast path (rectangles, banded
/// rounded rectangles: same fixed-point rules; analytic shadow profiles) turns it into rows of 8-bit
/// coverage, and the `Blitter` — the one boundary between coverage and pixels —
/// applies the clip and the paint and composites source-over into premultiplied
/// RGBA8. Output is deterministic: the same list gives the same bytes on every
/// run, thread and cache state.
public enum Rasterizer {
    /// Draws `list` at its size × scale.
    ///
    /// - Parameters:
    ///   - glyphs: outlines for `glyphs` commands (a list with glyph runs and no provider is an error).
    ///   - images: resolves `image` commands' sources (a list with images and no source is an error).
    ///   - pixelLimit: the largest bitmap to allocate; checked before allocating.
    ///   - glyphCache: where glyph coverage masks are kept between draws.
    /// - Throws: `RasterError`, naming the command index for problems with one command.
    /// - Complexity: O(pixels touched) plus O(edges) per shape.
    public static func render(
        _ list: DisplayList, glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit,
        glyphCache: GlyphMaskCache = .shared
    ) throws(RasterError) -> Bitmap {
        let (w, h) = try deviceSize(of: list, pixelLimit: pixelLimit)
        var failure: RasterError?
        let count = w * h * 4
        let pixels = PixelBufferPool.shared.buffer(count: count) { buf in
            buf.withMemoryRebound(to: UInt32.self) { px in
                px.baseAddress!.initialize(repeating: list.background.premultipliedPixel, count: w * h)
                do throws(RasterError) {
                    try draw(list, Canvas(base: px.baseAddress!, width: w, height: h), glyphs: glyphs, images: images, glyphCache: glyphCache)
                } catch { failure = error }
            }
        }
        if let failure { throw failure }
        do throws(BitmapError) { return try Bitmap(width: w, height: h, premultipliedPixels: pixels) } catch { throw .bitmap(error) }
    }

    /// Draws `list` into `bitmap`, reusing its memory when it already has the
    /// list's device size (as a long-lived surface would); otherwise `bitmap` is
    /// replaced by a new one. The result is the same bytes `render` returns.
    public static func render(
        _ list: DisplayList, into bitmap: inout Bitmap, glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit,
        glyphCache: GlyphMaskCache = .shared
    ) throws(RasterError) {
        let (w, h) = try deviceSize(of: list, pixelLimit: pixelLimit)
        guard bitmap.width == w, bitmap.height == h, bitmap.pixels.count == w * h * 4 else {
            bitmap = try render(list, glyphs: glyphs, images: images, pixelLimit: pixelLimit, glyphCache: glyphCache)
            return
        }
        var failure: RasterError?
        bitmap.pixels.withUnsafeMutableBufferPointer { buf in
            buf.withMemoryRebound(to: UInt32.self) { px in
                px.baseAddress!.update(repeating: list.background.premultipliedPixel, count: w * h)
                do throws(RasterError) {
                    try draw(list, Canvas(base: px.baseAddress!, width: w, height: h), glyphs: glyphs, images: images, glyphCache: glyphCache)
                } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }

    static func draw(
        _ list: DisplayList, _ canvas: Canvas, glyphs: (any GlyphOutlineProvider)?, images: ImageSource?,
        glyphCache: GlyphMaskCache, occlusionCulling: Bool = true
    ) throws(RasterError) {
        let context = RenderContext(canvas: canvas, scale: list.scale, glyphs: glyphs, images: images, glyphCache: glyphCache)
        context.occlusionCulling = occlusionCulling
        try context.run(list.commands)
    }

    /// `render` with occlusion culling off: every pixel of every command drawn (for tests).
    static func renderWithoutCulling(
        _ list: DisplayList, glyphs: (any GlyphOutlineProvider)? = nil,
        images: ImageSource? = nil
    ) throws(RasterError) -> Bitmap {
        var bitmap = try render(DisplayList(size: list.size, scale: list.scale, background: list.background), glyphs: glyphs, images: images)
        let (w, h) = (bitmap.width, bitmap.height)
        var failure: RasterError?
        bitmap.pixels.withUnsafeMutableBufferPointer { buf in
            buf.withMemoryRebound(to: UInt32.self) { px in
                do throws(RasterError) {
                    try draw(
                        list, Canvas(base: px.baseAddress!, width: w, height: h), glyphs: glyphs, images: images,
                        glyphCache: GlyphMaskCache(), occlusionCulling: false)
                } catch { failure = error }
            }
        }
        if let failure { throw failure }
        return bitmap
    }

    /// The bitmap size in device pixels (`size × scale`, rounded), checked against the pixel limit.
    public static func deviceSize(of list: DisplayList, pixelLimit: Int = Bitmap.defaultPixelLimit) throws(RasterError) -> (width: Int, height: Int) {
        let s = list.scale
        guard s.isFinite, s > 0 else { throw .invalidCanvas("scale must be a positive number, found \(describe(s))") }
        let wd = list.size.width * s, hd = list.size.height * s
        guard wd.isFinite, hd.isFinite, list.size.width > 0, list.size.height > 0 else {
            throw .invalidCanvas("size must be positive and finite, found \(describe(list.size))")
        }
        guard wd.rounded() * hd.rounded() <= Double(pixelLimit), wd < 1e9, hd < 1e9 else {
            throw .bitmap(.tooLarge(width: Int(min(wd.rounded(), 1e12)), height: Int(min(hd.rounded(), 1e12)), limit: pixelLimit))
        }
        let w = max(1, Int(wd.rounded())), h = max(1, Int(hd.rounded()))
        return (w, h)
    }
}
