import Geometry

/// A run's attributes resolved to one face of the fallback chain.
struct ResolvedStyle: Hashable, Sendable {
    var face: Int
    var fontName: String
    var size: Double
    var color: Color
    /// Points per font unit.
    var scale: Double
    var letterSpacing: Double
    /// Points, positive.
    var ascent: Double
    var descent: Double
    var lineGap: Double
    var run: Int
}

/// Per-scalar shaping results for a whole text, in flat arrays.
///
/// A class so layouts share it without copying a dozen arrays; it is only mutated while
/// one layout is being built (shaping, then ellipsis styles), before anything else sees it.
///
/// `x[i]` is the pen position of scalar `i` on one infinitely long line (points), so the
/// width of scalars `a..<b` set on a line is `x[b] - kern[b] - x[a]`: kerning before a
/// line's first glyph and after its last one does not count.
final class ShapedText: @unchecked Sendable {
    var scalars: [UInt32] = []
    var glyphs: [UInt16] = []
    var styleOf: [UInt16] = []
    var flags: [UInt8] = []
    /// UAX #14 class per scalar (`LineBreakClass` raw values).
    var classes: [UInt8] = []
    var x: [Double] = []
    var kern: [Double] = []
    var styles: [ResolvedStyle] = []
    /// Scalar offset where each attributed run starts (plus the total count).
    var runStarts: [Int] = []
    /// Per style: the fallback chain of the run (face indices), to find the ellipsis.
    var chains: [[Int]] = []
    var diagnostics: [TextDiagnostic] = []
    var uncovered: Set<UInt32> = []
    /// Per style (as shaped): how its "…" draws.
    var ellipsisStyles: [Ellipsis] = []
    /// UAX #14 opportunities for `strategy` (see `LineBreaker`).
    var wordBreaks: [UInt8] = []
    var strategy: LineBreakStrategy = .standard
    /// Some scalar is a strong right-to-left character.
    var hasRightToLeft = false
    /// Some run has negative letter spacing, so pen positions may move backwards.
    var hasNegativeLetterSpacing = false

    var count: Int { scalars.count }

    @inline(__always) func width(_ a: Int, _ b: Int) -> Double { b <= a ? 0 : x[b] - kern[b] - x[a] }

    // Flags: `CharInfo`'s high byte.
    static let whitespace: UInt8 = 1
    static let newline: UInt8 = 2
    static let paragraphEnd: UInt8 = 4
    static let invisible: UInt8 = 8
    static let rightToLeft: UInt8 = 16
    static let mark: UInt8 = 32
    static let space: UInt8 = 64
    static let tab: UInt8 = 128
    /// Scalars with none of these draw a glyph (`.notdef` when uncovered).
    static let notDrawn: UInt8 = whitespace | newline | invisible | tab
}
