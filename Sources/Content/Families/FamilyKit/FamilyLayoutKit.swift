import Geometry
import Raster
import Support
import Typesetting

/// What a layout family's layout places things with. Frames are given from the leading edge
/// (`x` = distance from the leading side) and flipped under right-to-left here, once, so a
/// family's layout code is written for one direction.
public struct FamilyLayoutKit {
    public let context: ContentContext
    public let environment: ContentEnvironment
    public let width: Double
    public private(set) var elements: [ContentLayout.Element] = []
    public private(set) var notes: [String] = []
    /// Graphical objects that carry meaning (the selection border), for the non-text contrast audit.
    public private(set) var nonTextParts: [ContentLayout.NonTextPart] = []
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
        // A family's layout places a handful of elements: grown once, not at each doubling.
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
        return try context.typesetter.layout(
            reusingShapesOf: first, p, direction: environment.layoutDirection, width: max(natural, 1),
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
    ///   (`LayoutFamily.isRow`; the scene fills it with `rowSelectionColor`, shaped as the row's
    ///   background is, as list rows do).
    public mutating func drawState(_ state: CellConfigurationState, _ look: FamilyStateLook, size: Size, isRow: Bool = false) {
        guard state.isHighlighted || state.isSelected || state.isDisabled else { return }
        func faded(_ c: Color) -> Color { c.multiplyingAlpha(by: 1 - look.disabledOpacity) }
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // Disabled: the shape fades into its own fill; anything else (a row, a tile's image, a
        // bubble and its caption) fades, whole, into the fade color.
        if state.isDisabled {
            if var shape = stateShape, let fill = stateShapeFill {
                draw(shape.rect) { r, out in
                    shape.rect = r; out.append(.fill(shape, color: faded(fill)))
                }
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
        if state.isSelected, look.selectionWidth > 0 {
            nonTextParts.append(.init(name: "selection border", bounds: physical(shape.rect), color: look.selectionColor, isBoundary: true))
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
        ImageDrawing.draw(
            name, in: r, style: style, direction: environment.layoutDirection, appearance: self.style,
            store: context.images, item: itemName, element: element, diagnostics: &diagnostics, into: &commands)
        notes += diagnostics.map(\.description)
        if clip != nil { commands.append(.popClip) }
        elements.append(.commands(commands, bounds: r))
    }

    /// A note for the render's diagnostics.
    public mutating func note(_ s: String) { notes.append(s) }
}

extension FamilyLayoutKit {
    /// A text layout's height, or 0 for none.
    static func height(_ t: TextLayout?) -> Double { t?.size.height ?? 0 }

    /// Typesets an optional string (nil stays nil).
    func typeset(maybe s: String?, _ p: TextProperties, width: Double, element: String) throws(ContentError) -> TextLayout? {
        guard let s, !s.isEmpty else { return nil }
        return try typeset(s, p, width: width, element: element)
    }
}
