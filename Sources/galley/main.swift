import CommandKit
import Galley
import Support

/// `galley COMMAND ARGS…`: the command from the table (`CommandTable.swift`), or the tool's own
/// help and version.
func runMain() -> Int32 {
    var args = Array(CommandLine.arguments.dropFirst())
    guard let name = args.first else { writeErr(usage()); return 2 }
    args.removeFirst()
    if let command = commands.first(where: { $0.name == name }) { return command.invoke(args, tool: "galley") }
    switch name {
    case "--help", "-h":
        print(usage())
        return 0
    case "help":
        // `galley help`, `galley help COMMAND` (its --help), `galley help --markdown` (the README's table).
        switch args.first {
        case nil: print(usage()); return 0
        case "--markdown"?: print(markdownCommandTable()); return 0
        case let other?:
            guard let command = commands.first(where: { $0.name == other }) else {
                writeErr("galley help: unknown command '\(other)' (try galley --help)")
                return 2
            }
            print(command.help(tool: "galley"))
            return 0
        }
    case "--version", "version":
        print("galley \(galleyVersion)")
        return 0
    case "bench":
        writeErr("galley bench: the benchmarks are a tool of their own now: swift run -c release galley-bench (see galley-bench --help)")
        return 2
    default:
        writeErr("galley: unknown command '\(name)' (try galley --help)")
        return 2
    }
}

Platform.exit(runMain())
