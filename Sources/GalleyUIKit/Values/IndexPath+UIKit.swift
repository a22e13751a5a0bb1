// UIKit adds `item`, `row` and `section` to Foundation's `IndexPath` (NSIndexPath+UIKitAdditions);
// Foundation on Linux has none of them, so GalleyUIKit adds UIKit's.
extension IndexPath {
    /// An index path of `item` in `section` (a collection view's).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// An index path of `row` in `section` (a table view's).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section (the same index as `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
