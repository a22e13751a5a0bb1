import Galley
import GalleyTestSupport
import GalleyTesting
import Raster
import Testing

/// The perceptual comparator counts exactly what pixelmatch 7.1.1 counts on pixelmatch's own
/// fixtures: every `diffTest(...)` of its test/test.js (Tests/Fixtures/pixelmatch/README.md).
@Suite struct PixelmatchFixtureTests {
    struct Case: CustomStringConvertible, Sendable {
        var a: String, b: String, threshold: Double, includeAA: Bool, expected: Int
        var description: String { "\(a) vs \(b), threshold \(threshold)\(includeAA ? ", includeAA" : "") → \(expected)" }
    }

    // test.js at v7.1.1: `options = {threshold: 0.05}`; `{threshold: undefined}` is the default 0.1;
    // alpha, aaColor, diffColor, diffColorAlt and diffMask change the drawing, not the count.
    static let cases: [Case] = [
        Case(a: "1a", b: "1b", threshold: 0.05, includeAA: false, expected: 143),
        Case(a: "1a", b: "1b", threshold: 0.1, includeAA: false, expected: 106),
        Case(a: "1a", b: "1b", threshold: 0.05, includeAA: false, expected: 143),
        Case(a: "1a", b: "1a", threshold: 0, includeAA: false, expected: 0),
        Case(a: "2a", b: "2b", threshold: 0.05, includeAA: false, expected: 12437),
        Case(a: "3a", b: "3b", threshold: 0.05, includeAA: false, expected: 212),
        Case(a: "4a", b: "4b", threshold: 0.05, includeAA: false, expected: 36049),
        Case(a: "5a", b: "5b", threshold: 0.05, includeAA: false, expected: 6),
        Case(a: "6a", b: "6b", threshold: 0.05, includeAA: false, expected: 51),
        Case(a: "6a", b: "6a", threshold: 0, includeAA: false, expected: 0),
        Case(a: "7a", b: "7b", threshold: 0.1, includeAA: false, expected: 2448),
        Case(a: "8a", b: "5b", threshold: 0.05, includeAA: false, expected: 32896),
    ]

    static func image(_ name: String) throws -> PNG.Image {
        try PNG.decodeImage(try Fixture.read("pixelmatch/\(name).png"))
    }

    @Test(arguments: cases) func countsWhatPixelmatchCounts(_ c: Case) throws {
        let a = try Self.image(c.a), b = try Self.image(c.b)
        let r = ImageComparison.compare(expected: a, actual: b, comparator: .perceptual(threshold: c.threshold, includeAA: c.includeAA))
        #expect(r.differingPixels == c.expected, "\(c)")
        #expect(r.matches == (c.expected == 0))
    }

    /// The same counts through a premultiplied `Bitmap` where the fixture is opaque (premultiplying
    /// changes nothing there), so goldens read as bitmaps count as pixelmatch does.
    @Test func opaqueFixturesCountTheSameAsBitmaps() throws {
        var checked = 0
        defer { #expect(checked >= 3, "only \(checked) opaque fixture pairs") }
        for c in Self.cases {
            let a = try Self.image(c.a), b = try Self.image(c.b)
            guard a.rgba.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 }),
                b.rgba.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 })
            else { continue }
            let ba = try PNG.decode(try Fixture.read("pixelmatch/\(c.a).png")), bb = try PNG.decode(try Fixture.read("pixelmatch/\(c.b).png"))
            let r = ImageComparison.compare(expected: ba, actual: bb, comparator: .perceptual(threshold: c.threshold))
            #expect(r.differingPixels == c.expected, "\(c)")
            checked += 1
        }
    }

    /// Anti-aliasing detection is what separates the counts: with includeAA every pixel over the
    /// threshold counts, so the count can only grow, and does on the anti-aliased 1a/1b pair.
    @Test func includeAACountsAntialiasedPixels() throws {
        let a = try Self.image("1a"), b = try Self.image("1b")
        let excluded = ImageComparison.compare(expected: a, actual: b, comparator: .perceptual(threshold: 0.05))
        let included = ImageComparison.compare(expected: a, actual: b, comparator: .perceptual(threshold: 0.05, includeAA: true))
        #expect(excluded.antialiasedPixels > 0)
        #expect(included.differingPixels == excluded.differingPixels + excluded.antialiasedPixels)
    }
}
