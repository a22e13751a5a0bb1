import Content
import Galley
import GalleyTestSupport
import Typesetting

extension ContentContext {
    /// A content context over the bundled fonts whose images resolve in Tests/Fixtures/Images.
    public static func fixtureImages() throws -> ContentContext {
        ContentContext(
            typesetter: Typesetter(registry: try SceneRenderer.shared().fonts), baseDirectory: try Fixture.path("Images"),
            images: ImageStore(directory: try Fixture.path("Images")))
    }
}
