import Content
import Geometry
import Layout
import Testing

@testable import Galley

/// A section's colours (`background`, `separators.color`) are names resolved when the scene
/// draws, in its design and interface style, as its items' colours are: a scene loaded once and
/// drawn light and dark draws each section in the style it is drawn in.
@Suite struct SectionColorTests {
    static let json = #"""
        {"version": 2, "traits": {"width": 320, "scale": 1},
         "sections": [{"id": "s", "background": {"color": "systemBackground", "strokeColor": "separator", "strokeWidth": 1,
                                                 "shadow": {"color": "label", "opacity": 0.5, "radius": 2}},
                       "separators": {"color": "label"},
                       "items": [{"id": "a", "text": "One"}, {"id": "b", "text": "Two"}]}]}
        """#

    func cellBackground(_ scene: Scene) throws -> BackgroundConfiguration? {
        let cell = LayoutElementReference(category: .cell, indexPath: IndexPath(item: 0, section: 0), sectionIdentifier: "s", itemIdentifier: "a")
        return try scene.content(for: cell, registry: .standard)?.background
    }

    @Test func sectionColorsFollowTheStyleTheSceneDrawsIn() throws {
        var scene = try Scene(json: Array(Self.json.utf8), file: "colors.json")
        for style in [UserInterfaceStyle.light, .dark] {
            scene.traits.userInterfaceStyle = style
            let design = scene.design
            let background = try #require(try cellBackground(scene))
            #expect(background.backgroundColor == design.color("systemBackground", style))
            #expect(background.strokeColor == design.color("separator", style))
            #expect(background.shadow?.color == design.color("label", style))
            #expect(background.shadow?.opacity == 0.5 && background.strokeWidth == 1)
            #expect(scene.listLook(ofSection: "s").separatorColor == design.color("label", style))
        }
        // Light and dark differ, so the check above could not pass by resolving once.
        #expect(scene.design.color("systemBackground", .light) != scene.design.color("systemBackground", .dark))
    }

    @Test func aColorTheDesignLacksIsAnErrorAtItsPath() {
        let bad = Self.json.replacing(#""separators": {"color": "label"}"#, with: #""separators": {"color": "lable"}"#)
        #expect {
            try Scene(json: Array(bad.utf8), file: "colors.json")
        } throws: { error in
            "\(error)".contains("sections[0].separators.color") && "\(error)".contains("found \"lable\"")
        }
    }
}
