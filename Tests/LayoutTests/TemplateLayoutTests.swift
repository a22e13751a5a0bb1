import Testing
import Geometry
@testable import Layout

@Suite struct TemplateLayoutTests {
    func content(_ id: String = "t", count: Int) -> LayoutSectionContent {
        LayoutSectionContent(identifier: id, itemIdentifiers: (0..<count).map { "\(id)\($0)" })
    }

    func run(_ template: some TemplateLayout, count: Int, measurer: FixedMeasurer = FixedMeasurer(),
             env: LayoutEnvironment = environment()) throws -> LayoutResult {
        try CompositionalLayout(sectionProvider: { _, e in LayoutSection.template(template, layoutEnvironment: e) })
            .prepare(sections: [content(count: count)], environment: env, measurer: measurer)
    }

    @Test func condensedListShowsAtMostItsCount() throws {
        let r = try run(CondensedListTemplate(maximumItems: 5), count: 7)
        #expect(r.cells == [rect(16, 8, 358, 44), rect(16, 52, 358, 44), rect(16, 96, 358, 44), rect(16, 140, 358, 44), rect(16, 184, 358, 44)])
        #expect(r.contentSize.height == 236)
        #expect(CondensedListTemplate().selection == .single)
    }

    @Test func enrichedListPadsRowsAndFeaturesTheFirst() throws {
        let t = EnrichedListTemplate(featuresFirstItem: true)
        let r = try run(t, count: 3, measurer: FixedMeasurer(defaultHeight: 100))
        #expect(r.cells == [rect(16, 16, 358, 100), rect(16, 128, 358, 100), rect(16, 240, 358, 100)])
        #expect(r.contentSize.height == 356)
        #expect(t.cellKinds == ["enriched.featured", "enriched"])
        #expect((0..<3).map(t.cellKind(forItemAt:)) == ["enriched.featured", "enriched", "enriched"])
    }

    @Test func visualGridPutsEachItemInTheShortestColumn() throws {
        let m = FixedMeasurer(heights: ["t0": 200, "t1": 100, "t2": 150, "t3": 50, "t4": 80])
        let r = try run(VisualGridTemplate(columns: 2), count: 5, measurer: m)
        #expect(r.cells == [rect(16, 16, 175, 200), rect(199, 16, 175, 100), rect(199, 124, 175, 150),
                            rect(16, 224, 175, 50), rect(16, 282, 175, 80)])
        #expect(r.contentSize.height == 378)
        #expect(m.proposals.allSatisfy { $0.isWidthFixed && $0.size.width == 175 })
        // Three columns with a fixed aspect ratio.
        let r3 = try run(VisualGridTemplate(columns: 3, itemHeight: .aspectRatio(1.5)), count: 4)
        let w = (358.0 - 16) / 3
        #expect(close(r3.cells, [rect(16, 16, w, 1.5 * w), rect(16 + w + 8, 16, w, 1.5 * w), rect(16 + 2 * (w + 8), 16, w, 1.5 * w),
                                 rect(16, 16 + 1.5 * w + 8, w, 1.5 * w)]))
        #expect(VisualGridTemplate().selection == .multiple)
    }

    @Test func storyCarouselScrollsAndSnaps() throws {
        var env = environment()
        env.orthogonalScrollOffsets["t"] = 100
        let r = try run(StoryCarouselTemplate(), count: 10, env: env)
        // Tiles every 84 pt from 16; an offset of 100 comes to rest on the second tile (84).
        #expect(r.cells.prefix(3).map(\.self) == [rect(-68, 8, 72, 96), rect(16, 8, 72, 96), rect(100, 8, 72, 96)])
        #expect(r.contentSize.height == 112)
        #expect(r.attributes.allSatisfy { $0.clipRect == rect(0, 0, 390, 112) })
    }

    @Test func badTemplatesAreTypedErrors() {
        #expect(throws: LayoutError.emptyGroup(section: "t", item: "t0", count: 0)) { try run(VisualGridTemplate(columns: 0), count: 2) }
        #expect(throws: LayoutError.self) { try run(VisualGridTemplate(columns: 2, itemHeight: .absolute(-1)), count: 2) }
    }
}
