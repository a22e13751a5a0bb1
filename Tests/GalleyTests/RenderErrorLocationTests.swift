import Foundation
import Galley
import GalleyTestSupportScenes
import Support
import Testing

/// Errors raised after parsing name the file and the place in it (issue 9, defect 8).
@Suite struct RenderErrorLocationTests {
    func renderError(_ json: String, file: String = "Goldens/x.json") throws -> RenderError? {
        let scene = try Scene(text: json, file: file)
        do { _ = try SceneRenderer.shared().render(scene); return nil } catch { return error }
    }

    @Test func anUnknownFontFamilyNamesTheFileTheElementAndTheStyle() throws {
        let json = #"""
            {"version": 1, "design": {"cell": {"text": {"family": "Foo"}}},
             "sections": [{"id": "a", "items": [{"id": "wifi", "text": "Wi-Fi"}, {"text": "Bluetooth"}]}]}
            """#
        let error = try #require(try renderError(json))
        #expect(
            error.description
                == #"Goldens/x.json: sections[0].items[0] (id "wifi"): design.cell.text.family: unknown font family "Foo"; bundled: DejaVu Sans, Inter, NanumGothic, Noto Color Emoji"#
        )
        guard case .unknownFontFamily("Foo", let available) = error.reason else { Issue.record("\(error)"); return }
        #expect(available.contains("DejaVu Sans"))
        #expect(error.file == "Goldens/x.json")
        // A default item id contains its section's: still named once.
        let unnamed = try #require(
            try renderError(
                #"{"version": 1, "design": {"cell": {"secondaryText": {"family": "Foo"}}}, "sections": [{"items": [{"text": "a"}, {"text": "b", "secondaryText": "c"}]}]}"#
            ))
        #expect(
            unnamed.description.hasPrefix(
                #"Goldens/x.json: sections[0].items[1] (id "section-0/1"): design.cell.secondaryText.family: unknown font family "Foo""#),
            "\(unnamed)")
    }

    @Test func aBadFontInAStyleNoElementShowsIsStillAnError() throws {
        // No section has a footer, so nothing ever lays out the footer style.
        let json = #"{"version": 1, "design": {"footer": {"text": {"family": "Foo"}}}, "sections": [{"header": "H", "items": [{"text": "x"}]}]}"#
        let error = try #require(try renderError(json))
        #expect(
            error.description
                == #"Goldens/x.json: design.footer.text.family: unknown font family "Foo"; bundled: DejaVu Sans, Inter, NanumGothic, Noto Color Emoji"#)
        // The header style, used by section 1.
        let header = #"{"version": 1, "design": {"header": {"text": {"family": "Bar"}}}, "sections": [{"items": []}, {"id": "n", "header": "H", "items": []}]}"#
        #expect(
            try renderError(header)?.description.hasPrefix(
                #"Goldens/x.json: sections[1].header (id "n"): design.header.text.family: unknown font family "Bar""#) == true)
    }

    @Test func thePixelLimitAndANegativeContentWidthNameTheTraits() throws {
        let huge = #"{"version": 1, "traits": {"width": 10000, "height": 100000, "scale": 3}, "sections": [{"items": [{"text": "x"}]}]}"#
        let e = try #require(try renderError(huge))
        #expect(e.description.hasPrefix("Goldens/x.json: traits: "), "\(e)")
        #expect(e.description.contains("30000x300000") && e.description.contains("pixel limit"), "\(e)")
        let narrow = #"{"version": 1, "traits": {"width": 10}, "sections": [{"id": "net", "items": [{"text": "x"}]}]}"#
        let n = try #require(try renderError(narrow))
        #expect(
            n.description
                == #"Goldens/x.json: sections[0] (id "net"): its content width is -22 pt after the list's margins and insets; make traits.width larger"#)
        guard case .layout(.noRoomForSection(section: "net", _)) = n.reason else { Issue.record("\(n)"); return }
    }

    @Test func aSceneBuiltInSwiftNamesThePlaceWithoutAFile() throws {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems(["x"], toSection: "a")
        try snapshot.appendItems(["y"], toSection: "b")
        var scene = Scene(snapshot: snapshot, items: ["x": ListCellContent(text: "X")])  // y has no content
        do { _ = try SceneRenderer.shared().render(scene); Issue.record("rendered") } catch {
            #expect(error.description == #"sections[1].items[0] (id "y"): the item has no content (no entry in the scene's items)"#)
            #expect(error.file == nil)
        }
        scene.items["y"] = SceneItem(text: "Y")
        scene.design.elements[list: .legacyCell].text.font?.size = 0
        do { _ = try SceneRenderer.shared().render(scene); Issue.record("rendered") } catch {
            #expect(error.description.hasPrefix(#"sections[0].items[0] (id "x"): text: font size 0"#), "\(error)")
        }
    }

    @Test func displayListImageErrorsNameTheFileAndTheCommandsJSONPath() throws {
        let dir = NSTemporaryDirectory() + "galley-located-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(
            ##"{"size": [10, 10], "commands": [{"fill": {"rect": [0, 0, 5, 5], "color": "#000000"}}, {"image": {"rect": [0, 0, 10, 10], "source": "nope.png"}}]}"##,
            to: dir + "/list.json")
        do { _ = try SceneRenderer.shared().renderDocument(at: dir + "/list.json"); Issue.record("drew") } catch {
            #expect(error.description.hasPrefix("\(dir)/list.json: commands[1].image: cannot read nope.png: "), "\(error)")
            guard case .raster(.command(index: 1, name: "image", _)) = error.reason else { Issue.record("\(error)"); return }
        }
        try FileIO.writeAtomically(#"{"size": [100000, 100000], "commands": []}"#, to: dir + "/huge.json")
        do { _ = try SceneRenderer.shared().renderDocument(at: dir + "/huge.json"); Issue.record("drew") } catch {
            #expect(error.description.hasPrefix("\(dir)/huge.json: "), "\(error)")
        }
    }
}

@Suite struct PixelLimitTests {
    @Test func aRendererDrawsUpToItsPixelLimit() throws {
        let scene = try Scene(
            text: #"{"version": 1, "traits": {"width": 100, "height": 100, "scale": 1}, "sections": [{"items": [{"text": "x"}]}]}"#,
            file: "s.json")
        let fonts = try SceneRenderer.shared().fonts
        #expect(try SceneRenderer(fonts: fonts, pixelLimit: 10_000).render(scene).bitmap.width == 100)
        do { _ = try SceneRenderer(fonts: fonts, pixelLimit: 9_999).render(scene); Issue.record("drew") } catch {
            guard case .raster(.bitmap(.tooLarge(100, 100, 9_999))) = error.reason else { Issue.record("\(error)"); return }
            #expect(
                error.description == "s.json: traits: the image would be 100x100 px, over the pixel limit of 9999 px (0.01 Mpx); "
                    + "set traits.height to draw less than the whole content, or a smaller traits.scale, or raise the limit (galley --pixel-limit N, SceneRenderer(pixelLimit:))"
            )
        }
    }
}

@Suite struct UncoveredCharacterDiagnosticTests {
    @Test func aMissingGlyphIsReportedOncePerCodePointWithACount() throws {
        // Thai (U+0E01, U+0E02) is in no bundled font; three cells and a header show it.
        let json = #"""
            {"version": 1, "sections": [{"id": "s", "header": "\u0E01", "items": [
              {"id": "a", "text": "\u0E01\u0E01\u0E01"}, {"id": "b", "text": "x\u0E01", "secondaryText": "\u0E02"}, {"id": "c", "text": "plain"}]}]}
            """#
        let scene = try Scene(text: json, file: "t.json")
        let diagnostics = try SceneRenderer.shared().render(scene).diagnostics
        #expect(
            diagnostics == [
                #"U+0E01 is not covered by any bundled font (5 times, in 3 elements, first sections[0].items[0] (id "a")); drew DejaVuSans's .notdef box"#,
                #"U+0E02 is not covered by any bundled font (once, in sections[0].items[1] (id "b")); drew DejaVuSans's .notdef box"#,
            ], "\(diagnostics)")
    }
}
