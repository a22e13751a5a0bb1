import Foundation
import Galley
import Golden
import Support
import Testing
import XCTest

/// Checks `value` against the golden `Goldens/tests/<suite>/<name>.<ext>` and reports a failure
/// to Swift Testing (inside a `@Test`) or XCTest (otherwise).
///
/// - `suite` defaults to the calling file's name without `.swift`.
/// - The record mode comes from `record` or `GALLEY_RECORD`; on CI (`CI` set) nothing is recorded.
/// - On failure the actual value and a diff go to `GALLEY_ARTIFACTS` (default `.build/galley-artifacts`)
///   and the message gives their paths.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String,
    record: SnapshotRecordMode? = nil,
    suite: String? = nil,
    goldensDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let message = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, suite: suite,
        goldensDirectory: goldensDirectory, filePath: filePath)
    if let message {
        recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Like `assertSnapshot`, but returns the failure message (nil on success) instead of reporting it.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String,
    record: SnapshotRecordMode? = nil,
    suite: String? = nil,
    goldensDirectory: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: StaticString = #filePath
) -> String? {
    let file = "\(filePath)"
    guard let root = findPackageRoot(from: file) ?? goldensDirectory.map(FileIO.parentDirectory(of:)) else {
        return SnapshotConfigurationError.packageRootNotFound(file).description
    }
    let suiteName =
        suite
        ?? {
            let base = file.split(separator: "/").last.map(String.init) ?? file
            return base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
        }()
    guard isSafePathComponent(name), isSafePathComponent(suiteName) else {
        return "snapshot name \"\(name)\" / suite \"\(suiteName)\" must be non-empty and contain no '/' or '..'"
    }
    var store: GoldenStore
    do { store = try GoldenStore.fromEnvironment(packageRoot: root, environment: environment) } catch { return error.description }
    if let record { store.recordMode = record }
    let goldens = goldensDirectory ?? root + "/Goldens/tests"
    let goldenPath = "\(goldens)/\(suiteName)/\(name).\(snapshotting.pathExtension)"

    let artifactName = "\(suiteName)/\(name)"
    if let image = snapshotting.imageSnapshot {
        var global = ImageComparator.exact
        if let spec = environment["GALLEY_COMPARE"], !spec.isEmpty {
            do { global = try ImageComparator(spec: spec) } catch { return "GALLEY_COMPARE=\(spec): \(error)" }
        }
        let snap: ImageSnapshot
        do { snap = try image(try value(), global) } catch {
            var r = GoldenResult(name: artifactName, golden: goldenPath, source: file, status: .error)
            r.message = "could not make the snapshot \"\(name)\": \(error)"
            SnapshotRun.record(r, artifactsDirectory: store.artifactsDirectory)
            return r.message
        }
        let result = store.checkImage(
            snap, goldenPath: goldenPath, name: artifactName, source: file,
            fingerprint: RendererFingerprint.current(fontsDirectory: root + "/Fonts"))
        SnapshotRun.record(result, artifactsDirectory: store.artifactsDirectory)
        for d in result.diagnostics { Platform.writeStandardError("note: snapshot \"\(name)\": \(d)\n") }
        switch result.status {
        case .passed: return nil
        case .recorded: return "Recorded snapshot \"\(name)\" at \(goldenPath): \(result.message)."
        default:
            var m = "Snapshot \"\(name)\" does not match \(goldenPath): \(result.report)"
            if !result.diagnostics.isEmpty { m += "\n" + result.diagnostics.map { "  note: \($0)" }.joined(separator: "\n") }
            if !result.artifacts.isEmpty {
                m += "\n" + result.artifacts.map { "  wrote \(store.artifactsDirectory)/\($0.path)" }.joined(separator: "\n")
            }
            m += "\n  review: galley review \(store.artifactsDirectory); accept: galley accept \(artifactName) --from \(store.artifactsDirectory)"
            return m
        }
    }

    let actual: Format
    do { actual = try snapshotting.snapshot(try value()) } catch {
        return "could not make the snapshot \"\(name)\": \(error)"
    }
    let outcome = store.check(actual, goldenPath: goldenPath, diffing: snapshotting.diffing, artifactName: artifactName)
    SnapshotRun.record(
        SnapshotRun.result(
            outcome, name: artifactName, golden: goldenPath, source: file,
            artifactsDirectory: store.artifactsDirectory),
        artifactsDirectory: store.artifactsDirectory)
    switch outcome {
    case .matched:
        return nil
    case let .recorded(path, reason):
        return "Recorded snapshot \"\(name)\" at \(path): \(reason)."
    case let .failed(message, artifacts), let .unreadableGolden(message, artifacts):
        var m = "Snapshot \"\(name)\" does not match \(goldenPath): \(message)"
        if !artifacts.isEmpty { m += "\n" + artifacts.map { "  wrote \($0)" }.joined(separator: "\n") }
        return m
    }
}

func isSafePathComponent(_ s: String) -> Bool {
    !s.isEmpty && !s.contains("/") && s != "." && s != ".." && !s.contains("\0")
}

/// Reports to Swift Testing when running inside a `@Test`, else to XCTest.
func recordSnapshotIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
