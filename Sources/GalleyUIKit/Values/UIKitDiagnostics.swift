import Support

/// Something GalleyUIKit could not do as UIKit would, named for the user: an SF Symbol with no
/// look-alike, UIKit misuse that would raise on iOS. A render or assertion reads them from the
/// log it ran with and fails naming them; the process never traps.
public struct UIKitDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What the diagnostic is about (`symbol`, `snapshot`, `registration`, …).
    public var kind: String
    /// The name or identifier concerned (a symbol name, an item identifier).
    public var subject: String
    /// The message, UIKit's wording where UIKit has one.
    public var message: String

    /// A diagnostic of `kind` about `subject`.
    public init(kind: String, subject: String, message: String) {
        self.kind = kind; self.subject = subject; self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Where GalleyUIKit records diagnostics: the task-local `current` log (a render binds its own
/// with `UIKitDiagnosticLog.$current.withValue(log) { … }`), else the process-wide `shared` one.
/// Each diagnostic is recorded once per log (asking for the same missing symbol twice records
/// one diagnostic).
public final class UIKitDiagnosticLog: Sendable {
    private let entries = Locked<[UIKitDiagnostic]>([])

    /// Creates an empty log; bind it with `UIKitDiagnosticLog.$current.withValue(_:operation:)`.
    public init() {}

    /// The process-wide log, used when no log is bound.
    public static let shared = UIKitDiagnosticLog()

    /// The log diagnostics go to in this task.
    @TaskLocal public static var current: UIKitDiagnosticLog = .shared

    /// The diagnostics recorded so far, in order.
    public var diagnostics: [UIKitDiagnostic] { entries.withLock { $0 } }

    /// Records `diagnostic` unless this log already has it.
    public func record(_ diagnostic: UIKitDiagnostic) {
        entries.withLock { if !$0.contains(diagnostic) { $0.append(diagnostic) } }
    }

    /// Empties the log and returns what it held.
    @discardableResult public func removeAll() -> [UIKitDiagnostic] {
        entries.withLock { e in
            defer { e = [] }
            return e
        }
    }
}
