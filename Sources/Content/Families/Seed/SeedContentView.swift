import Geometry
import Raster
import Support
import Typesetting

/// A seed family (article cards, grid tiles, story bubbles, …): its resolved design part
/// (fonts, colors, metrics from the design model's element design for the traits), its item
/// part, and one layout function that both measuring and drawing use.
public protocol SeedFamily: Sendable {
    associatedtype Design: Hashable & Sendable
    associatedtype Item: Hashable & Sendable
    /// The registry / sizing-pool name.
    static var family: String { get }
    /// Lays out `item` in `design` at `kit.width`, appending what is drawn to `kit`; returns the size.
    static func layout(design: Design, item: Item, kit: inout SeedLayoutKit) throws(ContentError) -> Size
    /// A row (document row, status panel, section header): its highlighted and selected looks
    /// are the cell's background, as a list row's; the family draws them itself otherwise.
    static var isRow: Bool { get }
}

extension SeedFamily {
    public static var isRow: Bool { false }
}

/// The content configuration of a seed family: a value with the family's design part and item
/// part. Its design part also carries the state looks and the state it was updated for
/// (`updated(for:)`), so a pressed or selected card restyles through the design hook, as a
/// UIKit configuration updated for a state does.
public struct SeedConfiguration<F: SeedFamily>: ContentConfiguration {
    public typealias View = SeedContentView<F>
    public static var family: String { F.family }
    public var design: SeedDesign<F.Design>
    public var item: F.Item

    /// A configuration in the normal state; `states` are the looks of the other states.
    public init(design: F.Design, item: F.Item, states: SeedStateLook = SeedStateLook.resolve(.default, environment: ContentEnvironment())) {
        self.design = SeedDesign(family: design, states: states, state: .normal); self.item = item
    }

    /// A configuration decoded from a scene: its state looks come from the scene's design model.
    public init(design: F.Design, item: F.Item, context: ContentDecodingContext) {
        self.init(design: design, item: item, states: .resolve(context.design, environment: context.environment))
    }

    public func makeContentView(context: ContentContext) -> SeedContentView<F> { SeedContentView(context: context) }

    public static var statesDrawnByBackground: Bool { F.isRow }

    /// The configuration for `state`: highlighted and selected cards draw their state looks.
    public func updated(for state: CellConfigurationState) -> SeedConfiguration<F> {
        var c = self
        c.design.state = state
        return c
    }
}

/// A seed family's design part: the family's own design, the resolved state looks, and the
/// state being drawn.
public struct SeedDesign<Family: Hashable & Sendable>: Hashable, Sendable {
    public var family: Family
    public var states: SeedStateLook
    public var state: CellConfigurationState
}

/// `SeedStatesElementDesign` resolved for an environment.
public struct SeedStateLook: Hashable, Sendable {
    public var highlightColor: Color
    public var selectionColor: Color
    public var selectionWidth: Double
    public var disabledOpacity: Double
    public var disabledFadeColor: Color
    public var disabledRowFadeColor: Color

    public static func resolve(_ model: DesignModel, environment e: ContentEnvironment) -> SeedStateLook {
        let d = model.elements.states, s = e.userInterfaceStyle
        return SeedStateLook(highlightColor: model.resolvedColor(d.highlightColor, s), selectionColor: model.resolvedColor(d.selectionColor, s),
                             selectionWidth: d.selectionWidth,
                             disabledOpacity: d.disabledOpacity, disabledFadeColor: model.resolvedColor(d.disabledFadeColor, s),
                             disabledRowFadeColor: model.resolvedColor(d.disabledRowFadeColor, s))
    }
}

/// The content view of every seed family. The design hook keeps the resolved design (styling);
/// item binding keeps the item, in one assignment, so nothing of a previous item survives (no
/// stale thumbnail or toolbar); `layout(width:)` runs the family's layout once per pass, then
/// draws the state's look over (or under) what the family placed.
public final class SeedContentView<F: SeedFamily>: ContentView {
    public typealias Configuration = SeedConfiguration<F>
    public var lifecycle = ContentViewLifecycle<SeedDesign<F.Design>>()
    let context: ContentContext
    private var design: SeedDesign<F.Design>?
    private var environment = ContentEnvironment()
    private var item: F.Item?

    init(context: ContentContext) { self.context = context }

    public func applyDesign(_ design: SeedDesign<F.Design>, environment: ContentEnvironment) {
        self.design = design
        self.environment = environment
    }

    public func bind(_ item: F.Item) { update(&self.item, item) }

    public func layout(width: Double) throws(ContentError) -> ContentLayout {
        guard let design, let item else { throw .invalid("a \(F.family) content view was laid out before it was configured") }
        var kit = SeedLayoutKit(context: context, environment: environment, width: width)
        let size = try F.layout(design: design.family, item: item, kit: &kit)
        kit.drawState(design.state, design.states, size: size, isRow: F.isRow)
        var out = ContentLayout(size: size, elements: kit.elements, separatorLeadingInset: kit.separatorLeadingInset)
        out.notes = kit.notes
        return out
    }
}

/// What a seed family's layout places things with. Frames are given from the leading edge
/// (`x` = distance from the leading side) and flipped under right-to-left here, once, so a
/// family's layout code is written for one direction.
public struct SeedLayoutKit {
    public let context: ContentContext
    public let environment: ContentEnvironment
    public let width: Double
    public private(set) var elements: [ContentLayout.Element] = []
    public private(set) var notes: [String] = []
    /// The item being laid out, for diagnostics (set by the family's item, e.g. its title).
    public var itemName = "item"
    /// Where a list separator under this view starts, from the leading edge (rows); nil for none.
    public var separatorLeadingInset: Double?
    /// The shape the state looks are drawn in (leading-based): a card's surface (set by
    /// `surface`), a tile, a bubble's circle. Nil for a row, whose background fills instead.
    public var stateShape: RoundedRect?
    /// What the state shape is filled with, when it is one color (a card's surface).
    public var stateShapeFill: Color?

    init(context: ContentContext, environment: ContentEnvironment, width: Double) {
        self.context = context; self.environment = environment; self.width = width
        // A seed layout places a handful of elements: grown once, not at each doubling.
        elements.reserveCapacity(8)
    }

    public var rtl: Bool { environment.layoutDirection == .rightToLeft }
    public var category: ContentSizeCategory { environment.contentSizeCategory }
    public var style: UserInterfaceStyle { environment.userInterfaceStyle }
    /// Symbols and fixed metrics scale like the body text style.
    public var symbolScale: Double { SymbolMetrics.scale(for: category) }

    /// A leading-based rectangle in the view's physical coordinates.
    public func physical(_ r: Rect) -> Rect {
        rtl ? Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) : r
    }

    /// `s` typeset in `p` at `width` (`.infinity` for one unbounded line).
    public func typeset(_ s: String, _ p: TextProperties, width: Double, element: String) throws(ContentError) -> TextLayout {
        try context.typesetter.layout(s, p, direction: environment.layoutDirection, width: max(width, 1), element: element)
    }

    /// `s` typeset in a box as wide as its longest line, at most `maxWidth` (truncating or
    /// wrapping there): a label that sits beside something else, boxed at its own width.
    public func typesetFitting(_ s: String, _ p: TextProperties, maxWidth: Double, element: String) throws(ContentError) -> TextLayout {
        let first = try typeset(s, p, width: maxWidth, element: element)
        var widest = 0.0
        for line in first.lines { widest = max(widest, line.width) }
        let natural = ((first.lines.isEmpty ? first.size.width : widest) * 64).rounded(.up) / 64
        guard natural < first.containerWidth, natural > 0 else { return first }
        // The same text and style at the natural width: lines are fitted again, the text is not
        // shaped again.
        return try context.typesetter.layout(reusingShapesOf: first, p, direction: environment.layoutDirection, width: max(natural, 1),
                                             element: element)
    }

    /// Places a text layout whose box starts `x` from the leading edge at `y` (its container width).
    public mutating func place(_ t: TextLayout, x: Double, y: Double) {
        let w = t.containerWidth.isFinite ? t.containerWidth : t.size.width
        let r = physical(Rect(x: x, y: y, width: w, height: t.size.height))
        elements.append(.text(.init(layout: t, origin: Point(x: r.minX, y: y))))
    }

    /// Appends commands drawn in the physical rectangle of leading-based `frame`.
    public mutating func draw(_ frame: Rect, _ make: (Rect, inout [DisplayCommand]) -> Void) {
        let r = physical(frame)
        var commands: [DisplayCommand] = []
        make(r, &commands)
        if !commands.isEmpty { elements.append(.commands(commands, bounds: r)) }
    }

    /// Inserts commands under everything placed so far (a card's surface, once its size is known).
    public mutating func drawUnder(_ frame: Rect, _ make: (Rect, inout [DisplayCommand]) -> Void) {
        let r = physical(frame)
        var commands: [DisplayCommand] = []
        make(r, &commands)
        if !commands.isEmpty { elements.insert(.commands(commands, bounds: r), at: 0) }
    }

    /// A card's surface under everything placed so far, filling `frame`; it is also the shape
    /// the state looks are drawn in.
    public mutating func surface(_ frame: Rect, _ surface: CardSurface) {
        drawUnder(frame) { r, out in surface.commands(r, into: &out) }
        stateShape = RoundedRect(rect: frame, radius: surface.radius, corner: surface.corner)
        stateShapeFill = surface.color
    }

    /// The look of `state` (nothing for `.normal`), inside the view's `size`:
    /// - disabled: a card fades everything placed into its surface's fill — the same pixels as
    ///   drawing it at `disabledOpacity` over that fill; a family without a one-color shape fades
    ///   its whole bounds into `disabledFadeColor`, a row into `disabledRowFadeColor`;
    /// - a family with a state shape: highlighted lays `highlightColor` over the shape; selected
    ///   strokes a `selectionWidth` ring of `selectionColor` inside its edge;
    /// - a row has no state shape: its cell's background shows highlighted and selected
    ///   (`SeedFamily.isRow`; the scene fills it with `rowSelectionColor`, shaped as the row's
    ///   background is, as list rows do).
    public mutating func drawState(_ state: CellConfigurationState, _ look: SeedStateLook, size: Size, isRow: Bool = false) {
        guard state.isHighlighted || state.isSelected || state.isDisabled else { return }
        func faded(_ c: Color) -> Color {
            var c = c
            c.alpha = UInt8((Double(c.alpha) * (1 - look.disabledOpacity)).rounded())
            return c
        }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // Disabled: the shape fades into its own fill; anything else (a row, a tile's image, a
        // bubble and its caption) fades, whole, into the fade color.
        if state.isDisabled {
            if var shape = stateShape, let fill = stateShapeFill {
                draw(shape.rect) { r, out in shape.rect = r; out.append(.fill(shape, color: faded(fill))) }
            } else {
                let fade = faded(isRow ? look.disabledRowFadeColor : look.disabledFadeColor)
                draw(bounds) { r, out in out.append(.fill(RoundedRect(rect: r), color: fade)) }
            }
        }
        // A row's highlight and selection are its cell's background (the scene draws it).
        guard state.isHighlighted || state.isSelected, var shape = stateShape else { return }
        draw(shape.rect) { r, out in
            shape.rect = r
            if state.isHighlighted { out.append(.fill(shape, color: look.highlightColor)) }
            if state.isSelected, look.selectionWidth > 0 { out.append(.stroke(shape, width: look.selectionWidth, color: look.selectionColor)) }
        }
    }

    /// An image element (through `ImageDrawing`: placeholder + note when it cannot be read),
    /// optionally clipped to a rounded shape around it (a card's top corners).
    public mutating func image(_ name: String, frame: Rect, style: ImageStyle, element: String, clip: RoundedRect? = nil) {
        let r = physical(frame)
        var commands: [DisplayCommand] = []
        if var c = clip {
            c.rect = physical(c.rect)
            commands.append(.pushClip(c))
        }
        var diagnostics: [ImageDiagnostic] = []
        ImageDrawing.draw(name, in: r, style: style, direction: environment.layoutDirection, appearance: self.style,
                          store: context.images, item: itemName, element: element, diagnostics: &diagnostics, into: &commands)
        notes += diagnostics.map(\.description)
        if clip != nil { commands.append(.popClip) }
        elements.append(.commands(commands, bounds: r))
    }

    /// A note for the render's diagnostics.
    public mutating func note(_ s: String) { notes.append(s) }
}

/// The resolved look of a card's container: fill, corner, border and shadow.
public struct CardSurface: Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var corner: CornerCurve
    public var borderColor: Color
    public var borderWidth: Double
    public var shadow: ShadowConfiguration?

    /// The surface of `role` ("card") from the design model, in `style`.
    public static func resolve(_ model: DesignModel, role: String = "card", fill: String, style: UserInterfaceStyle) -> CardSurface {
        let border = model.borders[role]
        let shadow = model.shadows[role]
        return CardSurface(color: model.resolvedColor(fill, style), radius: model.shapes.radius(role), corner: model.shapes.cornerCurve,
                           borderColor: border.map { model.resolvedColor($0.color, style) } ?? .clear, borderWidth: border?.width ?? 0,
                           shadow: shadow.flatMap { s in
                               s.opacity > 0 ? ShadowConfiguration(color: model.resolvedColor(s.color, style), opacity: s.opacity, radius: s.radius, offset: s.offset) : nil })
    }

    /// Commands drawing the surface filling `r` (the shadow stays inside the content's bounds
    /// only if the family leaves room; families draw it within their size).
    public func commands(_ r: Rect, into out: inout [DisplayCommand]) {
        let shape = RoundedRect(rect: r, radius: radius, corner: corner)
        if let s = shadow { out.append(.shadow(shape, color: s.effectiveColor, offset: s.offset, blur: s.displayListBlur, spread: 0)) }
        out.append(.fill(shape, color: color))
        if borderWidth > 0, borderColor.alpha > 0 { out.append(.stroke(shape, width: borderWidth, color: borderColor)) }
    }
}

extension DesignModel {
    /// A text role resolved for the environment (`textProperties`), with `numberOfLines` replaced.
    func text(_ role: TextRole, _ environment: ContentEnvironment) -> TextProperties { textProperties(role, environment: environment) }
}

extension SeedLayoutKit {
    /// A text layout's height, or 0 for none.
    static func height(_ t: TextLayout?) -> Double { t?.size.height ?? 0 }

    /// Typesets an optional string (nil stays nil).
    func typeset(maybe s: String?, _ p: TextProperties, width: Double, element: String) throws(ContentError) -> TextLayout? {
        guard let s, !s.isEmpty else { return nil }
        return try typeset(s, p, width: width, element: element)
    }
}

/// Shared item-JSON readers of the seed families.
enum SeedJSON {
    /// A kind's sample item (constant text, parsed once per use).
    static func sample(_ text: String) -> JSONValue? { try? JSONValue.parse(Array(text.utf8)) }

    static func string(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String? {
        try json.optional(key)?.string()
    }

    static func requiredString(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String {
        try json.required(key).string()
    }

    /// An image source: a non-empty string.
    static func image(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> String? {
        guard let r = try json.optional(key) else { return nil }
        let s = try r.string()
        guard !s.isEmpty else { throw r.fail("an image source must not be empty") }
        return s
    }

    static func bool(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> Bool {
        try json.optional(key)?.bool() ?? false
    }

    static func count(_ json: JSONReader, _ key: String) throws(JSONDecodingError) -> Int? {
        try json.optional(key)?.int(min: 0, max: 1_000_000_000)
    }
}
