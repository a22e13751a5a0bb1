import Galley
import GalleyTestSupportScenes
import GalleyUIKit
import Support
import Testing

// The same screen through Galley's three doors — a JSON scene, a `Scene` built in Swift, and
// UIKit-style code — renders to the same PNG bytes: one pipeline behind all three.

enum ThreeSection: Hashable {
    case main
}

@MainActor
@Suite struct ThreeDoorsTests {
    let titles = ["Inbox", "Drafts", "Sent", "Archive"]

    func uikitPNG() throws -> [UInt8] {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<ThreeSection, String>(collectionView: collectionView) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<ThreeSection, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(titles)
        dataSource.apply(snapshot, animatingDifferences: false)
        return try collectionView.galleyPNGData()
    }

    func swiftScenePNG() throws -> [UInt8] {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(titles, toSection: "main")
        var scene = Scene(
            traits: Traits(width: 390, height: 400, scale: 3), list: ListStyle(appearance: .insetGrouped), snapshot: snapshot,
            items: Dictionary(uniqueKeysWithValues: titles.map { ($0, SceneItem(text: $0)) }))
        scene.galley1 = nil
        scene.version = 2
        return try SceneRenderer.shared().render(scene).pngData()
    }

    func jsonScenePNG() throws -> [UInt8] {
        let items = titles.map { #"{"id": "\#($0)", "text": "\#($0)"}"# }.joined(separator: ", ")
        let scene = try Scene(
            text: Scene.document(
                traits: #""width": 390, "height": 400, "scale": 3"#, #""list": {"appearance": "insetGrouped"}"#,
                sections: #"[{"id": "main", "items": [\#(items)]}]"#))
        return try SceneRenderer.shared().render(scene).pngData()
    }

    @Test func jsonSwiftAndUIKitRenderTheSameBytes() throws {
        let json = try jsonScenePNG(), swift = try swiftScenePNG(), uikit = try uikitPNG()
        #expect(json == swift ? true : false, "the JSON scene and the Swift scene differ")
        #expect(uikit == swift ? true : false, "the UIKit-style screen and the Swift scene differ")
        #expect(json.count > 1000)
    }
}

@MainActor
@Suite struct ImageRendererTests {
    @Test func drawHierarchyRendersTheCollectionViewToPNG() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<ThreeSection, String>(collectionView: collectionView) { cv, indexPath, title in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<ThreeSection, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Inbox", "Drafts", "Sent", "Archive"])
        dataSource.apply(snapshot, animatingDifferences: false)

        let renderer = UIGraphicsImageRenderer(bounds: collectionView.bounds)
        let image = renderer.image { _ in collectionView.drawHierarchy(in: collectionView.bounds, afterScreenUpdates: true) }
        let png = try #require(image.pngData())
        #expect(image.size == CGSize(width: 390, height: 400))
        #expect([UInt8](png) == (try collectionView.galleyPNGData()) ? true : false, "drawHierarchy draws what the pipeline renders")
    }
}

/// A Galley family on a UIKit cell (`UIGalleyContentConfiguration`) draws as the same family
/// does in a JSON scene: the family's sizing view measures it and its view draws it.
@MainActor
@Suite struct FamilyCellTests {
    let rows = [("q3", "Q3 report.pdf", "Edited 2 h ago"), ("plan", "Launch plan", "Edited yesterday"), ("notes", "Notes", "Shared with you")]

    func fields(_ row: (String, String, String)) -> String { #""title": "\#(row.1)", "metadata": "\#(row.2)", "badges": ["PDF"]"# }

    func jsonScenePNG() throws -> [UInt8] {
        // A list row ahead of the documents: a section of family cards alone keeps Galley's own
        // metrics (`Scene.cardOnlySections`), a UIKit list section takes the platform's.
        let items = ([#"{"id": "heading", "text": "Recent"}"#] + rows.map { #"{"id": "\#($0.0)", "kind": "documentRow", \#(fields($0))}"# })
            .joined(separator: ", ")
        let scene = try Scene(
            text: Scene.document(
                traits: #""width": 390, "height": 360, "scale": 3"#, #""list": {"appearance": "insetGrouped"}"#,
                sections: #"[{"id": "main", "items": [\#(items)]}]"#))
        return try SceneRenderer.shared().render(scene).pngData()
    }

    /// The family's configuration for a row, as the registry decodes it (a team builds it in Swift).
    func configuration(_ row: (String, String, String)) throws -> any UIContentConfiguration {
        let context = ContentDecodingContext(design: .default, environment: Traits(width: 390, scale: 3).contentEnvironment, item: row.0)
        let content = try ContentRegistry.standard.decode(
            kind: "documentRow", item: JSONReader(try JSONValue.parse(Array(("{" + fields(row) + "}").utf8))), context: context)
        func wrap<C: ContentConfiguration>(_ c: C) -> any UIContentConfiguration { UIGalleyContentConfiguration(c) }
        return wrap(content.configuration.base)
    }

    func uikitPNG() throws -> [UInt8] {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 360),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        var configurations: [String: any UIContentConfiguration] = [:]
        for row in rows { configurations[row.0] = try configuration(row) }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, id in
            if let family = configurations[id] {
                cell.contentConfiguration = family
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Recent"
                cell.contentConfiguration = content
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<ThreeSection, String>(collectionView: collectionView) { cv, indexPath, id in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<ThreeSection, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["heading"] + rows.map(\.0))
        dataSource.apply(snapshot, animatingDifferences: false)
        return try collectionView.galleyPNGData()
    }

    @Test func aFamilyCellDrawsAsInAScene() throws {
        let json = try jsonScenePNG(), uikit = try uikitPNG()
        #expect(json.count > 1000)
        #expect(uikit == json ? true : false, "the UIKit cell with the family's configuration and the JSON scene differ")
    }
}
