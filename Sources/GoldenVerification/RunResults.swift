import Golden
import Support

/// A run's results as CI reads them: `results.json` (one entry per golden, orphans, a summary)
/// and `junit.xml`, both in the artifacts folder; artifact paths are relative to that folder,
/// so the folder can be moved, uploaded and merged (`galley merge-results`).
public struct RunResults: Sendable, Equatable {
    /// Identifies the run (time and process): a review folder and its artifacts must agree.
    public var run: String
    /// What produced it: `galley verify`, `swift test`, `galley merge-results`.
    public var tool: String
    public var results: [GoldenResult]
    /// Goldens under Goldens/ that nothing in a full run produced: listed, never deleted.
    public var orphans: [String] = []

    public static let fileName = "results.json"
    public static let junitFileName = "junit.xml"

    public init(run: String = RunResults.newRunID(), tool: String, results: [GoldenResult], orphans: [String] = []) {
        self.run = run; self.tool = tool; self.results = results; self.orphans = orphans
    }

    /// `20261203T053412Z-4242`: the time (UTC) and process.
    public static func newRunID() -> String {
        let t = Platform.monotonicNanoseconds()
        return "\(Platform.utcStamp())-\(Platform.processID)-\(t % 100_000)"
    }

    public func count(_ s: GoldenResult.Status) -> Int { results.filter { $0.status == s }.count }
    public var failed: Bool { results.contains { $0.status.fails } }

    public var jsonValue: JSONValue {
        .object([
            ("format", .string("galley-results")),
            ("version", .number(1)),
            ("run", .string(run)),
            ("tool", .string(tool)),
            (
                "summary",
                .object(
                    [("total", .number(Double(results.count)))]
                        + GoldenResult.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) }
                        + [("orphans", .number(Double(orphans.count)))])
            ),
            ("results", .array(results.map(\.jsonValue))),
            ("orphans", .array(orphans.map(JSONValue.string))),
        ])
    }

    public init(jsonValue r: JSONReader) throws(JSONDecodingError) {
        guard try r.optional("format")?.string() == "galley-results" else { throw r.fail("not a galley results file (no \"format\": \"galley-results\")") }
        let v = try r.required("version").int()
        guard v == 1 else { throw try r.required("version").fail("unsupported results version \(v) (this build reads 1)") }
        run = try r.required("run").string()
        tool = try r.optional("tool")?.string() ?? ""
        results = try r.required("results").elements().map { e throws(JSONDecodingError) in try GoldenResult(jsonValue: e) }
        orphans = try r.optional("orphans")?.elements().map { e throws(JSONDecodingError) in try e.string() } ?? []
    }

    /// Reads `DIR/results.json`.
    public static func read(from directory: String) throws(ResultsError) -> RunResults {
        let path = directory + "/" + fileName
        guard FileIO.exists(path) else { throw .noResults(directory) }
        do {
            return try RunResults(jsonValue: JSONReader(JSONValue.parse(try FileIO.read(path, maxBytes: 1 << 28))))
        } catch let e as FileError {
            throw .file(e)
        } catch let e as JSONSyntaxError {
            throw .invalid(file: path, e.description)
        } catch let e as JSONDecodingError {
            throw .invalid(file: path, e.description)
        } catch {
            throw .invalid(file: path, "\(error)")
        }
    }

    /// Writes `results.json` into `directory` (created when missing), atomically. A run's whole
    /// folder (with `junit.xml`) is GoldenReports' `write(to:)`.
    public func writeJSON(to directory: String) throws(FileError) {
        try FileIO.createDirectories(directory)
        try FileIO.writeAtomically(jsonValue.serialized(), to: directory + "/" + Self.fileName)
    }
}

public enum ResultsError: Error, Equatable, CustomStringConvertible, Sendable {
    case noResults(String)
    case invalid(file: String, String)
    case file(FileError)
    /// An accept named a golden the results do not have.
    case unknownName(String, folder: String)
    /// The entry has no actual to accept (it passed, or its scene did not render).
    case noActual(String, status: GoldenResult.Status)
    /// The actual on disk is not the one the results describe (a folder from a different run).
    case differentRun(name: String, path: String)
    case mergeConflict(String)

    public var description: String {
        switch self {
        case .noResults(let d): return "\(d): no \(RunResults.fileName) (run galley verify or swift test first, or pass the artifacts folder)"
        case let .invalid(f, m): return "\(f): \(m)"
        case .file(let e): return e.description
        case let .unknownName(n, folder): return "no golden named \"\(n)\" in \(folder)/\(RunResults.fileName)"
        case let .noActual(n, status): return "\(n) has no actual to accept (its status is \(status.rawValue))"
        case let .differentRun(n, p):
            return "\(p) is not the actual \(RunResults.fileName) describes for \(n) (a folder from a different run?); run again and review that run"
        case .mergeConflict(let m): return m
        }
    }
}

/// An advisory lock on a file, so processes writing one results folder take turns. Without the
/// lock (it cannot be created) the body still runs: the file itself is written atomically either way.
public enum GoldenResultsLock {
    public static func withLock<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        try Platform.withFileLock(path, body)
    }
}
