import Content
import Galley
import GalleyTestSupportScenes
import Geometry
import Testing
import Typesetting

@Suite struct ContentViewTests {
    let view: ListContentView

    init() throws {
        view = ListContentView(typesetter: Typesetter(registry: try SceneRenderer.shared().fonts))
    }

    @Test func heightIsInsetsPlusTextUnlessTheMinimumIsTaller() throws {
        let design = DesignModel.default
        let one = try view.layout(.subtitleCell(ListCellContent(text: "Wi-Fi"), design: design), width: 358)
        // One 17 pt line plus 11 + 11 pt margins is under 44 pt: the row is 44 and the text is centred.
        #expect(one.size.height == 44)
        let line = one.blocks[0].layout.size.height
        #expect(abs(one.blocks[0].origin.y - (44 - line) / 2) < 1e-9)

        let two = try view.layout(.subtitleCell(ListCellContent(text: "Wi-Fi", secondaryText: "Home"), design: design), width: 358)
        let expected = 11 + two.blocks[0].layout.size.height + 3 + two.blocks[1].layout.size.height + 11
        // Rounded up to whole pixels at the default scale of 1, as UIKit's self-sizing does.
        #expect(two.size.height == max(expected, 44).rounded(.up))
        let atThree = try view.layout(.subtitleCell(ListCellContent(text: "Wi-Fi", secondaryText: "Home"), design: design), width: 358, scale: 3)
        #expect(atThree.size.height == (max(expected, 44) * 3).rounded(.up) / 3)
        #expect(two.blocks[1].origin.y == 11 + two.blocks[0].layout.size.height + 3)
    }

    @Test func drawingReusesTheMeasuredLayout() throws {
        // A renderer of its own, so its cache holds exactly this scene's layouts.
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts)
        let scene = try settingsScene()  // three cells, a header, a footer
        let (layout, list, _) = try renderer.displayList(for: scene)
        let content = layout.attributes.filter {
            switch $0.category {
            case .cell, .supplementaryView: return true;
            case .decorationView: return false
            }
        }
        #expect(content.count == 5)
        // Measuring made one layout per element; drawing found every one in the cache. A draw
        // at another width, direction or scale than the measure would have added entries.
        #expect(renderer.measurer.cachedLayoutCount == content.count)
        // What was drawn is what an uncached view lays out at the drawn frame.
        let fresh = ListContentView(typesetter: Typesetter(registry: renderer.fonts))
        for id in ["wifi", "bt", "about"] {
            let cell = try #require(content.first { $0.itemIdentifier == id })
            let item = try #require(scene.items[id]?.text)
            let expected = try fresh.layout(.subtitleCell(item, design: scene.design), width: cell.frame.width, scale: scene.traits.scale)
                .commands(at: cell.frame.origin)
            #expect(!expected.isEmpty)
            let drawn = list.commands.indices.contains { i in
                i + expected.count <= list.commands.count && Array(list.commands[i..<i + expected.count]) == expected
            }
            #expect(drawn, "\(id): the drawn commands are not the layout at its frame \(cell.frame)")
        }
    }

    @Test func rightToLeftPlacesTextFromTheTrailingMargin() throws {
        var design = DesignModel.default
        design.elements[list: .legacyCell].margins = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8)
        let ltr = try view.layout(.subtitleCell(ListCellContent(text: "Hi"), design: design), width: 300)
        let rtl = try view.layout(.subtitleCell(ListCellContent(text: "Hi"), design: design), width: 300, direction: .rightToLeft)
        #expect(ltr.blocks[0].origin.x == 20)
        #expect(rtl.blocks[0].origin.x == 8)
    }

    @Test func refusesUnusableWidths() {
        let config = ListContentConfiguration.subtitleCell(ListCellContent(text: "x"))
        for w in [0, -10, Double.nan, .infinity] {
            #expect(throws: ContentError.self) {
                _ = try view.layout(config, width: w)
            }
        }
    }
}
