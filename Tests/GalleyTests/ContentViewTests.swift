import Content
import Geometry
import Galley
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
        let config = ListContentConfiguration.subtitleCell(ListCellContent(text: "Cached text for this test only"))
        let before = view.cachedLayoutCount
        let measured = try view.layout(config, width: 300)
        #expect(view.cachedLayoutCount == before + 1)
        let drawn = try view.layout(config, width: 300)
        #expect(view.cachedLayoutCount == before + 1)
        #expect(measured.commands(at: Point(x: 10, y: 20)) == drawn.commands(at: Point(x: 10, y: 20)))
    }

    @Test func rightToLeftPlacesTextFromTheTrailingMargin() throws {
        var design = DesignModel.default
        design.cell.insets = DirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 8)
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
