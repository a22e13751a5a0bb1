import CommandKit
import Galley

/// Every command of `galley`, in the order the usage lists them: the one table the top-level
/// usage, each command's `--help` and the README's command table (`galley help --markdown`) are
/// made from.
let commands: [Command] = [
    VerifyCommand.command,
    ReviewCommand.command,
    ReportCommand.command,
    AcceptCommand.command,
    MergeResultsCommand.command,
    RenderCommand.command,
    RasterCommand.command,
    RecordCommand.command,
    CompareCommand.command,
    GalleryCommand.command,
    ChangesetCommand.command,
    DesignCommand.command,
    DiffDesignCommand.command,
    AffectedCommand.command,
    AuditCommand.command,
    SchemaCommand.command,
]

/// `galley --help`: every command's synopsis and summary, then what all of them share.
func usage() -> String {
    let summaryIndent = String(repeating: " ", count: 27)
    let drawing = commands.filter { c in c.options.contains { $0.name == "--fonts" } }.map(\.name)
    let list = commands.map { c in
        let forms = c.synopsis.map { Command.wrap($0, first: "  ", width: 120) }
        return (forms + [wrapWords(c.summary, indent: summaryIndent, width: 120)]).joined(separator: "\n")
    }
    return """
        galley — render collection-view scenes to PNG and check them against goldens

        USAGE: galley <command> [options]
               galley --help | --version
               galley help [COMMAND | --markdown]

        COMMANDS:
        \(list.joined(separator: "\n"))

        GLOBAL OPTIONS:
          -h, --help               this text (after a command: that command's options)
          --version                print galley's version

        OPTIONS OF THE COMMANDS THAT DRAW (\(drawing.joined(separator: ", "))):
        \(Command.describe(drawingOptions, column: 25))

        ENVIRONMENT:
          GALLEY_FONTS             the fonts directory when --fonts is not given; it must exist
          CI                       when set, record refuses to write goldens (unless --force); verify --record
                                   and accept refuse too

        Run `galley <command> --help` for a command's options; the benchmarks are `galley-bench`
        (`swift run -c release galley-bench --help`).
        Exit status: 0 success, 1 a check failed, 2 usage or input error.
        """
}

/// The README's command table (between its `galley-commands` markers): a row per command, its
/// synopsis (each form) and its summary.
func markdownCommandTable() -> String {
    func cell(_ s: String) -> String { s.replacing("|", with: "\\|") }
    let rows = commands.map { c in
        "| " + c.synopsis.map { "`galley \(cell($0))`" }.joined(separator: "<br>") + " | " + cell(c.summary) + " |"
    }
    return (["| command | what it does |", "| --- | --- |"] + rows).joined(separator: "\n")
}

/// `text` broken at spaces into lines no wider than `width`, each starting with `indent`.
func wrapWords(_ text: String, indent: String, width: Int) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
        if line.count > indent.count && line.count + 1 + word.count > width {
            lines.append(line)
            line = indent
        }
        line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
}
