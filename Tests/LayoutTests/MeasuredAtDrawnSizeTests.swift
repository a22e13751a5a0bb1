import Geometry
import Testing

@testable import Layout

/// Self-sizing elements are measured at the width they are drawn at: an item's (or a boundary
/// supplementary's) content insets narrow its frame, so they narrow the proposal too.
@Suite struct MeasuredAtDrawnSizeTests {
    /// Answers a height that grows as the width shrinks (as wrapping text does), recording each proposal.
    final class WrappingMeasurer: LayoutMeasuring {
        var asked: [String: Double] = [:]
        func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) -> Size {
            asked[FixedMeasurer.key(element)] = proposal.size.width
            return Size(width: proposal.size.width, height: (10_000 / proposal.size.width).rounded(.up))
        }
    }

    static func section() -> LayoutSection {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 20)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        var section = LayoutSection(group: group)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
            elementKind: "header", alignment: .top)
        header.contentInsets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [header]
        return section
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func elementsAreMeasuredAtTheirFrameWidth(direction: LayoutDirection) throws {
        let measurer = WrappingMeasurer()
        let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c"], hasHeader: true)
        let result = try CompositionalLayout(section: Self.section())
            .prepare(sections: [content], environment: environment(width: 400, direction: direction), measurer: measurer)
        var checked = 0
        for a in result.attributes {
            let key: String
            switch a.category {
            case .cell: key = a.itemIdentifier ?? ""
            case .supplementaryView(let k): key = "s:\(k)"
            case .decorationView: continue
            }
            let asked = try #require(measurer.asked[key], "\(a.identity) was not measured")
            #expect(asked == a.frame.width, "\(a.identity) measured at \(asked) pt, drawn \(a.frame.width) pt wide")
            // The height is the one measured at that width.
            #expect(a.frame.height == (10_000 / a.frame.width).rounded(.up), "\(a.identity)")
            checked += 1
        }
        #expect(checked == 4)
        // 400 / 2 = 200 pt slots, less 12 + 20: cells 168 pt wide; the header 400 - 40.
        #expect(measurer.asked["a"] == 168)
        #expect(measurer.asked["s:header"] == 360)
    }
}
