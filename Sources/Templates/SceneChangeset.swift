import Galley
import Support

/// The staged changeset between two scenes (two projections of one screen), the way a diffable
/// data source applies the second: sections and items matched by identifier, and items (and
/// sections) present in both whose content differs marked reloaded, so the changeset's updates
/// name them. `stages` is Diffable's `StagedChangeset`; `description` lists each stage's
/// inserted, deleted, moved and reloaded items per section, by identifier.
public struct SceneChangeset: Sendable, CustomStringConvertible {
    /// The first scene's snapshot.
    public var source: DiffableDataSourceSnapshot<String, String>
    /// The second scene's snapshot with reload marks on changed content.
    public var target: DiffableDataSourceSnapshot<String, String>
    /// Items in both scenes whose content differs, in the target's order.
    public var reloadedItems: [String]
    /// Sections in both scenes whose header, footer or layout differs, in the target's order.
    public var reloadedSections: [String]
    /// The staged batches that turn `source` into `target`.
    public var staged: StagedChangeset

    public init(before: Scene, after: Scene) {
        source = before.snapshot
        var target = after.snapshot
        let beforeItems = Set(before.snapshot.itemIdentifiers)
        reloadedItems = after.snapshot.itemIdentifiers.filter { beforeItems.contains($0) && Self.content(before, $0) != Self.content(after, $0) }
        let beforeSections = Set(before.snapshot.sectionIdentifiers)
        reloadedSections = after.snapshot.sectionIdentifiers.filter { beforeSections.contains($0) && before.sections[$0] != after.sections[$0] }
        // Every identifier is in `target` (filtered from it above): the marks cannot fail.
        try? target.reloadItems(reloadedItems)
        try? target.reloadSections(reloadedSections)
        self.target = target
        staged = StagedChangeset(source: before.snapshot, target: target)
    }

    /// What an item shows, comparable across scenes (its kind, state and JSON for version 2 items).
    static func content(_ scene: Scene, _ id: String) -> String {
        if let c = scene.contents[id] { return "swift:\(c.hashValue)" }
        if let k = scene.kindItems[id] { return "\(k.kind)|\(k.state)|\(k.json.value.serialized(pretty: false))" }
        if let i = scene.items[id] { return "v1:\(i)" }
        return ""
    }

    /// Replays every stage on the source's sections; the result equals the target's sections
    /// when the changeset is right (a collection view would accept each batch).
    public func replayed() throws(ChangesetReplayError) -> [SnapshotSection<String, String>] {
        var model = source.sectionModels
        try staged.replay(on: &model, target: target)
        return model
    }

    /// One stage's changes by section and item identifier (see `description`).
    public struct Stage: Sendable, Equatable {
        public struct SectionChanges: Sendable, Equatable {
            public var section: String
            public var inserted: [String] = []
            public var deleted: [String] = []
            /// `item: [s, i] -> [s, i]` (index paths before and after the batch).
            public var moved: [String] = []
            public var reloaded: [String] = []
            public var lines: [String] {
                var out: [String] = []
                if !deleted.isEmpty { out.append("deleted: " + deleted.joined(separator: ", ")) }
                if !inserted.isEmpty { out.append("inserted: " + inserted.joined(separator: ", ")) }
                if !moved.isEmpty { out.append("moved: " + moved.joined(separator: ", ")) }
                if !reloaded.isEmpty { out.append("reloaded: " + reloaded.joined(separator: ", ")) }
                return out
            }
        }
        public var sectionLines: [String] = []
        public var sections: [SectionChanges] = []
    }

    /// Each stage named by identifiers: deletes, reloads and move sources from the model before
    /// the stage, inserts and move destinations from the model after it. Nil when a stage does not
    /// replay (which `replayed()` reports with its reason).
    public func stages() -> [Stage]? {
        var model = source.sectionModels
        var out: [Stage] = []
        for stage in staged.stages {
            let before = model
            do { try stage.replay(on: &model, target: target) } catch { return nil }
            let after = model
            func item(_ m: [SnapshotSection<String, String>], _ p: IndexPath) -> String? {
                m.indices.contains(p.section) && m[p.section].items.indices.contains(p.item) ? m[p.section].items[p.item] : nil
            }
            var result = Stage()
            var order: [String] = []
            var bySection: [String: Stage.SectionChanges] = [:]
            func edit(_ section: String, _ f: (inout Stage.SectionChanges) -> Void) {
                if bySection[section] == nil { order.append(section); bySection[section] = Stage.SectionChanges(section: section) }
                f(&bySection[section]!)
            }
            func path(_ p: IndexPath) -> String { "[\(p.section), \(p.item)]" }
            for s in stage.sectionDeleted where before.indices.contains(s) { result.sectionLines.append("deleted section \"\(before[s].identifier)\"") }
            for s in stage.sectionInserted where after.indices.contains(s) { result.sectionLines.append("inserted section \"\(after[s].identifier)\"") }
            for m in stage.sectionMoved where before.indices.contains(m.source) {
                result.sectionLines.append("moved section \"\(before[m.source].identifier)\" \(m.source) -> \(m.target)")
            }
            for s in stage.sectionUpdated where before.indices.contains(s) { result.sectionLines.append("reloaded section \"\(before[s].identifier)\"") }
            for p in stage.itemDeleted { if let id = item(before, p) { edit(before[p.section].identifier) { $0.deleted.append("\(id) \(path(p))") } } }
            for p in stage.itemInserted { if let id = item(after, p) { edit(after[p.section].identifier) { $0.inserted.append("\(id) \(path(p))") } } }
            for m in stage.itemMoved {
                if let id = item(before, m.source) { edit(after[m.target.section].identifier) { $0.moved.append("\(id) \(path(m.source)) -> \(path(m.target))") } }
            }
            for p in stage.itemUpdated + stage.itemReconfigured {
                if let id = item(before, p) { edit(before[p.section].identifier) { $0.reloaded.append("\(id) \(path(p))") } }
            }
            result.sections = order.map { bySection[$0]! }
            out.append(result)
        }
        return out
    }

    /// `N stages, M changes`, then per stage its section changes and, per section, the items
    /// deleted, inserted, moved and reloaded, each with its index path.
    public var description: String {
        let count = staged.stages.count
        var lines = ["\(count) stage\(count == 1 ? "" : "s"), \(staged.changeCount) change\(staged.changeCount == 1 ? "" : "s")"]
        guard let stages = stages() else { return (lines + [staged.description]).joined(separator: "\n") }
        for (i, stage) in stages.enumerated() {
            lines.append("stage \(i + 1):")
            for l in stage.sectionLines { lines.append("  " + l) }
            for s in stage.sections {
                lines.append("  section \"\(s.section)\":")
                for l in s.lines { lines.append("    " + l) }
            }
        }
        return lines.joined(separator: "\n")
    }
}
