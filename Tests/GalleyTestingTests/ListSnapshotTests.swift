import Galley
import GalleyTestSupportScenes
import GalleyTesting
import Testing

/// Golden tests written with the testing library (Swift Testing).
@Suite struct ListSnapshotTests {
    @Test func plainListFromSwift() throws {
        assertSnapshot(of: try settingsScene(appearance: .plain), as: .image, named: "plain")
    }

    @Test func insetGroupedRightToLeft() throws {
        assertSnapshot(of: try settingsScene(direction: .rightToLeft), as: .image, named: "inset-grouped-rtl")
    }

    @Test func layoutDump() throws {
        assertSnapshot(of: try settingsScene(), as: .layoutDump, named: "inset-grouped-layout")
    }
}
