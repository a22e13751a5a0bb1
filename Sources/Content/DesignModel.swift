import Geometry
import Layout
import Typesetting

/// A screen's design model: text styles, colors, spacing, shapes, separators and each family's
/// element design. Changing it is what a design change is; every template reads its design from
/// here. Version 1 scene files are read into the same model (their cells, headers and footers
/// are the list family's galley 1 variants, `ElementDesigns.galley1List`).
public struct DesignModel: Sendable, Hashable {
    /// Text styles (`largeTitle` … `caption2`), scaled by Dynamic Type.
    public var typography: Typography = .iOS17
    /// Colors by semantic name, light and dark.
    public var colors: ColorPalette = .iOS17
    public var spacing: SpacingDesign = .init()
    public var shapes: ShapeDesign = .init()
    /// Borders by role (`card`, `thumbnail`, …).
    public var borders: [ShapeRole: BorderDesign] = [.card: BorderDesign(color: ColorName.separator.rawValue, width: 0)]
    /// Shadows by role, `CALayer` semantics.
    public var shadows: [ShapeRole: ShadowDesign] = [.card: ShadowDesign()]
    public var separators: SeparatorDesign = .init()
    public var rtl: RightToLeftDesign = .init()
    /// Which release's list metrics lists follow (the design model file's `platform` key):
    /// layout margins by width, the spacing above section headers, separators under a plain
    /// list's last row (`ListPlatform`). Version 1 scenes keep Galley's own (`.galley`).
    public var platform: ListPlatform = .galley
    /// Each family's element design.
    public var elements: ElementDesigns = .init()

    public init() {}

    /// iOS 17's defaults on iPhone with the bundled fonts (README "Design model").
    public static let `default` = DesignModel()
}
