import GalleyUIKit
import Testing

// UIKit-style code (written as for `import UIKit`) rendered through Galley's pipeline.

private enum Section: Hashable {
    case main
}

private struct Item: Hashable {
    let id: Int
    let title: String
}

private final class CountingCell: UICollectionViewListCell {
    var prepareForReuseCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
    }
}

@MainActor
private final class ListHarness {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var providerLog: [IndexPath] = []
    var prepareCounts: [ObjectIdentifier: Int] = [:]

    init(appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped, height: CGFloat = 844) {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        let cellRegistration = UICollectionView.CellRegistration<CountingCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
            self.providerLog.append(indexPath)
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
    }

    func apply(_ items: [Item]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(items, toSection: .main)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct CollectionViewTests {
    fileprivate let items = (1...5).map { Item(id: $0, title: "Row \($0)") }

    @Test func rendersAListThroughThePipeline() throws {
        let h = ListHarness()
        h.apply(items)
        let rendered = try h.collectionView.galleyRender()
        #expect(rendered.bitmap.width == 390 * 3)
        #expect(rendered.bitmap.height == 844 * 3)
        let scene = h.collectionView.galleyScene()
        #expect(scene.snapshot.itemIdentifiers.count == 5)
        #expect(scene.snapshot.itemIdentifiers.first == "Item(id: 1, title: \"Row 1\")")
        #expect(scene.items.values.allSatisfy { $0.content != nil })
    }

    @Test func cellProvidersRunInIndexPathOrderOnce() {
        let h = ListHarness()
        h.apply(items)
        h.collectionView.layoutIfNeeded()
        #expect(h.providerLog == (0..<5).map { IndexPath(item: $0, section: 0) })
        h.collectionView.layoutIfNeeded()
        #expect(h.providerLog.count == 5)
        #expect(h.collectionView.indexPathsForVisibleItems.count == 5)
    }

    @Test func reconfigureKeepsTheCellReloadDequeuesAgain() {
        let h = ListHarness()
        h.apply(items)
        h.collectionView.layoutIfNeeded()
        let first = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        var snapshot = h.dataSource.snapshot()
        snapshot.reconfigureItems([items[0]])
        h.dataSource.apply(snapshot, animatingDifferences: false)
        h.collectionView.layoutIfNeeded()
        #expect(h.providerLog.count == 6)
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect((first as? CountingCell)?.prepareForReuseCount == 0)

        snapshot = h.dataSource.snapshot()
        snapshot.reloadItems([items[0]])
        h.dataSource.apply(snapshot, animatingDifferences: false)
        h.collectionView.layoutIfNeeded()
        #expect(h.providerLog.count == 7)
        let reloaded = h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((reloaded as? CountingCell)?.prepareForReuseCount == 1)  // dequeued again: prepareForReuse ran
    }

    @Test func duplicateIdentifiersFailTheRenderWithUIKitsMessage() {
        let h = ListHarness()
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems([items[0], items[0]], toSection: .main)
        #expect(
            snapshot.misuses.map(\.reason) == [
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    Item(id: 1, title: \"Row 1\")\n)}"
            ])
        h.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(throws: UIKitRenderError.self) { try h.collectionView.galleyRender() }
    }

    @Test func itemsWithoutASectionRecordUIKitsMessage() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendItems([items[0]])
        #expect(snapshot.misuses.first?.reason == "There are currently no sections in the data source. Please add a section first.")
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func pinnedToSuperviewEdgesSizesTheCollectionView() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let view: UIView = controller.view
        let h = ListHarness(height: 10)
        let cv = h.collectionView
        cv.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cv)
        NSLayoutConstraint.activate([
            cv.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            cv.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            cv.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            cv.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        view.layoutIfNeeded()
        #expect(cv.frame == CGRect(x: 0, y: 59, width: 390, height: 844 - 59 - 34))
        #expect(view.layoutDiagnostics.isEmpty)
    }

    @Test func autoresizingFollowsTheSuperview() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: host.bounds)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(child)
        host.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func anAmbiguousConstraintIsADiagnostic() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(child)
        child.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
        host.layoutIfNeeded()
        #expect(host.layoutDiagnostics.contains { $0.hasPrefix("Ambiguous layout (horizontal") })
    }
}
