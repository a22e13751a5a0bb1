import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Layout
import Support
import Testing

/// Template, flow and native-ad sections in scene files: decoding, typed errors with JSON
/// paths, the layout dump's visible/content indexes and selection by visible index.
@Suite struct TemplateSceneTests {
    static func scene(_ sections: String, version: Int = 2, width: Int = 390) throws(SceneError) -> Scene {
        try Scene(text: Scene.document(version: version, traits: #""width": \#(width), "scale": 1"#, sections: sections), file: "t.json")
    }

    /// The JSON path and message of the error a scene gives.
    static func error(_ sections: String, version: Int = 2) -> (path: String, message: String)? {
        do { _ = try scene(sections, version: version); return nil } catch {
            guard case .invalid(let file, let e) = error else { return ("", error.description) }
            #expect(file == "t.json")
            return (e.path, e.message)
        }
    }

    static let condensedItems = #"[{"id": "c1", "title": "One"}, {"id": "c2", "title": "Two"}, {"id": "c3", "title": "Three"}, {"id": "c4", "title": "Four"}]"#
    static let ad = #"{"advertiser": "Hill Outfitters", "headline": "Boots for every trail", "callToAction": "Shop"}"#

    @Test func unknownScreensListTheKnownOnes() {
        let e = Self.error(#"[{"layout": {"template": "mosaic"}, "items": []}]"#)
        #expect(e?.path == "sections[0].layout.template")
        #expect(e?.message == #"unknown template "mosaic" (templates: condensed, enriched, grid, story)"#)
    }

    @Test func anOptionATemplateDoesNotTakeNamesItsPathAndTheAllowedKeys() {
        let e = Self.error(#"[{"layout": {"template": "condensed", "columns": 2}, "items": []}]"#)
        #expect(e?.path == "sections[0].layout.columns")
        #expect(e?.message == #"the condensed template does not take "columns" (its keys: template, margins, padding, maximumItems)"#)
        let g = Self.error(#"[{"layout": {"template": "grid", "aspectRatio": 1, "itemHeight": 40}, "items": []}]"#)
        #expect(g?.path == "sections[0].layout.aspectRatio")
        #expect(Self.error(#"[{"layout": {"template": "grid", "columns": 0}, "items": []}]"#)?.path == "sections[0].layout.columns")
        // Template layouts are version 2.
        #expect(Self.error(#"[{"layout": {"template": "grid"}, "items": []}]"#, version: 1)?.message.contains("version 2") == true)
    }

    @Test func adsOnALayoutWithoutAdSupportAreTypedErrors() {
        for (layout, name) in [(#"{"template": "grid"}"#, "grid"), (#"{"template": "story"}"#, "story")] {
            let e = Self.error(#"[{"layout": \#(layout), "ads": {"firstIndex": 1, "frequency": 2}, "items": []}]"#)
            #expect(e?.path == "sections[0].ads")
            #expect(e?.message == "the \(name) template does not support native ads; the layouts that take ads: condensed, enriched, flow")
        }
        let list = Self.error(#"[{"ads": {"firstIndex": 1, "frequency": 2}, "items": []}]"#)
        #expect(list?.path == "sections[0].ads" && list?.message.hasPrefix("native ads need a template or flow layout") == true)
    }

    @Test func aZeroFrequencyOrNegativeFirstIndexIsATypedError() {
        let f = Self.error(#"[{"layout": {"template": "condensed"}, "ads": {"firstIndex": 1, "frequency": 0}, "items": []}]"#)
        #expect(f?.path == "sections[0].ads.frequency")
        #expect(f?.message == "ad frequency is 0; it must be 1 or more (content items between ads)")
        let i = Self.error(#"[{"layout": {"template": "enriched"}, "ads": {"firstIndex": -2, "frequency": 3}, "items": []}]"#)
        #expect(i?.path == "sections[0].ads.firstIndex")
        #expect(i?.message == "ad firstIndex is -2; it must be 0 or more")
        let bad = Self.error(
            #"[{"layout": {"template": "enriched"}, "ads": {"firstIndex": 0, "frequency": 3, "loaded": [{"headline": "x", "price": 3}]}, "items": []}]"#)
        #expect(bad?.path == "sections[0].ads.loaded[0].price")
        let kind = Self.error(
            #"[{"layout": {"template": "enriched"}, "ads": {"firstIndex": 0, "frequency": 3, "loaded": [{"kind": "gridTile", "headline": "x"}]}, "items": []}]"#
        )
        #expect(kind?.path == "sections[0].ads.loaded[0].kind")
    }

    /// The template's cell configuration picks each item's family; another kind is an error.
    @Test func theTemplatePicksTheItemsKind() throws {
        let e = Self.error(#"[{"layout": {"template": "story"}, "items": [{"kind": "gridTile", "title": "x"}]}]"#)
        #expect(e?.path == "sections[0].items[0].kind")
        #expect(e?.message.contains(#"draws this cell (cell kind "story") with "storyBubble""#) == true)
        // Left out, the item is decoded as the template's kind (a storyBubble takes "caption").
        _ = try Self.scene(#"[{"layout": {"template": "story"}, "items": [{"caption": "Ana"}, {"kind": "storyBubble", "caption": "Bo"}]}]"#)
    }

    static func adScene() throws -> Scene {
        try scene(
            #"""
            [{"id": "top", "layout": {"template": "condensed", "maximumItems": 4},
              "ads": {"firstIndex": 1, "frequency": 2, "loaded": [\#(ad), null, \#(ad)]},
              "items": \#(condensedItems)}]
            """#)
    }

    /// Ads are inserted in addition to content; slot 1 did not load and collapses; the dump
    /// shows each cell's visible index and, for content, its content index.
    @Test func theLayoutDumpShowsVisibleAndContentIndexes() throws {
        let rendered = try SceneRenderer.shared().render(try Self.adScene())
        let cells = rendered.layoutDump.split(separator: "\n").filter { $0.hasPrefix("cell ") }
        #expect(cells.map { String($0.split(separator: " ")[3]) } == ["top/c1", "top/top#ad0", "top/c2", "top/c3", "top/c4"])
        #expect(cells[0].hasSuffix("visible=0 content=0") && cells[1].hasSuffix("visible=1 ad=0") && cells[4].hasSuffix("visible=4 content=3"))
        // The ad is drawn by the nativeAd family: taller than a one-line condensed card (button and headline).
        let frames = rendered.layout.attributes.filter { $0.category == .cell }.map(\.frame)
        #expect(frames[1].height > frames[2].height)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    }

    @Test func selectionNeverLandsOnAnAd() throws {
        let scene = try Self.adScene()
        let map = try #require(scene.visibleElements(inSection: "top"))
        #expect(map.elements.map(\.description) == ["C0", "ad0", "C1", "C2", "C3"])
        #expect(scene.selectItem(at: VisibleIndex(0), inSection: "top") == "c1")
        #expect(scene.selectItem(at: VisibleIndex(1), inSection: "top") == nil)
        #expect(scene.selectItem(at: VisibleIndex(2), inSection: "top") == "c2")
        #expect(scene.selectItem(at: VisibleIndex(5), inSection: "top") == nil)
        for v in 0..<map.visibleCount where map.contentIndex(at: VisibleIndex(v)) == nil {
            #expect(scene.selectItem(at: VisibleIndex(v), inSection: "top") == nil)
        }
        // Without a template, the visible index is the item's.
        let list = try Self.scene(#"[{"id": "l", "items": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]}]"#)
        #expect(list.selectItem(at: VisibleIndex(1), inSection: "l") == "b")
        #expect(list.visibleElements(inSection: "l") == nil)
    }

    /// A flow item wider than the container is clamped (UIKit's fallback) with a diagnostic naming the item.
    @Test func aFlowItemWiderThanTheContainerIsClampedWithADiagnostic() throws {
        let scene = try Self.scene(
            #"[{"layout": {"flow": {"itemSize": [500, 60], "sectionInset": [0, 10, 0, 10]}}, "items": [{"id": "w", "title": "Wide", "kind": "gridTile"}]}]"#)
        let rendered = try SceneRenderer.shared().render(scene)
        #expect(rendered.layout.attributes.first { $0.category == .cell }?.frame == Rect(x: 10, y: 0, width: 370, height: 60))
        #expect(
            rendered.diagnostics.contains { $0.hasPrefix(#"sections[0].items[0] (id "w"): item size"#) && $0.contains("clamped to 370 pt") },
            "\(rendered.diagnostics)")
        let e = Self.error(#"[{"layout": {"flow": {"itemSize": [0, 60]}}, "items": []}]"#)
        #expect(e?.path == "sections[0].layout.flow.itemSize[0]")
    }
}

/// The scene format article's "Template and flow sections, native ads": its scene parses, renders and
/// does what the text says.
@Suite struct TemplateReadmeTests {
    @Test func theReadmeSceneRendersAsDescribed() throws {
        let readme = try FileIO.readText(packageRoot + "/Sources/Galley/Galley.docc/SceneFormat.md")
        let start = try #require(readme.range(of: "## Template and flow sections, native ads"))
        let rest = readme[start.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        let scene = try Scene(text: String(rest[open.upperBound..<close.lowerBound]), file: "SceneFormat.md")
        let rendered = try SceneRenderer.shared().render(scene)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        #expect(scene.visibleElements(inSection: "top")?.elements.map(\.description) == ["C0", "C1", "ad0", "C2"])
        #expect(scene.selectItem(at: VisibleIndex(2), inSection: "top") == nil)
        #expect(scene.selectItem(at: VisibleIndex(3), inSection: "top") == "c3")
        #expect(rendered.layoutDump.contains("top/top#ad0") && rendered.layoutDump.contains("visible=3 content=2"))
    }
}
