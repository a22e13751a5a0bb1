import GalleyUIKit
import Testing

// Apple's documented behaviour, pinned on the collection view: estimated sizes settle at the
// measured size, orthogonal sections lay out sideways, pinned headers sit at the section's top
// at offset zero, list appearances, section snapshots, the view controller's lifecycle.

enum Sec: Hashable {
    case strip, list
}

@MainActor
private final class Lifecycle: UIViewController {
    var calls: [String] = []
    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
    }
}

@MainActor
@Suite struct AppleBehaviourTests {
    func screen(pinned: Bool = false, texts: [String] = ["Short", "A much longer title that wraps onto a second line at this width"])
        -> (UICollectionView, UICollectionViewDiffableDataSource<Sec, String>)
    {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .estimated(20)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = pinned
                section.boundarySupplementaryItems = [header]
                return section
            }
            return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .grouped), layoutEnvironment: environment)
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var c = cell.defaultContentConfiguration()
            c.text = text
            cell.contentConfiguration = c
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, _ in
            var c = UIListContentConfiguration.groupedHeader()
            c.text = "Strip"
            view.contentConfiguration = c
        }
        let ds = UICollectionViewDiffableDataSource<Sec, String>(collectionView: cv) { cv, indexPath, text in
            cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: text)
        }
        ds.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<Sec, String>()
        snapshot.appendSections([.strip, .list])
        snapshot.appendItems(["one", "two", "three", "four"], toSection: .strip)
        snapshot.appendItems(texts, toSection: .list)
        ds.apply(snapshot, animatingDifferences: false)
        return (cv, ds)
    }

    @Test func estimatedSizesSettleAtTheMeasuredSize() throws {
        let (cv, ds) = screen()  // the collection view holds its data source weakly, as UIKit's
        _ = try cv.galleyRender()
        #expect(ds.snapshot().numberOfSections == 2)
        let short = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        let long = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
        #expect(long.frame.height > short.frame.height, "the two-line row is taller than the one-line row")
        let stripCell = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(stripCell.frame.height > 20, "the estimate (20) settled at the measured height")
    }

    @Test func orthogonalSectionsLayOutSideways() throws {
        let (cv, ds) = screen()
        _ = try cv.galleyRender()
        #expect(ds.snapshot().numberOfSections == 2)
        let a = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let b = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(a.frame.minY == b.frame.minY)
        #expect(b.frame.minX == a.frame.maxX + 10)
        #expect(cv.contentSize.width == 390)
    }

    @Test func pinnedHeadersSitAtTheSectionTopAtOffsetZero() throws {
        let (pinned, ds1) = screen(pinned: true)
        let (plain, ds2) = screen(pinned: false)
        let a = try pinned.galleyRender(), b = try plain.galleyRender()
        #expect(ds1.snapshot().numberOfSections == ds2.snapshot().numberOfSections)
        #expect(a.bitmap == b.bitmap)
        let header = try #require(
            pinned.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY == 0)
    }

    @Test func listAppearancesDiffer() throws {
        var images: [UICollectionLayoutListConfiguration.Appearance: [UInt8]] = [:]
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped] {
            let cv = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance)))
            let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var c = cell.defaultContentConfiguration()
                c.text = text
                cell.contentConfiguration = c
            }
            let ds = UICollectionViewDiffableDataSource<Sec, String>(collectionView: cv) { cv, indexPath, text in
                cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Sec, String>()
            snapshot.appendSections([.list])
            snapshot.appendItems(["a", "b"])
            ds.apply(snapshot, animatingDifferences: false)
            images[appearance] = try cv.galleyPNGData()
            #expect(ds.snapshot().numberOfItems == 2)
        }
        #expect(Set(images.values.map { $0 }).count == 3, "plain, grouped and inset grouped draw differently")
    }

    @Test func sectionSnapshotsExpandAndCollapse() {
        let (_, ds) = screen()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["parent"])
        outline.append(["child"], to: "parent")
        ds.apply(outline, to: .list, animatingDifferences: false)
        #expect(ds.snapshot().itemIdentifiers(inSection: .list) == ["parent"])
        outline.expand(["parent"])
        ds.apply(outline, to: .list, animatingDifferences: false)
        #expect(ds.snapshot().itemIdentifiers(inSection: .list) == ["parent", "child"])
        #expect(ds.snapshot(for: .list).isExpanded("parent"))
        #expect(ds.snapshot(for: .list).parent(of: "child") == "parent")
    }

    @Test func theViewLoadsOnFirstAccess() {
        let vc = Lifecycle()
        #expect(!vc.isViewLoaded)
        _ = vc.view
        #expect(vc.isViewLoaded)
        #expect(vc.calls == ["loadView", "viewDidLoad"])
        _ = vc.view
        #expect(vc.calls.count == 2)
    }

    @Test func traitsFlowFromTheViewControllerToTheCollectionView() throws {
        let vc = UIViewController()
        vc.overrideUserInterfaceStyle = .dark
        let (cv, ds) = screen()
        vc.view.addSubview(cv)
        #expect(ds.snapshot().numberOfItems == 6)
        #expect(cv.traitCollection.userInterfaceStyle == .dark)
        #expect(cv.galleyScene().traits.userInterfaceStyle == .dark)
    }
}

@MainActor
@Suite struct CollectionViewControllerTests {
    @Test func itsViewIsTheCollectionView() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(!controller.isViewLoaded)
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.frame.size == CGSize(width: 390, height: 844))
    }
}
