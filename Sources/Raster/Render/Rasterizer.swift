import Geometry

/// Draws display lists into bitmaps.
///
/// The pipeline: each command becomes device-space geometry (`DeviceRoundedRect`,
/// `EdgeList`), the coverage scanner (exact signed-area accumulation) or an
/// analytic fast path (rectangles, shadow profiles) turns it into rows of 8-bit
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
    public static func render(_ list: DisplayList, glyphs: (any GlyphOutlineProvider)? = nil,
                              images: ImageSource? = nil, pixelLimit: Int = Bitmap.defaultPixelLimit,
                              glyphCache: GlyphMaskCache = .shared) throws(RasterError) -> Bitmap {
        let (w, h) = try deviceSize(of: list, pixelLimit: pixelLimit)
        var failure: RasterError?
        let count = w * h * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buf, initialized in
            buf.withMemoryRebound(to: UInt32.self) { px in
                let bg = list.background.premultipliedPixel
                px.baseAddress!.initialize(repeating: bg, count: w * h)
                let canvas = Canvas(base: px.baseAddress!, width: w, height: h)
                let context = RenderContext(canvas: canvas, scale: list.scale, glyphs: glyphs, images: images,
                                            glyphCache: glyphCache)
                do throws(RasterError) { try context.run(list.commands) } catch { failure = error }
            }
            initialized = count
        }
        if let failure { throw failure }
        do throws(BitmapError) { return try Bitmap(width: w, height: h, premultipliedPixels: pixels) } catch { throw .bitmap(error) }
    }

    /// The bitmap size in device pixels (`size × scale`, rounded), checked against the pixel limit.
    public static func deviceSize(of list: DisplayList, pixelLimit: Int = Bitmap.defaultPixelLimit) throws(RasterError) -> (width: Int, height: Int) {
        let s = list.scale
        guard s.isFinite, s > 0 else { throw .invalidCanvas("scale must be a positive number, found \(formatNumber(s))") }
        let wd = list.size.width * s, hd = list.size.height * s
        guard wd.isFinite, hd.isFinite, list.size.width > 0, list.size.height > 0 else {
            throw .invalidCanvas("size must be positive and finite, found \(list.size)")
        }
        guard wd.rounded() * hd.rounded() <= Double(pixelLimit), wd < 1e9, hd < 1e9 else {
            throw .bitmap(.tooLarge(width: Int(min(wd.rounded(), 1e12)), height: Int(min(hd.rounded(), 1e12)), limit: pixelLimit))
        }
        let w = max(1, Int(wd.rounded())), h = max(1, Int(hd.rounded()))
        return (w, h)
    }
}
