import CPNG
import GalleyTestSupport
import Support
import Testing

@testable import Raster

/// PngSuite (Willem van Schaik's PNG test images), vendored in `Tests/Fixtures/pngsuite`.
/// When it is missing, the file list holds one placeholder so every test below runs and
/// fails with `FixtureMissing` instead of running zero cases.
private let missingSuite = "(PngSuite missing)"

private func suiteFiles(corrupt: Bool) -> [String] {
    guard let names = try? Fixture.list("pngsuite") else { return [missingSuite] }
    return names.filter { $0.hasSuffix(".png") && $0.hasPrefix("x") == corrupt }
}

private func suite(_ name: String) throws -> [UInt8] {
    try Fixture.read("pngsuite/" + name)
}

/// Straight RGBA of one pixel of a decoded image.
private func rgba(_ image: PNG.Image, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.rgba[i..<i + 4])
}

// MARK: - PngSuite decoding

@Suite("PNG decoding of PngSuite")
struct PNGSuiteTests {
    @Test("PngSuite is present")
    func suitePresent() throws {
        // A missing or thinned-out suite would make the tests below vacuous.
        _ = try Fixture.path("pngsuite/PngSuite.LICENSE")
        #expect(try Fixture.list("pngsuite").filter { $0.hasSuffix(".png") }.count == 175)
        #expect(suiteFiles(corrupt: false).count > 150)
        #expect(suiteFiles(corrupt: true).count == 14)
    }

    @Test("every valid PngSuite file decodes to RGBA8", arguments: suiteFiles(corrupt: false))
    func decodesValid(name: String) throws {
        let bytes = try suite(name)
        let image = try PNG.decodeImage(bytes)
        #expect(image.width > 0 && image.height > 0)
        #expect(image.rgba.count == image.width * image.height * 4)
        // The size is the one the IHDR declares.
        let w = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
        let h = Int(bytes[20]) << 24 | Int(bytes[21]) << 16 | Int(bytes[22]) << 8 | Int(bytes[23])
        #expect(image.width == w && image.height == h)
        let bitmap = try PNG.decode(bytes)
        #expect(bitmap.width == w && bitmap.height == h)
    }

    @Test("every corrupt PngSuite file (x*.png) is refused", arguments: suiteFiles(corrupt: true))
    func refusesCorrupt(name: String) throws {
        let bytes = try suite(name)
        #expect(throws: PNGError.self) { try PNG.decode(bytes) }
    }

    @Test("corrupt files get the error that names their fault")
    func corruptReasons() throws {
        _ = try Fixture.path("pngsuite")
        // Signature damage (bit 7 cleared, CR/LF added or removed) is "not a PNG".
        for name in ["xs1n0g01.png", "xs2n0g01.png", "xs4n0g01.png", "xs7n0g01.png", "xcrn0g04.png", "xlfn0g04.png"] {
            #expect(throws: PNGError.notPNG, "\(name)") { try PNG.decode(try suite(name)) }
        }
        // Bad CRC, bad color type, bad bit depth, missing IDAT: libpng's reason.
        for name in [
            "xhdn0g08.png", "xcsn0g01.png", "xc1n0g08.png", "xc9n2c08.png",
            "xd0n2c08.png", "xd3n2c08.png", "xd9n2c08.png", "xdtn0g01.png",
        ] {
            do {
                _ = try PNG.decode(try suite(name))
                Issue.record("\(name) decoded")
            } catch let error as PNGError {
                guard case let .corrupt(reason) = error else { Issue.record("\(name): \(error)"); continue }
                #expect(!reason.isEmpty)
                #expect(error.description.hasPrefix("corrupt PNG file: "))
            }
        }
        // libpng's warning that explains its error is kept with it.
        #expect(throws: PNGError.corrupt("Invalid IHDR data (Invalid color type in IHDR)")) {
            try PNG.decode(try suite("xc1n0g08.png"))
        }
        let badHeader = try suite("xhdn0g08.png")
        do {
            _ = try PNG.decode(badHeader)
        } catch {
            #expect(error.description.contains("CRC"), "\(error)")
        }
    }

    @Test("1-bit gray: corners black and white")
    func gray1() throws {
        for name in ["basn0g01.png", "basi0g01.png"] {  // plain and Adam7-interlaced
            let image = try PNG.decodeImage(try suite(name))
            #expect(rgba(image, 0, 0) == [255, 255, 255, 255])
            #expect(rgba(image, 31, 0) == [0, 0, 0, 255])
            #expect(rgba(image, 0, 31) == [0, 0, 0, 255])
            #expect(rgba(image, 31, 31) == [0, 0, 0, 255])
        }
    }

    @Test("2-bit gray expands to 0, 85, 170, 255")
    func gray2() throws {
        let image = try PNG.decodeImage(try suite("basn0g02.png"))
        #expect(rgba(image, 0, 0) == [0, 0, 0, 255])
        #expect(rgba(image, 31, 0) == [255, 255, 255, 255])
        #expect(rgba(image, 31, 31) == [170, 170, 170, 255])
    }

    @Test("16-bit gray is exactly rounded to 8 bits (v * 255 / 65535)")
    func gray16() throws {
        let image = try PNG.decodeImage(try suite("basn0g16.png"))
        // Raw samples: (0,0)=0, (31,0)=47871, (0,31)=15872, (31,31)=255, (5,7)=15104.
        #expect(rgba(image, 0, 0) == [0, 0, 0, 255])
        #expect(rgba(image, 31, 0) == [186, 186, 186, 255])
        #expect(rgba(image, 0, 31) == [62, 62, 62, 255])
        #expect(rgba(image, 31, 31) == [1, 1, 1, 255])  // 255/257 rounds up; strip_16 would give 0
        #expect(rgba(image, 5, 7) == [59, 59, 59, 255])
        // Interlaced gives the same pixels.
        #expect(try PNG.decodeImage(try suite("basi0g16.png")) == image)
    }

    @Test("16-bit RGB and RGBA")
    func color16() throws {
        let rgb = try PNG.decodeImage(try suite("basn2c16.png"))
        #expect(rgba(rgb, 0, 0) == [255, 255, 0, 255])
        #expect(rgba(rgb, 31, 0) == [0, 255, 0, 255])
        #expect(rgba(rgb, 0, 31) == [255, 0, 0, 255])
        #expect(rgba(rgb, 31, 31) == [0, 0, 255, 255])
        #expect(rgba(rgb, 5, 7) == [214, 197, 0, 255])  // raw (54965, 50737, 0); strip_16 would give 198
        let rgba16a = try PNG.decodeImage(try suite("basn6a16.png"))
        #expect(rgba(rgba16a, 5, 7) == [255, 231, 0, 82])  // raw (65535, 59293, 0, 21141)
        let rgba16 = try PNG.decodeImage(try suite("basn4a16.png"))
        #expect(rgba(rgba16, 0, 0)[3] == 0)
        #expect(rgba(rgba16, 5, 7) == [49, 49, 49, 82])  // raw (12482, 21141)
    }

    @Test("palette and 8-bit alpha")
    func paletteAndAlpha() throws {
        let palette = try PNG.decodeImage(try suite("basn3p08.png"))
        #expect(rgba(palette, 0, 0) == [1, 0, 0, 255])
        #expect(rgba(palette, 5, 7) == [119, 58, 0, 255])
        let alpha = try PNG.decodeImage(try suite("basn6a08.png"))
        #expect(rgba(alpha, 31, 0) == [255, 0, 8, 255])
        #expect(rgba(alpha, 5, 7) == [255, 223, 7, 41])
        let grayAlpha = try PNG.decodeImage(try suite("basn4a08.png"))
        #expect(rgba(grayAlpha, 5, 7) == [197, 197, 197, 41])
    }

    @Test("tRNS becomes alpha 0 for palette, gray and RGB images")
    func transparency() throws {
        for name in ["tbbn3p08.png", "tbwn0g16.png", "tbrn2c08.png", "tbbn2c16.png"] {
            let image = try PNG.decodeImage(try suite(name))
            #expect(rgba(image, 0, 0)[3] == 0, "\(name)")
        }
        #expect(rgba(try PNG.decodeImage(try suite("tbbn3p08.png")), 5, 7) == [117, 117, 117, 255])
        // No tRNS: opaque.
        #expect(rgba(try PNG.decodeImage(try suite("tp0n3p08.png")), 0, 0) == [127, 127, 127, 255])
    }

    @Test("decode premultiplies")
    func premultiplies() throws {
        let bytes = try suite("basn6a08.png")
        let image = try PNG.decodeImage(bytes)
        let bitmap = try PNG.decode(bytes)
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            let a = image.rgba[i + 3]
            #expect(bitmap.pixels[i + 3] == a)
            for c in 0..<3 where bitmap.pixels[i + c] != premultiply(image.rgba[i + c], UInt16(a)) {
                Issue.record("pixel \(i / 4) channel \(c)")
            }
        }
    }

    @Test("gamma chunks do not change pixels")
    func gammaIgnored() throws {
        // The same file with its gAMA chunk removed decodes to the same pixels.
        for name in ["g03n2c08.png", "g25n3p04.png", "g10n0g16.png"] {
            let bytes = try suite(name)
            let stripped = removingChunks("gAMA", from: bytes)
            #expect(stripped.count == bytes.count - 16, "\(name)")
            #expect(try PNG.decodeImage(bytes) == PNG.decodeImage(stripped), "\(name)")
        }
    }
}

// MARK: - Bad input

@Suite("PNG bad input")
struct PNGBadInputTests {
    @Test("empty input")
    func empty() {
        #expect(throws: PNGError.empty) { try PNG.decode([]) }
    }

    @Test("garbage is not a PNG")
    func garbage() {
        #expect(throws: PNGError.notPNG) { try PNG.decode(Array("GIF89a, not a png at all".utf8)) }
        #expect(throws: PNGError.notPNG) { try PNG.decode([0]) }
    }

    @Test("a partial signature is truncated")
    func partialSignature() {
        #expect(throws: PNGError.truncated) { try PNG.decode([0x89, 0x50, 0x4E]) }
    }

    @Test("every truncation of a valid PNG is refused", arguments: [1, 8, 20, 33, 40, 60])
    func truncated(keepFraction: Int) throws {
        let bitmap = try Bitmap(width: 40, height: 30, fill: (10, 200, 30, 255))
        let bytes = try PNG.encode(bitmap)
        let cut = min(keepFraction, bytes.count - 1)
        #expect(throws: PNGError.truncated) { try PNG.decode(Array(bytes[0..<cut])) }
    }

    @Test("truncating any file in the suite at every chunk boundary is refused")
    func truncatedSuite() throws {
        _ = try Fixture.path("pngsuite")
        let bytes = try suite("basi6a16.png")
        // The full file decodes; each prefix that drops IEND or more does not.
        _ = try PNG.decode(bytes)
        for cut in stride(from: 8, to: bytes.count, by: 97) {
            #expect(throws: PNGError.self) { try PNG.decode(Array(bytes[0..<cut])) }
        }
        #expect(throws: PNGError.truncated) { try PNG.decode(Array(bytes.dropLast(1))) }
    }

    @Test("a flipped bit in the header is a CRC error")
    func crc() throws {
        var bytes = try PNG.encode(try Bitmap(width: 16, height: 16, fill: (1, 2, 3, 255)))
        bytes[19] ^= 0x01  // the low byte of IHDR's width
        #expect(throws: PNGError.corrupt("IHDR: CRC error")) { try PNG.decode(bytes) }
    }

    @Test("a CRC error in a skipped ancillary chunk is refused too")
    func ancillaryCRC() throws {
        _ = try Fixture.path("pngsuite")
        var bytes = try suite("g25n2c08.png")
        _ = try PNG.decode(bytes)
        // The gAMA chunk follows IHDR: length at 33, type at 37, data at 41.
        #expect(String(decoding: bytes[37..<41], as: UTF8.self) == "gAMA")
        bytes[42] ^= 0x01
        #expect(throws: PNGError.corrupt("gAMA: CRC error")) { try PNG.decode(bytes) }
    }

    @Test("a flipped bit in the compressed data is refused")
    func badImageData() throws {
        var bytes = try PNG.encode(try Bitmap(width: 16, height: 16, fill: (1, 2, 3, 255)))
        bytes[45] ^= 0x10  // inside IDAT's zlib stream: zlib notices before the chunk CRC is read
        #expect {
            try PNG.decode(bytes)
        } throws: { error in
            guard case .corrupt = error as? PNGError else { return false }
            return true
        }
    }

    @Test("the IDAT CRC, not the zlib Adler-32, guards the compressed data")
    func crcGuardsTheCompressedData() throws {
        // 1×1 RGB of zeros; its stream's Adler-32 made wrong, the chunk's CRC right for it.
        var stream = zlibZeros(pairs: 0)
        stream[stream.count - 1] ^= 0x5A
        let png = pngHeader(width: 1, height: 1, colorType: 2) + chunk("IDAT", stream) + chunk("IEND", [])
        #expect(try PNG.decode(png) == (try Bitmap(width: 1, height: 1, premultipliedPixels: [0, 0, 0, 255])))
        // The same damage with the CRC the intact stream had is refused.
        let intact = pngHeader(width: 1, height: 1, colorType: 2) + chunk("IDAT", zlibZeros(pairs: 0)) + chunk("IEND", [])
        var damaged = intact
        let idatEnd = intact.count - 12 - 4  // IEND is 12 bytes; the IDAT CRC is the 4 before it
        damaged[idatEnd - 1] ^= 0x5A
        #expect {
            try PNG.decode(damaged)
        } throws: { error in
            guard case .corrupt = error as? PNGError else { return false }
            return true
        }
    }

    @Test("a header declaring 100000x100000 is refused as tooLarge, before allocating")
    func tooLarge() throws {
        let header = pngHeader(width: 100_000, height: 100_000)
        let idat = chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        let iend = chunk("IEND", [])
        let expected = PNGError.tooLarge(width: 100_000, height: 100_000, limit: Bitmap.defaultPixelLimit)
        // With image data after it, and cut right after the IHDR: both refused the same way.
        #expect(throws: expected) { try PNG.decode(header + idat + iend) }
        #expect(throws: expected) { try PNG.decode(header) }
        #expect(expected.description.contains("100000x100000"))
        // The limit is the caller's.
        let small = pngHeader(width: 100, height: 100) + idat + iend
        #expect(throws: PNGError.tooLarge(width: 100, height: 100, limit: 9_999)) {
            try PNG.decode(small, pixelLimit: 9_999)
        }
    }

    @Test("a chunk declaring 2 GB is refused without reading or allocating it")
    func hugeChunk() throws {
        let header = pngHeader(width: 8, height: 8)
        // Length 0x7FFFFFFF (the largest PNG allows) with only a few bytes behind it.
        for type in ["tEXt", "PLTE", "IDAT", "zzZz"] {
            let bytes = header + [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + [1, 2, 3, 4, 5, 6, 7, 8]
            #expect(throws: PNGError.self, "\(type)") { try PNG.decode(bytes) }
        }
        // One past the largest length is libpng's "invalid chunk length".
        let tooLong = header + [0x80, 0, 0, 0] + Array("tEXt".utf8) + [1, 2, 3, 4]
        #expect(throws: PNGError.self) { try PNG.decode(tooLong) }
    }

    @Test("a decompression bomb after the image is refused, not inflated")
    func bombAfterImage() throws {
        // A 1x1 RGB image whose zlib stream goes on for 15 MB of zeros (98 KB compressed).
        let stream = zlibZeros(pairs: 60_000)
        let bytes = pngHeader(width: 1, height: 1, colorType: 2) + chunk("IDAT", stream) + chunk("IEND", [])
        #expect {
            try PNG.decode(bytes)
        } throws: { error in
            guard case let .corrupt(reason) = error as? PNGError else { return false }
            return reason.hasPrefix("IDAT: ") && reason.contains("after the last row")
        }
        // The same stream with no excess decodes: the check only counts what follows.
        let exact = pngHeader(width: 1, height: 1, colorType: 2) + chunk("IDAT", zlibZeros(pairs: 0)) + chunk("IEND", [])
        #expect(try PNG.decodeImage(exact).rgba == [0, 0, 0, 255])
    }

    @Test("the pixel limit applies to real images too")
    func limitOnRealImage() throws {
        let bytes = try PNG.encode(try Bitmap(width: 50, height: 20, fill: (9, 9, 9, 255)))
        #expect(throws: PNGError.tooLarge(width: 50, height: 20, limit: 999)) { try PNG.decode(bytes, pixelLimit: 999) }
        #expect(try PNG.decode(bytes, pixelLimit: 1000).width == 50)
    }

    @Test("a bitmap whose pixels do not match its size is refused by encode")
    func invalidBitmap() throws {
        var bitmap = try Bitmap(width: 4, height: 4)
        bitmap.pixels.removeLast()
        #expect(throws: PNGError.self) { try PNG.encode(bitmap) }
    }

    @Test("errors from files name the file")
    func fileErrors() throws {
        let dir = try temporaryDirectory("png-tests")
        defer { removeTemporaryDirectory(dir) }
        try FileIO.writeAtomically(Array("not a png".utf8), to: dir + "/golden.png")
        #expect(throws: PNGError.inFile(path: dir + "/golden.png", .notPNG)) { try PNG.readFile(dir + "/golden.png") }
        do {
            _ = try PNG.readFile(dir + "/golden.png")
        } catch {
            #expect(error.description == "\(dir)/golden.png: not a PNG file (bad signature)")
            #expect(error.reason == .notPNG)
        }
        #expect {
            try PNG.readFile(dir + "/missing.png")
        } throws: { error in
            guard case let .file(fileError) = error as? PNGError else { return false }
            return fileError.path == dir + "/missing.png"
        }
    }
}

// MARK: - Mutated input

@Suite("PNG mutated input")
struct PNGMutationTests {
    /// Fixed-seed damage to valid files: flipped bits, cut tails, inserted
    /// garbage, and changes inside a chunk whose CRC is then recomputed (so
    /// libpng's CRC check passes and the IHDR, PLTE, tRNS and zlib paths see
    /// the damage). Every result is an image within the limit or a PNGError;
    /// a crash or hang fails the run.
    @Test(
        "damaged files decode or throw PNGError, never crash",
        arguments: [
            "basn0g01.png", "basi3p02.png", "basn2c16.png", "basi6a08.png", "tbbn0g04.png", "tp1n3p08.png", "s39i3p04.png",
        ])
    func mutations(name: String) throws {
        _ = try Fixture.path("pngsuite")
        let original = try suite(name)
        var rng = SplitMix64(seed: UInt64(original.count) &* 0x9E37_79B9)
        var refused = 0
        for _ in 0..<400 {
            let bytes = mutate(original, &rng)
            do {
                let image = try PNG.decodeImage(bytes, pixelLimit: 1 << 20)
                #expect(image.rgba.count == image.width * image.height * 4)
                #expect(image.width * image.height <= 1 << 20)
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}

private func mutate(_ input: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
    var bytes = input
    switch rng.below(4) {
    case 0:  // flip a few bits anywhere
        for _ in 0...rng.below(3) { bytes[rng.below(bytes.count)] ^= UInt8(1 << rng.below(8)) }
    case 1:  // cut the tail
        bytes.removeLast(1 + rng.below(bytes.count - 1))
    case 2:  // insert garbage
        let at = rng.below(bytes.count)
        bytes.insert(contentsOf: (0...rng.below(16)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: at)
    default:  // change a chunk's data (or its length field) and recompute its CRC
        var chunks: [(start: Int, length: Int)] = []
        var i = 8
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard i + 12 + length <= bytes.count else { break }
            chunks.append((i, length))
            i += 12 + length
        }
        guard let chunk = chunks.isEmpty ? nil : chunks[rng.below(chunks.count)] else { return bytes }
        if chunk.length > 0 {
            for _ in 0...rng.below(4) {
                bytes[chunk.start + 8 + rng.below(chunk.length)] = UInt8(truncatingIfNeeded: rng.next())
            }
        }
        let crc = crc32(Array(bytes[chunk.start + 4..<chunk.start + 8 + chunk.length]))
        bytes.replaceSubrange(chunk.start + 8 + chunk.length..<chunk.start + 12 + chunk.length, with: bigEndian(crc))
        if rng.below(8) == 0 { bytes[chunk.start + rng.below(4)] = UInt8(truncatingIfNeeded: rng.next()) }
    }
    return bytes
}

// MARK: - Encoding

@Suite("PNG encoding")
struct PNGEncodeTests {
    /// A deterministic bitmap; with `translucent`, alpha varies over 0...255 and
    /// color channels are valid premultiplied values (≤ alpha).
    static func sample(width: Int, height: Int, translucent: Bool) throws -> Bitmap {
        var state: UInt32 = 0x1234_5678
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let a: UInt8 = translucent ? UInt8(truncatingIfNeeded: state >> 24) : 255
            for c in 0..<3 {
                state = state &* 1_664_525 &+ 1_013_904_223
                pixels[i + c] = premultiply(UInt8(truncatingIfNeeded: state >> 24), UInt16(a))
            }
            pixels[i + 3] = a
        }
        return try Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }

    @Test("encode then decode gives the bitmap back", arguments: [false, true])
    func roundTrip(translucent: Bool) throws {
        let bitmap = try Self.sample(width: 67, height: 41, translucent: translucent)
        let bytes = try PNG.encode(bitmap)
        #expect(try PNG.decode(bytes) == bitmap)
        // Opaque bitmaps are written as RGB (color type 2), others as RGBA (6).
        #expect(bytes[25] == (translucent ? 6 : 2))
    }

    @Test("every option set round-trips")
    func optionsRoundTrip() throws {
        let bitmap = try Self.sample(width: 23, height: 17, translucent: true)
        for level in [0, 1, 6, 12] {
            for filters: PNG.Filters in [.none, .sub, .up, .average, .paeth, .all, [.none, .up], [.sub, .paeth]] {
                for repeated in [false, true] {
                    for opaqueAsRGB in [false, true] {
                        for screen in [false, true] {
                            let options = PNG.EncodeOptions(
                                level: level, filters: filters, repeatedRowsAsUp: repeated, opaqueAsRGB: opaqueAsRGB, screenMatcher: screen)
                            #expect(try PNG.decode(try PNG.encode(bitmap, options: options)) == bitmap)
                        }
                    }
                }
            }
        }
    }

    @Test("fully transparent and zero pixels survive")
    func transparent() throws {
        let bitmap = try Bitmap(width: 5, height: 3)
        #expect(try PNG.decode(try PNG.encode(bitmap)) == bitmap)
    }

    @Test("encoding twice gives identical bytes")
    func deterministic() throws {
        let bitmap = try Self.sample(width: 120, height: 80, translucent: true)
        #expect(try PNG.encode(bitmap) == PNG.encode(bitmap))
    }

    @Test("output holds only IHDR, IDAT and IEND: no tIME or text")
    func chunks() throws {
        let bytes = try PNG.encode(try Self.sample(width: 300, height: 200, translucent: false))
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var types: [String] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            types.append(String(decoding: bytes[i + 4..<i + 8], as: UTF8.self))
            i += 12 + length
        }
        #expect(i == bytes.count)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test("writeFile then readFile")
    func files() throws {
        let dir = try temporaryDirectory("png-tests")
        let path = dir + "/sub/out.png"
        defer { removeTemporaryDirectory(dir) }
        let bitmap = try Self.sample(width: 10, height: 12, translucent: true)
        try PNG.writeFile(bitmap, to: path)
        #expect(try PNG.readFile(path) == bitmap)
        #expect(try FileIO.list(dir + "/sub") == ["out.png"])  // no temporary left behind
    }
}

// MARK: - Helpers for hand-built PNGs

private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    let n = UInt32(data.count)
    return bigEndian(n) + typeBytes + data + bigEndian(crc32(typeBytes + data))
}

/// `bytes` without any chunk of `type` (the other chunks untouched).
private func removingChunks(_ type: String, from bytes: [UInt8]) -> [UInt8] {
    var out = Array(bytes[0..<8])
    var i = 8
    while i + 12 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        let end = min(i + 12 + length, bytes.count)
        if String(decoding: bytes[i + 4..<i + 8], as: UTF8.self) != type { out += bytes[i..<end] }
        i = end
    }
    return out
}

private func pngHeader(width: UInt32, height: UInt32, colorType: UInt8 = 6) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
}

/// A zlib stream of `4 + 258 * pairs` zero bytes, built by hand (one fixed-
/// Huffman block: four literal zeros, then `pairs` copies of length 258 at
/// distance 1): 13 bits for every 258 bytes.
private func zlibZeros(pairs: Int) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var bits: UInt64 = 0, count = 0
    func put(_ value: UInt64, _ n: Int) {
        bits |= value << UInt64(count); count += n
        while count >= 8 { out.append(UInt8(truncatingIfNeeded: bits)); bits >>= 8; count -= 8 }
    }
    /// Huffman codes go most significant bit first.
    func code(_ value: UInt64, _ n: Int) {
        var reversed: UInt64 = 0
        for i in 0..<n where value & (1 << UInt64(i)) != 0 { reversed |= 1 << UInt64(n - 1 - i) }
        put(reversed, n)
    }
    put(1, 1); put(1, 2)  // BFINAL, BTYPE = fixed Huffman
    for _ in 0..<4 { code(0b0011_0000, 8) }  // literal 0
    for _ in 0..<pairs {
        code(0b1100_0101, 8)  // length code 285 = 258
        code(0, 5)  // distance code 0 = 1
    }
    code(0, 7)  // end of block (256)
    if count > 0 { put(0, 8 - count) }
    let total = 4 + 258 * pairs
    let adler = UInt32(total % 65521) << 16 | 1  // a = 1, b = n (mod 65521) for n zeros
    return out + bigEndian(adler)
}

private func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320).
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return c ^ 0xFFFF_FFFF
}

@Suite("PNG encoder (libdeflate)")
struct PNGEncoderTests {
    /// Random bitmaps with runs of repeated rows and flat spans, opaque or translucent.
    static func uiLike(width: Int, height: Int, translucent: Bool, seed: UInt64) throws -> Bitmap {
        var rng = SplitMix64(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = width * 4
        for y in 0..<height {
            let row = y * rowBytes
            if y > 0, rng.next() % 3 == 0 {
                for i in 0..<rowBytes { pixels[row + i] = pixels[row - rowBytes + i] }
                continue
            }
            var x = 0
            while x < width {
                let run = 1 + Int(rng.next() % 17)
                let a: UInt8 = translucent ? UInt8(truncatingIfNeeded: rng.next()) : 255
                let c = (0..<3).map { _ in premultiply(UInt8(truncatingIfNeeded: rng.next()), UInt16(a)) }
                for xx in x..<min(x + run, width) {
                    let i = row + xx * 4
                    pixels[i] = c[0]; pixels[i + 1] = c[1]; pixels[i + 2] = c[2]; pixels[i + 3] = a
                }
                x += run
            }
        }
        return try Bitmap(width: width, height: height, premultipliedPixels: pixels)
    }

    @Test(
        "every encoded PNG decodes through libpng to the same pixels",
        arguments: [(1, 1), (2, 3), (7, 5), (63, 41), (1, 300), (3001, 2), (390, 97)])
    func roundTrips(size: (Int, Int)) throws {
        for translucent in [false, true] {
            for seed: UInt64 in [1, 2] {
                let bitmap = try Self.uiLike(width: size.0, height: size.1, translucent: translucent, seed: seed)
                for options in [
                    PNG.EncodeOptions.standard, .init(level: 6, filters: .all), .init(level: 12, filters: [.sub, .paeth]),
                    .init(level: 1, filters: .none, screenMatcher: true), .init(level: 1, filters: .all, screenMatcher: true),
                    .init(level: 1, filters: .none, repeatedRowsAsUp: false, screenMatcher: true),
                ] {
                    let bytes = try PNG.encode(bitmap, options: options)
                    #expect(try PNG.decode(bytes) == bitmap, "\(size) translucent \(translucent) \(options)")
                }
            }
        }
    }

    @Test("all-equal rows and a uniform image round-trip and compress to almost nothing")
    func equalRows() throws {
        let pixels = [UInt8](repeating: 0x80, count: 500 * 400 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : UInt8($0.offset % 4 * 60) }
        let bitmap = try Bitmap(width: 500, height: 400, premultipliedPixels: pixels)
        let bytes = try PNG.encode(bitmap)
        #expect(try PNG.decode(bytes) == bitmap)
        #expect(bytes.count < 2_000)
    }

    @Test("both stored goldens' pixels survive re-encoding")
    func goldens() throws {
        for path in [
            "Goldens/scenes/templates/story.png",
            "Goldens/scenes/gallery/enriched.articles.ads/390-dark-rtl-accessibilityLarge.png",
        ] {
            let golden = try PNG.readFile(packageRoot + "/" + path)
            #expect(try PNG.decode(try PNG.encode(golden)) == golden, "\(path)")
        }
    }

    @Test("the same bitmap gives the same bytes on every thread")
    func deterministicAcrossThreads() async throws {
        let small = try Self.uiLike(width: 211, height: 97, translucent: true, seed: 9)
        let large = try Self.uiLike(width: 390, height: 600, translucent: false, seed: 10)
        let expected = [try PNG.encode(small), try PNG.encode(large)]
        let results = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
            for _ in 0..<8 {
                // Alternating sizes and options on each thread exercises the reused per-thread buffers.
                group.addTask {
                    _ = try PNG.encode(large, options: .init(level: 9, filters: .all))
                    return [try PNG.encode(small), try PNG.encode(large)]
                }
            }
            var all: [[[UInt8]]] = []
            for try await r in group { all.append(r) }
            return all
        }
        for r in results { #expect(r == expected) }
    }

    @Test("an absurd size is refused with a typed error before anything is read or allocated")
    func absurdSize() throws {
        var buffer = cpng_buffer(data: nil, size: 0, capacity: 0)
        var message = [CChar](repeating: 0, count: 256)
        let one: [UInt8] = [0, 0, 0, 255]
        // 100000 × 100000 RGB is 30 GB of rows: refused from the sizes alone (the 4 bytes are never read).
        let status = one.withUnsafeBufferPointer { px in
            cpng_encode(
                px.baseAddress, 100_000, 100_000, 400_000, 4, 0, cpng_encode_options(level: 1, filters: CPNG_FILTER_NONE, repeated_rows_as_up: 1, screen: 1),
                &buffer,
                &message, message.count)
        }
        #expect(status == Int32(CPNG_ENCODE_FAILED.rawValue))
        #expect(buffer.data == nil)
        #expect(String(cString: message).contains("too large"))
        #expect(throws: PNGError.self) { try PNG.encode(try Bitmap(width: 3, height: 3), options: .init(level: 13, filters: .none)) }
    }
}
