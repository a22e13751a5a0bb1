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
    /// list's last row (`ListPlatform`).
    ///
    /// iOS 17 by default (issue 28), for version 2 scenes, design model files and GalleyUIKit
    /// collection views; version 1 scenes keep Galley's own (`.galley`) whatever this says
    /// (`Scene.listPlatform`). Which number comes from which evidence: `ListPlatform.iOS17`
    /// (`ListPlatform.metrics`) and `Tests/Fixtures/ios-lists`:
    /// - 20 pt layout margins from 390 pt wide: AccessibilitySnapshot's `testTableHitTarget`
    ///   (iOS 17.5 at 393 pt, 18.5 at 402 pt: plain text and separators at 20 pt) and issue 28's
    ///   390 pt iOS 18 measurement; 16 pt below (iOS 13 at 320 and 375 pt, swift-snapshot-testing).
    /// - 17 pt above a header after a footerless section, grouped header margins 15⅔/5 and footer
    ///   margins 4⅔/11: `testListWithSectionHeaders` and `testListWithHeadersAndFooters` (iOS 17.5
    ///   and 18.5 agree to the third of a point).
    /// - A separator under a plain list's last row: iOS 13 (`testTableViewController`), 17.5, 18.5.
    public var platform: ListPlatform = .iOS17
    /// Each family's element design.
    public var elements: ElementDesigns = .init()

    public init() {}

    /// iOS 17's defaults on iPhone with the bundled fonts (README "Design model").
    public static let `default` = DesignModel()
}
