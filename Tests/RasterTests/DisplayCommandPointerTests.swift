import Geometry
import Testing

@testable import Raster

/// LeakSanitizer finds a heap block only through a word that holds its address. Swift may store
/// an enum's case tag in the spare high bits of a pointer in a payload (when every other case
/// leaves those bits unused), and then no word holds the address: the block looks leaked though
/// it is reachable. That is what FuzzDesign and FuzzScene reported for `.linearGradient`'s stops
/// (input `{"colors": {}}`, Tests/Fuzz/Regressions): the array sat past every other case's
/// payload, and the tag went into its pointer's top byte (0x70…). These tests pin that every
/// array a display command holds is referenced by a plain pointer, so the fuzzers' leak checks
/// see the display list and a real leak is still a finding.
@Suite struct DisplayCommandPointerTests {
    /// Whether some 8-byte word of `command` points at the storage object whose elements start at
    /// `elements` (the storage header is within 64 bytes before them).
    static func holdsPlainPointer(_ command: DisplayCommand, toElementsAt elements: UInt) -> Bool {
        withUnsafeBytes(of: command) { raw in
            stride(from: 0, to: raw.count - 7, by: 8).contains { offset in
                let w = raw.loadUnaligned(fromByteOffset: offset, as: UInt.self)
                return w < elements && elements - w <= 64
            }
        }
    }

    static func elementsAddress<T>(_ a: [T]) -> UInt {
        a.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    @Test func gradientStopsAreReferencedByPlainPointers() {
        let stops = [
            GradientStop(location: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 0)),
            GradientStop(location: 1, color: .black),
        ]
        let command = DisplayCommand.linearGradient(
            RoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10)),
            from: Point(x: 0, y: 0), to: Point(x: 0, y: 10), stops: stops)
        let elements = Self.elementsAddress(stops)
        if Self.holdsPlainPointer(command, toElementsAt: elements) { return }  // inline and plain
        // Otherwise the case is indirect: the payload's first word is its box, which must be a
        // plain pointer (top 16 bits clear) to a heap object holding a plain pointer to the stops.
        let box = withUnsafeBytes(of: command) { $0.loadUnaligned(fromByteOffset: 0, as: UInt.self) }
        #expect(
            box != 0 && box >> 48 == 0, "the stops are neither inline as a plain pointer nor in a plainly referenced box (word 0: \(String(box, radix: 16)))")
        guard box != 0, box >> 48 == 0 else { return }
        let payload = 16 + MemoryLayout<(RoundedRect, Point, Point, [GradientStop])>.size  // heap object header + payload
        let found = stride(from: 16, to: payload - 7, by: 8).contains { offset in
            let w = UnsafeRawPointer(bitPattern: box)!.loadUnaligned(fromByteOffset: offset, as: UInt.self)
            return w < elements && elements - w <= 64
        }
        #expect(found, "the box does not hold a plain pointer to the stops")
    }

    @Test func glyphRunAndPathArraysAreReferencedByPlainPointers() {
        let run = GlyphRun(
            font: "Inter", size: 17, color: .black, origin: Point(x: 1, y: 2), glyphs: [1, 2, 3],
            positions: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0)])
        #expect(Self.holdsPlainPointer(.glyphs(run), toElementsAt: Self.elementsAddress(run.glyphs)))
        #expect(Self.holdsPlainPointer(.glyphs(run), toElementsAt: Self.elementsAddress(run.positions)))
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.line(to: Point(x: 4, y: 4))
        #expect(Self.holdsPlainPointer(.path(path, color: .black), toElementsAt: Self.elementsAddress(path.elements)))
    }
}
