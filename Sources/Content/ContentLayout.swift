import Geometry
import Raster
import Typesetting

/// A content view laid out at one width: the text blocks and where they go.
/// Measuring returns `size`; drawing emits exactly these blocks — measured = drawn.
public struct ContentLayout: Sendable {
    public struct Block: Sendable {
        public var layout: TextLayout
        /// Top-left of the text block, relative to the content view's origin.
        public var origin: Point
    }

    public var size: Size
    public var blocks: [Block]
    /// The distance from the view's leading edge to its primary text's leading edge, in either
    /// layout direction: where a list cell's separator starts (`separatorLayoutGuide`). nil for
    /// views without a separator guide (headers, footers).
    public var separatorLeadingInset: Double? = nil

    /// Characters no bundled font covers, and similar notes about this view, for the render's diagnostics.
    public var diagnostics: [String] {
        textDiagnostics.map(\.description)
    }

    /// The same notes, typed (a renderer sums uncovered characters over a scene). Weight
    /// substitutions are design-wide and listed apart (`weightSubstitutions`).
    public var textDiagnostics: [TextDiagnostic] {
        blocks.flatMap { $0.layout.diagnostics.filter { !$0.isWeightSubstitution } }
    }

    /// Weights drawn with another weight's face (a design-wide note: the render reports each once).
    public var weightSubstitutions: [TextDiagnostic] {
        blocks.flatMap { $0.layout.diagnostics.filter(\.isWeightSubstitution) }
    }

    /// The same layout with its height rounded up to whole device pixels (text stays where it is).
    func roundedUp(toPixelsOf scale: Double) -> ContentLayout {
        var copy = self
        copy.size.height = (size.height * scale - 1e-9).rounded(.up) / scale
        return copy
    }

    /// The display commands that draw this layout with its top-left at `origin`.
    public func commands(at origin: Point) -> [DisplayCommand] {
        blocks.flatMap { b in
            b.layout.glyphRuns(at: Point(x: origin.x + b.origin.x, y: origin.y + b.origin.y)).map { DisplayCommand.glyphs($0) }
        }
    }
}
