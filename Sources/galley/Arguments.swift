import Galley
import Raster

/// A usage error: printed as one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The parsed command line of one subcommand: positionals, `--name value` options and flags.
/// Unknown options are usage errors; `--name=value` is accepted too.
struct Arguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// - Parameters:
    ///   - valueOptions: options that take a value, with their aliases (`["-o": "--output"]`).
    ///   - flagOptions: options without a value.
    init(_ args: [String], valueOptions: Set<String>, flagOptions: Set<String> = [],
         aliases: [String: String] = [:]) throws(UsageError) {
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
                if let inlineValue { value = inlineValue } else {
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

    var wantsHelp: Bool { flags.contains("--help") }

    func value(_ name: String) -> String? { values[name]?.last }

    /// `--pixel-limit N`: the largest image, in pixels (`N`, or `NM` for N × 2^20 = N Mpx);
    /// default 64 Mpx.
    func pixelLimit() throws(UsageError) -> Int {
        guard let raw = value("--pixel-limit") else { return Bitmap.defaultPixelLimit }
        let mega = raw.hasSuffix("M")
        guard let n = Int(mega ? String(raw.dropLast()) : raw), n > 0, n <= (mega ? 1 << 14 : 1 << 34) else {
            throw UsageError("--pixel-limit needs a whole number of pixels from 1 to 17179869184, or of Mpx like 128M (got \(raw))")
        }
        return mega ? n << 20 : n
    }
}

/// The options every drawing command takes, for its `--help`.
let drawingOptionsHelp = """
      --fonts DIR      the fonts to draw with (default: GALLEY_FONTS, else Fonts/); a named directory must exist
      --pixel-limit N  the largest image, in pixels (N, or NM for N Mpx; default 64M = 67108864 px)
"""

/// A renderer for the command line: `--fonts` and `--pixel-limit`.
func makeRenderer(_ a: Arguments) throws -> SceneRenderer {
    let limit = try a.pixelLimit()
    return try SceneRenderer(fontsDirectory: a.value("--fonts"), pixelLimit: limit)
}

/// An error message about `path` without the path repeated at its start (errors
/// from reading a file already name it: `a.json: a.json: …` → `a.json: …`).
func message(_ text: String, about path: String) -> String {
    text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text
}
