import Galley

/// What a collection view shows, asked by index path, like UIKit's `UICollectionViewDataSource`.
/// The optional methods have UIKit's defaults (one section; no supplementary views).
@MainActor public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: Foundation.IndexPath)
        -> UICollectionReusableView
}

extension UICollectionViewDataSource {
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

/// The collection view's delegate, like UIKit's `UICollectionViewDelegate` (stored; Galley
/// delivers no events but asks what selection asks).
@MainActor public protocol UICollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: Foundation.IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: Foundation.IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: Foundation.IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: Foundation.IndexPath) {}
}
