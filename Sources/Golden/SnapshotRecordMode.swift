/// When a snapshot assertion writes its golden, like swift-snapshot-testing's record modes.
///
/// Read from `GALLEY_RECORD` (`all`, `missing`, `failed`, `never`) unless a call passes one.
/// Missing goldens are recorded locally (`missing`, the default) but never when `CI` is set:
/// there a missing golden is a failure, so a forgotten golden cannot pass CI by recording itself.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every golden, matching or not (the assertion still fails so the change is noticed);
    /// a golden whose pixels already match keeps its PNG bytes (only its sidecars are written).
    case all
    /// Write goldens that do not exist yet; compare the rest.
    case missing
    /// Overwrite goldens that differ; record missing ones.
    case failed
    /// Never write: missing goldens fail.
    case never

    /// The mode from the environment: `GALLEY_RECORD`, else `missing` (`never` when `CI` is set).
    public static func fromEnvironment(_ env: [String: String]) throws(SnapshotConfigurationError) -> SnapshotRecordMode {
        if let raw = env["GALLEY_RECORD"], !raw.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: raw) else {
                throw .invalidRecordMode(raw)
            }
            return mode
        }
        return .missing
    }

    /// True when CI is set in the environment (any non-empty value other than "0"/"false").
    public static func isCI(_ env: [String: String]) -> Bool {
        guard let v = env["CI"], !v.isEmpty else { return false }
        return v != "0" && v.lowercased() != "false"
    }
}

public enum SnapshotConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    case invalidRecordMode(String)
    case packageRootNotFound(String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let raw):
            return "GALLEY_RECORD=\(raw) is not a record mode (use all, missing, failed or never)"
        case .packageRootNotFound(let path):
            return "no Package.swift above \(path): pass goldensDirectory explicitly"
        }
    }
}
