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
        reloadedItems = after.snapshot.itemIdentifiers.filter { beforeItems.contains($0) && before.items[$0] != after.items[$0] }
        let beforeSections = Set(before.snapshot.sectionIdentifiers)
        reloadedSections = after.snapshot.sectionIdentifiers.filter { beforeSections.contains($0) && before.sections[$0] != after.sections[$0] }
        // Every identifier is in `target` (filtered from it above): the marks cannot fail.
        try? target.reloadItems(reloadedItems)
        try? target.reloadSections(reloadedSections)
        self.target = target
        staged = StagedChangeset(source: before.snapshot, target: target)
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
        /// An item a stage touches: its identifier and its index path before (`from`: deleted,
        /// moved, reloaded) and after (`to`: inserted, moved) the batch.
        public struct Change: Sendable, Equatable {
            public var item: String
            public var from: IndexPath?
            public var to: IndexPath?
            static func path(_ p: IndexPath) -> String { "[\(p.section), \(p.item)]" }
            /// `doc-deck [5, 2] -> [5, 1]`, `doc-notes [5, 3]`.
            public var text: String {
                switch (from, to) {
                case let (f?, t?): return "\(item) \(Self.path(f)) -> \(Self.path(t))"
                case let (f?, nil): return "\(item) \(Self.path(f))"
                case let (nil, t?): return "\(item) \(Self.path(t))"
                case (nil, nil): return item
                }
            }
            var json: JSONValue {
                var p: [(key: String, value: JSONValue)] = [("item", .string(item))]
                if let from { p.append(("from", .array([.number(Double(from.section)), .number(Double(from.item))]))) }
                if let to { p.append(("to", .array([.number(Double(to.section)), .number(Double(to.item))]))) }
                return .object(p)
            }
        }
        public struct SectionChanges: Sendable, Equatable {
            public var section: String
            public var inserted: [Change] = []
            public var deleted: [Change] = []
            public var moved: [Change] = []
            public var reloaded: [Change] = []
            public var lines: [String] {
                var out: [String] = []
                for (name, changes) in [("deleted", deleted), ("inserted", inserted), ("moved", moved), ("reloaded", reloaded)] where !changes.isEmpty {
                    out.append("\(name): " + changes.map(\.text).joined(separator: ", "))
                }
                return out
            }
            var json: JSONValue {
                .object([
                    ("section", .string(section)), ("deleted", .array(deleted.map(\.json))), ("inserted", .array(inserted.map(\.json))),
                    ("moved", .array(moved.map(\.json))), ("reloaded", .array(reloaded.map(\.json))),
                ])
            }
        }
        /// A section change: `deleted`, `inserted`, `moved` or `reloaded`, the section's identifier
        /// and its index before (deleted, moved, reloaded) and after (inserted, moved) the batch.
        public struct SectionChange: Sendable, Equatable {
            public var change: String
            public var section: String
            public var from: Int?
            public var to: Int?
            public var text: String {
                "\(change) section \"\(section)\"" + (change == "moved" ? " \(from ?? 0) -> \(to ?? 0)" : "")
            }
            var json: JSONValue {
                var p: [(key: String, value: JSONValue)] = [("change", .string(change)), ("section", .string(section))]
                if let from { p.append(("from", .number(Double(from)))) }
                if let to { p.append(("to", .number(Double(to)))) }
                return .object(p)
            }
        }
        public var sectionChanges: [SectionChange] = []
        public var sections: [SectionChanges] = []
        public var sectionLines: [String] { sectionChanges.map(\.text) }
        var json: JSONValue { .object([("sections", .array(sectionChanges.map(\.json))), ("items", .array(sections.map(\.json)))]) }
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
            typealias C = Stage.Change
            for s in stage.sectionDeleted where before.indices.contains(s) {
                result.sectionChanges.append(.init(change: "deleted", section: before[s].identifier, from: s))
            }
            for s in stage.sectionInserted where after.indices.contains(s) {
                result.sectionChanges.append(.init(change: "inserted", section: after[s].identifier, to: s))
            }
            for m in stage.sectionMoved where before.indices.contains(m.source) {
                result.sectionChanges.append(.init(change: "moved", section: before[m.source].identifier, from: m.source, to: m.target))
            }
            for s in stage.sectionUpdated where before.indices.contains(s) {
                result.sectionChanges.append(.init(change: "reloaded", section: before[s].identifier, from: s))
            }
            for p in stage.itemDeleted { if let id = item(before, p) { edit(before[p.section].identifier) { $0.deleted.append(C(item: id, from: p)) } } }
            for p in stage.itemInserted { if let id = item(after, p) { edit(after[p.section].identifier) { $0.inserted.append(C(item: id, to: p)) } } }
            for m in stage.itemMoved {
                if let id = item(before, m.source) { edit(after[m.target.section].identifier) { $0.moved.append(C(item: id, from: m.source, to: m.target)) } }
            }
            for p in stage.itemUpdated + stage.itemReconfigured {
                if let id = item(before, p) { edit(before[p.section].identifier) { $0.reloaded.append(C(item: id, from: p)) } }
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

    /// The changeset as JSON: counts, the reloaded items and sections, and per stage its section
    /// changes and per section its deleted, inserted, moved and reloaded items with index paths
    /// (`[section, item]`). Stable: the same scenes give the same bytes.
    public var json: JSONValue {
        let stageList = stages() ?? []
        return .object([
            ("stageCount", .number(Double(staged.stages.count))),
            ("changeCount", .number(Double(staged.changeCount))),
            ("reloadedItems", .array(reloadedItems.map(JSONValue.string))),
            ("reloadedSections", .array(reloadedSections.map(JSONValue.string))),
            ("stages", .array(stageList.map(\.json))),
        ])
    }
}
