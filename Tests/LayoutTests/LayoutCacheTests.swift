import Geometry
import Testing

@testable import Layout

/// Nothing is measured twice in a pass; a change re-measures exactly what depends on it.
@Suite struct LayoutCacheTests {
    func sections() -> [LayoutSectionContent] {
        [
            LayoutSectionContent(identifier: "a", itemIdentifiers: (0..<5).map { "a\($0)" }, hasHeader: true),
            LayoutSectionContent(identifier: "b", itemIdentifiers: (0..<5).map { "b\($0)" }, hasHeader: true),
        ]
    }

    func layout() -> CompositionalLayout {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        return .list(using: c)
    }

    @Test func warmPassMeasuresNothing() throws {
        let l = layout(), m = FixedMeasurer()
        let cold = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        #expect(m.calls.count == 12)  // 10 rows + 2 headers
        #expect(l.statistics.measurerCalls == 12)
        let warm = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        #expect(m.calls.count == 12)
        #expect(l.statistics.sectionCacheHits == 2)
        #expect(warm == cold)
    }

    @Test func widthChangeRemeasuresEverything() throws {
        let l = layout(), m = FixedMeasurer()
        _ = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        m.calls = []
        _ = try l.prepare(sections: sections(), environment: environment(width: 430), measurer: m)
        #expect(m.calls.count == 12)
        // Scrolling (content offset) depends on nothing measured.
        m.calls = []
        var env = environment(width: 430)
        env.contentOffset = Point(x: 0, y: 300)
        _ = try l.prepare(sections: sections(), environment: env, measurer: m)
        #expect(m.calls.isEmpty)
    }

    @Test func reconfigureRemeasuresOneItem() throws {
        let l = layout(), m = FixedMeasurer()
        _ = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        m.calls = []
        var s = sections()
        s[1].itemRevisions["b3"] = 1
        m.heights["b3"] = 80
        let r = try l.prepare(sections: s, environment: environment(), measurer: m)
        #expect(m.calls.map(\.itemIdentifier) == ["b3"])
        #expect(l.statistics.sectionCacheHits == 1)
        #expect(r.attributesForItem(at: IndexPath(section: 1, item: 3))?.frame.height == 80)
    }

    @Test func movingAndInsertingItemsMeasuresOnlyNewOnes() throws {
        let l = layout(), m = FixedMeasurer()
        _ = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        m.calls = []
        var s = sections()
        s[0].itemIdentifiers = ["a4", "new", "a0", "a1", "a2", "a3"]
        _ = try l.prepare(sections: s, environment: environment(), measurer: m)
        #expect(m.calls.map(\.itemIdentifier) == ["new"])
    }

    @Test func invalidateLayoutKeepsMeasurementsAndTraitsDropThem() throws {
        let l = layout(), m = FixedMeasurer()
        _ = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        m.calls = []
        l.invalidateLayout()
        _ = try l.prepare(sections: sections(), environment: environment(), measurer: m)
        #expect(m.calls.isEmpty)
        #expect(l.statistics.sectionsLaidOut == 2)
        var env = environment()
        env.traits.contentSizeCategory = .accessibilityExtraLarge
        _ = try l.prepare(sections: sections(), environment: env, measurer: m)
        #expect(m.calls.count == 12)
    }

    @Test func orthogonalScrollDoesNotMeasure() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(30)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: LayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(30)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        let l = CompositionalLayout(section: section), m = FixedMeasurer()
        let content = [LayoutSectionContent(identifier: "chips", itemIdentifiers: (0..<20).map { "c\($0)" })]
        _ = try l.prepare(sections: content, environment: environment(), measurer: m)
        #expect(m.calls.count == 20)
        var env = environment()
        env.orthogonalScrollOffsets["chips"] = 120
        let r = try l.prepare(sections: content, environment: env, measurer: m)
        #expect(m.calls.count == 20)
        #expect(r.cells.first?.minX == -120)
    }
}

@Suite struct LayoutCacheScopeTests {
    /// A width change re-measures rows fitted to the width, not chips measured at a fixed height.
    @Test func widthChangeRemeasuresOnlyWidthDependentItems() throws {
        let layout = CompositionalLayout(sectionProvider: { index, environment in
            if index == 0 {
                let chip = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)))
                var s = LayoutSection(
                    group: .horizontal(layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)), subitems: [chip]))
                s.orthogonalScrollingBehavior = .continuous
                return s
            }
            return .list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
        })
        let sections = [
            LayoutSectionContent(identifier: "chips", itemIdentifiers: ["c1", "c2", "c3"]),
            LayoutSectionContent(identifier: "rows", itemIdentifiers: ["r1", "r2"]),
        ]
        let m = FixedMeasurer()
        _ = try layout.prepare(sections: sections, environment: environment(width: 390), measurer: m)
        #expect(m.calls.count == 5)
        m.calls = []
        _ = try layout.prepare(sections: sections, environment: environment(width: 430), measurer: m)
        #expect(m.calls.compactMap(\.itemIdentifier) == ["r1", "r2"])
        // Back to the first width: the rows' 390 pt measurements were dropped with the pass that no longer used them.
        m.calls = []
        _ = try layout.prepare(sections: sections, environment: environment(width: 390), measurer: m)
        #expect(m.calls.compactMap(\.itemIdentifier) == ["r1", "r2"])
    }

    @Test func flowLayoutWarmPassMeasuresNothing() throws {
        let f = FlowLayout()
        f.estimatedItemSize = Size(width: 80, height: 30)
        let m = FixedMeasurer()
        let sections = [LayoutSectionContent(identifier: "tags", itemIdentifiers: (0..<20).map { "t\($0)" })]
        let cold = try f.prepare(sections: sections, environment: environment(), measurer: m)
        #expect(m.calls.count == 20)
        let warm = try f.prepare(sections: sections, environment: environment(), measurer: m)
        #expect(m.calls.count == 20)
        #expect(warm == cold)
    }
}
