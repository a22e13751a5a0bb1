import GalleyTestSupport
import Galley
import GalleyTesting
import XCTest

/// The same assertion from XCTest: failures go through XCTFail.
final class XCTestSnapshotTests: XCTestCase {
    func testGroupedListFromXCTest() throws {
        assertSnapshot(of: try settingsScene(appearance: .grouped), as: .image, named: "grouped")
    }

    func testVerifySnapshotReportsAMismatchWithArtifactPaths() throws {
        let dir = try temporaryDirectory("xctest")
        let message = verifySnapshot(of: "actual text", as: .lines, named: "note", record: .never,
                                     goldensDirectory: dir, environment: ["GALLEY_ARTIFACTS": dir + "/artifacts"])
        XCTAssertEqual(message?.contains("no golden at \(dir)/XCTestSnapshotTests/note.txt"), true, message ?? "")
        XCTAssertEqual(message?.contains("wrote \(dir)/artifacts/XCTestSnapshotTests/note.actual.txt"), true, message ?? "")
    }
}
