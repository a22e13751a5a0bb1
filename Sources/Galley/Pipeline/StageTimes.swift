import Support

/// How long each stage of one render took, in milliseconds: `snapshot` (the compile stage: the
/// scene's snapshot turned into the layout's sections), `measure` (content measured by the sizing
/// views during layout), `layout` (the layout pass less its measuring), `displayList` (the Render
/// stage: content views drawing into the display list) and `bitmap` (rasterizing).
public struct RenderStageTimes: Sendable, Equatable {
    public var snapshot = 0.0
    public var measure = 0.0
    public var layout = 0.0
    public var displayList = 0.0
    public var bitmap = 0.0
    public init() {}
}

/// The stage times of one render, written by that render's thread only.
final class StageClock: @unchecked Sendable {
    var times = RenderStageTimes()
    private var mark = Platform.monotonicNanoseconds()

    /// Milliseconds since the last lap.
    @discardableResult
    func lap() -> Double {
        let now = Platform.monotonicNanoseconds()
        defer { mark = now }
        return Double(now - mark) / 1e6
    }
}
