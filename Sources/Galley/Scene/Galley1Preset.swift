import Geometry

/// What a version 1 scene file's screen takes from galley 1 rather than from the design model:
/// its screen colors and the corner radius of its sections and cards, and galley 1's drawing —
/// sections filled behind their rows, cards with no shadow or border, text cells and headers in
/// the list family's galley 1 variants (`ListContentVariant.legacyCell`, `.legacyHeader`,
/// `.legacyFooter`). The format layer sets it for version 1 files from their `design` object;
/// a scene without one (version 2) takes everything from its design model.
///
/// It is kept on the scene, not the design model: the design diff renders a scene under other
/// design models (read from design model files), and a version 1 screen stays galley 1's under
/// each of them, as its texts keep their own fixed fonts.
public struct Galley1Preset: Hashable, Sendable {
    /// The screen behind grouped and inset-grouped sections (iOS `systemGroupedBackground`);
    /// plain lists show the cell background color instead (`systemBackground`).
    public var backgroundColor = Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    /// The fill of rows, sections and cards.
    public var cellBackgroundColor = Color.white
    /// iOS's `opaqueSeparator`.
    public var separatorColor = Color(red: 0xC6, green: 0xC6, blue: 0xC8)
    /// Corner radius of inset-grouped section backgrounds and of grid and carousel cards.
    public var sectionCornerRadius: Double = 10

    public init() {}
}
