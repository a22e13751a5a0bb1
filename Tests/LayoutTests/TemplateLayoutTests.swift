import Geometry
import Testing

@testable import Layout

@Suite struct TemplateLayoutTests {
    func content(_ id: String = "t", count: Int) -> LayoutSectionContent {
        LayoutSectionContent(identifier: id, itemIdentifiers: (0..<count).map { "\(id)\($0)" })
    }

    func run(
        _ template: some TemplateLayout, count: Int, measurer: FixedMeasurer = FixedMeasurer(),
        env: LayoutEnvironment = environment()
    ) throws -> LayoutResult {
        try CompositionalLayout(sectionProvider: { _, e in LayoutSection.template(template, layoutEnvironment: e) })
            .prepare(sections: [content(count: count)], environment: env, measurer: measurer)
    }

    @Test func condensedListShowsAtMostItsCount() throws {
        let r = try run(CondensedListTemplate(maximumItems: 5), count: 7)
        #expect(r.cells == [rect(16, 8, 358, 44), rect(16, 52, 358, 44), rect(16, 96, 358, 44), rect(16, 140, 358, 44), rect(16, 184, 358, 44)])
        #expect(r.contentSize.height == 236)
    }

    @Test func enrichedListPadsRowsAndFeaturesTheFirst() throws {
        let t = EnrichedListTemplate(featuresFirstItem: true)
        let r = try run(t, count: 3, measurer: FixedMeasurer(defaultHeight: 100))
        #expect(r.cells == [rect(16, 16, 358, 100), rect(16, 128, 358, 100), rect(16, 240, 358, 100)])
        #expect(r.contentSize.height == 356)
        #expect((0..<3).map(t.cellKind(forItemAt:)) == ["enriched.featured", "enriched", "enriched"])
        #expect(EnrichedListTemplate().cellKind(forItemAt: 0) == "enriched")
    }

    @Test func visualGridPutsEachItemInTheShortestColumn() throws {
        let m = FixedMeasurer(heights: ["t0": 200, "t1": 100, "t2": 150, "t3": 50, "t4": 80])
        let r = try run(VisualGridTemplate(columns: 2), count: 5, measurer: m)
        #expect(
            r.cells == [
                rect(16, 16, 175, 200), rect(199, 16, 175, 100), rect(199, 124, 175, 150),
                rect(16, 224, 175, 50), rect(16, 282, 175, 80),
            ])
        #expect(r.contentSize.height == 378)
        #expect(m.proposals.allSatisfy { $0.isWidthFixed && $0.size.width == 175 })
        // Three columns with a fixed aspect ratio.
        let r3 = try run(VisualGridTemplate(columns: 3, itemHeight: .aspectRatio(1.5)), count: 4)
        let w = (358.0 - 16) / 3
        #expect(
            close(
                r3.cells,
                [
                    rect(16, 16, w, 1.5 * w), rect(16 + w + 8, 16, w, 1.5 * w), rect(16 + 2 * (w + 8), 16, w, 1.5 * w),
                    rect(16, 16 + 1.5 * w + 8, w, 1.5 * w),
                ]))
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

    static let templates: [any TemplateLayout] = [
        CondensedListTemplate(), CondensedListTemplate(maximumItems: 2), CondensedListTemplate(maximumItems: -3),
        EnrichedListTemplate(), EnrichedListTemplate(featuresFirstItem: true),
        VisualGridTemplate(), VisualGridTemplate(columns: 3, itemHeight: .aspectRatio(1)), StoryCarouselTemplate(),
    ]

    /// What a template declares is what the layout does: the items it says it shows are the
    /// cells laid out, and a template that pages is an orthogonal strip (clipped), one that
    /// does not scrolls with the page.
    @Test(arguments: [0, 1, 2, 5, 7, 20])
    func theDeclaredCountAndPagingAreWhatIsLaidOut(count: Int) throws {
        for t in Self.templates {
            let r = try run(t, count: count)
            #expect(r.cells.count == t.numberOfItems(available: count), "\(t.name) with \(count) items")
            let clipped = r.attributes.contains { $0.clipRect != nil }
            if count > 0 { #expect(clipped == (t.paging != .none), "\(t.name): paging \(t.paging), clipped \(clipped)") }
        }
    }

    /// Every kind a template hands out for an item is one it declares (what a host registers).
    @Test func everyCellKindUsedIsDeclared() {
        for t in Self.templates {
            #expect(!t.cellKinds.isEmpty && Set(t.cellKinds).count == t.cellKinds.count, "\(t.name): \(t.cellKinds)")
            for i in 0..<50 { #expect(t.cellKinds.contains(t.cellKind(forItemAt: i)), "\(t.name) item \(i): \(t.cellKind(forItemAt: i))") }
        }
    }

    /// A template that declares only its sizing and frames gets the protocol's behaviour: every
    /// item shown, its first kind (or its name without kinds) for each item, a vertical section,
    /// no ads, single selection.
    @Test func aTemplateThatDeclaresOnlyItsGeometryGetsTheDefaults() throws {
        struct Plain: TemplateLayout {
            var cellKinds: [String]
            var name: String { "plain" }
            var margins: DirectionalEdgeInsets { DirectionalEdgeInsets(all: 0) }
            var padding: Double { 0 }
            func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
                SizingProposal(size: Size(width: container.contentWidth, height: 10), isWidthFixed: true, isHeightFixed: true)
            }
            func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
                TemplateFrames(frames: sizes.enumerated().map { Rect(x: 0, y: Double($0.offset) * 10, width: $0.element.width, height: 10) })
            }
        }
        let r = try run(Plain(cellKinds: ["a", "b"]), count: 9)
        #expect(r.cells == (0..<9).map { rect(0, Double($0) * 10, 390, 10) })
        #expect(r.attributes.allSatisfy { $0.clipRect == nil })
        #expect(Plain(cellKinds: ["a", "b"]).cellKind(forItemAt: 5) == "a")
        #expect(Plain(cellKinds: []).cellKind(forItemAt: 0) == "plain")
        #expect(!Plain(cellKinds: []).supportsNativeAds)
        #expect(Plain(cellKinds: ["a"]).cellConfiguration(forItemAt: 3) == TemplateCellConfiguration(cellKind: "a", isSelectable: true))
    }

    /// Templates whose frames are fixed by their options are not measured (the measurer is
    /// asked only where the template leaves an axis open).
    @Test func fixedSizesAreNotMeasured() throws {
        let m = FixedMeasurer()
        _ = try run(StoryCarouselTemplate(), count: 4, measurer: m)
        _ = try run(VisualGridTemplate(columns: 2, itemHeight: .aspectRatio(1)), count: 4, measurer: m)
        #expect(m.proposals.isEmpty)
        _ = try run(CondensedListTemplate(), count: 2, measurer: m)
        #expect(m.proposals.count == 2 && m.proposals.allSatisfy { $0.isWidthFixed && !$0.isHeightFixed && $0.size.width == 358 })
    }

    @Test func badTemplatesAreTypedErrors() throws {
        #expect(throws: LayoutError.invalidTemplate(section: "t", template: "visual-grid", detail: "the visual grid has 0 columns; it takes 1 to 100")) {
            try run(VisualGridTemplate(columns: 0), count: 2)
        }
        #expect(throws: LayoutError.self) { try run(VisualGridTemplate(columns: 2, itemHeight: .absolute(-1)), count: 2) }
        #expect(throws: LayoutError.self) { try run(StoryCarouselTemplate(itemSize: Size(width: 0, height: 10)), count: 2) }
        // An empty section is not an error, whatever the options (nothing is laid out).
        #expect(try run(VisualGridTemplate(columns: 3), count: 0).cells.isEmpty)
    }
}
