import Diffable
import Galley

/// What a data source tells the collection view beyond UIKit's protocol: stable, readable,
/// unique string identifiers for its sections and items (the scene's), and which items are
/// expanded outline parents.
@MainActor protocol GalleyIdentifiedDataSource: AnyObject {
    func galleySections() -> [(id: String, items: [String])]
    func galleyIsExpanded(itemKey: String) -> Bool
}

/// A data source that applies snapshots to a collection view and asks a cell provider for
/// each item's cell, like UIKit's `UICollectionViewDiffableDataSource`. Subclass it to
/// override the data-source methods.
///
/// `apply` is synchronous, as UIKit's is on the main queue: the snapshot is current when it
/// returns, and the next layout realises the cells it changed (new and reloaded items are
/// dequeued; reconfigured items keep their cell and are configured again).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource, GalleyIdentifiedDataSource
{
    /// A closure that configures and returns the cell for an item. Returning nil records UIKit's
    /// misuse (UIKit raises) and the item draws an empty cell.
    public typealias CellProvider =
        @MainActor (_ collectionView: UICollectionView, _ indexPath: Foundation.IndexPath, _ itemIdentifier: ItemIdentifierType) ->
        UICollectionViewCell?
    /// A closure that configures and returns a supplementary view, such as a header or footer.
    /// Returning nil records UIKit's misuse (UIKit raises).
    public typealias SupplementaryViewProvider =
        @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: Foundation.IndexPath) ->
        UICollectionReusableView?

    /// Handlers for expanding and collapsing outline items (stored; Galley delivers no taps).
    public struct SectionSnapshotHandlers<Item> {
        /// A closure that determines whether an item can be expanded (never called by Galley).
        public var shouldExpandItem: ((Item) -> Bool)?
        /// A closure that runs when an item is about to expand (never called by Galley).
        public var willExpandItem: ((Item) -> Void)?
        /// A closure that determines whether an item can be collapsed (never called by Galley).
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// A closure that runs when an item is about to collapse (never called by Galley).
        public var willCollapseItem: ((Item) -> Void)?
        /// A closure that customises a parent item's section snapshot as it expands (never called
        /// by Galley).
        public var snapshotForExpandingParentItem:
            ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        /// Creates handlers with no closures.
        public init() {}
    }

    /// Handlers for reordering (stored; Galley delivers no drags).
    public struct ReorderingHandlers {
        /// A closure that determines whether an item can be reordered (never called by Galley).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// A closure that runs before a reordering is applied (never called by Galley).
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// A closure that runs after a reordering is applied (never called by Galley).
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Creates handlers with no closures.
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Outline handlers.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// Reordering handlers.
    public var reorderingHandlers = ReorderingHandlers()

    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    private var itemKeys: [ItemIdentifierType: String] = [:]
    private var sectionKeys: [String] = []

    /// A data source for `collectionView` (it becomes the collection view's data source).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: - Applying

    /// Makes `snapshot` current; the collection view realises what changed at its next layout.
    /// A snapshot that recorded misuse records it on the collection view (its render fails).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        install(snapshot, reloadAll: false)
        completion?()
    }

    /// Makes `snapshot` current without diffing: every cell is dequeued again.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        install(snapshot, reloadAll: true)
        completion?()
    }

    /// Applies an outline to one section: the section's items become its visible items (the
    /// section is appended when the snapshot lacks it).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var next = current
        for m in snapshot.misuses { next.record(m) }
        if next.indexOfSection(section) != nil {
            next.deleteItems(next.itemIdentifiers(inSection: section))
        } else {
            next.appendSections([section])
        }
        next.appendItems(snapshot.visibleItems, toSection: section)
        // Items still shown keep their cells; a parent whose expansion changed is reconfigured
        // (its outline disclosure turns).
        let old = sectionSnapshots[section]
        let changed = snapshot.visibleItems.filter {
            next.indexOfItem($0) != nil && old?.isExpanded($0) != snapshot.isExpanded($0) && old?.contains($0) == true
        }
        next.reconfigureItems(changed)
        sectionSnapshots[section] = snapshot
        install(next, reloadAll: false, keepSectionSnapshots: true)
        completion?()
    }

    private func install(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloadAll: Bool, keepSectionSnapshots: Bool = false
    ) {
        collectionView?.collectionMisuses += snapshot.misuses
        let base = snapshot.base
        let reloaded = base.reloadedItemIdentifiers
        let reconfigured = base.reconfiguredItemIdentifiers
        for section in base.reloadedSectionIdentifiers {
            collectionView?.pendingReloads.formUnion(((try? base.itemIdentifiers(inSection: section)) ?? []).map { key(for: $0, in: base) })
        }
        rebuildKeys(base)
        collectionView?.pendingReloads.formUnion(reloaded.compactMap { itemKeys[$0] })
        collectionView?.pendingReconfigures.formUnion(reconfigured.compactMap { itemKeys[$0] })
        // The current snapshot carries no reload or reconfigure marks, as UIKit's.
        var clean = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        try? clean.appendSections(base.sectionIdentifiers)
        for section in base.sectionIdentifiers { try? clean.appendItems((try? base.itemIdentifiers(inSection: section)) ?? [], toSection: section) }
        current = NSDiffableDataSourceSnapshot(clean)
        if !keepSectionSnapshots {
            sectionSnapshots = sectionSnapshots.filter { section, outline in
                base.contains(section: section) && outline.visibleItems == current.itemIdentifiers(inSection: section)
            }
        }
        if reloadAll { collectionView?.reloadData() }
        collectionView?.needsRealization = true
        collectionView?.setNeedsLayout()
    }

    private func key(for item: ItemIdentifierType, in base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> String {
        itemKeys[item] ?? String(describing: item)
    }

    /// Readable, unique string identifiers: `String(describing:)`, with `#2`, `#3`… for
    /// identifiers that describe alike.
    private func rebuildKeys(_ base: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        var used: [String: Int] = [:]
        func unique(_ s: String) -> String {
            let n = used[s, default: 0] + 1
            used[s] = n
            return n == 1 ? s : "\(s)#\(n)"
        }
        sectionKeys = base.sectionIdentifiers.map { unique(String(describing: $0)) }
        var keys: [ItemIdentifierType: String] = [:]
        for item in base.itemIdentifiers { keys[item] = unique(String(describing: item)) }
        itemKeys = keys
    }

    func galleySections() -> [(id: String, items: [String])] {
        current.sectionIdentifiers.enumerated().map { i, section in
            (sectionKeys[i], current.itemIdentifiers(inSection: section).map { itemKeys[$0] ?? String(describing: $0) })
        }
    }

    func galleyIsExpanded(itemKey: String) -> Bool {
        for (_, outline) in sectionSnapshots {
            for item in outline.items where itemKeys[item] == itemKey { return outline.isExpanded(item) }
        }
        return false
    }

    // MARK: - Reading

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(current.base)
    }

    /// The outline last applied to a section while it shows the same items, else the
    /// section's items as a flat outline.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section], stored.visibleItems == current.itemIdentifiers(inSection: section) { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The item at an index path.
    open func itemIdentifier(for indexPath: Foundation.IndexPath) -> ItemIdentifierType? { current.base.itemIdentifier(for: indexPath.galley) }
    /// An item's index path.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> Foundation.IndexPath? {
        current.base.indexPath(for: itemIdentifier).map({ Foundation.IndexPath($0) })
    }
    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.base.sectionIdentifier(at: index) }
    /// A section's index.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: - UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in the section at `section` in the current snapshot (0 past the last).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let id = current.base.sectionIdentifier(at: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    /// The cell the cell provider returns for the item at `indexPath`; a nil cell records UIKit's
    /// misuse and an empty cell stands in.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.recordMisuse(
            "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(indexPath) (item identifier: \(String(describing: item)))",
            call: "UICollectionViewDiffableDataSource.cellProvider")
        return UICollectionViewCell(frame: .zero)
    }

    /// The view the supplementary view provider returns; with no provider, or a nil view, UIKit's
    /// misuse is recorded and an empty view stands in.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionReusableView
    {
        guard let provider = supplementaryViewProvider else {
            collectionView.recordMisuse(
                "Invalid parameter not satisfying: self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler)",
                call: "UICollectionViewDiffableDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)")
            return UICollectionReusableView(frame: .zero)
        }
        if let view = provider(collectionView, kind, indexPath) { return view }
        collectionView.recordMisuse(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))",
            call: "UICollectionViewDiffableDataSource.supplementaryViewProvider")
        return UICollectionReusableView(frame: .zero)
    }
}
