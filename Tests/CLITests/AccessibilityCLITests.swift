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
}
