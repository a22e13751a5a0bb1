import CommandKit
import Galley
import Raster
import Support
import Templates

/// `galley changeset BEFORE.json AFTER.json`: the staged changeset between two scenes' snapshots
/// (two projections of one screen), printed by stage and section, and with `--out` the pair of
/// PNGs beside the changeset.
enum ChangesetCommand {
    static let command = Command(
        name: "changeset",
        synopsis: ["changeset BEFORE.json AFTER.json [--out DIR] [--json] [--fonts DIR] [--pixel-limit N]"],
        summary: "the staged changeset between two scenes' snapshots (inserted, deleted, moved, reloaded items per stage "
            + "and section); --out writes before.png, after.png and the changeset",
        details: """
            Prints the staged changeset that turns BEFORE's snapshot into AFTER's, as a diffable data source
            applies it: items and sections matched by identifier, items in both whose content differs reloaded;
            per stage, the section changes and, per section, the items deleted, inserted, moved and reloaded,
            each with its index path ([section, item]; deletes, reloads and move sources before the stage,
            inserts and move destinations after it). Every stage is replayed on BEFORE's snapshot and must
            reach AFTER's.
            """,
        options: [
            .init(
                "--out", "DIR",
                """
                also write DIR/before.png, DIR/after.png, DIR/changeset.txt and DIR/changeset.json;
                the folder is built aside and renamed into place (nothing half-written is left; an
                existing DIR is replaced, a file named DIR is refused)
                """),
            .init("--json", nil, "print the changeset as JSON (what changeset.json holds)"),
        ] + drawingOptions,
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 2 else {
            throw UsageError("expects two scene files, BEFORE.json AFTER.json (got \(a.positionals.count)); see --help")
        }
        let paths = a.positionals
        for p in paths where !FileIO.exists(p) || FileIO.isDirectory(p) { throw UsageError("no such file: \(p)") }
        let before = try Scene.load(path: paths[0])
        let after = try Scene.load(path: paths[1])
        let changeset = SceneChangeset(before: before, after: after)
        do { _ = try changeset.replayed() } catch {
            throw UsageError("the changeset from \(paths[0]) to \(paths[1]) does not replay: \(error)")
        }
        let text = changeset.description + "\n"
        let json = changeset.json.serialized(pretty: true) + "\n"
        if let out = a.value("--out") {
            if FileIO.exists(out) && !FileIO.isDirectory(out) { throw UsageError("--out \(out): cannot write there: a file, not a folder") }
            // Render both first: a scene that cannot be drawn leaves nothing behind.
            let renderer = try makeRenderer(a)
            let images = try paths.map { p throws -> [UInt8] in
                let scene = p == paths[0] ? before : after
                let rendered = try renderer.render(scene, baseDirectory: FileIO.parentDirectory(of: p))
                for d in rendered.diagnostics { writeErr("warning: \(p): \(d)") }
                return try PNG.encode(rendered.bitmap)
            }
            do {
                try FileIO.writeDirectory(out) { staging in
                    try FileIO.writeAtomically([
                        (staging + "/before.png", images[0]), (staging + "/after.png", images[1]),
                        (staging + "/changeset.txt", Array(text.utf8)), (staging + "/changeset.json", Array(json.utf8)),
                    ])
                }
            } catch {
                throw UsageError("--out \(out): cannot write there: \((error as? FileError)?.reason ?? "\(error)")")
            }
        }
        print(a.flags.contains("--json") ? json : text, terminator: "")
        return 0
    }
}
