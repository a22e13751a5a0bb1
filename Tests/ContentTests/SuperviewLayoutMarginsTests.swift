import Content
import Geometry
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// `axesPreservingSuperviewLayoutMargins`: list content keeps the superview's (the cell content
/// view's) layout margins on the preserved axes where its own margins are smaller.
@Suite struct SuperviewLayoutMarginsTests {
    let context: ContentContext
    init() throws { context = ContentContext(typesetter: Typesetter(registry: try SceneRenderer.shared().fonts)) }

    func layout(_ axes: Axis?, superview: DirectionalEdgeInsets) throws -> ContentLayout {
        let view = ListContentView(typesetter: context.typesetter)
        var c = ListContentConfiguration.cell()
        c.text = "Wi-Fi"
        if let axes { c.axesPreservingSuperviewLayoutMargins = axes }
        try view.apply(c, environment: ContentEnvironment(superviewLayoutMargins: superview))
        return try view.measure(width: 390)
    }

    @Test func horizontalIsTheDefaultAndRaisesOnlyTheSmallerSides() throws {
        #expect(ListContentConfiguration.cell().axesPreservingSuperviewLayoutMargins == .horizontal)
        let wide = DirectionalEdgeInsets(top: 30, leading: 20, bottom: 30, trailing: 20)
        let base = try layout(nil, superview: .zero)
        let kept = try layout(nil, superview: wide)
        #expect(base.blocks[0].origin.x == 16)
        #expect(kept.blocks[0].origin.x == 20, "leading 16 < 20 keeps the superview's 20")
        #expect(kept.size.height == base.size.height, "vertical is not preserved by default")
        // A superview margin smaller than the configuration's changes nothing.
        let small = try layout(nil, superview: DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(small.blocks[0].origin.x == 16)
    }

    @Test func verticalAndNoneAndBoth() throws {
        let wide = DirectionalEdgeInsets(top: 30, leading: 20, bottom: 30, trailing: 20)
        let base = try layout(nil, superview: .zero)
        let none = try layout([], superview: wide)
        #expect(none.blocks[0].origin.x == 16 && none.size.height == base.size.height)
        let vertical = try layout(.vertical, superview: wide)
        #expect(vertical.blocks[0].origin.x == 16)
        #expect(vertical.size.height > base.size.height, "top and bottom 30 > 11 make the row taller")
        let both = try layout(.both, superview: wide)
        #expect(both.blocks[0].origin.x == 20 && both.size.height == vertical.size.height)
    }

    @Test func theDesignAndSceneKeysAreReadAndChecked() throws {
        let m = try DesignModel.default.applying(
            JSONReader(
                try JSONValue.parse(
                    ##"{"version": 2, "elements": {"list": {"cell": {"axesPreservingSuperviewLayoutMargins": "both"}}}}"##)), requireVersion: true)
        #expect(ListContentConfiguration.cell(design: m).axesPreservingSuperviewLayoutMargins == .both)
        #expect(m.jsonString().contains(##""axesPreservingSuperviewLayoutMargins": "both""##) || m.jsonString().contains("\"both\""))
        #expect(!DesignModel.default.jsonString().contains("axesPreservingSuperviewLayoutMargins"))
        let again = try DesignModel.default.applying(JSONReader(try JSONValue.parse(m.jsonString())), requireVersion: true)
        #expect(again.elements == m.elements)
        do {
            _ = try DesignModel.default.applying(
                JSONReader(
                    try JSONValue.parse(
                        ##"{"version": 2, "elements": {"list": {"cell": {"axesPreservingSuperviewLayoutMargins": "diagonal"}}}}"##)), requireVersion: true)
            Issue.record("an unknown axis was accepted")
        } catch {
            #expect("\(error)".hasPrefix(##"elements.list.cell.axesPreservingSuperviewLayoutMargins: expected one of "none""##), "\(error)")
        }
        let traits = try Scene.decodeTraits(JSONReader(try JSONValue.parse(##"{"width": 390, "contentViewLayoutMargins": [0, 20, 0, 20]}"##)), version: 2)
        #expect(traits.contentEnvironment.superviewLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(throws: JSONDecodingError.self) {
            _ = try Scene.decodeTraits(JSONReader(try JSONValue.parse(##"{"contentViewLayoutMargins": [0, 20, 0, 20]}"##)), version: 1)
        }
    }
}
