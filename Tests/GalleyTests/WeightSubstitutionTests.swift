import Content
import Galley
import GalleyTestSupportScenes
import Testing
import Typesetting

/// A weight the bundled families lack is drawn with the nearest face, and the render says so:
/// once per family and weight, naming the face drawn.
@Suite struct WeightSubstitutionTests {
    @Test func missingWeightsAreReportedOncePerFamilyAndWeight() throws {
        var scene = try settingsScene()
        scene.design.elements[list: .legacyCell].text.font = Font(family: "DejaVu Sans", weight: .medium, size: 17)
        scene.design.elements[list: .legacyCell].secondaryText.font = Font(family: "DejaVu Sans", weight: .medium, size: 15)
        scene.design.elements[list: .legacyHeader].text.font = Font(family: "Nanum Gothic", weight: .semibold, size: 13)
        scene.design.elements[list: .legacyFooter].text.font?.weight = .bold
        let diagnostics = try SceneRenderer.shared().render(scene).diagnostics
        let weights = diagnostics.filter { $0.contains(" face; drew ") }
        #expect(
            weights == [
                "DejaVu Sans has no medium face; drew DejaVuSans instead",
                "Nanum Gothic has no semibold face; drew NanumGothicBold instead",
            ], "\(diagnostics)")
    }

    @Test func weightsTheFamiliesHaveAreNotReported() throws {
        var scene = try settingsScene()
        scene.design.elements[list: .legacyCell].text.font?.weight = .bold
        #expect(try SceneRenderer.shared().render(scene).diagnostics.isEmpty)
        // Inter, the system family, has every weight.
        for weight in Font.Weight.allCases {
            scene.design.elements[list: .legacyCell].text.font?.weight = weight
            scene.design.elements[list: .legacyCell].secondaryText.font?.weight = weight
            #expect(try SceneRenderer.shared().render(scene).diagnostics.isEmpty, "\(weight)")
        }
    }

    @Test func theTextLayoutCarriesTheSubstitution() throws {
        let typesetter = try SceneRenderer.shared().contentView.typesetter
        let medium = try typesetter.layout("Medium text", attributes: TextAttributes(font: Font(family: "DejaVu Sans", weight: .medium, size: 17)), width: 300)
        #expect(medium.diagnostics == [.weightSubstituted(family: "DejaVu Sans", weight: .medium, face: "DejaVuSans")])
        let regular = try typesetter.layout("Regular text", attributes: TextAttributes(font: .system(size: 17)), width: 300)
        #expect(regular.diagnostics.isEmpty)
    }

    @Test func italicIsATextStyleKeyAndAFamilyWithoutItalicsSaysSo() throws {
        let json =
            #"{"version": 1, "design": {"cell": {"text": {"italic": true, "weight": "semibold"}}, "footer": {"text": {"family": "Nanum Gothic", "italic": true}}}, "sections": [{"footer": "각주", "items": [{"text": "Wi-Fi"}]}]}"#
        let scene = try Scene(text: json, file: "x.json")
        #expect(scene.design.elements.list(.legacyCell).text.font?.italic == true && scene.design.elements.list(.legacyCell).text.font?.weight == .semibold)
        #expect(scene.design.elements.list(.legacyCell).secondaryText.font?.italic == false)
        let diagnostics = try SceneRenderer.shared().render(scene).diagnostics
        #expect(diagnostics == ["Nanum Gothic has no italic face; drew NanumGothic instead"], "\(diagnostics)")
        #expect(throws: (any Error).self) {
            try Scene(text: #"{"version": 1, "design": {"cell": {"text": {"italic": 1}}}, "sections": [{"items": []}]}"#, file: "x.json")
        }
    }
}
