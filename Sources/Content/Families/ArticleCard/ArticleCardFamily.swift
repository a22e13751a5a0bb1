import Geometry
import Raster
import Support
import Typesetting

/// Article cards: `condensed` (leading thumbnail, title, metadata line) and `enriched`
/// (full-width image, title, subtitle, metadata, a toolbar with share, bookmark and play).
public enum ArticleCardFamily: LayoutFamily {
    public static let family = "articleCard"

    public enum Style: String, Hashable, Sendable { case condensed, enriched }

    public struct Design: Hashable, Sendable {
        public var style: Style
        public var title: TextProperties
        public var subtitle: TextProperties
        public var metadata: TextProperties
        public var surface: CardSurface
        public var padding: Double
        public var thumbnailSize: Double
        public var thumbnailToText: Double
        public var thumbnail: ImageStyle
        public var image: ImageStyle
        public var titleToSubtitle: Double
        public var textToMetadata: Double
        public var imageAspectRatio: Double
        public var toolbarTint: Color
        public var toolbarIcon: Double
        public var toolbarSpacing: Double
        public var toolbarTopPadding: Double
        public var playMirrors: Bool
        /// Condensed cards at accessibility text sizes put the thumbnail above the text, full
        /// width for the text (as iOS apps reflow side-by-side content at those sizes) instead of
        /// squeezing large text beside it.
        public var stacksThumbnail = false

        /// The design of `style` from `model`'s `elements.articleCard` for the traits.
        public static func resolve(_ style: Style, model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.articleCard
            let s = e.userInterfaceStyle
            let k = SymbolMetrics.scale(for: e.contentSizeCategory)
            return Design(
                style: style, title: model.text(style == .condensed ? d.title : d.enrichedTitle, e),
                subtitle: model.text(d.subtitle, e), metadata: model.text(d.metadata, e),
                surface: .resolve(model, fill: d.background, style: s), padding: d.padding,
                thumbnailSize: d.thumbnailSize, thumbnailToText: d.thumbnailToText,
                thumbnail: ImageStyle(contentMode: .aspectFill, cornerRadius: model.shapes.radius(.thumbnail), cornerCurve: model.shapes.cornerCurve),
                image: ImageStyle(contentMode: .aspectFill),
                titleToSubtitle: d.titleToSubtitle, textToMetadata: d.textToMetadata, imageAspectRatio: d.imageAspectRatio,
                toolbarTint: model.resolvedColor(d.toolbarTint, s), toolbarIcon: ToolbarIconShape.referenceSize.width * k,
                toolbarSpacing: d.toolbarSpacing, toolbarTopPadding: d.toolbarTopPadding,
                playMirrors: model.rtl.mirroredImages.contains("play"),
                stacksThumbnail: style == .condensed && e.contentSizeCategory.isAccessibilityCategory)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String
        public var subtitle: String?
        public var metadata: String?
        public var image: String?
        /// Toolbar buttons (enriched): each shown only when set.
        public var share: Bool
        public var bookmark: Bool
        public var isBookmarked: Bool
        public var play: Bool
        public init(
            id: String, title: String, subtitle: String? = nil, metadata: String? = nil, image: String? = nil,
            share: Bool = false, bookmark: Bool = false, isBookmarked: Bool = false, play: Bool = false
        ) {
            self.id = id; self.title = title; self.subtitle = subtitle; self.metadata = metadata; self.image = image
            self.share = share; self.bookmark = bookmark; self.isBookmarked = isBookmarked; self.play = play
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, p = d.padding
        switch d.style {
        case .condensed where d.stacksThumbnail:
            var y = p
            if let img = item.image {
                kit.image(img, frame: Rect(x: p, y: y, width: d.thumbnailSize, height: d.thumbnailSize), style: d.thumbnail, element: "thumbnail")
                y += d.thumbnailSize + d.thumbnailToText
            }
            let tw = max(w - 2 * p, 1)
            let title = try kit.typeset(item.title, d.title, width: tw, element: "title")
            kit.place(title, x: p, y: y)
            y += title.size.height
            if let m = item.metadata {
                let meta = try kit.typeset(m, d.metadata, width: tw, element: "metadata")
                y += d.textToMetadata
                kit.place(meta, x: p, y: y)
                y += meta.size.height
            }
            let h = (y + p).rounded(.up)
            kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
            return Size(width: w, height: h)
        case .condensed:
            let hasThumb = item.image != nil && w > d.thumbnailSize + 2 * p + 40
            let tx = p + (hasThumb ? d.thumbnailSize + d.thumbnailToText : 0)
            let tw = max(w - tx - p, 1)
            let title = try kit.typeset(item.title, d.title, width: tw, element: "title")
            let meta = try item.metadata.map { (m) throws(ContentError) in try kit.typeset(m, d.metadata, width: tw, element: "metadata") }
            let textH = title.size.height + (meta.map { d.textToMetadata + $0.size.height } ?? 0)
            let contentH = max(textH, hasThumb ? d.thumbnailSize : 0)
            let h = contentH + 2 * p
            if hasThumb, let img = item.image {
                kit.image(
                    img, frame: Rect(x: p, y: p + (contentH - d.thumbnailSize) / 2, width: d.thumbnailSize, height: d.thumbnailSize),
                    style: d.thumbnail, element: "thumbnail")
            }
            var y = p + (contentH - textH) / 2
            kit.place(title, x: tx, y: y)
            y += title.size.height
            if let meta { kit.place(meta, x: tx, y: y + d.textToMetadata) }
            kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
            return Size(width: w, height: h)
        case .enriched:
            let card = RoundedRect(rect: Rect(x: 0, y: 0, width: w, height: 0), radius: d.surface.radius, corner: d.surface.corner)
            var y = 0.0
            var imageFrame: Rect?
            if item.image != nil {
                let ih = (w * d.imageAspectRatio).rounded()
                imageFrame = Rect(x: 0, y: 0, width: w, height: ih)
                y = ih
            }
            y += p
            let tw = max(w - 2 * p, 1)
            let title = try kit.typeset(item.title, d.title, width: tw, element: "title")
            kit.place(title, x: p, y: y); y += title.size.height
            if let s = item.subtitle {
                let t = try kit.typeset(s, d.subtitle, width: tw, element: "subtitle")
                y += d.titleToSubtitle; kit.place(t, x: p, y: y); y += t.size.height
            }
            if let m = item.metadata {
                let t = try kit.typeset(m, d.metadata, width: tw, element: "metadata")
                y += d.textToMetadata; kit.place(t, x: p, y: y); y += t.size.height
            }
            if item.share || item.bookmark || item.play {
                y += d.toolbarTopPadding
                let s = d.toolbarIcon
                let direction = kit.environment.layoutDirection
                if item.play {
                    kit.draw(Rect(x: p, y: y, width: s, height: s)) { r, out in
                        ToolbarIconShape.play.draw(
                            in: r, color: d.toolbarTint, direction: direction,
                            mirrorsInRightToLeft: d.playMirrors, into: &out)
                    }
                }
                var x = w - p - s
                if item.bookmark {
                    let shape: ToolbarIconShape = item.isBookmarked ? .bookmarkFill : .bookmark
                    kit.draw(Rect(x: x, y: y, width: s, height: s)) { r, out in shape.draw(in: r, color: d.toolbarTint, into: &out) }
                    x -= s + d.toolbarSpacing
                }
                if item.share {
                    kit.draw(Rect(x: x, y: y, width: s, height: s)) { r, out in ToolbarIconShape.share.draw(in: r, color: d.toolbarTint, into: &out) }
                }
                y += s
            }
            let h = (y + p).rounded(.up)
            if let f = imageFrame, let img = item.image {
                var clip = card
                clip.rect.size.height = h
                kit.image(img, frame: f, style: d.image, element: "image", clip: clip)
            }
            kit.surface(Rect(x: 0, y: 0, width: w, height: h), d.surface)
            return Size(width: w, height: h)
        }
    }

    /// The scene kinds: `articleCardCondensed` and `articleCardEnriched`.
    static var kinds: [ContentKind] {
        [Style.condensed, .enriched].map { style in
            ContentKind(
                name: style == .condensed ? "articleCardCondensed" : "articleCardEnriched", family: family,
                keys: ["title", "subtitle", "metadata", "image", "share", "bookmark", "bookmarked", "play"],
                shapes: [
                    "title": .string, "subtitle": .string, "metadata": .string, "image": .string, "share": .boolean, "bookmark": .boolean,
                    "bookmarked": .boolean, "play": .boolean,
                ],
                sample: ItemJSON.sample(
                    #"{"title": "A headline long enough to wrap onto a second line and then truncate at the end of it", "subtitle": "A subtitle that also wraps", "metadata": "News · 4 min read", "image": "cover.png", "share": true, "bookmark": true, "play": true}"#
                )
            ) { (json, context) throws(JSONDecodingError) in
                let item = Item(
                    id: context.item, title: try ItemJSON.requiredString(json, "title"), subtitle: try ItemJSON.string(json, "subtitle"),
                    metadata: try ItemJSON.string(json, "metadata"), image: try ItemJSON.image(json, "image"),
                    share: try ItemJSON.bool(json, "share"), bookmark: try ItemJSON.bool(json, "bookmark"),
                    isBookmarked: try ItemJSON.bool(json, "bookmarked"), play: try ItemJSON.bool(json, "play"))
                return ElementContent(
                    FamilyConfiguration<ArticleCardFamily>(
                        design: .resolve(style, model: context.design, environment: context.environment), item: item, context: context))
            }
        }
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(
        design: ArticleCardElementDesign.self, kinds: kinds,
        cellKinds: ["condensed": "articleCardCondensed", "enriched": "articleCardEnriched", "enriched.featured": "articleCardEnriched"])
}
