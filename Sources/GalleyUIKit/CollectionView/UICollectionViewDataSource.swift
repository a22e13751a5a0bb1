import Galley

/// What a collection view shows, asked by index path, like UIKit's `UICollectionViewDataSource`.
/// The optional methods have UIKit's defaults (one section; no supplementary views).
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    /// Asks the data source for the number of items in a section (a negative count is read as 0).
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Asks the data source for the cell of the item at an index path, dequeued from the collection
    /// view. Galley asks only for the items the visible rect shows (all of them for the whole content).
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell
    /// Asks the data source for the number of sections (1 by default).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Asks the data source for a supplementary view of a kind, such as a section header, dequeued
    /// from the collection view. A requirement here, with a default that records UIKit's misuse.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section, UIKit's default.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit's collection view asks only when the layout has supplementaries; a data source
    /// without this method is a client error there, recorded here with UIKit's message.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionReusableView
    {
        collectionView.recordMisuse(
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) for element kind \(kind) at \(indexPath)",
            call: "UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)")
        return UICollectionReusableView(frame: .zero)
    }
}

/// The collection view's delegate, like UIKit's `UICollectionViewDelegate` (weak; Galley
/// delivers no events and tells the delegate only which cells will display).
@MainActor public protocol UICollectionViewDelegate: AnyObject {
    /// Asks the delegate whether the item should be selected. Galley never asks: it delivers no
    /// taps, and `selectItem(at:animated:scrollPosition:)` does not ask, as UIKit's does not.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: Foundation.IndexPath) -> Bool
    /// Tells the delegate that the item was selected by the user. Galley delivers no taps, so it
    /// never calls this.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath)
    /// Tells the delegate that the item was deselected by the user. Galley delivers no taps, so it
    /// never calls this.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath)
    /// Tells the delegate that the cell is about to be displayed. Galley calls it for every realised
    /// cell after each layout pass, so a cell can hear it more than once.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: Foundation.IndexPath)
}

extension UICollectionViewDelegate {
    /// Returns `true`: every item can be selected, UIKit's default.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: Foundation.IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: Foundation.IndexPath) {}
}
