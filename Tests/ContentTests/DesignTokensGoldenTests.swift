import Content
import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Support
import Testing

/// A real token set rendered: the Figma Simple Design System (DTCG 2025.10 with a light/dark
/// resolver, Tests/Fixtures/Tokens/figma-sds) imported through its mapping, written as a design
/// file, and a scene that names that file rendered in light and dark
/// (Goldens/tests/DesignTokensGoldenTests/figma-sds/<style>.png).
@Suite struct DesignTokensGoldenTests {
    static let sections = #"""
        [{"id": "a", "header": "Account", "items": [
           {"kind": "subtitleCell", "text": "Profile", "secondaryText": "Name, photo, username"},
           {"kind": "valueCell", "text": "Plan", "secondaryText": "Team"},
           {"kind": "cell", "text": "Notifications"}]},
         {"id": "cards", "header": "Articles", "layout": {"grid": {"columns": 1, "spacing": 12}}, "background": {"color": "clear"}, "items": [
           {"id": "c1", "kind": "articleCardCondensed", "title": "Tokens in, screens out", "metadata": "Design · 3 min read"}]}]
        """#

    @Test(arguments: ["light", "dark"]) func figmaSimpleDesignSystem(_ style: String) throws {
        let dir = try Fixture.path("Tokens/figma-sds")
        let imported = try DesignTokenImporter(files: [dir + "/sds.resolver.json"], mapping: try DesignTokenMapping.load(path: dir + "/sds.map.json")).run()
        let bitmap = try withTemporaryDirectory("tokens-golden") { tmp in
            try FileIO.writeAtomically(imported.designFile.serialized(pretty: true), to: tmp + "/sds.design.json")
            let text = Scene.document(
                traits: #""width": 390, "scale": 2, "userInterfaceStyle": "\#(style)""#,
                #""list": {"appearance": "insetGrouped"}, "design": "sds.design.json""#,
                sections: Self.sections)
            let scene = try Scene(text: text, file: tmp + "/scene.json")
            #expect(scene.design == imported.design)
            return try SceneRenderer(fonts: try SceneRenderer.shared().fonts).render(scene, baseDirectory: tmp).bitmap
        }
        assertSnapshot(of: bitmap, as: .image, named: style, suite: "figma-sds", goldensDirectory: testGoldensDirectory + "/DesignTokensGoldenTests")
    }

    /// Tokens Studio's own integration tokens (Tests/Fixtures/Tokens/tokens-studio) through their mapping.
    @Test func tokensStudioIntegrationTokens() throws {
        let dir = try Fixture.path("Tokens/tokens-studio")
        let imported = try DesignTokenImporter(files: [dir + "/sd-transforms.tokens.json"], mapping: try DesignTokenMapping.load(path: dir + "/map.json")).run()
        let text = Scene.document(traits: #""width": 390, "scale": 2"#, #""list": {"appearance": "insetGrouped"}"#, sections: Self.sections)
        var scene = try Scene(text: text, file: dir + "/scene.json")
        scene.design = imported.design
        let bitmap = try SceneRenderer(fonts: try SceneRenderer.shared().fonts).render(scene, baseDirectory: dir).bitmap
        assertSnapshot(of: bitmap, as: .image, named: "light", suite: "tokens-studio", goldensDirectory: testGoldensDirectory + "/DesignTokensGoldenTests")
    }
}
