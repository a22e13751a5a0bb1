import Geometry
import Support
import Typesetting

/// The element design of a section header with an action ("Pinned" … "See All").
public struct SectionHeaderElementDesign: Hashable, Sendable {
    public var title = TextRole(.title3, weight: .bold, numberOfLines: 1)
    public var action = TextRole(.body, color: "tint", numberOfLines: 1)
    public var margins = DirectionalEdgeInsets(top: 16, leading: 4, bottom: 8, trailing: 4)
    public var titleToAction = 12.0
    public init() {}
}

extension SectionHeaderElementDesign: ElementDesign {
    public static let designKey = "sectionHeader"
    public static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("action", .text(\.action)), .init("margins", .insets(\.margins)), .number("titleToAction", \.titleToAction)]
    }
}

extension ElementDesigns {
    /// `elements.sectionHeader`.
    public var sectionHeader: SectionHeaderElementDesign {
        get { self[SectionHeaderElementDesign.self] }
        set { self[SectionHeaderElementDesign.self] = newValue }
    }
}
