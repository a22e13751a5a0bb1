extension DiffableDataSourceSectionSnapshot {
    /// The outline as text, one item a line, indented two spaces per level and marked `-` for an
    /// expanded parent, `+` for a collapsed parent and `*` for an item without children;
    /// collapsed children are listed too (they are in the snapshot, just not visible).
    ///
    /// ```
    /// - Fruits
    ///   * Apple
    ///   + Citrus
    ///     * Lemon
    /// * Bread
    /// ```
    /// - Complexity: O(n).
    public func visualDescription() -> String {
        var lines: [String] = []
        walkWithDepth(roots, onlyVisible: false) { item, depth, _ in
            guard let node = nodes[item] else { return }
            let mark = node.children.isEmpty ? "*" : (node.isExpanded ? "-" : "+")
            lines.append(String(repeating: "  ", count: depth) + mark + " " + describe(item))
        }
        return lines.joined(separator: "\n")
    }
}

extension DiffableDataSourceSectionSnapshot: CustomStringConvertible {
    /// A one-line summary followed by ``visualDescription()``.
    public var description: String {
        "DiffableDataSourceSectionSnapshot(\(nodes.count) items, \(roots.count) root items)" + (nodes.isEmpty ? "" : "\n" + visualDescription())
    }
}
