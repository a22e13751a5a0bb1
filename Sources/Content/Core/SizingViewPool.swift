import Geometry

/// One reusable content view per family (sizing views). A mixed section swaps the
/// view when the family changes; nothing is allocated per item. Not thread-safe: each render
/// pass (or thread) has its own pool; measurements are shared through `ContentMeasurer`.
public final class SizingViewPool {
    public let context: ContentContext
    private var views: [String: AnyObject] = [:]
    private var current: String?
    /// Views made (at most one per family).
    public private(set) var viewsMade = 0
    /// Times the family of consecutive measurements changed.
    public private(set) var familySwaps = 0

    public init(context: ContentContext) { self.context = context }

    /// The pool's view for `configuration`'s family, made on first use.
    public func view<C: ContentConfiguration>(for configuration: C) -> C.View {
        if current != C.family { if current != nil { familySwaps += 1 }; current = C.family }
        if let v = views[C.family] as? C.View { return v }
        let v = configuration.makeContentView(context: context)
        viewsMade += 1
        views[C.family] = v
        return v
    }

    /// Applies `configuration` to its family's view and measures it at `width`.
    public func measure<C: ContentConfiguration>(_ configuration: C, width: Double, environment: ContentEnvironment) throws(ContentError) -> ContentLayout {
        let v = view(for: configuration)
        try v.apply(configuration, environment: environment)
        return try v.measure(width: width)
    }

    /// `measure` for a configuration of any family.
    public func measure(_ configuration: AnyContentConfiguration, width: Double, environment: ContentEnvironment) throws(ContentError) -> ContentLayout {
        func open<C: ContentConfiguration>(_ c: C) throws(ContentError) -> ContentLayout { try measure(c, width: width, environment: environment) }
        return try open(configuration.base)
    }

    /// Asks `configuration`'s family view to draw `layout` (measured for it) into `builder`.
    public func draw(_ configuration: AnyContentConfiguration, _ layout: ContentLayout, into builder: inout DisplayListBuilder, frame: Rect) {
        func open<C: ContentConfiguration>(_ c: C) { view(for: c).draw(layout, into: &builder, frame: frame) }
        open(configuration.base)
    }
}
