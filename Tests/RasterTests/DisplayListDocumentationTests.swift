import GalleyTestSupport
import Geometry
import Support
import Testing

@testable import Raster

/// `Sources/Raster/Raster.docc/DisplayListFormat.md` is the format's reference: its example is the golden the
/// rasterizer draws, and every key the writer can produce is documented there.
@Suite struct DisplayListDocumentationTests {
    static func document() throws -> String { try FileIO.readText(packageRoot + "/Sources/Raster/Raster.docc/DisplayListFormat.md") }

    /// The text of the first ```json block.
    static func example(in text: String) throws -> String {
        let start = try #require(text.range(of: "```json\n"), "DisplayListFormat.md has no ```json example")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theExampleIsTheGoldenExampleList() throws {
        let documented = try DisplayList(json: Array(try Self.example(in: try Self.document()).utf8))
        let golden = try DisplayList(json: try FileIO.read(packageRoot + "/Goldens/scenes/raster/example/displaylist.json"))
        #expect(documented == golden)
        #expect(documented.commands.count == 9)
    }

    /// One of every command, every optional key away from its default, so the writer emits all keys.
    static let everything = DisplayList(
        size: Size(width: 10, height: 10), scale: 2, background: Color(red: 1, green: 2, blue: 3),
        commands: [
            .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(all: 1), corner: .continuous), color: .black),
            .stroke(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(all: 1), corner: .continuous), width: 1, color: .black),
            .shadow(
                RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(all: 1), corner: .continuous),
                color: .black, offset: Point(x: 1, y: 1), blur: 1, spread: 1),
            .line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), width: 1, color: .black),
            .pushClip(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(all: 1), corner: .continuous)),
            .popClip,
            .pushLayer(Rect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5),
            .popLayer,
            .glyphs(GlyphRun(font: "F", size: 1, color: .black, origin: Point(x: 0, y: 0), glyphs: [1], positions: [Point(x: 0, y: 0)])),
            .image(rect: Rect(x: 0, y: 0, width: 1, height: 1), source: "a.png", contentMode: .aspectFit, tint: .black, mirrored: true),
            .path(
                {
                    var p = Path(); p.move(to: .zero); p.line(to: Point(x: 1, y: 0)); p.quad(to: Point(x: 1, y: 1), control: Point(x: 2, y: 0))
                    p.cubic(to: Point(x: 0, y: 1), control1: Point(x: 1, y: 2), control2: Point(x: 0, y: 2)); p.close(); return p
                }(),
                color: .black, rule: .evenOdd),
            .linearGradient(
                RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1), radii: CornerRadii(all: 1), corner: .continuous),
                from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), stops: [GradientStop(location: 0, color: .black)]),
        ])

    @Test func everyKeyTheWriterProducesIsDocumented() throws {
        let text = try Self.document()
        guard case .object(let top) = Self.everything.jsonValue() else { Issue.record("not an object"); return }
        for (key, _) in top { #expect(text.contains("| `\(key)` |"), "top-level key \(key) is not in the document table") }
        for command in Self.everything.commands {
            guard case .object(let members) = command.jsonValue(), let (name, body) = members.first.map({ ($0.key, $0.value) }),
                case .object(let keys) = body
            else { Issue.record("\(command)"); continue }
            #expect(text.contains("| `\(name)` |"), "command \(name) has no row in DisplayListFormat.md")
            for (key, _) in keys {
                let documented = ["rect", "radii", "corner"].contains(key) ? text.contains("- `\(key)` is") : text.contains("`\(key)`")
                #expect(documented, "\(name).\(key) is not documented")
            }
            // What the document says is written is what reads back.
            #expect(try DisplayCommand(reader: JSONReader(command.jsonValue())) == command, "\(name)")
        }
        // Every content mode and corner curve is named.
        for mode in ContentMode.allCases { #expect(text.contains("`\(mode.rawValue)`"), "\(mode)") }
        for corner in ["circular", "continuous"] { #expect(text.contains("`\"\(corner)\"`"), "\(corner)") }
        for rule in PathFillRule.allCases { #expect(text.contains("`\(rule.rawValue)`"), "\(rule)") }
    }

    @Test func theDocumentedLimitsAreTheCodes() throws {
        let text = try Self.document()
        #expect(Bitmap.defaultPixelLimit == 67_108_864 && text.contains("67,108,864"))
        #expect(RenderContext.maxShadowBlur == 200 && text.contains("capped at 200 pt"))
        #expect(RenderContext.maxShadowSigma == 128 && text.contains("σ at 128 device pixels"))
        #expect(RenderContext.maxClipMaskBytes == 256 << 20 && text.contains("256 MB"))
        #expect(DeviceRoundedRect.coordinateLimit == 1e9 && text.contains("±1e9 device pixels"))
    }
}
