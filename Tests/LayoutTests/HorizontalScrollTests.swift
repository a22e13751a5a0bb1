import Geometry
import Testing

@testable import Layout

/// Horizontal scrolling lays sections out left to right (the transposed vertical layout).
@Suite struct HorizontalScrollTests {
    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

    func layout(header: Bool = false) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.contentInsetsReference = .none
        if header {
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: size(.absolute(50), .fractionalHeight(1)), elementKind: "rail", alignment: .leading)
            ]
        }
        return CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 30))
    }

    let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c", "d", "e"])

    @Test func columnsFromLeftToRight() throws {
        let r = try layout().prepare(sections: [content], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        #expect(r.cells == [rect(20, 0, 100, 150), rect(20, 150, 100, 150), rect(130, 0, 100, 150), rect(130, 150, 100, 150), rect(240, 0, 100, 150)])
        #expect(r.contentSize == Size(width: 360, height: 300))
    }

    @Test func leadingSupplementaryAndSectionsSideBySide() throws {
        let second = LayoutSectionContent(identifier: "t", itemIdentifiers: ["f"])
        let r = try layout(header: true).prepare(sections: [content, second], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        #expect(r.frames(.supplementaryView("rail")) == [rect(0, 0, 50, 300), rect(440, 0, 50, 300)])
        #expect(r.cells.first == rect(70, 0, 100, 150))
        // Section s ends at 50 + 20 + 320 + 20 = 410; 30 pt between sections.
        #expect(r.cells.last == rect(510, 0, 100, 150))
        #expect(r.contentSize.width == 630)
    }

    @Test func rightToLeftStartsAtTheRightEnd() throws {
        let ltr = try layout().prepare(sections: [content], environment: environment(width: 390, height: 300), measurer: FixedMeasurer())
        let rtl = try layout().prepare(
            sections: [content], environment: environment(width: 390, height: 300, direction: .rightToLeft), measurer: FixedMeasurer())
        #expect(rtl.cells == ltr.cells.map { $0.mirrored(inWidth: 360) })
    }

    @Test func estimatedWidthsAreMeasuredAtTheRealHeight() throws {
        let item = LayoutItem(layoutSize: size(.estimated(80), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.estimated(80), .absolute(60)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 5
        let l = CompositionalLayout(section: section, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
        let m = FixedMeasurer(widths: ["a": 40, "b": 70])
        let r = try l.prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b"])],
            environment: environment(width: 390, height: 300), measurer: m)
        #expect(r.cells == [rect(0, 0, 40, 60), rect(45, 0, 70, 60)])
        #expect(m.proposals.allSatisfy { $0.isHeightFixed && !$0.isWidthFixed && $0.size.height == 60 })
    }
}
