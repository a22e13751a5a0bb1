import Geometry
import Raster
import Support
import Typesetting

/// Pinned-content cards: image, a pin badge at its top trailing corner, title, metadata.
public enum PinnedCardFamily: LayoutFamily {
    public static let family = "pinnedCard"

    public struct Design: Hashable, Sendable {
        public var title: TextProperties
        public var metadata: TextProperties
        public var surface: CardSurface
        public var imageAspectRatio: Double
        public var padding: Double
        public var badge: Double
        public var badgeColor: Color
        public var pinColor: Color

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.pinnedCard
            let s = e.userInterfaceStyle
            return Design(
                title: model.text(d.title, e), metadata: model.text(d.metadata, e), surface: .resolve(model, fill: d.background, style: s),
                imageAspectRatio: d.imageAspectRatio, padding: d.padding, badge: d.pinBadgeSize * SymbolMetrics.scale(for: e.contentSizeCategory),
                badgeColor: model.resolvedColor(d.pinBadgeColor, s), pinColor: model.resolvedColor(d.pinColor, s))
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String
        public var metadata: String?
        public var image: String?
        public init(id: String, title: String, metadata: String? = nil, image: String? = nil) {
            self.id = id; self.title = title; self.metadata = metadata; self.image = image
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, p = d.padding
        var y = 0.0
        var imageFrame: Rect?
        if item.image != nil {
            imageFrame = Rect(x: 0, y: 0, width: w, height: (w * d.imageAspectRatio).rounded())
            y = imageFrame!.maxY
        }
        y += p
        // Without an image the badge sits beside the title, so the title leaves room for it.
        let titleWidth = max(w - 2 * p - (imageFrame == nil ? d.badge + 6 : 0), 1)
        let title = try kit.typeset(item.title, d.title, width: titleWidth, element: "title")
        let titleY = y
        y += title.size.height
        var meta: TextLayout?
        if let m = try kit.typeset(maybe: item.metadata, d.metadata, width: max(w - 2 * p, 1), element: "metadata") { meta = m; y += 2 + m.size.height }
        let h = (max(y, imageFrame == nil ? titleY + d.badge : 0) + p).rounded(.up)
        if let f = imageFrame, let img = item.image {
            kit.image(
                img, frame: f, style: ImageStyle(contentMode: .aspectFill), element: "image",
                clip: RoundedRect(rect: Rect(x: 0, y: 0, width: w, height: h), radius: d.surface.radius, corner: d.surface.corner))
        }
        kit.place(title, x: p, y: titleY)
        if let meta { kit.place(meta, x: p, y: titleY + title.size.height + 2) }
        let badge =
            imageFrame.map { _ in Rect(x: w - 8 - d.badge, y: 8, width: d.badge, height: d.badge) }
            ?? Rect(x: w - p - d.badge, y: titleY, width: d.badge, height: d.badge)
        kit.draw(badge) { r, out in
            out.append(.fill(RoundedRect(rect: r, radius: r.width / 2), color: d.badgeColor))
            GlyphShape.pin.draw(in: r.insetBy(dx: r.width * 0.2, dy: r.height * 0.2), color: d.pinColor, into: &out)
        }
        kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
        return Size(width: w, height: h)
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "pinnedCard", family: family, keys: ["title", "metadata", "image"],
                shapes: ["title": .string, "metadata": .string, "image": .string],
                sample: ItemJSON.sample(#"{"title": "A pinned title that wraps onto a second line and more", "metadata": "Pinned by Ana", "image": "pin.png"}"#)
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, title: try ItemJSON.requiredString(json, "title"), metadata: try ItemJSON.string(json, "metadata"),
                    image: try ItemJSON.image(json, "image"))
                return ElementContent(
                    FamilyConfiguration<PinnedCardFamily>(
                        design: .resolve(model: context.design, environment: context.environment), item: item, context: context))
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: PinnedCardElementDesign.self, kinds: kinds)
}
