import Diffable
import Layout
import Testing

/// Diffable and Layout used to declare an `IndexPath` each, so a file importing both could not
/// name one, and a snapshot's index path could not be handed to a layout result. Now both
/// re-export Geometry's single type.
@Suite struct IndexPathAcrossTargetsTests {
    @Test func aSnapshotsIndexPathFindsTheLayoutsAttributes() throws {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems(["a0"], toSection: "a")
        try snapshot.appendItems(["b0", "b1"], toSection: "b")
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let result = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: snapshot.sectionIdentifiers.map { s in
                LayoutSectionContent(identifier: s, itemIdentifiers: (try? snapshot.itemIdentifiers(inSection: s)) ?? [])
            },
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)),
            measurer: LayoutMeasurer.estimates)
        let path: IndexPath = try #require(snapshot.indexPath(for: "b1"))
        #expect(path == IndexPath(section: 1, item: 1))
        let attributes = try #require(result.attributesForItem(at: path))
        #expect(attributes.frame.minY == 88)
    }
}
