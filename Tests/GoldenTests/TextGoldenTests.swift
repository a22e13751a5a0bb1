import Galley
import GalleyTesting
import Geometry
import Raster
import Testing
import Typesetting

/// Text drawn through the whole raster path, one golden per line-break mode (a row per
/// alignment), per Dynamic Type category, and for an attributed paragraph. Each row's box is
/// outlined so wrapping, truncation and alignment can be judged at a glance.
@Suite struct TextGoldenTests {
    static let paragraph = "Galley renders 목록 화면을 PNG로 and checks them against golden images — 골든 이미지와 비교합니다, even on Linux."
    static let width = 300.0

    /// Stacks text layouts in boxes on a white canvas and rasterizes them with the bundled fonts.
    func render(_ layouts: [TextLayout], width: Double = TextGoldenTests.width) throws -> Bitmap {
        var commands: [DisplayCommand] = []
        var y = 8.0
        for layout in layouts {
            let box = Rect(x: 8, y: y, width: width, height: max(layout.size.height, 1))
            commands.append(.stroke(RoundedRect(rect: box.insetBy(dx: -1, dy: -1)), width: 0.5, color: Color(hex: "#FF3B30")!))
            commands += layout.glyphRuns(at: box.origin).map { .glyphs($0) }
            y += box.height + 12
        }
        let list = DisplayList(size: Size(width: width + 16, height: y - 4), scale: 2, background: .white, commands: commands)
        return try SceneRenderer.shared().rasterize(list, baseDirectory: ".")
    }

    func typesetter() throws -> Typesetter { Typesetter(registry: try SceneRenderer.shared().fonts) }

    @Test(arguments: LineBreakMode.allCases)
    func lineBreakModeAcrossAlignments(_ mode: LineBreakMode) throws {
        let t = try typesetter()
        let attributes = TextAttributes(font: .system(size: 15), color: .black)
        let layouts = try TextAlignment.allCases.map { alignment in
            var style = ParagraphStyle.default
            style.alignment = alignment
            style.lineBreakMode = mode
            style.numberOfLines = 2
            return try t.layout(Self.paragraph, attributes: attributes, style: style, width: Self.width)
        }
        // Two lines of a three-line paragraph: every mode must stop at two.
        for l in layouts { #expect(l.lines.count <= 2) }
        assertSnapshot(of: try render(layouts), as: .image, named: "linebreak-\(mode.rawValue)")
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraLarge])
    func dynamicTypeStyles(_ category: ContentSizeCategory) throws {
        let t = try typesetter()
        let layouts = try TextStyle.allCases.map { style in
            try t.layout(
                "\(style.rawValue) 본문", attributes: TextAttributes(font: Font.preferred(style, category: category), color: .black),
                width: Self.width)
        }
        assertSnapshot(of: try render(layouts), as: .image, named: "dynamic-type-\(category.rawValue)")
    }

    @Test func attributedParagraph() throws {
        let t = try typesetter()
        var text = AttributedText()
        text.append("Bold title ", attributes: TextAttributes(font: Font(family: "DejaVu Sans", weight: .bold, size: 20), color: .black))
        text.append("then regular body text in gray, ", attributes: TextAttributes(font: .system(size: 15), color: Color(hex: "#6D6D72")!))
        text.append("한국어 굵게 ", attributes: TextAttributes(font: Font(family: "Nanum Gothic", weight: .bold, size: 17), color: Color(hex: "#007AFF")!))
        text.append("and S P A C E D letters", attributes: TextAttributes(font: .system(size: 15), color: Color(hex: "#34C759")!, kern: 2))
        let layout = try t.layout(text, width: Self.width)
        assertSnapshot(of: try render([layout]), as: .image, named: "attributed")
    }

    /// Every `UIFont.Weight` name in the system family (Inter), lightest to heaviest: each one
    /// its own face, none substituted.
    @Test func everyWeightOfTheSystemFamily() throws {
        let t = try typesetter()
        let layouts = try Font.Weight.allCases.sorted().map { weight in
            try t.layout(
                "\(weight.rawValue) \(weight.numericValue) · Settings 12:30",
                attributes: TextAttributes(font: .system(size: 17, weight: weight), color: .black),
                width: Self.width)
        }
        for l in layouts { #expect(l.diagnostics.isEmpty) }
        assertSnapshot(of: try render(layouts), as: .image, named: "weights")
    }

    /// Every weight of the system family in italic (Inter's italic faces), beside nothing else.
    @Test func everyItalicOfTheSystemFamily() throws {
        let t = try typesetter()
        let layouts = try Font.Weight.allCases.sorted().map { weight in
            try t.layout(
                "\(weight.rawValue) italic · Settings 12:30", attributes: TextAttributes(font: .system(size: 17, weight: weight, italic: true), color: .black),
                width: Self.width)
        }
        for l in layouts { #expect(l.diagnostics.isEmpty) }
        assertSnapshot(of: try render(layouts), as: .image, named: "italics")
    }
}
