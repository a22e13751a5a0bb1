import Geometry
import Support
import Typesetting

/// The element design of the feed's status panels (loading, empty, retry, exhausted).
public struct StatusPanelElementDesign: Hashable, Sendable {
    public var title = TextRole(.headline, numberOfLines: 2, alignment: .center)
    public var message = TextRole(.subheadline, color: "secondaryLabel", numberOfLines: 3, alignment: .center)
    public var footnote = TextRole(.footnote, color: "secondaryLabel", numberOfLines: 2, alignment: .center)
    public var button = TextRole(.headline, color: "white", numberOfLines: 1, alignment: .center)
    public var buttonFill = "tint"
    public var glyphTint = "systemGray2"
    public var spinnerColor = "systemGray"
    public var padding = DirectionalEdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16)
    public var spacing = 8.0
    public var glyphSize = 44.0
    public var buttonPadding = DirectionalEdgeInsets(top: 8, leading: 18, bottom: 8, trailing: 18)
    public init() {}
}

extension StatusPanelElementDesign: ElementDesign {
    public static let designKey = "statusPanel"
    public static var fields: [ElementField<Self>] {
        [
            .init("title", .text(\.title)), .init("message", .text(\.message)), .init("footnote", .text(\.footnote)),
            .init("button", .text(\.button)), .init("buttonFill", .color(\.buttonFill)), .init("glyphTint", .color(\.glyphTint)),
            .init("spinnerColor", .color(\.spinnerColor)), .init("padding", .insets(\.padding)), .number("spacing", \.spacing),
            .number("glyphSize", \.glyphSize), .init("buttonPadding", .insets(\.buttonPadding)),
        ]
    }
}

extension ElementDesigns {
    /// `elements.statusPanel`.
    public var statusPanel: StatusPanelElementDesign {
        get { self[StatusPanelElementDesign.self] }
        set { self[StatusPanelElementDesign.self] = newValue }
    }
}
