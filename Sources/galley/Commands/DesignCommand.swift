import Content
import Support

/// `galley design --default`: the built-in design model as a complete design file.
enum DesignCommand {
    static let help = """
    USAGE: galley design --default

    Prints the built-in design model as a complete, valid design model file (version 2): every key
    the design file has, with iOS 17's values. It is the starting point for an app's own design file
    (`galley gallery --design FILE`, `galley diff-design BEFORE.json AFTER.json`); reading it back
    gives the built-in model exactly.
    """

    static func run(_ args: [String]) throws -> Int32 {
        let a = try Arguments(args, valueOptions: [], flagOptions: ["--default"])
        if a.wantsHelp { print(help); return 0 }
        guard a.positionals.isEmpty else { throw UsageError("takes no positional arguments; see --help") }
        guard a.flags.contains("--default") else { throw UsageError("expects --default (the only design it prints); see --help") }
        print(DesignModel.default.jsonString())
        return 0
    }
}
