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
            ("summary", .object([("total", .number(Double(results.count)))]
                + GoldenResult.Status.allCases.map { ($0.rawValue, .number(Double(count($0)))) }
                + [("orphans", .number(Double(orphans.count)))])),
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

    /// Writes `results.json` and `junit.xml` into `directory` (created when missing), atomically.
    public func write(to directory: String) throws(FileError) {
        try FileIO.createDirectories(directory)
        try FileIO.writeAtomically(jsonValue.serialized(), to: directory + "/" + Self.fileName)
        try FileIO.writeAtomically(junitXML(), to: directory + "/" + Self.junitFileName)
    }

    /// JUnit XML: one test case per golden (class = its folder), `failure` for mismatches,
    /// missing and recorded goldens, `error` for unreadable goldens and scenes that did not render.
    public func junitXML() -> String {
        let failures = results.filter { [.failed, .missing, .recorded].contains($0.status) }.count
        let errors = results.filter { [.unreadable, .error].contains($0.status) }.count
        let time = results.reduce(0) { $0 + $1.seconds }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"galley\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(time))\">\n"
        x += "  <testsuite name=\"\(Self.xml(tool.isEmpty ? "goldens" : tool))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(time))\">\n"
        for r in results {
            let slash = r.name.lastIndex(of: "/")
            let cls = slash.map { String(r.name[..<$0]).replacingSlashes() } ?? "goldens"
            let name = slash.map { String(r.name[r.name.index(after: $0)...]) } ?? r.name
            x += "    <testcase classname=\"\(Self.xml(cls))\" name=\"\(Self.xml(name))\" file=\"\(Self.xml(r.source ?? r.golden))\" time=\"\(Self.seconds(r.seconds))\""
            let body = r.report
            switch r.status {
            case .passed: x += "/>\n"; continue
            case .failed, .missing, .recorded:
                x += ">\n      <failure type=\"\(r.status.rawValue)\" message=\"\(Self.xml(firstLine(r.message)))\">\(Self.xml(body))</failure>\n"
            case .unreadable, .error:
                x += ">\n      <error type=\"\(r.status.rawValue)\" message=\"\(Self.xml(firstLine(r.message)))\">\(Self.xml(body))</error>\n"
            }
            if !r.artifacts.isEmpty {
                x += "      <system-out>\(Self.xml(r.artifacts.map { "\($0.kind): \($0.path)" }.joined(separator: "\n")))</system-out>\n"
            }
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    static func seconds(_ s: Double) -> String { JSONValue.formatNumber((s * 1000).rounded() / 1000) }

    /// Escapes text for XML attributes and content; drops characters XML 1.0 cannot carry.
    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}

private func firstLine(_ s: String) -> String { s.split(separator: "\n").first.map(String.init) ?? "" }

private extension String {
    func replacingSlashes() -> String { String(map { $0 == "/" ? "." : $0 }) }
}

/// Why results, a review or an accept could not be done; each names the file or the golden.
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
        case let .differentRun(n, p): return "\(p) is not the actual \(RunResults.fileName) describes for \(n) (a folder from a different run?); run again and review that run"
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
