import Galley

/// A token per registration: its reuse identifier, and whether it was made inside a cell
/// provider (UIKit raises on those).
@MainActor final class RegistrationToken {
    static var next = 0
    let identifier: String
    let createdDuringRequest: Bool

    init(prefix: String) {
        RegistrationToken.next += 1
        identifier = "\(prefix)-\(RegistrationToken.next)"
        createdDuringRequest = UICollectionView.requestDepth > 0
    }
}

extension UICollectionView {
    /// How many data-source requests (cell or supplementary providers) are running.
    static var requestDepth = 0

    /// A cell class and the handler that configures it for an item, like UIKit's
    /// `UICollectionView.CellRegistration`. Make registrations once, outside the cell provider.
    @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// A closure that configures a dequeued cell for the item at an index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: Foundation.IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let token = RegistrationToken(prefix: "CellRegistration<\(Cell.self)>")

        /// A registration whose cells `handler` configures (a closure, or a method reference).
        public init(handler: @escaping Handler) { self.handler = handler }

        /// Unavailable: Galley reads no nibs (build the cell's views in code and use `init(handler:)`).
        @available(*, unavailable, message: "Galley reads no nibs: use init(handler:) with a cell class that builds its views in code")
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class, its element kind and the handler that configures it, like
    /// UIKit's `UICollectionView.SupplementaryRegistration`.
    @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// A closure that configures a dequeued supplementary view of a kind at an index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: Foundation.IndexPath) -> Void
        let handler: Handler
        /// A string that identifies the kind of supplementary view the registration makes.
        public let elementKind: String
        let token = RegistrationToken(prefix: "SupplementaryRegistration<\(Supplementary.self)>")

        /// A registration for supplementary views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        /// Unavailable: Galley reads no nibs (use `init(elementKind:handler:)`).
        @available(*, unavailable, message: "Galley reads no nibs: use init(elementKind:handler:) with a view class that builds its views in code")
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration's class and configures it with the registration's
    /// handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: Foundation.IndexPath, item: Item?)
        -> Cell
    {
        let call = "UICollectionView.dequeueConfiguredReusableCell(using:for:item:)"
        if registration.token.createdDuringRequest {
            recordMisuse(
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: \(registration.token.identifier)",
                call: call)
        }
        if registrations[Self.elementKindCell]?[registration.token.identifier] == nil {
            registrations[Self.elementKindCell, default: [:]][registration.token.identifier] = Cell.self
        }
        let cell =
            dequeue(kind: Self.elementKindCell, identifier: registration.token.identifier, indexPath: indexPath, call: call) as? Cell
            ?? Cell(galleyReusableFrame: .zero)
        if let item {
            registration.handler(cell, indexPath, item)
        }
        cell.setNeedsUpdateConfiguration()
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and kind and configures it.
    /// The registration's kind must be the kind the collection view is asking for.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: Foundation.IndexPath
    )
        -> Supplementary
    {
        let call = "UICollectionView.dequeueConfiguredReusableSupplementary(using:for:)"
        if let requested = currentRequest, requested.kind != Self.elementKindCell, requested.kind != registration.elementKind {
            recordMisuse(
                "Attempted to dequeue a supplementary view using a registration for element kind '\(registration.elementKind)' when the collection view requested a supplementary view of element kind '\(requested.kind)' at index path \(indexPath). Registration: \(registration.token.identifier)",
                call: call)
        }
        if registrations[registration.elementKind]?[registration.token.identifier] == nil {
            registrations[registration.elementKind, default: [:]][registration.token.identifier] = Supplementary.self
        }
        let view =
            dequeue(kind: registration.elementKind, identifier: registration.token.identifier, indexPath: indexPath, call: call) as? Supplementary
            ?? Supplementary(galleyReusableFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        (view as? UICollectionViewCell)?.setNeedsUpdateConfiguration()
        return view
    }
}
