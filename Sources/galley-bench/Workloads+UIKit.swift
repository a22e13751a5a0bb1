import Galley
import GalleyUIKit
import Raster
import Support

// `uikit.feed`: the seed's document feed written as an iOS engineer writes it — compositional
// sections from a section provider, cell and supplementary registrations, a diffable data
// source and its snapshot — taken from `apply` to PNG bytes through the same pipeline as
// `e2e.feed` (the feed as a scene), at 390 pt @3x, full height, from a cold renderer each run
// (fonts loaded once). The cells are list content configurations (views of Galley's own feed
// families come with UIContentConfiguration for them), so the screen is the feed's shape, not
// the catalog's pixels. The JSON line holds the medians of the UIKit side (`uikit_ms`: apply,
// section provider, cell providers, scene) and of the render (`render_ms`, `png_ms`).

private enum FeedSection: Hashable {
    case pinned, folders, documents, status
}

private enum FeedItem: Hashable {
    case document(String)
    case folder(String)
    case loading
}

@MainActor
private final class FeedScreen {
    let sections: [(FeedSection, [FeedItem])] = [
        (.pinned, (1...6).map { .document("pinned-\($0)") }),
        (.folders, ["Design", "Finance", "Travel", "Recipes", "Photos", "Taxes"].map { .folder($0) }),
        (.documents, (1...24).map { .document("doc-\($0)") }),
        (.status, [.loading]),
    ]
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<FeedSection, FeedItem>!

    init() {
        var sectionIDs: [FeedSection] = []
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewLayout())
        sectionIDs = sections.map(\.0)
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            switch sectionIDs[index] {
            case .pinned:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(72)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(180), heightDimension: .estimated(72)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                section.boundarySupplementaryItems = [header]
                return section
            case .folders:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(72)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(72)), repeatingSubitem: item,
                    count: 2)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 16, trailing: 10)
                section.boundarySupplementaryItems = [header]
                return section
            case .documents:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            case .status:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            }
        }
        let listCell = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItem> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            if case .document(let id) = item { content.text = "Document \(id)" }
            content.secondaryText = "Modified today"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let cardCell = UICollectionView.CellRegistration<UICollectionViewCell, FeedItem> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            switch item {
            case .folder(let name): content.text = name
            case .document(let id): content.text = "Pinned \(id)"
            case .loading: content.text = nil
            }
            content.secondaryText = "12 items"
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 12
            cell.backgroundConfiguration = background
        }
        let statusCell = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItem> { cell, _, _ in
            var content = UIListContentConfiguration.cell()
            content.text = "Loading more…"
            cell.contentConfiguration = content
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = ["Pinned", "Folders", "Recent documents", ""][indexPath.section]
            view.contentConfiguration = content
        }
        let sections = self.sections
        dataSource = UICollectionViewDiffableDataSource<FeedSection, FeedItem>(collectionView: collectionView) { cv, indexPath, item in
            switch (sections[indexPath.section].0, item) {
            case (.pinned, _), (_, .folder): return cv.dequeueConfiguredReusableCell(using: cardCell, for: indexPath, item: item)
            case (_, .loading): return cv.dequeueConfiguredReusableCell(using: statusCell, for: indexPath, item: item)
            default: return cv.dequeueConfiguredReusableCell(using: listCell, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath) }
    }

    func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<FeedSection, FeedItem>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension BenchWorkload {
    static func uikitFeedWorkload(renderer: SceneRenderer) -> BenchWorkload {
        let samples = Locked<[[Double]]>([])
        return BenchWorkload(
            name: "uikit.feed", runs: 10,
            setUp: {
                samples.withLock { $0 = [] }
                return {
                    try MainActor.assumeIsolated {
                        let t0 = Platform.monotonicNanoseconds()
                        let screen = FeedScreen()
                        screen.apply()
                        let scene = screen.collectionView.galleyScene(wholeContentHeight: true)
                        let t1 = Platform.monotonicNanoseconds()
                        let cold = SceneRenderer(fonts: renderer.fonts, pixelLimit: renderer.pixelLimit)
                        let rendered = try cold.render(scene)
                        let t2 = Platform.monotonicNanoseconds()
                        let png = try PNG.encode(rendered.bitmap)
                        let t3 = Platform.monotonicNanoseconds()
                        precondition(!png.isEmpty && rendered.bitmap.width == 1170 && screen.collectionView.recordedMisuses.isEmpty)
                        let ms = { (a: UInt64, b: UInt64) in Double(b - a) / 1e6 }
                        samples.withLock { $0.append([ms(t0, t1), ms(t1, t2), ms(t2, t3)]) }
                    }
                }
            }, extra: [("width", "390"), ("scale", "3")],
            measured: {
                let runs = Array(samples.withLock { $0 }.dropFirst())
                guard !runs.isEmpty else { return [] }
                func median(_ v: [Double]) -> Double {
                    let s = v.sorted()
                    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
                }
                return ["uikit_ms", "render_ms", "png_ms"].enumerated().map { i, k in (k, String(format: "%.3f", median(runs.map { $0[i] }))) }
            })
    }
}
