import Geometry
import Support
import Testing

@testable import Raster

/// Display list version 2: `path` fills and `image` tint / mirroring.
@Suite struct PathAndTemplateImageTests {
    static func square(_ x: Double, _ y: Double, _ s: Double, into p: inout Path, clockwise: Bool = true) {
        let pts = [Point(x: x, y: y), Point(x: x + s, y: y), Point(x: x + s, y: y + s), Point(x: x, y: y + s)]
        let ordered = clockwise ? pts : pts.reversed()
        p.move(to: ordered[0]); for q in ordered.dropFirst() { p.line(to: q) }; p.close()
    }

    func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] { Array(b.pixels[(y * b.width + x) * 4..<(y * b.width + x) * 4 + 4]) }

    @Test func nonZeroUnitesSameDirectionContoursWithoutDarkerOverlap() throws {
        var p = Path()
        Self.square(0, 0, 6, into: &p); Self.square(3, 0, 6, into: &p)
        let gray = Color(red: 0, green: 0, blue: 0, alpha: 0x4D)
        let b = try Rasterizer.render(DisplayList(size: Size(width: 10, height: 6), scale: 1, commands: [.path(p, color: gray)]))
        #expect(pixel(b, 1, 2) == pixel(b, 4, 2))  // overlap drawn once
        #expect(pixel(b, 1, 2) == pixel(b, 7, 2))
        #expect(pixel(b, 1, 2) != [255, 255, 255, 255])
        #expect(pixel(b, 9, 2) == [255, 255, 255, 255])
    }

    @Test func evenOddLeavesTheOverlapEmpty() throws {
        var p = Path()
        Self.square(0, 0, 6, into: &p); Self.square(3, 0, 6, into: &p)
        let b = try Rasterizer.render(DisplayList(size: Size(width: 10, height: 6), scale: 1, commands: [.path(p, color: .black, rule: .evenOdd)]))
        #expect(pixel(b, 4, 2) == [255, 255, 255, 255])
        #expect(pixel(b, 1, 2) == [0, 0, 0, 255])
        // Opposite windings cancel under nonzero too.
        var q = Path()
        Self.square(0, 0, 6, into: &q); Self.square(3, 0, 6, into: &q, clockwise: false)
        let c = try Rasterizer.render(DisplayList(size: Size(width: 10, height: 6), scale: 1, commands: [.path(q, color: .black)]))
        #expect(pixel(c, 4, 2) == [255, 255, 255, 255])
    }

    @Test func pathRoundTripsThroughJSONAsVersion2() throws {
        var p = Path()
        p.move(to: Point(x: 1, y: 2)); p.line(to: Point(x: 5.5, y: 2)); p.quad(to: Point(x: 5, y: 8), control: Point(x: 9, y: 4))
        p.cubic(to: Point(x: 1, y: 8), control1: Point(x: 4, y: 9), control2: Point(x: 2, y: 9)); p.close()
        let list = DisplayList(
            size: Size(width: 10, height: 10), scale: 2,
            commands: [
                .path(p, color: Color(red: 1, green: 2, blue: 3, alpha: 4), rule: .evenOdd),
                .image(rect: Rect(x: 0, y: 0, width: 4, height: 4), source: "a.png", contentMode: .aspectFit, tint: .black, mirrored: true),
            ])
        let text = list.serialized()
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains("M 1 2 L 5.5 2 Q 9 4 5 8 C 4 9 2 9 1 8 Z"))
        #expect(try DisplayList(json: Array(text.utf8)) == list)
        // Without version-2 commands a list is still written as version 1.
        let old = DisplayList(size: Size(width: 1, height: 1), scale: 1, commands: [.image(rect: .zero, source: "a.png", contentMode: .aspectFit)])
        #expect(old.serialized().contains("\"version\": 1"))
    }

    @Test func version1ListsRefuseVersion2Commands() {
        let json =
            ##"{"version": 1, "size": [4, 4], "commands": [{"fill": {"rect": [0, 0, 1, 1], "color": "#000000"}}, {"path": {"d": "M 0 0 L 1 0 L 1 1 Z", "color": "#000000"}}]}"##
        #expect(throws: DisplayListError.self) { try DisplayList(json: Array(json.utf8)) }
        do { _ = try DisplayList(json: Array(json.utf8)) } catch {
            #expect("\(error)".contains("commands[1]"))
            #expect("\(error)".contains("version 2"))
        }
    }

    @Test(arguments: [
        ("L 1 1", "must start with M"),
        ("M 1", "expected a finite number"),
        ("M 1 2 X 3", "expected a command"),
        ("M 1 2 L 3 nan", "expected a finite number"),
    ])
    func badPathDataNamesTheProblem(d: String, message: String) {
        let json = ##"{"size": [4, 4], "commands": [{"path": {"d": "\##(d)", "color": "#000000"}}]}"##
        do { _ = try DisplayList(json: Array(json.utf8)); Issue.record("accepted \(d)") } catch {
            #expect("\(error)".contains("commands[0].path.d"), "\(error)")
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    static let twoPixels: Bitmap = {
        // Left opaque red, right half-transparent blue (premultiplied).
        try! Bitmap(width: 2, height: 1, premultipliedPixels: [255, 0, 0, 255, 0, 0, 128, 128])
    }()

    @Test func mirroredImageSwapsLeftAndRight() throws {
        let images = ImageSource.memory(["p.png": Self.twoPixels])
        let plain = try Rasterizer.render(
            DisplayList(
                size: Size(width: 2, height: 1), scale: 1, background: .clear,
                commands: [.image(rect: Rect(x: 0, y: 0, width: 2, height: 1), source: "p.png", contentMode: .scaleToFill)]), images: images)
        let flipped = try Rasterizer.render(
            DisplayList(
                size: Size(width: 2, height: 1), scale: 1, background: .clear,
                commands: [.image(rect: Rect(x: 0, y: 0, width: 2, height: 1), source: "p.png", contentMode: .scaleToFill, mirrored: true)]), images: images)
        #expect(pixel(plain, 0, 0) == [255, 0, 0, 255])
        #expect(pixel(flipped, 1, 0) == pixel(plain, 0, 0))
        #expect(pixel(flipped, 0, 0) == pixel(plain, 1, 0))
    }

    @Test func tintKeepsOnlyTheAlpha() throws {
        let images = ImageSource.memory(["p.png": Self.twoPixels])
        let green = Color(red: 0, green: 200, blue: 0)
        let b = try Rasterizer.render(
            DisplayList(
                size: Size(width: 2, height: 1), scale: 1, background: .clear,
                commands: [.image(rect: Rect(x: 0, y: 0, width: 2, height: 1), source: "p.png", contentMode: .scaleToFill, tint: green)]), images: images)
        #expect(pixel(b, 0, 0) == [0, 200, 0, 255])
        #expect(pixel(b, 1, 0) == [0, 100, 0, 128])  // 200 × 128 / 255 = 100.4, premultiplied
    }
}
