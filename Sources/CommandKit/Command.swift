/// One command of a tool: its synopsis, what it does, its options with their help, and the
/// function that runs it. The one place a command is described: its `--help`, the tool's usage
/// and the README's command table are all made from it, and its arguments are parsed with the
/// options it lists, so help and parser cannot disagree.
public struct Command: Sendable {
    /// An option: `--name VALUE` when it takes a value, `--name` (a flag) when not.
    public struct Option: Sendable {
        public var name: String
        /// The value's placeholder in help (`N`, `DIR`); nil for a flag.
        public var value: String?
        /// Its help; a multi-line help continues under the first line.
        public var help: String

        public init(_ name: String, _ value: String? = nil, _ help: String) {
            self.name = name
            self.value = value
            self.help = help
        }

        var label: String { value.map { "\(name) \($0)" } ?? name }
    }

    /// The word after the tool's name (`verify`); empty for a tool that is one command.
    public var name: String
    /// Each form of the command line after the tool's name (`render SCENE.json -o OUT.png …`).
    public var synopsis: [String]
    /// What the command does, in one line (the tool's usage and the README table).
    public var summary: String
    /// The help's text between the usage and the options.
    public var details: String
    public var options: [Option]
    /// Other spellings of options (`["-o": "--output"]`).
    public var aliases: [String: String]
    public var run: @Sendable (Arguments) throws -> Int32

    public init(
        name: String, synopsis: [String], summary: String, details: String, options: [Option] = [],
        aliases: [String: String] = [:], run: @escaping @Sendable (Arguments) throws -> Int32
    ) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
        self.options = options
        self.aliases = aliases
        self.run = run
    }

    /// `tool name --help`: the synopsis, the details and each option with its help.
    public func help(tool: String) -> String {
        let usage = synopsis.enumerated().map { i, line in
            Self.wrap(line, first: (i == 0 ? "USAGE: " : "       ") + tool + " ", width: 110)
        }
        var text = usage.joined(separator: "\n") + "\n\n" + details
        if !options.isEmpty {
            text += "\n" + Self.describe(options, column: max(16, (options.map(\.label.count).max() ?? 0) + 2))
        }
        return text
    }

    /// A line per option (and one per further line of its help), indented by 2, its help at `column`.
    public static func describe(_ options: [Option], column: Int) -> String {
        options.map { o in
            let lines = o.help.split(separator: "\n", omittingEmptySubsequences: false)
            let pad = String(repeating: " ", count: max(1, column - o.label.count))
            return (["  " + o.label + pad + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: column + 2) + $0 })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Parses `args` with this command's options and runs it: `--help` prints its help; any
    /// error is one line on standard error, `tool name: message`, exit status 2.
    public func invoke(_ args: [String], tool: String) -> Int32 {
        do {
            let a = try Arguments(
                args, valueOptions: Set(options.filter { $0.value != nil }.map(\.name)),
                flagOptions: Set(options.filter { $0.value == nil }.map(\.name)), aliases: aliases)
            if a.wantsHelp { print(help(tool: tool)); return 0 }
            return try run(a)
        } catch {
            writeErr("\(name.isEmpty ? tool : tool + " " + name): \(error)")
            return 2
        }
    }

    /// `line` after `first`, broken at spaces outside brackets so no line is wider than `width`;
    /// later lines start under the first one's arguments.
    public static func wrap(_ line: String, first: String, width: Int) -> String {
        var words: [String] = []
        var depth = 0
        var word = ""
        for c in line {
            if c == " " && depth == 0 { if !word.isEmpty { words.append(word) }; word = ""; continue }
            if c == "[" { depth += 1 } else if c == "]" { depth = max(0, depth - 1) }
            word.append(c)
        }
        if !word.isEmpty { words.append(word) }
        // Continuation lines align with the first argument, after the command's own name.
        let indent = String(repeating: " ", count: first.count + (words.first.map { $0.count + 1 } ?? 0))
        var out = first + (words.first ?? "")
        var current = out.count
        for w in words.dropFirst() {
            if current + 1 + w.count > width && current > indent.count {
                out += "\n" + indent + w
                current = indent.count + w.count
            } else {
                out += " " + w
                current += 1 + w.count
            }
        }
        return out
    }
}
