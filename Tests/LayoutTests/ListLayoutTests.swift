import Geometry
import Testing

@testable import Layout

@Suite struct ListLayoutTests {
    let settings = LayoutSectionContent(identifier: "general", itemIdentifiers: ["wifi", "bt", "cell"], hasHeader: true)

    func insetGroupedLayout() -> CompositionalLayout {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        return .list(using: c)
    }

    @Test func insetGroupedFramesByHand() throws {
        let m = FixedMeasurer(heights: ["bt": 60, "general:header": 38])
        let r = try insetGroupedLayout().prepare(sections: [settings], environment: environment(), measurer: m)
        // 16 pt layout margins at 390 pt; header 38 tall at y 0; rows 44, 60, 44 below it.
        #expect(r.frames(.supplementaryView("header")) == [rect(16, 0, 358, 38)])
        #expect(r.cells == [rect(16, 38, 358, 44), rect(16, 82, 358, 60), rect(16, 142, 358, 44)])
        // Separators: leading 16 (cell margin) + 16 (section inset); none under the last row.
        #expect(close(r.separators, [rect(32, 82 - 1.0 / 3, 342, 1.0 / 3), rect(32, 142 - 1.0 / 3, 342, 1.0 / 3)]))
        let background = r.attributes.first { $0.category == .decorationView(ElementKind.listSectionBackground) }
        #expect(background?.frame == rect(16, 38, 358, 148))
        #expect(background?.decoration == DecorationStyle(cornerRadius: 10, color: .white))
        #expect(background?.zIndex == -1)
        #expect(r.contentSize == Size(width: 390, height: 186))
        // The measurer saw the fitted width, never an estimate as a frame.
        #expect(m.proposals.allSatisfy { $0.isWidthFixed && $0.size.width == 358 && !$0.isHeightFixed })
    }

    @Test func dumpIsStableAndOrdered() throws {
        let m = FixedMeasurer(heights: ["bt": 60, "general:header": 38])
        let r = try insetGroupedLayout().prepare(sections: [settings], environment: environment(), measurer: m)
        #expect(
            r.dump() == """
                contentSize 390x186
                decoration(list-section-background) [0, 0] general (16, 38, 358, 148) z=-1 radius=10 color=#FFFFFF
                supplementary(header) [0, 0] general (16, 0, 358, 38) z=2
                cell [0, 0] general/wifi (16, 38, 358, 44) z=0
                cell [0, 1] general/bt (16, 82, 358, 60) z=0
                cell [0, 2] general/cell (16, 142, 358, 44) z=0
                decoration(separator) [0, 0] general/wifi (32, 81.667, 342, 0.333) z=1 color=#3C3C434A
                decoration(separator) [0, 1] general/bt (32, 141.667, 342, 0.333) z=1 color=#3C3C434A

                """)
    }

    @Test func bottomPaddingFollowsOnlyTheLastSectionAndPrecedesLayoutFooters() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: ElementKind.layoutFooter, alignment: .bottom)
        ]
        let layout = CompositionalLayout(
            sectionProvider: { index, environment in
                var c = ListConfiguration(appearance: .grouped)
                c.bottomPadding = index == 0 ? 100 : ListConfiguration.standardGroupedSectionSpacing
                return LayoutSection.list(using: c, layoutEnvironment: environment)
            }, configuration: configuration)
        let sections = [
            LayoutSectionContent(identifier: "a", itemIdentifiers: ["1", "2"]),
            LayoutSectionContent(identifier: "b", itemIdentifiers: ["3"]),
        ]
        let r = try layout.prepare(sections: sections, environment: environment(scale: 2), measurer: FixedMeasurer())
        // Section a's 100 pt does not count (it is not last): b still starts 35 below a's rows.
        #expect(r.cells == [rect(0, 35, 390, 44), rect(0, 79, 390, 44), rect(0, 158, 390, 44)])
        // b's rows end at 202; 35 pt of padding; then the layout footer.
        #expect(r.frames(.supplementaryView(ElementKind.layoutFooter)) == [rect(0, 237, 390, 20)])
        #expect(r.contentSize.height == 257)
    }

    @Test func negativeBottomPaddingIsATypedError() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.bottomPadding = -1
        #expect(throws: LayoutError.self) {
            try CompositionalLayout.list(using: c).prepare(sections: [settings], environment: environment(), measurer: FixedMeasurer())
        }
    }

    @Test func groupedWithoutHeaderHasTopSpacingAndEdgeLines() throws {
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .grouped))
        let sections = [
            LayoutSectionContent(identifier: "a", itemIdentifiers: ["1", "2"]),
            LayoutSectionContent(identifier: "b", itemIdentifiers: ["3"]),
        ]
        let r = try layout.prepare(sections: sections, environment: environment(scale: 2), measurer: FixedMeasurer())
        // 35 pt above each header-less grouped section; full-width rows.
        #expect(r.cells == [rect(0, 35, 390, 44), rect(0, 79, 390, 44), rect(0, 158, 390, 44)])
        // Full-width line above the first and below the last row; inset line between.
        #expect(
            r.separators == [
                rect(0, 35, 390, 0.5), rect(16, 78.5, 374, 0.5), rect(0, 122.5, 390, 0.5),
                rect(0, 158, 390, 0.5), rect(0, 201.5, 390, 0.5),
            ])
        #expect(r.frames(.decorationView(ElementKind.listSectionBackground)) == [rect(0, 35, 390, 88), rect(0, 158, 390, 44)])
        #expect(r.contentSize.height == 202)
    }

    @Test func plainHeadersPinAndMarginsGrowOnWideScreens() throws {
        var c = ListConfiguration(appearance: .plain)
        c.headerMode = .supplementary
        let layout = CompositionalLayout.list(using: c)
        let sections = [
            LayoutSectionContent(identifier: "a", itemIdentifiers: ["1", "2"], hasHeader: true),
            LayoutSectionContent(identifier: "b", itemIdentifiers: ["3", "4"], hasHeader: true),
        ]
        var env = environment(width: 430)
        env.contentOffset = Point(x: 0, y: 100)
        let m = FixedMeasurer(heights: ["a:header": 28, "b:header": 28])
        let r = try layout.prepare(sections: sections, environment: env, measurer: m)
        let headers = r.attributes.filter { $0.category == .supplementaryView("header") }
        // Section a spans 0..116; its header pins at 100 but may not pass 116 - 28 = 88.
        #expect(headers.map(\.frame) == [rect(0, 88, 430, 28), rect(0, 116, 430, 28)])
        #expect(headers.allSatisfy { $0.isPinned })
        // 20 pt separator inset from 414 pt up; none under the last row of a section.
        #expect(close(r.separators, [rect(20, 72 - 1.0 / 3, 410, 1.0 / 3), rect(20, 188 - 1.0 / 3, 410, 1.0 / 3)]))
        #expect(r.frames(.decorationView(ElementKind.listSectionBackground)).isEmpty)
    }

    @Test func itemSeparatorHandlerDecidesPerItem() throws {
        var c = ListConfiguration(appearance: .plain)
        c.itemSeparatorHandler = { indexPath, config in
            var config = config
            if indexPath.item == 0 { config.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 1 { config.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 60, trailing: 10) }
            if indexPath.item == 2 { config.bottomSeparatorVisibility = .visible; config.color = .black }
            return config
        }
        let r = try CompositionalLayout.list(using: c).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c"])],
            environment: environment(scale: 1), measurer: FixedMeasurer())
        #expect(r.separators == [rect(60, 87, 320, 1), rect(0, 131, 390, 1).inset(by: EdgeInsets(left: 16))])
        #expect(r.attributes.last?.decoration?.color == .black)
    }

    @Test func separatorsCanBeTurnedOffAndHeaderTopPaddingApplies() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.footerMode = .supplementary
        c.headerTopPadding = 12
        c.showsSeparators = false
        let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"], hasHeader: true, hasFooter: true)
        let m = FixedMeasurer(heights: ["s:header": 30, "s:footer": 20])
        let r = try CompositionalLayout.list(using: c).prepare(sections: [content], environment: environment(), measurer: m)
        #expect(r.separators.isEmpty)
        #expect(r.frames(.supplementaryView("header")) == [rect(16, 12, 358, 30)])
        #expect(r.cells == [rect(16, 42, 358, 44)])
        #expect(r.frames(.supplementaryView("footer")) == [rect(16, 86, 358, 20)])
        #expect(r.contentSize.height == 106)
    }

    @Test func headerSkippedWhenSectionHasNone() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"], hasHeader: false)
        let r = try CompositionalLayout.list(using: c).prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("header")).isEmpty)
        #expect(r.cells == [rect(16, 35, 358, 44)])
    }

    @Test func rightToLeftMirrorsEverything() throws {
        let m = FixedMeasurer(heights: ["bt": 60, "general:header": 38])
        let ltr = try insetGroupedLayout().prepare(sections: [settings], environment: environment(), measurer: m)
        let rtl = try insetGroupedLayout().prepare(sections: [settings], environment: environment(direction: .rightToLeft), measurer: m)
        #expect(ltr.attributes.count == rtl.attributes.count)
        for (a, b) in zip(ltr.attributes, rtl.attributes) {
            #expect(b.frame == a.frame.mirrored(inWidth: 390))
        }
        // The separator's leading inset is on the right.
        #expect(close([rtl.separators[0]], [rect(16, 82 - 1.0 / 3, 342, 1.0 / 3)]))
    }

    @Test func sidebarInsetsRowsWithoutSeparators() throws {
        let r = try CompositionalLayout.list(using: ListConfiguration(appearance: .sidebar)).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b"])], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(10, 0, 370, 44), rect(10, 44, 370, 44)])
        #expect(r.separators.isEmpty)
    }
}
