import Foundation
import GalleyTestSupport
import Raster
import Support
import Testing

/// The Python that has Pillow (Debian's python3-pil), if any.
let pillowPython: String? = {
    ["/usr/bin/python3", "python3"].first { (try? runTool([$0, "-c", "import PIL.Image"]).status) == 0 }
}()

/// The PNGs `PNG.encode` writes (the screen matcher) are standard PNGs: Pillow, whose inflater is
/// zlib's as libpng's and browsers' are, decodes them to the pixels libpng does — real screens,
/// translucent noise (the matcher's worst case) and a flat image.
@Suite struct PNGPillowTests {
    static func noise(width: Int, height: Int) throws -> Bitmap {
        var rng = SplitMix64(seed: 77)
        var px = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = UInt8(truncatingIfNeeded: rng.next() | 1)
            for c in 0..<3 { px[i * 4 + c] = UInt8(rng.next() % (UInt64(a) + 1)) }
            px[i * 4 + 3] = a
        }
        return try Bitmap(width: width, height: height, premultipliedPixels: px)
    }

    @Test(.enabled(if: pillowPython != nil, "Pillow not installed (Debian's python3-pil): the encoder's output not checked with a second decoder"))
    func pillowDecodesWhatTheEncoderWritesToLibpngsPixels() throws {
        try withTemporaryDirectory("pillow") { dir in
            var images: [(String, Bitmap)] = [
                ("noise", try Self.noise(width: 97, height: 61)),
                ("flat", try Bitmap(width: 300, height: 200, fill: (10, 20, 30, 255))),
            ]
            for path in [
                "Goldens/scenes/templates/story.png",
                "Goldens/scenes/gallery/enriched.articles.ads/390-dark-rtl-accessibilityLarge.png",
                "Goldens/scenes/gallery/condensed.articles/390-light-ltr-default.png",
            ] {
                images.append((path, try PNG.readFile(packageRoot + "/" + path)))
            }
            var names: [String] = []
            for (n, (name, bitmap)) in images.enumerated() {
                let bytes = try PNG.encode(bitmap)
                let straight = try PNG.decodeImage(bytes)
                #expect(try PNG.decode(bytes) == bitmap, "\(name): libpng")
                try FileIO.writeAtomically(bytes, to: dir + "/\(n).png")
                try FileIO.writeAtomically(straight.rgba, to: dir + "/\(n).rgba")
                names.append("\(n)")
            }
            let script = """
                import sys
                from PIL import Image
                d = sys.argv[1]
                for n in sys.argv[2:]:
                    im = Image.open(f"{d}/{n}.png"); im.load()
                    got = im.convert("RGBA").tobytes()
                    want = open(f"{d}/{n}.rgba", "rb").read()
                    if got != want: print(n, im.mode, im.size, "differs")
                """
            try FileIO.writeAtomically(script, to: dir + "/check.py")
            let (status, text) = try runTool([pillowPython!, dir + "/check.py", dir] + names)
            #expect(status == 0 && text.isEmpty, "Pillow read other pixels:\n\(text)")
        }
    }
}
