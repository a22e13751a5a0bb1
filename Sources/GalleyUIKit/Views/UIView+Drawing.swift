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
    /// Product of the alphas of the views drawn around the current one.
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
        let a = alpha * extra
        guard a < 1 else { return c }
        var out = c
        out.alpha = UInt8((Double(c.alpha) * Double(max(a, 0))).rounded())
        return out
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
}

extension UIView {
    /// Draws the view and its subviews with the view's top-left at the origin, in UIKit's
    /// z-order: each view's shadow, background, content, subviews (clipped when
    /// `clipsToBounds`), then border. Hidden views and views with `alpha` below 0.01 draw
    /// nothing, as UIKit does not hit-test or show them; alpha multiplies into each color.
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
        context.alpha *= min(max(alpha, 0), 1)
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
