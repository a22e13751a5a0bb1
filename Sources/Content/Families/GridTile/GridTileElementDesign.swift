import Geometry
import Support
import Typesetting

/// The element design of visual grid tiles: a square image under a bottom gradient, the title
/// in white over it (the visual grid template).
public struct GridTileElementDesign: Hashable, Sendable {
    public var title = TextRole(.headline, color: "white", numberOfLines: 2)
    public var caption = TextRole(.caption1, color: "#FFFFFFCC", numberOfLines: 1)
    /// Height ÷ width.
    public var aspectRatio = 1.0
    public var padding = 10.0
    /// Where the gradient starts, as a fraction of the height from the top.
    public var gradientStart = 0.45
    public var gradientColor = "#00000099"
    public var placeholder = "systemGray4"
    public var cornerRole = "card"
    public init() {}
}

extension GridTileElementDesign: ElementDesign {
    public static let designKey = "gridTile"
    public static var fields: [ElementField<Self>] {
        [
            .init("title", .text(\.title)), .init("caption", .text(\.caption)), .number("aspectRatio", \.aspectRatio, max: 10), .number("padding", \.padding),
            .number("gradientStart", \.gradientStart, max: 1), .init("gradientColor", .color(\.gradientColor)), .init("placeholder", .color(\.placeholder)),
            .init("cornerRole", .string(\.cornerRole)),
        ]
    }
}

extension ElementDesigns {
    /// `elements.gridTile`.
    public var gridTile: GridTileElementDesign {
        get { self[GridTileElementDesign.self] }
        set { self[GridTileElementDesign.self] = newValue }
    }
}
