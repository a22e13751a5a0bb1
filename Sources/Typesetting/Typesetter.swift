import Geometry

/// Lays text out like UILabel/TextKit: wraps it at a width, truncates, aligns, and
/// positions every glyph. One `layout` call serves both measuring (`size`) and drawing
/// (`glyphRuns(at:)`), so what is measured is what is drawn.
///
/// Line height: each line is `ascent + descent + lineGap` of the largest face on it
/// (fallback faces included), from unrounded `hhea` metrics, with the gap below the
/// descent and the baseline at `ascent` from the line top — TextKit 1's placement, whose
/// `UIFont.lineHeight` is also `ascender - descender + leading`. (iOS's system font has no
/// line gap; DejaVu Sans and Nanum Gothic declare theirs in `hhea`.) Sizes are not
/// rounded to pixels; a content view rounds its frame.
public struct Typesetter: Sendable {
    public let registry: FontRegistry
    let cache: ShapeCache?
    /// Shaped words (font units), shared by every text this typesetter shapes.
    let words: WordShapeCache?

    /// - Parameters:
    ///   - cacheCapacity: how many Unicode scalars of shaped text to keep, so that the same
    ///     text measured at other widths, or measured and then drawn, is shaped once (35–60
    ///     bytes a scalar; the default, 2^18, is some hundred screens of text). 0 turns the
    ///     shaped-text cache off.
    ///   - wordCacheCapacity: how many shaped words to keep (a word shaped once is not shaped
    ///     again, in any text); nil keeps an eighth of `cacheCapacity` (at least 1024), or none
    ///     when `cacheCapacity` is 0. 0 turns the word cache off.
    public init(registry: FontRegistry, cacheCapacity: Int = 1 << 18, wordCacheCapacity: Int? = nil) {
        self.registry = registry
        self.cache = cacheCapacity > 0 ? ShapeCache(capacity: cacheCapacity) : nil
        let wordCapacity = wordCacheCapacity ?? (cacheCapacity > 0 ? max(1024, cacheCapacity / 8) : 0)
        self.words = wordCapacity > 0 ? WordShapeCache(capacity: wordCapacity) : nil
    }

    /// Empties the shaped-text and shaped-word caches (results never depend on them).
    public func removeCachedShapes() { cache?.removeAll(); words?.removeAll() }

    /// Lays out attributed text in `width` points (`.infinity` for one unconstrained line
    /// per paragraph).
    /// - Throws: `TextLayoutError` for an unknown family, a bad size, width or style value.
    /// - Complexity: O(n) in the text's Unicode scalars.
    public func layout(_ text: AttributedText, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> TextLayout {
        try validate(text, style: style, width: width)
        let shaped = try shaped(text, strategy: style.lineBreakStrategy)
        return layOutLines(shaped, style: style, width: width)
    }

    /// The text `previous` shows, laid out again at `width` without shaping it again (shaping
    /// does not depend on the width): the same layout `layout(_:style:width:)` gives for that
    /// text, `style` and `width`, when `style` is the one `previous` was laid out with (or
    /// differs only in what line fitting and placement read, not its line-break strategy).
    /// - Throws: `TextLayoutError.invalidWidth` for a negative or NaN width.
    public func layout(reusingShapesOf previous: TextLayout, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> TextLayout {
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        return layOutLines(previous.shaped, style: style, width: width)
    }

    /// Lays out a plain string with one set of attributes.
    public func layout(_ string: String, attributes: TextAttributes, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> TextLayout {
        try layout(AttributedText(string, attributes: attributes), style: style, width: width)
    }

    /// The size text needs at `width`, like `UILabel.sizeThatFits`: the widest line × the
    /// height of the lines. The same layout `layout(_:style:width:)` draws.
    ///
    /// Measures without building lines or glyph runs (the same line breaking and line
    /// boxes as `layout`), falling back to a full layout when `numberOfLines` cuts the text.
    public func sizeThatFits(_ text: AttributedText, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> Size {
        try validate(text, style: style, width: width)
        let shaped = try shaped(text, strategy: style.lineBreakStrategy)
        if let size = measureSize(shaped, style: style, width: width) { return size }
        return layOutLines(shaped, style: style, width: width).size
    }

    func shaped(_ text: AttributedText, strategy: LineBreakStrategy) throws(TextLayoutError) -> ShapedText {
        guard let cache else { return try shape(text, strategy: strategy) }
        return try cache.shaped(text, strategy: strategy) { () throws(TextLayoutError) in try shape(text, strategy: strategy) }
    }

    /// `sizeThatFits` at infinite width, like `UILabel.intrinsicContentSize`.
    public func intrinsicSize(_ text: AttributedText, style: ParagraphStyle = .default) throws(TextLayoutError) -> Size {
        try sizeThatFits(text, style: style, width: .infinity)
    }

    func validate(_ text: AttributedText, style: ParagraphStyle, width: Double) throws(TextLayoutError) {
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        var bytes = 0
        for run in text.runs { bytes += run.text.utf8.count }
        // Scalars ≤ UTF-8 bytes; break opportunities pack offsets into 30 bits.
        if bytes >= 1 << 30 {
            var scalars = 0
            for run in text.runs { scalars += run.text.unicodeScalars.count }
            guard scalars < 1 << 30 else { throw .textTooLong(scalars: scalars) }
        }
        for run in text.runs {
            let size = run.attributes.font.size
            guard size.isFinite, size > 0, size <= 10_000 else { throw .invalidFontSize(size) }
            guard run.attributes.kern.isFinite, abs(run.attributes.kern) <= 10_000 else {
                throw .invalidValue(field: "kern", value: run.attributes.kern)
            }
        }
        guard style.numberOfLines >= 0 else { throw .invalidValue(field: "numberOfLines", value: Double(style.numberOfLines)) }
        func check(_ v: Double, _ name: StaticString) throws(TextLayoutError) {
            guard v.isFinite, v >= 0 else { throw .invalidValue(field: "\(name)", value: v) }
        }
        try check(style.lineSpacing, "lineSpacing")
        try check(style.lineHeightMultiple, "lineHeightMultiple")
        try check(style.minimumLineHeight, "minimumLineHeight")
        try check(style.maximumLineHeight, "maximumLineHeight")
        try check(style.paragraphSpacing, "paragraphSpacing")
    }
}
