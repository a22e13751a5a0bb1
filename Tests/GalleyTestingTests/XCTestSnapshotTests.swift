import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Raster
import Support
import XCTest

/// The same assertion from XCTest: failures go through XCTFail.
final class XCTestSnapshotTests: XCTestCase {
    func testGroupedListFromXCTest() throws {
        assertSnapshot(of: try settingsScene(appearance: .grouped), as: .image, named: "grouped")
    }

    func testVerifySnapshotReportsAMismatchWithArtifactPaths() throws {
        let dir = try temporaryDirectory("xctest")
        defer { removeTemporaryDirectory(dir) }
        let scene = try settingsScene(appearance: .grouped)
        let actual = try SceneRenderer.shared().render(scene).bitmap
        // The golden: the same picture with a 3 × 2 px block painted magenta.
        var golden = actual
        for y in 10..<12 {
            for x in 20..<23 { let i = (y * golden.width + x) * 4; golden.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 255, 255]) }
        }
        let goldenPath = dir + "/XCTestSnapshotTests/grouped.png"
        try PNG.writeFile(golden, to: goldenPath)
        let goldenBytes = try FileIO.read(goldenPath)

        let message = try XCTUnwrap(
            verifySnapshot(
                of: scene, as: .image, named: "grouped", record: .never,
                goldensDirectory: dir, environment: ["GALLEY_ARTIFACTS": dir + "/artifacts"]))
        XCTAssertTrue(message.hasPrefix("Snapshot \"grouped\" does not match \(goldenPath): 6 of \(actual.width * actual.height) pixels differ"), message)
        XCTAssertTrue(message.contains("in x 20..<23, y 10..<12"), message)
        let actualPath = dir + "/artifacts/XCTestSnapshotTests/grouped.actual.png"
        let diffPath = dir + "/artifacts/XCTestSnapshotTests/grouped.diff.png"
        XCTAssertTrue(message.contains("wrote \(actualPath)") && message.contains("wrote \(diffPath)"), message)
        // The artifacts are the rendering and a diff marking exactly the changed pixels red.
        XCTAssertEqual(try PNG.readFile(actualPath), actual)
        let diff = try PNG.readFile(diffPath)
        XCTAssertEqual(diff.width, actual.width)
        XCTAssertEqual(diff.height, actual.height)
        var red: [Int] = []
        for p in 0..<diff.width * diff.height where Array(diff.pixels[p * 4..<p * 4 + 4]) == [255, 0, 0, 255] { red.append(p) }
        XCTAssertEqual(red, [10, 11].flatMap { y in (20..<23).map { y * diff.width + $0 } })
        // Verifying never touches the golden.
        XCTAssertEqual(try FileIO.read(goldenPath), goldenBytes)
    }
}
