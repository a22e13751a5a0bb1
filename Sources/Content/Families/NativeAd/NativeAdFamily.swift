import Geometry
import Layout
import Raster
import Support
import Typesetting

/// Native ad cards: sponsored label and advertiser, image, headline, body, call-to-action button.
public enum NativeAdFamily: LayoutFamily {
    public static let family = "nativeAd"

    public struct Design: Hashable, Sendable {
        public var sponsored: TextProperties
        public var advertiser: TextProperties
        public var headline: TextProperties
        public var body: TextProperties
        public var callToAction: TextProperties
        public var callToActionFill: Color
        public var buttonRadius: Double
        public var surface: CardSurface
        public var sponsoredText: String
        public var imageAspectRatio: Double
        public var padding: Double
        public var spacing: Double
        public var buttonVerticalPadding: Double

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.nativeAd
            let s = e.userInterfaceStyle
            return Design(
                sponsored: model.text(d.sponsored, e), advertiser: model.text(d.advertiser, e), headline: model.text(d.headline, e),
                body: model.text(d.body, e), callToAction: model.text(d.callToAction, e),
                callToActionFill: model.resolvedColor(d.callToActionFill, s), buttonRadius: model.shapes.radius(.button),
                surface: .resolve(model, fill: d.background, style: s), sponsoredText: d.sponsoredText,
                imageAspectRatio: d.imageAspectRatio, padding: d.padding, spacing: d.spacing, buttonVerticalPadding: d.buttonVerticalPadding)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var advertiser: String?
        public var headline: String
        public var body: String?
        public var image: String?
        public var callToAction: String
        public init(id: String, advertiser: String? = nil, headline: String, body: String? = nil, image: String? = nil, callToAction: String = "Learn More") {
            self.id = id; self.advertiser = advertiser; self.headline = headline; self.body = body; self.image = image; self.callToAction = callToAction
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, p = d.padding
        let tw = max(w - 2 * p, 1)
        var y = p
        let sponsored = try kit.typesetFitting(d.sponsoredText, d.sponsored, maxWidth: tw, element: "sponsored")
        kit.place(sponsored, x: p, y: y)
        let gap = 6.0
        if let adv = item.advertiser, !adv.isEmpty, tw - sponsored.containerWidth - gap >= 20 {
            let a = try kit.typeset(adv, d.advertiser, width: tw - sponsored.containerWidth - gap, element: "advertiser")
            kit.place(a, x: p + sponsored.containerWidth + gap, y: y)
        }
        y += sponsored.size.height + d.spacing
        if let img = item.image {
            let ih = (tw * d.imageAspectRatio).rounded()
            kit.image(
                img, frame: Rect(x: p, y: y, width: tw, height: ih),
                style: ImageStyle(contentMode: .aspectFill, cornerRadius: d.buttonRadius), element: "image")
            y += ih + d.spacing
        }
        let headline = try kit.typeset(item.headline, d.headline, width: tw, element: "headline")
        kit.place(headline, x: p, y: y); y += headline.size.height
        if let b = try kit.typeset(maybe: item.body, d.body, width: tw, element: "body") { y += 2; kit.place(b, x: p, y: y); y += b.size.height }
        y += d.spacing + 2
        let label = try kit.typeset(item.callToAction, d.callToAction, width: max(tw - 16, 1), element: "callToAction")
        let bh = label.size.height + 2 * d.buttonVerticalPadding
        kit.draw(Rect(x: p, y: y, width: tw, height: bh)) { r, out in
            out.append(.fill(RoundedRect(rect: r, radius: d.buttonRadius, corner: .continuous), color: d.callToActionFill))
        }
        kit.place(label, x: p + 8, y: y + d.buttonVerticalPadding)
        y += bh
        let h = (y + p).rounded(.up)
        kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
        return Size(width: w, height: h)
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "nativeAd", family: family, keys: ["advertiser", "headline", "body", "image", "callToAction"],
                shapes: ["advertiser": .string, "headline": .string, "body": .string, "image": .string, "callToAction": .string],
                sample: ItemJSON.sample(
                    #"{"advertiser": "An advertiser with a long name", "headline": "A headline that wraps onto a second line of the card", "body": "Body text that goes on and on over several lines of the ad card.", "image": "ad.png", "callToAction": "Shop Now"}"#
                )
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, advertiser: try ItemJSON.string(json, "advertiser"), headline: try ItemJSON.requiredString(json, "headline"),
                    body: try ItemJSON.string(json, "body"), image: try ItemJSON.image(json, "image"),
                    callToAction: try ItemJSON.string(json, "callToAction") ?? "Learn More")
                return ElementContent(
                    FamilyConfiguration<NativeAdFamily>(design: .resolve(model: context.design, environment: context.environment), item: item, context: context)
                )
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: NativeAdElementDesign.self, kinds: kinds, cellKinds: [ContentSectionAdapter.adCellKind: "nativeAd"])
}
