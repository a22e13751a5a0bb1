import Geometry
import Raster
import Support
import Typesetting

/// Folder cards: folder glyph (or a template icon image tinted like it), name, item count.
public enum FolderCardFamily: LayoutFamily {
    public static let family = "folderCard"

    public struct Design: Hashable, Sendable {
        public var name: TextProperties
        public var count: TextProperties
        public var surface: CardSurface
        public var iconTint: Color
        public var iconSize: Double
        public var padding: Double
        public var iconToName: Double
        public var nameToCount: Double

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.folderCard
            let s = e.userInterfaceStyle
            return Design(
                name: model.text(d.name, e), count: model.text(d.count, e), surface: .resolve(model, fill: d.background, style: s),
                iconTint: model.resolvedColor(d.iconTint, s), iconSize: d.iconSize * SymbolMetrics.scale(for: e.contentSizeCategory),
                padding: d.padding, iconToName: d.iconToName, nameToCount: d.nameToCount)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var name: String
        public var count: Int?
        public var icon: String?
        public init(id: String, name: String, count: Int? = nil, icon: String? = nil) {
            self.id = id; self.name = name; self.count = count; self.icon = icon
        }
    }

    /// "1 item", "12 items".
    public static func countText(_ n: Int) -> String { n == 1 ? "1 item" : "\(n) items" }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, p = d.padding
        let icon = Rect(x: p, y: p, width: d.iconSize, height: d.iconSize)
        if let img = item.icon {
            kit.image(img, frame: icon, style: ImageStyle(contentMode: .aspectFit, tint: d.iconTint), element: "icon")
        } else {
            kit.draw(icon) { r, out in GlyphShape.folder.draw(in: r, color: d.iconTint, into: &out) }
        }
        var y = icon.maxY + d.iconToName
        let tw = max(w - 2 * p, 1)
        let name = try kit.typeset(item.name, d.name, width: tw, element: "name")
        kit.place(name, x: p, y: y)
        y += name.size.height
        if let n = item.count {
            let c = try kit.typeset(countText(n), d.count, width: tw, element: "count")
            y += d.nameToCount
            kit.place(c, x: p, y: y)
            y += c.size.height
        }
        let h = (y + p).rounded(.up)
        kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
        return Size(width: w, height: h)
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "folderCard", family: family, keys: ["name", "count", "icon"],
                shapes: ["name": .string, "count": .integer(min: 0, max: 1_000_000_000), "icon": .string],
                sample: ItemJSON.sample(#"{"name": "A folder name that wraps onto a second line and more", "count": 12, "icon": "folder.png"}"#)
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, name: try ItemJSON.requiredString(json, "name"), count: try ItemJSON.count(json, "count"),
                    icon: try ItemJSON.image(json, "icon"))
                return ElementContent(
                    FamilyConfiguration<FolderCardFamily>(
                        design: .resolve(model: context.design, environment: context.environment), item: item, context: context))
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: FolderCardElementDesign.self, kinds: kinds)
}
