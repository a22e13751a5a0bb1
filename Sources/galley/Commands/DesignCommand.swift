import CommandKit
import Content
import Support

/// `galley design --default | import TOKENS… | export DESIGN --format dtcg`: the built-in design
/// model, design tokens in, and a design model out as tokens.
enum DesignCommand {
    static let command = Command(
        name: "design",
        synopsis: [
            "design --default",
            "design import TOKENS… [--resolver FILE] [--context theme=dark,…] [--map MAP.json] [-o DESIGN.json]",
            "design export [DESIGN.json] --format dtcg -o DIR",
        ],
        summary: "print the built-in design model, import design tokens into a design file, or export one as DTCG tokens",
        details: """
            --default prints the built-in design model as a complete, valid design model file (version 2): every
            key the design file has, with iOS 17's values; reading it back gives the built-in model exactly.

            import reads design tokens (DTCG 2025.10, Style Dictionary, Tokens Studio; the format is detected per
            file), through a resolver document when given (its theme modifier gives light and dark), maps them to
            design keys (--map, else the default mapping; the Content catalog's Design tokens article) and writes
            the design file (standard output without -o). Diagnostics (clipped colours, keys left at their defaults)
            go to standard error. Token files are accepted wherever a design file is, with the default mapping.

            export writes a design file (the built-in model without one) as DTCG tokens: tokens.json,
            dark.tokens.json and design.resolver.json in DIR; importing the resolver gives the model back.
            """,
        options: [
            .init("--default", nil, "the built-in design model"),
            .init("--resolver", "FILE", "import: a DTCG resolver document (sets, modifiers, resolutionOrder)"),
            .init("--context", "M=C,…", "import: the context of each modifier (theme=dark, brand=x); repeatable"),
            .init("--map", "MAP.json", "import: design keys to token paths ({\"colors.label\": \"color.text.primary\"})"),
            .init("--format", "dtcg", "export: the token format (dtcg)"),
            .init("--output", "PATH", "import: the design file to write; export: the folder"),
        ],
        aliases: ["-o": "--output"],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        if a.flags.contains("--default") {
            guard a.positionals.isEmpty else { throw UsageError("--default takes no positional arguments; see --help") }
            print(DesignModel.default.jsonString())
            return 0
        }
        switch a.positionals.first {
        case "import"?: return try runImport(a, Array(a.positionals.dropFirst()))
        case "export"?: return try runExport(a, Array(a.positionals.dropFirst()))
        default: throw UsageError("expects --default, import or export; see --help")
        }
    }

    static func context(_ a: Arguments) throws -> [String: String] {
        var out: [String: String] = [:]
        for value in a.values["--context"] ?? [] {
            for pair in value.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw UsageError("--context expects MODIFIER=CONTEXT, found \"\(pair)\"") }
                out[parts[0]] = parts[1]
            }
        }
        return out
    }

    static func runImport(_ a: Arguments, _ files: [String]) throws -> Int32 {
        guard !files.isEmpty || a.value("--resolver") != nil else { throw UsageError("import needs token files or --resolver; see --help") }
        do {
            let mapping = try a.value("--map").map { path throws(DesignTokenError) in try DesignTokenMapping.load(path: path) } ?? .default
            let i = try DesignTokenImporter(files: files, resolver: a.value("--resolver"), context: try context(a), mapping: mapping).run()
            let unmapped = i.diagnostics.filter { $0.kind == .unmapped }
            for d in i.diagnostics where d.kind != .unmapped { writeErr("galley design import: \(d)") }
            if !unmapped.isEmpty {
                writeErr(
                    "galley design import: \(unmapped.count) design keys kept their built-in values (no token mapped): \(unmapped.map(\.path).joined(separator: ", "))"
                )
            }
            let text = i.designFile.serialized(pretty: true)
            if let out = a.value("--output") { try FileIO.writeAtomically(text, to: out) } else { print(text, terminator: "") }
            return 0
        } catch let e as DesignTokenError {
            writeErr("galley design import: \(e)")
            return 2
        }
    }

    static func runExport(_ a: Arguments, _ files: [String]) throws -> Int32 {
        guard a.value("--format") == "dtcg" else { throw UsageError("export needs --format dtcg (the one token format it writes)") }
        guard let out = a.value("--output") else { throw UsageError("export needs -o DIR") }
        guard files.count <= 1 else { throw UsageError("export takes one design file") }
        let design: DesignModel
        if let f = files.first {
            do { design = try DesignModel.load(path: f) } catch {
                writeErr("galley design export: \(error)")
                return 2
            }
        } else {
            design = .default
        }
        try FileIO.createDirectories(out)
        for (name, json) in design.designTokens() { try FileIO.writeAtomically(json.serialized(pretty: true), to: out + "/" + name) }
        return 0
    }
}
