import Geometry
import Raster
import Support
import Typesetting

/// Document rows with metadata badges and permission states (shared, locked, read-only).
public enum DocumentRowFamily: LayoutFamily {
    public static let family = "documentRow"
    public static let isRow = true

    /// A document's permission state, drawn as a glyph at the trailing edge.
    public enum Permission: String, Hashable, Sendable, CaseIterable {
        case shared, locked, readOnly
        var glyph: GlyphShape { self == .shared ? .shared : self == .locked ? .lock : .readOnly }
    }

    public struct Design: Hashable, Sendable {
        public var title: TextProperties
        public var metadata: TextProperties
        public var badge: TextProperties
        public var badgeFill: Color
        public var iconTint: Color
        public var permissionTint: Color
        public var margins: DirectionalEdgeInsets
        public var minimumHeight: Double
        public var iconSize: Double
        public var iconToText: Double
        public var badgeSpacing: Double
        public var badgeTopPadding: Double
        public var permissionSize: Double
        public var permissionSpacing: Double
        public var thumbnailRadius: Double
        /// At accessibility text sizes the row stacks, as iOS reflows side-by-side content there:
        /// the title wraps to 3 lines and the metadata to 2, the permission glyphs move under the
        /// text (after the badges), and the icon sits at the top.
        public var stacks = false

        public static func resolve(model: DesignModel, environment e: ContentEnvironment) -> Design {
            let d = model.elements.documentRow
            let s = e.userInterfaceStyle
            let k = SymbolMetrics.scale(for: e.contentSizeCategory)
            let stacks = e.contentSizeCategory.isAccessibilityCategory
            var title = model.text(d.title, e), metadata = model.text(d.metadata, e)
            if stacks {
                if title.numberOfLines > 0 { title.numberOfLines = max(title.numberOfLines, 3) }
                if metadata.numberOfLines > 0 { metadata.numberOfLines = max(metadata.numberOfLines, 2) }
            }
            return Design(
                title: title, metadata: metadata, badge: model.text(d.badge, e),
                badgeFill: model.resolvedColor(d.badgeFill, s), iconTint: model.resolvedColor(d.iconTint, s),
                permissionTint: model.resolvedColor(d.permissionTint, s), margins: d.margins, minimumHeight: d.minimumHeight,
                iconSize: d.iconSize * k, iconToText: d.iconToText, badgeSpacing: d.badgeSpacing, badgeTopPadding: d.badgeTopPadding,
                permissionSize: d.permissionSize * k, permissionSpacing: d.permissionSpacing, thumbnailRadius: model.shapes.radius(.thumbnail) * 0.75,
                stacks: stacks)
        }
    }

    public struct Item: Hashable, Sendable {
        public var id: String
        public var title: String
        public var metadata: String?
        public var thumbnail: String?
        public var badges: [String]
        public var permissions: [Permission]
        public init(id: String, title: String, metadata: String? = nil, thumbnail: String? = nil, badges: [String] = [], permissions: [Permission] = []) {
            self.id = id; self.title = title; self.metadata = metadata; self.thumbnail = thumbnail; self.badges = badges; self.permissions = permissions
        }
    }

    public static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width, m = d.margins
        // At the largest sizes on a narrow row the icon and the permission glyphs give way to the text.
        let iconSize = min(d.iconSize, (w * 0.2).rounded(.down))
        let glyphSize = min(d.permissionSize, (w * 0.12).rounded(.down))
        let tx = m.leading + iconSize + d.iconToText
        var permissions = item.permissions
        // Beside the text they may take 40 % of it; stacked, a line of their own.
        let room = max(w - tx - m.trailing, 0) * (d.stacks ? 1 : 0.4)
        while !permissions.isEmpty, Double(permissions.count) * (glyphSize + d.permissionSpacing) - d.permissionSpacing + d.iconToText > room {
            kit.note("item \(item.id): permission \(permissions.removeLast().rawValue) does not fit the row and was left out")
        }
        let glyphs = Double(permissions.count)
        let glyphsWidth = glyphs > 0 ? glyphs * glyphSize + (glyphs - 1) * d.permissionSpacing : 0
        let trailing = glyphs > 0 && !d.stacks ? glyphsWidth + d.iconToText : 0
        let tw = max(w - tx - m.trailing - trailing, 1)
        let title = try kit.typeset(item.title, d.title, width: tw, element: "title")
        let meta = try kit.typeset(maybe: item.metadata, d.metadata, width: tw, element: "metadata")
        // Badges: one row of capsules, as many as fit.
        var badges: [(TextLayout, Double)] = []
        var bx = 0.0
        for b in item.badges where !b.isEmpty {
            let t = try kit.typesetFitting(b, d.badge, maxWidth: max(tw - 12, 1), element: "badge")
            let bw = t.containerWidth + 12
            if bx + bw > tw { kit.note("item \(item.id): badge \"\(b)\" does not fit the row and was left out"); break }
            badges.append((t, bx)); bx += bw + d.badgeSpacing
        }
        var badgeH = badges.map { $0.0.size.height + 4 }.max() ?? 0
        // Stacked: the glyphs follow the badges on their line, or take one of their own.
        var glyphLine: (x: Double, y: Double)? = nil
        if d.stacks && glyphs > 0 {
            if !badges.isEmpty && bx + glyphsWidth <= tw {
                glyphLine = (bx, 0)
                badgeH = max(badgeH, glyphSize)
            } else {
                glyphLine = (0, badges.isEmpty ? 0 : badgeH + d.badgeTopPadding)
            }
        }
        // The lines under the text: the badges' (with the glyphs beside them), or the glyphs' own below.
        let linesH = max(badgeH, glyphLine.map { $0.y + glyphSize } ?? 0)
        let badgeBlock = badges.isEmpty && glyphLine == nil ? 0 : d.badgeTopPadding + linesH
        let textH = title.size.height + FamilyLayoutKit.height(meta) + badgeBlock
        let h = max(m.top + max(textH, iconSize) + m.bottom, d.minimumHeight).rounded(.up)
        let icon = Rect(x: m.leading, y: d.stacks ? m.top : (h - iconSize) / 2, width: iconSize, height: iconSize)
        if let t = item.thumbnail {
            kit.image(t, frame: icon, style: ImageStyle(contentMode: .aspectFill, cornerRadius: d.thumbnailRadius), element: "thumbnail")
        } else {
            kit.draw(icon) { r, out in GlyphShape.document.draw(in: r, color: d.iconTint, into: &out) }
        }
        var y = d.stacks ? m.top : (h - textH) / 2
        kit.place(title, x: tx, y: y); y += title.size.height
        if let meta { kit.place(meta, x: tx, y: y); y += meta.size.height }
        if badgeBlock > 0 { y += d.badgeTopPadding }
        for (t, x) in badges {
            let frame = Rect(x: tx + x, y: y, width: t.containerWidth + 12, height: t.size.height + 4)
            kit.draw(frame) { r, out in out.append(.fill(RoundedRect(rect: r, radius: r.height / 2), color: d.badgeFill)) }
            kit.place(t, x: tx + x + 6, y: y + 2)
        }
        // Trailing and centred; stacked, leading on the badge line (centred on it) or below it.
        var px = glyphLine.map { tx + $0.x } ?? w - m.trailing - glyphsWidth
        let py = glyphLine.map { y + $0.y + ($0.y == 0 && !badges.isEmpty ? (badgeH - glyphSize) / 2 : 0) } ?? (h - glyphSize) / 2
        for p in permissions {
            kit.draw(Rect(x: px, y: py, width: glyphSize, height: glyphSize)) { r, out in
                p.glyph.draw(in: r, color: d.permissionTint, into: &out)
            }
            px += glyphSize + d.permissionSpacing
        }
        kit.separatorLeadingInset = tx
        return Size(width: w, height: h)
    }

    static var kinds: [ContentKind] {
        [
            ContentKind(
                name: "documentRow", family: family, keys: ["title", "metadata", "thumbnail", "badges", "permissions"],
                shapes: [
                    "title": .string, "metadata": .string, "thumbnail": .string, "badges": .array(.string),
                    "permissions": .array(.choice(Permission.allCases.map(\.rawValue))),
                ],
                sample: ItemJSON.sample(
                    #"{"title": "A document with a very long file name.pdf", "metadata": "Edited 2 h ago · 1.2 MB", "thumbnail": "doc.png", "badges": ["PDF", "Draft", "Reviewed by legal"], "permissions": ["shared", "locked", "readOnly"]}"#
                )
            ) { (json, context) throws(JSONDecodingError) in
                var badges: [String] = []
                if let b = try json.optional("badges") { for e in try b.elements() { badges.append(try e.string()) } }
                var permissions: [Permission] = []
                if let p = try json.optional("permissions") {
                    for e in try p.elements() { permissions.append(Permission(rawValue: try e.oneOf(Permission.allCases.map(\.rawValue)))!) }
                }
                let item = Item(
                    id: context.item, title: try ItemJSON.requiredString(json, "title"), metadata: try ItemJSON.string(json, "metadata"),
                    thumbnail: try ItemJSON.image(json, "thumbnail"), badges: badges, permissions: permissions)
                return ElementContent(
                    FamilyConfiguration<DocumentRowFamily>(
                        design: .resolve(model: context.design, environment: context.environment), item: item, context: context))
            }
        ]
    }

    /// The family's descriptor: what `ContentFamily.standard` registers.
    public static let descriptor = makeDescriptor(design: DocumentRowElementDesign.self, kinds: kinds)
}
