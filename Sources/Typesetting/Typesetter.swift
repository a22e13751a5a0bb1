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

    public init(registry: FontRegistry) { self.registry = registry }

    /// Lays out attributed text in `width` points (`.infinity` for one unconstrained line
    /// per paragraph).
    /// - Throws: `TextLayoutError` for an unknown family, a bad size, width or style value.
    /// - Complexity: O(n) in the text's Unicode scalars.
    public func layout(_ text: AttributedText, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> TextLayout {
        try validate(text, style: style, width: width)
        let shaped = try shape(text)
        return layOutLines(shaped, style: style, width: width)
    }

    /// Lays out a plain string with one set of attributes.
    public func layout(_ string: String, attributes: TextAttributes, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> TextLayout {
        try layout(AttributedText(string, attributes: attributes), style: style, width: width)
    }

    /// The size text needs at `width`, like `UILabel.sizeThatFits`: the widest line × the
    /// height of the lines. The same layout `layout(_:style:width:)` draws.
    public func sizeThatFits(_ text: AttributedText, style: ParagraphStyle = .default, width: Double) throws(TextLayoutError) -> Size {
        try layout(text, style: style, width: width).size
    }

    /// `sizeThatFits` at infinite width, like `UILabel.intrinsicContentSize`.
    public func intrinsicSize(_ text: AttributedText, style: ParagraphStyle = .default) throws(TextLayoutError) -> Size {
        try sizeThatFits(text, style: style, width: .infinity)
    }

    func validate(_ text: AttributedText, style: ParagraphStyle, width: Double) throws(TextLayoutError) {
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        for run in text.runs {
            let size = run.attributes.font.size
            guard size.isFinite, size > 0, size <= 10_000 else { throw .invalidFontSize(size) }
            guard run.attributes.kern.isFinite, abs(run.attributes.kern) <= 10_000 else {
                throw .invalidValue(field: "kern", value: run.attributes.kern)
            }
        }
        guard style.numberOfLines >= 0 else { throw .invalidValue(field: "numberOfLines", value: Double(style.numberOfLines)) }
        for (name, v) in [("lineSpacing", style.lineSpacing), ("lineHeightMultiple", style.lineHeightMultiple),
                          ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
                          ("paragraphSpacing", style.paragraphSpacing)] {
            guard v.isFinite, v >= 0 else { throw .invalidValue(field: name, value: v) }
        }
    }
}
