import Galley
import GalleyTestSupportScenes
import GalleyUIKit
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
