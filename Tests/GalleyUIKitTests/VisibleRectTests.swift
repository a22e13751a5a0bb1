import GalleyUIKit
import Raster
import Testing

// What the visible rect decides, as on iOS: the data source is asked only for the cells and
// supplementary views whose frames meet the visible rect (scrolling asks for the new ones and
// reuses the ones that left), orthogonal strips realise only the cells inside the screen's
// width, pinned headers stick to the top of the visible rect at any offset, and the content
// inset and background colour show around the content.

private enum Group: Hashable {
    case one, two, three
}

@MainActor
private final class LongList {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Group, Int>!
    var cellLog: [IndexPath] = []
    var headerLog: [IndexPath] = []

    init(appearance: UICollectionLayoutListConfiguration.Appearance = .plain, frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        var list = UICollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var c = cell.defaultContentConfiguration()
            c.text = "Row \(n)"
            cell.contentConfiguration = c
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            var c = view.defaultContentConfiguration()
            c.text = "Group \(indexPath.section + 1)"
            view.contentConfiguration = c
        }
        dataSource = UICollectionViewDiffableDataSource<Group, Int>(collectionView: collectionView) { [unowned self] cv, indexPath, n in
            self.cellLog.append(indexPath)
            return cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: n)
        }
        dataSource.supplementaryViewProvider = { [unowned self] cv, _, indexPath in
            self.headerLog.append(indexPath)
            return cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Group, Int>()
        snapshot.appendSections([.one, .two, .three])
        snapshot.appendItems(Array(0..<40), toSection: .one)
        snapshot.appendItems(Array(100..<140), toSection: .two)
        snapshot.appendItems(Array(200..<240), toSection: .three)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite struct VisibleRectTests {
    @Test func onlyTheCellsInTheVisibleRectAreAskedFor() throws {
        let h = LongList()
        h.collectionView.layoutIfNeeded()
        let visible = h.collectionView.indexPathsForVisibleItems
        // 844 pt show the header and about 18 rows of 44 pt; not the 120 items.
        #expect(visible.count >= 15 && visible.count <= 20, "\(visible.count) visible")
        #expect(h.cellLog == visible, "the data source is asked for exactly the visible cells, by index path")
        #expect(h.cellLog == (0..<visible.count).map { IndexPath(item: $0, section: 0) })
        #expect(h.headerLog == [IndexPath(item: 0, section: 0)], "only the first section's header is on screen")
        let lastPath = try #require(visible.last)
        let last = try #require(h.collectionView.layoutAttributesForItem(at: lastPath))
        #expect(last.frame.minY < 844 && last.frame.maxY >= 844 - 44, "the last realised row reaches the bottom of the frame")
        // A second layout asks for nothing.
        h.collectionView.layoutIfNeeded()
        #expect(h.cellLog.count == visible.count)
    }

    @Test func scrollingAsksForTheNewCellsAndReusesTheOld() throws {
        let h = LongList()
        h.collectionView.layoutIfNeeded()
        let first = h.cellLog.count
        let header2 = try #require(
            h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        h.collectionView.contentOffset = CGPoint(x: 0, y: header2.frame.minY + 100)
        h.collectionView.setNeedsLayout()
        h.collectionView.layoutIfNeeded()
        let visible = h.collectionView.indexPathsForVisibleItems
        #expect(visible.allSatisfy { $0.section == 1 }, "\(visible)")
        let asked = Array(h.cellLog.dropFirst(first))
        // The new cells, in index-path order (a row realised at its estimate that the settled
        // layout moves out of view may be asked for too, as on iOS).
        #expect(Array(asked.prefix(visible.count)) == visible, "\(asked)")
        #expect(asked.count <= visible.count + 2)
        #expect(h.headerLog.last == IndexPath(item: 0, section: 1))
        #expect(h.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil, "the first rows left the screen")
        #expect(h.collectionView.visibleCells.count == visible.count)
    }

    @Test func aPinnedHeaderSticksToTheTopOfTheVisibleRect() throws {
        let h = LongList(appearance: .plain)  // plain lists pin their headers
        h.collectionView.layoutIfNeeded()
        let header2 = try #require(
            h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        // At the header's own top, then 300 pt further: the header stays at the top edge.
        h.collectionView.contentOffset = CGPoint(x: 0, y: header2.frame.minY)
        let atHeader = try h.collectionView.galleyRender()
        let top = try #require(
            h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        let offset = top.frame.minY + 300
        h.collectionView.contentOffset = CGPoint(x: 0, y: offset)
        let scrolled = try h.collectionView.galleyRender()
        #expect(scrolled.bitmap.height == 844 * 3)
        let pinned = try #require(
            h.collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(pinned.frame.minY == offset, "the header of the section under the top edge pins to it")
        #expect(pinned.frame.height == top.frame.height)
        // The header's text is drawn at the same place on screen in both images (the rows
        // scroll under it).
        func runs(_ list: DisplayList, above y: Double) -> Set<GlyphRun> {
            Set(
                list.commands.compactMap { c -> GlyphRun? in
                    guard case .glyphs(let run) = c, run.origin.y >= 0, run.origin.y < y else { return nil }
                    return run
                })
        }
        let headerRuns = runs(atHeader.displayList, above: Double(top.frame.height))
        #expect(headerRuns.count == 1, "only the header's text is in the top \(top.frame.height) pt at its own top")
        #expect(headerRuns.isSubset(of: runs(scrolled.displayList, above: Double(top.frame.height))))
        #expect(scrolled.bitmap != atHeader.bitmap)
        #expect(!scrolled.diagnostics.contains { $0.contains("pinned headers are drawn where they are at offset zero") })
    }

    @Test func theContentInsetAndBackgroundColourShowAroundTheContent() throws {
        let plain = LongList(appearance: .insetGrouped, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let inset = LongList(appearance: .insetGrouped, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        inset.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        inset.collectionView.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let a = try plain.collectionView.galleyRender(), b = try inset.collectionView.galleyRender()
        #expect(inset.collectionView.contentOffset == CGPoint(x: 0, y: -20), "the first layout shows the top of the inset content")
        let rowBytes = a.bitmap.width * 4
        // The top 20 pt of the inset view are its background colour.
        #expect(Array(b.bitmap.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(b.bitmap.pixels[(59 * rowBytes)..<(59 * rowBytes + 4)]) == [255, 0, 0, 255])
        // Under it, the same rows as the view without an inset, 60 device pixels down (the
        // cells draw their own backgrounds; compare a row through the first cell's middle).
        let cell = try #require(plain.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let y = Int(cell.frame.midY * 3)
        let x0 = Int(cell.frame.minX * 3) + 3, x1 = Int(cell.frame.maxX * 3) - 3
        let shifted = b.bitmap.pixels[((y + 60) * rowBytes + x0 * 4)..<((y + 60) * rowBytes + x1 * 4)]
        #expect(shifted.elementsEqual(a.bitmap.pixels[(y * rowBytes + x0 * 4)..<(y * rowBytes + x1 * 4)]), "the first row's middle, 20 pt down")
        // The whole content height adds the inset around the content.
        let whole = try inset.collectionView.galleyRender(wholeContentHeight: true)
        #expect(whole.bitmap.height == Int(((20 + inset.collectionView.contentSize.height) * 3).rounded()))
    }

    @Test func anOrthogonalStripRealisesOnlyTheCellsOnScreen() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(80)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            return section
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, n in
            var c = cell.defaultContentConfiguration()
            c.text = "Card \(n)"
            cell.contentConfiguration = c
        }
        var asked: [IndexPath] = []
        let ds = UICollectionViewDiffableDataSource<Group, Int>(collectionView: cv) { cv, indexPath, n in
            asked.append(indexPath)
            return cv.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: n)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Group, Int>()
        snapshot.appendSections([.one])
        snapshot.appendItems(Array(0..<20))
        ds.apply(snapshot, animatingDifferences: false)
        cv.layoutIfNeeded()
        // 150 pt cards 10 pt apart: 0…150, 160…310, 320…470 meet a 390 pt screen.
        #expect(asked == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(ds.snapshot().numberOfItems == 20)
    }
}
