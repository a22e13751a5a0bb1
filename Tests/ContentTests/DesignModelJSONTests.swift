import Content
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Support
import Testing
import Typesetting

@testable import Galley

@Suite struct DesignModelJSONTests {
    func apply(_ json: String) throws -> DesignModel {
        try DesignModel.default.applying(JSONReader(try JSONValue.parse(json)), requireVersion: true)
    }

    func error(_ json: String) -> String {
        do { _ = try apply(json); return "no error" } catch { return "\(error)" }
    }

    @Test func theDefaultRoundTripsThroughItsJSON() throws {
        let text = DesignModel.default.jsonString()
        let read = try apply(text)
        #expect(read.typography == DesignModel.default.typography)
        #expect(read.colors == DesignModel.default.colors)
        #expect(read.elements == DesignModel.default.elements)
        #expect(read.shapes == DesignModel.default.shapes)
        #expect(read.shadows == DesignModel.default.shadows)
        #expect(read.jsonString() == text)
        #expect(text.contains("\"largeTitle\"") && text.contains("\"secondarySystemGroupedBackground\""))
    }

    @Test func overridesChangeOnlyTheirKeys() throws {
        let m = try apply(
            ##"{"version": 2, "colors": {"brand": {"light": "#FF6600", "dark": "#FF8833"}, "tint": "#FF6600"}, "typography": {"body": {"size": 18}}, "elements": {"list": {"valueCell": {"secondaryText": {"color": "brand"}}}}}"##
        )
        #expect(m.color("brand", .dark) == Color(hex: "#FF8833"))
        #expect(m.color("tint", .dark) == Color(hex: "#FF6600"))
        #expect(m.typography.design(.body).size == 18 && m.typography.design(.body).leading == 22)
        #expect(m.elements.list(.valueCell).secondaryText.color == "brand")
        #expect(m.elements.list(.cell) == DesignModel.default.elements.list(.cell))
        // Dynamic Type scales the overridden size like UIFontMetrics: 18 × 23/17 at xxxLarge.
        #expect(abs(m.typography.font(.body, category: .extraExtraExtraLarge).size - 18 * 23 / 17) < 1e-9)
    }

    @Test func badDesignsNameThePathAndWhatIsAllowed() {
        let cases: [(String, String)] = [
            (##"{"colors": {}}"##, ##"a design model file needs "version": 2"##),
            (##"{"version": 3}"##, "version: unsupported design model version 3 (this Galley reads version 2)"),
            (##"{"version": 2, "colour": {}}"##, "colour: unknown key (expected one of: borders, colors, elements"),
            (##"{"version": 2, "typography": {"body": {"size": "17"}}}"##, "typography.body.size: expected a number, found a string"),
            (##"{"version": 2, "typography": {"headline2": {}}}"##, "typography.headline2: unknown key"),
            (##"{"version": 2, "typography": {"body": {"size": 0}}}"##, "typography.body.size: must be at least 1, found 0"),
            (##"{"version": 2, "typography": {"body": {"weight": "extraBlack"}}}"##, ##"typography.body.weight: expected one of "ultraLight""##),
            (##"{"version": 2, "colors": {"label": "#GGGGGG"}}"##, ##"colors.label: expected a color "#RRGGBB" or "#RRGGBBAA", found "#GGGGGG""##),
            (##"{"version": 2, "colors": {"label": {"light": 0}}}"##, "colors.label.light: expected a string, found a number"),
            (##"{"version": 2, "colors": {"brand": {"dark": "#000000"}}}"##, ##"colors.brand: a new color needs "light""##),
            (##"{"version": 2, "shadows": {"card": {"opacity": 2}}}"##, "shadows.card.opacity: must be at most 1, found 2"),
            (##"{"version": 2, "shadows": {"card": {"color": "shade"}}}"##, ##"shadows.card.color: unknown color name "shade""##),
            (##"{"version": 2, "shapes": {"cornerCurve": "squircle"}}"##, ##"shapes.cornerCurve: expected one of "circular", "continuous""##),
            (##"{"version": 2, "elements": {"list": {"valueCel": {}}}}"##, "elements.list.valueCel: unknown key"),
            (
                ##"{"version": 2, "elements": {"list": {"cell": {"text": {"color": "labell"}}}}}"##,
                ##"elements.list.cell.text.color: unknown color name "labell""##
            ),
            (##"{"version": 2, "elements": {"list": {"cell": {"margins": [1, 2, 3]}}}}"##, "elements.list.cell.margins: expected 4 numbers"),
            (##"{"version": 2, "separators": {"visible": "yes"}}"##, "separators.visible: expected a boolean, found a string"),
        ]
        for (json, expected) in cases {
            let message = error(json)
            #expect(message.hasPrefix(expected), "\(json) → \(message)")
        }
    }

    @Test func layoutFamilyElementDesignsReadAndRefuse() throws {
        let m = try apply(
            ##"{"version": 2, "elements": {"articleCard": {"thumbnailSize": 80, "title": {"numberOfLines": 3}}, "storyBubble": {"ringColor": "#FF0000"}}}"##)
        #expect(m.elements.articleCard.thumbnailSize == 80)
        #expect(m.elements.articleCard.title.numberOfLines == 3)
        #expect(m.elements.articleCard.title.style == DesignModel.default.elements.articleCard.title.style)
        #expect(m.elements.storyBubble.ringColor == "#FF0000")
        #expect(error(##"{"version": 2, "elements": {"articleCard": {"thumbSize": 80}}}"##).hasPrefix("elements.articleCard.thumbSize: unknown key"))
        #expect(
            error(##"{"version": 2, "elements": {"gridTile": {"placeholder": "grey"}}}"##).hasPrefix(
                #"elements.gridTile.placeholder: unknown color name "grey""#))
        #expect(
            error(##"{"version": 2, "elements": {"gridTile": {"gradientStart": 2}}}"##).hasPrefix("elements.gridTile.gradientStart: must be at most 1, found 2")
        )
        #expect(error(##"{"version": 2, "elements": {"poster": {}}}"##).hasPrefix("elements.poster: unknown key (expected one of: accessories, articleCard"))
        // Renaming a palette entry a family uses is caught where the family names it.
        let text = DesignModel.default.jsonString()
        #expect(text.contains("\"sectionHeader\""))
    }

    @Test func aSceneNamesADesignFileOrInlinesAnOverride() throws {
        let dir = try temporaryDirectory("design-json")
        try FileIO.writeAtomically(
            Array(##"{"version": 2, "colors": {"brand": "#123456"}, "elements": {"list": {"cell": {"text": {"color": "brand"}}}}}"##.utf8),
            to: dir + "/brand.json")
        let scene = ##"{"version": 2, "design": "brand.json", "sections": [{"items": [{"kind": "cell", "text": "A"}]}]}"##
        try FileIO.writeAtomically(Array(scene.utf8), to: dir + "/s.json")
        let loaded = try Scene.load(path: dir + "/s.json")
        #expect(loaded.design.color("brand", .light) == Color(hex: "#123456"))
        let over = ##"{"version": 2, "design": {"file": "brand.json", "colors": {"brand": "#654321"}}, "sections": [{"items": [{"text": "A"}]}]}"##
        try FileIO.writeAtomically(Array(over.utf8), to: dir + "/o.json")
        #expect(try Scene.load(path: dir + "/o.json").design.color("brand", .light) == Color(hex: "#654321"))
        // An error in the design file names that file and the path in it.
        try FileIO.writeAtomically(Array(##"{"version": 2, "colors": {"brand": 5}}"##.utf8), to: dir + "/brand.json")
        do { _ = try Scene.load(path: dir + "/s.json"); Issue.record("a bad design file loaded") } catch {
            #expect(error.description == "\(dir)/brand.json: colors.brand: expected a color \"#RRGGBB[AA]\" or {\"light\": …, \"dark\": …}, found a number")
        }
        let missing = ##"{"version": 2, "design": "nope.json", "sections": [{"items": [{"text": "A"}]}]}"##
        try FileIO.writeAtomically(Array(missing.utf8), to: dir + "/m.json")
        do { _ = try Scene.load(path: dir + "/m.json"); Issue.record("a missing design file loaded") } catch {
            #expect(error.description.hasPrefix("\(dir)/m.json: design: cannot read design file"))
        }
    }

    @Test func versionOneScenesRefuseVersionTwoKeys() {
        for json in [
            ##"{"version": 1, "traits": {"userInterfaceStyle": "dark"}, "sections": [{"items": [{"text": "A"}]}]}"##,
            ##"{"version": 1, "sections": [{"items": [{"kind": "cell", "text": "A"}]}]}"##,
        ] {
            #expect(throws: SceneError.self) { _ = try Scene(text: json) }
        }
    }
}

/// A design file read again gives the model its bytes say: the same bytes come from the models
/// kept by the last reads, other bytes (the file edited) are decoded again, and so is the file
/// read with another registry.
@Suite struct DesignModelLoadTests {
    @Test func aFileReadAgainIsItsCurrentBytesModel() throws {
        try withTemporaryDirectory("design-load") { dir in
            let path = dir + "/design.json"
            try FileIO.writeAtomically(#"{"version": 2, "shapes": {"radii": {"card": 5}}}"#, to: path)
            let first = try DesignModel.load(path: path)
            #expect(first.shapes.radii["card"] == 5)
            #expect(try DesignModel.load(path: path) == first)
            try FileIO.writeAtomically(#"{"version": 2, "shapes": {"radii": {"card": 9}}}"#, to: path)
            #expect(try DesignModel.load(path: path).shapes.radii["card"] == 9, "an edited file is read again")
            try FileIO.writeAtomically(#"{"version": 2, "shapes": {"radii": {"card": 5}}}"#, to: path)
            #expect(try DesignModel.load(path: path) == first)
            // A file that does not decode is an error every time, never a kept model.
            try FileIO.writeAtomically(#"{"version": 2, "shapes": {"radii": {"card": "x"}}}"#, to: path)
            #expect(throws: DesignError.self) { try DesignModel.load(path: path) }
            #expect(throws: DesignError.self) { try DesignModel.load(path: path) }
        }
    }
}
