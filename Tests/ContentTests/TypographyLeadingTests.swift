import Content
import GalleyTestSupportScenes
import Geometry
import Support
import Testing
import Typesetting

@testable import Galley

/// A text style's `leading` is the height of each of its lines (at least; a taller font keeps
/// its own), moving with the size point for point under Dynamic Type, with the extra space
/// split above and below the glyphs.
@Suite struct TypographyLeadingTests {
    let typesetter: Typesetter
    init() throws { typesetter = Typesetter(registry: try SceneRenderer.shared().fonts) }

    func layout(
        _ text: String, _ role: TextRole, _ model: DesignModel = .default,
        category: ContentSizeCategory = .large
    ) throws -> TextLayout {
        let p = model.textProperties(role, environment: ContentEnvironment(contentSizeCategory: category))
        return try typesetter.layout(
            text, attributes: TextAttributes(font: p.font, color: p.color),
            style: p.paragraphStyle(direction: .leftToRight), width: 120)
    }

    func natural(_ role: TextRole, category: ContentSizeCategory = .large) throws -> TextLayout {
        var model = DesignModel.default
        model.typography.styles[role.style]?.leading = 0
        return try layout("Hello", role, model, category: category)
    }

    @Test func linesAreTheStylesLeadingApart() throws {
        // body 17/22, footnote 13/18 (HIG, Large): Inter's own line is shorter than both.
        for (style, leading) in [(TextStyle.body, 22.0), (.footnote, 18), (.subheadline, 20)] {
            let own = try natural(TextRole(style))
            #expect(own.size.height < leading)
            let one = try layout("Hello", TextRole(style))
            #expect(one.size.height == leading)
            // Half the extra space above the glyphs, half below: the baseline moves by half.
            #expect(abs(one.firstBaseline - (own.firstBaseline + (leading - own.size.height) / 2)) < 1e-9)
            let wrapped = try layout("one two three four five six seven eight nine ten", TextRole(style))
            #expect(wrapped.lines.count >= 3)
            for (i, line) in wrapped.lines.enumerated() {
                #expect(line.top == Double(i) * leading && line.height == leading)
            }
            #expect(wrapped.size.height == Double(wrapped.lines.count) * leading)
        }
    }

    @Test func leadingMovesWithTheSizePointForPoint() throws {
        // xSmall body is 14 pt: 19 pt lines (22 − 3), as the HIG's Dynamic Type table has them.
        #expect(DesignModel.default.typography.lineHeight(.body, category: .extraSmall) == 19)
        #expect(DesignModel.default.typography.lineHeight(.body, category: .extraExtraExtraLarge) == 28)
        #expect(try layout("Hello", TextRole(.body), category: .extraSmall).size.height == 19)
        // At accessibility sizes Inter's own line (1.21 × 53 pt) is taller than 22 + 36: it wins,
        // so tall glyphs never overlap the line above.
        let ax5 = try layout("Hello", TextRole(.body), category: .accessibilityExtraExtraExtraLarge)
        #expect(ax5.size.height == (try natural(TextRole(.body), category: .accessibilityExtraExtraExtraLarge)).size.height)
        #expect(ax5.size.height > 58)
    }

    @Test func aDesignsLeadingIsWhatItDraws() throws {
        let model = try DesignModel.default.applying(
            JSONReader(
                try JSONValue.parse(
                    #"{"version": 2, "typography": {"body": {"leading": 30}, "footnote": {"leading": 0}}}"#)), requireVersion: true)
        let wrapped = try layout("one two three four five six seven eight nine ten", TextRole(.body), model)
        #expect(wrapped.lines.count >= 3 && wrapped.lines[1].top == 30 && wrapped.size.height == Double(wrapped.lines.count) * 30)
        // 0 is the font's own line height (UIFont.lineHeight).
        #expect(try layout("Hello", TextRole(.footnote), model).size.height == (try natural(TextRole(.footnote))).size.height)
        // A version 1 cell's text keeps the font's own lines.
        #expect(model.textProperties(TextRole(font: .preferred(.body), color: "#000000"), environment: ContentEnvironment()).lineHeight == 0)
    }

    @Test func aListRowIsItsMarginsAroundOneLine() throws {
        // cell: 11 + 22 + 11 = UIKit's 44 pt row; a subtitle cell adds the 3 pt padding and
        // subheadline's 20 pt line.
        let json =
            #"{"version": 2, "traits": {"width": 390, "scale": 2}, "list": {"appearance": "insetGrouped"}, "sections": [{"id": "s", "items": [{"kind": "cell", "text": "Wi-Fi"}, {"kind": "subtitleCell", "text": "Focus", "secondaryText": "On"}]}]}"#
        let scene = try Scene(text: json, file: "leading.json")
        let frames = try SceneRenderer.shared().displayList(for: scene).0.attributes.filter { $0.category == .cell }.map(\.frame)
        #expect(frames.count == 2)
        #expect(frames[0].height == 44)
        #expect(frames[1].height == 11 + 22 + 3 + 20 + 11)
    }
}
