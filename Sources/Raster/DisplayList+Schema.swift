import Support

// The display list file's key tables: the decoder (DisplayList+JSON) refuses keys they do not
// list, and `galley schema display-list` prints them as JSON Schema, so the two cannot disagree.
extension DisplayList {
    typealias Field = JSONKeyTable.Field

    static let color = JSONShape.string
    static let point = JSONShape.array(.number(), count: 2)
    static let shapeFields = [
        Field("rect", .array(.number(), count: 4), "[x, y, width, height] in points", required: true),
        Field("radii", .anyOf([.number(min: 0), .array(.number(min: 0), count: 4)]), "one radius or [topLeft, topRight, bottomRight, bottomLeft]"),
        Field("corner", .choice(["circular", "continuous"]), "the corner curve"),
    ]

    /// Each command's table, by command name.
    static let commandTables: [JSONKeyTable] = [
        JSONKeyTable(
            "command.fill", "fills a rounded rectangle", shapeFields + [Field("color", color, "#RRGGBB[AA]", required: true)]),
        JSONKeyTable(
            "command.stroke", "strokes a rounded rectangle",
            shapeFields + [Field("width", .number(min: 0), "the line width", required: true), Field("color", color, "#RRGGBB[AA]", required: true)]),
        JSONKeyTable(
            "command.shadow", "a rounded rectangle's shadow",
            shapeFields + [
                Field("color", color, "#RRGGBB[AA]", required: true), Field("offset", point, "the offset [x, y]"),
                Field("blur", .number(min: 0), "the blur radius"), Field("spread", .number(), "the spread"),
            ]),
        JSONKeyTable(
            "command.line", "a straight line",
            [
                Field("from", point, "the start [x, y]", required: true), Field("to", point, "the end [x, y]", required: true),
                Field("width", .number(min: 0), "the line width", required: true), Field("color", color, "#RRGGBB[AA]", required: true),
            ]),
        JSONKeyTable(
            "command.pushClip", "clips what follows to a rounded rectangle", shapeFields),
        JSONKeyTable(
            "command.popClip", "ends the innermost clip", []),
        JSONKeyTable(
            "command.pushLayer", "draws what follows into a layer composited at an opacity",
            [
                Field("rect", .array(.number(), count: 4), "[x, y, width, height] the layer covers", required: true),
                Field("opacity", .number(min: 0, max: 1), "the layer's opacity, 0 to 1", required: true),
            ]),
        JSONKeyTable(
            "command.popLayer", "ends the innermost layer, compositing it", []),
        JSONKeyTable(
            "command.glyphs", "a run of shaped glyphs",
            [
                Field("font", .string, "the font's name (a file of the fonts directory without extension)", required: true),
                Field("size", .number(min: 0), "the point size", required: true),
                Field("color", color, "#RRGGBB[AA]", required: true),
                Field("origin", point, "the run's origin [x, y]", required: true),
                Field("glyphs", .array(.integer(min: 0, max: Int(UInt32.max))), "glyph indices", required: true),
                Field("positions", .array(point), "each glyph's position [x, y]", required: true),
            ]),
        JSONKeyTable(
            "command.image", "an image",
            [
                Field("rect", .array(.number(), count: 4), "[x, y, width, height]", required: true),
                Field("source", .string, "the image's source", required: true),
                Field("contentMode", .choice(ContentMode.allCases.map(\.rawValue)), "how the image fits the rect"),
                Field("tint", color, "a template tint, #RRGGBB[AA]"),
                Field("mirrored", .boolean, "drawn mirrored"),
            ]),
        JSONKeyTable(
            "command.linearGradient", "a rounded rectangle filled with a linear gradient",
            shapeFields + [
                Field("from", point, "the start [x, y]", required: true), Field("to", point, "the end [x, y]", required: true),
                Field("stops", .array(.array(.any, count: 2)), "[location, color] pairs, locations not decreasing", required: true),
            ]),
        JSONKeyTable(
            "command.path", "a filled path",
            [
                Field("d", .string, "SVG-style path data with absolute commands (M, L, Q, C, Z)", required: true),
                Field("color", color, "#RRGGBB[AA]", required: true),
                Field("fillRule", .choice(PathFillRule.allCases.map(\.rawValue)), "the fill rule"),
            ]),
    ]

    static func commandTable(_ name: String) -> JSONKeyTable? { commandTables.first { $0.name == "command." + name } }

    /// A command: an object of one command key.
    static let commandTable = JSONKeyTable(
        "command", "a drawing command: exactly one of its keys",
        commandTables.map { Field(String($0.name.dropFirst("command.".count)), .object($0), $0.summary) }, maxProperties: 1)

    static let fileTable = JSONKeyTable(
        "displayList", "a display list",
        [
            Field(
                "version", .anyOf(supportedVersions.map { .constant(.number(Double($0))) }),
                "the format version (default: the version its commands need)"),
            Field("size", .array(.number(min: 0), count: 2), "[width, height] in points (greater than 0)", required: true),
            Field("scale", .number(min: 0, max: 16), "device pixels per point (greater than 0)"),
            Field("background", color, "#RRGGBB[AA] (default white)"),
            Field("commands", .array(.object(commandTable)), "the commands in drawing order", required: true),
            JSONKeyTable.schemaField,
        ])

    /// The display list file as JSON Schema (`galley schema display-list`).
    public static var jsonSchema: JSONValue {
        JSONSchemaWriter.document(
            id: "https://galley.dev/schemas/display-list.json", title: "Galley display list",
            summary: "A Galley display list: drawing commands the rasterizer draws (Raster catalog, Display list format).", root: .object(fileTable))
    }
}
