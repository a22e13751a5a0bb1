import CommandKit
import Content
import Support

/// `galley design --default`: the built-in design model as a complete design file.
enum DesignCommand {
    static let command = Command(
        name: "design",
        synopsis: ["design --default"],
        summary: "print the built-in design model as a complete design file",
        details: """
            Prints the built-in design model as a complete, valid design model file (version 2): every key
            the design file has, with iOS 17's values. It is the starting point for an app's own design file
            (`galley gallery --design FILE`, `galley diff-design BEFORE.json AFTER.json`); reading it back
            gives the built-in model exactly.
            """,
        options: [.init("--default", nil, "the built-in design model (the only design it prints)")],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.isEmpty else { throw UsageError("takes no positional arguments; see --help") }
        guard a.flags.contains("--default") else { throw UsageError("expects --default (the only design it prints); see --help") }
        print(DesignModel.default.jsonString())
        return 0
    }
}
