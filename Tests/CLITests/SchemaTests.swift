import Content
import Foundation
import Galley
import GalleyTestSupport
import Raster
import Support
import Testing

/// Whether Debian's python3-jsonschema (a real draft 2020-12 validator) can be imported.
let pythonJSONSchema: Bool = {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", "import jsonschema; jsonschema.Draft202012Validator"]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return false }
    p.waitUntilExit()
    return p.terminationStatus == 0
}()

/// The repository's files of one kind, as paths below the package root.
func repositoryJSON(under folder: String, containing key: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: packageRoot + "/" + folder) else { return [] }
    var out: [String] = []
    for case let rel as String in e where rel.hasSuffix(".json") {
        let path = packageRoot + "/" + folder + "/" + rel
        guard let bytes = try? FileIO.read(path, maxBytes: 16 << 20), case .object(let m)? = try? JSONValue.parse(bytes) else { continue }
        if m.contains(where: { $0.key == key }) { out.append(path) }
    }
    return out.sorted()
}

/// `galley schema`: one JSON Schema per file kind, made from the decoders' key tables.
@Suite struct SchemaTests {
    static let kinds = ["scene", "design", "display-list", "tokens-map"]

    func schema(_ kind: String) throws -> JSONValue {
        let r = try galley(["schema", kind])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        return try JSONValue.parse(Array(r.stdout.utf8))
    }

    @Test func eachKindPrintsADraft2020Schema() throws {
        for kind in Self.kinds {
            let s = try schema(kind)
            #expect(s["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"), "\(kind)")
            #expect(s["title"] != nil && s["description"] != nil, "\(kind)")
        }
        let bad = try galley(["schema", "scenes"])
        #expect(bad.status == 2 && bad.stderr.contains("expects one of scene, design, display-list, tokens-map"), "\(bad)")
        // The schema documents: descriptions and enums come from the tables.
        let scene = try schema("scene")
        guard case .object(let traits)? = scene["$defs"]?["traits"]?["properties"] else { Issue.record("no traits in the scene schema"); return }
        let style = traits.first { $0.key == "userInterfaceStyle" }?.value
        #expect(style?["enum"] == .array([.string("light"), .string("dark")]), "\(String(describing: style))")
        #expect(style?["description"] != nil)
    }

    /// Every object table a decoder reads while decoding the repository's files is in the schema
    /// with exactly its keys, and no object is checked without a table outside an item's own keys
    /// (which the families decode and the schema leaves open).
    @Test func decodersReadOnlyTheTablesTheSchemaLists() throws {
        let scenes = repositoryJSON(under: "Goldens", containing: "sections")
        let lists = repositoryJSON(under: "Goldens", containing: "commands")
        #expect(scenes.count > 100 && lists.count > 5, "\(scenes.count) scenes, \(lists.count) display lists")
        let read = try JSONKeyTable.recordingReads { () throws -> Void in
            for s in scenes { _ = try Scene.load(path: s) }
            for l in lists { _ = try DisplayList(json: FileIO.read(l, maxBytes: 16 << 20)) }
            _ = try DesignModel.default.applying(JSONReader(try JSONValue.parse(Array(DesignModel.default.jsonString().utf8))), requireVersion: true)
        }
        #expect(read.untabled.allSatisfy { $0.contains("items[") }, "objects checked without a table: \(read.untabled.filter { !$0.contains("items[") })")
        var defs: [String: Set<String>] = [:]
        for kind in ["scene", "design", "display-list"] {
            guard case .object(let d)? = try schema(kind)["$defs"] else { Issue.record("\(kind): no $defs"); continue }
            for (name, def) in d {
                guard case .object(let props)? = def["properties"] else { continue }
                let keys = Set(props.map(\.key))
                if let seen = defs[name] { #expect(seen == keys, "\(name) differs between schemas") }
                defs[name] = keys
            }
        }
        #expect(read.tables.count > 40, "\(read.tables.keys.sorted())")
        for (name, keys) in read.tables {
            guard let inSchema = defs[name] else { Issue.record("the decoders read table \(name), which no schema lists"); continue }
            #expect(inSchema == keys, "\(name): schema \(inSchema.sorted()) vs decoder \(keys.sorted())")
        }
    }

    @Test func filesNameTheirSchema() throws {
        let scene = try Scene(
            json: Array(#"{"$schema": "https://galley.dev/schemas/scene.json", "version": 2, "sections": [{"items": [{"text": "A"}]}]}"#.utf8))
        #expect(scene.snapshot.numberOfItems == 1)
        let design = try DesignModel.default.applying(
            JSONReader(try JSONValue.parse(Array(#"{"$schema": "design.json", "version": 2}"#.utf8))), requireVersion: true)
        #expect(design == DesignModel.default)
        let list = try DisplayList(json: Array(#"{"$schema": "display-list.json", "size": [10, 10], "commands": []}"#.utf8))
        #expect(list.commands.isEmpty)
        // Inline designs and items take no "$schema": it names a file's schema, nowhere else.
        #expect(throws: SceneError.self) {
            try Scene(json: Array(#"{"version": 2, "sections": [{"$schema": "x", "items": [{"text": "A"}]}]}"#.utf8))
        }
    }

    /// Every scene, design and display list in the repository validates with python3-jsonschema;
    /// a file the decoder refuses for a key or a type does not.
    @Test(.enabled(if: pythonJSONSchema, "python3-jsonschema not installed (Debian's python3-jsonschema): schemas not checked with a real validator"))
    func repositoryFilesValidateWithARealValidator() throws {
        try withTemporaryDirectory("schema-validate") { dir in
            for kind in Self.kinds {
                let r = try galley(["schema", kind, "-o", "\(dir)/\(kind).schema.json"])
                #expect(r.status == 0, "\(r)")
            }
            let design = try galley(["design", "--default"])
            try FileIO.writeAtomically(design.stdout, to: dir + "/default-design.json")
            let exported = try galley(["design", "export", dir + "/default-design.json", "--format", "dtcg", "-o", dir + "/tokens"])
            #expect(exported.status == 0, "\(exported)")
            let reimported = try galley(["design", "import", dir + "/tokens/design.resolver.json", "-o", dir + "/reimported-design.json"])
            #expect(reimported.status == 0, "\(reimported)")
            // The fuzz seeds the decoder accepts are design files too (the others are bad input).
            let seeds = repositoryJSON(under: "Tests/Fuzz/Seeds/FuzzDesign", containing: "version").filter { (try? DesignModel.load(path: $0)) != nil }
            try FileIO.writeAtomically(#"{"version": 2, "colours": {}}"#, to: dir + "/typo-design.json")
            try FileIO.writeAtomically(#"{"version": 2, "sections": [{"items": [{"kind": "cell", "txt": "A"}]}]}"#, to: dir + "/typo-scene.json")
            // Per family: a key another family has (a grid tile has no accessories), a value of the wrong type.
            let familyTypos = [
                #"{"version": 2, "sections": [{"items": [{"kind": "gridTile", "title": "A", "accessories": []}]}]}"#,
                #"{"version": 2, "sections": [{"items": [{"kind": "storyBubble", "caption": "A", "seen": "yes"}]}]}"#,
                #"{"version": 2, "sections": [{"items": [{"kind": "cell", "text": "A", "numberOfLines": "two"}]}]}"#,
            ]
            for (i, text) in familyTypos.enumerated() {
                #expect(throws: (any Error).self, "the decoder refuses \(text)") { try Scene(json: Array(text.utf8)) }
                try FileIO.writeAtomically(text, to: dir + "/family-typo-\(i).json")
            }
            try FileIO.writeAtomically(#"{"size": [4, 4], "commands": [{"fill": {"rect": [0, 0, 4, 4]}}]}"#, to: dir + "/missing-color.json")
            try FileIO.writeAtomically(#"{"colors.label": "color.text", "typography.bodyy": "type.body"}"#, to: dir + "/bad-map.json")
            try FileIO.writeAtomically(#"{"$schema": "x", "colors.label": "color.text", "typography.body.size": "size.body"}"#, to: dir + "/map.json")
            let script = """
                import json, sys, jsonschema
                def check(schema, files, expect_valid):
                    s = json.load(open(schema))
                    jsonschema.Draft202012Validator.check_schema(s)
                    v = jsonschema.Draft202012Validator(s)
                    for f in files:
                        errors = list(v.iter_errors(json.load(open(f))))
                        if bool(errors) == expect_valid:
                            print(f"{f}: {'valid' if not errors else jsonschema.exceptions.best_match(errors).message}")
                d = sys.argv[1]
                files = json.load(open(d + "/files.json"))
                for kind, good, bad in files:
                    check(f"{d}/{kind}.schema.json", good, True)
                    check(f"{d}/{kind}.schema.json", bad, False)
                """
            func list(_ a: [String]) -> JSONValue { .array(a.map(JSONValue.string)) }
            let scenes = repositoryJSON(under: "Goldens", containing: "sections")
            let lists = repositoryJSON(under: "Goldens", containing: "commands")
            let files = JSONValue.array([
                .array([.string("scene"), list(scenes), list([dir + "/typo-scene.json"] + familyTypos.indices.map { dir + "/family-typo-\($0).json" })]),
                .array([
                    .string("design"), list([dir + "/default-design.json", dir + "/reimported-design.json"] + seeds), list([dir + "/typo-design.json"]),
                ]),
                .array([.string("display-list"), list(lists), list([dir + "/missing-color.json"])]),
                .array([.string("tokens-map"), list([dir + "/map.json"]), list([dir + "/bad-map.json"])]),
            ])
            try FileIO.writeAtomically(files.serialized(pretty: false), to: dir + "/files.json")
            try FileIO.writeAtomically(script, to: dir + "/check.py")
            let (status, text) = try runTool(["python3", dir + "/check.py", dir])
            #expect(status == 0 && text.isEmpty, "files the schema judges differently from the decoder:\n\(text)")
            #expect(scenes.count > 100 && lists.count > 5 && seeds.count >= 3, "\(scenes.count) scenes, \(lists.count) lists, \(seeds.count) seeds")
        }
    }
}
