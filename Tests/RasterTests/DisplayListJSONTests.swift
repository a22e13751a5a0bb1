import Geometry
import Support
import Testing

@testable import Raster

@Suite struct DisplayListJSONTests {
    static let example = """
        {
          "version": 1,
          "size": [390, 844],
          "scale": 3,
          "background": "#F2F2F7",
          "commands": [
            {"fill":   {"rect": [16, 100, 358, 88], "radii": 12, "color": "#FFFFFF"}},
            {"shadow": {"rect": [16, 100, 358, 88], "radii": [12, 12, 0, 0],
                        "color": "#00000033", "offset": [0, 2], "blur": 8, "spread": 0}},
            {"stroke": {"rect": [16, 100, 358, 88], "radii": 12, "width": 1, "color": "#D1D1D6", "corner": "continuous"}},
            {"line":   {"from": [32, 188], "to": [374, 188], "width": 0.3333, "color": "#C6C6C8"}},
            {"pushClip": {"rect": [16, 100, 358, 88], "radii": 12}},
            {"image":  {"rect": [16, 100, 88, 88], "source": "images/cover.png", "contentMode": "aspectFill"}},
            {"popClip": {}},
            {"glyphs": {"font": "DejaVuSans-Bold", "size": 17, "color": "#000000",
                        "origin": [32, 130], "glyphs": [43, 72, 79], "positions": [[0, 0], [10.2, 0], [19.8, 0]]}},
            {"linearGradient": {"rect": [0, 0, 390, 120], "radii": 0, "from": [0, 0], "to": [0, 120],
                                "stops": [[0, "#00000000"], [1, "#00000066"]]}}
          ]
        }
        """

    func decode(_ text: String) throws(DisplayListError) -> DisplayList { try DisplayList(json: Array(text.utf8)) }

    /// Decodes `text` written with single quotes (so tests read without escapes); returns the error text.
    func message(_ text: String) -> String {
        do { _ = try decode(text.replacingQuotes()); return "no error" } catch { return error.description }
    }

    func list(_ commands: String) -> String {
        "{'size': [10, 10], 'commands': [" + commands + "]}"
    }

    @Test func readsTheDocumentedExample() throws {
        let list = try decode(Self.example)
        #expect(list.size == Size(width: 390, height: 844))
        #expect(list.scale == 3)
        #expect(list.background == Color(hex: "#F2F2F7"))
        #expect(list.commands.count == 9)
        #expect(list.commands[0] == .fill(RoundedRect(rect: Rect(x: 16, y: 100, width: 358, height: 88), radius: 12), color: .white))
        #expect(
            list.commands[1]
                == .shadow(
                    RoundedRect(
                        rect: Rect(x: 16, y: 100, width: 358, height: 88),
                        radii: CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)),
                    color: Color(red: 0, green: 0, blue: 0, alpha: 0x33), offset: Point(x: 0, y: 2), blur: 8, spread: 0))
        guard case .stroke(let s, 1, _) = list.commands[2] else { Issue.record("expected a stroke"); return }
        #expect(s.corner == .continuous)
        guard case .glyphs(let run) = list.commands[7] else { Issue.record("expected glyphs"); return }
        #expect(run.glyphs == [43, 72, 79])
        #expect(run.positions[1] == Point(x: 10.2, y: 0))
    }

    @Test func roundTripsThroughItsSerializedForm() throws {
        let list = try decode(Self.example)
        let text = list.serialized()
        let again = try decode(text)
        #expect(again == list)
        #expect(again.serialized() == text)
        #expect(try decode(list.serialized(pretty: false)) == list)
    }

    @Test func errorsNameTheCommandIndexAndKey() {
        #expect(
            message(list("{'fill': {'rect': [0,0,1,1], 'color': '#000000'}}, {'fill': {'rect': [0,0,1,1], 'radii': -2, 'color': '#000000'}}"))
                == "commands[1].fill.radii: must be at least 0, found -2")
        #expect(
            message(list("{'fill': {'rect': [0,0,1,1], 'radii': [1, 2, -3, 4], 'color': '#000000'}}"))
                == "commands[0].fill.radii[2]: must be at least 0, found -3")
        #expect(
            message(list("{'fill': {'rect': [0,0,1,1], 'color': '#000000', 'colour': '#FFFFFF'}}"))
                .hasPrefix("commands[0].fill.colour: unknown key"))
        #expect(message(list("{'circle': {'center': [1, 1]}}")).hasPrefix("commands[0].circle: unknown command"))
        #expect(
            message(list("{'fill': {'rect': [0,0,-1,1], 'color': '#000000'}}"))
                == "commands[0].fill.rect[2]: must be at least 0, found -1")
        #expect(
            message(list("{'fill': {'rect': [0,0,1,1], 'color': 'white'}}"))
                == "commands[0].fill.color: expected a color like \"#RRGGBB\" or \"#RRGGBBAA\", found \"white\"")
        #expect(
            message(list("{'stroke': {'rect': [0,0,1,1], 'width': -1, 'color': '#000000'}}"))
                == "commands[0].stroke.width: must be at least 0, found -1")
        #expect(
            message(list("{'shadow': {'rect': [0,0,1,1], 'blur': -4, 'color': '#000000'}}"))
                == "commands[0].shadow.blur: must be at least 0, found -4")
        #expect(
            message(list("{'fill': {'rect': [0,0,1,1], 'corner': 'round', 'color': '#000000'}}"))
                == "commands[0].fill.corner: expected one of \"circular\", \"continuous\", found \"round\"")
        #expect(message(list("{'popClip': {}}")) == "commands[0].popClip: no pushClip to pop")
        #expect(message(list("{'fill': {'color': '#000000'}, 'stroke': {}}")).hasPrefix("commands[0]: expected an object with exactly one command key"))
        #expect(
            message(list("{'glyphs': {'font': 'A', 'size': 1, 'color': '#000000', 'origin': [0,0], 'glyphs': [1, 2], 'positions': [[0,0]]}}"))
                == "commands[0].glyphs.positions: expected one position per glyph (2), found 1")
        #expect(message("{'size': [0, 10], 'commands': []}") == "size: width and height must be greater than 0, found [0, 10]")
        #expect(message("{'size': [10, 10], 'commands': [], 'extra': 1}").hasPrefix("extra: unknown key"))
        #expect(message("{'size': [10, 10], ").hasPrefix("display list is not valid JSON: line 1"))
    }
}

extension String {
    func replacingQuotes() -> String { String(map { $0 == "'" ? "\"" : $0 }) }
}
