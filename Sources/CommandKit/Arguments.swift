import Support

/// A usage error: printed as one line, exit status 2.
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The parsed command line of one command: positionals, `--name value` options and flags.
/// Unknown options are usage errors; `--name=value` is accepted too.
public struct Arguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: [String]] = [:]
    public var flags: Set<String> = []

    /// - Parameters:
    ///   - valueOptions: options that take a value.
    ///   - flagOptions: options without a value.
    ///   - aliases: other spellings of an option (`["-o": "--output"]`).
    public init(
        _ args: [String], valueOptions: Set<String>, flagOptions: Set<String> = [],
        aliases: [String: String] = [:]
    ) throws(UsageError) {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            var arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" { positionals.append(arg); continue }
            if arg == "--" { onlyPositionals = true; continue }
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                inlineValue = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            let name = aliases[arg] ?? arg
            if name == "--help" || name == "-h" { flags.insert("--help"); continue }
            if valueOptions.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < args.count else { throw UsageError("\(arg) needs a value") }
                    value = args[i]; i += 1
                }
                values[name, default: []].append(value)
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option \(arg)")
            }
        }
    }

    public var wantsHelp: Bool { flags.contains("--help") }

    public func value(_ name: String) -> String? { values[name]?.last }
}

/// Writes `s` to standard error as one line (a newline is added when missing).
public func writeErr(_ s: String) {
    var line = s
    if !line.hasSuffix("\n") { line += "\n" }
    Platform.writeStandardError(line)
}
