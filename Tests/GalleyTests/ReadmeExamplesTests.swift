import Diffable
import Foundation
import Galley
import GalleyTestSupport
import GalleyTesting
import Geometry
import Layout
import Support
import Testing

// README: "Golden tests in Swift" — the snippet exactly as printed, at file scope as a user
// would paste it (readmeGoldenTestIsThisFilesSettingsScreen checks that they are the same).
@Test func settingsScreen() throws {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    try snapshot.appendSections(["network"])
    try snapshot.appendItems(["wifi", "bluetooth"], toSection: "network")
    let scene = Scene(
        snapshot: snapshot,
        sections: ["network": SectionContent(header: "Network", footer: "Nearby networks appear here.")],
        items: [
            "wifi": ListCellContent(text: "Wi-Fi", secondaryText: "Home"),
            "bluetooth": ListCellContent(text: "Bluetooth", secondaryText: "On"),
        ])
    assertSnapshot(of: scene, as: .image, named: "settings")  // Goldens/tests/<TestFileName>/settings.png
}

/// The Swift examples of the README and the DocC catalogs, compiled and run here so the
/// documentation cannot drift from the API (`everyCatalogExampleIsCodeOfThisFile` checks that each
/// printed example is this file's code).
@Suite struct ReadmeExamplesTests {
    @Test func diffableSnapshotsAndStagedChangesets() throws {
        // Diffable catalog, landing page
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
        try changeset.replay(on: &model, target: new)  // what a batch update would do
        #expect(model == new.sectionModels)
        // `print(changeset)`, the example says, shows the index paths per stage.
        #expect(changeset.description == Self.expectedChangeset, "\(changeset)")
    }

    /// DifferenceKit's stages for the example's edit: the reconfigure of b at its source path
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
        // Galley catalog, landing page
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["network"])
        try snapshot.appendItems(["wifi"], toSection: "network")
        let scene = Scene(
            traits: Traits(width: 390, scale: 3),
            list: ListStyle(appearance: .insetGrouped),
            snapshot: snapshot,
            sections: ["network": SectionContent(header: "Network")],
            items: ["wifi": ListCellContent(text: "Wi-Fi", secondaryText: "Home")])
        let rendered = try SceneRenderer.shared().render(scene)
        #expect(rendered.bitmap.width == 1170)
        #expect(rendered.layoutDump.contains("cell [0, 0] network/wifi"))
    }

    @Test func compositionalLayoutFromSwift() throws {
        // Layout catalog, landing page
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(section: section)
        let result = try layout.prepare(
            sections: [LayoutSectionContent(identifier: "grid", itemIdentifiers: ["1", "2", "3"])],
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)),
            measurer: LayoutMeasurer.estimates)
        #expect(
            result.attributes.filter { $0.category == .cell }.map(\.frame) == [
                Rect(x: 0, y: 0, width: 195, height: 120), Rect(x: 195, y: 0, width: 195, height: 120),
                Rect(x: 0, y: 128, width: 195, height: 120),
            ])
    }

    @Test func contentConfigurationsFromSwift() throws {
        // Content catalog, "Content families": a configuration set in Swift draws instead of the item.
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["network"])
        try snapshot.appendItems(["wifi"], toSection: "network")
        var scene = Scene(
            snapshot: snapshot, sections: ["network": SectionContent(header: "Network")],
            items: ["wifi": ListCellContent(text: "Wi-Fi")])
        let plain = try SceneRenderer.shared().render(scene)
        var row = ListContentConfiguration.valueCell(design: .default, environment: ContentEnvironment(contentSizeCategory: .large))
        row.text = "Wi-Fi"
        row.secondaryText = "Home"
        row.item.accessories = [.disclosureIndicator]
        scene.items["wifi"] = SceneItem(ElementContent(row))  // drawn instead of the text item
        let configured = try SceneRenderer.shared().render(scene)
        #expect(configured.displayList != plain.displayList)
        #expect(configured.displayList.commands.count > plain.displayList.commands.count, "the value text and the chevron add commands")
    }

    @Test func aTeamsTemplateFromJSON() throws {
        // Galley catalog, "The scene format", "Your own templates"
        var registry = ContentRegistry.standard
        registry.register(
            TemplateKind(name: "staircase", keys: ["step"]) { (options) throws(JSONDecodingError) in
                SectionTemplate(name: "staircase", StaircaseTemplate(step: try options.optional("step")?.double(min: 0, max: 1000) ?? 40))
            })
        let json = #"{"version": 2, "sections": [{"layout": {"template": "staircase", "step": 60}, "items": [{"text": "One"}, {"text": "Two"}]}]}"#
        let scene = try Scene(json: Array(json.utf8), file: "feed.json", registry: registry)
        let rendered = try SceneRenderer(fonts: try SceneRenderer.shared().fonts, registry: registry).render(scene)
        #expect(rendered.layout.attributes.filter { $0.category == .cell }.map(\.frame.minX) == [0, 60])
    }

    /// Each ```swift block of every catalog under Sources/ is code of this file: its lines, without
    /// end-of-line comments and `print` calls, appear here in the same order, one after another
    /// (this file's `#expect` lines aside), so a printed example is one these tests compile and run.
    @Test func everyCatalogExampleIsCodeOfThisFile() throws {
        func code(_ lines: [String]) -> [String] {
            lines.map { line -> String in
                let code = line.range(of: "  //").map { String(line[..<$0.lowerBound]) } ?? line
                return code.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty && !$0.hasPrefix("print(") && !$0.hasPrefix("#expect") && !$0.hasPrefix("//") }
        }
        let root = packageRoot
        let source = code(try FileIO.readText("\(#filePath)").components(separatedBy: "\n"))
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").sorted().compactMap { target -> String? in
            let catalog = root + "/Sources/\(target)/\(target).docc"
            return FileManager.default.fileExists(atPath: catalog) ? catalog : nil
        }
        #expect(catalogs.count >= 10, "\(catalogs)")
        var examples = 0
        for catalog in catalogs {
            for article in try FileManager.default.contentsOfDirectory(atPath: catalog).sorted() where article.hasSuffix(".md") {
                var rest = try FileIO.readText(catalog + "/" + article)[...]
                while let open = rest.range(of: "```swift\n") {
                    let close = try #require(rest[open.upperBound...].range(of: "```"), "\(article): an unclosed swift block")
                    let snippet = code(rest[open.upperBound..<close.lowerBound].components(separatedBy: "\n"))
                    let found = source.indices.contains { start in source[start...].starts(with: snippet) }
                    #expect(
                        !snippet.isEmpty && found,
                        "\(catalog)/\(article): this example is not code of ReadmeExamplesTests.swift:\n\(snippet.joined(separator: "\n"))")
                    examples += 1
                    rest = rest[close.upperBound...]
                }
            }
        }
        #expect(examples >= 5, "examples found: \(examples)")
    }

    @Test func theReadmeSceneRenders() throws {
        // README: "Golden scenes from the command line", the scene a reader renders first.
        let readme = try FileIO.readText(packageRoot + "/README.md")
        let open = try #require(readme.range(of: "```json\n"))
        let close = try #require(readme[open.upperBound...].range(of: "```"))
        let scene = try Scene(json: Array(readme[open.upperBound..<close.lowerBound].utf8), file: "README.md")
        let rendered = try SceneRenderer.shared().render(scene)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        #expect(rendered.layoutDump.contains("cell [0, 1] network/bt"), "\(rendered.layoutDump)")
    }

    @Test func readmeGoldenTestIsThisFilesSettingsScreen() throws {
        // The README's golden-test snippet must be the code above, line for line, and use nothing
        // that exists only in this repository (a user pastes it into another package).
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let readme = try FileIO.readText(root + "/README.md")
        let section = try #require(readme.range(of: "## Golden tests in Swift"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let snippet = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let body = Array(snippet.drop { !$0.hasPrefix("@Test") }.dropLast())
        #expect(body.count > 3 && body.last == "}", "\(snippet)")
        let source = try FileIO.readText("\(#filePath)").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(source.firstIndex(of: "@Test func settingsScreen() throws {"))
        #expect(Array(source[start..<min(start + body.count, source.count)]) == body)
        #expect(snippet.prefix(3) == ["import Galley", "import GalleyTesting", "import Testing"])
        #expect(!snippet.joined().contains("\"Goldens/") && !snippet.joined().contains(".json\""), "\(snippet)")  // no repository paths
    }
}

/// The catalog's example of a team's template: each item `step` points further right, half the width.
private struct StaircaseTemplate: TemplateLayout, Hashable {
    var step: Double
    var margins = DirectionalEdgeInsets.zero
    var padding = 0.0
    var name: String { "staircase" }
    var cellKinds: [String] { ["stair"] }

    func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
        SizingProposal(size: Size(width: container.contentWidth / 2, height: 44), isWidthFixed: true, isHeightFixed: true)
    }

    func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
        TemplateFrames(frames: sizes.indices.map { Rect(x: Double($0) * step, y: Double($0) * 44, width: sizes[$0].width, height: 44) })
    }
}
