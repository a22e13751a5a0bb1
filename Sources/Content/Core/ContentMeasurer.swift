import Geometry
import Support

/// Measurements shared across renders: a configuration's layout at a width and environment is
/// computed once (by a sizing view) and reused by every later measure and draw — the drawing
/// pass takes exactly what the sizing pass measured. Thread-safe.
public final class ContentMeasurer: Sendable {
    private struct Key: Hashable {
        var configuration: AnyContentConfiguration
        var width: Double
        var environment: ContentEnvironment
        /// Relative images resolve here, so their sizes depend on it.
        var baseDirectory: String
    }
    private let cache = Locked<[Key: ContentLayout]>([:])
    private let stats = Locked<(hits: Int, misses: Int)>((0, 0))

    /// Past this many layouts the cache starts afresh (a long-running process stays bounded).
    public static let cacheLimit = 50_000

    public init() {}

    /// The layout of `configuration` at `width`, rounded up to whole device pixels: cached, or
    /// measured with `pool`'s view of its family.
    /// - Complexity: O(1) for a cached (configuration, width, environment); else one layout pass.
    public func layout(_ configuration: AnyContentConfiguration, width: Double, environment: ContentEnvironment,
                       pool: SizingViewPool) throws(ContentError) -> ContentLayout {
        let key = Key(configuration: configuration, width: width, environment: environment, baseDirectory: pool.context.baseDirectory)
        if let hit = cache.withLock({ $0[key] }) { stats.withLock { $0.hits += 1 }; return hit }
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let measured = try pool.measure(configuration, width: width, environment: environment).roundedUp(toPixelsOf: scale)
        stats.withLock { $0.misses += 1 }
        cache.withLock {
            if $0.count >= Self.cacheLimit { $0.removeAll(keepingCapacity: true) }
            $0[key] = measured
        }
        return measured
    }

    /// Cached layouts answered / layouts measured since the start (or `resetStatistics`).
    public var statistics: (hits: Int, misses: Int) { stats.withLock { $0 } }
    public func resetStatistics() { stats.withLock { $0 = (0, 0) } }
    public var cachedLayoutCount: Int { cache.withLock { $0.count } }
    public func removeAll() { cache.withLock { $0.removeAll() } }
}
