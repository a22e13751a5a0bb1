/// How the card and row families look in a cell state (`UICellConfigurationState`), by color names.
/// A family with a shape (a card's surface, a grid tile, a story bubble's circle) is pressed
/// with an overlay over that shape and selected with a ring inside it; a row without one (the
/// document row, a status panel, a section header) fills its background like a list row. A
/// disabled family is drawn at `disabledOpacity`: what it draws fades into the card's fill, or
/// into `disabledFadeColor` (tiles, bubbles) or `disabledRowFadeColor` (rows).
public struct FamilyStatesElementDesign: Hashable, Sendable {
    /// Over a pressed shape: systemFill (a translucent gray, UIKit's fill for pressed controls).
    public var highlightColor = "systemFill"
    /// A selected shape's ring, drawn inside the shape.
    public var selectionColor = "tint"
    public var selectionWidth = 3.0
    /// A highlighted or selected row's background (UITableViewCell's selection gray since iOS 13,
    /// as list rows use).
    public var rowSelectionColor = "systemGray4"
    /// How much of a disabled family shows (UIKit dims disabled content to about 0.3–0.4).
    public var disabledOpacity = 0.35
    /// What a disabled tile or story bubble fades into (the templates' screen).
    public var disabledFadeColor = "systemGroupedBackground"
    /// What a disabled row fades into (an inset-grouped row's background).
    public var disabledRowFadeColor = "secondarySystemGroupedBackground"
    public init() {}
}

extension FamilyStatesElementDesign: ElementDesign {
    public static let designKey = "states"
    public static var fields: [ElementField<Self>] {
        [
            .init("highlightColor", .color(\.highlightColor)), .init("selectionColor", .color(\.selectionColor)),
            .number("selectionWidth", \.selectionWidth, max: 100), .init("rowSelectionColor", .color(\.rowSelectionColor)),
            .number("disabledOpacity", \.disabledOpacity, max: 1), .init("disabledFadeColor", .color(\.disabledFadeColor)),
            .init("disabledRowFadeColor", .color(\.disabledRowFadeColor)),
        ]
    }
}

extension ElementDesigns {
    /// `elements.states`: how the card and row families draw the highlighted, selected and disabled states.
    public var states: FamilyStatesElementDesign {
        get { self[FamilyStatesElementDesign.self] }
        set { self[FamilyStatesElementDesign.self] = newValue }
    }
}
