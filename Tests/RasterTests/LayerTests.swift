import Geometry
import Support
import Testing

@testable import Raster

/// `pushLayer`/`popLayer`: a group composited at an opacity, as Core Animation composites a
/// layer tree with group opacity.
@Suite struct LayerTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    func render(_ commands: [DisplayCommand], scale: Double = 1) throws -> Bitmap {
        try Rasterizer.render(DisplayList(size: Size(width: 10, height: 10), scale: scale, background: .white, commands: commands))
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b.straightPixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    static let overlapping: [DisplayCommand] = [
        .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 6, height: 10)), color: red),
        .fill(RoundedRect(rect: Rect(x: 4, y: 0, width: 6, height: 10)), color: blue),
    ]

    /// Overlapping opaque fills in a half-opaque layer: the overlap shows only the top fill,
    /// faded over the background, not the red under it (alpha per color would).
    @Test func overlappingPartsDoNotShowThroughEachOther() throws {
        let b = try render([.pushLayer(Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5)] + Self.overlapping + [.popLayer])
        #expect(pixel(b, 1, 5) == [255, 127, 127, 255] || pixel(b, 1, 5) == [255, 128, 128, 255], "\(pixel(b, 1, 5))")
        #expect(pixel(b, 5, 5) == pixel(b, 8, 5), "overlap \(pixel(b, 5, 5)) vs blue alone \(pixel(b, 8, 5))")
        #expect(pixel(b, 8, 5)[2] == 255 && pixel(b, 8, 5)[0] < 130)
        // Each color faded on its own lets the red through where they overlap.
        let faded = try render(
            Self.overlapping.map {
                guard case .fill(let s, var c) = $0 else { return $0 }
                c.alpha = 128
                return .fill(s, color: c)
            })
        #expect(pixel(faded, 5, 5) != pixel(faded, 8, 5))
    }

    /// A layer at opacity 1 draws the same bytes as its commands alone; at 0 it draws nothing.
    @Test func fullOpacityIsTheSameBytesAndZeroIsNothing() throws {
        let content: [DisplayCommand] =
            Self.overlapping + [
                .stroke(RoundedRect(rect: Rect(x: 1, y: 1, width: 8, height: 8), radius: 3), width: 1.5, color: Color(red: 0, green: 0, blue: 0, alpha: 100)),
                .shadow(RoundedRect(rect: Rect(x: 2, y: 2, width: 4, height: 4)), color: .black, offset: Point(x: 1, y: 1), blur: 2, spread: 0),
            ]
        let plain = try render(content, scale: 3)
        let layered = try render([.pushLayer(Rect(x: 0, y: 0, width: 10, height: 10), opacity: 1)] + content + [.popLayer], scale: 3)
        #expect(plain.pixels == layered.pixels)
        let none = try render([.pushLayer(Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0)] + content + [.popLayer], scale: 3)
        #expect(none.pixels == (try render([], scale: 3)).pixels)
    }

    /// What falls outside the layer's rect or the clip around it is not drawn; layers nest with
    /// clips; a layer left open at the end is composited.
    @Test func layersClipAndNest() throws {
        let b = try render([
            .pushClip(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 5))),
            .pushLayer(Rect(x: 0, y: 0, width: 6, height: 10), opacity: 0.5),
            .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: Self.red),
            .pushLayer(Rect(x: 0, y: 0, width: 10, height: 10), opacity: 0.5),
            .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)), color: Self.blue),
        ])
        #expect(pixel(b, 8, 2) == [255, 255, 255, 255], "outside the layer's rect")
        #expect(pixel(b, 2, 7) == [255, 255, 255, 255], "outside the clip")
        let inside = pixel(b, 2, 2)
        #expect(inside[0] > 150 && inside[2] > 100 && inside[1] > 100, "\(inside)")
    }

    @Test func misnestedLayersAreErrors() {
        func message(_ commands: [DisplayCommand]) -> String {
            do { _ = try render(commands); return "no error" } catch { return "\(error)" }
        }
        #expect(message([.popLayer]).contains("no pushLayer to pop"))
        #expect(message([.pushLayer(Rect(x: 0, y: 0, width: 1, height: 1), opacity: 1), .popClip]).contains("popLayer"))
        #expect(
            message([
                .pushLayer(Rect(x: 0, y: 0, width: 1, height: 1), opacity: 1), .pushClip(RoundedRect(rect: Rect(x: 0, y: 0, width: 1, height: 1))), .popLayer,
            ]).contains("popClip"))
        #expect(message([.pushLayer(Rect(x: 0, y: 0, width: 1, height: 1), opacity: 2)]).contains("opacity"))
        #expect(message([.pushLayer(Rect(x: 0, y: 0, width: .nan, height: 1), opacity: 1)]).contains("finite"))
    }

    @Test func jsonReadsAndChecksLayers() throws {
        func decode(_ commands: String) -> String {
            do {
                let list = try DisplayList(json: Array(("{\"version\": 2, \"size\": [10, 10], \"commands\": [" + commands + "]}").utf8))
                return list.commands.map(\.name).joined(separator: ",")
            } catch { return error.description }
        }
        #expect(decode(#"{"pushLayer": {"rect": [0, 0, 5, 5], "opacity": 0.5}}, {"popLayer": {}}"#) == "pushLayer,popLayer")
        #expect(decode(#"{"popLayer": {}}"#) == "commands[0].popLayer: no pushLayer to pop")
        #expect(decode(#"{"pushLayer": {"rect": [0, 0, 5, 5], "opacity": 0.5}}, {"popClip": {}}"#).contains("popLayer"))
        #expect(decode(#"{"pushLayer": {"rect": [0, 0, 5, 5], "opacity": 1.5}}"#).contains("opacity"))
        #expect(decode(#"{"pushLayer": {"rect": [0, 0, 5, 5]}}"#).contains("opacity"))
        let list = DisplayList(
            size: Size(width: 10, height: 10), scale: 1, background: .white,
            commands: [.pushLayer(Rect(x: 1, y: 2, width: 3, height: 4), opacity: 0.25), .popLayer])
        #expect(list.requiredVersion == 2)
        #expect(try DisplayList(json: Array(list.serialized().utf8)) == list)
    }
}
