import Foundation
import Galley
import Typesetting

/// How text lines up in its box, like UIKit's `NSTextAlignment` (UIKit's raw values).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Left edges line up.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edges line up.
    case right = 2
    /// Lines but a paragraph's last are stretched to the width.
    case justified = 3
    /// Left in left-to-right layouts, right in right-to-left ones (a label's default).
    case natural = 4

    var galleyAlignment: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }
}

/// Paragraph attributes, the part of UIKit's `NSParagraphStyle` the typesetter applies.
open class NSParagraphStyle: @unchecked Sendable {
    /// The alignment of lines.
    public internal(set) var storedAlignment: NSTextAlignment = .natural
    /// How lines that do not fit break.
    public internal(set) var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0

    /// The default style.
    public init() {}

    /// The default paragraph style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The alignment of lines.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines that do not fit break.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Points between lines.
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Points after each paragraph.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// The factor line heights are multiplied by (0: 1).
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }
    /// The least line height (0: none).
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// The greatest line height (0: none).
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }

    func galleyStyle(into style: inout ParagraphStyle) {
        style.alignment = alignment.galleyAlignment
        style.lineSpacing = Double(max(lineSpacing, 0))
        style.paragraphSpacing = Double(max(paragraphSpacing, 0))
        style.lineHeightMultiple = Double(max(lineHeightMultiple, 0))
        style.minimumLineHeight = Double(max(minimumLineHeight, 0))
        style.maximumLineHeight = Double(max(maximumLineHeight, 0))
    }
}

/// A paragraph style you can change, like UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment of lines.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// How lines that do not fit break.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Points between lines.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// Points after each paragraph.
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// The factor line heights are multiplied by (0: 1).
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
    /// The least line height (0: none).
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// The greatest line height (0: none).
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
}

extension NSAttributedString.Key {
    /// A run's font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// A run's text color (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The paragraph style (an `NSParagraphStyle`), read from the first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
}

/// A view that shows text, like UIKit's `UILabel`: the text is typeset by Galley's typesetter
/// (HarfBuzz shaping, bidi, UILabel's line breaking and truncation), and the same layout both
/// measures (`intrinsicContentSize`, `sizeThatFits`) and draws, so a label measures what it draws.
@MainActor open class UILabel: UIView {
    /// Creates a label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive: Galley reads no archives, so this is an empty label.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text (nil: none). Setting it replaces `attributedText`.
    open var text: String? {
        get { storedAttributed?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributed = nil
            textChanged()
        }
    }

    /// Styled text: UIKit's keys `.font`, `.foregroundColor`, `.kern` per run and
    /// `.paragraphStyle` (from the first character); runs without a key take the label's
    /// properties. Other keys are kept and not drawn.
    open var attributedText: NSAttributedString? {
        get { storedAttributed ?? storedText.map { NSAttributedString(string: $0) } }
        set {
            storedAttributed = newValue
            storedText = newValue?.string
            textChanged()
        }
    }

    private var storedText: String?
    private var storedAttributed: NSAttributedString?

    /// The font (the system font at 17 points by default, as UIKit's).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet { textChanged() }
    }
    /// The text color (`.label` by default).
    open var textColor: UIColor! = .label {
        didSet { setNeedsDisplayOnly() }
    }
    /// The color of highlighted text (when `isHighlighted`).
    open var highlightedTextColor: UIColor?
    /// Whether the label draws highlighted.
    open var isHighlighted = false
    /// Whether the label draws enabled (disabled text is drawn at a third of its opacity, as UIKit's).
    open var isEnabled = true
    /// How lines line up (`.natural` by default: the leading edge in the view's direction).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textChanged() }
    }
    /// The most lines shown (1 by default; 0: no limit).
    open var numberOfLines = 1 {
        didSet { textChanged() }
    }
    /// How the last shown line truncates, or how lines wrap (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textChanged() }
    }
    /// Whether a font made with `preferredFont(forTextStyle:)` follows the content size category.
    open var adjustsFontForContentSizeCategory = false {
        didSet { textChanged() }
    }
    /// Whether the font shrinks (down to `minimumScaleFactor`) for the text to fit the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { textChanged() }
    }
    /// The smallest font scale `adjustsFontSizeToFitWidth` goes to (0: the font's own 0.5 floor
    /// is not applied; Galley then stops at a tenth).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { textChanged() }
    }
    /// The width a multi-line label wraps at for its intrinsic size (0: its laid-out width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textChanged() }
    }
    /// Whether the text's font leading is tightened to fit (kept; Galley does not tighten).
    open var allowsDefaultTighteningForTruncation = false
    /// The shadow under the text (kept; Galley does not draw text shadows).
    open var shadowColor: UIColor?

    private func textChanged() {
        cachedLayouts = [:]
        invalidateIntrinsicContentSize()
    }

    private func setNeedsDisplayOnly() {}

    /// What names the label in an owner path: its text, up to 24 characters.
    override var accessibilityIdentifierForOwner: String? {
        guard let t = text, !t.isEmpty else { return nil }
        let line = t.prefix { $0 != "\n" }
        return line.count > 24 ? String(line.prefix(23)) + "…" : String(line)
    }

    // MARK: Typesetting

    /// The typesetter labels measure and draw with (over the bundled fonts).
    static let typesetter: Typesetter? = UIFont.registry.map { Typesetter(registry: $0) }

    /// Labels longer than this many UTF-16 units are cut before typesetting (with a note): a
    /// label shows a few lines, and a megabyte of text would take seconds to shape.
    static let maximumTypesetLength = 20_000

    private var cachedLayouts: [CGFloat: TextLayout] = [:]
    private var cachedTraits: UITraitCollection?

    /// The text and paragraph style the label typesets in its traits.
    func galleyText() -> (AttributedText, ParagraphStyle, truncatedInput: Bool) {
        let traits = traitCollection
        let category = traits.galleyCategory
        let base = font ?? UIFont.systemFont(ofSize: 17)
        let baseFont = adjustsFontForContentSizeCategory ? base.galleyFont(for: category) : base.galleyFont
        var color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha / 3) }
        let baseAttributes = TextAttributes(font: baseFont, color: color.galleyColor(in: traits))
        var style = ParagraphStyle(
            alignment: textAlignment.galleyAlignment, lineBreakMode: lineBreakMode.galleyMode, numberOfLines: max(numberOfLines, 0),
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        var cut = false
        guard let attributed = storedAttributed else {
            var s = storedText ?? ""
            if s.utf16.count > Self.maximumTypesetLength {
                s = String(s.utf16.prefix(Self.maximumTypesetLength)) ?? String(s.prefix(Self.maximumTypesetLength / 2))
                cut = true
            }
            return (AttributedText(s, attributes: baseAttributes), style, cut)
        }
        var runs: [AttributedText.Run] = []
        let length = min(attributed.length, Self.maximumTypesetLength)
        cut = attributed.length > length
        let string = attributed.string as NSString
        var first = true
        attributed.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            var a = baseAttributes
            if let f = attributes[.font] as? UIFont {
                a.font = adjustsFontForContentSizeCategory ? f.galleyFont(for: category) : f.galleyFont
            }
            if let c = attributes[.foregroundColor] as? UIColor { a.color = c.galleyColor(in: traits) }
            if let k = attributes[.kern] as? NSNumber {
                a.kern = k.doubleValue
            } else if let k = attributes[.kern] as? CGFloat {
                a.kern = Double(k)
            } else if let k = attributes[.kern] as? Double {
                a.kern = k
            }
            if first, let p = attributes[.paragraphStyle] as? NSParagraphStyle { p.galleyStyle(into: &style) }
            first = false
            runs.append(AttributedText.Run(string.substring(with: range), attributes: a))
        }
        return (AttributedText(runs: runs), style, cut)
    }

    /// The text laid out at `width` (scaled down when `adjustsFontSizeToFitWidth`); nil when
    /// there is no text or no fonts.
    func textLayout(width: CGFloat) -> TextLayout? {
        let traits = traitCollection
        if cachedTraits != traits {
            cachedTraits = traits
            cachedLayouts = [:]
        }
        if let done = cachedLayouts[width] { return done }
        guard let typesetter = Self.typesetter, let t = text, !t.isEmpty else { return nil }
        var (text, style, _) = galleyText()
        let w = width.isFinite && width > 0 ? Double(width) : .infinity
        guard var layout = try? typesetter.layout(text, style: style, width: w) else { return nil }
        if adjustsFontSizeToFitWidth, w.isFinite, layout.isTruncated || layout.size.width > w + 0.01 {
            let natural = (try? typesetter.intrinsicSize(text, style: style).width) ?? layout.size.width
            let floor = minimumScaleFactor > 0 ? Double(min(minimumScaleFactor, 1)) : 0.1
            let scale = max(min(w / max(natural, 1), 1), floor)
            text = AttributedText(
                runs: text.runs.map { r in
                    var a = r.attributes
                    a.font.size *= scale
                    a.kern *= scale
                    return AttributedText.Run(r.text, attributes: a)
                })
            if let scaled = try? typesetter.layout(text, style: style, width: w) { layout = scaled }
        }
        if cachedLayouts.count > 8 { cachedLayouts = [:] }
        cachedLayouts[width] = layout
        return layout
    }

    /// Rounds a measured length up to whole device pixels, as UIKit rounds a label's size.
    private func pixelCeil(_ v: Double) -> CGFloat {
        let scale = max(Double(traitCollection.displayScale), 1)
        return CGFloat((v * scale - 1e-9).rounded(.up) / scale)
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` for multi-line
    /// labels that set it; rounded up to device pixels.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity
        return intrinsicContentSize(forLayoutWidth: width)
    }

    package override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard text?.isEmpty == false else { return .zero }
        let w: CGFloat = numberOfLines == 1 ? .infinity : (width.isFinite && width > 0 ? width : .infinity)
        guard let layout = textLayout(width: w) else { return .zero }
        return CGSize(width: pixelCeil(min(layout.size.width, Double(w))), height: pixelCeil(layout.size.height))
    }

    package override var intrinsicContentSizeDependsOnLayoutWidth: Bool { numberOfLines != 1 }

    package override func baselineOffsetsFromTop(forSize size: CGSize) -> (first: CGFloat, last: CGFloat)? {
        guard let layout = textLayout(width: size.width) else {
            let f = font ?? UIFont.systemFont(ofSize: 17)
            return (f.ascender, f.ascender)
        }
        let top = (Double(size.height) - layout.size.height) / 2
        return (CGFloat(top + layout.firstBaseline), CGFloat(top + layout.lastBaseline))
    }

    /// The size the text needs within `size`'s width (its height is not a limit, as UIKit's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width > 0 && size.width.isFinite ? size.width : .infinity
        guard let layout = textLayout(width: numberOfLines == 1 ? .infinity : w) else { return .zero }
        return CGSize(width: pixelCeil(min(layout.size.width, Double(w))), height: pixelCeil(layout.size.height))
    }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        guard let layout = textLayout(width: bounds.width) else {
            if let t = text, !t.isEmpty { context.note("no fonts to typeset the text with; nothing drawn") }
            return
        }
        if galleyText().truncatedInput {
            context.note("the text is longer than \(Self.maximumTypesetLength) UTF-16 units; the rest is not typeset")
        }
        // UILabel centres its text vertically in its bounds.
        let top = (Double(bounds.height) - layout.size.height) / 2
        let origin = context.place(CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(top)))
        for var run in layout.glyphRuns(at: origin) {
            run.color = context.faded(run.color)
            context.append(.glyphs(run))
        }
        for line in layout.lines where !line.range.isEmpty {
            context.placed(
                CGRect(x: bounds.minX + CGFloat(line.x), y: bounds.minY + CGFloat(top + line.top), width: CGFloat(line.width), height: CGFloat(line.height)))
        }
    }
}
