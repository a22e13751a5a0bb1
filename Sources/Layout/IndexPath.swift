/// A position in the layout: a section and an item within it, like Foundation's `IndexPath`
/// for collection views (`indexPath.section`, `indexPath.item`).
///
/// Layout keeps its own small type so it depends on nothing but Geometry. An index path is
/// a *position*; identity is the section/item identifier carried beside it.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section's position.
    public var section: Int
    /// The item's position in its section.
    public var item: Int

    @inlinable public init(item: Int, section: Int) { self.section = section; self.item = item }
    @inlinable public init(section: Int, item: Int) { self.section = section; self.item = item }

    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }

    public var description: String { "[\(section), \(item)]" }
}
