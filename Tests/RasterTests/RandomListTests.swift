import Geometry
import Support
import Testing

@testable import Raster

/// Random display lists — including NaN, infinities, negative and huge values —
/// either draw or fail with a `RasterError`; never a crash or a hang.
@Suite struct RandomListTests {
    static let nasty: [Double] = [0, 1, -1, 0.5, 3.3, 17, 250, -250, 1e-9, 1e9, -1e9, 1e300, .nan, .infinity, -.infinity]

    @Test(arguments: 0..<12) func randomListsDrawOrFailCleanly(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        func d(_ plain: ClosedRange<Double> = -20...80) -> Double {
            rng.next() % 5 == 0 ? Self.nasty[Int(rng.next() % UInt64(Self.nasty.count))] : Double.random(in: plain, using: &rng)
        }
        func shape() -> RoundedRect {
            RoundedRect(
                rect: Rect(x: d(), y: d(), width: d(0...60), height: d(0...60)),
                radii: CornerRadii(topLeft: d(0...30), topRight: d(0...30), bottomRight: d(0...30), bottomLeft: d(0...30)),
                corner: rng.next() % 2 == 0 ? .circular : .continuous)
        }
        func color() -> Color {
            Color(red: UInt8(rng.next() % 256), green: UInt8(rng.next() % 256), blue: UInt8(rng.next() % 256), alpha: UInt8(rng.next() % 256))
        }
        let image = try! Bitmap(width: 3, height: 2, fill: (200, 10, 10, 255))
        for _ in 0..<25 {
            var commands: [DisplayCommand] = []
            var depth = 0
            for _ in 0..<12 {
                switch rng.next() % 9 {
                case 0: commands.append(.fill(shape(), color: color()))
                case 1: commands.append(.stroke(shape(), width: d(0...12), color: color()))
                case 2: commands.append(.shadow(shape(), color: color(), offset: Point(x: d(-5...5), y: d(-5...5)), blur: d(0...40), spread: d(-10...10)))
                case 3: commands.append(.line(from: Point(x: d(), y: d()), to: Point(x: d(), y: d()), width: d(0...5), color: color()))
                case 4: commands.append(.pushClip(shape())); depth += 1
                case 5: if depth > 0 { commands.append(.popClip); depth -= 1 }
                case 6:
                    commands.append(
                        .glyphs(
                            GlyphRun(
                                font: "Test-Shapes", size: d(0...60), color: color(), origin: Point(x: d(), y: d()),
                                glyphs: [1, 2, 3, 4], positions: (0..<4).map { _ in Point(x: d(0...40), y: d(-5...5)) })))
                case 7:
                    commands.append(
                        .image(
                            rect: Rect(x: d(), y: d(), width: d(0...60), height: d(0...60)), source: "i",
                            contentMode: [.scaleToFill, .aspectFit, .aspectFill][Int(rng.next() % 3)]))
                default:
                    commands.append(
                        .linearGradient(
                            shape(), from: Point(x: d(), y: d()), to: Point(x: d(), y: d()),
                            stops: [GradientStop(location: 0, color: color()), GradientStop(location: 1, color: color())]))
                }
            }
            let list = DisplayList(size: Size(width: 40, height: 30), scale: 2, background: .white, commands: commands)
            do {
                let b = try Rasterizer.render(list, glyphs: TestGlyphs(), images: .memory(["i": image]))
                #expect(b.width == 80 && b.height == 60)
            } catch {
                #expect(error.description.hasPrefix("command "), "\(error)")
            }
        }
    }
}
