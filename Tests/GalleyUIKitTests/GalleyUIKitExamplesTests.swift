import Foundation
import GalleyTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import GalleyUIKit
#endif

// README: "Your UIKit collection-view code" — the snippet exactly as printed (the README check
// below and the catalog check in ReadmeExamplesTests read this file).
@MainActor @Test func settingsList() {
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 260), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
    dataSource.apply(snapshot, animatingDifferences: false)
    assertSnapshot(of: collectionView, as: .image)  // Goldens/tests/<TestFileName>/settingsList.1.png
}

/// The GalleyUIKit catalog's examples, as code that compiles here.
@Suite struct GalleyUIKitExamplesTests {
    /// The landing page's import switch brings Foundation's geometry, as `import UIKit` does.
    @Test func theImportSwitchBringsFoundation() {
        let rect = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(rect.size == CGSize(width: 390, height: 844))
        #expect(IndexPath(item: 2, section: 1).item == 2)
    }

    /// The README's UIKit snippet is `settingsList` above, line for line, after the import switch.
    @Test func readmeUIKitExampleIsThisFilesSettingsList() throws {
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let section = try #require(readme.range(of: "### Your UIKit collection-view code"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let snippet = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let body = Array(snippet.drop { !$0.hasPrefix("@MainActor @Test") }.dropLast())
        #expect(body.count > 3 && body.last == "}", "\(snippet)")
        let source = try String(contentsOfFile: "\(#filePath)", encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(source.firstIndex(of: "@MainActor @Test func settingsList() {"))
        #expect(Array(source[start..<min(start + body.count, source.count)]) == body)
        #expect(snippet.prefix(5) == ["#if canImport(UIKit)", "import UIKit", "#else", "import GalleyUIKit", "#endif"], "\(snippet.prefix(5))")
    }
}
