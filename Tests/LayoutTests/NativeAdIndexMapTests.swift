import Testing

@testable import Layout

@Suite struct NativeAdIndexMapTests {
    func shown(_ count: Int, first: Int, every: Int, loaded: @escaping (Int) -> Bool = { _ in true }) throws -> String {
        try NativeAdIndexMap(contentCount: count, placement: NativeAdPlacement(firstIndex: first, frequency: every), isAdLoaded: loaded)
            .elements.map(\.description).joined(separator: " ")
    }

    @Test func handWrittenPlacements() throws {
        #expect(try shown(5, first: 0, every: 2) == "ad0 C0 C1 ad1 C2 C3 ad2 C4")
        #expect(try shown(5, first: 1, every: 2) == "C0 ad0 C1 C2 ad1 C3 C4")
        #expect(try shown(4, first: 1, every: 1) == "C0 ad0 C1 ad1 C2 ad2 C3")
        #expect(try shown(8, first: 1, every: 3) == "C0 ad0 C1 C2 C3 ad1 C4 C5 C6 ad2 C7")
        // First index at or beyond the content count: no ads, content untouched.
        #expect(try shown(3, first: 3, every: 2) == "C0 C1 C2")
        #expect(try shown(3, first: 10, every: 1) == "C0 C1 C2")
        #expect(try shown(0, first: 0, every: 1) == "")
    }

    @Test func everyFrequencyAndFirstIndexMatchesTheRule() throws {
        for every in 1...5 {
            for first in [0, 1, 2, 7, 12] {
                let count = 12
                var expected: [String] = []
                var slot = 0
                for c in 0..<count {
                    if c >= first && (c - first) % every == 0 { expected.append("ad\(slot)"); slot += 1 }
                    expected.append("C\(c)")
                }
                let map = try NativeAdIndexMap(contentCount: count, placement: NativeAdPlacement(firstIndex: first, frequency: every))
                #expect(map.elements.map(\.description) == expected, "first \(first), frequency \(every)")
                // Every content item is shown once, in order; visible and content indexes round-trip.
                for c in 0..<count {
                    let v = try #require(map.visibleIndex(for: ContentIndex(c)))
                    #expect(map.contentIndex(at: v) == ContentIndex(c))
                    #expect(map.resolveSelection(at: v) == .content(ContentIndex(c)))
                }
                #expect(map.visibleCount == count + slot)
            }
        }
    }

    @Test func missingAdsCollapseWithoutAGap() throws {
        #expect(try shown(6, first: 0, every: 2, loaded: { $0 != 1 }) == "ad0 C0 C1 C2 C3 ad2 C4 C5")
        let map = try NativeAdIndexMap(contentCount: 6, placement: NativeAdPlacement(firstIndex: 0, frequency: 2), isAdLoaded: { $0 != 1 })
        #expect(map.visibleIndex(forAdSlot: 1) == nil)
        #expect(map.visibleIndex(forAdSlot: 2) == VisibleIndex(5))
        #expect(map.resolveSelection(at: VisibleIndex(5)) == .ad(slot: 2))
        #expect(map.resolveSelection(at: VisibleIndex(3)) == .content(ContentIndex(2)))
        #expect(map.resolveSelection(at: VisibleIndex(99)) == nil)
        #expect(try shown(4, first: 0, every: 1, loaded: { _ in false }) == "C0 C1 C2 C3")
    }

    @Test func maximumAdsAndBadPlacements() throws {
        let map = try NativeAdIndexMap(contentCount: 10, placement: NativeAdPlacement(firstIndex: 0, frequency: 2, maximumAds: 2))
        #expect(map.elements.map(\.description).joined(separator: " ") == "ad0 C0 C1 ad1 C2 C3 C4 C5 C6 C7 C8 C9")
        #expect(throws: NativeAdError.invalidFrequency(0)) { try NativeAdIndexMap(contentCount: 3, placement: NativeAdPlacement(firstIndex: 0, frequency: 0)) }
        #expect(throws: NativeAdError.invalidFirstIndex(-1)) {
            try NativeAdIndexMap(contentCount: 3, placement: NativeAdPlacement(firstIndex: -1, frequency: 1))
        }
    }

    @Test func adsBecomeLayoutItems() throws {
        let content = LayoutSectionContent(identifier: "feed", itemIdentifiers: ["a", "b", "c"])
        let map = try NativeAdIndexMap(contentCount: 3, placement: NativeAdPlacement(firstIndex: 1, frequency: 2))
        let withAds = map.sectionContent(from: content)
        #expect(withAds.itemIdentifiers == ["a", "feed#ad0", "b", "c"])
        let r = try CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
            .prepare(sections: [withAds], environment: environment(), measurer: FixedMeasurer(heights: ["feed#ad0": 120]))
        #expect(r.cells == [rect(0, 0, 390, 44), rect(0, 44, 390, 120), rect(0, 164, 390, 44), rect(0, 208, 390, 44)])
    }
}
