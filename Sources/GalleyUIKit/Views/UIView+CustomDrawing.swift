import Content
import Foundation
import Geometry
import Raster

/// A plain view drawn where a configuration puts it — a custom accessory
/// (`UICellAccessory.customView(configuration:)`) or a background's `customView` — at the size
/// the Render stage asks for: on the main actor during a render (`galleyRender`), else as last
/// drawn at that size.
final class UIViewDeferredDrawing: DeferredDrawing, @unchecked Sendable {
    /// Touched only on the main thread.
    private let view: UIView
    private let ownerPrefix: String
    private let lock = NSLock()
    private var drawn: [Size: [DisplayCommand]] = [:]

    @MainActor init(view: UIView, ownerPrefix: String) {
        self.view = view
        self.ownerPrefix = ownerPrefix
    }

    /// Lays the view out at `size` and draws it (its bounds at the origin).
    @MainActor @discardableResult func draw(size: Size) -> [DisplayCommand] {
        view.frame = CGRect(origin: view.frame.origin, size: CGSize(width: size.width, height: size.height))
        view.layoutIfNeeded()
        let commands = view.galleyDrawing(ownerPrefix: ownerPrefix).commands
        lock.withLock { drawn[size] = commands }
        return commands
    }

    func commands(size: Size) -> [DisplayCommand] {
        if let done = lock.withLock({ drawn[size] }) { return done }
        guard ViewTreeBox.isOnMainActor else { return [] }
        return MainActor.assumeIsolated { draw(size: size) }
    }
}

extension UICellAccessory {
    /// A custom accessory's view and how it is placed, like UIKit's
    /// `UICellAccessory.CustomViewConfiguration`.
    @MainActor public struct CustomViewConfiguration {
        /// The view shown in the accessory's slot (laid out at its fitting size, or kept at its
        /// frame's size with `maintainsFixedSize`).
        public let customView: UIView
        /// Which side of the content the view sits on, and in which editing state.
        public var placement: Placement
        /// Whether the accessory is hidden.
        public var isHidden: Bool
        /// The width the accessory reserves (`.actual`: the view's own).
        public var reservedLayoutWidth: LayoutDimension
        /// The tint given to the view (nil: the view's own).
        public var tintColor: UIColor?
        /// Whether the view keeps its frame's size instead of its fitting size.
        public var maintainsFixedSize: Bool

        /// A custom view accessory, as UIKit's initialiser.
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual; self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// An accessory showing a plain view (a label, an image view, a control), drawn with the cell
    /// in the accessory's slot.
    @MainActor public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        var a = UICellAccessory(
            custom: String(describing: type(of: configuration.customView)), size: configuration.customView.bounds.size,
            placement: configuration.placement, isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
            tintColor: configuration.tintColor)
        a.customViewBox = ObjectBox(configuration.customView)
        a.maintainsFixedSize = configuration.maintainsFixedSize
        return a
    }

    /// Content's accessory in `traits`; a custom view is sized now (its fitting size, or its
    /// frame's with `maintainsFixedSize`) and drawn with the cell, its views named under
    /// `ownerPrefix`.
    @MainActor func galleyCellAccessory(isEditing: Bool, expanded: Bool, traits: UITraitCollection, ownerPrefix: String) -> CellAccessory? {
        guard var accessory = cellAccessory(isEditing: isEditing, expanded: expanded, traits: traits) else { return nil }
        guard let view = customViewBox?.object as? UIView, case .customView(let identifier, _) = accessory.kind else { return accessory }
        if view.superview == nil { view.hostTraits = traits }
        if let tintColor { view.tintColor = tintColor }
        let size = Self.size(of: view, maintainsFixedSize: maintainsFixedSize)
        let measured = Size(width: Double(size.width), height: Double(size.height))
        accessory.kind = .customView(identifier: identifier, size: measured)
        let drawing = UIViewDeferredDrawing(view: view, ownerPrefix: "\(ownerPrefix) › accessory")
        drawing.draw(size: measured)
        accessory.customView = CustomDrawing(drawing)
        return accessory
    }

    /// The size a custom accessory's view takes: its frame's when it maintains a fixed size,
    /// else its compressed fitting size (Auto Layout), its intrinsic size, or its frame's.
    @MainActor static func size(of view: UIView, maintainsFixedSize: Bool) -> CGSize {
        func usable(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0 && s.width < 10_000 && s.height < 10_000 }
        if maintainsFixedSize { return usable(view.bounds.size) ? view.bounds.size : .zero }
        let fitted = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        if usable(fitted) { return fitted }
        let intrinsic = view.intrinsicContentSize
        if usable(intrinsic) { return intrinsic }
        return usable(view.bounds.size) ? view.bounds.size : .zero
    }
}

extension UIBackgroundConfiguration {
    /// A plain view drawn as the background, over the fill and clipped to the background's
    /// rounded shape, at the background's size.
    @MainActor public var customView: UIView? {
        get { customViewBox?.object as? UIView }
        set { customViewBox = newValue.map(ObjectBox.init) }
    }

    /// Content's background in `traits` with the custom view drawn in it (its views named under
    /// `ownerPrefix`).
    @MainActor func galleyBackground(in traits: UITraitCollection, ownerPrefix: String) -> BackgroundConfiguration {
        var background = backgroundConfiguration(in: traits)
        if let view = customView {
            if view.superview == nil { view.hostTraits = traits }
            background.customView = CustomDrawing(UIViewDeferredDrawing(view: view, ownerPrefix: "\(ownerPrefix) › background"))
        }
        return background
    }
}
