import Geometry
import Support

/// Measurements shared across renders: a configuration's layout at a width and environment is
/// computed once (by a sizing view) and reused by every later measure and draw — the drawing
/// pass takes exactly what the sizing pass measured. Thread-safe.
public final class ContentMeasurer: Sendable {
    private struct Key: Hashable {
        let configuration: AnyContentConfiguration
        let width: Double
        let environment: ContentEnvironment
        /// Relative images resolve here, so their sizes depend on it.
        let baseDirectory: String
        /// The parts' hash, computed once: a lookup, an insertion and every rehash as the
        /// dictionary grows then cost one `Int`, not a walk over the whole configuration, and
        /// probing past other keys compares hashes before configurations.
        let hash: Int

        init(configuration: AnyContentConfiguration, width: Double, environment: ContentEnvironment, baseDirectory: String) {
            self.configuration = configuration; self.width = width; self.environment = environment; self.baseDirectory = baseDirectory
            var h = Hasher()
            h.combine(configuration); h.combine(width); h.combine(environment); h.combine(baseDirectory)
            hash = h.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.width == b.width && a.environment == b.environment && a.baseDirectory == b.baseDirectory
                && a.configuration == b.configuration
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }
    /// Two generations: new layouts go into `young`; when it holds half the budget (bytes or
    /// count), it becomes `old` and the previous `old` is dropped. A lookup reads both. So the
    /// cache holds at most about `byteBudget` bytes and `cacheLimit` layouts, keeps the most
    /// recent half whole (a scene rendered again, the warm pass of a measure-all), and a long run
    /// over distinct scenes (a 1,000-golden verify) stays flat instead of growing to the limit.
    private struct Generations {
        var young: [Key: ContentLayout] = [:]
        var old: [Key: ContentLayout] = [:]
        var youngBytes = 0
    }
    private let cache = Locked(Generations())
    private let stats = Locked<(hits: Int, misses: Int)>((0, 0))

    /// At most this many layouts are kept (half per generation).
    public static let cacheLimit = 50_000
    /// About this many bytes of layouts are kept (`ContentLayout.approximateByteCount`, half per
    /// generation). 32 MB holds the 10,000 mixed items of `content.measure.10k` whole.
    public let byteBudget: Int

    public init(byteBudget: Int = 32 << 20) { self.byteBudget = max(byteBudget, 0) }

    /// The layout of `configuration` at `width`, rounded up to whole device pixels: cached, or
    /// measured with `pool`'s view of its family.
    /// - Complexity: O(1) for a cached (configuration, width, environment); else one layout pass.
    public func layout(
        _ configuration: AnyContentConfiguration, width: Double, environment: ContentEnvironment,
        pool: SizingViewPool
    ) throws(ContentError) -> ContentLayout {
        let key = Key(configuration: configuration, width: width, environment: environment, baseDirectory: pool.context.baseDirectory)
        if let hit = cache.withLock({ $0.young[key] ?? $0.old[key] }) { stats.withLock { $0.hits += 1 }; return hit }
        guard width.isFinite, width > 0 else { throw .invalidWidth(width) }
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let measured = try pool.measure(configuration, width: width, environment: environment).roundedUp(toPixelsOf: scale)
        stats.withLock { $0.misses += 1 }
        let bytes = measured.approximateByteCount
        let (budget, limit) = (byteBudget / 2, Self.cacheLimit / 2)
        cache.withLock { g in
            if g.young[key] == nil, g.youngBytes + bytes > budget || g.young.count >= limit {
                g.old = g.young
                g.young = [:]
                g.youngBytes = 0
            }
            g.young[key] = measured
            g.youngBytes += bytes
        }
        return measured
    }

    /// Cached layouts answered / layouts measured since the start (or `resetStatistics`).
    public var statistics: (hits: Int, misses: Int) { stats.withLock { $0 } }
    public func resetStatistics() { stats.withLock { $0 = (0, 0) } }
    /// Layouts held now (both generations; a layout in both counts once).
    public var cachedLayoutCount: Int { cache.withLock { g in g.young.count + g.old.keys.filter { g.young[$0] == nil }.count } }
    public func removeAll() { cache.withLock { $0 = Generations() } }
}
