import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Raster
import Support
import Testing

/// Accessibility snapshots: the tree as a text golden and the accessibility image (elements
/// outlined and numbered in reading order, the legend beside), for a screen of every family.
@Suite struct AccessibilitySnapshotTests {
    /// Gallery screens that together show every family: list rows and headers (settings,
    /// outline), article cards and native ads, document rows, folder and pinned cards and status
    /// panels (documentFeed), grid tiles, story bubbles.
    static let screens = ["settings", "outline", "enriched.articles.ads", "documentFeed", "grid.articles", "story.articles"]

    static func scene(_ name: String) throws -> (Scene, String) {
        let directory = sceneGoldensDirectory + "/gallery/" + name
        return (try Scene.load(path: directory + "/390-light-ltr-default.json"), directory)
    }

    @Test(arguments: screens) func tree(_ name: String) throws {
        let (scene, _) = try Self.scene(name)
        assertSnapshot(of: scene, as: .accessibilityTree, named: name)
    }

    @Test(arguments: screens) func image(_ name: String) throws {
        let (scene, directory) = try Self.scene(name)
        assertSnapshot(of: scene, as: .accessibilityImage(baseDirectory: directory), named: name)
    }

    /// The image is the screen as rendered beside a legend: the screen's pixels outside the
    /// elements are unchanged, and the legend widens the canvas.
    @Test func theScreenIsDrawnUnderTheOverlay() throws {
        let (scene, directory) = try Self.scene("settings")
        let renderer = try SceneRenderer.shared()
        let rendered = try renderer.render(scene, baseDirectory: directory)
        let image = try renderer.accessibilityImage(of: rendered, baseDirectory: directory)
        #expect(image.width == rendered.bitmap.width + Int(AccessibilityImage.legendWidth * scene.traits.scale))
        #expect(image.height >= rendered.bitmap.height)
        // A pixel on no element (the top-left corner, above the first section) is the screen's.
        let covered = rendered.accessibility.elements.contains { $0.frame.contains(Point(x: 0.5, y: 0.5)) }
        try #require(!covered)
        #expect(image.straightPixel(x: 0, y: 0) == rendered.bitmap.straightPixel(x: 0, y: 0))
    }
}

/// The audit as a text golden: the suite's accepted findings for a screen (a new one fails).
@Suite struct AccessibilityAuditSnapshotTests {
    @Test(arguments: ["settings/390-light-ltr-default", "story.articles/390-dark-ltr-accessibilityLarge"])
    func audit(_ name: String) throws {
        let path = sceneGoldensDirectory + "/gallery/" + name + ".json"
        let scene = try Scene.load(path: path)
        let directory = FileIO.parentDirectory(of: path)
        assertSnapshot(
            of: scene, as: .accessibilityAudit(baseDirectory: directory), named: name.replacing("/", with: "-"),
            suite: "AccessibilitySnapshotTests")
    }
}
