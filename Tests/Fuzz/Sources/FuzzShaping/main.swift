import FuzzSupport
import Galley
import Geometry
import Typesetting

/// Arbitrary text (lossy UTF-8) laid out with the bundled fonts: the first byte picks the family,
/// weight and width, the rest is the text. Lines, glyph runs and their outlines must come back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShaping(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    let control = data[0]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let families = typesetter.registry.familyNames
    let family = families.isEmpty ? "DejaVu Sans" : families[Int(control & 7) % families.count]
    let weights = Font.Weight.allCases
    let weight = weights[Int(control >> 3) % weights.count]
    let width = [0.5, 40, 120, 390, 10_000][Int(control >> 5) % 5]
    let attributes = TextAttributes(font: Font(family: family, weight: weight, size: 17))
    guard let layout = try? typesetter.layout(text, attributes: attributes, width: width) else { return 0 }
    _ = layout.glyphRuns(at: Point(x: 0, y: 0))
    return 0
}

let typesetter: Typesetter = Typesetter(registry: FuzzSupport.renderer.fonts)
