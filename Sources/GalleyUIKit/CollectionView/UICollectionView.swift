import Galley

/// A scrolling collection of cells and supplementary views laid out by a layout, like UIKit's
/// `UICollectionView`.
///
/// `layoutIfNeeded()` runs the layout and the data source's cell providers in UIKit's order:
/// sections in order, each section's cells in index-path order, then its supplementary views,
/// until the sections fill the visible rect (every section when the whole content height is
/// rendered). The realised cells, their configurations and the layout's sections become one
/// Galley `Scene` that the pipeline renders (`galleyRendering()`); there is no second engine.
@MainActor open class UICollectionView: UIScrollView {
    /// The kind of section headers (`UICollectionView.elementKindSectionHeader`).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    static let elementKindCell = "UICollectionElementKindCell"

    /// Where `selectItem(at:animated:scrollPosition:)` scrolls the item to. Galley does not
    /// scroll on selection: the position is accepted and ignored.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// The options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Scrolls so that the item is at the top of the collection view's bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Scrolls so that the item is centred vertically in the collection view.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Scrolls so that the item is at the bottom of the collection view's bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Scrolls so that the item is at the left edge of the collection view's bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Scrolls so that the item is centred horizontally in the collection view.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Scrolls so that the item is at the right edge of the collection view's bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.host = self
    }

    /// Galley reads no archives: this makes a collection view with an empty compositional
    /// list layout so `required init?(coder:)` overrides compile.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        super.init(coder: coder)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.host = self
            setNeedsLayout()
        }
    }

    /// Replaces the layout (Galley does not animate).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    /// Replaces the layout, then calls `completion`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The data source (weak, as UIKit's).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The delegate (weak, as UIKit's).
    open weak var delegate: (any UICollectionViewDelegate)?

    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    /// Whether the collection view is editing (list cells show editing accessories).
    open var isEditing = false {
        didSet { setNeedsLayout() }
    }

    // MARK: - Registrations and reuse

    enum Registered {
        case cell(UICollectionReusableView.Type)
        case supplementary(UICollectionReusableView.Type)
    }

    /// Classes by element kind and reuse identifier.
    var registrations: [String: [String: UICollectionReusableView.Type]] = [:]
    /// Views waiting for reuse, by element kind and reuse identifier.
    var reuseQueues: [String: [String: [UICollectionReusableView]]] = [:]
    /// The misuse UIKit would have raised on, in order (Galley's addition).
    var collectionMisuses: [UIKitMisuse] = []
    /// Notes for the render (cells Galley cannot draw yet, kinds without content).
    var renderNotes: [String] = []

    /// Records UIKit's message for a call UIKit raises on.
    package func recordMisuse(_ reason: String, call: String, exceptionName: String = "NSInternalInconsistencyException") {
        collectionMisuses.append(UIKitMisuse(reason, call: call, exceptionName: exceptionName))
    }

    /// Every misuse recorded on the collection view, its data source's snapshots and its
    /// hierarchy (Galley's addition: UIKit crashes instead).
    public var recordedMisuses: [UIKitMisuse] {
        var all = collectionMisuses
        for v in ancestorsAndSelf { all += v.misuses }
        return all
    }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cls = cellClass as? UICollectionViewCell.Type else {
            registrations[Self.elementKindCell]?[identifier] = nil
            return
        }
        registrations[Self.elementKindCell, default: [:]][identifier] = cls
    }

    /// Registers a supplementary view class for a kind and reuse identifier.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let cls = viewClass as? UICollectionReusableView.Type else {
            registrations[elementKind]?[identifier] = nil
            return
        }
        registrations[elementKind, default: [:]][identifier] = cls
    }

    /// Nibs cannot be read on Linux.
    @available(*, unavailable, message: "Galley reads no nibs: register the cell class with register(_:forCellWithReuseIdentifier:) or use a CellRegistration")
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    /// The cell being reconfigured for the item being asked for (reconfigureItems: the same
    /// cell is handed back without prepareForReuse).
    var reconfiguringCell: UICollectionViewCell?
    /// The index path and kind being asked of the data source (nil outside a request).
    var currentRequest: (kind: String, indexPath: Foundation.IndexPath)?
    /// The cell dequeued during the current request.
    var dequeuedDuringRequest: [UICollectionReusableView] = []

    /// A cell for `indexPath`: the reuse queue's (after `prepareForReuse()`), or a new one of
    /// the class registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        dequeue(kind: Self.elementKindCell, identifier: identifier, indexPath: indexPath, call: "dequeueReusableCell(withReuseIdentifier:for:)")
            as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }

    /// A supplementary view for `indexPath`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath)
        -> UICollectionReusableView
    {
        dequeue(kind: elementKind, identifier: identifier, indexPath: indexPath, call: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)")
    }

    func dequeue(kind: String, identifier: String, indexPath: Foundation.IndexPath, call: String) -> UICollectionReusableView {
        if kind == Self.elementKindCell, let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            dequeuedDuringRequest.append(cell)
            return cell
        }
        let view: UICollectionReusableView
        if var queue = reuseQueues[kind]?[identifier], !queue.isEmpty {
            view = queue.removeFirst()
            reuseQueues[kind]?[identifier] = queue
            view.reuseCount += 1
            view.prepareForReuse()
        } else if let cls = registrations[kind]?[identifier] {
            // Views made while the cell initialises see the collection view's traits (an RTL
            // app's cell reads its direction in init, as Apple's samples do).
            let saved = UIView.traitsForNewViews
            UIView.traitsForNewViews = traitCollection
            view = cls.init(galleyReusableFrame: .zero)
            UIView.traitsForNewViews = saved
        } else {
            recordMisuse(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                call: "UICollectionView.\(call)")
            view = kind == Self.elementKindCell ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.dequeuedBy = self
        if view.superview == nil { view.hostTraits = traitCollection }
        if let cell = view as? UICollectionViewCell {
            cell.isEditingState = isEditing
            cell.isSelected = selectedIndexPaths.contains(indexPath)
        }
        dequeuedDuringRequest.append(view)
        return view
    }

    func enqueue(_ view: UICollectionReusableView, kind: String) {
        guard let id = view.reuseIdentifier else { return }
        view.removeFromSuperview()
        reuseQueues[kind, default: [:]][id, default: []].append(view)
    }

    // MARK: - Data

    /// The number of sections the data source reports.
    open var numberOfSections: Int { dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0 }

    /// The number of items in a section.
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
    }

    /// Drops every realised cell (they go to the reuse queues) and asks the data source again
    /// at the next layout.
    open func reloadData() {
        for (_, cell) in realizedCells { enqueue(cell, kind: Self.elementKindCell) }
        realizedCells = [:]
        for (key, view) in realizedSupplementaries { enqueue(view, kind: key.kind) }
        realizedSupplementaries = [:]
        measuredItems = [:]
        measuredSupplementaries = [:]
        measuredItemSupplementaries = [:]
        setNeedsLayout()
        needsRealization = true
    }

    // MARK: - Selection

    var selectedIndexPaths: [Foundation.IndexPath] = []

    /// The selected items' index paths (nil when there are none, as UIKit's).
    open var indexPathsForSelectedItems: [Foundation.IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects an item (no delegate calls, as UIKit's).
    open func selectItem(at indexPath: Foundation.IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection, let indexPath else {
            if indexPath == nil { for p in selectedIndexPaths { deselectItem(at: p, animated: animated) } }
            return
        }
        if !allowsMultipleSelection { for p in selectedIndexPaths where p != indexPath { deselectItem(at: p, animated: animated) } }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item.
    open func deselectItem(at indexPath: Foundation.IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: - Realised views

    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: Foundation.IndexPath
    }

    /// Realised cells by item key (the item identifier with a diffable data source, else the
    /// index path).
    var realizedCells: [String: UICollectionViewCell] = [:]
    /// The order the realised cells are at, with their index paths.
    var realizedOrder: [(key: String, indexPath: Foundation.IndexPath)] = []
    var realizedSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The decoration views the layout made (one per section and kind, item 0), kept while
    /// their sections show.
    var decorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var needsRealization = true
    /// Items whose cells must be dequeued again (reloadItems) or reconfigured (reconfigureItems).
    var pendingReloads: Set<String> = []
    var pendingReconfigures: Set<String> = []
    /// What each item's cell last showed, kept while it is off screen (UIKit's layout keeps
    /// the preferred sizes of the cells it realised).
    var measuredItems: [String: SceneItem] = [:]
    /// Whether a layout pass has run (the first one scrolls to the top of the inset content).
    var hasLaidOut = false
    /// What each supplementary view last showed.
    var measuredSupplementaries: [SupplementaryKey: MeasuredSupplementary] = [:]
    /// A supplementary anchored to an item (a badge): its kind and the item's key.
    struct ItemSupplementaryKey: Hashable {
        var kind: String
        var item: String
    }
    /// What each item's anchored supplementaries last showed, kept while they are off screen.
    var measuredItemSupplementaries: [ItemSupplementaryKey: SceneItem] = [:]
    /// The last layout: the scene the realised state became and its attributes.
    var lastLayout: CollectionLayoutState?

    /// The visible cell at an index path.
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        guard let key = realizedOrder.first(where: { $0.indexPath == indexPath })?.key else { return nil }
        return realizedCells[key]
    }

    /// The visible cells.
    open var visibleCells: [UICollectionViewCell] { realizedOrder.compactMap { realizedCells[$0.key] } }

    /// The index paths of the visible cells, in order.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] {
        guard let state = lastLayout else { return realizedOrder.map(\.indexPath) }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        return realizedOrder.map(\.indexPath).filter { state.frame(ofItemAt: $0).map { $0.intersects(visible) } ?? false }
    }

    /// The index path of a cell.
    open func indexPath(for cell: UICollectionViewCell) -> Foundation.IndexPath? {
        realizedOrder.first { realizedCells[$0.key] === cell }?.indexPath
    }

    /// The visible supplementary view of a kind at an index path.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionReusableView? {
        realizedSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// Where an item is, after the last layout.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = lastLayout?.frame(ofItemAt: indexPath) else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frame
        return a
    }

    /// Where a supplementary view is, after the last layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = lastLayout?.frame(ofSupplementary: kind, at: indexPath) else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        a.frame = frame
        return a
    }

    /// Marks the collection view for layout: the next pass asks the layout and the data source
    /// again for what the visible rect shows.
    open override func setNeedsLayout() {
        super.setNeedsLayout()
        needsRealization = true
    }

    /// Lays out the collection view: runs the layout and realises the cells and supplementary
    /// views that meet the visible rect, in UIKit's order.
    open override func layoutSubviews() {
        super.layoutSubviews()
        realizeAndLayOut()
    }

    /// Runs the layout and the cell providers now (UIKit's order), if anything changed.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        if needsRealization { realizeAndLayOut() }
    }
}

/// Nib files, which Galley cannot read.
@available(*, unavailable, message: "Galley reads no nibs or storyboards: build views in code")
public final class UINib {}
