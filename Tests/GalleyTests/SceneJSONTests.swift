import Content
import Galley
import GalleyTestSupportScenes
import Support
import Testing

@Suite struct SceneJSONTests {
    @Test func parsesAMinimalScene() throws {
        let scene = try Scene(
            text: """
                {"version": 1, "sections": [{"id": "a", "header": "H", "items": [{"id": "x", "text": "X", "secondaryText": "Y"}, {"text": "Z"}]}]}
                """)
        #expect(scene.snapshot.sectionIdentifiers == ["a"])
        #expect(scene.snapshot.itemIdentifiers == ["x", "a/1"])
        #expect(scene.items["x"]?.text == ListCellContent(text: "X", secondaryText: "Y"))
        #expect(scene.sections["a"]?.header == "H")
        #expect(scene.traits.width == 390 && scene.traits.scale == 3)
        #expect(scene.list.appearance == .insetGrouped)
    }

    @Test func namesTheJSONPathOfAWrongType() {
        let json = """
            {"version": 1, "sections": [{"items": []}, {"items": []}, {"items": [{"text": "a"}, {"text": "b"}, {"text": "c"},
             {"text": "d"}, {"text": "e"}, {"text": 5}]}]}
            """
        #expect(sceneLoadError(json) == "s.json: sections[2].items[5].text: expected a string, found a number")
    }

    @Test func reportsMalformedJSONWithLineAndColumn() {
        #expect(sceneLoadError("{\"version\": 1,\n \"sections\": [}") == "s.json: malformed JSON at line 2, column 15: unexpected character '}'")
        #expect(sceneLoadError("") == "s.json: malformed JSON at line 1, column 1: unexpected end of input")
    }

    @Test func refusesUnknownKeysAndVersions() {
        #expect(sceneLoadError(#"{"version": 1, "sections": [], "colour": 1}"#)?.hasPrefix("s.json: colour: unknown key") == true)
        #expect(sceneLoadError(#"{"version": 3, "sections": []}"#) == "s.json: version: unsupported scene version 3 (this Galley reads versions 1, 2)")
        #expect(sceneLoadError(#"{"sections": []}"#) == "s.json: version: missing required key")
    }

    @Test func refusesBadSizesAndColors() {
        #expect(sceneLoadError(#"{"version": 1, "traits": {"width": 0}, "sections": []}"#) == "s.json: traits.width: width must be greater than 0, found 0")
        #expect(sceneLoadError(#"{"version": 1, "traits": {"width": -5}, "sections": []}"#) == "s.json: traits.width: width must be greater than 0, found -5")
        #expect(sceneLoadError(#"{"version": 1, "traits": {"scale": 4}, "sections": []}"#) == "s.json: traits.scale: must be at most 3, found 4")
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"separatorColor": "red"}, "sections": []}"#)
                == "s.json: design.separatorColor: expected a color \"#RRGGBB\" or \"#RRGGBBAA\", found \"red\"")
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"size": -1}}}, "sections": []}"#)
                == "s.json: design.cell.text.size: size must be greater than 0, found -1")
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"family": " "}}}, "sections": []}"#)
                == "s.json: design.cell.text.family: family must not be empty")
    }

    @Test func textStylesTakeOpenTypeFeatures() throws {
        let scene = try Scene(
            text: """
                {"version": 1, "design": {"cell": {"text": {"features": {"tnum": 1, "liga": 0, "ss01": 2}}}}, "sections": [{"items": [{"text": "x"}]}]}
                """)
        #expect(scene.design.elements[list: .legacyCell].text.font?.features.map(\.description) == ["liga=0", "ss01=2", "tnum=1"])
        #expect(scene.design.elements.list(.legacyCell).secondaryText.font?.features.isEmpty == true)
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"features": {"ligature": 0}}}}, "sections": []}"#)
                == "s.json: design.cell.text.features.ligature: an OpenType feature tag is 4 printable ASCII characters (like \"liga\" or \"tnum\"), found \"ligature\""
        )
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"header": {"text": {"features": {"lig\u00e4": 1}}}}, "sections": []}"#)?
                .hasPrefix("s.json: design.header.text.features.ligä: an OpenType feature tag is 4 printable ASCII") == true)
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"features": {"tnum": -1}}}}, "sections": []}"#)
                == "s.json: design.cell.text.features.tnum: must be at least 0, found -1")
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"features": {"tnum": 1.5}}}}, "sections": []}"#)
                == "s.json: design.cell.text.features.tnum: expected a whole number, found 1.5")
        #expect(
            sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"features": ["tnum"]}}}, "sections": []}"#)
                == "s.json: design.cell.text.features: expected an object, found an array")
    }

    @Test func parsesSectionLayouts() throws {
        let scene = try Scene(
            text: """
                {"version": 1, "sections": [
                  {"id": "a", "layout": "list", "items": []},
                  {"id": "b", "layout": {"grid": {"columns": 3, "spacing": 4}}, "items": []},
                  {"id": "c", "layout": {"carousel": {"itemWidth": 120}}, "items": []}]}
                """)
        #expect(scene.sections["a"]?.layout == .list)
        #expect(scene.sections["b"]?.layout == .grid(columns: 3, spacing: 4))
        #expect(scene.sections["c"]?.layout == .carousel(itemWidth: 120, spacing: 8))
        #expect(
            sceneLoadError(#"{"version": 1, "sections": [{"layout": {"grid": {"columns": 0}}, "items": []}]}"#)
                == "s.json: sections[0].layout.grid.columns: must be at least 1, found 0")
        #expect(
            sceneLoadError(#"{"version": 1, "sections": [{"layout": "table", "items": []}]}"#)
                == "s.json: sections[0].layout: expected one of \"list\", found \"table\"")
    }

    @Test func refusesDuplicateIdentifiers() {
        let dupItem = #"{"version": 1, "sections": [{"id": "a", "items": [{"id": "x", "text": "1"}]}, {"id": "b", "items": [{"id": "x", "text": "2"}]}]}"#
        #expect(sceneLoadError(dupItem)?.hasPrefix("s.json: sections[1].items[0].id:") == true)
        let dupSection = #"{"version": 1, "sections": [{"id": "a", "items": []}, {"id": "a", "items": []}]}"#
        #expect(sceneLoadError(dupSection)?.hasPrefix("s.json: sections[1].id:") == true)
    }
}

@Suite struct EmptySceneTests {
    @Test func aSceneWithoutSectionsIsRefused() throws {
        do { _ = try Scene(text: #"{"version": 1, "sections": []}"#, file: "s.json"); Issue.record("parsed") } catch {
            #expect(error == .invalid(file: "s.json", JSONDecodingError(path: "sections", message: "a scene needs at least one section, found none")))
            #expect(error.description == "s.json: sections: a scene needs at least one section, found none")
        }
        // Built in Swift: the renderer refuses it the same way.
        do { _ = try SceneRenderer.shared().render(Scene()); Issue.record("rendered") } catch {
            guard case .emptyScene = error.reason else { Issue.record("\(error)"); return }
            #expect(error.description == "sections: a scene needs at least one section, found none")
        }
        // A section without items is a scene (a header alone draws).
        let headerOnly = try Scene(text: #"{"version": 1, "sections": [{"header": "H", "items": []}]}"#)
        #expect(try SceneRenderer.shared().render(headerOnly).bitmap.height > 0)
    }
}
