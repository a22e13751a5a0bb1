import Foundation
import Galley
import GalleyTesting
import GoldenVerification
import Raster
import Support
import Testing

@Suite struct GoldenVerifierTests {
    /// A golden that exists but is no PNG is an input error (exit 2 in `galley verify`), not a mismatch.
    @Test func anUnreadableGoldenIsAnInputError() throws {
        let dir = NSTemporaryDirectory() + "galley-verifier-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(#"{"version": 1, "sections": [{"items": [{"text": "Hello"}]}]}"#, to: dir + "/a.json")
        try FileIO.writeAtomically(Array("not a png".utf8), to: dir + "/a.png")
        let store = GoldenStore(artifactsDirectory: dir + "/artifacts", recordMode: .missing, readOnlyReason: nil)
        let bitmap = try SceneRenderer.shared().renderDocument(at: dir + "/a.json")
        guard case let .unreadableGolden(message, artifacts) = store.check(bitmap, goldenPath: dir + "/a.png", diffing: .image(), artifactName: "a") else {
            Issue.record("expected unreadableGolden"); return
        }
        #expect(message.hasPrefix("cannot read golden \(dir)/a.png: "), "\(message)")
        #expect(artifacts == [dir + "/artifacts/a.actual.png"])
        let entries = GoldenVerifier(renderer: try SceneRenderer.shared(), artifactsDirectory: dir + "/v").check([dir + "/a.json"])
        #expect(entries.map(\.status) == [.unreadable])
        #expect(try FileIO.read(dir + "/a.png") == Array("not a png".utf8))
    }
}
