import Content
import Diffable
import GalleyTestSupportScenes
import Geometry
import Layout
import Raster
import Support
import Testing

@testable import Galley

@Suite struct SceneVersion2Tests {
    static func scene(
        _ traits: String = "", appearance: String = "insetGrouped",
        items: String = #"{"kind": "cell", "text": "A"}, {"kind": "cell", "text": "B"}, {"kind": "cell", "text": "C"}"#
    ) throws -> Scene {
        let json = Scene.document(
            traits: #""width": 390, "scale": 2\#(traits)"#, #""list": {"appearance": "\#(appearance)"}"#,
            sections: #"[{"id": "s", "items": [\#(items)]}]"#)
        return try Scene(text: json, file: "v2.json")
    }

    func fills(_ list: DisplayList) -> [(RoundedRect, Color)] {
        list.commands.compactMap {
            if case let .fill(r, c) = $0 { return (r, c) }; return nil
        }
    }

    @Test func insetGroupedRowsRoundOnlyTheFirstRowsTopAndTheLastRowsBottom() throws {
        let list = try SceneRenderer.shared().displayList(for: try Self.scene()).1
        let rows = fills(list).filter { $0.1 == Color(hex: "#FFFFFF") }
        #expect(rows.count == 3)
        #expect(rows[0].0.radii == CornerRadii(topLeft: 10, topRight: 10, bottomRight: 0, bottomLeft: 0))
        #expect(rows[1].0.radii == .zero)
        #expect(rows[2].0.radii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 10, bottomLeft: 10))
        #expect(rows.allSatisfy { $0.0.corner == .continuous })
        // One row rounds all four corners.
        let one = try SceneRenderer.shared().displayList(for: try Self.scene(items: #"{"kind": "cell", "text": "A"}"#)).1
        #expect(fills(one).first { $0.1 == Color(hex: "#FFFFFF") }?.0.radii == CornerRadii(all: 10))
    }

    @Test func darkModeResolvesThePalette() throws {
        let light = try SceneRenderer.shared().displayList(for: try Self.scene()).1
        let dark = try SceneRenderer.shared().displayList(for: try Self.scene(#", "userInterfaceStyle": "dark""#)).1
        #expect(light.background == Color(hex: "#F2F2F7"))
        #expect(dark.background == Color(hex: "#000000"))
        #expect(fills(dark).contains { $0.1 == Color(hex: "#1C1C1E") })
        let glyphColors = Set(
            dark.commands.compactMap {
                if case .glyphs(let r) = $0 { return r.color }; return nil
            })
        #expect(glyphColors == [Color(hex: "#FFFFFF")!])
    }

    @Test func contentSizeCategoryScalesRows() throws {
        let large = try SceneRenderer.shared().displayList(for: try Self.scene()).0.contentSize.height
        let ax = try SceneRenderer.shared().displayList(for: try Self.scene(#", "preferredContentSizeCategory": "accessibilityExtraLarge""#)).0.contentSize
            .height
        let small = try SceneRenderer.shared().displayList(for: try Self.scene(#", "preferredContentSizeCategory": "extraSmall""#)).0.contentSize.height
        #expect(ax > large + 3 * 20)
        #expect(small <= large)  // 44 pt rows hold the smaller text
    }

    @Test func contentsConfiguredInSwiftWinAndStatesApply() throws {
        var scene = try Self.scene()
        var row = ListContentConfiguration.valueCell()
        row.text = "Wi-Fi"
        row.secondaryText = "Home"
        row.item.accessories = [.disclosureIndicator]
        let first = try #require(scene.snapshot.itemIdentifiers.first)
        scene.items[first] = SceneItem(ElementContent(row, state: .disabled))
        let (layout, list, _) = try SceneRenderer.shared().displayList(for: scene)
        #expect(layout.attributes.filter { $0.category == .cell }.count == 3)
        let dimmed = list.commands.contains {
            if case .glyphs(let r) = $0 { return r.color.alpha < 255 && r.color.red == 0 }; return false
        }
        #expect(dimmed)
    }

    @Test func anItemsContentErrorNamesTheItem() throws {
        var scene = try Self.scene()
        var row = ListContentConfiguration.cell()
        row.text = "x"
        row.textProperties.font.size = -1
        scene.items["s/1"] = SceneItem(ElementContent(row))
        do { _ = try SceneRenderer.shared().displayList(for: scene); Issue.record("rendered") } catch {
            #expect(error.description.hasPrefix("v2.json: sections[0].items[1] (id \"s/1\"): "), "\(error.description)")
        }
    }

    /// A renderer keeps layouts across renders; a scene drawn dark and then light must not keep
    /// the dark separator color (the layout's colors depend on the interface style).
    @Test func aReusedLayoutFollowsTheInterfaceStyle() throws {
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts)
        _ = try renderer.displayList(for: try Self.scene(#", "userInterfaceStyle": "dark""#))
        let light = try renderer.displayList(for: try Self.scene()).1
        let fresh = try SceneRenderer(fonts: renderer.fonts).displayList(for: try Self.scene()).1
        #expect(light == fresh)
        #expect(
            light.commands.contains {
                if case let .line(_, _, _, c) = $0 { return c == Color(hex: "#3C3C434A") }; return false
            })
    }

    /// Cell measurements are kept by item identity in a reused layout; another display scale
    /// (heights rounded to other device pixels) must not reuse them.
    @Test func aReusedLayoutFollowsTheDisplayScale() throws {
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts)
        let wrapped = #"{"kind": "subtitleCell", "text": "A title long enough to wrap onto a second line of the row", "secondaryText": "and more"}"#
        _ = try renderer.displayList(for: try Self.scene(items: wrapped))
        var three = try Self.scene(items: wrapped)
        three.traits.scale = 3
        let reused = try renderer.displayList(for: three)
        let fresh = try SceneRenderer(fonts: renderer.fonts).displayList(for: three)
        #expect(reused.0.contentSize == fresh.0.contentSize)
        #expect(reused.1 == fresh.1)
    }

    @Test func versionOneScenesStillDrawLikeVersionOne() throws {
        let v1 = #"{"version": 1, "sections": [{"items": [{"text": "A"}, {"text": "B"}]}]}"#
        let list = try SceneRenderer.shared().displayList(for: try Scene(text: v1)).1
        // The section background is one decoration fill behind the rows; rows draw none.
        #expect(fills(list).filter { $0.1 == .white }.count == 1)
    }
}

/// A list image's `contentMode` (like `UIImageView.contentMode`): read from the item's image
/// object, drawn through the images code, and refused by name when unknown.
@Suite struct ListImageContentModeTests {
    func scene(_ mode: String) throws -> Scene {
        try Scene(
            text: #"""
                {"version": 2, "traits": {"width": 320, "scale": 1}, "sections": [{"id": "s", "items": [
                  {"id": "a", "kind": "cell", "text": "Photo", "image": {"source": "photo.png", "width": 60, "height": 44, "contentMode": "\#(mode)"}}]}]}
                """#, file: "modes.json")
    }

    @Test func theModeIsReadIntoTheConfiguration() throws {
        for mode in ImageContentMode.allCases {
            let json = try JSONValue.parse(
                Array(#"{"text": "Photo", "image": {"source": "photo.png", "width": 60, "height": 44, "contentMode": "\#(mode.rawValue)"}}"#.utf8))
            let c = try ContentRegistry.standard.decode(
                kind: "cell", item: JSONReader(json),
                context: ContentDecodingContext(design: .default, environment: ContentEnvironment(), item: "a"))
            let list = try #require(c.configuration.base as? ListContentConfiguration)
            #expect(list.image?.contentMode == mode)
        }
        let json = try JSONValue.parse(Array(#"{"text": "Icon", "image": "icon.png"}"#.utf8))
        let c = try ContentRegistry.standard.decode(
            kind: "cell", item: JSONReader(json),
            context: ContentDecodingContext(design: .default, environment: ContentEnvironment(), item: "b"))
        #expect((c.configuration.base as? ListContentConfiguration)?.image?.contentMode == .aspectFit, "aspect fit by default")
    }

    @Test func anUnknownModeIsAnErrorNamingThePathAndTheModes() {
        do { _ = try scene("fill"); Issue.record("accepted an unknown content mode") } catch {
            let text = "\(error)"
            #expect(text.contains("modes.json") && text.contains("sections[0].items[0].image.contentMode"), "\(text)")
            #expect(text.contains(#"expected one of "scaleToFill", "aspectFit", "aspectFill", "center", found "fill""#), "\(text)")
        }
    }
}
