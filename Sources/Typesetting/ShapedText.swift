import Geometry

/// A style's vertical metrics in points (a plain value: reading it retains nothing).
struct StyleBox {
    var ascent: Double
    var descent: Double
    var lineGap: Double
}

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
    // Measuring reads only the fields from here to `hasNegativeLetterSpacing`, declared
    // first so they share the object's first cache lines.
    /// Number of scalars.
    private(set) var count = 0
    /// `wordBreakList.items`, in memory this object owns (see `x`).
    private(set) var breakItems = UnsafeMutableBufferPointer<BreakList.Opportunity>(start: nil, count: 0)
    /// Pen positions and kerning (`count + 1` entries each), in memory this object owns:
    /// the pointers live in the object itself, so measuring a cached text does not touch
    /// array headers (each a cache miss when thousands of texts cycle through the cache).
    private(set) var x = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    private(set) var kern = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
    /// The one style's box when the whole text has one style (kept in the object itself,
    /// so measuring it reads no array).
    var singleStyleBox: StyleBox?
    /// Some run has negative letter spacing, so pen positions may move backwards.
    var hasNegativeLetterSpacing = false

    var scalars: [UInt32] = []
    var glyphs: [UInt16] = []
    var styleOf: [UInt16] = []
    var flags: [UInt8] = []
    /// UAX #14 class per scalar (`LineBreakClass` raw values).
    var classes: [UInt8] = []
    var styles: [ResolvedStyle] = []
    /// Scalar offset where each attributed run starts (plus the total count).
    var runStarts: [Int] = []
    /// Per style: the fallback chain of the run (face indices), to find the ellipsis.
    var chains: [[Int]] = []
    var diagnostics: [TextDiagnostic] = []
    /// Uncovered scalars: where each one's diagnostic is in `diagnostics`.
    var uncovered: [UInt32: Int] = [:]
    /// Per style (as shaped): how its "…" draws.
    var ellipsisStyles: [Ellipsis] = []
    /// UAX #14 opportunities for `strategy` (see `LineBreaker`), as a list (see `BreakList`).
    var wordBreakList = BreakList()
    var strategy: LineBreakStrategy = []
    /// Some scalar is a strong right-to-left character.
    var hasRightToLeft = false
    /// For mirrorable scalars (brackets, …) in texts with right-to-left characters: the
    /// glyph of the mirrored character in the same face, drawn when the scalar sits in a
    /// right-to-left run (UAX #9 rule L4, Bidi_Mirroring_Glyph).
    var mirroredGlyphs: [Int: UInt16] = [:]
    /// Clusters whose glyphs are not one glyph at the pen (ligature components with marks,
    /// mark attachment, decompositions), by the scalar starting the cluster.
    var clusterGlyphs: [Int: [ClusterGlyph]] = [:]
    /// Maximal runs of one style: where each starts (ascending, first 0) and its style.
    var styleRunStarts: [Int] = []
    var styleRunStyles: [Int] = []
    /// Per style (ellipsis styles included): its vertical metrics, in points.
    var styleBoxes: [StyleBox] = []

    deinit {
        x.deallocate(); kern.deallocate(); breakItems.deallocate()
    }

    /// Takes ownership of the pen positions and kerning (`scalars` must be set).
    func setPositions(owning xs: UnsafeMutableBufferPointer<Double>, _ kerns: UnsafeMutableBufferPointer<Double>) {
        count = scalars.count
        x = xs
        kern = kerns
    }

    func setWordBreaks(_ list: BreakList) {
        wordBreakList = list
        breakItems = .allocate(capacity: list.items.count); _ = breakItems.initialize(from: list.items)
    }

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
    /// `glyphs[i]` of a scalar inside a cluster: the cluster's first scalar draws it.
    static let noGlyph: UInt16 = 0xFFFF
    /// Scalars with none of these draw a glyph (`.notdef` when uncovered).
    static let notDrawn: UInt8 = whitespace | newline | invisible | tab
}
