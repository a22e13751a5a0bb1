import Geometry
import Testing

@testable import Layout

/// Boundary supplementaries with `extendsBoundary` move the section's boundary along their
/// alignment, in both scroll directions and in right-to-left.
@Suite struct BoundaryExtensionTests {
    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }
    let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b"], hasHeader: true)

    func verticalLayout(trailingExtends: Bool = true) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.sectionHeader, alignment: .top)
        let rail = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .fractionalHeight(1)), elementKind: "rail", alignment: .leading)
        var badge = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .absolute(150)), elementKind: "badge", alignment: .trailing)
        badge.extendsBoundary = trailingExtends
        section.boundarySupplementaryItems = [header, rail, badge]
        return CompositionalLayout(section: section)
    }

    @Test func leadingAndTrailingNarrowTheContentAndLengthenTheSection() throws {
        let r = try verticalLayout().prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("header")) == [rect(0, 0, 390, 30)])
        // 390 − 60 (rail) − 40 (badge) = 290 for the cells, below the header.
        #expect(r.cells == [rect(60, 30, 290, 50), rect(60, 80, 290, 50)])
        // The 150 pt badge outgrows the 100 pt of cells: the section is 30 + 150 long, and the
        // rail's fractional height is a fraction of that content length.
        #expect(r.frames(.supplementaryView("badge")) == [rect(350, 30, 40, 150)])
        #expect(r.frames(.supplementaryView("rail")) == [rect(0, 30, 60, 150)])
        #expect(r.contentSize.height == 180)
    }

    @Test func aSideSupplementaryThatDoesNotExtendOverlapsTheContent() throws {
        let r = try verticalLayout(trailingExtends: false).prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(60, 30, 330, 50), rect(60, 80, 330, 50)])
        #expect(r.frames(.supplementaryView("badge")) == [rect(350, 30, 40, 150)])
        #expect(r.frames(.supplementaryView("rail")) == [rect(0, 30, 60, 100)])
        #expect(r.contentSize.height == 130)
    }

    @Test func aPinnedSideRailSticksToTheTopUntilTheContentEnds() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        var rail = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(60), .absolute(40)), elementKind: "rail", alignment: .leading)
        rail.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [rail]
        let three = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c"])
        func railFrame(at offset: Double) throws -> [Rect] {
            var env = environment()
            env.contentOffset = Point(x: 0, y: offset)
            return try CompositionalLayout(section: section).prepare(sections: [three], environment: env, measurer: FixedMeasurer())
                .frames(.supplementaryView("rail"))
        }
        #expect(try railFrame(at: 0) == [rect(0, 0, 60, 40)])
        #expect(try railFrame(at: 70) == [rect(0, 70, 60, 40)])
        // The rows end at 150: the rail stops at 150 − 40.
        #expect(try railFrame(at: 200) == [rect(0, 110, 60, 40)])
    }

    @Test func sideSupplementariesMirrorInRightToLeft() throws {
        let r = try verticalLayout().prepare(sections: [content], environment: environment(direction: .rightToLeft), measurer: FixedMeasurer())
        #expect(r.cells == [rect(40, 30, 290, 50), rect(40, 80, 290, 50)])
        #expect(r.frames(.supplementaryView("rail")) == [rect(330, 30, 60, 150)])
        #expect(r.frames(.supplementaryView("badge")) == [rect(0, 30, 40, 150)])
    }

    @Test func cornerAlignmentsLengthenTheSectionAlongTheScrollAxis() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(100), .absolute(20)), elementKind: "tl", alignment: .topLeading),
            LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(80), .absolute(24)), elementKind: "tt", alignment: .topTrailing),
            LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(70), .absolute(16)), elementKind: "bl", alignment: .bottomLeading),
        ]
        let r = try CompositionalLayout(section: section).prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("tl")) == [rect(0, 0, 100, 20)])
        #expect(r.frames(.supplementaryView("tt")) == [rect(310, 0, 80, 24)])
        #expect(r.cells == [rect(0, 24, 390, 50), rect(0, 74, 390, 50)])
        #expect(r.frames(.supplementaryView("bl")) == [rect(0, 124, 70, 16)])
        #expect(r.contentSize.height == 140)
        let rtl = try CompositionalLayout(section: section).prepare(
            sections: [content], environment: environment(direction: .rightToLeft), measurer: FixedMeasurer())
        #expect(rtl.frames(.supplementaryView("tl")) == [rect(290, 0, 100, 20)])
        #expect(rtl.frames(.supplementaryView("bl")) == [rect(320, 124, 70, 16)])
    }

    func railedStrip(_ behavior: OrthogonalScrollingBehavior, offset: Double, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.5), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(60), .fractionalHeight(1)), elementKind: "rail", alignment: .leading)
        ]
        var env = environment(direction: direction)
        env.orthogonalScrollOffsets = ["s": offset]
        let four = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c", "d"])
        return try CompositionalLayout(section: section).prepare(sections: [four], environment: env, measurer: FixedMeasurer())
    }

    @Test func anOrthogonalStripShowsBetweenItsSideSupplementaries() throws {
        // 330 pt beside the rail: groups 165 wide at 60, 225, 390, 555; centred paging puts the
        // second group's middle (307.5 − 82.5 = 225) at the window's middle (60 + 165).
        let r = try railedStrip(.groupPagingCentered, offset: 100)
        #expect(r.frames(.supplementaryView("rail")) == [rect(0, 0, 60, 100)])
        #expect(r.cells == [rect(-22.5, 0, 165, 100), rect(142.5, 0, 165, 100), rect(307.5, 0, 165, 100), rect(472.5, 0, 165, 100)])
        #expect(r.attributes.filter { $0.category == .cell }.allSatisfy { $0.clipRect == rect(60, 0, 330, 100) })
        // Pages are the window's width (330), clamped to the strip's end (720 − 390).
        #expect(try railedStrip(.paging, offset: 200).cells.map(\.minX) == [-270, -105, 60, 225])
        let rtl = try railedStrip(.groupPagingCentered, offset: 100, direction: .rightToLeft)
        #expect(rtl.frames(.supplementaryView("rail")) == [rect(330, 0, 60, 100)])
        #expect(rtl.attributes.filter { $0.category == .cell }.allSatisfy { $0.clipRect == rect(0, 0, 330, 100) })
    }

    @Test func layoutSupplementariesAcrossTheScrollAxisAreReportedNotDropped() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let side = LayoutBoundarySupplementaryItem(layoutSize: size(.absolute(40), .absolute(40)), elementKind: "index", alignment: .trailing)
        let r = try CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(boundarySupplementaryItems: [side]))
            .prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("index")).isEmpty)
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnostics.first?.message.contains("'index' aligned .trailing") == true)
        // Horizontally the same item is along the scroll axis: laid out, no diagnostic.
        let h = try CompositionalLayout(
            section: section, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, boundarySupplementaryItems: [side])
        )
        .prepare(sections: [content], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        #expect(h.frames(.supplementaryView("index")).count == 1)
        #expect(h.diagnostics.isEmpty)
    }

    func horizontalLayout(_ alignments: [RectAlignment]) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.contentInsetsReference = .none
        section.boundarySupplementaryItems = alignments.map { a in
            LayoutBoundarySupplementaryItem(
                layoutSize: a == .top || a == .bottom ? size(.fractionalWidth(1), .absolute(40)) : size(.absolute(30), .absolute(30)),
                elementKind: a.rawValue, alignment: a)
        }
        return CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
    }

    let five = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c", "d", "e"])

    @Test func horizontalTopAndBottomMoveTheContentAcross() throws {
        let r = try horizontalLayout([.top, .bottom]).prepare(sections: [five], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        // 300 − 40 − 40 leaves 220 for the columns (two 110 pt items each), starting 40 down.
        #expect(r.cells == [rect(20, 40, 100, 110), rect(20, 150, 100, 110), rect(130, 40, 100, 110), rect(130, 150, 100, 110), rect(240, 40, 100, 110)])
        // Fractional widths span the section's content length (20 + 320 + 20).
        #expect(r.frames(.supplementaryView("top")) == [rect(0, 0, 360, 40)])
        #expect(r.frames(.supplementaryView("bottom")) == [rect(0, 260, 360, 40)])
        #expect(r.contentSize == Size(width: 360, height: 300))
        let rtl = try horizontalLayout([.top, .bottom]).prepare(
            sections: [five], environment: environment(width: 390, height: 300, direction: .rightToLeft), measurer: FixedMeasurer())
        #expect(rtl.cells == r.cells.map { $0.mirrored(inWidth: 360) })
        #expect(rtl.frames(.supplementaryView("top")) == [rect(0, 0, 360, 40)])
    }

    @Test func horizontalCornersLengthenTheSectionAlongTheScrollAxis() throws {
        let r = try horizontalLayout([.topLeading, .bottomTrailing]).prepare(
            sections: [five], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("topLeading")) == [rect(0, 0, 30, 30)])
        #expect(r.cells.first == rect(50, 0, 100, 150))
        // 30 + 20 + 320 + 20 = 390, then the trailing corner.
        #expect(r.frames(.supplementaryView("bottomTrailing")) == [rect(390, 270, 30, 30)])
        #expect(r.contentSize.width == 420)
    }
}
