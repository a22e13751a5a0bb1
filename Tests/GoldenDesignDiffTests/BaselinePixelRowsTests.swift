import Support
import Testing

@testable import GoldenDesignDiff

/// The baseline cache's pixel coding: what `PixelRows.pack` writes unpacks to the same pixels,
/// and is the coding its documentation gives, byte for byte (a plain pixel-by-pixel coder below
/// is the reference), for rows of runs, lone pixels, stretches where no pixel equals the next
/// (the eight-at-a-time path) and rows equal to the one above, at widths around the vector width.
@Suite struct BaselinePixelRowsTests {
    /// The coding, one pixel at a time: per row a tag (0: the row above again, 1: coded), then
    /// chunks `c` (LEB128): even, one pixel `c / 2` times; odd, `c / 2` literal pixels.
    static func reference(_ pixels: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        func varint(_ v: Int) {
            var v = v
            while v >= 0x80 { out.append(UInt8(v & 0x7f) | 0x80); v >>= 7 }
            out.append(UInt8(v))
        }
        func px(_ y: Int, _ x: Int) -> ArraySlice<UInt8> { pixels[((y * width + x) * 4)..<((y * width + x) * 4 + 4)] }
        for y in 0..<height {
            if y > 0 && pixels[(y * width * 4)..<((y + 1) * width * 4)] == pixels[((y - 1) * width * 4)..<(y * width * 4)] {
                out.append(0)
                continue
            }
            out.append(1)
            var x = 0, literal = 0
            func literals(upTo end: Int) {
                guard end > literal else { return }
                varint((end - literal) * 2 + 1)
                for i in literal..<end { out += px(y, i) }
            }
            while x < width {
                var e = x + 1
                while e < width && px(y, e) == px(y, x) { e += 1 }
                if e - x >= 2 {
                    literals(upTo: x)
                    varint((e - x) * 2)
                    out += px(y, x)
                    literal = e
                }
                x = e
            }
            literals(upTo: width)
        }
        return out
    }

    @Test(arguments: [1, 2, 7, 8, 9, 10, 16, 17, 33, 130, 1170])
    func packedRowsUnpackToThePixelsInTheDocumentedCoding(width: Int) throws {
        var rng = SplitMix64(seed: UInt64(width) &* 7919)
        let height = 24
        var pixels: [UInt8] = []
        for y in 0..<height {
            // Some rows repeat the row above; the others mix runs, lone pixels and long
            // stretches where every pixel differs from the next.
            if y > 0 && rng.next() % 4 == 0 {
                pixels += pixels[((y - 1) * width * 4)..<(y * width * 4)]
                continue
            }
            var x = 0
            while x < width {
                let n = min(width - x, Int(rng.next() % 40) + 1)
                if rng.next() % 2 == 0 {
                    let p = (0..<4).map { _ in UInt8(truncatingIfNeeded: rng.next() % 3) }
                    for _ in 0..<n { pixels += p }
                } else {
                    for i in 0..<n { pixels += [UInt8(truncatingIfNeeded: x + i), UInt8(truncatingIfNeeded: y), 7, 255] }
                }
                x += n
            }
        }
        let packed = try #require(PixelRows.pack(pixels, width: width, height: height))
        #expect(packed == Self.reference(pixels, width: width, height: height), "width \(width)")
        #expect(PixelRows.unpack(packed[...], width: width, height: height) == pixels, "width \(width)")
        // Any rows unpack alone, the rows repeating one above them included, and nothing else
        // of the buffer is written.
        let rows = try #require(PackedRows(packed[...], width: width, height: height))
        for range in [0..<1, 3..<4, 5..<9, 20..<24, 0..<24, 10..<10] {
            var out = [UInt8](repeating: 0xA5, count: pixels.count)
            out.withUnsafeMutableBytes { rows.unpack(range, into: $0.baseAddress!) }
            let rowBytes = width * 4
            for y in 0..<height {
                let got = out[(y * rowBytes)..<((y + 1) * rowBytes)]
                if range.contains(y) {
                    #expect(got == pixels[(y * rowBytes)..<((y + 1) * rowBytes)], "width \(width), row \(y) of \(range)")
                } else {
                    #expect(got.allSatisfy { $0 == 0xA5 }, "width \(width), row \(y) outside \(range) was written")
                }
            }
        }
        // Bytes that do not make the image are refused before anything is unpacked.
        #expect(PackedRows(packed.dropLast(), width: width, height: height) == nil)
        #expect(PackedRows(packed[...] + [0], width: width, height: height) == nil)
        #expect(PackedRows(packed[...], width: width, height: height + 1) == nil)
    }
}
