import Geometry
import Raster
import Typesetting

/// A content view laid out at one width: everything it draws and where, in drawing order.
/// Measuring returns it (its `size`); drawing emits exactly these elements — measured = drawn.
public struct ContentLayout: Sendable {
    /// A text block: a typeset layout and its top-left.
    public struct Block: Sendable {
        public var layout: TextLayout
        /// Top-left of the text block, relative to the content view's origin.
        public var origin: Point
        public init(layout: TextLayout, origin: Point) { self.layout = layout; self.origin = origin }
    }

    /// One drawn element of a content view, relative to the view's top-left.
    public enum Element: Sendable {
        case text(Block)
        /// Display commands in the view's coordinates (shapes, images, accessories), and the
        /// rectangle they stay inside (checked by the measured = drawn tests).
        case commands([DisplayCommand], bounds: Rect)
    }

    public var size: Size
    /// What is drawn, in order.
    public var elements: [Element]
    /// The distance from the view's leading edge to its primary text's leading edge, in either
    /// layout direction: where a list cell's separator starts (`separatorLayoutGuide`). nil for
    /// views without a separator guide (headers, footers).
    public var separatorLeadingInset: Double? = nil
    /// Notes for the render's diagnostics that are not about text (a missing image, a fallback
    /// taken), each already naming what it is about.
    public var notes: [String] = []
    /// Which part of the view drew which of `commands(at:)`'s commands (indices into that
    /// output), named by a path (`cell 0-3 › UIStackView › UILabel "Title"`): a view tree's
    /// owners, so explained diffs name the view that moved. Empty for content families.
    public var commandOwners: [(commands: Range<Int>, path: String)] = []
    /// The graphical objects the view draws that carry meaning (accessory glyphs, a selection
    /// border), as the family declares them: the non-text contrast audit (WCAG 2.2, 1.4.11)
    /// measures each against the background drawn under it. Empty when the view draws none.
    public var nonTextParts: [NonTextPart] = []

    /// One graphical object that carries meaning: what it is, where (relative to the view's
    /// top-left, physical coordinates) and the colour it is drawn in.
    public struct NonTextPart: Sendable, Hashable {
        /// What it is, for people (`disclosure indicator`, `selection border`).
        public var name: String
        public var bounds: Rect
        public var color: Color
        /// A boundary (a border, a track) is seen against what is around it and is measured
        /// against the colour just outside its bounds; a glyph against the colour inside them.
        public var isBoundary: Bool

        public init(name: String, bounds: Rect, color: Color, isBoundary: Bool = false) {
            self.name = name; self.bounds = bounds; self.color = color; self.isBoundary = isBoundary
        }
    }

    public init(size: Size, elements: [Element], separatorLeadingInset: Double? = nil) {
        self.size = size; self.elements = elements; self.separatorLeadingInset = separatorLeadingInset
    }

    /// A layout of text blocks only.
    public init(size: Size, blocks: [Block], separatorLeadingInset: Double? = nil) {
        self.init(size: size, elements: blocks.map(Element.text), separatorLeadingInset: separatorLeadingInset)
    }

    /// The text blocks, in drawing order.
    public var blocks: [Block] {
        elements.compactMap { if case .text(let b) = $0 { return b } else { return nil } }
    }

    /// Characters no bundled font covers, and similar notes about this view, for the render's diagnostics.
    public var diagnostics: [String] {
        textDiagnostics.map(\.description) + notes
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
    public func roundedUp(toPixelsOf scale: Double) -> ContentLayout {
        var copy = self
        copy.size.height = (size.height * scale - 1e-9).rounded(.up) / scale
        return copy
    }

    /// The display commands that draw this layout with its top-left at `origin`.
    public func commands(at origin: Point) -> [DisplayCommand] {
        var out: [DisplayCommand] = []
        for e in elements {
            switch e {
            case .text(let b):
                for run in b.layout.glyphRuns(at: Point(x: origin.x + b.origin.x, y: origin.y + b.origin.y)) { out.append(.glyphs(run)) }
            case .commands(let commands, _):
                for c in commands { out.append(c.offset(by: origin)) }
            }
        }
        return out
    }

    /// About how many bytes this layout holds on the heap (a cache's budget, not an exact
    /// count): per text block its shaped characters and lines, per command its size plus what
    /// its arrays hold (path elements, glyphs and positions, gradient stops).
    public var approximateByteCount: Int {
        var n = 128 + notes.reduce(0) { $0 + 32 + $1.utf8.count }
        for e in elements {
            switch e {
            case .text(let b):
                n += 256 + b.layout.lines.count * MemoryLayout<TextLine>.stride
                n += 64 * b.layout.lines.reduce(0) { $0 + $1.range.count }  // shaped glyphs, clusters, advances
            case .commands(let commands, _):
                n += 48 + commands.reduce(0) { $0 + $1.approximateByteCount }
            }
        }
        return n
    }

    /// The rectangles each element occupies (text: its lines' boxes; commands: their bounds),
    /// relative to the view's top-left.
    public var elementBounds: [Rect] {
        elements.map { e in
            switch e {
            case .text(let b): return Rect(x: b.origin.x, y: b.origin.y, width: b.layout.containerWidth, height: b.layout.size.height)
            case .commands(_, let bounds): return bounds
            }
        }
    }
}

extension DisplayCommand {
    /// The command's size plus what its arrays hold, in bytes (about).
    public var approximateByteCount: Int {
        let base = MemoryLayout<DisplayCommand>.stride
        switch self {
        case .path(let path, _, _): return base + 32 + path.elements.count * MemoryLayout<Path.Element>.stride
        case .glyphs(let run): return base + 64 + run.font.utf8.count + run.glyphs.count * 4 + run.positions.count * MemoryLayout<Point>.stride
        case .linearGradient(_, _, _, let stops): return base + 128 + stops.count * MemoryLayout<GradientStop>.stride
        case .image(_, let source, _, _, _): return base + source.utf8.count
        default: return base
        }
    }

    /// The same command moved by `delta` (a point used as a vector).
    public func offset(by d: Point) -> DisplayCommand {
        func r(_ rr: RoundedRect) -> RoundedRect {
            var c = rr
            c.rect.origin.x += d.x; c.rect.origin.y += d.y
            return c
        }
        func p(_ q: Point) -> Point { Point(x: q.x + d.x, y: q.y + d.y) }
        switch self {
        case let .fill(s, color): return .fill(r(s), color: color)
        case let .stroke(s, width, color): return .stroke(r(s), width: width, color: color)
        case let .shadow(s, color, offset, blur, spread): return .shadow(r(s), color: color, offset: offset, blur: blur, spread: spread)
        case let .line(from, to, width, color): return .line(from: p(from), to: p(to), width: width, color: color)
        case let .pushClip(s): return .pushClip(r(s))
        case .popClip: return .popClip
        case let .pushLayer(rect, opacity):
            return .pushLayer(Rect(x: rect.minX + d.x, y: rect.minY + d.y, width: rect.width, height: rect.height), opacity: opacity)
        case .popLayer: return .popLayer
        case .glyphs(var run):
            run.origin = p(run.origin)
            return .glyphs(run)
        case let .image(rect, source, mode, tint, mirrored):
            var moved = rect
            moved.origin.x += d.x; moved.origin.y += d.y
            return .image(rect: moved, source: source, contentMode: mode, tint: tint, mirrored: mirrored)
        case let .path(path, color, rule):
            return .path(path.transformed(sx: 1, sy: 1, tx: d.x, ty: d.y), color: color, rule: rule)
        case let .linearGradient(s, from, to, stops): return .linearGradient(r(s), from: p(from), to: p(to), stops: stops)
        }
    }
}
