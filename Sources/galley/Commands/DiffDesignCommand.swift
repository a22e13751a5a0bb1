import CommandKit
import Foundation
import Galley
import Geometry
import Golden
import GoldenDesignDiff
import GoldenReports
import Support
import Templates

/// The screens `diff-design` and `affected` cover: the template gallery or a folder of scenes.
enum DesignScreens {
    /// The options that choose the screens and how many render at once.
    static let options: [Command.Option] = [
        .init("--gallery", nil, "the template gallery's screens (the default)"),
        .init("--scenes", "DIR", "every version 2 scene file below DIR instead of the gallery"),
        .init("--templates", "LIST", "the gallery's templates (see galley gallery --list)"),
        .init("--widths", "LIST", "the gallery's widths in points, 100 to 2000"),
        .init("--jobs", "N", "screens rendered at once (default: the number of cores)"),
    ]

    /// `--gallery` (the default): the catalog's default matrix, or the templates/widths given.
    static func gallery(_ a: Arguments) throws -> [DesignDiffScreen] {
        var matrix = GalleryMatrix()
        if let raw = a.value("--templates") { matrix.screens = try GalleryError.parseScreens(raw) }
        if let raw = a.value("--widths") { matrix.widths = try GalleryError.parseWidths(raw) }
        return matrix.entries.map { entry in
            DesignDiffScreen(name: entry.name, group: entry.screen.name) { design in
                (entry.screen.sceneJSON(entry.traits, design: design), "gallery/" + entry.name + ".json")
            }
        }
    }

    /// `--scenes DIR`: every version 2 scene file below DIR; each scene's design is the diffed
    /// file (a scene's inline design keys stay, over it). Version 1 scenes do not read design files.
    static func scenes(_ dir: String) throws -> [DesignDiffScreen] {
        guard FileIO.isDirectory(dir) else { throw DesignDiffError.noScenes("\(dir): no such folder") }
        var out: [DesignDiffScreen] = []
        var ignored = 0
        for path in try FileIO.walk(dir, suffix: ".json") {
            guard let bytes = try? FileIO.read(path, maxBytes: 64 << 20), let json = try? JSONValue.parse(bytes),
                json["sections"] != nil, json["version"] == .number(2)
            else { ignored += 1; continue }
            let rel = path.hasPrefix(dir + "/") ? String(path.dropFirst(dir.count + 1)) : path
            let name = rel.hasSuffix(".json") ? String(rel.dropLast(5)) : rel
            let group = name.split(separator: "/").dropLast().joined(separator: "/")
            out.append(
                DesignDiffScreen(name: name, group: group.isEmpty ? name : group) { design in
                    let patched: JSONValue
                    switch json["design"] {
                    case .object?: patched = json.setting(["design", "file"], to: .string(design))
                    default: patched = json.setting(["design"], to: .string(design))
                    }
                    return (patched.serialized(pretty: true), path)
                })
        }
        guard !out.isEmpty else {
            throw DesignDiffError.noScenes(
                "\(dir): no version 2 scene files (*.json with \"version\": 2 and sections)"
                    + (ignored > 0 ? "; \(ignored) other .json files ignored" : ""))
        }
        return out
    }

    static func select(_ a: Arguments) throws -> [DesignDiffScreen] {
        if let dir = a.value("--scenes") {
            guard !a.flags.contains("--gallery") else { throw UsageError("--scenes and --gallery exclude each other") }
            return try scenes(absolute(dir))
        }
        return try gallery(a)
    }

    /// The options of the renders' baseline cache and the report's images.
    static let cacheOptions: [Command.Option] = [
        .init(
            "--cache", "DIR",
            """
            keep before renders in DIR across runs (default: .build/galley-cache), keyed by the
            renderer, the scene and the design; a second diff against the same BEFORE renders only AFTER
            """),
        .init("--no-cache", nil, "render every before and keep nothing"),
        .init("--cache-limit", "MB", "the cache's size (default 512); the least recently used renders go first"),
        .init("--full-images", nil, "full-size before / after / diff images instead of crops of the changed region"),
    ]

    /// A design diff for `a`: its renderer, jobs, skipping, cache and images.
    static func diff(_ a: Arguments) throws -> DesignDiff {
        var diff = DesignDiff(renderer: try makeRenderer(a))
        diff.jobs = try jobs(a)
        diff.skipUnaffected = !a.flags.contains("--no-skip")
        diff.fullImages = a.flags.contains("--full-images")
        if a.flags.contains("--no-cache") {
            guard a.value("--cache") == nil else { throw UsageError("--cache and --no-cache exclude each other") }
            return diff
        }
        var limit = BaselineCache.defaultLimitBytes
        if let raw = a.value("--cache-limit") {
            guard let mb = Int(raw), mb >= 0, mb <= 1 << 20 else { throw UsageError("--cache-limit \(raw): expected megabytes, 0 to 1048576") }
            limit = mb << 20
        }
        let fonts = try FontsDirectory.locate(explicit: a.value("--fonts"))
        diff.cache = BaselineCache(
            root: absolute(a.value("--cache") ?? BaselineCache.defaultRoot), fingerprint: BaselineCache.fingerprint(fontsDirectory: fonts),
            limitBytes: limit)
        return diff
    }

    /// Prints the run's diagnostics (a cache that could not be written, a corrupt entry) to standard error.
    static func printDiagnostics(_ r: DesignDiff.Result) {
        for d in r.diagnostics { Platform.writeStandardError("galley diff-design: \(d)\n") }
    }

    static func absolute(_ p: String) -> String { FileIO.absolutePath(p) }

    static func jobs(_ a: Arguments) throws -> Int {
        guard let raw = a.value("--jobs") else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let n = Int(raw), n >= 1, n <= 1024 else { throw UsageError("--jobs \(raw): expected a whole number from 1 to 1024") }
        return n
    }

    static func shard(_ a: Arguments) throws -> Shard? {
        guard let raw = a.value("--shard") else { return nil }
        do { return try Shard(parsing: raw) } catch { throw UsageError(error.description) }
    }
}

/// `galley diff-design`.
enum DiffDesignCommand {
    static let command = Command(
        name: "diff-design",
        synopsis: [
            "diff-design BEFORE.json AFTER.json [--scenes DIR | --gallery] [--out DIR] [--jobs N] [--shard I/N] [--json] "
                + "[--no-skip] [--templates LIST] [--widths LIST] [--cache DIR | --no-cache] [--full-images]",
            "diff-design --designs DIR --patch CHANGE.json [--scenes DIR | --gallery] [--out DIR] [--jobs N] [--shard I/N] [--json]",
            "diff-design BEFORE.resolver.json AFTER.resolver.json --design-matrix [--scenes DIR | --gallery] [--out DIR] [--jobs N] [--json]",
        ],
        summary: "every screen a design change touches, ranked, with the keys each element read (HTML report)",
        details: """
            Renders the template gallery (default; --templates and --widths narrow it) or every version 2
            scene below DIR under both design model files, compares each pair exactly, and writes DIR/index.html
            (opens from file://): the design keys that changed (old → new, and how many screens read each),
            the changed elements by kind with the changed keys they read, then every changed screen ranked
            by changed pixels with before / after / diff / slider / blink views, identical diffs grouped,
            unchanged screens counted. design-diff.json holds the same as data, provenance.json the design
            keys every element of every screen read (under BEFORE).

            Screens that read no changed key are not rendered (their after is their before); the report says
            how many were skipped. --no-skip renders every screen; the report is the same.

            Before renders are kept in a size-bounded cache (.build/galley-cache by default, --cache DIR,
            --no-cache): a second diff against the same BEFORE renders only AFTER, and the report says which
            befores came from the cache. An entry that fails its checksum is re-rendered; a cache folder that
            cannot be written is reported on standard error and the diff runs without it. Each group of
            identical diffs gets one image set: before / after / diff crops of each changed area (up to 32
            tiles, laid out on one image per kind) and a small thumbnail of the whole screen (--full-images:
            the whole screens).

            With --design-matrix, BEFORE and AFTER are token resolver documents (or token files): each
            combination of the contexts of their modifiers other than the theme (density, brand…) is diffed on
            its own, one report per combination (apps/MODIFIER-CONTEXT…/) under a summary page, as a fleet.

            Exit status: 0 nothing changed, 1 something changed, 2 bad input (a design file that does not
            validate, two different design versions, a patch giving an invalid model, no scenes, an --out
            folder holding something else).
            """,
        options: [
            .init(
                "--out", "DIR",
                """
                the report folder (default: design-diff). It is written whole or not at all
                (built beside DIR, then renamed); an existing DIR must be empty or hold a
                previous diff-design report, which is replaced
                """),
            .init("--json", nil, "print design-diff.json instead of the summary"),
            .init(
                "--shard", "I/N",
                """
                only the I-th of N shares of the screens (of the apps with --designs);
                `galley merge-results` joins the shards' report folders
                """),
            .init("--designs", "DIR", "a fleet: every design file in DIR (one per app), each patched with"),
            .init("--patch", "FILE", "a JSON merge patch (RFC 7396); a report per app and a fleet summary"),
            .init(
                "--design-matrix", nil,
                """
                BEFORE and AFTER are token resolvers: diff every combination of their modifiers other
                than the theme, a report each
                """),
        ] + DesignScreens.options + [
            .init("--no-skip", nil, "render every screen, also those that read no changed key")
        ] + DesignScreens.cacheOptions + drawingOptions,
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        let out = DesignScreens.absolute(a.value("--out") ?? "design-diff")
        let shard = try DesignScreens.shard(a)
        if a.value("--designs") != nil || a.value("--patch") != nil {
            guard let designs = a.value("--designs"), let patch = a.value("--patch") else { throw UsageError("--designs and --patch go together") }
            guard a.positionals.isEmpty else { throw UsageError("--designs takes no BEFORE/AFTER files") }
            return try fleet(a, designs: DesignScreens.absolute(designs), patch: DesignScreens.absolute(patch), out: out, shard: shard)
        }
        guard a.positionals.count == 2 else { throw UsageError("expects BEFORE.json AFTER.json (got \(a.positionals.count) files); see --help") }
        let beforePath = DesignScreens.absolute(a.positionals[0]), afterPath = DesignScreens.absolute(a.positionals[1])
        if a.flags.contains("--design-matrix") { return try designMatrix(a, before: beforePath, after: afterPath, out: out, shard: shard) }
        let (before, after) = try DesignDiffError.loadPair(before: beforePath, after: afterPath)
        var screens = try DesignScreens.select(a)
        if let shard { screens = shard.select(screens) }
        try DesignDiffReport.checkOutput(out)
        let diff = try DesignScreens.diff(a)
        let report = try FileIO.writeDirectory(out) { staging in
            let r = try diff.run(screens, before: (beforePath, before), after: (afterPath, after), folder: staging)
            DesignScreens.printDiagnostics(r)
            var report = DesignDiffReport.json(r, before: a.positionals[0], after: a.positionals[1], shard: shard?.description)
            // Two token trees: the changed tokens by path and alias chain, and the tokens that moved each screen.
            let registry = diff.renderer.registry
            if let tokens = (try? DesignTokenDiff.changes(before: beforePath, after: afterPath, keyChanges: r.changes, registry: registry)) ?? nil {
                report = DesignTokenDiff.annotate(report, with: tokens)
            }
            try FileIO.writeAtomically([
                (staging + "/" + DesignDiffReport.marker, Array(report.serialized(pretty: true).utf8)),
                (staging + "/summary.md", Array(DesignTokenDiff.markdown(report).utf8)),
                (staging + "/" + DesignProvenance.fileName, Array(r.provenance.json.serialized(pretty: false).utf8)),
                (staging + "/index.html", Array(DesignDiffReport.html(report).utf8)),
            ])
            return report
        }
        if a.flags.contains("--json") {
            print(report.serialized(pretty: true))
        } else {
            print(DesignDiffReport.summary(report))
            for line in DesignDiffReport.elementLines(report) { print("  " + line) }
            let findings = DesignDiffReport.array(report["findings"])
            if !findings.isEmpty {
                print("accessibility findings:")
                for f in findings { print("  \(DesignDiffReport.str(f["change"]) == "added" ? "+" : "-") \(DesignDiffReport.str(f["line"]))") }
            }
            let tokens = DesignDiffReport.array(report["tokens"])
            if !tokens.isEmpty {
                print("tokens that moved them:")
                for t in tokens {
                    if case .string(let line)? = t["line"] { print("  \(line): \(DesignDiffReport.array(t["screens"]).count) screens") }
                }
            }
            print("report: \(out)/index.html")
        }
        return DesignDiffReport.array(report["changed"]).isEmpty ? 0 : 1
    }

    /// `--designs DIR --patch CHANGE.json`.
    static func fleet(_ a: Arguments, designs: String, patch: String, out: String, shard: Shard?) throws -> Int32 {
        guard FileIO.isDirectory(designs) else { throw DesignDiffError.design("\(designs): no such folder") }
        var apps = try FileIO.list(designs).filter { $0.hasSuffix(".json") && !FileIO.isDirectory(designs + "/" + $0) }
        guard !apps.isEmpty else { throw DesignDiffError.design("\(designs): no design files (*.json)") }
        let patchValue: JSONValue
        do { patchValue = try JSONValue.parse(try FileIO.read(patch, maxBytes: DesignModel.maxFileBytes)) } catch {
            throw DesignDiffError.design("\(patch): \(error)")
        }
        if let shard { apps = shard.select(apps) }
        // Every app and its patched model first: a bad file stops the run before anything is rendered.
        var pairs: [FleetPair] = []
        for name in apps {
            let file = designs + "/" + name
            let before = try DesignDiffError.load(file)
            let raw: JSONValue
            do { raw = try JSONValue.parse(try FileIO.read(file, maxBytes: DesignModel.maxFileBytes)) } catch {
                throw DesignDiffError.design("\(file): \(error)")
            }
            let patched = JSONMergePatch.apply(patchValue, to: raw)
            let after: DesignModel
            do { after = try DesignModel.default.applying(JSONReader(patched), requireVersion: true) } catch {
                throw DesignDiffError.patchedModelInvalid(app: file, patch: patch, message: error.description)
            }
            pairs.append(FleetPair(app: String(name.dropLast(5)), file: file, beforeJSON: nil, before: before, afterJSON: patched, after: after))
        }
        return try renderFleet(a, pairs, header: [(key: "patch", value: .string(patch))], out: out, shard: shard)
    }

    /// `BEFORE AFTER --design-matrix`: each combination of the token resolvers' modifier contexts
    /// (other than the theme) diffed as one app of a fleet. Both sides must have the same combinations.
    static func designMatrix(_ a: Arguments, before: String, after: String, out: String, shard: Shard?) throws -> Int32 {
        let b: [(variant: GalleryMatrix.DesignVariant, design: DesignTokenImport)], f: [(variant: GalleryMatrix.DesignVariant, design: DesignTokenImport)]
        do {
            b = try DesignMatrix.imports(before)
            f = try DesignMatrix.imports(after)
        } catch let e as DesignMatrix.MatrixError {
            throw DesignDiffError.design(e.description)
        }
        let labels = (before: b.map(\.variant.label), after: f.map(\.variant.label))
        guard labels.before == labels.after else {
            throw DesignDiffError.design(
                "\(after): its modifier contexts (\(labels.after.joined(separator: "; "))) are not BEFORE's (\(labels.before.joined(separator: "; ")))")
        }
        var pairs: [FleetPair] = []
        for (x, y) in zip(b, f) {
            pairs.append(
                FleetPair(
                    app: x.variant.slug, file: before, beforeJSON: x.design.designFile, before: x.design.design, afterJSON: y.design.designFile,
                    after: y.design.design))
        }
        if let shard { pairs = shard.select(pairs) }
        return try renderFleet(
            a, pairs,
            header: [(key: "matrix", value: .object([(key: "before", value: .string(a.positionals[0])), (key: "after", value: .string(a.positionals[1]))]))],
            out: out, shard: shard)
    }

    /// One app of a fleet (or one combination of a design matrix): its design before and after.
    struct FleetPair {
        var app: String
        var file: String
        /// Written beside the report as `design.before.json` when the before design is not a file of its own.
        var beforeJSON: JSONValue?
        var before: DesignModel
        var afterJSON: JSONValue
        var after: DesignModel
    }

    static func renderFleet(
        _ a: Arguments, _ pairs: [FleetPair], header: [(key: String, value: JSONValue)], out: String, shard: Shard?
    ) throws -> Int32 {
        let screens = try DesignScreens.select(a)
        try DesignDiffReport.checkOutput(out)
        let diff = try DesignScreens.diff(a)
        var appReports: [JSONValue] = []
        let fleet = try FileIO.writeDirectory(out) { staging in
            var files: [(path: String, bytes: [UInt8])] = []
            for p in pairs {
                let prefix = "apps/" + p.app + "/"
                let afterName = p.beforeJSON == nil ? "design.patched.json" : "design.after.json"
                let afterFile = staging + "/" + prefix + afterName
                try FileIO.writeAtomically(p.afterJSON.serialized(pretty: true), to: afterFile)
                var beforeFile = p.file, beforeName = p.file
                if let json = p.beforeJSON {
                    beforeName = prefix + "design.before.json"
                    beforeFile = staging + "/" + beforeName
                    try FileIO.writeAtomically(json.serialized(pretty: true), to: beforeFile)
                }
                let r = try diff.run(screens, before: (beforeFile, p.before), after: (afterFile, p.after), folder: staging, prefix: prefix)
                DesignScreens.printDiagnostics(r)
                let report = DesignDiffReport.json(r, before: beforeName, after: prefix + afterName, shard: nil)
                appReports.append(.object([(key: "app", value: .string(p.app)), (key: "file", value: .string(p.file)), (key: "report", value: report)]))
                files.append((staging + "/" + prefix + DesignProvenance.fileName, Array(r.provenance.json.serialized(pretty: false).utf8)))
                files.append(
                    (staging + "/" + prefix + "index.html", Array(DesignDiffReport.html(report, title: "Galley design diff: \(p.app)", root: "../../").utf8)))
            }
            var m: [(key: String, value: JSONValue)] = [(key: "format", value: .string(DesignDiffReport.fleetFormat))] + header
            if let shard { m.append((key: "shard", value: .string(shard.description))) }
            m.append((key: "apps", value: .array(appReports)))
            let fleet = JSONValue.object(m)
            files.append((staging + "/" + DesignDiffReport.marker, Array(fleet.serialized(pretty: true).utf8)))
            files.append((staging + "/index.html", Array(DesignDiffReport.fleetHTML(fleet).utf8)))
            try FileIO.writeAtomically(files)
            return fleet
        }
        if a.flags.contains("--json") {
            print(fleet.serialized(pretty: true))
        } else {
            print(DesignDiffReport.fleetSummary(fleet))
            print("report: \(out)/index.html")
        }
        let changed = appReports.contains { !DesignDiffReport.array($0["report"]?["changed"]).isEmpty }
        return changed ? 1 : 0
    }
}

/// `galley affected`.
enum AffectedCommand {
    static let command = Command(
        name: "affected",
        synopsis: [
            "affected BEFORE.json AFTER.json [--scenes DIR | --gallery] [--provenance FILE] [--json] [--templates LIST] "
                + "[--widths LIST] [--jobs N]"
        ],
        summary: "the screens a design change can touch, from design provenance alone (no rendering)",
        details: """
            Predicts, from design provenance alone and without rendering, which screens the change from
            BEFORE to AFTER can touch: the screens whose elements read a changed key. --provenance reads a
            recording (a diff-design report's provenance.json, recorded under BEFORE); without it the
            provenance of the gallery or the scenes is computed from BEFORE. Prints the screens, each with
            the audits that can change (colour keys: contrast and non-text contrast; typography: Dynamic
            Type and contrast's large-text threshold; spacing and sizes: targets and truncation), and how
            many are skipped. Exit status: 0 no screen can change, 1 some can, 2 bad input.
            """,
        options: [
            .init("--provenance", "FILE", "a recorded provenance.json (recorded under BEFORE) instead of computing it"),
            .init("--json", nil, "print the changed keys, the affected screens and the audits that can change as JSON"),
        ] + DesignScreens.options + drawingOptions,
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard a.positionals.count == 2 else { throw UsageError("expects BEFORE.json AFTER.json (got \(a.positionals.count) files); see --help") }
        let beforePath = DesignScreens.absolute(a.positionals[0]), afterPath = DesignScreens.absolute(a.positionals[1])
        let (before, after) = try DesignDiffError.loadPair(before: beforePath, after: afterPath)
        let provenance: DesignProvenance
        var diff = DesignDiff(renderer: try makeRenderer(a))
        diff.jobs = try DesignScreens.jobs(a)
        if let file = a.value("--provenance") {
            provenance = try DesignProvenance.read(file)
            let digest = DesignProber(model: before, registry: diff.renderer.registry).digest
            guard provenance.digest == digest else {
                throw DesignDiffError.provenance("\(file) was recorded under another design model than \(a.positionals[0])")
            }
        } else {
            provenance = try diff.record(try DesignScreens.select(a), before: (beforePath, before)).provenance
        }
        let changes = DesignKeys.diff(before, after)
        let (affected, unknown) = provenance.affected(by: changes)
        let audits = provenance.auditPredictions(for: changes)
        let total = provenance.screens.count
        if a.flags.contains("--json") {
            let v: JSONValue = .object([
                (key: "keys", value: .array(changes.map(\.json))),
                (key: "screens", value: .number(Double(total))),
                (key: "affected", value: .array(affected.map { .string($0.name) })),
                (key: "skipped", value: .number(Double(total - affected.count))),
                (key: "unplacedKeys", value: .array(unknown.map(JSONValue.string))),
                (
                    key: "audits",
                    value: .array(
                        audits.map { p in
                            .object([
                                (key: "screen", value: .string(p.screen)), (key: "keys", value: .array(p.keys.map(JSONValue.string))),
                                (key: "rules", value: .array(p.rules.map { .string($0.rawValue) })),
                            ])
                        })
                ),
            ])
            print(v.serialized(pretty: true))
        } else {
            for c in changes { print("changed: \(c.description)") }
            if !unknown.isEmpty { print("keys the provenance cannot place (every screen counts): \(unknown.joined(separator: ", "))") }
            for p in audits { print(p.screen + (p.rules.isEmpty ? "" : "  audits that can change: " + p.rules.map(\.rawValue).joined(separator: ", "))) }
            print("\(affected.count) of \(total) screens can change; \(total - affected.count) skipped (they read no changed key)")
        }
        return affected.isEmpty ? 0 : 1
    }
}
