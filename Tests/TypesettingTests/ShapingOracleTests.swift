import GalleyTestSupport
import Geometry
import Support
import Testing

@testable import Typesetting

/// Our shaping against HarfBuzz's own output (uharfbuzz through `reference.py shape`, run
/// once and vendored under Tests/Fixtures/shaping/, see its README): the same glyph ids
/// and positions to 1/64 pt, for English with kerning pairs and ligatures, accented Latin,
/// Greek and Cyrillic (DejaVu Sans, Inter Regular and Bold), Arabic (joining forms, lam-alef,
/// harakat positioned by GPOS), Hebrew (with points), Korean, and emoji sequences (ZWJ
/// families, skin tones, flags, keycaps: one glyph each in Noto Color Emoji).
@Suite struct ShapingOracleTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var family: String
        var weight: Font.Weight
        var line: Int
        var text: String
        /// Drawn glyphs (whitespace dropped: layout draws none), visual order: id, x, y (y down).
        var glyphs: [(id: UInt32, x: Double, y: Double)]
        var description: String { "\(file):\(line) \(text)" }
    }

    static func cases() throws -> [Case] {
        var out: [Case] = []
        for (file, family) in [
            ("dejavu-ltr", "DejaVu Sans"), ("dejavu-rtl", "DejaVu Sans"), ("dejavu-marks-rtl", "DejaVu Sans"),
            ("nanum-ltr", "NanumGothic"), ("inter-ltr", "Inter"), ("inter-bold-ltr", "Inter"),
            ("emoji-ltr", "Noto Color Emoji"),
        ] {
            let text = try Fixture.text("shaping/\(file).jsonl")
            for (n, line) in text.split(separator: "\n").enumerated() {
                let v = try JSONValue.parse(String(line))
                guard case .string(let s)? = v["text"], case .array(let gs)? = v["glyphs"] else {
                    Issue.record("\(file):\(n + 1): no text or glyphs"); continue
                }
                let scalars = Array(s.unicodeScalars)
                var pen = 0.0
                var glyphs: [(UInt32, Double, Double)] = []
                for g in gs {
                    guard case .number(let id)? = g["gid"], case .number(let cluster)? = g["cluster"],
                        case .number(let adv)? = g["advance"], case .number(let dx)? = g["dx"], case .number(let dy)? = g["dy"]
                    else {
                        Issue.record("\(file):\(n + 1): bad glyph"); continue
                    }
                    if !ScalarProperties.isWhitespace(scalars[Int(cluster)].value) { glyphs.append((UInt32(id), pen + dx, -dy)) }
                    pen += adv
                }
                out.append(Case(file: file, family: family, weight: file.contains("bold") ? .bold : .regular, line: n + 1, text: s, glyphs: glyphs))
            }
        }
        return out
    }

    @Test func theCorpusIsThere() throws {
        let c = try Self.cases()
        #expect(c.count == 38)
        // Ligatures and joining really happen in it: fewer glyphs than characters.
        #expect(c.contains { $0.text.hasPrefix("office") && $0.glyphs.count < $0.text.unicodeScalars.filter { $0 != " " }.count })
        #expect(c.contains { $0.text.hasPrefix("لا") && $0.glyphs.count < 5 })
        // Marks are positioned (GPOS offsets), and emoji sequences are one glyph each.
        #expect(c.contains { $0.file == "dejavu-marks-rtl" && $0.glyphs.contains { $0.y != 0 } })
        #expect(c.contains { $0.file == "emoji-ltr" && $0.text.unicodeScalars.first == "\u{1F468}" && $0.glyphs.count == 4 })
        #expect(c.contains { $0.file == "emoji-ltr" && $0.text.hasPrefix("🇰🇷") && $0.glyphs.count == 5 })
    }

    @Test(arguments: try! ShapingOracleTests.cases())
    func glyphsAndPositionsMatchHarfBuzz(_ c: Case) throws {
        let layout = try typesetter.layout(c.text, attributes: attrs(17, weight: c.weight, family: c.family), width: .infinity)
        #expect(layout.lines.count == 1)
        let runs = layout.glyphRuns(at: Point(x: 0, y: 0))
        var ours: [(id: UInt32, x: Double, y: Double)] = []
        for r in runs { for (g, p) in zip(r.glyphs, r.positions) { ours.append((g, r.origin.x + p.x, p.y)) } }
        #expect(ours.map(\.id) == c.glyphs.map(\.id), "glyph ids")
        guard ours.count == c.glyphs.count else { return }
        for (k, (a, b)) in zip(ours, c.glyphs).enumerated() {
            #expect(
                abs(a.x - b.x) <= 1.0 / 64 && abs(a.y - b.y) <= 1.0 / 64,
                "glyph \(k) (\(a.id)): ours (\(a.x), \(a.y)), HarfBuzz (\(b.x), \(b.y))")
        }
    }
}
