import Galley
import Typesetting

extension ViewDrawingContext {
    /// The size of `text` on one line in `font`, rounded up to whole points.
    @MainActor static func textSize(_ text: String, font: UIFont, traits: UITraitCollection) -> CGSize {
        guard !text.isEmpty, let typesetter = UILabel.typesetter,
            let layout = try? typesetter.layout(
                text, attributes: TextAttributes(font: font.galleyFont(for: traits.galleyCategory)), style: ParagraphStyle(numberOfLines: 1),
                width: .infinity)
        else { return .zero }
        return CGSize(width: CGFloat(layout.size.width.rounded(.up)), height: CGFloat(layout.size.height.rounded(.up)))
    }

    /// Draws `text` on one line centred in `rect` (the current view's bounds coordinates),
    /// truncated at its tail when it does not fit.
    mutating func drawText(_ text: String, font: UIFont, color: UIColor, centeredIn rect: CGRect) {
        guard !text.isEmpty, rect.width > 0, let typesetter = UILabel.typesetter else { return }
        let style = ParagraphStyle(
            alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1,
            layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        guard
            let layout = try? typesetter.layout(
                text, attributes: TextAttributes(font: font.galleyFont(for: traits.galleyCategory), color: self.color(color)), style: style,
                width: Double(rect.width))
        else { return }
        let top = Double(rect.minY) + (Double(rect.height) - layout.size.height) / 2
        for run in layout.glyphRuns(at: place(CGPoint(x: rect.minX, y: CGFloat(top)))) { append(.glyphs(run)) }
        for line in layout.lines where !line.range.isEmpty {
            placed(CGRect(x: rect.minX + CGFloat(line.x), y: CGFloat(top + line.top), width: CGFloat(line.width), height: CGFloat(line.height)))
        }
    }

    /// Fills a rounded rectangle in the current view's bounds coordinates.
    mutating func fill(_ rect: CGRect, radius: CGFloat, color c: UIColor) {
        let col = color(c)
        guard col.alpha > 0 else { return }
        append(.fill(RoundedRect(rect: place(rect), radius: Double(max(radius, 0))), color: col))
    }

    /// Draws `image` fitted in `rect`, tinted by `tint` when it is a template.
    mutating func drawImage(_ image: UIImage, in rect: CGRect, tint: UIColor) {
        guard let source = image.imageFile, rect.width > 0, rect.height > 0 else { return }
        let fitted = UIImageView.imageRect(.scaleAspectFit, image: image.size, in: rect)
        let t: Color? = image.isTemplate ? color(image.tintColor ?? tint) : image.tintColor.map { color($0) }
        append(.image(rect: place(fitted), source: source, contentMode: .scaleToFill, tint: t, mirrored: false))
        placed(fitted)
    }
}

/// A control, like UIKit's `UIControl`: its state (enabled, selected, highlighted). Galley
/// delivers no events; actions are kept and never sent.
@MainActor open class UIControl: UIView {
    /// A control's state, like `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The state's bits.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At rest.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control is enabled (disabled controls draw dimmed).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The control's state.
    open var state: State {
        var s = State.normal
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }
}

/// A button, like UIKit's `UIButton`, drawn from its `configuration` (`.plain()`, `.tinted()`,
/// `.gray()`, `.filled()`) or, without one, as a system button from its titles and images per state.
@MainActor open class UIButton: UIControl {
    /// A button's kind, like `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable, Hashable {
        /// A button you style yourself.
        case custom = 0
        /// The system's tinted text button.
        case system = 1
        /// Detail and info buttons.
        case detailDisclosure, infoLight, infoDark, contactAdd
        /// A close button.
        case close = 7
    }

    /// How a configured button looks, like UIKit's `UIButton.Configuration`.
    public struct Configuration: Hashable, @unchecked Sendable {
        enum Style: Hashable { case plain, tinted, gray, filled }
        /// The corner style, like `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable, Hashable {
            /// The radius follows the button size (the default).
            case dynamic
            /// `background.cornerRadius` as given.
            case fixed
            /// Small, medium and large radii.
            case small, medium, large
            /// Half the height.
            case capsule
        }
        /// The size, like `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, Hashable {
            /// Mini, small, medium (the default) and large buttons.
            case mini, small, medium, large
        }

        var style: Style
        /// The title.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The image beside the title.
        public var image: UIImage?
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and subtitle.
        public var titlePadding: CGFloat = 0
        /// The color of the title and a template image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The background's color (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The corner style.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button size.
        public var buttonSize: Size = .medium
        /// The insets around the content (nil: the size's).
        public var contentInsets: NSDirectionalEdgeInsets?
        /// The radius for `.fixed` corners.
        public var cornerRadius: CGFloat = 0

        /// A borderless, tinted-text button.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button on a tint-colored, translucent background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button on a gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button on a tint-filled background with white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()` (the borderless style).
        public static func borderless() -> Configuration { plain() }
        /// `gray()` (the bordered style).
        public static func bordered() -> Configuration { gray() }
        /// `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// The title's font for the button size (approximating UIKit's).
        var font: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 11)
            case .small: return .systemFont(ofSize: 13)
            case .medium: return .systemFont(ofSize: 15)
            case .large: return .systemFont(ofSize: 17)
            }
        }

        var insets: NSDirectionalEdgeInsets {
            if let contentInsets { return contentInsets }
            switch buttonSize {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        func radius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }
    }

    /// Creates a system button.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a button from an archive: Galley reads no archives, so this is an empty button.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button drawn from `configuration`.
    public convenience init(configuration: Configuration) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    /// The button's kind.
    public private(set) var buttonType: ButtonType = .system
    /// The configuration the button is drawn from (nil: titles and images per state).
    open var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The label holding the title's font (set `titleLabel?.font` as in UIKit).
    public private(set) lazy var titleLabel: UILabel? = {
        let l = UILabel()
        l.font = .systemFont(ofSize: 18)
        return l
    }()

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }
    /// The title for a state (the normal one when the state has none).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// Sets the title color for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    /// The title color for a state.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }
    /// The image for a state.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// What the button shows now: title, image, font, insets.
    private var content: (title: String?, image: UIImage?, font: UIFont, insets: NSDirectionalEdgeInsets, padding: CGFloat) {
        if let c = configuration { return (c.title, c.image, c.font, c.insets, c.imagePadding) }
        let font = titleLabel?.font ?? .systemFont(ofSize: 18)
        return (title(for: state), image(for: state), font, NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0), 0)
    }

    /// The content's size plus the insets.
    open override var intrinsicContentSize: CGSize {
        let c = content
        let t = c.title.map { ViewDrawingContext.textSize($0, font: c.font, traits: traitCollection) } ?? .zero
        let i = c.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? c.padding : 0
        return CGSize(
            width: t.width + i.width + gap + c.insets.leading + c.insets.trailing,
            height: max(t.height, i.height) + c.insets.top + c.insets.bottom)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// What names the button in an owner path: its title.
    override var accessibilityIdentifierForOwner: String? { content.title }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        let c = content
        let tint: UIColor = tintColor ?? .tintColor
        var foreground: UIColor = titleColor(for: state) ?? (buttonType == .custom ? .white : tint)
        if let config = configuration {
            let background: UIColor?
            switch config.style {
            case .plain:
                foreground = config.baseForegroundColor ?? tint
                background = config.baseBackgroundColor
            case .tinted:
                foreground = config.baseForegroundColor ?? tint
                background = config.baseBackgroundColor ?? tint.withAlphaComponent(0.15)
            case .gray:
                foreground = config.baseForegroundColor ?? tint
                background = config.baseBackgroundColor ?? .secondarySystemFill
            case .filled:
                foreground = config.baseForegroundColor ?? .white
                background = config.baseBackgroundColor ?? tint
            }
            if let background { context.fill(bounds, radius: config.radius(height: bounds.height), color: background) }
        }
        if !isEnabled { foreground = .tertiaryLabel }
        if isHighlighted { foreground = foreground.withAlphaComponent(0.5) }
        let content = bounds.inset(
            by: UIEdgeInsets(top: c.insets.top, left: c.insets.leading, bottom: c.insets.bottom, right: c.insets.trailing))
        let t = c.title.map { ViewDrawingContext.textSize($0, font: c.font, traits: traitCollection) } ?? .zero
        let i = c.image?.size ?? .zero
        let gap = t.width > 0 && i.width > 0 ? c.padding : 0
        let total = min(t.width + i.width + gap, content.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = content.midX - total / 2
        if let image = c.image {
            let imageX = rtl ? x + total - i.width : x
            context.drawImage(image, in: CGRect(x: imageX, y: content.midY - i.height / 2, width: i.width, height: i.height), tint: foreground)
            if !rtl { x += i.width + gap }
        }
        if let title = c.title {
            let w = max(total - i.width - gap, 0)
            context.drawText(title, font: c.font, color: foreground, centeredIn: CGRect(x: x, y: content.minY, width: w, height: content.height))
        }
    }
}

/// An on/off switch, like UIKit's `UISwitch`: 51 × 31 points, its track filled with
/// `onTintColor` (green by default) when on, its thumb at the trailing end when on.
@MainActor open class UISwitch: UIControl {
    /// Creates a switch (its size is always 51 × 31, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    /// Creates a switch from an archive: Galley reads no archives, so this is an off switch.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Whether the switch is on.
    open var isOn = false
    /// The track's color when on (nil: green).
    open var onTintColor: UIColor?
    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor?

    /// Sets the state.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31, as UIKit's.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    /// 51 × 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        let saved = context.alpha
        if !isEnabled { context.alpha *= 0.5 }
        let track = CGRect(x: bounds.midX - 25.5, y: bounds.midY - 15.5, width: 51, height: 31)
        context.fill(track, radius: 15.5, color: isOn ? (onTintColor ?? .systemGreen) : .systemFill)
        let trailing = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let thumb = CGRect(x: trailing ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        let shape = RoundedRect(rect: context.place(thumb), radius: 13.5)
        context.append(.shadow(shape, color: context.faded(Color(red: 0, green: 0, blue: 0, alpha: 38)), offset: Point(x: 0, y: 3), blur: 8, spread: 0))
        context.append(.shadow(shape, color: context.faded(Color(red: 0, green: 0, blue: 0, alpha: 10)), offset: Point(x: 0, y: 3), blur: 1, spread: 0))
        context.fill(thumb, radius: 13.5, color: thumbTintColor ?? .white)
        context.alpha = saved
    }
}

/// A spinner, like UIKit's `UIActivityIndicatorView`, drawn at a fixed phase (eight spokes,
/// the top one darkest). Hidden when stopped if `hidesWhenStopped` (the default), as UIKit.
@MainActor open class UIActivityIndicatorView: UIView {
    /// The indicator's size, like `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// An indicator of `style`.
    public init(style: Style) {
        self.style = style
        let side: CGFloat = style == .large ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
    }
    /// A medium indicator.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    /// Creates an indicator from an archive: Galley reads no archives, so this is a medium one.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    /// The size.
    open var style: Style
    /// The spokes' color (nil: gray).
    open var color: UIColor!
    /// Whether the indicator hides when not animating.
    open var hidesWhenStopped = true
    /// Whether it is animating (drawn at a fixed phase).
    open private(set) var isAnimating = false
    /// Starts animating (it shows).
    open func startAnimating() { isAnimating = true }
    /// Stops animating (hidden if `hidesWhenStopped`).
    open func stopAnimating() { isAnimating = false }

    /// 20 × 20 (medium) or 37 × 37 (large).
    open override var intrinsicContentSize: CGSize { style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        guard isAnimating || !hidesWhenStopped else { return }
        let side: CGFloat = style == .large ? 37 : 20
        let outer = side / 2, inner = side * 0.22, width = style == .large ? 3.5 : 2
        let h = 0.5.squareRoot()
        // The eight directions, clockwise from the top (no trigonometry: exact at 45°).
        let directions: [(CGFloat, CGFloat)] = [(0, -1), (h, -h), (1, 0), (h, h), (0, 1), (-h, h), (-1, 0), (-h, -h)]
        let base = color ?? .gray
        for (k, d) in directions.enumerated() {
            // The top spoke is darkest; going clockwise they fade (the tail behind the head).
            let alpha = 1 - CGFloat((8 - k) % 8) / 8 * 0.75
            let from = CGPoint(x: bounds.midX + d.0 * inner, y: bounds.midY + d.1 * inner)
            let to = CGPoint(x: bounds.midX + d.0 * (outer - width / 2), y: bounds.midY + d.1 * (outer - width / 2))
            context.append(.line(from: context.place(from), to: context.place(to), width: Double(width), color: context.color(base.withAlphaComponent(alpha))))
        }
        context.placed(CGRect(x: bounds.midX - outer, y: bounds.midY - outer, width: side, height: side))
    }
}

/// A progress bar, like UIKit's `UIProgressView`: a 4-point capsule track, filled from the
/// leading edge by `progress`.
@MainActor open class UIProgressView: UIView {
    /// The bar's look, like `UIProgressView.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar.
        case `default`
        /// A toolbar's bar.
        case bar
    }
    /// A progress view of `style`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }
    /// A default progress view.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a progress view from an archive: Galley reads no archives, so this is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The style.
    open var progressViewStyle: Style = .default
    /// The progress, 0 to 1 (clamped).
    open var progress: Float = 0
    /// The filled part's color (nil: the tint).
    open var progressTintColor: UIColor?
    /// The track's color (nil: a system fill).
    open var trackTintColor: UIColor?
    /// Sets the progress.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        let h = min(bounds.height, 4)
        let track = CGRect(x: bounds.minX, y: bounds.midY - h / 2, width: bounds.width, height: h)
        let radius = progressViewStyle == .bar ? 0 : h / 2
        context.fill(track, radius: radius, color: trackTintColor ?? .systemFill)
        let p = progress.isFinite ? CGFloat(min(max(progress, 0), 1)) : 0
        guard p > 0 else { return }
        let w = track.width * p
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? track.maxX - w : track.minX
        context.fill(CGRect(x: x, y: track.minY, width: w, height: h), radius: radius, color: progressTintColor ?? tintColor ?? .tintColor)
    }
}

/// A row of segments, like UIKit's `UISegmentedControl`: equal-width segments of titles on a
/// gray capsule, the selected one raised on a white plate.
@MainActor open class UISegmentedControl: UIControl {
    /// The index of no segment.
    public static let noSegment = -1

    /// A control with `items` (titles; images are drawn too).
    public init(items: [Any]?) {
        segments = (items ?? []).map { item in
            if let s = item as? String { return .title(s) }
            if let i = item as? UIImage { return .image(i) }
            return .title(String(describing: item))
        }
        super.init(frame: .zero)
    }
    /// An empty control.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Creates a control from an archive: Galley reads no archives, so this is empty.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    enum Segment: Equatable {
        case title(String)
        case image(UIImage)
    }
    private var segments: [Segment] = []

    /// The selected segment (`noSegment`: none).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected plate's color (nil: white, or gray in dark mode).
    open var selectedSegmentTintColor: UIColor?
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(.title(title ?? ""), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }
    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = .title(title ?? "")
        invalidateIntrinsicContentSize()
    }
    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment), case .title(let t) = segments[segment] else { return nil }
        return t
    }
    /// Removes every segment.
    open func removeAllSegments() { segments = [] }

    private let font = UIFont.systemFont(ofSize: 13)
    private let selectedFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    private func segmentWidth(_ s: Segment) -> CGFloat {
        switch s {
        case .title(let t): return ViewDrawingContext.textSize(t, font: selectedFont, traits: traitCollection).width + 24
        case .image(let i): return i.size.width + 24
        }
    }

    /// Equal segments as wide as the widest, 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: (segments.map(segmentWidth).max() ?? 0) * CGFloat(segments.count), height: 32)
    }

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        context.fill(bounds, radius: 9, color: .tertiarySystemFill)
        guard !segments.isEmpty else { return }
        let w = bounds.width / CGFloat(segments.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func rect(_ i: Int) -> CGRect {
            let slot = rtl ? segments.count - 1 - i : i
            return CGRect(x: bounds.minX + CGFloat(slot) * w, y: bounds.minY, width: w, height: bounds.height)
        }
        let dark = traitCollection.userInterfaceStyle == .dark
        // Dividers between segments that do not touch the selected one.
        for i in 1..<segments.count where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
            let x = rtl ? rect(i).maxX : rect(i).minX
            context.fill(CGRect(x: x - 0.5, y: bounds.midY - 6, width: 1, height: 12), radius: 0, color: UIColor.systemGray.withAlphaComponent(0.3))
        }
        if segments.indices.contains(selectedSegmentIndex) {
            let plate = rect(selectedSegmentIndex).insetBy(dx: 2, dy: 2)
            let shape = RoundedRect(rect: context.place(plate), radius: 7)
            context.append(.shadow(shape, color: context.faded(Color(red: 0, green: 0, blue: 0, alpha: 30)), offset: Point(x: 0, y: 3), blur: 8, spread: 0))
            context.fill(plate, radius: 7, color: selectedSegmentTintColor ?? (dark ? .systemGray : .white))
        }
        let textColor: UIColor = isEnabled ? .label : .tertiaryLabel
        for (i, s) in segments.enumerated() {
            let r = rect(i).insetBy(dx: 6, dy: 0)
            switch s {
            case .title(let t): context.drawText(t, font: i == selectedSegmentIndex ? selectedFont : font, color: textColor, centeredIn: r)
            case .image(let image):
                let size = image.size
                context.drawImage(
                    image, in: CGRect(x: r.midX - size.width / 2, y: r.midY - size.height / 2, width: size.width, height: size.height), tint: textColor)
            }
        }
    }
}

/// A view with a visual effect behind its content, like UIKit's `UIVisualEffectView`. Galley
/// draws no blur: a blur effect is drawn as its material's tint over what is behind (a
/// translucent white in light mode, a translucent dark gray in dark mode, thicker for thicker
/// materials); a vibrancy effect draws nothing of its own. Add subviews to `contentView`.
@MainActor open class UIVisualEffectView: UIView {
    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    /// Creates a view from an archive: Galley reads no archives, so this has no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The effect.
    open var effect: UIVisualEffect?
    /// The view subviews go in, above the effect.
    public let contentView = UIView()

    override func galleyDrawContent(_ context: inout ViewDrawingContext) {
        guard let blur = effect as? UIBlurEffect else { return }
        let dark: Bool
        let alpha: CGFloat
        switch blur.style {
        case .extraLight: (dark, alpha) = (false, 0.82)
        case .light: (dark, alpha) = (false, 0.6)
        case .dark: (dark, alpha) = (true, 0.6)
        case .systemUltraThinMaterial: (dark, alpha) = (traitCollection.userInterfaceStyle == .dark, 0.35)
        case .systemThinMaterial: (dark, alpha) = (traitCollection.userInterfaceStyle == .dark, 0.55)
        case .systemThickMaterial, .prominent: (dark, alpha) = (traitCollection.userInterfaceStyle == .dark, 0.85)
        case .systemChromeMaterial: (dark, alpha) = (traitCollection.userInterfaceStyle == .dark, 0.8)
        case .systemMaterial, .regular: (dark, alpha) = (traitCollection.userInterfaceStyle == .dark, 0.72)
        }
        let tint = dark ? UIColor(red: 0.14, green: 0.14, blue: 0.15, alpha: alpha) : UIColor(white: 0.98, alpha: alpha)
        let radius = layer.cornerRadius
        context.fill(bounds, radius: radius, color: tint)
    }
}
