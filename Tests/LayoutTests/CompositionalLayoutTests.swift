import Geometry
import Testing

@testable import Layout

/// Frames computed by hand, one feature per test.
@Suite struct CompositionalLayoutTests {
    func content(_ id: String = "s", count: Int, header: Bool = false, footer: Bool = false) -> LayoutSectionContent {
        LayoutSectionContent(identifier: id, itemIdentifiers: (0..<count).map { "\(id)\($0)" }, hasHeader: header, hasFooter: footer)
    }

    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

    @Test func gridRepeatsASingleSubitemAndInsetsCells() throws {
        var item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 10
        let r = try CompositionalLayout(section: section).prepare(sections: [content(count: 7)], environment: environment(), measurer: FixedMeasurer())
        #expect(
            close(
                r.cells,
                [
                    rect(20, 15, 110, 90), rect(140, 15, 110, 90), rect(260, 15, 110, 90),
                    rect(20, 125, 110, 90), rect(140, 125, 110, 90), rect(260, 125, 110, 90),
                    rect(20, 235, 110, 90),
                ]))
        #expect(r.contentSize == Size(width: 390, height: 340))  // 10 + 3 x 100 + 2 x 10 + 10
    }

    @Test func estimatedRowTakesTallestItem() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let m = FixedMeasurer(heights: ["s0": 30, "s1": 70, "s2": 40])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(sections: [content(count: 3)], environment: environment(), measurer: m)
        #expect(r.cells == [rect(0, 0, 195, 70), rect(195, 0, 195, 70), rect(0, 70, 195, 40)])
        #expect(m.calls.count == 3)  // stretching does not measure again
    }

    @Test func nestedGroups() throws {
        let big = LayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [.item(big), .group(column)])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [content(count: 4)], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(0, 0, 260, 200), rect(260, 0, 130, 100), rect(260, 100, 130, 100), rect(0, 200, 260, 200)])
    }

    @Test func uniformAcrossSiblingsAndFlexibleSpacing() throws {
        let item = LayoutItem(layoutSize: size(.uniformAcrossSiblings(estimate: 50), .absolute(40)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .flexible(0)
        let m = FixedMeasurer(widths: ["s0": 60, "s1": 80, "s2": 70])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(sections: [content(count: 3)], environment: environment(), measurer: m)
        // All 80 wide; 150 pt left over shared by two gaps.
        #expect(r.cells == [rect(0, 0, 80, 40), rect(155, 0, 80, 40), rect(310, 0, 80, 40)])

        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)))
        let stack = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(100)), repeatingSubitem: row, count: 3)
        let m2 = FixedMeasurer(heights: ["s0": 30, "s1": 50, "s2": 40])
        let r2 = try CompositionalLayout(section: LayoutSection(group: stack)).prepare(sections: [content(count: 3)], environment: environment(), measurer: m2)
        #expect(r2.cells == [rect(0, 0, 390, 50), rect(0, 50, 390, 50), rect(0, 100, 390, 50)])
    }

    @Test func edgeSpacing() throws {
        var item = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.edgeSpacing = EdgeSpacing(leading: .fixed(10), top: .fixed(5))
        let group = LayoutGroup.horizontal(layoutSize: size(.absolute(390), .absolute(60)), repeatingSubitem: item, count: 2)
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [content(count: 2)], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(10, 5, 100, 50), rect(120, 5, 100, 50)])

        var centered = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        centered.edgeSpacing = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let g2 = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: centered, count: 1)
        let r2 = try CompositionalLayout(section: LayoutSection(group: g2)).prepare(
            sections: [content(count: 1)], environment: environment(), measurer: FixedMeasurer())
        #expect(r2.cells == [rect(145, 0, 100, 50)])
    }

    @Test func itemSupplementaryAnchors() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 1)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20)
        let r = try CompositionalLayout(section: section).prepare(sections: [content(count: 1)], environment: environment(), measurer: FixedMeasurer())
        let b = r.attributes.first { $0.category == .supplementaryView("badge") }
        #expect(b?.frame == rect(110, 10, 20, 20))
        #expect(b?.itemIdentifier == "s0")
        #expect(b?.zIndex == 1)
    }

    @Test func boundarySupplementariesAndBackground() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        var section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: ElementKind.sectionHeader, alignment: .top)
        var footer = LayoutBoundarySupplementaryItem(
            layoutSize: size(.absolute(100), .absolute(20)), elementKind: ElementKind.sectionFooter, alignment: .bottomTrailing)
        footer.extendsBoundary = false
        footer.offset = Point(x: 0, y: -20)
        var background = LayoutDecorationItem.background(elementKind: "bg")
        background.contentInsets = DirectionalEdgeInsets(all: 4)
        section.boundarySupplementaryItems = [header, footer]
        section.decorationItems = [background]
        let m = FixedMeasurer(heights: ["s:header": 36])
        let r = try CompositionalLayout(section: section).prepare(
            sections: [content(count: 2, header: true, footer: true)],
            environment: environment(), measurer: m)
        #expect(r.frames(.supplementaryView("header")) == [rect(20, 0, 350, 36)])
        #expect(r.cells == [rect(20, 46, 350, 50), rect(20, 96, 350, 50)])
        // The footer overlaps the bottom inset instead of extending the section.
        #expect(r.frames(.supplementaryView("footer")) == [rect(270, 136, 100, 20)])
        #expect(r.frames(.decorationView("bg")) == [rect(4, 4, 382, 148)])
        #expect(r.contentSize.height == 156)
        #expect(r.attributes.map(\.category) == [.decorationView("bg"), .supplementaryView("header"), .supplementaryView("footer"), .cell, .cell])
    }

    func strip(_ behavior: OrthogonalScrollingBehavior, offset: Double, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 8
        var env = environment(direction: direction)
        env.orthogonalScrollOffsets = ["s": offset]
        return try CompositionalLayout(section: section).prepare(sections: [content(count: 4)], environment: env, measurer: FixedMeasurer())
    }

    @Test func orthogonalStripSnapsPerBehaviour() throws {
        // Groups 286.4 wide at 16, 310.4, 604.8, 899.2; the strip is 1201.6 long, so offsets stop at 811.6.
        let xs = { (r: LayoutResult) in r.cells.map(\.minX) }
        func near(_ a: [Double], _ b: [Double]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 } && a.count == b.count }
        #expect(near(xs(try strip(.continuous, offset: 0)), [16, 310.4, 604.8, 899.2]))
        #expect(near(xs(try strip(.continuous, offset: 300)), [-284, 10.4, 304.8, 599.2]))
        #expect(near(xs(try strip(.groupPaging, offset: 300)), [-278.4, 16, 310.4, 604.8]))
        #expect(near(xs(try strip(.continuousGroupLeadingBoundary, offset: 100)), [16, 310.4, 604.8, 899.2]))
        #expect(near(xs(try strip(.paging, offset: 300)), [-374, -79.6, 214.8, 509.2]))
        #expect(near(xs(try strip(.groupPagingCentered, offset: 300)), [-242.6, 51.8, 346.2, 640.6]))
        #expect(near(xs(try strip(.continuous, offset: 5000)), [-795.6, -501.2, -206.8, 87.6]))
        let r = try strip(.continuous, offset: 0)
        #expect(r.attributes.allSatisfy { $0.clipRect == rect(0, 0, 390, 100) })
        #expect(r.contentSize.height == 100)
        // Right to left, the strip starts at the right edge and scrolls leftward.
        let rtl = try strip(.continuous, offset: 300, direction: .rightToLeft)
        #expect(near(rtl.cells.map(\.maxX), [674, 379.6, 85.2, -209.2]))
    }

    @Test func interSectionSpacingAndLayoutHeaders() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        var top = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: ElementKind.layoutHeader, alignment: .top)
        top.pinToVisibleBounds = true
        let bottom = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: ElementKind.layoutFooter, alignment: .bottom)
        let config = CompositionalLayoutConfiguration(interSectionSpacing: 24, boundarySupplementaryItems: [top, bottom])
        var env = environment()
        env.contentOffset = Point(x: 0, y: 50)
        let m = FixedMeasurer(heights: [":layout-footer": 22])
        let r = try CompositionalLayout(section: section, configuration: config).prepare(
            sections: [content("a", count: 1), content("b", count: 2)], environment: env, measurer: m)
        #expect(r.cells == [rect(0, 60, 390, 40), rect(0, 124, 390, 40), rect(0, 164, 390, 40)])
        #expect(r.frames(.supplementaryView(ElementKind.layoutHeader)) == [rect(0, 50, 390, 60)])
        #expect(r.frames(.supplementaryView(ElementKind.layoutFooter)) == [rect(0, 204, 390, 22)])
        #expect(r.contentSize.height == 226)
    }

    @Test func contentInsetsReferences() throws {
        func firstX(_ reference: ContentInsetsReference, width: Double) throws -> Rect {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
            var section = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item]))
            section.contentInsetsReference = reference
            var env = environment(width: width)
            env.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 0)
            return try CompositionalLayout(section: section).prepare(sections: [content(count: 1)], environment: env, measurer: FixedMeasurer()).cells[0]
        }
        #expect(try firstX(.none, width: 390) == rect(0, 0, 390, 10))
        #expect(try firstX(.automatic, width: 390) == rect(44, 0, 346, 10))
        #expect(try firstX(.layoutMargins, width: 390) == rect(60, 0, 314, 10))
        #expect(try firstX(.layoutMargins, width: 1024) == rect(64, 0, 940, 10))
        // 1024 - 44 - 40 = 940 of margins box; (940 - 672) / 2 = 134 more on each side.
        #expect(try firstX(.readableContent, width: 1024) == rect(198, 0, 672, 10))
    }

    @Test func customGroup() throws {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { env in
            let w = env.containerSize.width
            return [
                LayoutGroupCustomItem(frame: rect(0, 0, w / 2, 120)),
                LayoutGroupCustomItem(frame: rect(w / 2, 20, w / 2, 100), zIndex: 3),
            ]
        }
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [content(count: 3)], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells == [rect(0, 0, 195, 120), rect(195, 20, 195, 100), rect(0, 120, 195, 120)])
        #expect(r.attributes.map(\.zIndex) == [0, 3, 0])
    }

    @Test func visibleItemsHandlerTransformsFrames() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for i in items.indices { items[i].frame = items[i].frame.insetBy(dx: 10, dy: 10); items[i].zIndex = Int(offset.x) }
        }
        var env = environment()
        env.orthogonalScrollOffsets["s"] = 7
        let r = try CompositionalLayout(section: section).prepare(sections: [content(count: 5)], environment: env, measurer: FixedMeasurer())
        #expect(r.cells.first == rect(3, 10, 80, 80))
        #expect(r.attributes.allSatisfy { $0.zIndex == 7 })
    }

    @Test func estimatedWidthsInAStrip() throws {
        let item = LayoutItem(layoutSize: size(.estimated(80), .absolute(32)))
        let group = LayoutGroup.horizontal(layoutSize: size(.estimated(80), .absolute(32)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        let m = FixedMeasurer(widths: ["s0": 50, "s1": 120, "s2": 64])
        let r = try CompositionalLayout(section: section).prepare(sections: [content(count: 3)], environment: environment(), measurer: m)
        #expect(r.cells == [rect(0, 0, 50, 32), rect(58, 0, 120, 32), rect(186, 0, 64, 32)])
        #expect(m.proposals.allSatisfy { $0.isHeightFixed && !$0.isWidthFixed && $0.size.height == 32 })
    }
}

@Suite struct CompositionalDetailTests {
    @Test func boundaryContentInsetsAndEffectiveSize() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        var section = LayoutSection(
            group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "title", alignment: .top)
        header.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 10)
        section.boundarySupplementaryItems = [header]
        let r = try CompositionalLayout(section: section).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"])], environment: environment(), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("title")) == [rect(20, 5, 360, 20)])
        #expect(r.cells == [rect(0, 30, 390, 40)])
        var env = environment()
        env.safeAreaInsets = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        #expect(env.effectiveContentSize == Size(width: 390, height: 763))
    }

    @Test func groupInsetsLeavingNoRoomAreNamed() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        var group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(40)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        #expect(throws: LayoutError.noRoomInGroup(section: "s", item: "a", length: -10)) {
            try CompositionalLayout(section: LayoutSection(group: group)).prepare(
                sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"])], environment: environment(), measurer: FixedMeasurer())
        }
    }
}

@Suite struct UniformCrossAxisTests {
    @Test func uniformHeightsInAFixedHeightGroupShareTheLargest() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 40)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let m = FixedMeasurer(heights: ["a": 30, "b": 60])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b"])], environment: environment(), measurer: m)
        #expect(r.cells == [rect(0, 0, 195, 60), rect(195, 0, 195, 60)])
        #expect(r.contentSize.height == 100)
    }
}
