import Content
import Foundation
import Support

extension BenchWorkload {
    /// `tokens.import`: a generated DTCG 2025.10 tree of 5,000 tokens (a 1,000-colour palette in
    /// sRGB, OKLCH and Display P3; 1,000 dimensions; 1,500 semantic colours that alias the palette,
    /// as light and dark contexts; radii, text styles, numbers and durations that alias the rest)
    /// behind a resolver with two modifiers (`theme` light/dark, `brand` a/b), imported with the
    /// default mapping: both themes merged, resolved, converted and mapped into a design model.
    static func tokenWorkloads() -> [BenchWorkload] {
        let dir = NSTemporaryDirectory() + "galley-bench-tokens-\(ProcessInfo.processInfo.processIdentifier)"
        var tokenCount = 0
        func write() throws -> String {
            try FileIO.createDirectories(dir)
            func tok(_ type: String?, _ value: JSONValue) -> JSONValue {
                var m: [(key: String, value: JSONValue)] = [("$value", value)]
                if let type { m.insert(("$type", .string(type)), at: 0) }
                return .object(m)
            }
            func px(_ d: Double) -> JSONValue { .object([("value", .number(d)), ("unit", .string("px"))]) }
            var palette: [(key: String, value: JSONValue)] = []
            for hue in 0..<40 {
                var steps: [(key: String, value: JSONValue)] = []
                for step in 0..<25 {
                    let l = 0.2 + Double(step) * 0.03, h = Double(hue) * 9
                    let value: JSONValue
                    switch (hue + step) % 3 {
                    case 0: value = .object([("colorSpace", .string("oklch")), ("components", .array([.number(l), .number(0.1), .number(h)]))])
                    case 1: value = .object([("colorSpace", .string("display-p3")), ("components", .array([.number(l), .number(0.5), .number(1 - l)]))])
                    default:
                        value = .object([
                            ("colorSpace", .string("srgb")), ("components", .array([.number(l), .number(l / 2), .number(0.5)])), ("alpha", .number(0.9)),
                        ])
                    }
                    steps.append(("\(step * 50)", tok(nil, value)))
                }
                palette.append(("hue\(hue)", .object(steps)))
            }
            let space: [(key: String, value: JSONValue)] = (0..<1000).map { ("s\($0)", tok(nil, px(Double($0) / 4))) }
            let radius: [(key: String, value: JSONValue)] = (0..<200).map { ("r\($0)", tok("dimension", .string("{space.s\($0 * 2)}"))) }
            let fonts: [(key: String, value: JSONValue)] = [("sans", tok("fontFamily", .array([.string("Inter"), .string("sans-serif")])))]
            let type: [(key: String, value: JSONValue)] = (0..<299).map { i in
                (
                    "t\(i)",
                    tok(
                        "typography",
                        .object([
                            ("fontFamily", .string("{font.sans}")), ("fontSize", .string("{space.s\(40 + i % 60)}")),
                            ("fontWeight", .number(Double(100 * (1 + i % 9)))), ("lineHeight", .number(1.25)), ("letterSpacing", px(0)),
                        ]))
                )
            }
            let numbers: [(key: String, value: JSONValue)] = (0..<500).map { ("n\($0)", tok("number", .number(Double($0) / 100))) }
            let durations: [(key: String, value: JSONValue)] = (0..<500).map {
                ("d\($0)", tok("duration", .object([("value", .number(Double($0))), ("unit", .string("ms"))])))
            }
            let base: JSONValue = .object([
                ("palette", .object([("$type", .string("color"))] + palette)), ("space", .object([("$type", .string("dimension"))] + space)),
                ("radius", .object(radius)), ("font", .object(fonts)), ("typography", .object(type)), ("opacity", .object(numbers)),
                ("motion", .object(durations)),
            ])
            func semantic(_ dark: Bool, count: Int, offset: Int) -> JSONValue {
                .object([
                    (
                        "color",
                        .object(
                            (0..<count).map { i in
                                ("role\(i + offset)", tok("color", .string("{palette.hue\((i + offset) % 40).\((dark ? 24 - (i % 25) : i % 25) * 50)}")))
                            })
                    )
                ])
            }
            let files: [(String, JSONValue)] = [
                ("base.tokens.json", base), ("light.tokens.json", semantic(false, count: 1500, offset: 0)),
                ("dark.tokens.json", semantic(true, count: 1500, offset: 0)), ("brand-a.tokens.json", .object([])),
                ("brand-b.tokens.json", semantic(false, count: 100, offset: 7)),
                (
                    "bench.resolver.json",
                    .object([
                        ("version", .string("2025.10")),
                        ("sets", .object([("base", .object([("sources", .array([.object([("$ref", .string("base.tokens.json"))])]))]))])),
                        (
                            "modifiers",
                            .object([
                                (
                                    "theme",
                                    .object([
                                        (
                                            "contexts",
                                            .object([
                                                ("light", .array([.object([("$ref", .string("light.tokens.json"))])])),
                                                ("dark", .array([.object([("$ref", .string("dark.tokens.json"))])])),
                                            ])
                                        ), ("default", .string("light")),
                                    ])
                                ),
                                (
                                    "brand",
                                    .object([
                                        (
                                            "contexts",
                                            .object([
                                                ("a", .array([.object([("$ref", .string("brand-a.tokens.json"))])])),
                                                ("b", .array([.object([("$ref", .string("brand-b.tokens.json"))])])),
                                            ])
                                        ), ("default", .string("a")),
                                    ])
                                ),
                            ])
                        ),
                        (
                            "resolutionOrder",
                            .array([
                                .object([("$ref", .string("#/sets/base"))]), .object([("$ref", .string("#/modifiers/theme"))]),
                                .object([("$ref", .string("#/modifiers/brand"))]),
                            ])
                        ),
                    ])
                ),
            ]
            for (name, json) in files { try FileIO.writeAtomically(json.serialized(pretty: true), to: dir + "/" + name) }
            tokenCount = 1000 + 1000 + 200 + 1 + 299 + 500 + 500 + 1500
            return dir + "/bench.resolver.json"
        }
        let designColors = Locked(0)
        return [
            BenchWorkload(
                name: "tokens.import", runs: 20,
                setUp: {
                    let resolver = try write()
                    return {
                        let i = try DesignTokenImporter(files: [resolver], context: ["brand": "b"]).run()
                        designColors.withLock { $0 = i.design.colors.colors.count }
                    }
                },
                export: { out in
                    _ = try write()
                    for name in try FileIO.list(dir) { try FileIO.writeAtomically(try FileIO.read(dir + "/" + name), to: out + "/" + name) }
                },
                extra: [("modifiers", "2")],
                measured: { [("tokens", String(tokenCount)), ("design_colors", String(designColors.withLock { $0 }))] })
        ]
    }
}
