import Geometry
import Support
import Typesetting

/// The element design of pinned-content cards (the feed's horizontal pinned strip).
public struct PinnedCardElementDesign: Hashable, Sendable {
    public var title = TextRole(.subheadline, weight: .semibold, numberOfLines: 2)
    public var metadata = TextRole(.caption1, color: "secondaryLabel", numberOfLines: 1)
    public var background = "secondarySystemGroupedBackground"
    /// Image height ÷ width.
    public var imageAspectRatio = 0.75
    public var padding = 10.0
    public var pinBadgeSize = 24.0
    public var pinBadgeColor = "systemOrange"
    public var pinColor = "white"
    public init() {}
}

extension PinnedCardElementDesign: ElementDesign {
    public static let designKey = "pinnedCard"
    public static var fields: [ElementField<Self>] {
        [
            .init("title", .text(\.title)), .init("metadata", .text(\.metadata)), .init("background", .color(\.background)),
            .number("imageAspectRatio", \.imageAspectRatio, max: 10), .number("padding", \.padding), .number("pinBadgeSize", \.pinBadgeSize),
            .init("pinBadgeColor", .color(\.pinBadgeColor)), .init("pinColor", .color(\.pinColor)),
        ]
    }
}

extension ElementDesigns {
    /// `elements.pinnedCard`.
    public var pinnedCard: PinnedCardElementDesign {
        get { self[PinnedCardElementDesign.self] }
        set { self[PinnedCardElementDesign.self] = newValue }
    }
}
