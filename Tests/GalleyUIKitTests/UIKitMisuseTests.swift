import GalleyUIKit
import Testing

// Where UIKit raises an exception, Galley records UIKit's message with the identifier, the
// render fails with it, and the process goes on.

private enum S: Hashable {
    case main, other
}

private final class ClassicSource: UICollectionViewDataSource {
    var cellFor: (UICollectionView, IndexPath) -> UICollectionViewCell
    init(cellFor: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) { self.cellFor = cellFor }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellFor(collectionView, indexPath)
    }
}

@MainActor
@Suite struct UIKitMisuseTests {
    func listView(headers: Bool = false) -> UICollectionView {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        if headers { configuration.headerMode = .supplementary }
        return UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    func reasons(_ cv: UICollectionView) -> [String] {
        do {
            _ = try cv.galleyRender()
            return []
        } catch {
            guard case .misuse(let m) = error else { return ["not a misuse: \(error)"] }
            return m.map(\.reason)
        }
    }

    @Test func duplicateSectionsAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main, .main])
        snapshot.appendSections([.main])
        snapshot.appendItems([1, 2, 1], toSection: .main)
        #expect(
            snapshot.misuses.map(\.reason) == [
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    main\n)}",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}",
            ])
        #expect(snapshot.sectionIdentifiers == [.main] && snapshot.numberOfItems == 0)
    }

    @Test func aSectionSnapshotsDuplicatesAreWordedAsUIKitWordsThem() {
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        section.append([1, 2])
        section.append([2], to: 1)
        #expect(
            section.misuses.map(\.reason) == ["Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    2\n)}"],
            "\(section.misuses)")
        #expect(section.misuses.first?.call.hasPrefix("NSDiffableDataSourceSectionSnapshot.") == true)
        #expect(section.items == [1, 2])
    }

    @Test func unknownSectionAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1], toSection: .other)
        snapshot.reloadItems([7])
        snapshot.reconfigureItems([8])
        let r = snapshot.misuses.map(\.reason)
        #expect(r.count == 3)
        #expect(r[0].contains("section != NSNotFound") && r[0].contains("other"))
        #expect(r[1] == "Attempted to reload item identifier that does not exist in the snapshot: 7")
        #expect(r[2] == "Attempted to reconfigure item identifier that does not exist in the snapshot: 8")
        #expect(
            snapshot.misuses[1].description.hasPrefix(
                "NSDiffableDataSourceSnapshot.reloadItems(_:): *** Terminating app due to uncaught exception 'NSInternalInconsistencyException'"))
    }

    @Test func unknownDestinationsAreUIKitsParameterAssertions() {
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        snapshot.insertItems([2], beforeItem: 9)
        snapshot.insertItems([3], afterItem: 8)
        snapshot.insertSections([.other], beforeSection: .other)
        snapshot.reloadSections([.other])
        #expect(
            snapshot.misuses.map(\.reason) == [
                "Invalid parameter not satisfying: section != NSNotFound (item identifier: 9)",
                "Invalid parameter not satisfying: section != NSNotFound (item identifier: 8)",
                "Invalid parameter not satisfying: insertIndex != NSNotFound (section identifier: other)",
                "Invalid section identifier for reload specified: other",
            ], "\(snapshot.misuses)")
        #expect(snapshot.itemIdentifiers == [1] && snapshot.sectionIdentifiers == [.main])
    }

    @Test func aMoveRelativeToItselfIsUIKitsInvalidUpdate() {
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main, .other])
        snapshot.appendItems([1, 2], toSection: .main)
        snapshot.moveItem(1, beforeItem: 1)
        snapshot.moveSection(.other, afterSection: .other)
        #expect(
            snapshot.misuses.map(\.reason) == [
                "Invalid update: destination for item move is the same as the source [1] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:1; destIsSection: 0; identifiers: [1]>.",
                "Invalid update: destination for section move is the same as the source [other] for update: <_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:other; destIsSection: 0; identifiers: [other]>.",
            ], "\(snapshot.misuses)")
        #expect(snapshot.itemIdentifiers == [1, 2] && snapshot.sectionIdentifiers == [.main, .other])
    }

    @Test func aSectionSnapshotsUnknownItemsAreWordedAsUIKitWordsThem() {
        var section = NSDiffableDataSourceSectionSnapshot<Int>()
        section.append([1, 2])
        section.append([3], to: 99)
        section.insert([4], before: 98)
        section.insert([5], after: 97)
        section.delete([96])
        let outline = section.snapshot(of: 95)
        #expect(
            section.misuses.map(\.reason) == [
                "Parent item identifier does not exist in section snapshot: 99",
                "Item identifier to insert before does not exist in section snapshot: 98",
                "Item identifier to insert after does not exist in section snapshot: 97",
                "Failed to find index of item 96",
            ], "\(section.misuses)")
        #expect(outline.misuses.map(\.reason) == ["Parent item identifier does not exist in section snapshot: 95"])
        #expect(section.items == [1, 2])
    }

    @Test func aCellProviderReturningNil() {
        let cv = listView()
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([7])
        dataSource.apply(snapshot, animatingDifferences: false)
        let r = reasons(cv)
        #expect(
            r.first
                == "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path [0, 0] (item identifier: 7)",
            "\(r)")
    }

    @Test func aSupplementaryProviderReturningNil() {
        let cv = listView(headers: true)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        let r = reasons(cv)
        #expect(
            r.first
                == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,[0, 0]) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))",
            "\(r)")
    }

    @Test func dequeueOfAnUnregisteredIdentifier() {
        let cv = listView()
        let source = ClassicSource { cv, indexPath in cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) }
        cv.dataSource = source
        #expect(
            reasons(cv).first
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    @Test func aCellNotDequeuedFromTheCollectionView() {
        let cv = listView()
        let source = ClassicSource { _, _ in UICollectionViewListCell(frame: .zero) }
        cv.dataSource = source
        #expect(reasons(cv).first?.hasPrefix("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier") == true)
    }

    @Test func theClassicDataSourceRendersWhenUsedRight() throws {
        let cv = listView()
        cv.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
        let source = ClassicSource { cv, indexPath in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        cv.dataSource = source
        let rendered = try cv.galleyRender()
        #expect(rendered.bitmap.width == 1170)
        #expect(cv.numberOfSections == 1 && cv.numberOfItems(inSection: 0) == 2)
    }

    @Test func aRegistrationMadeInsideTheCellProvider() {
        let cv = listView()
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, indexPath, item in
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(
            reasons(cv).first?.hasPrefix(
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration"
            ) == true)
    }

    @Test func aSupplementaryRegistrationOfTheWrongKind() {
        let cv = listView(headers: true)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in cv.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath) }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        let r = reasons(cv)
        #expect(r.first?.contains("registration for element kind 'UICollectionElementKindSectionFooter'") == true, "\(r)")
        #expect(r.first?.contains("'UICollectionElementKindSectionHeader'") == true)
    }

    @Test func headersWithoutASupplementaryViewProvider() {
        let cv = listView(headers: true)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(
            reasons(cv).first
                == "Invalid parameter not satisfying: self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler)"
        )
    }

    @Test func aSectionProviderReturningNil() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout { _, _ in nil })
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<S, Int>(collectionView: cv) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<S, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(
            reasons(cv).first?.hasPrefix(
                "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error.")
                == true)
    }

    @Test func constraintsAcrossHierarchies() {
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        #expect(a.misuses.first?.exceptionName == "NSGenericException")
        #expect(a.misuses.first?.reason.contains("because they have no common ancestor") == true)
    }
}
