import Geometry
import Typesetting

/// What every content view may use to measure and draw: the typesetter over the bundled fonts,
/// and where relative image sources are read from.
public struct ContentContext: Sendable {
    public var typesetter: Typesetter
    /// The directory relative image sources resolve against (the scene's directory).
    public var baseDirectory: String
    /// The largest image (width × height in device pixels) a view may read.
    public var pixelLimit: Int
    /// Decoded images by name, relative to `baseDirectory` (shared across renders of a scene).
    public var images: ImageStore

    public init(typesetter: Typesetter, baseDirectory: String = ".", pixelLimit: Int = 64 << 20, images: ImageStore? = nil) {
        self.typesetter = typesetter; self.baseDirectory = baseDirectory; self.pixelLimit = pixelLimit
        self.images = images ?? ImageStore(directory: baseDirectory, pixelLimit: pixelLimit)
    }
}

/// The counters of a content view's two lifecycles, for tests and benchmarks.
public struct ContentViewCounters: Hashable, Sendable {
    /// Times the design hook ran (only when the design part or the environment changed).
    public var designHookRuns = 0
    /// Times an item was bound (every `apply`).
    public var itemBindings = 0
    /// Layout requests children made (`setNeedsLayout()`), deferred inside an update.
    public var layoutRequests = 0
    /// Layout passes actually run (one per update that requested any, plus width changes).
    public var layoutPasses = 0
    public init() {}
}

/// The bookkeeping a content view keeps for `ContentView`'s lifecycle: the design it was last
/// styled with, whether an update is open, whether a layout is pending, and the counters.
/// Conforming views store one (`var lifecycle = ContentViewLifecycle<Design>()`) and touch it only
/// through `ContentView`'s methods.
public struct ContentViewLifecycle<Design: Hashable & Sendable>: Sendable {
    public internal(set) var design: Design?
    public internal(set) var environment: ContentEnvironment?
    public internal(set) var counters = ContentViewCounters()
    var updateDepth = 0
    var needsLayout = true
    /// The width of the last layout pass, and what it produced.
    var laidOut: (width: Double, layout: ContentLayout)?
    public init() {}
}

/// A content view, like the `UIView & UIContentView` a configuration makes. Two lifecycles:
///
/// - the **design hook** (`applyDesign`) runs only when the design part (or the environment)
///   changes; it styles children and never reads item data;
/// - **item binding** (`bind`) runs for every item; it sets content and never restyles. Every
///   conditional child is set in both states (an item without a thumbnail after one with shows none).
///
/// Both run inside one batched update: children's `setNeedsLayout()` requests are deferred and one
/// layout pass (`layout(width:)`) runs when the update ends (or at the next `measure` at a new
/// width). `measure(width:)` returns that pass's `ContentLayout`; `draw(_:into:frame:)` draws
/// exactly it — measured = drawn.
public protocol ContentView: AnyObject {
    associatedtype Configuration: ContentConfiguration where Configuration.View == Self

    var lifecycle: ContentViewLifecycle<Configuration.Design> { get set }

    /// Styles the view for a design part. Never reads item data.
    func applyDesign(_ design: Configuration.Design, environment: ContentEnvironment)
    /// Binds one item. Never restyles; sets every conditional child in both states.
    func bind(_ item: Configuration.Item)
    /// One layout pass at `width`: places every child and returns what is drawn.
    func layout(width: Double) throws(ContentError) -> ContentLayout
    /// Appends the display commands of `layout` (measured by a view of this family at
    /// `frame.width`) with its top-left at `frame.origin`. The default draws the layout's elements.
    func draw(_ layout: ContentLayout, into builder: inout DisplayListBuilder, frame: Rect)
}

extension ContentView {
    public var counters: ContentViewCounters { lifecycle.counters }

    /// Applies a configuration as one batched update: the design hook when its design part or
    /// the environment differs from the last, then item binding; layout requests made meanwhile
    /// are deferred to one pass at the end (at the width of the last pass, if there was one).
    public func apply(_ configuration: Configuration, environment: ContentEnvironment) throws(ContentError) {
        try performBatchUpdates { () throws(ContentError) in
            if lifecycle.design != configuration.design || lifecycle.environment != environment {
                lifecycle.counters.designHookRuns += 1
                lifecycle.design = configuration.design
                lifecycle.environment = environment
                applyDesign(configuration.design, environment: environment)
                setNeedsLayout()
            }
            lifecycle.counters.itemBindings += 1
            bind(configuration.item)
        }
    }

    /// Runs `updates` with layout requests deferred; one layout pass runs when the outermost
    /// update ends, if any child asked for one and the view has been laid out at a width before.
    public func performBatchUpdates(_ updates: () throws(ContentError) -> Void) throws(ContentError) {
        lifecycle.updateDepth += 1
        do { try updates() } catch { lifecycle.updateDepth -= 1; throw error }
        lifecycle.updateDepth -= 1
        if lifecycle.updateDepth == 0, lifecycle.needsLayout, let width = lifecycle.laidOut?.width {
            _ = try layoutIfNeeded(width: width)
        }
    }

    /// Marks the layout stale (`UIView.setNeedsLayout()`); inside an update the pass is deferred.
    public func setNeedsLayout() {
        lifecycle.counters.layoutRequests += 1
        lifecycle.needsLayout = true
    }

    /// The layout at `width`, running a pass only if something changed since the last one.
    public func layoutIfNeeded(width: Double) throws(ContentError) -> ContentLayout {
        if !lifecycle.needsLayout, let done = lifecycle.laidOut, done.width == width { return done.layout }
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        let scale = lifecycle.environment?.displayScale ?? 1
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        lifecycle.counters.layoutPasses += 1
        let result = try layout(width: width)
        lifecycle.needsLayout = false
        lifecycle.laidOut = (width, result)
        return result
    }

    /// The size and placement of everything this view draws at `width`
    /// (`systemLayoutSizeFitting` for a fixed width).
    public func measure(width: Double) throws(ContentError) -> ContentLayout {
        try layoutIfNeeded(width: width)
    }

    public func draw(_ layout: ContentLayout, into builder: inout DisplayListBuilder, frame: Rect) {
        builder.append(layout, at: frame.origin)
    }

    /// Sets `property` to `value`, asking for a layout only when it changed (how children report).
    public func update<T: Equatable>(_ property: inout T, _ value: T) {
        guard property != value else { return }
        property = value
        setNeedsLayout()
    }
}
