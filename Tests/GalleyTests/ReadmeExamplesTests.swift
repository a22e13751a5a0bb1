import Diffable
import Galley
import GalleyTesting
import Layout
import Geometry
import Testing

/// The README's Swift examples, compiled and run so the documentation cannot drift from the API.
@Suite struct ReadmeExamplesTests {
    @Test func diffableSnapshotsAndStagedChangesets() throws {
        // README: "Diffable data"
        var old = DiffableDataSourceSnapshot<String, String>()
        try old.appendSections(["favorites", "recents"])
        try old.appendItems(["a", "b", "c"], toSection: "favorites")
        try old.appendItems(["d"], toSection: "recents")

        var new = old
        try new.moveItem("c", beforeItem: "a")
        try new.deleteItems(["d"])
        try new.reconfigureItems(["b"])

        let changeset = StagedChangeset(source: old, target: new)
        var model = old.sectionModels
        try changeset.replay(on: &model, target: new)      // what a batch update would do
        #expect(model == new.sectionModels)
        // `print(changeset)`, the README says, shows the index paths per stage.
        #expect(changeset.description == Self.expectedChangeset, "\(changeset)")
    }

    /// DifferenceKit's stages for the README's edit: the reconfigure of b at its source path
    /// first, then the deletion of d, then c's move to the top (favorites keep their paths
    /// across the deletion in recents).
    static let expectedChangeset = """
        stage 1:
          reconfigure items [0, 1]
        stage 2:
          delete items [1, 0]
        stage 3:
          move items [0, 2] -> [0, 0]
        """

    @Test func scenesBuiltInSwiftRender() throws {
        // README: "Scenes in Swift"
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["network"])
        try snapshot.appendItems(["wifi"], toSection: "network")
        let scene = Scene(traits: Traits(width: 390, scale: 3),
                          list: ListStyle(appearance: .insetGrouped),
                          snapshot: snapshot,
                          sections: ["network": SectionContent(header: "Network")],
                          items: ["wifi": ListCellContent(text: "Wi-Fi", secondaryText: "Home")])
        let rendered = try SceneRenderer.shared().render(scene)
        #expect(rendered.bitmap.width == 1170)
        #expect(rendered.layoutDump.contains("cell [0, 0] network/wifi"))
    }

    @Test func compositionalLayoutFromSwift() throws {
        // README: "Layout"
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                           subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(section: section)
        let result = try layout.prepare(sections: [LayoutSectionContent(identifier: "grid", itemIdentifiers: ["1", "2", "3"])],
                                        environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)),
                                        measurer: LayoutMeasurer.estimates)
        #expect(result.attributes.filter { $0.category == .cell }.map(\.frame) == [
            Rect(x: 0, y: 0, width: 195, height: 120), Rect(x: 195, y: 0, width: 195, height: 120),
            Rect(x: 0, y: 128, width: 195, height: 120),
        ])
    }
}
