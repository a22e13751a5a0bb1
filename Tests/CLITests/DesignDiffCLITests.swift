import Content
import Foundation
import GalleyTestSupport
import Golden
import GoldenDesignDiff
import GoldenReports
import Support
import Testing

/// `galley diff-design`, `affected` and the fleet on a folder of this file's own scenes: exit
/// statuses, bad input (typed errors, exit 2, nothing written), the output folder rule, shards
/// joined by `merge-results`, and the report in headless Chromium.
@Suite struct DesignDiffCLITests {
    /// A workspace: scenes/ (the DesignDiffScenes), before.json (the default), radius.json.
    static func workspace() throws -> String {
        let dir = try temporaryDirectory("designdiff-cli")
        for t in DesignDiffScenes.traits {
            let v = "\(t.style)-\(t.direction == "leftToRight" ? "ltr" : "rtl")"
            try FileIO.writeAtomically(DesignDiffScenes.cards(t, design: "unused.json"), to: dir + "/scenes/cards/\(v).json")
            try FileIO.writeAtomically(DesignDiffScenes.list(t, design: "unused.json"), to: dir + "/scenes/list/\(v).json")
        }
        try FileIO.writeAtomically(DesignModel.default.jsonString(), to: dir + "/before.json")
        try write(dir + "/radius.json", ##"{"shapes": {"radii": {"card": 16}}}"##)
        return dir
    }

    /// The default design with `patch` merged in, written to `path`.
    static func write(_ path: String, _ patch: String) throws {
        let v = JSONMergePatch.apply(try JSONValue.parse(patch), to: DesignModel.default.jsonValue())
        try FileIO.writeAtomically(v.serialized(pretty: true), to: path)
    }

    func run(_ args: [String], _ dir: String) throws -> CLIRun { try galley(args, in: dir) }

    @Test func aChangeExitsOneAndWritesTheReportAnUnchangedDesignExitsZero() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        let r = try run(["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--out", "report", "--jobs", "2"], dir)
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.contains("4 changed, 4 unchanged (4 rendered, 4 skipped"), "\(r.stdout)")
        #expect(r.stdout.contains("`gridTile` ×8 in 1 template: `shapes.radii.card` 12 → 16"), "\(r.stdout)")
        for f in ["index.html", DesignDiffReport.marker, DesignProvenance.fileName] { #expect(FileIO.exists(dir + "/report/" + f), "\(f)") }
        // The same folder again: a previous report is replaced whole.
        let same = try run(["diff-design", "before.json", "before.json", "--scenes", "scenes", "--out", "report", "--json"], dir)
        #expect(same.status == 0, "\(same)")
        let json = try JSONValue.parse(same.stdout)
        #expect(json["format"] == .string(DesignDiffReport.format))
        #expect(json["screens"]?["unchanged"] == .number(8))
        #expect(!FileIO.exists(dir + "/report/screens"), "the old report's images went with it")
        #expect(try FileIO.list(dir).filter { $0.contains(".staging-") || $0.contains(".old-") }.isEmpty)
    }

    /// `--design-matrix`: two token resolvers, each combination of their brand and density contexts
    /// diffed on its own; only brand b's text colour changed, so only brand b's two designs change.
    @Test func aDesignMatrixDiffsEachCombinationOfTheModifiers() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.createDirectories(dir + "/before-tokens")
        try FileIO.createDirectories(dir + "/after-tokens")
        try TokenMatrixFixture.write(to: dir + "/before-tokens")
        try TokenMatrixFixture.write(to: dir + "/after-tokens", brandBLabel: "#0066ff")
        let r = try run(
            ["diff-design", "before-tokens/r.json", "after-tokens/r.json", "--design-matrix", "--scenes", "scenes", "--out", "report", "--json"], dir)
        #expect(r.status == 1, "\(r)")
        let fleet = try JSONValue.parse(r.stdout)
        #expect(fleet["format"] == .string(DesignDiffReport.fleetFormat))
        #expect(fleet["matrix"]?["before"] == .string("before-tokens/r.json"))
        guard case .array(let apps)? = fleet["apps"] else { Issue.record("no designs: \(r.stdout)"); return }
        #expect(
            apps.map { $0["app"] }
                == ["brand-a.density-compact", "brand-a.density-regular", "brand-b.density-compact", "brand-b.density-regular"].map(JSONValue.string))
        for app in apps {
            guard case .string(let name)? = app["app"], case .array(let changed)? = app["report"]?["changed"] else { Issue.record("\(app)"); continue }
            #expect(changed.isEmpty == name.hasPrefix("brand-a"), "\(name): \(changed.count) changed screens")
            #expect(FileIO.exists(dir + "/report/apps/\(name)/index.html") && FileIO.exists(dir + "/report/apps/\(name)/design.before.json"))
        }
        let page = try String(decoding: FileIO.read(dir + "/report/index.html", maxBytes: 64 << 20), as: UTF8.self)
        #expect(page.contains("design matrix") && page.contains("Design brand-b.density-regular"))
        // Different combinations on the two sides: a typed error, nothing written.
        try FileIO.writeAtomically(
            try String(decoding: FileIO.read(dir + "/after-tokens/r.json", maxBytes: 1 << 20), as: UTF8.self).replacing(
                #""compact": [{"$ref": "compact.json"}]"#, with: #""tight": [{"$ref": "compact.json"}]"#),
            to: dir + "/after-tokens/r.json")
        let bad = try run(["diff-design", "before-tokens/r.json", "after-tokens/r.json", "--design-matrix", "--scenes", "scenes", "--out", "report2"], dir)
        #expect(bad.status == 2 && bad.stderr.contains("are not BEFORE's"), "\(bad)")
        #expect(!FileIO.exists(dir + "/report2"))
    }

    @Test func affectedPredictsFromTheRecordedProvenance() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        _ = try run(["diff-design", "before.json", "before.json", "--scenes", "scenes", "--out", "report"], dir)
        let r = try run(["affected", "before.json", "radius.json", "--provenance", "report/provenance.json"], dir)
        #expect(r.status == 1, "\(r)")
        #expect(r.stdout.contains("4 of 8 screens can change; 4 skipped"), "\(r.stdout)")
        #expect(r.stdout.split(separator: "\n").filter { $0.hasPrefix("cards/") }.count == 4)
        // Recorded under another model: refused.
        let other = try run(["affected", "radius.json", "before.json", "--provenance", "report/provenance.json"], dir)
        #expect(other.status == 2 && other.stderr.contains("recorded under another design model"), "\(other)")
    }

    /// A colour key: `affected` lists contrast (and non-text contrast) as the audits that can change
    /// on each screen reading it, in text and JSON; diff-design prints the findings it added.
    @Test func affectedListsTheAuditsAColourKeyCanChange() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        try Self.write(dir + "/faint.json", ##"{"colors": {"secondaryLabel": {"dark": "#EBEBF54D"}}}"##)
        let r = try run(["affected", "before.json", "faint.json", "--scenes", "scenes"], dir)
        #expect(r.status == 1, "\(r)")
        let listed = r.stdout.split(separator: "\n").filter { $0.hasPrefix("list/") }
        #expect(
            listed.count == 2 && listed.allSatisfy { $0.contains("dark") && $0.hasSuffix("audits that can change: contrast, nonTextContrast") }, "\(r.stdout)")
        let json = try run(["affected", "before.json", "faint.json", "--scenes", "scenes", "--json"], dir)
        let v = try JSONValue.parse(json.stdout)
        guard case .array(let audits)? = v["audits"] else { Issue.record("no audits in \(json.stdout)"); return }
        #expect(!audits.isEmpty)
        for a in audits {
            #expect(
                a["rules"] == .array([.string("contrast"), .string("nonTextContrast")]) && a["keys"] == .array([.string("colors.secondaryLabel.dark")]), "\(a)")
        }
        let diff = try run(["diff-design", "before.json", "faint.json", "--scenes", "scenes", "--out", "report"], dir)
        #expect(diff.stdout.contains("accessibility findings:\n  + `colors.secondaryLabel.dark`"), "\(diff.stdout)")
        let md = try FileIO.readText(dir + "/report/summary.md")
        #expect(md.contains("### Accessibility findings\n\n- ➕ `colors.secondaryLabel.dark`"), "\(md)")
    }

    @Test func badInputIsATypedErrorAndWritesNothing() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(##"{"version": 2, "shapes": {"radii": {"card": -1}}}"##, to: dir + "/bad.json")
        try FileIO.writeAtomically(##"{"version": 3}"##, to: dir + "/v3.json")
        try FileIO.createDirectories(dir + "/empty")
        try FileIO.writeAtomically("notes", to: dir + "/taken/notes.txt")
        let cases: [([String], String)] = [
            (["diff-design", "before.json", "bad.json", "--scenes", "scenes", "--out", "o1"], "bad.json: shapes.radii.card"),
            (["diff-design", "before.json", "v3.json", "--scenes", "scenes", "--out", "o2"], "different versions"),
            (["diff-design", "before.json", "radius.json", "--scenes", "empty", "--out", "o3"], "no version 2 scene files"),
            (["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--out", "taken"], "is not a diff-design report"),
        ]
        for (args, message) in cases {
            let r = try run(args, dir)
            #expect(r.status == 2, "\(args): \(r)")
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        #expect(try FileIO.list(dir).sorted() == ["bad.json", "before.json", "empty", "radius.json", "scenes", "taken", "v3.json"], "nothing half-written")
        #expect(try FileIO.list(dir + "/taken") == ["notes.txt"])
    }

    @Test func theFleetReportsEachAppAndAnInvalidPatchNamesTheAppAndPath() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(DesignModel.default.jsonString(), to: dir + "/apps/news.json")
        try Self.write(dir + "/apps/shop.json", ##"{"shapes": {"radii": {"card": 16}}}"##)
        try Self.write(dir + "/apps/mail.json", ##"{"colors": {"label": {"dark": "#FF0000"}}}"##)
        try FileIO.writeAtomically(##"{"shapes": {"radii": {"card": 16}}}"##, to: dir + "/patch.json")
        let r = try run(["diff-design", "--designs", "apps", "--patch", "patch.json", "--scenes", "scenes", "--out", "fleet", "--json"], dir)
        #expect(r.status == 1, "\(r)")
        let v = try JSONValue.parse(r.stdout)
        let apps = DesignDiffReport.array(v["apps"])
        #expect(apps.map { DesignDiffReport.str($0["app"]) } == ["mail", "news", "shop"])
        #expect(apps.map { DesignDiffReport.array($0["report"]?["changed"]).count } == [4, 4, 0], "shop already has 16")
        #expect(DesignDiffReport.fleetSummary(v).hasPrefix("3 apps: 2 affected (mail, news), 8 screens changed"), "\(DesignDiffReport.fleetSummary(v))")
        #expect(FileIO.exists(dir + "/fleet/apps/news/index.html") && FileIO.exists(dir + "/fleet/index.html"))

        try FileIO.writeAtomically(##"{"shapes": {"radii": {"card": "large"}}}"##, to: dir + "/bad-patch.json")
        let bad = try run(["diff-design", "--designs", "apps", "--patch", "bad-patch.json", "--scenes", "scenes", "--out", "fleet2"], dir)
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("apps/mail.json patched with") && bad.stderr.contains("shapes.radii.card"), "\(bad.stderr)")
        #expect(!FileIO.exists(dir + "/fleet2"))
    }

    @Test func shardsJoinedByMergeResultsGiveTheWholeReport() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        let whole = try run(["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--out", "whole", "--json"], dir)
        for i in 1...2 {
            let r = try run(["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--out", "s\(i)", "--shard", "\(i)/2"], dir)
            #expect(r.status == 1, "\(r)")
        }
        let m = try run(["merge-results", "s1", "s2", "--out", "merged"], dir)
        #expect(m.status == 1, "\(m)")
        let merged = try JSONValue.parse(try FileIO.read(dir + "/merged/" + DesignDiffReport.marker))
        let w = try JSONValue.parse(whole.stdout)
        #expect(merged["screens"] == w["screens"], "\(String(describing: merged["screens"]))")
        #expect(merged["changed"] == w["changed"])
        #expect(merged["keys"] == w["keys"])
        #expect(try DesignProvenance.read(dir + "/merged/provenance.json").screens.count == 8)
        for s in DesignDiffReport.array(merged["changed"]) {
            #expect(FileIO.exists(dir + "/merged/" + DesignDiffReport.str(s["images"]?["before"])))
        }
    }

    @Test(.enabled(if: headlessChromium != nil, "headless Chromium not found: the diff-design report is not checked in a browser"))
    func theReportWorksInHeadlessChromium() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        let r = try run(["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--out", "report"], dir)
        #expect(r.status == 1, "\(r)")
        let t = try chromiumSelfTest("file://\(dir)/report/index.html?selftest=1")
        let report = try JSONValue.parse(try FileIO.read(dir + "/report/" + DesignDiffReport.marker))
        let groups = DesignDiffReport.groups(report)
        #expect(t["groups"] == .array(groups.map { .number(Double($0.screens.count)) }), "\(t)")
        if case .number(let n)? = t["images"] { #expect(Int(n) >= groups.count * 6, "\(t)") } else { Issue.record("\(t)") }
        #expect(t["broken"] == .array([]), "every image decodes: \(t)")
        #expect(t["slider"] == .string("inset(0px 70% 0px 0px)"), "\(t)")
        #expect(t["blink"] == .array([.string("expected"), .string("actual"), .string("visible")]), "\(t)")
        #expect(t["keys"] == .array([.array([.string("shapes.radii.card"), .number(4)])]), "\(t)")
        // Tiles cut from a sheet (one image per kind holds a screen's tiles): each shown keeps its
        // rectangle's proportions and holds the sheet where the rectangle lies.
        let cuts = DesignDiffReport.array(t["cuts"])
        #expect(cuts.count == 2 && cuts[0] == cuts[1], "\(t)")
        let sheets = groups.filter { DesignDiffReport.array($0.screens[0]["tiles"]).count > 1 }
        #expect(!sheets.isEmpty, "the radius change makes screens of several tiles")
        if case .number(let n)? = cuts.first { #expect(Int(n) >= sheets.count, "\(t)") }
        // Each group shows one crop per changed area (tile), each outlined on a whole-screen thumbnail.
        let crops = DesignDiffReport.array(t["crops"])
        #expect(crops.count == groups.count, "\(t)")
        for (g, c) in zip(groups, crops) {
            let found = DesignDiffReport.array(c)
            let tiles = DesignDiffReport.array(g.screens[0]["tiles"]).map { DesignDiffReport.array($0["crop"]) }
            #expect(!tiles.isEmpty && tiles[0] == DesignDiffReport.array(g.screens[0]["crop"]), "the first tile is the crop")
            let shown = tiles.map { JSONValue.array(Array($0.suffix(2))) }
            #expect(found.first == .array(shown), "each tile's before image is its crop: \(c) vs \(tiles)")
            if case .number(let w)? = found.dropFirst().first { #expect(w > 0, "\(c)") } else { Issue.record("\(c)") }
            // A crop of the whole screen has no outline (null); smaller ones lie inside the thumbnail.
            let whole = tiles.count == 1 && tiles[0].suffix(2) == DesignDiffReport.array(g.screens[0]["afterSize"]).prefix(2)
            #expect(found.dropFirst(2).first == (whole ? .null : .bool(true)), "\(c), tiles \(tiles)")
            #expect(found.last == .number(Double(whole ? 0 : tiles.count)), "one outline per tile: \(c)")
        }
    }

    /// A second run against the same BEFORE takes its before renders from the default cache and
    /// says so; an unwritable --cache folder is a diagnostic, never a failed diff.
    @Test func aSecondRunUsesTheCacheAndAnUnwritableCacheIsADiagnostic() throws {
        let dir = try Self.workspace()
        defer { removeTemporaryDirectory(dir) }
        let args = ["diff-design", "before.json", "radius.json", "--scenes", "scenes", "--no-skip"]
        let first = try run(args + ["--out", "r1"], dir)
        #expect(first.status == 1 && !first.stdout.contains("baseline cache"), "\(first)")
        #expect(FileIO.isDirectory(dir + "/.build/galley-cache/design-diff-baselines"))
        let second = try run(args + ["--out", "r2", "--json"], dir)
        let json = try JSONValue.parse(second.stdout)
        #expect(DesignDiffReport.array(json["cache"]?["beforeFromCache"]).count == 8, "\(second.stdout)")
        #expect(DesignDiffReport.summary(json).contains("8 of the 8 before renders came from the baseline cache"))
        #expect(try run(args + ["--out", "r3", "--no-cache", "--json"], dir).stdout.contains("beforeFromCache") == false)
        try FileIO.writeAtomically("a file", to: dir + "/blocked")
        let blocked = try run(args + ["--out", "r4", "--cache", "blocked"], dir)
        #expect(blocked.status == 1, "\(blocked)")
        #expect(blocked.stderr.contains("baseline cache: cannot write") && blocked.stderr.contains("the diff runs without it"), "\(blocked.stderr)")
        let bad = try run(args + ["--out", "r5", "--cache-limit", "lots"], dir)
        #expect(bad.status == 2 && bad.stderr.contains("--cache-limit lots"), "\(bad)")
    }
}
