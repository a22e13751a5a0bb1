import CommandKit
import Content
import Galley
import Raster
import Support

/// `galley schema scene|design|display-list|tokens-map`: the JSON Schema (draft 2020-12) of a
/// file kind Galley reads, made from the key tables its decoder reads.
enum SchemaCommand {
    /// The kinds, in the order help lists them, with their schema.
    static let kinds: [(name: String, schema: @Sendable () -> JSONValue)] = [
        ("scene", { Scene.jsonSchema() }),
        ("design", { DesignModel.jsonSchema() }),
        ("display-list", { DisplayList.jsonSchema }),
        ("tokens-map", { DesignTokenMapping.jsonSchema }),
    ]

    static let command = Command(
        name: "schema",
        synopsis: ["schema scene|design|display-list|tokens-map [-o FILE]"],
        summary: "print the JSON Schema of a file kind Galley reads, for editors and validators",
        details: """
            Prints a JSON Schema (draft 2020-12) with descriptions and enums: scene (versions 1 and 2, with the item
            kinds, templates and element designs this build registers), design (a design model file), display-list
            or tokens-map (a --map file of design import). The schema comes from the key tables the decoders
            read, so it lists every key a file may have and no other. A file names its schema for an editor with
            a "$schema" key, which Galley accepts and ignores.
            """,
        options: [.init("--output", "FILE", "write the schema to FILE instead of standard output")],
        aliases: ["-o": "--output"],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 1, let kind = kinds.first(where: { $0.name == a.positionals[0] }) else {
            throw UsageError("expects one of \(kinds.map(\.name).joined(separator: ", ")); see --help")
        }
        let text = kind.schema().serialized(pretty: true) + "\n"
        if let out = a.value("--output") { try FileIO.writeAtomically(text, to: out) } else { print(text, terminator: "") }
        return 0
    }
}
