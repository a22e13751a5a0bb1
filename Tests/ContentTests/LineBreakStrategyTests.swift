import Content
import Galley
import GalleyTestSupportScenes
import Geometry
import Testing
import Typesetting

/// Korean keeps its words whole by default (iOS's `.standard` strategy includes
/// `.hangulWordPriority`); `design.*.text.lineBreakStrategy` chooses otherwise.
@Suite struct LineBreakStrategyTests {
    static let sentence = "변경 사항은 다음에 다시 시작할 때 적용됩니다. 설정 앱으로 이동하세요"

    /// The lines of a cell's primary text, as drawn at `width`.
    func lines(_ design: DesignModel, width: Double) throws -> [String] {
        let view = try SceneRenderer.shared().contentView
        let layout = try view.layout(.subtitleCell(ListCellContent(text: Self.sentence), design: design), width: width, scale: 3)
        let text = try #require(layout.blocks.first).layout
        return text.lines.map { text.visibleText(of: $0).trimmingCharacters(in: .whitespaces) }
    }

    @Test(arguments: [150.0, 200, 260, 390])
    func koreanWordsAreNotSplitByDefault(width: Double) throws {
        var design = DesignModel.default
        design.elements[list: .legacyCell].text.font?.family = "Nanum Gothic"
        #expect(design.elements[list: .legacyCell].text.lineBreakStrategy == .standard)
        let words = Set(Self.sentence.split(separator: " ").map(String.init))
        for line in try lines(design, width: width) {
            for w in line.split(separator: " ") { #expect(words.contains(String(w)), "\(width) pt: \"\(w)\" is part of a word") }
        }
    }

    @Test func noneBreaksBetweenSyllables() throws {
        var design = DesignModel.default
        design.elements[list: .legacyCell].text.font?.family = "Nanum Gothic"
        design.elements[list: .legacyCell].text.lineBreakStrategy = []
        let words = Set(Self.sentence.split(separator: " ").map(String.init))
        let pieces = try lines(design, width: 150).flatMap { $0.split(separator: " ").map(String.init) }
        #expect(pieces.contains { !words.contains($0) }, "UAX #14's default splits some word at 150 pt")
    }

    @Test func theSceneFormatReadsTheStrategy() throws {
        func strategy(_ value: String) throws -> LineBreakStrategy? {
            let scene = try Scene(text: #"{"version": 1, "design": {"cell": {"text": {"lineBreakStrategy": \#(value)}}}, "sections": [{"items": []}]}"#)
            return scene.design.elements[list: .legacyCell].text.lineBreakStrategy
        }
        #expect(try strategy(#""standard""#) == .standard)
        #expect(try strategy(#""none""#) == [])
        #expect(try strategy("[]") == [])
        #expect(try strategy(#""hangulWordPriority""#) == .hangulWordPriority)
        #expect(try strategy(#"["pushOut", "hangulWordPriority"]"#) == [.pushOut, .hangulWordPriority])
        let header = try Scene(text: #"{"version": 1, "design": {"header": {"text": {"lineBreakStrategy": "none"}}}, "sections": [{"items": []}]}"#)
        #expect(header.design.elements[list: .legacyHeader].text.lineBreakStrategy == [])
        #expect(header.design.elements[list: .legacyCell].secondaryText.lineBreakStrategy == .standard)
    }

    @Test func badStrategiesNameTheirJSONPath() {
        let wrong = sceneLoadError(#"{"version": 1, "design": {"cell": {"text": {"lineBreakStrategy": "hangul"}}}, "sections": [{"items": []}]}"#)
        #expect(wrong?.contains("design.cell.text.lineBreakStrategy") == true, "\(wrong ?? "no error")")
        #expect(wrong?.contains("\"hangulWordPriority\"") == true)
        let inArray = sceneLoadError(#"{"version": 1, "design": {"footer": {"text": {"lineBreakStrategy": ["pushOut", 3]}}}, "sections": [{"items": []}]}"#)
        #expect(inArray?.contains("design.footer.text.lineBreakStrategy[1]") == true, "\(inArray ?? "no error")")
    }
}
