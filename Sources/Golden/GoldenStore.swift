import Foundation
import Support

/// The outcome of checking one snapshot against its golden.
public enum SnapshotOutcome: Sendable, Equatable {
    case matched
    /// A golden was written (and the check fails, so the recording is noticed): path and why.
    case recorded(path: String, reason: String)
    /// The snapshot does not match (or could not be checked); artifact paths were written.
    case failed(message: String, artifacts: [String])
    /// The golden exists but cannot be read (not a PNG, truncated, over the pixel limit, a
    /// directory): an input error, not a mismatch. The actual was written as an artifact.
    case unreadableGolden(message: String, artifacts: [String])

    public var isSuccess: Bool { if case .matched = self { return true } else { return false } }
}

/// Reads and writes goldens and failure artifacts. Goldens are written atomically and
/// only when the record mode allows it and `CI` is not set.
public struct GoldenStore: Sendable {
    /// Where failure artifacts (actual, diff) go.
    public var artifactsDirectory: String
    public var recordMode: SnapshotRecordMode
    /// When set, no golden is ever written, whatever the mode, and this says why
    /// (on CI, or in `galley verify`).
    public var readOnlyReason: String?
    /// How a user records a missing golden, appended to the failure message.
    public var recordHint = "record it locally with GALLEY_RECORD=missing"

    public init(artifactsDirectory: String, recordMode: SnapshotRecordMode, isCI: Bool) {
        self.init(
            artifactsDirectory: artifactsDirectory, recordMode: recordMode,
            readOnlyReason: isCI ? "CI is set, so goldens are never recorded" : nil)
    }

    public init(artifactsDirectory: String, recordMode: SnapshotRecordMode, readOnlyReason: String?) {
        self.artifactsDirectory = artifactsDirectory; self.recordMode = recordMode; self.readOnlyReason = readOnlyReason
    }

    /// The store configured from the environment (`GALLEY_RECORD`, `GALLEY_ARTIFACTS`, `CI`),
    /// with artifacts defaulting to `<packageRoot>/.build/galley-artifacts`.
    public static func fromEnvironment(
        packageRoot: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotConfigurationError) -> GoldenStore {
        let mode = try SnapshotRecordMode.fromEnvironment(environment)
        var artifacts = environment["GALLEY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/galley-artifacts"
        if !artifacts.hasPrefix("/") { artifacts = packageRoot + "/" + artifacts }
        return GoldenStore(artifactsDirectory: artifacts, recordMode: mode, isCI: SnapshotRecordMode.isCI(environment))
    }

    /// Checks `actual` against the golden at `goldenPath`. `artifactName` is the relative name
    /// (e.g. `ListTests/settings`) under which failure files are written in `artifactsDirectory`.
    public func check<Format>(_ actual: Format, goldenPath: String, diffing: Diffing<Format>, artifactName: String) -> SnapshotOutcome {
        let canWrite = readOnlyReason == nil
        let artifactBase = artifactsDirectory + "/" + artifactName

        func writeActual(_ extra: [DiffArtifact] = []) -> [String] {
            var paths: [String] = []
            if let data = try? diffing.toData(actual) {
                let p = "\(artifactBase).actual.\(diffing.pathExtension)"
                if (try? FileIO.writeAtomically(data, to: p)) != nil { paths.append(p) }
            }
            for a in extra {
                let p = "\(artifactBase).\(a.suffix)"
                if (try? FileIO.writeAtomically(a.bytes, to: p)) != nil { paths.append(p) }
            }
            return paths
        }

        func record(_ reason: String) -> SnapshotOutcome {
            do {
                let data = try diffing.toData(actual)
                try FileIO.writeAtomically(data, to: goldenPath)
                return .recorded(path: goldenPath, reason: reason)
            } catch {
                return .failed(message: "could not record golden \(goldenPath): \(error)", artifacts: [])
            }
        }

        guard FileIO.exists(goldenPath) else {
            if canWrite && recordMode != .never {
                return record("no golden existed; recorded it (run again to check against it)")
            }
            let why = readOnlyReason ?? "GALLEY_RECORD=never"
            return .failed(
                message: "no golden at \(goldenPath) (\(why)); \(recordHint)",
                artifacts: writeActual())
        }
        if recordMode == .all && canWrite {
            return record("GALLEY_RECORD=all; recorded it (turn record mode off to check)")
        }
        let golden: Format
        do {
            golden = try diffing.fromData(try FileIO.read(goldenPath))
        } catch {
            if recordMode == .failed && canWrite { return record("the golden could not be read (\(error)); re-recorded it") }
            return .unreadableGolden(message: "cannot read golden \(goldenPath): \(error)", artifacts: writeActual())
        }
        guard let (message, extra) = diffing.diff(golden, actual) else { return .matched }
        let paths = writeActual(extra)
        if recordMode == .failed && canWrite {
            let outcome = record("it differed (\(message)); re-recorded it")
            if case .recorded = outcome { return outcome }
        }
        return .failed(message: message, artifacts: paths)
    }
}

/// The directory holding `Package.swift` at or above `path` (a file or directory), if any.
public func findPackageRoot(from path: String) -> String? {
    var dir = FileIO.isDirectory(path) ? path : FileIO.parentDirectory(of: path)
    while !dir.isEmpty {
        if FileIO.exists(dir + "/Package.swift") { return dir }
        if dir == "/" { break }
        dir = FileIO.parentDirectory(of: dir)
    }
    return nil
}
