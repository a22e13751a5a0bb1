/// A face's vertical metrics in unrounded font units (`hhea` ascender, descender,
/// line gap; `OS/2` cap height and x-height), as FreeType reads them.
public struct FontMetrics: Hashable, Sendable {
    public var unitsPerEm: Double
    /// Above the baseline, positive.
    public var ascender: Double
    /// Below the baseline, negative (font convention).
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.unitsPerEm = unitsPerEm; self.ascender = ascender; self.descender = descender
        self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// Scale factor from font units to points at `size`.
    @inlinable public func scale(forSize size: Double) -> Double { size / unitsPerEm }

    /// `ascender - descender + lineGap`, in points at `size` (what `UIFont.lineHeight` reports
    /// for a font whose `leading` is its line gap).
    public func lineHeight(atSize size: Double) -> Double {
        (ascender - descender + lineGap) * scale(forSize: size)
    }
}
