// The UIKit code of the seed `000_f1eff03999a689a7.txt` (moving the document feed from
// IGListKit to diffable data sources and compositional layout), vendored verbatim with a
// harness around it. Every vendored line ends with `// seed 000`; everything else is harness:
// the projection type, the section builders `makeLayout()` calls (not in the seed; written as an
// iOS engineer would), the cell registrations and the view controller.

import GalleyTesting
import GalleyUIKit
import Testing

enum FeedSectionID: Hashable {  // seed 000
    case pinned  // seed 000
    case folders  // seed 000
    case documents  // seed 000
    case status  // seed 000
}  // seed 000
enum FeedItemID: Hashable {  // seed 000
    case document(String)  // seed 000
    case folder(String)  // seed 000
    case loading  // seed 000
    case retry(String)  // seed 000
}  // seed 000

/// Harness: the ordered presentation model the feed renders.
struct FeedProjection {
    struct Section {
        var id: FeedSectionID
        var itemIDs: [FeedItemID]
    }
    var sections: [Section]
    var reloadedItemIDs: [FeedItemID] = []
    var titles: [FeedItemID: (title: String, subtitle: String?)] = [:]

    static let sample: FeedProjection = {
        var p = FeedProjection(sections: [
            Section(id: .pinned, itemIDs: (1...4).map { .document("pinned-\($0)") }),
            Section(id: .folders, itemIDs: ["Design", "Finance", "Travel", "Recipes"].map { .folder($0) }),
            Section(id: .documents, itemIDs: (1...8).map { .document("doc-\($0)") }),
            Section(id: .status, itemIDs: [.loading]),
        ])
        for i in 1...4 { p.titles[.document("pinned-\(i)")] = ("Pinned \(i)", "Edited today") }
        for f in ["Design", "Finance", "Travel", "Recipes"] { p.titles[.folder(f)] = (f, "\(f.count) items") }
        for i in 1...8 { p.titles[.document("doc-\(i)")] = ("Document \(i)", "Modified \(i) days ago") }
        p.titles[.loading] = ("Loading more…", nil)
        return p
    }()
}

extension Array {
    /// Harness: the `[safe:]` subscript the seed's `makeLayout()` uses.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Harness: the feed's screen.
@MainActor
final class FeedViewController: UIViewController {
    var projection = FeedProjection(sections: [])
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<FeedSectionID, FeedItemID>!
    var providerOrder: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let listCell = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItemID> { [unowned self] cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = self.projection.titles[item]?.title
            content.secondaryText = self.projection.titles[item]?.subtitle
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cardCell = UICollectionView.CellRegistration<UICollectionViewCell, FeedItemID> { [unowned self] cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = self.projection.titles[item]?.title
            content.secondaryText = self.projection.titles[item]?.subtitle
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
        }
        let statusCell = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItemID> { [unowned self] cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = self.projection.titles[item]?.title
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            [unowned self] view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            switch self.projection.sections[safe: indexPath.section]?.id {
            case .pinned: content.text = "Pinned"
            case .folders: content.text = "Folders"
            case .documents: content.text = "Recent documents"
            default: content.text = nil
            }
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<FeedSectionID, FeedItemID>(collectionView: collectionView) { [unowned self] cv, indexPath, item in
            self.providerOrder.append(indexPath)
            switch item {
            case .folder: return cv.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: item)
            case .document where self.projection.sections[indexPath.section].id == .pinned:
                return cv.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: item)
            case .document: return cv.dequeueConfiguredReusableCell(using: listCell, for: indexPath, item: item)
            case .loading, .retry: return cv.dequeueConfiguredReusableCell(using: statusCell, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
    }

    func show(_ projection: FeedProjection) {
        loadViewIfNeeded()
        self.projection = projection
        apply(projection, animated: false)
    }

    func apply(_ projection: FeedProjection, animated: Bool) {  // seed 000
        var snapshot = NSDiffableDataSourceSnapshot<FeedSectionID, FeedItemID>()  // seed 000
        for section in projection.sections {  // seed 000
            snapshot.appendSections([section.id])  // seed 000
            snapshot.appendItems(section.itemIDs, toSection: section.id)  // seed 000
        }  // seed 000
        // The projection only includes reload IDs that still exist in the snapshot.  // seed 000
        snapshot.reloadItems(projection.reloadedItemIDs)  // seed 000
        dataSource.apply(snapshot, animatingDifferences: animated)  // seed 000
    }  // seed 000

    func makeLayout() -> UICollectionViewLayout {  // seed 000
        UICollectionViewCompositionalLayout { [weak self] index, environment in  // seed 000
            guard let section = self?.projection.sections[safe: index] else {  // seed 000
                return nil  // seed 000
            }  // seed 000
            switch section.id {  // seed 000
            case .pinned:  // seed 000
                return self?.makePinnedSection(environment: environment)  // seed 000
            case .folders:  // seed 000
                return self?.makeFolderSection(environment: environment)  // seed 000
            case .documents:  // seed 000
                return self?.makeDocumentSection(environment: environment)  // seed 000
            case .status:  // seed 000
                return self?.makeStatusSection(environment: environment)  // seed 000
            }  // seed 000
        }  // seed 000
    }  // seed 000

    // MARK: Harness: the section builders `makeLayout()` calls.

    func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    /// A horizontal strip of pinned cards that scrolls sideways.
    func makePinnedSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(72)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(180), heightDimension: .estimated(72)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Folders as a two-column grid of cards.
    func makeFolderSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(72)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(72)), repeatingSubitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 16, trailing: 10)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Documents as an inset-grouped list with a header.
    func makeDocumentSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    /// Loading and retry panels, full width.
    func makeStatusSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
    }
}

@MainActor
@Suite struct FeedSeedTests {
    @Test func theFeedAsTheScreenShowsIt() {
        let controller = FeedViewController()
        controller.show(.sample)
        assertSnapshot(of: controller, as: .image)
    }

    @Test func theWholeFeed() {
        let controller = FeedViewController()
        controller.show(.sample)
        assertSnapshot(of: controller, as: .image(wholeContentHeight: true))
    }

    @Test func theFeedsLayoutAsText() {
        let controller = FeedViewController()
        controller.show(.sample)
        assertSnapshot(of: controller, as: .layoutDump, named: "feedLayout")
    }

    @Test func cellProvidersRunForTheVisibleSectionsInOrder() {
        let controller = FeedViewController()
        controller.show(.sample)
        controller.view.layoutIfNeeded()
        let order = controller.providerOrder
        #expect(order.first == IndexPath(item: 0, section: 0))
        // The cells whose frames meet the visible rect are asked for, once each: the strip's first
        // two cards (180 pt apart by 12: the third starts at 400 pt, beyond the 390 pt screen),
        // the four folders, the documents down to the bottom edge. As on iOS, rows still at
        // their 44 pt estimate can bring a cell below the settled fold into the first pass
        // (here the status panel); it is asked for, then not shown.
        let visible = controller.collectionView.indexPathsForVisibleItems
        #expect(Set(visible).isSubset(of: Set(order)))
        #expect(Set(order).count == order.count)
        #expect(order.filter { !visible.contains($0) }.allSatisfy { $0 > visible.last! }, "\(order) \(visible)")
        #expect(visible.filter { $0.section == 0 }.count == 2)
        #expect(visible.filter { $0.section == 1 }.count == 4)
        #expect(!visible.contains { $0.section == 3 })
        #expect(controller.collectionView.visibleCells.count == visible.count)
    }

    @Test func aReloadDequeuesTheItemAgain() {
        let controller = FeedViewController()
        controller.show(.sample)
        controller.view.layoutIfNeeded()
        let before = controller.providerOrder.count
        var next = FeedProjection.sample
        next.titles[.document("doc-1")] = ("Document 1 (renamed)", "Modified just now")
        next.reloadedItemIDs = [.document("doc-1")]
        controller.show(next)
        controller.view.layoutIfNeeded()
        #expect(controller.providerOrder.count == before + 1)
        #expect(controller.providerOrder.last == IndexPath(item: 0, section: 2))
    }
}
