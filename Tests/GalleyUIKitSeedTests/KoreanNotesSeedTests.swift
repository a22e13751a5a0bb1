// The UIKit code of the seed `002_2ec6b1135c3eaff0.txt` (notes in Korean on
// UICollectionViewDiffableDataSource), vendored verbatim, with only a harness around it. Every
// vendored line ends with `// seed 002`; everything else is harness.

import GalleyTesting
import GalleyUIKit
import Testing

enum Section: Hashable {  // seed 002
    case main  // seed 002
}  // seed 002

struct Item: Hashable {  // seed 002
    let id: UUID  // seed 002
    let title: String  // seed 002
}  // seed 002

/// Harness: fixed identifiers, so renders and goldens are the same every run.
private func item(_ n: Int, _ title: String) -> Item {
    Item(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!, title: title)
}

/// Harness: the screen the notes' snippets run against.
@MainActor
final class KoreanNotesScreen {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    let items = (1...6).map { item($0, "Note \($0)") }
    let newItem = item(100, "New note")
    var item1: Item { items[0] }
    var item2: Item { items[1] }
    var item3: Item { items[2] }

    init() {
        let collectionView = self.collectionView
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in  // seed 002
            var content = cell.defaultContentConfiguration()  // seed 002
            content.text = item.title  // seed 002
            cell.contentConfiguration = content  // seed 002
        }  // seed 002

        let dataSource = UICollectionViewDiffableDataSource<Section, Item>(  // seed 002
            collectionView: collectionView  // seed 002
        ) { collectionView, indexPath, item in  // seed 002
            collectionView.dequeueConfiguredReusableCell(  // seed 002
                using: cellRegistration,  // seed 002
                for: indexPath,  // seed 002
                item: item  // seed 002
            )  // seed 002
        }  // seed 002
        self.dataSource = dataSource
    }

    func initialLoad() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()  // seed 002
        snapshot.appendSections([.main])  // seed 002
        snapshot.appendItems(items, toSection: .main)  // seed 002

        dataSource.apply(snapshot, animatingDifferences: true)  // seed 002
    }

    func appendNewItem() {
        var snapshot = dataSource.snapshot()  // seed 002
        snapshot.appendItems([newItem], toSection: .main)  // seed 002
        dataSource.apply(snapshot, animatingDifferences: true)  // seed 002
    }

    func partialUpdate() {
        var snapshot = dataSource.snapshot()  // seed 002
        snapshot.deleteItems([item1])  // seed 002
        snapshot.insertItems([newItem], beforeItem: item2)  // seed 002
        snapshot.reloadItems([item3])  // seed 002
        dataSource.apply(snapshot, animatingDifferences: true)  // seed 002
    }

    func outline(expanded: Bool) {
        let parent = item(200, "Folder"), child1 = item(201, "Child 1"), child2 = item(202, "Child 2")
        var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()  // seed 002
        sectionSnapshot.append([parent])  // seed 002
        sectionSnapshot.append([child1, child2], to: parent)  // seed 002
        sectionSnapshot.expand([parent])  // seed 002
        if !expanded { sectionSnapshot.collapse([parent]) }

        dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: true)  // seed 002
    }
}

@MainActor
@Suite struct KoreanNotesSeedTests {
    @Test func initialLoad() {
        let screen = KoreanNotesScreen()
        screen.initialLoad()
        #expect(screen.dataSource.snapshot().numberOfItems == 6)
        assertSnapshot(of: screen.collectionView, as: .image)
    }

    @Test func partialUpdate() {
        let screen = KoreanNotesScreen()
        screen.initialLoad()
        screen.collectionView.layoutIfNeeded()
        screen.partialUpdate()
        #expect(screen.dataSource.snapshot().itemIdentifiers.map(\.title) == ["New note", "Note 2", "Note 3", "Note 4", "Note 5", "Note 6"])
        assertSnapshot(of: screen.collectionView, as: .image)
    }

    @Test func appendNewItem() {
        let screen = KoreanNotesScreen()
        screen.initialLoad()
        screen.appendNewItem()
        #expect(screen.dataSource.snapshot().itemIdentifiers.last?.title == "New note")
    }

    @Test func sectionSnapshotExpandsAndCollapses() {
        let screen = KoreanNotesScreen()
        screen.outline(expanded: true)
        #expect(screen.dataSource.snapshot().itemIdentifiers.map(\.title) == ["Folder", "Child 1", "Child 2"])
        #expect(screen.dataSource.snapshot(for: .main).level(of: item(201, "Child 1")) == 1)
        assertSnapshot(of: screen.collectionView, as: .image, named: "outlineExpanded")
        screen.outline(expanded: false)
        #expect(screen.dataSource.snapshot().itemIdentifiers.map(\.title) == ["Folder"])
        assertSnapshot(of: screen.collectionView, as: .image, named: "outlineCollapsed")
    }

    @Test func darkAppearance() {
        let screen = KoreanNotesScreen()
        screen.initialLoad()
        assertSnapshot(of: screen.collectionView, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "initialLoadDark")
    }
}
