import Galley

/// A view controller whose view is a collection view, like UIKit's `UICollectionViewController`.
@MainActor open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Galley reads no archives: a controller with a plain list layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        super.init(coder: coder)
    }

    /// The collection view (the controller's view), loaded on first access.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout the collection view was made with.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Makes the collection view, an iPhone 15 screen in size.
    open override func loadView() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: initialLayout)
        cv.backgroundColor = .systemBackground
        view = cv
    }
}
