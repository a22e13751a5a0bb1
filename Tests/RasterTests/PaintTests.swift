import Geometry
import Testing

@testable import Raster

@Suite struct PaintTests {
    @Test func oversizedRadiiAreReducedTheWayCSSDoes() {
        // Top corners need 80 on a 60-wide side: every radius scales by 60 / 80.
        let rr = DeviceRoundedRect(
            RoundedRect(
                rect: Rect(x: 0, y: 0, width: 60, height: 100),
                radii: CornerRadii(topLeft: 40, topRight: 40, bottomRight: 8, bottomLeft: 0)), scale: 1)
        #expect(rr.tl == 30 && rr.tr == 30 && rr.br == 6 && rr.bl == 0)
        // Continuous corners reach 1.528665 × radius along each side; that reach must fit.
        let c = DeviceRoundedRect(RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 40), radius: 20, corner: .continuous), scale: 2)
        #expect(abs((c.tl + c.bl) * DeviceRoundedRect.continuousExtent - 80) < 1e-9)
        // Spread grows positive radii, leaves zero radii sharp.
        let s = DeviceRoundedRect(
            RoundedRect(
                rect: Rect(x: 10, y: 10, width: 50, height: 50),
                radii: CornerRadii(topLeft: 5, topRight: 0, bottomRight: 5, bottomLeft: 5)), scale: 1, grow: 3)
        #expect(s.x0 == 7 && s.x1 == 63 && s.tl == 8 && s.tr == 0)
    }

    @Test func gradientsInterpolatePremultipliedAndClampAtTheEnds() throws {
        let list = DisplayList(
            size: Size(width: 256, height: 1), scale: 1, background: .clear,
            commands: [
                .linearGradient(
                    RoundedRect(rect: Rect(x: 0, y: 0, width: 256, height: 1)), from: Point(x: 0.5, y: 0), to: Point(x: 255.5, y: 0),
                    stops: [
                        GradientStop(location: 0, color: Color(red: 255, green: 0, blue: 0, alpha: 0)),
                        GradientStop(location: 1, color: Color(red: 255, green: 0, blue: 0)),
                    ])
            ])
        let b = try Rasterizer.render(list)
        #expect(b.straightPixel(x: 0, y: 0).a == 0)
        #expect(b.straightPixel(x: 255, y: 0) == (255, 0, 0, 255))
        // Halfway: red at half alpha — not darkened by the transparent stop's black.
        let mid = b.straightPixel(x: 128, y: 0)
        #expect(mid.r == 255 && mid.g == 0 && (127...129).contains(mid.a))
    }

    @Test func aspectFitLetterboxesAndAspectFillCrops() throws {
        let wide = try Bitmap(width: 2, height: 1, fill: (0, 0, 255, 255))
        func draw(_ mode: ContentMode) throws -> Bitmap {
            try Rasterizer.render(
                DisplayList(
                    size: Size(width: 10, height: 10), scale: 1, background: .white,
                    commands: [
                        .image(rect: Rect(x: 0, y: 0, width: 10, height: 10), source: "wide", contentMode: mode)
                    ]), images: .memory(["wide": wide]))
        }
        let fit = try draw(.aspectFit)  // 10 × 5, centered: rows 2.5 ..< 7.5
        #expect(color(fit, 5, 1) == .white && color(fit, 5, 5) == Color(red: 0, green: 0, blue: 255))
        #expect(color(fit, 5, 2) == Color(red: 127, green: 127, blue: 255))  // half-covered row: coverage 128
        let fill = try draw(.aspectFill)  // 20 × 10, cropped to the rect
        #expect((0..<10).allSatisfy { color(fill, $0, 0) == Color(red: 0, green: 0, blue: 255) })
        let stretch = try draw(.scaleToFill)
        #expect(color(stretch, 9, 9) == Color(red: 0, green: 0, blue: 255))
    }

    @Test func endlesslyNestedClipsAreRefusedNotAllocated() {
        let clip = DisplayCommand.pushClip(RoundedRect(rect: Rect(x: 0.5, y: 0.5, width: 3000, height: 3000), radius: 10))
        let list = DisplayList(size: Size(width: 3000, height: 3000), scale: 1, commands: Array(repeating: clip, count: 100))
        #expect(throws: RasterError.self) { try Rasterizer.render(list) }
    }

    @Test func nestedClipsMultiplyTheirMasks() throws {
        let list = DisplayList(
            size: Size(width: 10, height: 4), scale: 1, background: .white,
            commands: [
                .pushClip(RoundedRect(rect: Rect(x: 0, y: 0, width: 5.5, height: 4))),
                .pushClip(RoundedRect(rect: Rect(x: 5, y: 0, width: 5, height: 4))),
                .fill(RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 4)), color: .black),
                .popClip, .popClip,
            ])
        let b = try Rasterizer.render(list)
        // Only column 5 is inside both clips, half covered by the first.
        #expect(color(b, 4, 1) == .white && color(b, 6, 1) == .white)
        #expect(color(b, 5, 1) == Color(red: 127, green: 127, blue: 127))
    }
}
