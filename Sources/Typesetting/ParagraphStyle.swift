import Geometry

/// Horizontal alignment of lines, like `NSTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Left in a left-to-right layout, right in a right-to-left one.
    case natural
    case left
    case center
    case right
    /// Lines other than a paragraph's last are stretched to the width at their spaces;
    /// a paragraph's last line is aligned naturally.
    case justified
}

/// What happens to text that does not fit, like `NSLineBreakMode`.
/// Wrapping modes decide where lines break; the truncating modes and clipping apply to
/// the last line allowed by `numberOfLines` (other lines wrap at words), as UILabel does.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

/// How lines break beyond UAX #14, like `NSParagraphStyle.LineBreakStrategy` (same raw values).
///
/// The default is `.standard`, as for iOS labels: it includes `.hangulWordPriority`, so Korean
/// breaks between words, not inside them. `[]` gives UAX #14's default: Hangul breaks between
/// any two syllables.
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lines are pushed out to avoid a lone word on a paragraph's last line. Accepted for
    /// UIKit parity; Galley's line breaker does not apply it yet.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Hangul breaks only where spaces are (word level), as with iOS's `.hangulWordPriority`;
    /// a Korean word wider than the line still breaks between syllables.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// What system labels use (`0xFFFF`, as UIKit): every strategy, hence `.hangulWordPriority`.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
}

/// The direction text is read in, like `NSWritingDirection`.
public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
    /// From the paragraph's first strong character (UAX #9 rules P2–P3); the layout
    /// direction when it has none.
    case natural
    case leftToRight
    case rightToLeft
}

/// Paragraph and label layout settings, like `NSParagraphStyle` plus UILabel's
/// `numberOfLines`.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    public var lineBreakStrategy: LineBreakStrategy
    /// Maximum number of lines; 0 means unlimited (UILabel's default is 1, this type's is 0).
    public var numberOfLines: Int
    /// Points added between lines (not after the last line).
    public var lineSpacing: Double
    /// Multiplies each line's natural height; 0 means 1. Extra space goes above the text
    /// (the baseline moves down), as in TextKit.
    public var lineHeightMultiple: Double
    /// Lower bound of a line's height; 0 means none.
    public var minimumLineHeight: Double
    /// Upper bound of a line's height; 0 means none. A smaller height keeps the descent
    /// at the bottom, so tall glyphs rise above the line, as in TextKit.
    public var maximumLineHeight: Double
    /// Points added after each paragraph but the last.
    public var paragraphSpacing: Double
    /// Where a line taller than its glyphs (after `lineHeightMultiple` and the min/max
    /// line heights) puts the difference.
    public var leadingDistribution: LeadingDistribution
    /// The direction `natural` alignment follows (the view's
    /// `effectiveUserInterfaceLayoutDirection`).
    public var layoutDirection: LayoutDirection
    /// The direction runs are ordered in on a line, like `baseWritingDirection`.
    public var baseWritingDirection: WritingDirection

    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
        lineBreakStrategy: LineBreakStrategy = .standard, numberOfLines: Int = 0,
        lineSpacing: Double = 0, lineHeightMultiple: Double = 0,
        minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        paragraphSpacing: Double = 0, layoutDirection: LayoutDirection = .leftToRight,
        baseWritingDirection: WritingDirection = .natural, leadingDistribution: LeadingDistribution = .top
    ) {
        self.alignment = alignment; self.lineBreakMode = lineBreakMode; self.lineBreakStrategy = lineBreakStrategy
        self.numberOfLines = numberOfLines; self.lineSpacing = lineSpacing; self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight; self.maximumLineHeight = maximumLineHeight
        self.paragraphSpacing = paragraphSpacing; self.layoutDirection = layoutDirection
        self.baseWritingDirection = baseWritingDirection; self.leadingDistribution = leadingDistribution
    }

    public static let `default` = ParagraphStyle()
}

/// Where the difference between a line's height and its glyphs' height (ascent + descent +
/// line gap) goes.
public enum LeadingDistribution: String, Hashable, Sendable, CaseIterable {
    /// Above the glyphs: the descent stays at the line's bottom (TextKit's placement for
    /// `lineHeightMultiple` and `minimumLineHeight`/`maximumLineHeight`).
    case top
    /// Half above and half below, so the glyphs stay centred in the line: CSS's half-leading,
    /// and how design tools (Figma, Apple's design resources) place a text style's line height.
    case even
}
