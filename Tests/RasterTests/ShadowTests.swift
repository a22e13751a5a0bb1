import Geometry
import Testing

@testable import Raster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ShadowTests {
    /// The analytic-plus-notches shadow against a brute-force Gaussian blur of the
    /// rasterized shape (sampled kernel, separable, in Double). The brute force is
    /// itself an approximation (a sampled kernel's tails at small σ; the triple box
    /// blur of large-σ notches), so they agree within 3.5 / 255, not exactly.
    @Test(arguments: [
        (radius: 12.0, sigma: 6.0, corner: CornerCurve.circular, phase: 0.0),
        (radius: 30.0, sigma: 12.0, corner: .circular, phase: 0.37),
        (radius: 9.0, sigma: 3.0, corner: .continuous, phase: 0.5),
        (radius: 0.0, sigma: 4.0, corner: .circular, phase: 0.25),
        (radius: 20.0, sigma: 1.5, corner: .circular, phase: 0.0),
    ])
    func matchesABruteForceGaussian(radius: Double, sigma: Double, corner: CornerCurve, phase: Double) {
        let pad = Int((4 * sigma).rounded(.up)) + 2
        let x0 = Double(pad) + phase, y0 = Double(pad) + phase * 0.5
        let rr = DeviceRoundedRect(
            x0: x0, y0: y0, x1: x0 + 90.3, y1: y0 + 64.6,
            tl: radius, tr: radius * 0.5, br: radius, bl: radius * 0.75, corner: corner)
        let window = IntRect(x0: 0, y0: 0, x1: Int(rr.x1) + pad, y1: Int(rr.y1) + pad)
        var scanner = Scanner()
        var shape = MaskWriter(mask: CoverageMask(bounds: window))
        scanner.fillRoundedRect(rr, window: window, into: &shape)
        // Brute force.
        let w = window.width, h = window.height
        let r = Int((4 * sigma).rounded(.up))
        var kernel = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let ks = kernel.reduce(0, +); kernel = kernel.map { $0 / ks }
        var tmp = [Double](repeating: 0, count: w * h), ref = tmp
        for y in 0..<h {
            for x in 0..<w {
                var s = 0.0; for k in -r...r where x + k >= 0 && x + k < w { s += Double(shape.mask.data[y * w + x + k]) / 255 * kernel[k + r] };
                tmp[y * w + x] = s
            }
        }
        for y in 0..<h {
            for x in 0..<w { var s = 0.0; for k in -r...r where y + k >= 0 && y + k < h { s += tmp[(y + k) * w + x] * kernel[k + r] }; ref[y * w + x] = s }
        }
        var notches: [BlurredNotch.Key: BlurredNotch] = [:]
        var out = MaskWriter(mask: CoverageMask(bounds: window))
        BoxShadow(shape: rr, sigma: sigma).draw(window: window, notches: &notches, scanner: &scanner, into: &out)
        var worst = 0.0
        for i in 0..<(w * h) { worst = max(worst, abs(Double(out.mask.data[i]) - ref[i] * 255)) }
        #expect(worst <= 3.5, "largest difference \(worst) / 255")
    }

    @Test func shadowIsDeterministicWhateverTheCache() throws {
        var commands: [DisplayCommand] = []
        for i in 0..<4 {
            commands.append(
                .shadow(
                    RoundedRect(rect: Rect(x: 10, y: 10 + Double(i) * 40, width: 80, height: 30), radius: 8),
                    color: Color(red: 0, green: 0, blue: 0, alpha: 80), offset: Point(x: 0, y: 2), blur: 8, spread: 1))
        }
        let list = DisplayList(size: Size(width: 100, height: 180), scale: 2, background: .white, commands: commands)
        let all = try Rasterizer.render(list)
        let last = try Rasterizer.render(DisplayList(size: list.size, scale: 2, background: .white, commands: [commands[3]]))
        // The last card's shadow alone, drawn with a cold notch cache, equals its pixels in the full draw.
        for y in 300..<360 { for x in 0..<200 { #expect(all.pixels[(y * 200 + x) * 4] == last.pixels[(y * 200 + x) * 4]) } }
    }

    /// A shadow skips the pixels the opaque card drawn right after it covers; that must change no byte.
    @Test func skippingWhatTheNextFillCoversChangesNothing() throws {
        var commands: [DisplayCommand] = []
        for i in 0..<6 {
            let card = RoundedRect(
                rect: Rect(x: 5.3 + Double(i), y: 4 + Double(i) * 27.7, width: 70.2, height: 22.5),
                radius: Double(i) * 2.5, corner: i % 2 == 0 ? .circular : .continuous)
            commands.append(
                .shadow(
                    card, color: Color(red: 0, green: 0, blue: 0, alpha: 90), offset: Point(x: 0, y: Double(i % 3)),
                    blur: Double(i) * 3, spread: Double(i % 2)))
            commands.append(.fill(card, color: .white))
        }
        let list = DisplayList(size: Size(width: 90, height: 170), scale: 3, background: Color(red: 242, green: 242, blue: 247), commands: commands)
        #expect(try Rasterizer.render(list) == Rasterizer.renderWithoutCulling(list))
    }

    /// Corners too big for patches are blurred as a whole mask; both ways agree.
    @Test func wholeMaskBlurAgreesWithCornerPatches() {
        let rr = DeviceRoundedRect(x0: 30.4, y0: 30.7, x1: 150.2, y1: 110.9, tl: 20, tr: 8, br: 30, bl: 0, corner: .continuous)
        let window = IntRect(x0: 0, y0: 0, x1: 190, y1: 150)
        var scanner = Scanner()
        var notches: [BlurredNotch.Key: BlurredNotch] = [:]
        var patches = MaskWriter(mask: CoverageMask(bounds: window))
        BoxShadow(shape: rr, sigma: 9).draw(window: window, notches: &notches, scanner: &scanner, into: &patches)
        var whole = MaskWriter(mask: CoverageMask(bounds: window))
        BoxShadow(shape: rr, sigma: 9).drawByMask(window: window, scanner: &scanner, into: &whole)
        let worst = zip(patches.mask.data, whole.mask.data).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 6, "largest difference \(worst) / 255")
    }

    @Test func hugeShapesAndCoordinatesStayBounded() throws {
        let list = DisplayList(
            size: Size(width: 50, height: 50), scale: 3, background: .white,
            commands: [
                .shadow(RoundedRect(rect: Rect(x: -1e6, y: 10, width: 2e6, height: 1e6), radius: 5e5), color: .black, offset: .zero, blur: 30, spread: 0),
                .fill(RoundedRect(rect: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300), radius: 1e299), color: .black),
                .stroke(RoundedRect(rect: Rect(x: -1e12, y: 20, width: 2e12, height: 10), radius: 4), width: 1e9, color: .black),
                .line(from: Point(x: -1e200, y: 0), to: Point(x: 1e200, y: 50), width: 3, color: .black),
                .linearGradient(
                    RoundedRect(rect: Rect(x: 0, y: 40, width: 1e15, height: 5)), from: .zero, to: Point(x: 1e-300, y: 0),
                    stops: [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]),
            ])
        let b = try Rasterizer.render(list)
        #expect(b.width == 150)
    }

    @Test func absurdBlurIsClampedNotAnError() throws {
        let list = DisplayList(
            size: Size(width: 20, height: 20), scale: 1, background: .white,
            commands: [
                .shadow(RoundedRect(rect: Rect(x: 5, y: 5, width: 10, height: 10), radius: 2), color: .black, offset: .zero, blur: 1e9, spread: 0)
            ])
        _ = try Rasterizer.render(list)
    }
}
