/// The position of an item in a snapshot: a section index and an item index within that section.
///
/// Mirrors Foundation's `IndexPath` as UIKit's collection view uses it (`section`, `item`),
/// without depending on Foundation. Ordered by section, then item. Prints as `[section, item]`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates an index path for `item` in `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section first, then by item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section, item]`, e.g. `[0, 3]`.
    public var description: String { "[\(section), \(item)]" }
}
