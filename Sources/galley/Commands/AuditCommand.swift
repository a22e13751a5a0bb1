import CommandKit
import Foundation
import Galley
import Support

/// `galley audit`: the accessibility audit of scenes (contrast, Dynamic Type, targets, labels).
enum AuditCommand {
    static let command = Command(
        name: "audit",
        synopsis: ["audit [SCENE.json...|--gallery] [--json] [--baseline FILE] [--update-baseline] [--fonts DIR] [--pixel-limit N]"],
        summary: "audit scenes' accessibility: contrast, Dynamic Type, target sizes and labels",
        details: """
            Renders each scene (with --gallery: every scene under Goldens/scenes/gallery) and audits what VoiceOver reads and
            what is drawn: text contrast against the rendered background (WCAG 2.2: 4.5:1, 3:1 for large text), text cut or
            not scaling at accessibility text sizes (a scene at one is compared with itself at the default size), targets
            smaller than 44 × 44 pt or overlapping, and missing, duplicate or file-name labels. Each finding names the screen,
            the element and the rule. With --baseline, findings the baseline file accepts are not reported as new, and the
            exit status is 1 only when there are new ones (without it, when there are any); --update-baseline writes every
            finding into the baseline file instead. --json prints the findings as JSON:
            {"findings": [{"screen", "rule", "element", "subject", "detail", "new"}], "new": N}.
            """,
        options: [
            .init("--gallery", nil, "audit every scene under Goldens/scenes/gallery (from the working directory)"),
            .init("--json", nil, "print the findings as JSON"),
            .init("--baseline", "FILE", "accepted findings (JSON); only findings not in it fail"),
            .init("--update-baseline", nil, "write every finding into the --baseline file and exit 0"),
        ] + drawingOptions,
        run: { try run($0) })

    static func scenePaths(_ a: Arguments) throws -> [String] {
        var paths = a.positionals
        if a.flags.contains("--gallery") {
            let root = "Goldens/scenes/gallery"
            guard FileIO.exists(root) else { throw UsageError("--gallery: no \(root) under the working directory") }
            let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".json") }.sorted()
            paths += files.map { root + "/" + $0 }
        }
        guard !paths.isEmpty else { throw UsageError("expects scene files or --gallery; see --help") }
        for p in paths where !FileIO.exists(p) { throw UsageError("no such file: \(p)") }
        return paths
    }

    static func run(_ a: Arguments) throws -> Int32 {
        let paths = try scenePaths(a)
        let baselinePath = a.value("--baseline")
        if a.flags.contains("--update-baseline"), baselinePath == nil { throw UsageError("--update-baseline needs --baseline FILE") }
        let renderer = try makeRenderer(a)
        var findings: [AuditFinding] = []
        var status: Int32 = 0
        for path in paths {
            do {
                let scene = try Scene.load(path: path)
                findings += try AccessibilityAudit.audit(scene, screen: path, renderer: renderer, baseDirectory: FileIO.parentDirectory(of: path))
            } catch {
                writeErr("error: \(path): \(message("\(error)", about: path))")
                status = 2
            }
        }
        if let baselinePath, a.flags.contains("--update-baseline") {
            try FileIO.writeAtomically(AuditBaseline(findings).serialized(), to: baselinePath)
            print("wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(baselinePath)")
            return status
        }
        let baseline = try baselinePath.map { p throws(JSONFileError) in try AuditBaseline.load(path: p) }
        let new = Set((baseline?.new(findings) ?? findings).map(\.key))
        if a.flags.contains("--json") {
            let list: [JSONValue] = findings.map { f in
                .object([
                    ("screen", .string(f.screen)), ("rule", .string(f.rule.rawValue)), ("element", .string(f.element)),
                    ("subject", .string(f.subject)), ("detail", .string(f.detail)), ("new", .bool(new.contains(f.key))),
                ])
            }
            print(JSONValue.object([("findings", .array(list)), ("new", .number(Double(new.count)))]).serialized())
        } else {
            for f in findings { print((new.contains(f.key) ? "" : "(accepted) ") + f.description) }
            print("\(findings.count) finding\(findings.count == 1 ? "" : "s") on \(paths.count) screen\(paths.count == 1 ? "" : "s"), \(new.count) new")
        }
        return status != 0 ? status : new.isEmpty ? 0 : 1
    }
}
