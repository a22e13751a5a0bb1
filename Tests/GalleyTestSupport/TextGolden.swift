import Foundation
import Support
import Testing

/// When a text golden is written: the rules of GalleyTesting's `SnapshotRecordMode`
/// (`GALLEY_RECORD` = `all`, `missing` (default), `failed`, `never`), and never when `CI` is
/// set. Kept here so test targets below Galley (Layout, Typesetting) need not link it.
public enum TextGoldenRecordMode: String, Sendable, CaseIterable {
    case all, missing, failed, never

    /// The mode from `GALLEY_RECORD` (empty or unset: `missing`); `nil` for a value that is
    /// not a mode.
    public static func fromEnvironment(_ env: [String: String]) -> TextGoldenRecordMode? {
        guard let raw = env["GALLEY_RECORD"], !raw.isEmpty else { return .missing }
        return TextGoldenRecordMode(rawValue: raw)
    }

    /// True when `CI` is set to anything but empty, `0` or `false`.
    public static func isCI(_ env: [String: String]) -> Bool {
        guard let v = env["CI"], !v.isEmpty else { return false }
        return v != "0" && v.lowercased() != "false"
    }
}

/// What checking one text golden did.
public enum TextGoldenOutcome: Sendable, Equatable {
    case matched
    /// The golden was written (the check still fails, so the recording is noticed).
    case recorded(path: String, reason: String)
    /// It differs or could not be checked; `artifacts` are the files written (the actual text).
    case failed(message: String, artifacts: [String])
}

/// Text goldens under `Goldens/tests/<name>.txt` (e.g. `GoldenDumpTests/agenda`), compared exactly, with the
/// record modes of the image goldens. On a mismatch the actual text is written to
/// `<artifacts>/<name>.actual.txt` (`GALLEY_ARTIFACTS`, default `.build/galley-artifacts`).
public struct TextGolden: Sendable {
    public var goldensDirectory: String
    public var artifactsDirectory: String
    public var environment: [String: String]

    public init(
        goldensDirectory: String = GalleyTestSupport.testGoldensDirectory, artifactsDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.goldensDirectory = goldensDirectory
        var artifacts = artifactsDirectory ?? environment["GALLEY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/galley-artifacts"
        if !artifacts.hasPrefix("/") { artifacts = packageRoot + "/" + artifacts }
        self.artifactsDirectory = artifacts
        self.environment = environment
    }

    /// The golden's path for `name` (no extension).
    public func path(_ name: String) -> String { goldensDirectory + "/" + name + ".txt" }

    /// Checks `actual` against golden `name`.
    public func check(_ actual: String, _ name: String) -> TextGoldenOutcome {
        let golden = path(name)
        guard let mode = TextGoldenRecordMode.fromEnvironment(environment) else {
            return .failed(
                message: "GALLEY_RECORD=\(environment["GALLEY_RECORD"] ?? "") is not a record mode (use all, missing, failed or never)", artifacts: [])
        }
        let readOnly = TextGoldenRecordMode.isCI(environment) ? "CI is set, so goldens are never recorded" : nil
        func record(_ reason: String) -> TextGoldenOutcome {
            do { try FileIO.writeAtomically(actual, to: golden) } catch {
                return .failed(message: "could not record golden \(golden): \(error)", artifacts: [])
            }
            return .recorded(path: golden, reason: reason)
        }
        func writeActual() -> [String] {
            let p = artifactsDirectory + "/" + name + ".actual.txt"
            return (try? FileIO.writeAtomically(actual, to: p)) != nil ? [p] : []
        }
        guard FileIO.exists(golden) else {
            if readOnly == nil && mode != .never { return record("no golden existed; recorded it (run again to check against it)") }
            return .failed(
                message: "no golden at \(golden) (\(readOnly ?? "GALLEY_RECORD=never")); record it locally with GALLEY_RECORD=missing",
                artifacts: writeActual())
        }
        if mode == .all && readOnly == nil { return record("GALLEY_RECORD=all; recorded it (turn record mode off to check)") }
        let expected: String
        do { expected = try FileIO.readText(golden) } catch {
            return .failed(message: "cannot read golden \(golden): \(error)", artifacts: writeActual())
        }
        // Bytes, not String ==: canonically equivalent but different text is a difference.
        guard Array(expected.utf8) != Array(actual.utf8) else { return .matched }
        let message = Self.difference(expected, actual)
        let artifacts = writeActual()
        if mode == .failed && readOnly == nil {
            if case .recorded(let p, _) = record("it differed; re-recorded it") {
                return .recorded(path: p, reason: "it differed (\(message)); re-recorded it")
            }
        }
        return .failed(message: "\(golden): \(message)", artifacts: artifacts)
    }

    /// The first differing lines (up to 8), as `line N:` with `- golden` / `+ actual`.
    public static func difference(_ golden: String, _ actual: String) -> String {
        TextDifference.describe(golden: golden, actual: actual) ?? "text differs"
    }
}

/// Expects `actual` to equal text golden `name` (`Goldens/tests/<name>.txt`): an issue unless it
/// matched (a recording is an issue too, so it is noticed).
public func expectTextGolden(
    _ actual: String, _ name: String, golden: TextGolden = TextGolden(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch golden.check(actual, name) {
    case .matched:
        break
    case let .recorded(path, reason):
        Issue.record("recorded \(path): \(reason)", sourceLocation: sourceLocation)
    case let .failed(message, artifacts):
        Issue.record("\(message)\(artifacts.isEmpty ? "" : "\nactual: " + artifacts.joined(separator: ", "))", sourceLocation: sourceLocation)
    }
}
