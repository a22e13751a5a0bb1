import Foundation
import GalleyTestSupport
import Geometry
import Support
import Testing

@testable import Typesetting

/// Shaping edge cases: fonts HarfBuzz refuses, lone combining marks, joiners everywhere.
@Suite struct ShapingBadInputTests {
    /// `sfnt` wrapped as WOFF 1.0 with every table stored uncompressed (compLength ==
    /// origLength): FreeType opens WOFF, HarfBuzz does not read it.
    static func woff(_ sfnt: [UInt8]) -> [UInt8] {
        func u16(_ o: Int) -> Int { Int(sfnt[o]) << 8 | Int(sfnt[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        func put32(_ v: Int, _ out: inout [UInt8]) { out += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func put16(_ v: Int, _ out: inout [UInt8]) { out += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let n = u16(4)
        var tables: [(tag: Int, checksum: Int, offset: Int, length: Int)] = []
        for i in 0..<n { let r = 12 + 16 * i; tables.append((u32(r), u32(r + 4), u32(r + 8), u32(r + 12))) }
        var offset = 44 + 20 * n
        var dir: [UInt8] = [], data: [UInt8] = []
        for t in tables {
            put32(t.tag, &dir); put32(offset, &dir); put32(t.length, &dir); put32(t.length, &dir); put32(t.checksum, &dir)
            data += sfnt[t.offset..<t.offset + t.length]
            while data.count % 4 != 0 { data.append(0) }
            offset = 44 + 20 * n + data.count
        }
        var out: [UInt8] = []
        put32(0x774F_4646, &out); put32(u32(0), &out); put32(44 + 20 * n + data.count, &out)
        put16(n, &out); put16(0, &out); put32(sfnt.count, &out); put16(1, &out); put16(0, &out)
        for _ in 0..<5 { put32(0, &out) }
        return out + dir + data
    }

    @Test func aFontHarfBuzzCannotReadIsATypedErrorNamingIt() throws {
        let dejaVu = try FileIO.read(packageRoot + "/Fonts/DejaVuSans.ttf")
        let dir = try temporaryDirectory("unshapable-font")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileIO.writeAtomically(Self.woff(dejaVu), to: dir + "/Wrapped.ttf")
        do {
            _ = try FontRegistry(directory: dir)
            Issue.record("a WOFF file loaded")
        } catch {
            // FreeType opens WOFF; HarfBuzz sees no sfnt in it.
            #expect(error == .unshapableFont(path: dir + "/Wrapped.ttf"))
            #expect(error.description.contains("Wrapped.ttf") && error.description.contains("HarfBuzz"))
        }
    }

    func layout(_ s: String, width: Double = .infinity) throws -> TextLayout {
        try typesetter.layout(s, attributes: attrs(), width: width)
    }

    @Test func loneCombiningMarksLayOutAndDrawTheMark() throws {
        for s in ["\u{301}", "\u{301}\u{301}\u{301}", "\n\u{308}a", " \u{301}", "\u{64E}", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}"] {
            let l = try layout(s)
            let glyphs = l.glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && !glyphs.contains(0), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(l.size.width.isFinite && l.size.width >= 0)
            #expect(try typesetter.sizeThatFits(AttributedText(s, attributes: attrs()), width: .infinity) == l.size)
        }
        // A mark after a space is drawn (the space's cluster draws its mark).
        let spaced = try layout("a \u{301}b").glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
        #expect(spaced.count >= 3)
    }

    @Test func joinersEverywhereHaveDefinedResults() throws {
        let zwj = "\u{200D}"
        // Latin: joiners take no width and draw nothing visible.
        let plain = try layout("hello world")
        let joined = try layout("hello world".map { String($0) }.joined(separator: zwj))
        #expect(abs(joined.size.width - plain.size.width) < 1e-9)
        // Arabic: ZWJ after a letter asks for its joining form, as it should.
        let alone = try layout("ب").glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
        let joining = try layout("ب" + zwj).glyphRuns(at: Point(x: 0, y: 0)).flatMap(\.glyphs)
        #expect(alone.count == 1 && !joining.isEmpty && joining[0] != alone[0])
        // Only joiners; joiners around every scalar of mixed text, wrapped narrow.
        for s in [
            String(repeating: zwj, count: 1000), String(repeating: "\u{200C}" + zwj, count: 500),
            "مرحبا AVATAR 안녕 שלום ffi".unicodeScalars.map { String($0) }.joined(separator: zwj),
        ] {
            for w in [Double.infinity, 40, 1] {
                let l = try layout(s, width: w)
                #expect(l.size.width.isFinite && l.size.height.isFinite)
                #expect(try typesetter.sizeThatFits(AttributedText(s, attributes: attrs()), width: w) == l.size)
                _ = l.glyphRuns(at: Point(x: 0, y: 0))
            }
        }
    }
}
