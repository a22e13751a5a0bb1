extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// One line per section, `identifier: [item, item, …]`, then any reload/reconfigure marks.
    public var description: String {
        var lines = ["DiffableDataSourceSnapshot(\(sections.count) sections, \(numberOfItems) items)"]
        for section in sections {
            lines.append("  \(describe(section.identifier)): [\(section.items.map(describe).joined(separator: ", "))]")
        }
        if !reloadedSections.order.isEmpty {
            lines.append("  reloaded sections: \(reloadedSections.order.map(describe).joined(separator: ", "))")
        }
        if !reloadedItems.order.isEmpty {
            lines.append("  reloaded items: \(reloadedItems.order.map(describe).joined(separator: ", "))")
        }
        if !reconfiguredItems.order.isEmpty {
            lines.append("  reconfigured items: \(reconfiguredItems.order.map(describe).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
