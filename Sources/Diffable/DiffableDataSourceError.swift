/// Why a snapshot, section snapshot or data source call was refused.
///
/// Where UIKit raises an exception (and the app crashes), Galley's call throws this instead and
/// leaves the value unchanged. Every case names the offending identifier (`String(describing:)`)
/// and the call that refused it.
public enum DiffableDataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The item identifier is already in the snapshot (or appears twice in the call's list).
    case duplicateItem(item: String, operation: String)
    /// The section identifier is already in the snapshot (or appears twice in the call's list).
    case duplicateSection(section: String, operation: String)
    /// The item identifier is not in the snapshot.
    case itemNotFound(item: String, operation: String)
    /// The section identifier is not in the snapshot.
    case sectionNotFound(section: String, operation: String)
    /// Items were appended without a section to append them to (the snapshot has no sections).
    case noSections(operation: String)
    /// An item was asked to move before or after itself.
    case itemMovedRelativeToItself(item: String, operation: String)
    /// A section was asked to move before or after itself.
    case sectionMovedRelativeToItself(section: String, operation: String)
    /// An item was asked to become its own descendant (section snapshots).
    case itemInsertedIntoItself(item: String, operation: String)

    /// A message a user can act on, naming the identifier and the call.
    @inlinable public var description: String {
        switch self {
        case let .duplicateItem(item, operation):
            return "\(operation): item identifier \(item) is already in the snapshot; item identifiers must be unique across all sections"
        case let .duplicateSection(section, operation):
            return "\(operation): section identifier \(section) is already in the snapshot; section identifiers must be unique"
        case let .itemNotFound(item, operation):
            return "\(operation): item identifier \(item) is not in the snapshot"
        case let .sectionNotFound(section, operation):
            return "\(operation): section identifier \(section) is not in the snapshot"
        case let .noSections(operation):
            return "\(operation): the snapshot has no sections; append a section before appending items"
        case let .itemMovedRelativeToItself(item, operation):
            return "\(operation): item identifier \(item) cannot be moved relative to itself"
        case let .sectionMovedRelativeToItself(section, operation):
            return "\(operation): section identifier \(section) cannot be moved relative to itself"
        case let .itemInsertedIntoItself(item, operation):
            return "\(operation): item identifier \(item) cannot be inserted relative to itself or its own descendants"
        }
    }
}

@inlinable
func describe<T>(_ value: T) -> String { String(describing: value) }
