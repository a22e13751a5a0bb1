import Diffable

/// A call UIKit would have answered by raising an exception (and the app would have crashed):
/// Galley records UIKit's message, leaves the value as it was, and fails any render or
/// assertion that uses it.
///
/// `reason` is UIKit's exception reason with the offending identifier (`String(describing:)`),
/// `call` the API that raised it.
public struct UIKitMisuse: Sendable, Hashable, CustomStringConvertible {
    /// The exception UIKit raises (`NSInternalInconsistencyException` for most data-source and
    /// dequeue misuse).
    public var exceptionName: String
    /// UIKit's exception reason, with the identifier.
    public var reason: String
    /// The call that raised it, like `NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`.
    public var call: String

    /// A misuse of `call` with UIKit's `reason`.
    public init(_ reason: String, call: String, exceptionName: String = "NSInternalInconsistencyException") {
        self.reason = reason
        self.call = call
        self.exceptionName = exceptionName
    }

    /// UIKit's console line: `call: *** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`.
    public var description: String { "\(call): *** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(reason)'" }
}

/// UIKit's messages for the misuse Diffable refuses with a typed error.
enum UIKitMessages {
    /// How UIKit prints a set of identifiers in its uniqueness messages (an `NSSet`'s description).
    static func identifierSet(_ identifier: String) -> String { "{(\n    \(identifier)\n)}" }

    static func duplicateItems(_ identifier: String) -> String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(identifierSet(identifier))"
    }

    static func duplicateSections(_ identifier: String) -> String {
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(identifierSet(identifier))"
    }

    static let noSections = "There are currently no sections in the data source. Please add a section first."

    /// The message UIKit raises for `error`, thrown by `operation` of a snapshot or section snapshot.
    static func message(for error: DiffableDataSourceError) -> String {
        switch error {
        case let .duplicateItem(item, _): return duplicateItems(item)
        case let .duplicateSection(section, _): return duplicateSections(section)
        case .noSections: return noSections
        case let .sectionNotFound(section, operation):
            if operation.hasPrefix("appendItems") { return "Invalid parameter not satisfying: section != NSNotFound (section identifier: \(section))" }
            if operation.hasPrefix("insertSections") { return "Invalid parameter not satisfying: insertIndex != NSNotFound (section identifier: \(section))" }
            if operation.hasPrefix("reloadSections") { return "Invalid section identifier for reload specified: \(section)" }
            return "Invalid section identifier specified: \(section). Section identifier not found in the snapshot (\(operation))"
        case let .itemNotFound(item, operation):
            if operation.hasPrefix("insertItems") { return "Invalid parameter not satisfying: section != NSNotFound (item identifier: \(item))" }
            if operation.hasPrefix("reloadItems") { return "Attempted to reload item identifier that does not exist in the snapshot: \(item)" }
            if operation.hasPrefix("reconfigureItems") { return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)" }
            return "Invalid item identifier specified: \(item). Item identifier not found in the snapshot (\(operation))"
        case let .itemMovedRelativeToItself(item, _):
            return "Invalid update: destination for item move is the same as the source [\(item)] for update: \(moveUpdate(item))."
        case let .sectionMovedRelativeToItself(section, _):
            return "Invalid update: destination for section move is the same as the source [\(section)] for update: \(moveUpdate(section))."
        case let .itemInsertedIntoItself(item, _): return "Attempted to insert item identifier as a child of itself or its descendants: \(item)"
        }
    }

    /// How UIKit prints the move that names its destination as its source (its
    /// `_UIDiffableDataSourceUpdate` description, without the object's address).
    static func moveUpdate(_ identifier: String) -> String {
        "<_UIDiffableDataSourceUpdate - action: MOV destinationIdentifier:\(identifier); destIsSection: 0; identifiers: [\(identifier)]>"
    }

    /// The message UIKit's `NSDiffableDataSourceSectionSnapshot` raises for an item it does not
    /// hold, by call; nil where Galley's snapshot wording stands.
    static func sectionSnapshotItemNotFound(_ item: String, operation: String) -> String? {
        if operation.hasPrefix("append") || operation.hasPrefix("replace") || operation.hasPrefix("snapshot") {
            return "Parent item identifier does not exist in section snapshot: \(item)"
        }
        if operation.hasPrefix("insert(_:before:)") { return "Item identifier to insert before does not exist in section snapshot: \(item)" }
        if operation.hasPrefix("insert(_:after:)") { return "Item identifier to insert after does not exist in section snapshot: \(item)" }
        if operation.hasPrefix("delete") { return "Failed to find index of item \(item)" }
        if operation.hasPrefix("level") { return "Item identifier does not exist in section snapshot: \(item)" }
        return nil
    }

    /// A section snapshot's duplicates, as UIKit words them (seen in crash logs:
    /// "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(…)}").
    static func duplicateSectionSnapshotItems(_ identifier: String) -> String {
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(identifierSet(identifier))"
    }

    static func misuse(_ error: DiffableDataSourceError, type: String, call: String) -> UIKitMisuse {
        if type == "NSDiffableDataSourceSectionSnapshot" {
            if case let .duplicateItem(item, _) = error {
                return UIKitMisuse(duplicateSectionSnapshotItems(item), call: "\(type).\(call)")
            }
            if case let .itemNotFound(item, operation) = error, let reason = sectionSnapshotItemNotFound(item, operation: operation) {
                return UIKitMisuse(reason, call: "\(type).\(call)")
            }
        }
        return UIKitMisuse(message(for: error), call: "\(type).\(call)")
    }
}
