/// The difference between two snapshots as an ordered list of batch updates, each of which a
/// collection view accepts on its own (DifferenceKit's staging).
///
/// Stages, in order, each present only when it has changes:
/// 1. item updates: reloads and reconfigures, at index paths in the source;
/// 2. section deletes and item deletes, at index paths in the source;
/// 3. section inserts and section moves (inserted sections start empty);
/// 4. item inserts and item moves, including moves across sections, to index paths in the target;
/// 5. section reloads, at indices in the target.
///
/// Reconfigured items stay reconfigures (never delete + insert). A reloaded item that also moves
/// is reloaded in stage 1, where nothing moves, and moved in stage 4, so no batch both moves and
/// reloads an item. Items of a deleted section that survive elsewhere are deleted with their
/// section and inserted again where they land.
public struct StagedChangeset: Hashable, Sendable, RandomAccessCollection {
    /// The batches, in the order they must be performed.
    public var stages: [Changeset]

    /// Creates a staged changeset from batches (empty batches are kept as given).
    public init(_ stages: [Changeset] = []) { self.stages = stages }

    /// The index of the first stage.
    public var startIndex: Int { stages.startIndex }
    /// One past the index of the last stage.
    public var endIndex: Int { stages.endIndex }
    /// The stage at `position`.
    public subscript(position: Int) -> Changeset { stages[position] }

    /// The number of individual changes across all stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }
}

extension StagedChangeset: CustomStringConvertible {
    /// `stage 1:` followed by its changes, indented, for every stage; `(no changes)` when empty.
    public var description: String {
        guard !stages.isEmpty else { return "(no changes)" }
        return stages.enumerated().map { i, stage in
            "stage \(i + 1):\n" + stage.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
