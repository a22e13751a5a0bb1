import Geometry
import Raster

/// The result of laying out text at a width: lines, their metrics and where every glyph
/// goes. Measuring and drawing use this one value, so what is measured is what is drawn.
public struct TextLayout: Sendable {
    /// Used size: the widest line (trailing spaces excluded) × the height of all lines.
    public let size: Size
    /// The width lines were aligned in: the layout width, or `size.width` when unconstrained.
    public let containerWidth: Double
    public let lines: [TextLine]
    /// Distance from the top to the first line's baseline (0 without lines).
    public let firstBaseline: Double
    /// Distance from the top to the last line's baseline (0 without lines).
    public let lastBaseline: Double
    /// Whether text was cut (by `numberOfLines` with a truncating or clipping mode) or lines dropped.
    public let isTruncated: Bool
    /// Weights drawn with another weight's face, then characters no font covers, in order of first appearance.
    public let diagnostics: [TextDiagnostic]

    let shaped: ShapedText

    /// The text laid out (as given, before truncation), for tools that look at what a view shows.
    public var string: String {
        var v = String.UnicodeScalarView()
        for u in shaped.scalars { if let scalar = Unicode.Scalar(u) { v.append(scalar) } }
        return String(v)
    }
}

/// One laid-out line, in the layout's coordinates (points, origin top-left, y down).
public struct TextLine: Hashable, Sendable {
    /// The text it shows, in Unicode scalar offsets into the whole text (trailing
    /// whitespace and the line's break character included).
    public var range: Range<Int>
    /// Top of the line box.
    public var top: Double
    public var height: Double
    /// Baseline, from the layout's top.
    public var baseline: Double
    /// Left edge of the line's first glyph (alignment offset).
    public var x: Double
    /// Ink width: trailing whitespace excluded, ellipsis included, stretched when justified.
    public var width: Double
    /// Largest ascent / descent (positive) / line gap of the fonts on the line, points.
    public var ascent: Double
    public var descent: Double
    public var lineGap: Double
    /// This line was truncated (ellipsis) or clipped.
    public var isTruncated: Bool
    /// The line ends a paragraph (a paragraph separator or the end of the text).
    public var endsParagraph: Bool

    /// How the line is drawn: pieces of text and ellipses at offsets from `x`.
    /// Empty means the whole `range` left to right from 0.
    var pieces: [LinePiece]
    /// Points added after each inter-word space (justified alignment).
    var justification: Double
}

/// A piece of a line: a range of text drawn at `x` (reversed for right-to-left runs), or an ellipsis.
struct LinePiece: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case text(Range<Int>, reversed: Bool)
        case ellipsis(style: Int, glyph: UInt16)
    }
    var kind: Kind
    var x: Double
}
