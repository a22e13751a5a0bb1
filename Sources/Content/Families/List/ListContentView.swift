import Geometry
import Raster
import Typesetting

/// The content view of `ListContentConfiguration`, like `UIListContentView`: an optional image,
/// a text and a secondary text (stacked, or side by side when they fit), and leading and
/// trailing accessories. The design hook takes the text, image and accessory properties; item
/// binding sets the texts, the image and the accessories, each in both states.
public final class ListContentView: ContentView {
    public typealias Configuration = ListContentConfiguration
    public var lifecycle = ContentViewLifecycle<ListContentConfiguration.Design>()
    public let typesetter: Typesetter
    /// Where images are read from (decoded once per store).
    public let images: ImageStore?

    // Styled by the design hook.
    private var design: ListContentConfiguration.Design?
    private var environment = ContentEnvironment()
    // Bound per item (every one set in both states).
    private var text: String?
    private var secondaryText: String?
    private var image: ContentImage?
    private var accessories: [CellAccessory] = []
    private var indentationLevel = 0

    public init(typesetter: Typesetter, images: ImageStore? = nil) { self.typesetter = typesetter; self.images = images }

    public func applyDesign(_ design: ListContentConfiguration.Design, environment: ContentEnvironment) {
        self.design = design
        self.environment = environment
    }

    public func bind(_ item: ListContentConfiguration.Item) {
        update(&text, item.text)
        update(&secondaryText, item.secondaryText)
        update(&image, item.image)
        update(&accessories, item.accessories)
        update(&indentationLevel, item.indentationLevel)
    }

    public func layout(width: Double) throws(ContentError) -> ContentLayout {
        guard let d = design else { throw .invalid("a list content view was laid out before it was configured") }
        switch d.variant {
        case .legacyCell, .legacyHeader, .legacyFooter: return try legacyLayout(d, width: width)
        default: return try listLayout(d, width: width)
        }
    }

    /// A configuration's layout at `width` in `direction` and `scale`, its height rounded up to
    /// whole device pixels (a one-off measure; renders go through `ContentMeasurer`).
    public func layout(
        _ c: ListContentConfiguration, width: Double, direction: LayoutDirection = .leftToRight,
        scale: Double = 1
    ) throws(ContentError) -> ContentLayout {
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        try apply(c, environment: ContentEnvironment(layoutDirection: direction, displayScale: scale))
        return try measure(width: width).roundedUp(toPixelsOf: scale)
    }

    // MARK: Version 1

    /// Version 1 cells and supplementaries, exactly as galley 1 laid them out: text (and
    /// secondary text below it) inside the margins, centered in the minimum height.
    private func legacyLayout(_ d: ListContentConfiguration.Design, width: Double) throws(ContentError) -> ContentLayout {
        let direction = environment.layoutDirection
        let insets = d.directionalLayoutMargins
        let textWidth = max(width - insets.leading - insets.trailing, 1)
        // Under right-to-left the block is placed from the right margin (the text layout itself
        // aligns natural text to its right edge).
        let x = direction == .leftToRight ? insets.leading : insets.trailing
        var blocks: [ContentLayout.Block] = []
        let primary = try typeset(text ?? "", d.textProperties, width: textWidth, element: d.variant == .legacyCell ? "text" : "header")
        var y = insets.top
        blocks.append(.init(layout: primary, origin: Point(x: x, y: y)))
        y += primary.size.height
        if let secondary = secondaryText, d.variant == .legacyCell {
            y += d.textToSecondaryTextVerticalPadding
            let s = try typeset(secondary, d.secondaryTextProperties, width: textWidth, element: "secondaryText")
            blocks.append(.init(layout: s, origin: Point(x: x, y: y)))
            y += s.size.height
        }
        y += insets.bottom
        let height = max(y, d.minimumHeight)
        // Center the text vertically when the minimum height adds space (as UIKit cells do).
        if height > y {
            let shift = (height - y) / 2
            for i in blocks.indices { blocks[i].origin.y += shift }
        }
        return ContentLayout(
            size: Size(width: width, height: height), blocks: blocks,
            separatorLeadingInset: d.hasSeparatorGuide ? insets.leading : nil)
    }

    // MARK: Version 2

    /// One piece placed along the row in leading-based coordinates (x from the leading edge).
    private struct Piece {
        /// An accessory keeps its badge's laid-out count (nil for other kinds): typeset once, for its size and its drawing.
        enum What {
            case text(TextLayout)
            case image(ContentImage, Size)
            /// `trailingInset`: space kept between the glyph and the piece's trailing edge.
            case accessory(CellAccessory, Size, badge: TextLayout?, trailingInset: Double)
            case label(TextLayout, CellAccessory)
        }
        var what: What
        var x: Double
        var width: Double
        var height: Double
        /// nil: centered vertically in the row; else the offset from the content top.
        var y: Double?
    }

    private func listLayout(_ d: ListContentConfiguration.Design, width: Double) throws(ContentError) -> ContentLayout {
        let m = d.effectiveLayoutMargins(superview: environment.superviewLayoutMargins)
        let category = environment.contentSizeCategory
        var pieces: [Piece] = []
        // Accessories, the image and two texts at most: one allocation, not one per doubling.
        pieces.reserveCapacity(accessories.count + 3)
        // Outline indentation moves everything from the leading margin on (UIKit's indentsAccessories).
        var start = m.leading + Double(indentationLevel) * d.indentationWidth
        var end = width - m.trailing

        // Accessories: leading ones from the leading margin, trailing ones back from the trailing
        // margin, outermost first. The text keeps at least a third of the row (44 pt at most):
        // an accessory that would leave it less is dropped, with a note (inner ones go first).
        let minimumText = min(44, max(width - m.leading - m.trailing, 0) / 3)
        let leading = accessories.filter { $0.placement == .leading }
        let trailing = accessories.filter { $0.placement == .trailing }
        var notes: [String] = []
        func accessoryPiece(_ a: CellAccessory) throws(ContentError) -> Piece {
            if case .label(let s) = a.kind {
                // A label takes at most 40% of the row and truncates in it.
                let cap = max((width - m.leading - m.trailing) * 0.4, 1)
                let props = TextProperties(font: d.accessories.labelFont, color: d.accessories.tint(for: a), numberOfLines: 1)
                var t = try typeset(s, props, width: cap, element: "accessory label")
                // Laid out again at its own width, so its box is the text (natural alignment
                // cannot move it inside a wider box): the same shaped text, fitted again.
                if t.size.width > 0, t.size.width < cap { t = try relayout(t, props, width: t.size.width, element: "accessory label") }
                return Piece(what: .label(t, a), x: 0, width: reserved(a, t.containerWidth, category), height: t.size.height)
            }
            let badge = a.badgeLayout(category: category, typesetter: typesetter)
            var size = a.intrinsicSize(category: category, badgeText: badge)
            // The platform's glyph geometry (`AccessoryPlatformMetrics`).
            var inset = 0.0
            let glyphs = d.accessories.glyphs
            if case .disclosureIndicator = a.kind {
                size = Size(width: size.width * glyphs.disclosureIndicatorScale, height: size.height * glyphs.disclosureIndicatorScale)
            } else if case .checkmark = a.kind, a.placement == .trailing {
                inset = glyphs.checkmarkTrailingInset
            }
            return Piece(
                what: .accessory(a, size, badge: badge, trailingInset: inset), x: 0, width: reserved(a, size.width, category) + inset,
                height: size.height)
        }
        let padding = d.accessories.contentToAccessoryPadding
        // The platform's padding before trailing accessories (`AccessoryPlatformMetrics`).
        let trailingPadding = d.accessories.glyphs.contentToAccessoryPadding ?? padding
        var placedLeading = false, placedTrailing = false
        var order: [(CellAccessory, Bool)] = []
        for a in leading { order.append((a, true)) }
        for a in trailing.reversed() { order.append((a, false)) }
        var trailingPieces: [Piece] = []
        for (a, isLeading) in order {
            var p = try accessoryPiece(a)
            // Room left for the text if this accessory is placed (padding counted once a side).
            let gapBefore = isLeading ? (placedLeading ? d.accessories.spacing : 0) : (placedTrailing ? d.accessories.spacing : 0)
            let paddingLeading = (placedLeading || isLeading) ? padding : 0
            let paddingTrailing = (placedTrailing || !isLeading) ? trailingPadding : 0
            let room = end - start - p.width - gapBefore - paddingLeading - paddingTrailing
            guard room >= minimumText else {
                notes.append("accessory \"\(a.kind.name)\" does not fit beside the text at \(formatPoints(width)) pt; it was left out")
                continue
            }
            if isLeading {
                start += gapBefore
                p.x = start
                start += p.width
                placedLeading = true
                pieces.append(p)
            } else {
                end -= gapBefore + p.width
                p.x = end
                placedTrailing = true
                trailingPieces.append(p)
            }
        }
        if placedLeading { start += padding }
        if placedTrailing { end -= trailingPadding }
        pieces += trailingPieces.reversed()

        // The image, in its reserved width.
        if let img = image {
            var natural = img.size ?? d.imageProperties.defaultSize
            if img.size == nil, let store = images, case .success(let loaded) = store.image(img.source) { natural = loaded.pointSize }
            var s = d.imageProperties.drawnSize(natural: natural)
            // The image leaves the text its minimum too (scaled down, aspect kept).
            let room = max(end - start - minimumText - d.imageToTextPadding, 1)
            if s.width > room { s = Size(width: room, height: s.height * room / s.width) }
            let reservedWidth = min(max(d.imageProperties.reservedLayoutWidth, s.width), max(room, s.width))
            pieces.append(Piece(what: .image(img, s), x: start + (reservedWidth - s.width) / 2, width: s.width, height: s.height))
            start += reservedWidth + d.imageToTextPadding
        }
        let textStart = start
        let area = max(end - start, 1)

        // Texts: side by side when preferred and both fit on one line each, else stacked.
        var textHeight = 0.0
        let hasText = text.map { !$0.isEmpty } ?? false
        let primary: TextLayout? = hasText ? try typeset(text!, d.textProperties, width: area, element: "text") : nil
        var secondary: TextLayout? = nil
        if let s = secondaryText, !s.isEmpty {
            var sideBySide = false
            var shapedSecondary: TextLayout? = nil
            if d.prefersSideBySideTextAndSecondaryText, let p = primary {
                // Each text is shaped once: its one-line width and its layouts at other widths
                // fit the same shaped text again.
                let natural = try relayout(p, d.textProperties, width: .infinity, element: "text").size.width
                let unbounded = try typeset(s, d.secondaryTextProperties, width: .infinity, element: "secondaryText")
                shapedSecondary = unbounded
                let other = unbounded.size.width
                sideBySide = p.lines.count <= 1 && natural + d.textToSecondaryTextHorizontalPadding + other <= area
                if sideBySide {
                    var props = d.secondaryTextProperties
                    props.alignment = environment.layoutDirection == .leftToRight ? .right : .left
                    let rest = max(area - natural - d.textToSecondaryTextHorizontalPadding, 1)
                    let t = try relayout(unbounded, props, width: rest, element: "secondaryText")
                    secondary = t
                    pieces.append(Piece(what: .text(p), x: textStart, width: area, height: p.size.height))
                    pieces.append(Piece(what: .text(t), x: end - rest, width: rest, height: t.size.height))
                    textHeight = max(p.size.height, t.size.height)
                }
            }
            if !sideBySide {
                let t: TextLayout
                if let u = shapedSecondary {
                    t = try relayout(u, d.secondaryTextProperties, width: area, element: "secondaryText")
                } else {
                    t = try typeset(s, d.secondaryTextProperties, width: area, element: "secondaryText")
                }
                secondary = t
                var y = 0.0
                if let p = primary {
                    pieces.append(Piece(what: .text(p), x: textStart, width: area, height: p.size.height, y: 0))
                    y = p.size.height + d.textToSecondaryTextVerticalPadding
                }
                pieces.append(Piece(what: .text(t), x: textStart, width: area, height: t.size.height, y: y))
                textHeight = y + t.size.height
            }
        } else if let p = primary {
            pieces.append(Piece(what: .text(p), x: textStart, width: area, height: p.size.height))
            textHeight = p.size.height
        }
        _ = secondary

        // Height: the tallest of the text stack (inside the margins) and the image and
        // accessories (inside the smaller of the margins and half of what a minimum-height row
        // leaves them: a 29 pt Settings icon keeps a 44 pt row); at least the row minimum.
        // Everything is centered vertically.
        var height = max(m.top + textHeight + m.bottom, d.minimumHeight)
        for p in pieces where p.y == nil {
            switch p.what {
            case .text: height = max(height, m.top + p.height + m.bottom)
            default:
                let inset = min(min(m.top, m.bottom), max((d.minimumHeight - p.height) / 2, 4))
                height = max(height, p.height + 2 * inset)
            }
        }
        let stackTop = (height - textHeight) / 2 + (m.top - m.bottom) / 2

        var elements: [ContentLayout.Element] = []
        var parts: [ContentLayout.NonTextPart] = []
        elements.reserveCapacity(pieces.count)
        let rtl = environment.layoutDirection == .rightToLeft
        func physicalX(_ x: Double, _ w: Double) -> Double { rtl ? width - x - w : x }
        for p in pieces {
            let centered: Double
            if case .text = p.what { centered = (height - p.height) / 2 + (m.top - m.bottom) / 2 } else { centered = (height - p.height) / 2 }
            let top = p.y.map { stackTop + $0 } ?? centered
            let x = physicalX(p.x, p.width)
            switch p.what {
            case .text(let t):
                elements.append(.text(.init(layout: t, origin: Point(x: x, y: top))))
            case .label(let t, _):
                elements.append(.text(.init(layout: t, origin: Point(x: x + (p.width - t.containerWidth) / 2, y: top))))
            case let .image(img, s):
                let r = Rect(x: x, y: top, width: s.width, height: s.height)
                var diagnostics: [ImageDiagnostic] = []
                elements.append(.commands(imageCommands(img, rect: r, d, diagnostics: &diagnostics), bounds: r))
                notes += diagnostics.map { "\($0.element): \($0.error); drew a placeholder" }
            case let .accessory(a, s, badge, inset):
                let r = Rect(x: x + (rtl ? inset : 0) + (p.width - inset - s.width) / 2, y: top, width: s.width, height: s.height)
                let weight = a.kind == .checkmark ? d.accessories.glyphs.checkmarkWeight : 1
                var commands = a.commands(in: r, tint: d.accessories.tint(for: a), environment: environment, badgeText: badge, weight: weight)
                if case .customView = a.kind, commands.isEmpty, a.customView == nil {
                    // The custom view's slot: a capsule outline of its size (its content is the app's).
                    commands = [.stroke(RoundedRect(rect: r, radius: min(r.width, r.height) / 2), width: 1, color: d.accessories.tint(for: a))]
                }
                elements.append(.commands(commands, bounds: r))
                let tint = d.accessories.tint(for: a)
                if let shape = a.shape, a.tintColor != nil || tint != Self.platformTint(a, environment.userInterfaceStyle) {
                    parts.append(.init(name: shape.partName, bounds: r, color: tint))
                }
            }
        }
        var result = ContentLayout(
            size: Size(width: width, height: height), elements: elements,
            separatorLeadingInset: d.hasSeparatorGuide ? textStart : nil)
        result.notes = notes
        result.nonTextParts = parts
        return result
    }

    /// The colour iOS draws an untinted accessory in (the default design's): an accessory drawn
    /// in it is not declared for the non-text contrast audit, as WCAG 1.4.11 exempts components
    /// whose appearance the platform determines and the author did not modify.
    static func platformTint(_ a: CellAccessory, _ style: UserInterfaceStyle) -> Color {
        (style == .dark ? platformAccessories.dark : platformAccessories.light).tint(for: a)
    }

    private static let platformAccessories = (
        light: DesignModel.default.accessoryDesign(environment: ContentEnvironment(userInterfaceStyle: .light)),
        dark: DesignModel.default.accessoryDesign(environment: ContentEnvironment(userInterfaceStyle: .dark))
    )

    /// The reserved width of an accessory whose own width is `own`.
    private func reserved(_ a: CellAccessory, _ own: Double, _ category: ContentSizeCategory) -> Double {
        switch a.reservedLayoutWidth {
        case .actual: return own
        case .standard: return max(own, 22 * AccessoryMetrics.scale(category))
        case .custom(let w): return max(own, w)
        }
    }

    /// The image's commands (the images code: content mode, rounded clip, template tint, RTL
    /// mirroring where the design says so; a placeholder and a note for a file it cannot read).
    private func imageCommands(
        _ img: ContentImage, rect: Rect, _ d: ListContentConfiguration.Design,
        diagnostics: inout [ImageDiagnostic]
    ) -> [DisplayCommand] {
        let style = ImageStyle(
            contentMode: img.contentMode, cornerRadius: d.imageProperties.cornerRadius, cornerCurve: .continuous,
            tint: img.isTemplate ? d.imageProperties.tintColor : nil, mirrorsInRightToLeft: img.mirrorsInRightToLeft)
        guard let store = images else {
            return [.image(rect: rect, source: img.source, contentMode: ContentMode(rawValue: img.contentMode.rawValue) ?? .aspectFit)]
        }
        var commands: [DisplayCommand] = []
        ImageDrawing.draw(
            img.source, in: rect, style: style, direction: environment.layoutDirection,
            appearance: environment.userInterfaceStyle, store: store, item: "", element: "image",
            diagnostics: &diagnostics, into: &commands)
        return commands
    }

    /// `layout`'s text laid out again in `p` at `width`, without shaping it again.
    private func relayout(_ layout: TextLayout, _ p: TextProperties, width: Double, element: String) throws(ContentError) -> TextLayout {
        try typesetter.layout(reusingShapesOf: layout, p, direction: environment.layoutDirection, width: width, element: element)
    }

    private func typeset(_ s: String, _ p: TextProperties, width: Double, element: String) throws(ContentError) -> TextLayout {
        try typesetter.layout(s, p, direction: environment.layoutDirection, width: width, element: element)
    }
}

/// `12`, `12.5`: points as written in notes.
func formatPoints(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
}
