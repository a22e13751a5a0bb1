import Golden
import GoldenVerification
import Support

// The markdown summary: a run's results as a pull request or a CI job summary shows them
// (GitHub's `$GITHUB_STEP_SUMMARY`), written beside `results.json` as `summary.md`.
extension RunResults {
    public static let summaryFileName = "summary.md"

    /// At most this many failures are detailed; the rest are counted (job summaries are small).
    public static let summaryFailureLimit = 50

    /// The summary in GitHub-flavoured markdown: a headline, the counts, each failure with its
    /// explanation and artifacts, the new goldens and the orphaned ones. `linkBase` (the URL
    /// the artifacts folder is published under, like an uploaded review page) turns artifact
    /// paths into links and diff images into thumbnails; without it they are paths in the folder.
    public func markdownSummary(linkBase: String? = nil) -> String {
        let failing = results.filter { $0.status.fails && !$0.accepted }
        let fresh = results.filter { $0.status == .recorded || $0.status == .missing }
        var md = ""
        if failing.isEmpty {
            md += "## ✅ Galley goldens: all \(results.count) match\n\n"
        } else {
            md += "## ❌ Galley goldens: \(failing.count) of \(results.count) need a look\n\n"
        }
        let base = linkBase.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        if let base { md += "Review page: [\(base)/\(ReviewReport.fileName)](\(base)/\(ReviewReport.fileName))\n\n" }
        md += "| status | goldens |\n| --- | ---: |\n"
        for s in GoldenResult.Status.allCases where count(s) > 0 { md += "| \(s.rawValue) | \(count(s)) |\n" }
        md += "| orphaned | \(orphans.count) |\n"
        if !failing.isEmpty {
            md += "\n### Failures\n\n"
            for r in failing.prefix(Self.summaryFailureLimit) {
                md += "<details><summary><b>\(HTML.escape(r.name))</b>: \(r.status.rawValue)"
                if let first = r.message.split(separator: "\n").first { md += ", \(HTML.escape(String(first)))" }
                md += "</summary>\n\n"
                if !r.explanation.isEmpty {
                    md += "```text\n" + r.explanation.prefix(20).joined(separator: "\n") + "\n"
                    if r.explanation.count > 20 { md += "… \(r.explanation.count - 20) more lines\n" }
                    md += "```\n\n"
                }
                if !r.environmentChanges.isEmpty { md += "The environment changed: \(r.environmentChanges.joined(separator: "; ")).\n\n" }
                if !r.artifacts.isEmpty {
                    md += r.artifacts.map { a in base.map { "[\(a.kind)](\($0)/\(a.path))" } ?? "\(a.kind) `\(a.path)`" }.joined(separator: " · ") + "\n\n"
                    if let base, let diff = r.artifact("diff") ?? r.artifact("actual") {
                        md += "<img src=\"\(HTML.escape(base + "/" + diff))\" width=\"240\" alt=\"\(HTML.escape(r.name))\">\n\n"
                    }
                }
                md += "</details>\n"
            }
            if failing.count > Self.summaryFailureLimit {
                md += "\n… and \(failing.count - Self.summaryFailureLimit) more failures (results.json and the review page list them all).\n"
            }
        }
        if !fresh.isEmpty {
            md += "\n### New goldens\n\n"
            for r in fresh { md += "- `\(r.name)` (\(r.status == .recorded ? "recorded in this run" : "no golden yet"))\n" }
        }
        if !orphans.isEmpty {
            md += "\n### Orphaned goldens\n\nNo scene produced these; delete them or restore their scenes.\n\n"
            for o in orphans { md += "- `\(o)`\n" }
        }
        md += "\n<sub>\(HTML.escape(tool.isEmpty ? "galley" : tool)), run \(HTML.escape(run))</sub>\n"
        return md
    }
}
