import Geometry
import Raster
import Support
import Typesetting

/// Visual grid tiles: image (aspect fill), bottom gradient overlay, title and caption over it.
public enum GridTileFamily: LayoutFamily {
    public static let family = "gridTile"

    public struct Design: Hashable, Sendable {
        public var title: TextProperties
        public var caption: TextProperties
        public var aspectRatio: Double
        public var padding: Double
        public var gradientStart: Double
        public var gradientColor: Color
        public var placeholder: Color
        public var radius: Double
        public var corner: CornerCurve

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.gridTile
            let s = e.userInterfaceStyle
            return Design(
                title: model.text(d.title, e), caption: model.text(d.caption, e), aspectRatio: d.aspectRatio, padding: d.padding,
                gradientStart: d.gradientStart, gradientColor: model.resolvedColor(d.gradientColor, s),
                placeholder: model.resolvedColor(d.placeholder, s), radius: model.shapes.radius(ShapeRole(d.cornerRole)), corner: model.shapes.cornerCurve)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String
        public var caption: String?
        public var image: String?
        public init(id: String, title: String, caption: String? = nil, image: String? = nil) {
            self.id = id; self.title = title; self.caption = caption; self.image = image
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, p = d.padding
        let tw = max(w - 2 * p, 1)
        let title = try kit.typeset(item.title, d.title, width: tw, element: "title")
        let caption = try kit.typeset(maybe: item.caption, d.caption, width: tw, element: "caption")
        let textH = title.size.height + FamilyLayoutKit.height(caption) + (caption == nil ? 0 : 2)
        // The tile keeps its aspect ratio unless its text needs more (accessibility sizes).
        let h = max((w * d.aspectRatio).rounded(), (textH + 2 * p).rounded(.up))
        let tile = RoundedRect(rect: Rect(x: 0, y: 0, width: w, height: h), radius: d.radius, corner: d.corner)
        let frame = Rect(x: 0, y: 0, width: w, height: h)
        kit.stateShape = tile
        if let img = item.image {
            kit.image(img, frame: frame, style: ImageStyle(contentMode: .aspectFill, cornerRadius: d.radius, cornerCurve: d.corner), element: "image")
        } else {
            kit.draw(frame) { r, out in out.append(.fill(RoundedRect(rect: r, radius: d.radius, corner: d.corner), color: d.placeholder)) }
        }
        let top = min(h * d.gradientStart, h - textH - 2 * p)
        kit.draw(Rect(x: 0, y: top, width: w, height: h - top)) { r, out in
            var clip = tile
            clip.rect = Rect(x: r.minX, y: 0, width: w, height: h)
            out.append(.pushClip(clip))
            var clear = d.gradientColor
            clear.alpha = 0
            out.append(
                .linearGradient(
                    RoundedRect(rect: r), from: Point(x: r.minX, y: r.minY), to: Point(x: r.minX, y: r.maxY),
                    stops: [GradientStop(location: 0, color: clear), GradientStop(location: 1, color: d.gradientColor)]))
            out.append(.popClip)
        }
        var y = h - p - textH
        kit.place(title, x: p, y: y)
        y += title.size.height + 2
        if let caption { kit.place(caption, x: p, y: y) }
        return Size(width: w, height: h)
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "gridTile", family: family, keys: ["title", "caption", "image"],
                shapes: ["title": .string, "caption": .string, "image": .string],
                sample: ItemJSON.sample(#"{"title": "A tile title that wraps past two lines and truncates", "caption": "12 photos", "image": "tile.png"}"#)
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, title: try ItemJSON.requiredString(json, "title"), caption: try ItemJSON.string(json, "caption"),
                    image: try ItemJSON.image(json, "image"))
                return ElementContent(
                    FamilyConfiguration<GridTileFamily>(design: .resolve(model: context.design, environment: context.environment), item: item, context: context)
                )
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: GridTileElementDesign.self, kinds: kinds, cellKinds: ["visual": "gridTile"])
}
