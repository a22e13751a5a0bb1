/// The position of an element in a collection view: a section index and an item index within
/// that section, like Foundation's `IndexPath` as UIKit's collection view uses it
/// (`indexPath.section`, `indexPath.item`), without depending on Foundation.
///
/// One type for the whole package: Diffable's changesets and Layout's attributes speak of the
/// same positions. An index path is a *position*; identity is the section or item identifier
/// carried beside it. Ordered by section, then item. Prints as `[section, item]`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates an index path for `item` in `section` (Foundation's argument order).
    @inlinable public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Creates an index path for `item` in `section`, section first (the order it prints in).
    @inlinable public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section first, then by item.
    @inlinable public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`, e.g. `[0, 3]`.
    public var description: String { "[\(section), \(item)]" }
}
