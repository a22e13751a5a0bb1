import Raster
import Typesetting

/// Arbitrary bytes as a font file, loaded from memory (`FontRegistry(fonts:)`, the loader
/// `init(directory:)` uses), then text in several scripts shaped with it, every glyph's outline
/// fetched and the runs drawn under a small pixel limit. Whatever loads must shape and draw in
/// bounded time, or fail with a typed error — a looping composite glyph or an enormous outline
/// included.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let registry = try? FontRegistry(fonts: [(name: "Fuzz", bytes: bytes)]) else { return 0 }
    let typesetter = Typesetter(registry: registry, cacheCapacity: 256)
    for family in registry.familyNames {
        for weight in [Font.Weight.regular, .bold] {
            let attributes = TextAttributes(font: Font(family: family, weight: weight, size: 17))
            guard let layout = try? typesetter.layout(text, attributes: attributes, width: 180) else { continue }
            let runs = layout.glyphRuns(at: Point(x: 0, y: 0))
            for run in runs { for glyph in run.glyphs { _ = try? registry.glyphOutline(font: run.font, glyph: glyph) } }
            let list = DisplayList(size: Size(width: 200, height: 120), scale: 2, commands: runs.map { .glyphs($0) })
            _ = try? Rasterizer.render(list, glyphs: registry, pixelLimit: 1 << 18, glyphCache: GlyphMaskCache(capacity: 64))
        }
    }
    for glyph in UInt32(0)..<32 { _ = try? registry.glyphOutline(font: "Fuzz", glyph: glyph) }
    return 0
}

let text = "Hello, fi ffl 0123 — مرحبا שלום 안녕하세요 漢字 👨‍👩‍👧 é"
