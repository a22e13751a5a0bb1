import CommandKit
import Foundation
import Golden
import GoldenDesignDiff
import GoldenReports
import GoldenVerification
import Support

enum AcceptCommand {
    static let command = Command(
        name: "accept",
        synopsis: ["accept NAME... [--from ARTIFACTS]", "accept --all [--from ARTIFACTS]"],
        summary: "copy reviewed actuals into Goldens/ (with layout dumps and manifests)",
        details: """
            Copies reviewed actuals from an artifacts folder (default .build/galley-artifacts/verify; the
            test run's is .build/galley-artifacts) into Goldens/, with their layout dumps and manifests,
            each file atomically, without re-running anything. NAME is a result's name (lists/settings),
            its golden or its scene path. Refused when CI is set. An actual that is not the one the
            folder's results.json describes (a folder from a different run) is refused.
            Exit status: 0 accepted, 2 usage or input error (nothing is written then).
            """,
        options: [
            .init("--from", "DIR", "the artifacts folder holding results.json"),
            .init("--all", nil, "every failure, missing and unreadable golden that has an actual"),
        ],
        run: { try run($0) })

    static func run(_ a: Arguments, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
        let all = a.flags.contains("--all")
        guard all != !a.positionals.isEmpty else {
            throw UsageError(all ? "--all takes no names" : "expects the names to accept, or --all; see --help")
        }
        if SnapshotRecordMode.isCI(environment) { throw UsageError("CI is set (CI=\(environment["CI"] ?? "")), so goldens are not written") }
        let folder = a.value("--from") ?? ".build/galley-artifacts/verify"
        do {
            let results = try RunResults.read(from: folder)
            let chosen = try GoldenAccept.select(a.positionals, all: all, in: results, folder: folder)
            if chosen.isEmpty { print("nothing to accept in \(folder)"); return 0 }
            for r in try GoldenAccept.accept(chosen, from: folder, readOnlyReason: nil) { print("accepted \(r.name) → \(r.golden)") }
            return 0
        } catch {
            throw UsageError(error.description)
        }
    }
}

enum MergeResultsCommand {
    static let command = Command(
        name: "merge-results",
        synopsis: ["merge-results DIR... [--out DIR]"],
        summary: "merge the artifacts folders of shards or machines into one",
        details: """
            Merges the artifacts folders of verify shards (or machines) into one: results.json, junit.xml,
            the failures' images and the review page (index.html), the way Playwright merges blob reports.
            A golden reported by two folders is kept once, from the first, with a note.
            Folders holding `galley diff-design` reports (of shards, or of fleet shards) are joined into one
            report: changed screens and counts added up, identical diffs regrouped, the apps of fleet shards
            side by side (default --out: design-diff).
            """,
        options: [.init("--out", "DIR", "where the merged folder goes (default .build/galley-artifacts/merged)")],
        run: { try run($0) })

    static func run(_ a: Arguments) throws -> Int32 {
        guard !a.positionals.isEmpty else { throw UsageError("expects the artifacts folders to merge; see --help") }
        let reports = a.positionals.filter { FileIO.exists($0 + "/" + DesignDiffReport.marker) }
        if !reports.isEmpty {
            guard reports.count == a.positionals.count else {
                throw UsageError(
                    "cannot merge diff-design reports with verify results: \(a.positionals.filter { !reports.contains($0) }.joined(separator: ", ")) hold no \(DesignDiffReport.marker)"
                )
            }
            return try mergeDesignDiffs(reports, out: a.value("--out") ?? "design-diff")
        }
        let out = a.value("--out") ?? ".build/galley-artifacts/merged"
        var merged: [GoldenResult] = []
        var index: [String: Int] = [:]
        var orphans = Set<String>()
        var runs: [String] = []
        do {
            for dir in a.positionals {
                let r = try RunResults.read(from: dir)
                runs.append(r.run)
                orphans.formUnion(r.orphans)
                for var e in r.results {
                    if let i = index[e.name] {
                        merged[i].diagnostics.append("also reported by \(dir) (status \(e.status.rawValue)); kept the first")
                        continue
                    }
                    for f in e.artifacts where FileIO.exists(dir + "/" + f.path) {
                        do { try FileIO.writeAtomically(try FileIO.read(dir + "/" + f.path), to: out + "/" + f.path) } catch {
                            e.diagnostics.append("could not copy \(f.path): \(error.reason)")
                        }
                    }
                    index[e.name] = merged.count
                    merged.append(e)
                }
            }
            let run = RunResults(
                tool: "galley merge-results (\(runs.count) runs)", results: merged.sorted { $0.name < $1.name },
                orphans: orphans.sorted())
            try run.write(to: out)
            let page = try ReviewReport.write(from: out)
            print("\(run.results.count) goldens from \(a.positionals.count) folders, \(run.results.filter { $0.status.fails }.count) need a look")
            print("results: \(out)/\(RunResults.fileName)")
            print("report: \(page)")
            return run.failed ? 1 : 0
        } catch let e as FileError {
            throw UsageError("cannot write \(out): \(e)")
        } catch {
            throw UsageError("\(error)")
        }
    }

    /// Joins diff-design report folders (shards of one diff, or of one fleet run).
    static func mergeDesignDiffs(_ dirs: [String], out: String) throws -> Int32 {
        var reports: [JSONValue] = []
        for d in dirs {
            do { reports.append(try JSONValue.parse(try FileIO.read(d + "/" + DesignDiffReport.marker))) } catch {
                throw UsageError("\(d)/\(DesignDiffReport.marker): \(error)")
            }
        }
        let formats = Set(reports.map { DesignDiffReport.str($0["format"]) })
        guard formats.count == 1, let format = formats.first, format == DesignDiffReport.format || format == DesignDiffReport.fleetFormat else {
            throw UsageError("the reports are of different kinds (\(formats.sorted().joined(separator: ", "))): merge shards of one diff-design run")
        }
        let fleet = format == DesignDiffReport.fleetFormat
        if !fleet {
            let keys = Set(
                reports.map {
                    ($0["keys"] ?? .null).setting([], to: .array(DesignDiffReport.array($0["keys"]).map { $0.setting(["screensReading"], to: .null) }))
                        .serialized(pretty: false)
                })
            guard keys.count == 1 else { throw UsageError("the reports diff different design changes; merge shards of one diff-design run") }
        }
        try DesignDiffReport.checkOutput(out)
        let merged = try FileIO.writeDirectory(out) { staging in
            var provenance: [DesignProvenance] = []
            for d in dirs {
                for path in try FileIO.walk(d, suffix: "") {
                    let rel = String(path.dropFirst(d.count + (d.hasSuffix("/") ? 0 : 1)))
                    if rel == DesignDiffReport.marker || rel == "index.html" { continue }
                    if rel == DesignProvenance.fileName { provenance.append(try DesignProvenance.read(path)); continue }
                    try FileIO.writeAtomically(try FileIO.read(path), to: staging + "/" + rel)
                }
            }
            let merged = fleet ? DesignDiffReport.mergeFleet(reports)! : DesignDiffReport.merge(reports)!
            var files: [(path: String, bytes: [UInt8])] = [
                (staging + "/" + DesignDiffReport.marker, Array(merged.serialized(pretty: true).utf8)),
                (staging + "/index.html", Array((fleet ? DesignDiffReport.fleetHTML(merged) : DesignDiffReport.html(merged)).utf8)),
            ]
            if let first = provenance.first, provenance.allSatisfy({ $0.digest == first.digest && $0.keys == first.keys }) {
                let p = DesignProvenance(digest: first.digest, keys: first.keys, screens: provenance.flatMap(\.screens))
                files.append((staging + "/" + DesignProvenance.fileName, Array(p.json.serialized(pretty: false).utf8)))
            }
            try FileIO.writeAtomically(files)
            return merged
        }
        print(fleet ? DesignDiffReport.fleetSummary(merged) : DesignDiffReport.summary(merged))
        print("report: \(out)/index.html")
        let changed =
            fleet
            ? DesignDiffReport.array(merged["apps"]).contains { !DesignDiffReport.array($0["report"]?["changed"]).isEmpty }
            : !DesignDiffReport.array(merged["changed"]).isEmpty
        return changed ? 1 : 0
    }
}
