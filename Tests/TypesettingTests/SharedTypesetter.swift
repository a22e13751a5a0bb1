import GalleyTestSupport
import Geometry
import Testing

@testable import Typesetting

// The typesetter the Typesetting tests share, over the repository's Fonts/
// (GalleyTestSupport's fontsDirectory), and the helpers that read its layouts.

/// One registry for all tests (loading is the slow part).
let sharedRegistry: FontRegistry = {
    do { return try FontRegistry(directory: fontsDirectory) } catch { fatalError("cannot load \(fontsDirectory): \(error)") }
}()

let typesetter = Typesetter(registry: sharedRegistry)

func attrs(
    _ size: Double = 17, weight: Font.Weight = .regular, family: String = "DejaVu Sans", kern: Double = 0,
    color: Color = .black
) -> TextAttributes {
    TextAttributes(font: Font(family: family, weight: weight, size: size), color: color, kern: kern)
}

/// Points from DejaVu Sans font units at `size` (2048 units per em).
func dejaVu(_ units: Double, size: Double = 17) -> Double { units * size / 2048 }

/// Lines as `"text" x w` with numbers at 1/1000 pt: what the eye checks in a layout.
func summary(_ layout: TextLayout) -> String {
    layout.lines.map { line in
        "\"\(visibleText(layout, line))\" x \(formatNumber(line.x)) w \(formatNumber(line.width))"
    }.joined(separator: "\n")
}

/// The characters a line draws, in visual order, with "…" for an ellipsis.
func visibleText(_ layout: TextLayout, _ line: TextLine) -> String { layout.visibleText(of: line) }

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
