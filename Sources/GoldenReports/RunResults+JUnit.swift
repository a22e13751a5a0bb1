import Golden
import GoldenVerification
import Support

// JUnit XML: a run's results as CI test reporters read them, written beside `results.json`.
extension RunResults {
    /// Writes `results.json`, `junit.xml` and the markdown `summary.md` into `directory`
    /// (created when missing), atomically.
    public func write(to directory: String) throws(FileError) {
        try writeJSON(to: directory)
        try FileIO.writeAtomically(junitXML(), to: directory + "/" + Self.junitFileName)
        try FileIO.writeAtomically(markdownSummary(), to: directory + "/" + Self.summaryFileName)
    }

    /// JUnit XML: one test case per golden (class = its folder), `failure` for mismatches,
    /// missing and recorded goldens, `error` for unreadable goldens and scenes that did not render.
    public func junitXML() -> String {
        let failures = results.filter { [.failed, .missing, .recorded].contains($0.status) }.count
        let errors = results.filter { [.unreadable, .error].contains($0.status) }.count
        let time = results.reduce(0) { $0 + $1.seconds }
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"galley\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
        x +=
            "  <testsuite name=\"\(HTML.escape(tool.isEmpty ? "goldens" : tool))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(time))\">\n"
        for r in results {
            let slash = r.name.lastIndex(of: "/")
            let cls = slash.map { String(r.name[..<$0]).replacingSlashes() } ?? "goldens"
            let name = slash.map { String(r.name[r.name.index(after: $0)...]) } ?? r.name
            x +=
                "    <testcase classname=\"\(HTML.escape(cls))\" name=\"\(HTML.escape(name))\" file=\"\(HTML.escape(r.source ?? r.golden))\" time=\"\(seconds(r.seconds))\""
            let body = r.report
            switch r.status {
            case .passed: x += "/>\n"; continue
            case .failed, .missing, .recorded:
                x += ">\n      <failure type=\"\(r.status.rawValue)\" message=\"\(HTML.escape(firstLine(r.message)))\">\(HTML.escape(body))</failure>\n"
            case .unreadable, .error:
                x += ">\n      <error type=\"\(r.status.rawValue)\" message=\"\(HTML.escape(firstLine(r.message)))\">\(HTML.escape(body))</error>\n"
            }
            if !r.artifacts.isEmpty {
                x += "      <system-out>\(HTML.escape(r.artifacts.map { "\($0.kind): \($0.path)" }.joined(separator: "\n")))</system-out>\n"
            }
            x += "    </testcase>\n"
        }
        x += "  </testsuite>\n</testsuites>\n"
        return x
    }

    func seconds(_ s: Double) -> String { JSONValue.formatNumber((s * 1000).rounded() / 1000) }
}

private func firstLine(_ s: String) -> String { s.split(separator: "\n").first.map(String.init) ?? "" }

extension String {
    fileprivate func replacingSlashes() -> String { String(map { $0 == "/" ? "." : $0 }) }
}
