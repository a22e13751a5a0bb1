import Geometry
import Raster
import Support
import Typesetting

/// A section header: a bold title at the leading edge and an action at the trailing edge, on
/// one baseline; the title truncates before the action does.
public enum SectionHeaderFamily: LayoutFamily {
    public static let family = "sectionHeader"
    public static let isRow = true

    public struct Design: Hashable, Sendable {
        public var title: TextProperties
        public var action: TextProperties
        public var margins: DirectionalEdgeInsets
        public var titleToAction: Double

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.sectionHeader
            var title = model.text(d.title, e)
            // At accessibility sizes a one-line title may wrap to two, as iOS lets headers grow.
            if e.contentSizeCategory.isAccessibilityCategory, title.numberOfLines > 0 { title.numberOfLines = max(title.numberOfLines, 2) }
            return Design(title: title, action: model.text(d.action, e), margins: d.margins, titleToAction: d.titleToAction)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String
        public var action: String?
        public init(id: String, title: String, action: String? = nil) { self.id = id; self.title = title; self.action = action }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, m = d.margins
        let inner = max(w - m.leading - m.trailing, 1)
        // The action keeps its natural width, up to half the row.
        var action: TextLayout?
        if let a = item.action, !a.isEmpty { action = try kit.typesetFitting(a, d.action, maxWidth: inner / 2, element: "action") }
        let aw = action?.containerWidth ?? 0
        let title = try kit.typeset(item.title, d.title, width: max(inner - (aw > 0 ? aw + d.titleToAction : 0), 1), element: "title")
        let titleBaseline = title.lines.first?.baseline ?? title.size.height
        let actionBaseline = action?.lines.first?.baseline ?? 0
        let top = max(titleBaseline, actionBaseline)
        kit.place(title, x: m.leading, y: m.top + top - titleBaseline)
        var bottom = m.top + top - titleBaseline + title.size.height
        if let action {
            let ay = m.top + top - actionBaseline
            kit.place(action, x: w - m.trailing - aw, y: ay)
            bottom = max(bottom, ay + action.size.height)
        }
        return Size(width: w, height: (bottom + m.bottom).rounded(.up))
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "sectionHeader", family: family, keys: ["title", "action"],
                shapes: ["title": .string, "action": .string],
                sample: ItemJSON.sample(#"{"title": "A section title too long for its row", "action": "See All"}"#)
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(id: context.item, title: try ItemJSON.requiredString(json, "title"), action: try ItemJSON.string(json, "action"))
                return ElementContent(
                    FamilyConfiguration<SectionHeaderFamily>(
                        design: .resolve(model: context.design, environment: context.environment), item: item, context: context))
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: SectionHeaderElementDesign.self, kinds: kinds)
}
