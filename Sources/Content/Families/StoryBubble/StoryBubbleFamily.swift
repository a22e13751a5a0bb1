import Geometry
import Raster
import Support
import Typesetting

/// Story bubbles (the story carousel template).
public enum StoryBubbleFamily: LayoutFamily {
    public static let family = "storyBubble"

    public struct Design: Hashable, Sendable {
        public var caption: TextProperties
        public var diameter: Double
        public var ringWidth: Double
        public var seenRingWidth: Double
        public var ringGap: Double
        public var ringColor: Color
        public var ringEndColor: Color
        public var ringGapColor: Color
        public var seenRingColor: Color
        public var captionSpacing: Double

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.storyBubble
            let s = e.userInterfaceStyle
            return Design(
                caption: model.text(d.caption, e), diameter: d.diameter, ringWidth: d.ringWidth, seenRingWidth: d.seenRingWidth,
                ringGap: d.ringGap, ringColor: model.resolvedColor(d.ringColor, s), ringEndColor: model.resolvedColor(d.ringEndColor, s),
                ringGapColor: model.resolvedColor(d.ringGapColor, s), seenRingColor: model.resolvedColor(d.seenRingColor, s),
                captionSpacing: d.captionSpacing)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var caption: String?
        public var image: String?
        public var isSeen: Bool
        public init(id: String, caption: String? = nil, image: String? = nil, isSeen: Bool = false) {
            self.id = id; self.caption = caption; self.image = image; self.isSeen = isSeen
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width
        let outer = min(d.diameter + 2 * (d.ringWidth + d.ringGap), w)
        // The design's metrics scaled to the bubble (smaller than designed when the cell is narrow).
        let k = outer / (d.diameter + 2 * (d.ringWidth + d.ringGap))
        let inset = (d.ringWidth + d.ringGap) * k
        let x = (w - outer) / 2
        let ring = Rect(x: x, y: 0, width: outer, height: outer)
        let disc = Rect(x: x + inset, y: inset, width: outer - 2 * inset, height: outer - 2 * inset)
        if item.isSeen {
            kit.draw(ring) { r, out in out.append(.stroke(RoundedRect(rect: r, radius: r.width / 2), width: d.seenRingWidth, color: d.seenRingColor)) }
        } else {
            // A gradient disc, the gap colour over all but its outer ring, then the image on top.
            let rtl = kit.rtl
            let ringW = d.ringWidth * k
            kit.draw(ring) { r, out in
                let from = Point(x: rtl ? r.maxX : r.minX, y: r.maxY), to = Point(x: rtl ? r.minX : r.maxX, y: r.minY)
                out.append(
                    .linearGradient(
                        RoundedRect(rect: r, radius: r.width / 2), from: from, to: to,
                        stops: [GradientStop(location: 0, color: d.ringEndColor), GradientStop(location: 1, color: d.ringColor)]))
                let gap = Rect(x: r.minX + ringW, y: r.minY + ringW, width: r.width - 2 * ringW, height: r.height - 2 * ringW)
                out.append(.fill(RoundedRect(rect: gap, radius: gap.width / 2), color: d.ringGapColor))
            }
        }
        kit.stateShape = RoundedRect(rect: disc, radius: disc.width / 2)
        let style = ImageStyle(contentMode: .aspectFill, cornerRadius: disc.width / 2, cornerCurve: .circular)
        if let img = item.image {
            kit.image(img, frame: disc, style: style, element: "image")
        } else {
            let appearance = kit.style
            kit.draw(disc) { r, out in ImageDrawing.drawPlaceholder(in: r, style: style, appearance: appearance, into: &out) }
        }
        var h = outer
        if let c = try kit.typeset(maybe: item.caption, d.caption, width: w, element: "caption") {
            h += d.captionSpacing
            kit.place(c, x: 0, y: h)
            h += c.size.height
        }
        return Size(width: w, height: h.rounded(.up))
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "storyBubble", family: family, keys: ["caption", "image", "seen"],
                shapes: ["caption": .string, "image": .string, "seen": .boolean],
                sample: ItemJSON.sample(#"{"caption": "A caption far too long for the bubble", "image": "face.png"}"#)
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, caption: try ItemJSON.string(json, "caption"), image: try ItemJSON.image(json, "image"),
                    isSeen: try ItemJSON.bool(json, "seen"))
                return ElementContent(
                    FamilyConfiguration<StoryBubbleFamily>(
                        design: .resolve(model: context.design, environment: context.environment), item: item, context: context))
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: StoryBubbleElementDesign.self, kinds: kinds, cellKinds: ["story": "storyBubble"])
}
