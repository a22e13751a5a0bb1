import Galley
import GalleyTestSupport
import GalleyTesting
import Geometry
import Raster
import Support
import Testing

/// Goldens of the seed families (Goldens/families/<family>/<variant>.png): each family's
/// scene with and without its optional parts and with over-long text, in four trait variants
/// that cover both directions, both appearances and a default and an accessibility size.
@Suite struct FamilyGoldenTests {
    struct Variant: Sendable, CustomStringConvertible {
        var name: String
        var direction: String
        var style: String
        var category: String
        var description: String { name }
    }

    static let variants = [
        Variant(name: "ltr-light", direction: "leftToRight", style: "light", category: "large"),
        Variant(name: "rtl-dark", direction: "rightToLeft", style: "dark", category: "large"),
        Variant(name: "ltr-dark-ax", direction: "leftToRight", style: "dark", category: "accessibilityLarge"),
        Variant(name: "rtl-light-ax", direction: "rightToLeft", style: "light", category: "accessibilityLarge"),
    ]

    /// A version 2 scene of `sections` (JSON text) in `variant`'s traits.
    static func scene(_ sections: String, _ v: Variant, width: Int = 390, list: String = #"{"appearance": "insetGrouped"}"#) throws -> Scene {
        let json = """
        {"version": 2, "traits": {"width": \(width), "scale": 2, "layoutDirection": "\(v.direction)", "userInterfaceStyle": "\(v.style)",
         "preferredContentSizeCategory": "\(v.category)"}, "list": \(list), "sections": \(sections)}
        """
        return try Scene(json: Array(json.utf8), file: try Fixture.path("Images") + "/scene.json")
    }

    static func render(_ scene: Scene) throws -> RenderedScene {
        try SceneRenderer.shared().render(scene, baseDirectory: try Fixture.path("Images"))
    }

    static func check(_ family: String, _ sections: String, _ v: Variant, width: Int = 390) throws {
        let rendered = try render(try scene(sections, v, width: width))
        assertSnapshot(of: rendered.bitmap, as: .image, named: v.name, suite: family, goldensDirectory: packageRoot + "/Goldens/families")
    }

    static let articleCards = #"""
    [{"id": "condensed", "layout": {"grid": {"columns": 1, "spacing": 12}}, "items": [
       {"id": "c1", "kind": "articleCardCondensed", "title": "Harbour lights return for the winter festival", "metadata": "City · 4 min read", "image": "landscape.png"},
       {"id": "c2", "kind": "articleCardCondensed", "title": "No thumbnail: the title takes the whole width of the card", "metadata": "Opinion · 2 min"},
       {"id": "c3", "kind": "articleCardCondensed", "title": "A very long headline that keeps going well past two lines so that it has to be truncated at the end of its second line", "image": "portrait.png"}]},
     {"id": "enriched", "layout": {"grid": {"columns": 1, "spacing": 12}}, "items": [
       {"id": "e1", "kind": "articleCardEnriched", "title": "The valley at dawn", "subtitle": "Photographers climbed before sunrise to catch the first light over the hills.",
        "metadata": "Travel · 6 min read", "image": "landscape.png", "share": true, "bookmark": true, "bookmarked": true, "play": true},
       {"id": "e2", "kind": "articleCardEnriched", "title": "Text only, no toolbar", "metadata": "Brief"}]}]
    """#

    @Test(arguments: variants) func articleCards(_ v: Variant) throws { try Self.check("articleCard", Self.articleCards, v) }
}
