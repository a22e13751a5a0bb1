import CommandKit
import Golden
import GoldenReports
import GoldenVerification
import Support

/// `galley report --markdown [ARTIFACTS]`: a run's results as markdown for a pull request or a
/// CI job summary.
enum ReportCommand {
    static let command = Command(
        name: "report",
        synopsis: ["report --markdown [ARTIFACTS] [--link-base URL] [-o FILE]"],
        summary: "a run's results as markdown for a pull request or a CI job summary ($GITHUB_STEP_SUMMARY)",
        details: """
            Prints the summary of the run in ARTIFACTS (the folder holding results.json; default
            .build/galley-artifacts/verify) in GitHub-flavoured markdown: the counts, each failure with its explained
            diff and artifacts, new goldens and orphaned goldens. verify writes the same text as summary.md beside
            results.json. On GitHub Actions: galley report --markdown >> "$GITHUB_STEP_SUMMARY". With --link-base (the
            URL the artifacts folder or its review page is published under) artifacts become links and diffs
            thumbnails.
            """,
        options: [
            .init("--markdown", nil, "markdown (the one format)"),
            .init("--link-base", "URL", "the URL the artifacts folder is published under"),
            .init("--output", "FILE", "write the summary to FILE instead of standard output"),
        ],
        aliases: ["-o": "--output"],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.flags.contains("--markdown") else { throw UsageError("expects --markdown; see --help") }
        guard a.positionals.count <= 1 else { throw UsageError("expects one artifacts folder (got \(a.positionals.count)); see --help") }
        let folder = a.positionals.first ?? ".build/galley-artifacts/verify"
        guard FileIO.isDirectory(folder) else { throw UsageError("no such artifacts folder: \(folder) (run galley verify first)") }
        let results: RunResults
        do { results = try RunResults.read(from: folder) } catch { throw UsageError(error.description) }
        let text = results.markdownSummary(linkBase: a.value("--link-base"))
        if let out = a.value("--output") { try FileIO.writeAtomically(text, to: out) } else { print(text, terminator: "") }
        return 0
    }
}
