import Galley

/// A headless view controller, like UIKit's `UIViewController`: `view` loads on first access
/// (`loadView()`, then `viewDidLoad()`), children are kept, traits flow to the view.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The interface style of the controller's views, over the inherited one.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// Safe-area insets the host adds (Galley draws no bars: the safe area is these insets).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// The child view controllers.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller.
    public private(set) weak var parent: UIViewController?
    /// Traits a host gives this controller (the render's, or `.image(traits:)`'s).
    package var hostTraits: UITraitCollection?

    /// Creates a view controller (nib name and bundle are ignored: Galley reads no nibs).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates a view controller.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Galley reads no archives; overrides of `required init?(coder:)` compile unchanged.
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        viewDidLoad()
    }

    /// Makes the root view: a plain view the size of an iPhone 15 screen by default. Override
    /// it to set `view` yourself.
    open func loadView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        v.backgroundColor = .systemBackground
        view = v
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears on screen; a still render never shows the view, so Galley
    /// does not call it.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appears on screen; a still render never shows the view, so Galley
    /// does not call it: set a screen up in `viewDidLoad()`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view lays out its subviews; Galley's layout pass does not call it yet.
    open func viewWillLayoutSubviews() {}
    /// Called after the view has laid out its subviews; Galley's layout pass does not call it yet.
    open func viewDidLayoutSubviews() {}

    /// The controller's traits: the host's or the parent's, with the controller's override.
    open var traitCollection: UITraitCollection { inheritedTraitCollection }

    var inheritedTraitCollection: UITraitCollection {
        let base = parent?.traitCollection ?? UITraitCollection(traitsFrom: [.iPhoneDefault, hostTraits ?? UITraitCollection()])
        guard overrideUserInterfaceStyle != .unspecified else { return base }
        return UITraitCollection(traitsFrom: [base, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
    }

    /// Adds a child view controller.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called after the controller moved to a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// Called just before the controller is added to or removed from a parent controller;
    /// Galley's `addChild(_:)` does not call it, as UIKit's does.
    open func willMove(toParent parent: UIViewController?) {}
}
