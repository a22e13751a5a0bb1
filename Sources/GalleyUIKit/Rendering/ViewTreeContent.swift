import Content
import Foundation
import Galley
import Geometry
import Raster

/// A realised cell or reusable view whose view tree Galley draws (a cell without a Galley
/// content configuration: subviews of its `contentView`, a custom `UIContentView`, its
/// background views), shared with the content view that measures and draws it.
///
/// The view is measured and drawn on the main actor, when the pipeline asks (which it does
/// from `galleyRender`, on the main actor). Once the view is reused for another item, the box
/// is retired: it keeps answering with the layouts it made while it showed this item.
final class ViewTreeBox: @unchecked Sendable {
    /// The view (a `UICollectionReusableView`); touched only on the main thread.
    private let view: UIView
    /// The owner-path prefix (`cell 0-3`).
    let ownerPrefix: String
    private let lock = NSLock()
    private var layouts: [Size: ContentLayout] = [:]
    private var widths: [Double: ContentLayout] = [:]
    private var retired = false
    /// The owners of the last drawing (for explained diffs by view).
    private(set) var lastOwners: [ViewCommandOwner] = []

    /// True while the main actor runs a render synchronously (the pipeline's calls into
    /// `layout(width:)` are then on the main actor).
    @TaskLocal static var isOnMainActor = false

    /// Runs `body` (a synchronous render or layout) marked as on the main actor.
    @MainActor static func onMainActor<T>(_ body: () -> T) -> T { $isOnMainActor.withValue(true, operation: body) }

    @MainActor init(view: UIView, ownerPrefix: String) {
        self.view = view
        self.ownerPrefix = ownerPrefix
    }

    /// Stops measuring the view (it now shows another item).
    func retire() { lock.withLock { retired = true } }

    private func cached(width: Double) -> ContentLayout? { lock.withLock { widths[width] } }

    /// The layout at `width`: the view fitted at that width (`systemLayoutSizeFitting`), drawn.
    func layout(width: Double) -> ContentLayout {
        if let done = cached(width: width) { return done }
        let isRetired = lock.withLock { retired }
        if !isRetired, Self.isOnMainActor {
            let measured = MainActor.assumeIsolated { measure(width: width) }
            lock.withLock { widths[width] = measured }
            return measured
        }
        // Off the main actor, or after reuse: the nearest width measured before.
        let nearest = lock.withLock { widths.min { abs($0.key - width) < abs($1.key - width) }?.value }
        var result = nearest ?? ContentLayout(size: Size(width: width, height: 44), elements: [])
        result.size.width = width
        result.notes.append(
            "\(ownerPrefix): the view tree was \(isRetired ? "reused for another item" : "asked for off the main actor"); drawn as measured before")
        return result
    }

    /// The layout at `size` (a layout that fixes the cell's height draws it at that height).
    func layout(size: Size) -> ContentLayout? {
        if let done = lock.withLock({ layouts[size] }) { return done }
        guard !lock.withLock({ retired }), Self.isOnMainActor else { return nil }
        let drawn = MainActor.assumeIsolated { draw(size: CGSize(width: size.width, height: size.height)) }
        lock.withLock { layouts[size] = drawn }
        return drawn
    }

    @MainActor private func measure(width: Double) -> ContentLayout {
        let w = CGFloat(width)
        let fitted: CGSize
        if let reusable = view as? UICollectionReusableView {
            fitted = reusable.galleyFittingSize(width: w)
        } else {
            fitted = view.systemLayoutSizeFitting(
                CGSize(width: w, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        let height = fitted.height.isFinite && fitted.height >= 0 ? fitted.height : 0
        let layout = draw(size: CGSize(width: w, height: height))
        lock.withLock { layouts[layout.size] = layout }
        return layout
    }

    @MainActor private func draw(size: CGSize) -> ContentLayout {
        view.frame = CGRect(origin: view.frame.origin, size: size)
        view.layoutIfNeeded()
        let drawing = view.galleyDrawing(ownerPrefix: ownerPrefix)
        let size = Size(width: Double(size.width), height: Double(size.height))
        var layout = ContentLayout(size: size, elements: [.commands(drawing.commands, bounds: Rect(origin: .zero, size: size))])
        layout.notes = drawing.notes
        layout.commandOwners = drawing.owners.map { ($0.commands, $0.path) }
        lastOwners = drawing.owners
        return layout
    }
}

/// Runs `body` — a render of a scene a collection view made (`galleyScene()`) — so that the
/// cells drawn as view trees are measured and drawn live, on the main actor. `galleyRender()`
/// does this itself; a scene rendered outside it draws each view tree as it was last measured
/// (with a diagnostic when it needs a size it was not measured at).
@MainActor public func withGalleyViewTreeDrawing<T>(_ body: () -> T) -> T { ViewTreeBox.onMainActor(body) }

/// The item of a view-tree configuration: the box, compared by identity (each realisation
/// of a cell is a new item).
struct ViewTreeItem: Hashable, Sendable {
    let box: ViewTreeBox
    static func == (a: ViewTreeItem, b: ViewTreeItem) -> Bool { a.box === b.box }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(box)) }
}

/// The configuration a realised view tree is drawn through: measured by fitting the view at
/// the width the layout gives, drawn as the commands of its tree.
struct ViewTreeConfiguration: ContentConfiguration {
    static let family = "galleyUIKit.viewTree"
    var design: Int { 0 }
    var item: ViewTreeItem

    func makeContentView(context: ContentContext) -> ViewTreeContentView { ViewTreeContentView() }
}

/// Measures and draws a `ViewTreeConfiguration`.
final class ViewTreeContentView: ContentView {
    typealias Configuration = ViewTreeConfiguration
    var lifecycle = ContentViewLifecycle<Int>()
    private var box: ViewTreeBox?

    func applyDesign(_ design: Int, environment: ContentEnvironment) {}
    func bind(_ item: ViewTreeItem) {
        if box !== item.box { setNeedsLayout() }
        box = item.box
    }
    func layout(width: Double) throws(ContentError) -> ContentLayout {
        box?.layout(width: width) ?? ContentLayout(size: Size(width: width, height: 0), elements: [])
    }

    func draw(_ layout: ContentLayout, into builder: inout DisplayListBuilder, frame: Rect) {
        // A layout that fixes the size (an absolute height) draws the view at that size, as
        // UIKit applies the attributes' frame to the cell.
        if abs(frame.size.width - layout.size.width) > 0.001 || abs(frame.size.height - layout.size.height) > 0.001,
            let resized = box?.layout(size: frame.size)
        {
            builder.append(resized, at: frame.origin)
            return
        }
        builder.append(layout, at: frame.origin)
    }
}

extension UICollectionReusableView {
    /// The size the view takes at `width`: its `preferredLayoutAttributesFitting` answer if it
    /// overrides it, else `systemLayoutSizeFitting` at the width (required) and the compressed
    /// height (fitting level), as UIKit's self-sizing does.
    func galleyFittingSize(width: CGFloat) -> CGSize {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: width, height: max(bounds.height, 44))
        let preferred = preferredLayoutAttributesFitting(attributes)
        if preferred !== attributes || preferred.frame != attributes.frame { return CGSize(width: width, height: preferred.frame.height) }
        return systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The content Galley draws for a view tree (a reusable view without a Galley content
    /// configuration): a new box for this realisation; the view's previous box retires.
    func galleyViewTreeContent(ownerPrefix: String) -> AnyContentConfiguration {
        galleyViewTreeBox?.retire()
        let box = ViewTreeBox(view: self, ownerPrefix: ownerPrefix)
        galleyViewTreeBox = box
        return AnyContentConfiguration(ViewTreeConfiguration(item: ViewTreeItem(box: box)))
    }
}
