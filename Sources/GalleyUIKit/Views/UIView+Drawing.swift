import Galley

/// Which view drew a range of display commands: the owner path of a view tree
/// (`cell 0-3 › UIStackView › UILabel "Title"`).
public struct ViewCommandOwner: Hashable, Sendable, CustomStringConvertible {
    /// The commands' indices in the drawing.
    public var commands: Range<Int>
    /// The path from the drawing's root to the view, joined by ` › `.
    public var path: String

    /// The path and the command range.
    public var description: String { "\(path) [\(commands.lowerBound)..<\(commands.upperBound)]" }
}

/// Where one drawn text or image landed, beside the frame of the view that drew it (both in
/// the drawing's coordinates): a measured = drawn check reads these.
public struct ViewInkPlacement: Hashable, Sendable {
    /// The drawn element's box: a text line's typographic box or an image's fitted rectangle.
    public var ink: CGRect
    /// The frame of the view that drew it.
    public var frame: CGRect
    /// The view's owner path.
    public var path: String
    /// Whether the view clips its content to its frame (the ink may then extend past it).
    public var isClipped: Bool
}

/// A view tree drawn into display commands, in UIKit's z-order (Galley's addition).
public struct ViewDrawing: Sendable {
    /// The commands, in the drawing's coordinates (the root view's top-left at the origin).
    public var commands: [DisplayCommand] = []
    /// Which view drew which commands.
    public var owners: [ViewCommandOwner] = []
    /// Where each text line and image landed, with its view's frame.
    public var placements: [ViewInkPlacement] = []
    /// What could not be drawn as UIKit would, each naming its view.
    public var notes: [String] = []
}

/// The state of one view tree's drawing: the commands so far, the accumulated alpha, where the
/// current view's bounds are, and its owner path.
@MainActor struct ViewDrawingContext {
    var drawing = ViewDrawing()
    /// The traits of the tree (its root's).
    let traits: UITraitCollection
    /// An extra fade on the current view's colors (a disabled control's); a view's `alpha`
    /// is a group (`closeGroup`), not a fade of each color.
    var alpha: CGFloat = 1
    /// The current view's frame in the drawing's coordinates.
    var frame: CGRect = .zero
    /// Where the current view's bounds origin lands in the drawing's coordinates.
    var contentOrigin: CGPoint = .zero
    /// The current view's owner path.
    var path: String
    /// Whether an ancestor (or the view) clips to its bounds.
    var clipped = false
    /// How deep the current view is (trees deeper than `maximumDepth` are cut off with a note).
    var depth = 0

    static let maximumDepth = 256

    init(traits: UITraitCollection, path: String) {
        self.traits = traits
        self.path = path
    }

    /// A rectangle in the current view's bounds coordinates, in the drawing's.
    func place(_ r: CGRect) -> Rect {
        Rect(x: Double(r.minX + contentOrigin.x), y: Double(r.minY + contentOrigin.y), width: Double(r.width), height: Double(r.height))
    }

    /// A point in the current view's bounds coordinates, in the drawing's.
    func place(_ p: CGPoint) -> Point { Point(x: Double(p.x + contentOrigin.x), y: Double(p.y + contentOrigin.y)) }

    /// `color` resolved in the tree's traits, with the accumulated alpha.
    func color(_ color: UIColor) -> Color { faded(color.galleyColor(in: traits)) }

    /// A Core Graphics color with the accumulated alpha.
    func color(_ color: CGColor) -> Color { faded(color.galleyColor) }

    /// `c` with the accumulated alpha.
    func faded(_ c: Color, by extra: CGFloat = 1) -> Color {
        c.multiplyingAlpha(by: Double(alpha * extra))
    }

    mutating func append(_ command: DisplayCommand) { drawing.commands.append(command) }

    /// Records a drawn text line or image of the current view.
    mutating func placed(_ ink: CGRect) {
        let r = place(ink)
        drawing.placements.append(
            ViewInkPlacement(
                ink: CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height), frame: frame, path: path, isClipped: clipped))
    }

    mutating func note(_ text: String) { drawing.notes.append("\(path): \(text)") }

    /// Starts a group at `opacity` (a view whose `alpha` is below 1): a `pushLayer` whose rect
    /// `closeGroup` fills in once the group's commands are known. Returns where it starts.
    mutating func openGroup(opacity: CGFloat) -> (command: Int, owner: Int) {
        drawing.commands.append(.pushLayer(Rect(x: 0, y: 0, width: 0, height: 0), opacity: Double(opacity)))
        return (drawing.commands.count - 1, drawing.owners.count)
    }

    /// Ends the group opened at `start`, as Core Animation composites a layer tree with group
    /// opacity: nothing drawn needs no layer; one command that takes a color draws with the
    /// opacity in its color (the same look, no layer); anything else is a layer over the
    /// commands' bounds, composited at the opacity.
    mutating func closeGroup(_ start: (command: Int, owner: Int), opacity: CGFloat) {
        let inner = drawing.commands[(start.command + 1)...]
        if inner.isEmpty {
            drawing.commands.removeLast()
            return
        }
        if inner.count == 1, let folded = Self.fold(inner[inner.startIndex], opacity: opacity) {
            drawing.commands.remove(at: start.command)
            drawing.commands[start.command] = folded
            for i in start.owner..<drawing.owners.count {
                let r = drawing.owners[i].commands
                drawing.owners[i].commands = (r.lowerBound - 1)..<(r.upperBound - 1)
            }
            return
        }
        drawing.commands[start.command] = .pushLayer(Self.bounds(of: inner), opacity: Double(opacity))
        drawing.commands.append(.popLayer)
    }

    /// `command` with `opacity` multiplied into its color, when it has one color to fade.
    static func fold(_ command: DisplayCommand, opacity: CGFloat) -> DisplayCommand? {
        func fade(_ c: Color) -> Color { c.multiplyingAlpha(by: Double(opacity)) }
        switch command {
        case let .fill(s, c): return .fill(s, color: fade(c))
        case let .stroke(s, w, c): return .stroke(s, width: w, color: fade(c))
        case let .shadow(s, c, o, b, sp): return .shadow(s, color: fade(c), offset: o, blur: b, spread: sp)
        case let .line(a, b, w, c): return .line(from: a, to: b, width: w, color: fade(c))
        case .glyphs(var run):
            run.color = fade(run.color)
            return .glyphs(run)
        case let .path(p, c, rule): return .path(p, color: fade(c), rule: rule)
        case let .image(rect, source, mode, tint?, mirrored): return .image(rect: rect, source: source, contentMode: mode, tint: fade(tint), mirrored: mirrored)
        default: return nil
        }
    }

    /// A rectangle holding everything `commands` can draw (glyphs by a generous em box,
    /// shadows by their blur), so a group's layer clips nothing it draws.
    static func bounds(of commands: ArraySlice<DisplayCommand>) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ r: Rect, grow g: Double = 0) {
            guard r.isFinite else { return }
            x0 = min(x0, r.minX - g); y0 = min(y0, r.minY - g); x1 = max(x1, r.maxX + g); y1 = max(y1, r.maxY + g)
        }
        func add(_ p: Point, grow g: Double) { add(Rect(x: p.x, y: p.y, width: 0, height: 0), grow: g) }
        for c in commands {
            switch c {
            case .fill(let s, _), .stroke(let s, _, _), .linearGradient(let s, _, _, _), .pushClip(let s): add(s.rect)
            case let .shadow(s, _, offset, blur, spread):
                add(Rect(x: s.rect.minX + offset.x, y: s.rect.minY + offset.y, width: s.rect.width, height: s.rect.height), grow: max(spread, 0) + 1.5 * blur)
            case let .line(a, b, w, _):
                add(a, grow: w)
                add(b, grow: w)
            case .glyphs(let run):
                let em = run.size.isFinite ? run.size : 0
                for p in run.positions {
                    add(Rect(x: run.origin.x + p.x - em, y: run.origin.y + p.y - 1.5 * em, width: 3 * em, height: 2.5 * em))
                }
            case .image(let rect, _, _, _, _), .pushLayer(let rect, _): add(rect)
            case .path(let path, _, _):
                for e in path.elements {
                    switch e {
                    case .move(let p), .line(let p): add(p, grow: 0)
                    case let .quad(c, p):
                        add(c, grow: 0)
                        add(p, grow: 0)
                    case let .cubic(c1, c2, p):
                        add(c1, grow: 0)
                        add(c2, grow: 0)
                        add(p, grow: 0)
                    case .close: break
                    }
                }
            case .popClip, .popLayer: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        // A point past every edge for anti-aliasing.
        return Rect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2)
    }
}

extension UIView {
    /// Draws the view and its subviews with the view's top-left at the origin, in UIKit's
    /// z-order: each view's shadow, background, content, subviews (clipped when
    /// `clipsToBounds`), then border. Hidden views and views with `alpha` below 0.01 draw
    /// nothing, as UIKit does not hit-test or show them; a view with `alpha` below 1 draws
    /// with its subviews as one group faded as a whole (a display-list layer), as Core
    /// Animation's group opacity does.
    ///
    /// - Complexity: O(views + what they draw).
    public func galleyDrawing(ownerPrefix: String? = nil) -> ViewDrawing {
        var context = ViewDrawingContext(traits: traitCollection, path: ownerPrefix ?? "")
        galleyDraw(&context, parentContentOrigin: CGPoint(x: -frame.minX, y: -frame.minY))
        return context.drawing
    }

    /// Draws the view into `context`; `parentContentOrigin` is where the superview's bounds
    /// origin lands in the drawing.
    func galleyDraw(_ context: inout ViewDrawingContext, parentContentOrigin: CGPoint) {
        guard !isHidden, alpha >= 0.01 else { return }
        let saved = context
        defer {
            let drawing = context.drawing
            context = saved
            context.drawing = drawing
        }
        // The root is named by the prefix when there is one (`cell 0-3`); a cell's content view
        // adds nothing to the path (UIKit's own container).
        let isRootWithPrefix = context.depth == 0 && !context.path.isEmpty
        let isContentView = (superview as? UICollectionViewCell)?.contentView === self
        if !isRootWithPrefix && !isContentView {
            context.path = context.path.isEmpty ? galleyOwnerName : context.path + " › " + galleyOwnerName
        }
        let f = frame
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite, f.size.width >= 0, f.size.height >= 0 else {
            context.note("frame \(f) is not a finite, non-negative rectangle; the view and its subviews are not drawn")
            return
        }
        guard context.depth < ViewDrawingContext.maximumDepth else {
            context.note("the view is nested deeper than \(ViewDrawingContext.maximumDepth) views; it and its subviews are not drawn")
            return
        }
        context.depth += 1
        // Below full opacity, the view and its subviews composite as one group (UIKit's layers
        // have `allowsGroupOpacity`): drawn at full alpha into a layer faded as a whole.
        let opacity = min(max(alpha, 0), 1)
        let group = opacity < 1 ? context.openGroup(opacity: opacity) : nil
        let box = CGRect(x: parentContentOrigin.x + f.minX, y: parentContentOrigin.y + f.minY, width: f.width, height: f.height)
        context.frame = box
        context.contentOrigin = CGPoint(x: box.minX - bounds.minX, y: box.minY - bounds.minY)
        let layer = self.layer
        let shape = galleyLayerShape(box)
        let start = context.drawing.commands.count

        // Shadow, then background: UIKit's layer draws its shadow under its own content.
        if layer.shadowOpacity > 0, let shadowColor = layer.shadowColor {
            var shadowShape = shape
            if let path = layer.shadowPath {
                let r = path.boundingBox
                shadowShape = RoundedRect(
                    rect: Rect(x: Double(box.minX + r.minX), y: Double(box.minY + r.minY), width: Double(r.width), height: Double(r.height)),
                    radius: Double(path.cornerRadius))
            }
            let c = context.faded(shadowColor.galleyColor, by: CGFloat(min(max(layer.shadowOpacity, 0), 1)))
            // Core Animation's shadowRadius is about the Gaussian's 2σ; the display list's blur is 2σ.
            context.append(
                .shadow(
                    shadowShape, color: c, offset: Point(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height)),
                    blur: Double(max(layer.shadowRadius, 0)), spread: 0))
        }
        if let background = backgroundColor {
            let c = context.color(background)
            if c.alpha > 0 { context.append(.fill(shape, color: c)) }
        }
        let clips = clipsToBounds
        if clips {
            context.append(.pushClip(shape))
            context.clipped = true
        }
        galleyDrawContent(&context)
        if context.drawing.commands.count > start {
            context.drawing.owners.append(ViewCommandOwner(commands: start..<context.drawing.commands.count, path: context.path))
        }
        for view in subviews {
            view.galleyDraw(&context, parentContentOrigin: context.contentOrigin)
        }
        let end = context.drawing.commands.count
        if clips { context.append(.popClip) }
        if layer.borderWidth > 0, let borderColor = layer.borderColor {
            let c = context.color(borderColor)
            if c.alpha > 0 { context.append(.stroke(shape, width: Double(layer.borderWidth), color: c)) }
        }
        if context.drawing.commands.count > end {
            context.drawing.owners.append(ViewCommandOwner(commands: end..<context.drawing.commands.count, path: context.path))
        }
        if let group { context.closeGroup(group, opacity: opacity) }
    }

    /// The layer's rounded rectangle for a box: `cornerRadius` on the masked corners (at most
    /// half the shorter side, as Core Animation clamps it), in its corner curve.
    func galleyLayerShape(_ box: CGRect) -> RoundedRect {
        let layer = self.layer
        let rect = Rect(x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height))
        var r = Double(layer.cornerRadius)
        guard r.isFinite, r > 0 else { return RoundedRect(rect: rect) }
        r = min(r, Double(min(box.width, box.height)) / 2)
        let m = layer.maskedCorners
        let radii = CornerRadii(
            topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0, bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0)
        return RoundedRect(rect: rect, radii: radii, corner: layer.cornerCurve == .continuous ? .continuous : .circular)
    }
}
