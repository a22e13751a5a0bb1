import Geometry
import Testing

@testable import Layout

/// The seed's portability check: a template's layout rules are geometry, so the compositional
/// host (frames as a `LayoutGroup.custom`) and the flow host give the same frames.
@Suite struct TemplateHostTests {
    static let templates: [any TemplateLayout] = [
        CondensedListTemplate(), CondensedListTemplate(maximumItems: 2),
        EnrichedListTemplate(), EnrichedListTemplate(featuresFirstItem: true),
        VisualGridTemplate(), VisualGridTemplate(columns: 3, itemHeight: .aspectRatio(1.25)),
        VisualGridTemplate(columns: 4, itemHeight: .absolute(60)),
        StoryCarouselTemplate(), StoryCarouselTemplate(itemSize: Size(width: 100, height: 140)),
        FlowSectionTemplate(
            itemSize: Size(width: 120, height: 40), minimumLineSpacing: 6, minimumInteritemSpacing: 4,
            sectionInset: EdgeInsets(top: 10, left: 20, bottom: 12, right: 8)),
        FlowSectionTemplate(estimatedItemSize: Size(width: 90, height: 30), sectionInset: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)),
    ]

    /// Heights that differ per item, so waterfalls and flow lines are exercised.
    func measurer() -> FixedMeasurer {
        var heights: [String: Double] = [:]
        var widths: [String: Double] = [:]
        for i in 0..<12 { heights["t\(i)"] = Double(30 + (i * 37) % 90); widths["t\(i)"] = Double(60 + (i * 53) % 140) }
        return FixedMeasurer(heights: heights, widths: widths)
    }

    @Test(arguments: [320.0, 390, 430, 768])
    func compositionalAndFlowGiveTheSameFrames(width: Double) throws {
        let content = LayoutSectionContent(identifier: "t", itemIdentifiers: (0..<11).map { "t\($0)" })
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let env = environment(width: width, direction: direction)
            for t in Self.templates {
                let compositional = try CompositionalLayout(sectionProvider: { _, e in LayoutSection.template(t, layoutEnvironment: e) })
                    .prepare(sections: [content], environment: env, measurer: measurer())
                let flow = FlowLayout()
                flow.templateForSection = { _ in t }
                let flowed = try flow.prepare(sections: [content], environment: env, measurer: measurer())
                #expect(compositional.cells.count == t.numberOfItems(available: 11), "\(t.name)")
                #expect(compositional.cells == flowed.cells, "\(t.name) at \(width) pt, \(direction)")
                #expect(compositional.contentSize.height == flowed.contentSize.height, "\(t.name) at \(width) pt, \(direction)")
                // Not a tautology: the frames are the template's, placed inside its margins.
                let m = t.margins
                let laid = try t.layOut(
                    count: t.numberOfItems(available: 11),
                    in: TemplateContainer(contentWidth: width - m.leading - m.trailing, environment: env)
                ) { (i, p) throws(LayoutError) in
                    measurer().preferredSize(
                        of: LayoutElementReference(
                            category: .cell, indexPath: IndexPath(section: 0, item: i),
                            sectionIdentifier: "t", itemIdentifier: "t\(i)"), fitting: p)
                }
                var expected = laid.frames.map { $0.offsetBy(dx: m.leading, dy: m.top) }
                if direction == .rightToLeft { expected = expected.map { $0.mirrored(inWidth: width) } }
                #expect(close(compositional.cells, expected), "\(t.name) at \(width) pt, \(direction)")
            }
        }
    }

    /// An item wider than the section: clamped to the room it has, with a diagnostic (both hosts).
    @Test func aFlowItemWiderThanTheSectionIsClampedWithADiagnostic() throws {
        let t = FlowSectionTemplate(itemSize: Size(width: 500, height: 40), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let content = LayoutSectionContent(identifier: "t", itemIdentifiers: ["t0", "t1"])
        let r = try CompositionalLayout(sectionProvider: { _, e in LayoutSection.template(t, layoutEnvironment: e) })
            .prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(10, 0, 370, 40), rect(10, 50, 370, 40)])
        #expect(r.diagnostics.count == 2)
        #expect(r.diagnostics.first?.item == "t0" && r.diagnostics.first?.message.contains("clamped to 370 pt") == true)
    }

    @Test func templatesUnderAHorizontalFlowAreATypedError() {
        let flow = FlowLayout()
        flow.scrollDirection = .horizontal
        flow.templateForSection = { _ in CondensedListTemplate() }
        #expect(throws: LayoutError.self) {
            try flow.prepare(sections: [LayoutSectionContent(identifier: "t", itemIdentifiers: ["a"])], environment: environment(), measurer: FixedMeasurer())
        }
    }
}

/// The content-section adapter: cell kinds, counts with ads, configuration and selection by visible index.
@Suite struct ContentSectionAdapterTests {
    @Test func adsAreInsertedAndSelectionNeverLandsOnOne() throws {
        let adapter = try ContentSectionAdapter(
            template: CondensedListTemplate(maximumItems: 6),
            ads: NativeAdPlacement(firstIndex: 2, frequency: 2))
        #expect(adapter.cellKinds == ["condensed", "nativeAd"])
        // 9 available, 6 shown: C0 C1 ad0 C2 C3 ad1 C4 C5 (slot 1 did not load: collapses).
        let map = try adapter.indexMap(contentCount: 9) { $0 != 1 }
        #expect(map.elements.map(\.description) == ["C0", "C1", "ad0", "C2", "C3", "C4", "C5"])
        #expect(adapter.numberOfCells(in: map) == 7)
        #expect(adapter.cellConfiguration(at: VisibleIndex(2), in: map) == TemplateCellConfiguration(cellKind: "nativeAd", isSelectable: false))
        #expect(adapter.cellConfiguration(at: VisibleIndex(3), in: map)?.cellKind == "condensed")
        #expect(adapter.selectItem(at: VisibleIndex(2), in: map) == nil)
        #expect(adapter.selectItem(at: VisibleIndex(3), in: map) == ContentIndex(2))
        #expect(adapter.selectItem(at: VisibleIndex(7), in: map) == nil)
        for v in 0..<map.visibleCount {
            if case .ad? = map.element(at: VisibleIndex(v)) { #expect(adapter.selectItem(at: VisibleIndex(v), in: map) == nil) }
        }
        let content = adapter.sectionContent(LayoutSectionContent(identifier: "s", itemIdentifiers: (0..<9).map { "c\($0)" }), map: map)
        #expect(content.itemIdentifiers == ["c0", "c1", "s#ad0", "c2", "c3", "c4", "c5"])
    }

    @Test func templatesWithoutAdSupportRefuseAds() {
        #expect(throws: ContentSectionError.adsNotSupported(template: "visual-grid")) {
            try ContentSectionAdapter(template: VisualGridTemplate(), ads: NativeAdPlacement(firstIndex: 1, frequency: 3))
        }
        #expect(throws: ContentSectionError.adsNotSupported(template: "story-carousel")) {
            try ContentSectionAdapter(template: StoryCarouselTemplate(), ads: NativeAdPlacement(firstIndex: 1, frequency: 3))
        }
        #expect((try? ContentSectionAdapter(template: VisualGridTemplate())) != nil)
    }

    @Test func sectionSizeAndScrollBehaviourComeFromTheTemplate() throws {
        let story = try ContentSectionAdapter(template: StoryCarouselTemplate())
        #expect(story.scrollBehavior == .continuousGroupLeadingBoundary)
        let frames = StoryCarouselTemplate().frames(
            for: Array(repeating: Size(width: 72, height: 96), count: 10),
            in: TemplateContainer(contentWidth: 358, environment: environment()))
        #expect(story.sectionSize(frames: frames, containerWidth: 390) == Size(width: 16 + 10 * 72 + 9 * 12 + 16, height: 112))
        #expect(story.designProperties.first { $0.key == "selection" }?.value == "single")
        #expect(
            try ContentSectionAdapter(template: VisualGridTemplate()).selectItem(
                at: VisibleIndex(0),
                in: ContentSectionAdapter(template: VisualGridTemplate()).indexMap(contentCount: 3)) == ContentIndex(0))
    }

    /// The adapter's section lays out every visible cell (the template's count was applied
    /// before ads were inserted): 5 content + 1 ad = 6 cells for a condensed list of 5.
    @Test func theAdaptersSectionLaysOutAdsBesideTheShownContent() throws {
        let adapter = try ContentSectionAdapter(template: CondensedListTemplate(maximumItems: 5), ads: NativeAdPlacement(firstIndex: 1, frequency: 10))
        let map = try adapter.indexMap(contentCount: 8)
        let content = adapter.sectionContent(LayoutSectionContent(identifier: "s", itemIdentifiers: (0..<8).map { "c\($0)" }), map: map)
        let r = try CompositionalLayout(sectionProvider: { _, _, _ in adapter.layoutSection() })
            .prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells.count == 6)
        #expect(r.attributes.filter { $0.category == .cell }.map { $0.itemIdentifier ?? "" } == ["c0", "s#ad0", "c1", "c2", "c3", "c4"])
    }
}
