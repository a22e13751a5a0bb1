import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Geometry
import Raster
import Support
import Testing

/// Goldens of the layout families (Goldens/tests/FamilyGoldenTests/<family>/<variant>.png): each family's
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
        let traits =
            #""width": \#(width), "scale": 2, "layoutDirection": "\#(v.direction)", "userInterfaceStyle": "\#(v.style)", "#
            + #""preferredContentSizeCategory": "\#(v.category)""#
        return try Scene(text: Scene.document(traits: traits, #""list": \#(list)"#, sections: sections), file: try Fixture.path("Images") + "/scene.json")
    }

    /// A fresh renderer per render: the shared one's layout cache does not yet key on the
    /// appearance (drawing-requests.md, item 5), and variants run in parallel.
    static func render(_ scene: Scene) throws -> RenderedScene {
        try SceneRenderer(fonts: try SceneRenderer.shared().fonts).render(scene, baseDirectory: try Fixture.path("Images"))
    }

    static func check(_ family: String, _ sections: String, _ v: Variant, width: Int = 390) throws {
        let rendered = try render(try scene(sections, v, width: width))
        assertSnapshot(of: rendered.bitmap, as: .image, named: v.name, suite: family, goldensDirectory: testGoldensDirectory + "/FamilyGoldenTests")
    }

    static let articleCards = #"""
        [{"id": "condensed", "layout": {"grid": {"columns": 1, "spacing": 12}}, "background": {"color": "clear"}, "items": [
           {"id": "c1", "kind": "articleCardCondensed", "title": "Harbour lights return for the winter festival", "metadata": "City · 4 min read", "image": "landscape.png"},
           {"id": "c2", "kind": "articleCardCondensed", "title": "No thumbnail: the title takes the whole width of the card", "metadata": "Opinion · 2 min"},
           {"id": "c3", "kind": "articleCardCondensed", "title": "A very long headline that keeps going well past two lines so that it has to be truncated at the end of its second line", "image": "portrait.png"}]},
         {"id": "enriched", "layout": {"grid": {"columns": 1, "spacing": 12}}, "background": {"color": "clear"}, "items": [
           {"id": "e1", "kind": "articleCardEnriched", "title": "The valley at dawn", "subtitle": "Photographers climbed before sunrise to catch the first light over the hills.",
            "metadata": "Travel · 6 min read", "image": "landscape.png", "share": true, "bookmark": true, "bookmarked": true, "play": true},
           {"id": "e2", "kind": "articleCardEnriched", "title": "Text only, no toolbar", "metadata": "Brief"}]}]
        """#

    @Test(arguments: variants) func articleCards(_ v: Variant) throws { try Self.check("articleCard", Self.articleCards, v) }

    static let gridTiles = #"""
        [{"id": "grid", "layout": {"grid": {"columns": 2, "spacing": 10}}, "background": {"color": "clear"}, "items": [
           {"id": "g1", "kind": "gridTile", "title": "Hills", "caption": "12 photos", "image": "landscape.png"},
           {"id": "g2", "kind": "gridTile", "title": "Stripes and a title long enough to be cut off at two lines", "image": "portrait.png"},
           {"id": "g3", "kind": "gridTile", "title": "No image"},
           {"id": "g4", "kind": "gridTile", "title": "Rings", "image": "avatar.png"}]}]
        """#

    @Test(arguments: variants) func gridTiles(_ v: Variant) throws { try Self.check("gridTile", Self.gridTiles, v) }

    static let storyBubbles = #"""
        [{"id": "stories", "layout": {"grid": {"columns": 4, "spacing": 8}}, "background": {"color": "clear"}, "items": [
           {"id": "s1", "kind": "storyBubble", "caption": "Maya", "image": "avatar.png"},
           {"id": "s2", "kind": "storyBubble", "caption": "Seen already", "image": "portrait.png", "seen": true},
           {"id": "s3", "kind": "storyBubble", "caption": "No photo"},
           {"id": "s4", "kind": "storyBubble", "image": "landscape.png"}]}]
        """#

    @Test(arguments: variants) func storyBubbles(_ v: Variant) throws { try Self.check("storyBubble", Self.storyBubbles, v) }

    static let folders = #"""
        [{"id": "folders", "layout": {"grid": {"columns": 2, "spacing": 10}}, "background": {"color": "clear"}, "items": [
           {"id": "f1", "kind": "folderCard", "name": "Invoices", "count": 12},
           {"id": "f2", "kind": "folderCard", "name": "Shared with the whole design team", "count": 1, "icon": "folder-template.png"},
           {"id": "f3", "kind": "folderCard", "name": "No count"}]},
         {"id": "pinned", "layout": {"grid": {"columns": 2, "spacing": 10}}, "background": {"color": "clear"}, "items": [
           {"id": "p1", "kind": "pinnedCard", "title": "Quarterly plan", "metadata": "Pinned by Ana", "image": "landscape.png"},
           {"id": "p2", "kind": "pinnedCard", "title": "Pinned without an image, with a long title"}]}]
        """#

    @Test(arguments: variants) func foldersAndPinned(_ v: Variant) throws { try Self.check("folderCard", Self.folders, v) }

    static let documents = #"""
        [{"id": "documents", "items": [
           {"id": "d1", "kind": "documentRow", "title": "Budget 2027.xlsx", "metadata": "Edited 2 h ago · 1.2 MB", "badges": ["XLSX", "Draft"], "permissions": ["shared"]},
           {"id": "d2", "kind": "documentRow", "title": "Contract signed by both parties with a long name.pdf", "metadata": "Yesterday", "thumbnail": "portrait.png", "permissions": ["locked", "readOnly"]},
           {"id": "d3", "kind": "documentRow", "title": "Notes", "thumbnail": "missing.png"},
           {"id": "d4", "kind": "documentRow", "title": "Photo.png", "metadata": "3 MB", "thumbnail": "landscape.png", "badges": ["PNG"], "permissions": ["readOnly"]}]}]
        """#

    @Test(arguments: variants) func documentRows(_ v: Variant) throws { try Self.check("documentRow", Self.documents, v) }

    static let statusPanels = #"""
        [{"id": "status", "items": [
           {"id": "loading", "kind": "loadingPanel", "message": "Loading documents…"},
           {"id": "empty", "kind": "emptyPanel", "title": "No documents yet", "message": "Documents you create or that are shared with you appear here."},
           {"id": "retry", "kind": "retryPanel", "title": "Couldn't load", "message": "Check your connection and try again.", "buttonTitle": "Try Again"},
           {"id": "done", "kind": "exhaustedPanel", "title": "You're all caught up"}]}]
        """#

    @Test(arguments: variants) func statusPanels(_ v: Variant) throws { try Self.check("statusPanel", Self.statusPanels, v) }

    static let ads = #"""
        [{"id": "head", "background": {"color": "clear"}, "separators": {"visible": false}, "items": [
           {"id": "h1", "kind": "sectionHeader", "title": "Recommended", "action": "See All"},
           {"id": "h2", "kind": "sectionHeader", "title": "A section title far too long to share its row with the action", "action": "More"},
           {"id": "h3", "kind": "sectionHeader", "title": "No action"}]},
         {"id": "ads", "layout": {"grid": {"columns": 1, "spacing": 12}}, "background": {"color": "clear"}, "items": [
           {"id": "a1", "kind": "nativeAd", "advertiser": "Hill Outfitters", "headline": "Boots for every trail", "body": "Waterproof, light and made to last. Free returns for 60 days.", "image": "landscape.png", "callToAction": "Shop Now"},
           {"id": "a2", "kind": "nativeAd", "headline": "An ad with no image and no body"}]}]
        """#

    @Test(arguments: variants) func adsAndHeaders(_ v: Variant) throws { try Self.check("nativeAd", Self.ads, v) }
}
