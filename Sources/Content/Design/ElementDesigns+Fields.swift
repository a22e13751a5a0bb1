import Geometry
import Support
import Typesetting

/// One key of an element design in the design model file: its JSON name and where it goes.
struct ElementField<Root> {
    enum Kind {
        case text(WritableKeyPath<Root, TextRole>)
        /// A palette name or `#RRGGBB[AA]` (checked against the palette).
        case color(WritableKeyPath<Root, String>)
        case string(WritableKeyPath<Root, String>)
        case number(WritableKeyPath<Root, Double>, min: Double, max: Double)
        case insets(WritableKeyPath<Root, DirectionalEdgeInsets>)
    }
    var name: String
    var kind: Kind
    init(_ name: String, _ kind: Kind) { self.name = name; self.kind = kind }
}

/// An element design whose keys are listed (so one decoder and one writer serve every family).
protocol ElementDesignFields {
    static var fields: [ElementField<Self>] { get }
}

extension ElementDesignFields {
    /// This design with the keys of `r` applied; unknown keys are refused with the allowed ones.
    func applying(_ r: JSONReader, model: DesignModel) throws(JSONDecodingError) -> Self {
        try r.allowOnly(Set(Self.fields.map(\.name)))
        var d = self
        for f in Self.fields {
            guard let v = try r.optional(f.name) else { continue }
            switch f.kind {
            case .text(let k): d[keyPath: k] = try model.decodeTextRole(v, base: d[keyPath: k])
            case .color(let k): d[keyPath: k] = try model.colorName(v)
            case .string(let k): d[keyPath: k] = try v.string()
            case let .number(k, lo, hi): d[keyPath: k] = try v.double(min: lo, max: hi)
            case .insets(let k): d[keyPath: k] = try DesignModel.decodeInsets(v)
            }
        }
        return d
    }

    /// The design's keys as JSON, in the table's order.
    func jsonValue(role: (TextRole) -> JSONValue) -> JSONValue {
        .object(Self.fields.map { f in
            let v: JSONValue
            switch f.kind {
            case .text(let k): v = role(self[keyPath: k])
            case .color(let k), .string(let k): v = .string(self[keyPath: k])
            case .number(let k, _, _): v = .number(self[keyPath: k])
            case .insets(let k):
                let i = self[keyPath: k]
                v = .array([.number(i.top), .number(i.leading), .number(i.bottom), .number(i.trailing)])
            }
            return (key: f.name, value: v)
        })
    }

    /// Color names the design uses, with their keys (for the palette check).
    var colorReferences: [(key: String, name: String)] {
        Self.fields.flatMap { f -> [(key: String, name: String)] in
            switch f.kind {
            case .color(let k): return [(f.name, self[keyPath: k])]
            case .text(let k): return [(f.name + ".color", self[keyPath: k].color)]
            default: return []
            }
        }
    }
}

private func n<R>(_ name: String, _ k: WritableKeyPath<R, Double>, max: Double = 1000) -> ElementField<R> {
    ElementField(name, .number(k, min: 0, max: max))
}

extension ArticleCardElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("enrichedTitle", .text(\.enrichedTitle)), .init("subtitle", .text(\.subtitle)),
         .init("metadata", .text(\.metadata)), .init("background", .color(\.background)), n("padding", \.padding),
         n("thumbnailSize", \.thumbnailSize), n("thumbnailToText", \.thumbnailToText), n("titleToSubtitle", \.titleToSubtitle),
         n("textToMetadata", \.textToMetadata), n("imageAspectRatio", \.imageAspectRatio, max: 10), .init("toolbarTint", .color(\.toolbarTint)),
         n("toolbarSpacing", \.toolbarSpacing), n("toolbarTopPadding", \.toolbarTopPadding)]
    }
}

extension DocumentRowElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("metadata", .text(\.metadata)), .init("badge", .text(\.badge)),
         .init("badgeFill", .color(\.badgeFill)), .init("iconTint", .color(\.iconTint)), .init("permissionTint", .color(\.permissionTint)),
         .init("margins", .insets(\.margins)), n("minimumHeight", \.minimumHeight), n("iconSize", \.iconSize), n("iconToText", \.iconToText),
         n("badgeSpacing", \.badgeSpacing), n("badgeTopPadding", \.badgeTopPadding), n("permissionSize", \.permissionSize),
         n("permissionSpacing", \.permissionSpacing)]
    }
}

extension FolderCardElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("name", .text(\.name)), .init("count", .text(\.count)), .init("background", .color(\.background)),
         .init("iconTint", .color(\.iconTint)), n("iconSize", \.iconSize), n("padding", \.padding), n("iconToName", \.iconToName),
         n("nameToCount", \.nameToCount)]
    }
}

extension GridTileElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("caption", .text(\.caption)), n("aspectRatio", \.aspectRatio, max: 10), n("padding", \.padding),
         n("gradientStart", \.gradientStart, max: 1), .init("gradientColor", .color(\.gradientColor)), .init("placeholder", .color(\.placeholder)),
         .init("cornerRole", .string(\.cornerRole))]
    }
}

extension NativeAdElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("sponsored", .text(\.sponsored)), .init("advertiser", .text(\.advertiser)), .init("headline", .text(\.headline)),
         .init("body", .text(\.body)), .init("callToAction", .text(\.callToAction)), .init("callToActionFill", .color(\.callToActionFill)),
         .init("background", .color(\.background)), .init("sponsoredText", .string(\.sponsoredText)),
         n("imageAspectRatio", \.imageAspectRatio, max: 10), n("padding", \.padding), n("spacing", \.spacing),
         n("buttonVerticalPadding", \.buttonVerticalPadding)]
    }
}

extension PinnedCardElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("metadata", .text(\.metadata)), .init("background", .color(\.background)),
         n("imageAspectRatio", \.imageAspectRatio, max: 10), n("padding", \.padding), n("pinBadgeSize", \.pinBadgeSize),
         .init("pinBadgeColor", .color(\.pinBadgeColor)), .init("pinColor", .color(\.pinColor))]
    }
}

extension SectionHeaderElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("action", .text(\.action)), .init("margins", .insets(\.margins)), n("titleToAction", \.titleToAction)]
    }
}

extension StatusPanelElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("title", .text(\.title)), .init("message", .text(\.message)), .init("footnote", .text(\.footnote)),
         .init("button", .text(\.button)), .init("buttonFill", .color(\.buttonFill)), .init("glyphTint", .color(\.glyphTint)),
         .init("spinnerColor", .color(\.spinnerColor)), .init("padding", .insets(\.padding)), n("spacing", \.spacing),
         n("glyphSize", \.glyphSize), .init("buttonPadding", .insets(\.buttonPadding))]
    }
}

extension StoryBubbleElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("caption", .text(\.caption)), n("diameter", \.diameter), n("ringWidth", \.ringWidth, max: 100),
         n("seenRingWidth", \.seenRingWidth, max: 100), n("ringGap", \.ringGap, max: 100), .init("ringColor", .color(\.ringColor)),
         .init("ringEndColor", .color(\.ringEndColor)), .init("ringGapColor", .color(\.ringGapColor)),
         .init("seenRingColor", .color(\.seenRingColor)), n("captionSpacing", \.captionSpacing), .init("placeholder", .color(\.placeholder))]
    }
}

extension SeedStatesElementDesign: ElementDesignFields {
    static var fields: [ElementField<Self>] {
        [.init("highlightColor", .color(\.highlightColor)), .init("selectionColor", .color(\.selectionColor)),
         n("selectionWidth", \.selectionWidth, max: 100), .init("rowSelectionColor", .color(\.rowSelectionColor)),
         n("disabledOpacity", \.disabledOpacity, max: 1), .init("disabledFadeColor", .color(\.disabledFadeColor)),
         .init("disabledRowFadeColor", .color(\.disabledRowFadeColor))]
    }
}

extension ElementDesigns {
    /// The seed families' element designs by JSON key: read, written and palette-checked through
    /// their field tables.
    struct SeedEntry {
        var key: String
        var apply: (inout ElementDesigns, JSONReader, DesignModel) throws(JSONDecodingError) -> Void
        var json: (ElementDesigns, (TextRole) -> JSONValue) -> JSONValue
        var colors: (ElementDesigns) -> [(key: String, name: String)]
    }

    static func entry<D: ElementDesignFields>(_ key: String, _ path: WritableKeyPath<ElementDesigns, D>) -> SeedEntry {
        SeedEntry(key: key,
                  apply: { (e, r, m) throws(JSONDecodingError) in e[keyPath: path] = try e[keyPath: path].applying(r, model: m) },
                  json: { e, role in e[keyPath: path].jsonValue(role: role) },
                  colors: { e in e[keyPath: path].colorReferences })
    }

    static var seedEntries: [SeedEntry] {
        [entry("articleCard", \.articleCard), entry("gridTile", \.gridTile), entry("storyBubble", \.storyBubble),
         entry("folderCard", \.folderCard), entry("pinnedCard", \.pinnedCard), entry("documentRow", \.documentRow),
         entry("statusPanel", \.statusPanel), entry("nativeAd", \.nativeAd), entry("sectionHeader", \.sectionHeader),
         entry("states", \.states)]
    }
}
