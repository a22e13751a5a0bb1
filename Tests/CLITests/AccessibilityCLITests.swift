import Foundation
import GalleyTestSupport
import Raster
import Support
import Testing

/// `galley render --accessibility OUT.png --accessibility-json TREE.json`.
@Suite struct AccessibilityCLITests {
    @Test func renderWritesTheAccessibilitySnapshotAndTree() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let scene = sceneGoldensDirectory + "/gallery/settings/390-light-ltr-default.json"
        let r = try galley(["render", scene, "-o", dir + "/out.png", "--accessibility", dir + "/a11y.png", "--accessibility-json", dir + "/tree.json"])
        #expect(r.status == 0, "\(r)")
        let screen = try PNG.decode(try FileIO.read(dir + "/out.png"))
        let a11y = try PNG.decode(try FileIO.read(dir + "/a11y.png"))
        #expect(a11y.width > screen.width && a11y.height >= screen.height)
        let tree = try JSONValue.parse(try FileIO.read(dir + "/tree.json"))
        guard case .array(let elements)? = tree["elements"] else { Issue.record("no elements in \(tree)"); return }
        #expect(elements.count > 5)
        #expect(elements.first?["label"] == .string("Ana Costa, Apple ID, iCloud, Media & Purchases"))
        #expect(elements.first?["traits"] == .array([.string("button")]))
    }

    @Test func aDisplayListHasNoAccessibility() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(#"{"size": [10, 10], "commands": []}"#, to: dir + "/list.json")
        let r = try galley(["render", dir + "/list.json", "-o", dir + "/out.png", "--accessibility", dir + "/a.png"])
        #expect(r.status == 2 && r.stderr.contains("--accessibility"), "\(r)")
    }

    /// `galley audit`: a finding fails the run (exit 1) until a baseline accepts it; --json; a bad
    /// baseline is a usage-level error naming the file.
    @Test func auditFindsBaselinesAndPrintsJSON() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let scene = dir + "/screen.json"
        try FileIO.writeAtomically(
            #"{"version": 2, "traits": {"width": 390, "scale": 1}, "sections": [{"id": "s", "items": [{"id": "a", "text": "Photos"}, {"id": "b", "text": "icon_photos.png"}]}]}"#,
            to: scene)
        let first = try galley(["audit", scene])
        #expect(first.status == 1, "\(first)")
        #expect(first.stdout.contains(#"sections[0].items[1] (id "b"): fileNameLabel "icon_photos.png""#), "\(first)")
        let json = try galley(["audit", scene, "--json"])
        let value = try JSONValue.parse(json.stdout)
        #expect(value["new"] == .number(1), "\(json)")
        let baseline = dir + "/baseline.json"
        let update = try galley(["audit", scene, "--baseline", baseline, "--update-baseline"])
        #expect(update.status == 0 && FileIO.exists(baseline), "\(update)")
        let accepted = try galley(["audit", scene, "--baseline", baseline])
        #expect(accepted.status == 0 && accepted.stdout.contains("(accepted)") && accepted.stdout.contains("0 new"), "\(accepted)")
        try FileIO.writeAtomically(#"{"version": 1, "findings": [{"key": 3}]}"#, to: baseline)
        let bad = try galley(["audit", scene, "--baseline", baseline])
        #expect(bad.status == 2 && bad.stderr.contains("baseline.json") && bad.stderr.contains("findings[0].key"), "\(bad)")
    }

    /// `galley gallery --audit`: each image's findings in the contact sheet, and the filter.
    @Test func galleryAuditAddsTheFindingsColumn() throws {
        let dir = try cliTemporaryDirectory()
        defer { removeTemporaryDirectory(dir) }
        let args = [
            "gallery", "--templates", "settings", "--widths", "390", "--appearance", "light", "--direction", "ltr", "--text-size",
            "default", "--scale", "1", "--out", dir,
        ]
        let r = try galley(args + ["--audit"])
        #expect(r.status == 0, "\(r)")
        let html = try FileIO.readText(dir + "/index.html")
        #expect(html.contains(#"id="has-findings""#) && html.contains("data-findings=\"") && html.contains("contrast: sections["), "\(html.prefix(2000))")
        let plain = try galley(args)
        #expect(plain.status == 0, "\(plain)")
        #expect(!(try FileIO.readText(dir + "/index.html")).contains(#"id="has-findings""#))
    }
}
