import Geometry

/// What to draw, in points: the boundary between Render and Raster.
/// The JSON form is documented in `Sources/Raster/Raster.docc/DisplayListFormat.md` (version 1).
public struct DisplayList: Sendable, Equatable {
    /// The newest format version this build reads and writes (it reads 1 and 2).
    public static let currentVersion = 2
    /// Every version this build reads.
    public static let supportedVersions = [1, 2]

    public var version: Int
    /// Size in points; the bitmap is `size × scale` device pixels.
    public var size: Size
    public var scale: Double
    public var background: Color
    public var commands: [DisplayCommand]

    public init(size: Size, scale: Double, background: Color = .white, commands: [DisplayCommand] = []) {
        self.version = DisplayList.currentVersion
        self.size = size; self.scale = scale; self.background = background; self.commands = commands
    }

    /// The lowest format version that holds every command (what `serialized()` writes, so a
    /// list without version-2 commands reads as it always did).
    public var requiredVersion: Int { commands.reduce(1) { max($0, $1.requiredVersion) } }
}

/// Per-corner radii, in points (CSS order: top-left, top-right, bottom-right, bottom-left).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public static let zero = CornerRadii(all: 0)

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    public var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }
}

/// How a rounded corner is drawn, like `CALayer.cornerCurve`. In JSON:
/// `"corner": "continuous"` on fill, stroke, shadow, pushClip and linearGradient
/// (absent means circular).
public enum CornerCurve: String, Hashable, Sendable {
    case circular
    /// iOS's continuous ("squircle") corner.
    case continuous
}

/// A rectangle with (possibly) rounded corners.
public struct RoundedRect: Hashable, Sendable {
    public var rect: Rect
    public var radii: CornerRadii
    public var corner: CornerCurve

    public init(rect: Rect, radii: CornerRadii = .zero, corner: CornerCurve = .circular) {
        self.rect = rect; self.radii = radii; self.corner = corner
    }
    public init(rect: Rect, radius: Double, corner: CornerCurve = .circular) {
        self.init(rect: rect, radii: CornerRadii(all: radius), corner: corner)
    }
}

/// A run of glyphs of one font, size and color, positioned from `origin` (on the baseline).
public struct GlyphRun: Hashable, Sendable {
    /// A font file name in `Fonts/` without extension, e.g. `DejaVuSans-Bold`.
    public var font: String
    public var size: Double
    public var color: Color
    public var origin: Point
    public var glyphs: [UInt32]
    /// Offsets from `origin`, one per glyph.
    public var positions: [Point]

    public init(font: String, size: Double, color: Color, origin: Point, glyphs: [UInt32], positions: [Point]) {
        self.font = font; self.size = size; self.color = color; self.origin = origin
        self.glyphs = glyphs; self.positions = positions
    }
}

/// How an image fills its rectangle, as `UIView.ContentMode`: stretched, fitted inside keeping its
/// aspect ratio, or filling it keeping its aspect ratio (clipped to the rectangle).
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, aspectFit, aspectFill
}

/// How a `path` command's overlapping contours combine, as SVG's `fill-rule`.
/// Nonzero makes same-direction contours a union (strokes built from segments and
/// round caps draw once, without darker overlaps in translucent colors).
public enum PathFillRule: String, Hashable, Sendable, CaseIterable {
    case nonZero, evenOdd
}

/// A color at a `location` from 0 (the gradient's start) to 1 (its end), as `CAGradientLayer`'s
/// `locations` and `colors`.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) { self.location = location; self.color = color }
}

/// One drawing command. Closed: a new primitive is a new case and a new version
/// of the format.
public enum DisplayCommand: Hashable, Sendable {
    /// The shape filled with `color`, anti-aliased at its edge.
    case fill(RoundedRect, color: Color)
    /// Drawn inside the shape's edge, like `CALayer.borderWidth`.
    case stroke(RoundedRect, width: Double, color: Color)
    /// CSS `box-shadow` (outer): moved by `offset`, grown by `spread`, Gaussian σ = blur / 2.
    case shadow(RoundedRect, color: Color, offset: Point, blur: Double, spread: Double)
    /// Butt-capped.
    case line(from: Point, to: Point, width: Double, color: Color)
    /// Clips the commands up to the matching `popClip` to the shape (clips nest: each is the
    /// intersection with the ones outside it).
    case pushClip(RoundedRect)
    /// Ends the innermost `pushClip`.
    case popClip
    /// Text: glyphs of one font at one size and color, placed by the run's positions.
    case glyphs(GlyphRun)
    /// `source` is relative to the list's file. `tint` (version 2) draws the image's alpha
    /// as a mask in that color (a template image); `mirrored` (version 2) flips it
    /// horizontally inside its fitted rectangle (a right-to-left image).
    case image(rect: Rect, source: String, contentMode: ContentMode, tint: Color? = nil, mirrored: Bool = false)
    /// Indirect: inline, the stops' pointer lay past every other case's payload and Swift kept
    /// the case tag in its spare top bits, so LeakSanitizer (which looks for plain addresses)
    /// reported the reachable stops as leaked (DisplayCommandPointerTests). The box sits where
    /// other cases hold doubles, so its pointer stays plain; gradients are few per list.
    indirect case linearGradient(RoundedRect, from: Point, to: Point, stops: [GradientStop])
    /// A path filled with a solid color, anti-aliased (version 2). Subpaths close implicitly.
    case path(Path, color: Color, rule: PathFillRule = .nonZero)
    /// Draws the commands up to the matching `popLayer` into a transparent layer over `rect`
    /// (what falls outside it is clipped), then composites the layer source-over at `opacity`
    /// (version 2): a group's opacity, as Core Animation composites a layer tree whose
    /// `opacity` is below 1 (overlapping parts do not show through each other).
    case pushLayer(Rect, opacity: Double)
    /// Ends the innermost `pushLayer`, compositing its layer (version 2).
    case popLayer

    /// The command's key in the JSON format.
    public var name: String {
        switch self {
        case .fill: return "fill"
        case .stroke: return "stroke"
        case .shadow: return "shadow"
        case .line: return "line"
        case .pushClip: return "pushClip"
        case .popClip: return "popClip"
        case .glyphs: return "glyphs"
        case .image: return "image"
        case .linearGradient: return "linearGradient"
        case .path: return "path"
        case .pushLayer: return "pushLayer"
        case .popLayer: return "popLayer"
        }
    }

    /// The lowest format version that can hold this command: 2 for `path` and for
    /// images with `tint` or `mirrored`, 1 for everything else.
    public var requiredVersion: Int {
        switch self {
        case .path, .pushLayer, .popLayer: return 2
        case let .image(_, _, _, tint, mirrored): return tint != nil || mirrored ? 2 : 1
        default: return 1
        }
    }
}
