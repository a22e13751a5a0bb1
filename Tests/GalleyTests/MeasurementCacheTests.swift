import Content
import Galley
import Geometry
import Testing
import Typesetting

/// The renderer's measurement cache is bounded by bytes (two generations), so a long run over
/// distinct scenes holds memory flat (`.ci/memory`: a 1,000-golden verify within 1.5x of a
/// 100-golden one), while a scene measured again — and the newest half — stay cached.
@Suite struct MeasurementCacheTests {
    let pool: SizingViewPool
    let environment = ContentEnvironment(displayScale: 2)

    init() throws {
        pool = SizingViewPool(context: ContentContext(typesetter: Typesetter(registry: try SceneRenderer.shared().fonts)))
    }

    func configuration(_ i: Int) -> AnyContentConfiguration {
        var c = ListContentConfiguration.subtitleCell()
        c.text = "Row \(i) with a title long enough to wrap onto a second line at this width"
        c.secondaryText = "Detail \(i)"
        return AnyContentConfiguration(c)
    }

    @Test func aSmallBudgetHoldsAboutItsBytesAndKeepsTheNewestLayouts() throws {
        let one = try ContentMeasurer().layout(configuration(0), width: 300, environment: environment, pool: pool).approximateByteCount
        #expect(one > 1_000, "a two-line subtitle cell's estimate (\(one) B) counts its shaped text")
        let budget = one * 40
        let measurer = ContentMeasurer(byteBudget: budget)
        for i in 0..<1_000 { _ = try measurer.layout(configuration(i), width: 300, environment: environment, pool: pool) }
        // Two generations of at most half the budget each (plus the one that tipped a generation over).
        #expect(measurer.cachedLayoutCount <= 2 * (budget / 2 / (one - 64) + 1), "\(measurer.cachedLayoutCount) layouts kept")
        #expect(measurer.cachedLayoutCount >= 20, "\(measurer.cachedLayoutCount) layouts kept")
        measurer.resetStatistics()
        for i in 990..<1_000 { _ = try measurer.layout(configuration(i), width: 300, environment: environment, pool: pool) }
        #expect(measurer.statistics.hits == 10, "the newest layouts are still cached")
        _ = try measurer.layout(configuration(0), width: 300, environment: environment, pool: pool)
        #expect(measurer.statistics.misses == 1, "the oldest was dropped")
    }

    @Test func theDefaultBudgetKeepsAThousandCellsForASecondPass() throws {
        let measurer = ContentMeasurer()
        for i in 0..<1_000 { _ = try measurer.layout(configuration(i), width: 300, environment: environment, pool: pool) }
        measurer.resetStatistics()
        for i in 0..<1_000 { _ = try measurer.layout(configuration(i), width: 300, environment: environment, pool: pool) }
        #expect(measurer.statistics.hits == 1_000 && measurer.statistics.misses == 0)
        #expect(measurer.cachedLayoutCount == 1_000)
    }
}
