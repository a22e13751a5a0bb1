import CommandKit
import Foundation
import Galley
import Golden
import Raster
import Support

enum RenderCommand {
    static let command = Command(
        name: "render",
        synopsis: [
            "render SCENE.json -o OUT.png [--display-list LIST.json] [--layout LAYOUT.txt] [--accessibility A11Y.png] [--accessibility-json TREE.json] [--fonts DIR] [--pixel-limit N]"
        ],
        summary: "render one scene (or draw a display list)",
        details: """
            Renders one scene to a PNG. Optionally writes its display list (format: Sources/Raster/Raster.docc/DisplayListFormat.md)
            and a text dump of its layout attributes. Files are written atomically.
            A display list given in place of a scene is drawn, as `galley raster` does (it has no layout to dump).
            --accessibility draws the accessibility snapshot: the screen with each element VoiceOver visits outlined and numbered in
            reading order, and a legend (number, label, value, traits); --accessibility-json writes the same elements as JSON
            (format: Sources/Galley/Galley.docc/AccessibilityFormat.md).
            """,
        options: [
            .init("--output", "OUT.png", "the PNG to write (also -o)"),
            .init("--display-list", "LIST.json", "also write the display list drawn"),
            .init("--layout", "LAYOUT.txt", "also write a text dump of the layout attributes (scenes only)"),
            .init("--accessibility", "A11Y.png", "also write the accessibility snapshot (scenes only)"),
            .init("--accessibility-json", "TREE.json", "also write what VoiceOver reads, in its order, as JSON (scenes only)"),
        ] + drawingOptions,
        aliases: ["-o": "--output"],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("expects one scene file (got \(a.positionals.count)); see --help") }
        guard let output = a.value("--output") else { throw UsageError("missing -o OUT.png") }
        let path = a.positionals[0]
        guard FileIO.exists(path) else { throw UsageError("no such file: \(path)") }
        let renderer = try makeRenderer(a)
        let document = try RenderDocument.load(path: path)
        // Scenes and display lists both render to PNGs (as in verify and record); only scenes have a layout.
        if case .displayList = document {
            for option in ["--layout", "--accessibility", "--accessibility-json"] where a.value(option) != nil {
                throw UsageError("\(path) is a display list: it has no layout for \(option) (that takes a scene)")
            }
        }
        let drawn = try document.render(with: renderer, path: path)
        try PNG.writeFile(drawn.bitmap, to: output)
        if let listPath = a.value("--display-list") { try FileIO.writeAtomically(drawn.displayList.serialized(), to: listPath) }
        if case .scene(_, let rendered) = drawn {
            if let layoutPath = a.value("--layout") { try FileIO.writeAtomically(rendered.layoutDump, to: layoutPath) }
            if let a11y = a.value("--accessibility") {
                try PNG.writeFile(try renderer.accessibilityImage(of: rendered, baseDirectory: FileIO.parentDirectory(of: path)), to: a11y)
            }
            if let treePath = a.value("--accessibility-json") {
                try FileIO.writeAtomically(rendered.accessibility.jsonValue().serialized() + "\n", to: treePath)
            }
            for d in rendered.diagnostics { writeErr("warning: \(path): \(d)") }
        }
        return 0
    }
}

enum RasterCommand {
    static let command = Command(
        name: "raster",
        synopsis: ["raster LIST.json -o OUT.png [--fonts DIR] [--pixel-limit N]"],
        summary: "draw a display list",
        details: """
            Draws a display list (format: Sources/Raster/Raster.docc/DisplayListFormat.md) to a PNG. Image sources are relative to the
            list's file. A scene is refused with the render command to use instead.
            """,
        options: [.init("--output", "OUT.png", "the PNG to write (also -o)")] + drawingOptions,
        aliases: ["-o": "--output"],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("expects one display list file (got \(a.positionals.count)); see --help") }
        guard let output = a.value("--output") else { throw UsageError("missing -o OUT.png") }
        let path = a.positionals[0]
        guard FileIO.exists(path) else { throw UsageError("no such file: \(path)") }
        let renderer = try makeRenderer(a)
        let value: JSONValue
        do { value = try JSONValue.parse(try FileIO.read(path, maxBytes: Scene.maxFileBytes)) } catch let e as JSONSyntaxError {
            throw RenderError.displayList(file: path, .syntax(e))
        }
        // A scene has sections, a display list commands: say which command draws a scene.
        if value["commands"] == nil, value["sections"] != nil {
            throw UsageError("\(path) is a scene, not a display list: draw it with galley render \(path) -o \(output)")
        }
        let list: DisplayList
        do { list = try DisplayList(jsonValue: value) } catch { throw RenderError.displayList(file: path, error) }
        let bitmap = try renderer.rasterize(list, baseDirectory: FileIO.parentDirectory(of: path), file: path)
        try PNG.writeFile(bitmap, to: output)
        return 0
    }
}

enum RecordCommand {
    static let command = Command(
        name: "record",
        synopsis: ["record SCENE.json... [--force] [--fonts DIR] [--pixel-limit N]"],
        summary: "write the golden PNG beside each scene (refused when CI is set)",
        details: """
            Renders each scene (or display list) and writes the golden PNG beside it (SCENE.png), with its
            layout dump (SCENE.layout.txt, scenes only) and manifest (SCENE.manifest: the renderer fingerprint), atomically.
            When CI is set it refuses, as assertSnapshot does, so a CI job cannot pass by re-recording its goldens.
            """,
        options: [.init("--force", nil, "record even though CI is set")] + drawingOptions,
        run: { try run($0) })

    static func run(_ a: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        guard !a.positionals.isEmpty else { throw UsageError("expects at least one scene file; see --help") }
        if SnapshotRecordMode.isCI(environment) && !a.flags.contains("--force") {
            throw UsageError("CI is set (CI=\(environment["CI"] ?? "")), so goldens are not recorded; pass --force to record anyway")
        }
        for p in a.positionals where !FileIO.exists(p) { throw UsageError("no such file: \(p)") }
        // What a killed recorder left beside these goldens goes first (README, "Faults").
        for dir in Set(a.positionals.map { FileIO.parentDirectory(of: $0) }).sorted() {
            for t in FileIO.removeStaleTemporaries(under: dir.isEmpty ? "." : dir, recursive: false) {
                print("removed \(t): a temporary file left by a writer that was killed")
            }
        }
        let renderer = try makeRenderer(a)
        let fingerprint = RendererFingerprint.current(fontsDirectory: try FontsDirectory.locate(explicit: a.value("--fonts")))
        var status: Int32 = 0
        for path in a.positionals {
            do {
                let golden = GoldenDocument.goldenPath(for: path)
                let drawn = try RenderDocument.render(path: path, with: renderer)
                let png = try PNG.encode(drawn.bitmap)
                var layoutDump: String?
                if case .scene(_, let rendered) = drawn { layoutDump = rendered.layoutDump }
                // The PNG, its layout dump (scenes) and its manifest (renderer fingerprint), each atomic.
                try GoldenStore.writeGolden(png: png, layoutDump: layoutDump, fingerprint: fingerprint, to: golden)
                print("recorded \(golden)")
            } catch {
                writeErr("error: \(path): \(message("\(error)", about: path))")
                status = 2
            }
        }
        return status
    }
}
