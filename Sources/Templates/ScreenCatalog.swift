import Galley
import Support

/// The catalog: every screen the gallery, the gallery goldens and design reviews render.
public enum ScreenCatalog {
    /// Every screen, in contact-sheet order.
    public static let all: [CatalogScreen] = {
        var t: [CatalogScreen] = [documentFeed, settings, outline]
        for media in SampleMedia.allCases {
            t.append(condensed(media, ads: false))
            t.append(condensed(media, ads: true))
            t.append(enriched(media, ads: false))
            t.append(enriched(media, ads: true))
            t.append(grid(media))
            t.append(story(media))
        }
        return t
    }()

    /// The screen called `name`, or nil.
    public static func named(_ name: String) -> CatalogScreen? { (all + extras).first { $0.name == name } }

    // MARK: - The document feed

    /// The seed article's document feed: pinned strip, folder grid, document list, status section.
    public static let documentFeed = CatalogScreen(
        name: "documentFeed", summary: "Pinned strip, folder grid, documents with badges and permissions, status panels"
    ) { traits, design in
        feedScene(.first, traits, design)
    }

    /// The document feed's next projection (not in `all`; `named("documentFeed.next")` finds it):
    /// a document inserted (`doc-contract`), one deleted (`doc-notes`), one moved (`doc-deck` to
    /// the top of the old ones), one renamed (`doc-minutes`, reloaded), a folder count changed
    /// (`folder-invoices`), and the status section changed (the retry panel gone, the loading
    /// panel's message new). `galley changeset` prints the staged changeset between the two.
    public static let documentFeedNext = CatalogScreen(name: "documentFeed.next", summary: "The document feed's next projection (for galley changeset)") {
        traits, design in
        feedScene(.second, traits, design)
    }

    /// Templates outside the gallery matrix, found by `named`.
    public static let extras: [CatalogScreen] = [documentFeedNext]

    /// The two successive projections of the document feed.
    enum FeedProjection { case first, second }

    static func feedScene(_ projection: FeedProjection, _ traits: Traits, _ design: String?) -> JSONValue {
        let next = projection == .second
        let header = { (id: String, title: String, action: String?) -> SectionSpec in
            var keys: [(String, JSONValue)] = [("title", J.s(title))]
            if let action { keys.append(("action", J.s(action))) }
            return SectionSpec(id: id, clearBackground: true, hideSeparators: true, items: [item(id + "-title", "sectionHeader", keys)])
        }
        let pinned: [JSONValue] = [
            item(
                "pin-plan", "pinnedCard", [("title", J.s("Quarterly plan")), ("metadata", J.s("Pinned by Ana")), ("image", J.s(SampleImages.source("valley")))]),
            item(
                "pin-brand", "pinnedCard",
                [("title", J.s("Brand guidelines")), ("metadata", J.s("Pinned by Sam")), ("image", J.s(SampleImages.source("garden")))]),
            item("pin-roadmap", "pinnedCard", [("title", J.s("Roadmap 2027")), ("metadata", J.s("Pinned by you"))]),
        ]
        let folders: [JSONValue] = [
            item("folder-invoices", "folderCard", [("name", J.s("Invoices")), ("count", J.n(next ? 13 : 12))]),
            item("folder-contracts", "folderCard", [("name", J.s("Contracts")), ("count", J.n(4))]),
            item("folder-photos", "folderCard", [("name", J.s("Photos")), ("count", J.n(238))]),
            item("folder-archive", "folderCard", [("name", J.s("Archive")), ("count", J.n(0))]),
        ]
        let budget = item(
            "doc-budget", "documentRow",
            [
                ("title", J.s("Budget 2027.xlsx")), ("metadata", J.s("Edited 2 h ago by Ana")),
                ("badges", J.strings(["XLSX", "Draft"])), ("permissions", J.strings(["shared", "locked"])),
            ])
        let minutes = item(
            "doc-minutes", "documentRow",
            [
                ("title", J.s(next ? "Board minutes — April" : "Board minutes — March")),
                ("metadata", J.s("Edited yesterday")),
                ("badges", J.strings(["DOCX"])), ("permissions", J.strings(["readOnly"])),
            ])
        let deck = item(
            "doc-deck", "documentRow",
            [
                ("title", J.s("Launch deck.key")), ("metadata", J.s("Edited 5 min ago by Sam")),
                ("thumbnail", J.s(SampleImages.source("harbour"))), ("badges", J.strings(["KEY", "New"])),
                ("permissions", J.strings(["shared"])),
            ])
        let notes = item(
            "doc-notes", "documentRow",
            [
                ("title", J.s("Notes")), ("metadata", J.s("Created today")), ("badges", J.strings([])),
                ("permissions", J.strings([])),
            ])
        let contract = item(
            "doc-contract", "documentRow",
            [
                ("title", J.s("Contract — Hill Outfitters.pdf")), ("metadata", J.s("Added just now by you")),
                ("badges", J.strings(["PDF", "New"])), ("permissions", J.strings(["locked"])),
            ])
        let docs = next ? [contract, deck, budget, minutes] : [budget, minutes, deck, notes]
        let loading = item("status-loading", "loadingPanel", [("message", J.s(next ? "Syncing 2 documents…" : "Loading more documents…"))])
        let retry = item(
            "status-retry", "retryPanel",
            [
                ("title", J.s("Couldn't load")), ("message", J.s("Check your connection and try again.")),
                ("buttonTitle", J.s("Try Again")),
            ])
        let exhausted = item("status-exhausted", "exhaustedPanel", [("title", J.s("You're all caught up")), ("message", J.s("No more documents."))])
        let status = next ? [loading, exhausted] : [loading, retry, exhausted]
        return sceneJSON(
            traits, design: design, appearance: "insetGrouped",
            sections: [
                header("pinned-header", "Pinned", "See All"),
                SectionSpec(
                    id: "pinned", layout: J.obj([("carousel", J.obj([("itemWidth", J.n(200)), ("spacing", J.n(12))]))]), clearBackground: true, items: pinned),
                header("folders-header", "Folders", nil),
                // At accessibility text sizes the folder grid becomes one column (as Files does), so a
                // folder name keeps whole words instead of breaking inside one ("Contract / s").
                SectionSpec(
                    id: "folders",
                    layout: J.obj([
                        (
                            "grid",
                            J.obj([
                                ("columns", J.n(traits.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 2)),
                                ("spacing", J.n(12)),
                            ])
                        )
                    ]), clearBackground: true, items: folders),
                header("documents-header", "Recent Documents", "Sort"),
                SectionSpec(id: "documents", items: docs),
                SectionSpec(id: "status", clearBackground: true, hideSeparators: true, items: status),
            ])
    }

    // MARK: - Settings and outline

    /// An inset-grouped settings screen: value cells, accessories, headers and footers.
    public static let settings = CatalogScreen(name: "settings", summary: "Inset-grouped settings: value cells, toggles, badges, checkmarks") {
        traits, design in
        func row(_ id: String, _ kind: String, _ text: String, _ value: String? = nil, _ accessories: [JSONValue]) -> JSONValue {
            var keys: [(String, JSONValue)] = [("text", J.s(text))]
            if let value { keys.append(("secondaryText", J.s(value))) }
            keys.append(("accessories", J.arr(accessories)))
            return item(id, kind, keys)
        }
        let chevron = J.s("disclosureIndicator")
        let toggle = J.obj([("customView", J.obj([("id", J.s("switch")), ("width", J.n(51)), ("height", J.n(31))]))])
        return sceneJSON(
            traits, design: design, appearance: "insetGrouped",
            sections: [
                SectionSpec(
                    id: "account",
                    items: [
                        item(
                            "profile", "subtitleCell",
                            [
                                ("text", J.s("Ana Costa")), ("secondaryText", J.s("Apple ID, iCloud, Media & Purchases")),
                                ("accessories", J.arr([chevron])),
                            ])
                    ]),
                SectionSpec(
                    id: "connections", header: "Connections",
                    items: [
                        row("airplane", "valueCell", "Airplane Mode", nil, [toggle]),
                        row("wifi", "valueCell", "Wi-Fi", "Home", [chevron]),
                        row("bluetooth", "valueCell", "Bluetooth", "On", [chevron]),
                        row("cellular", "valueCell", "Mobile Data", nil, [chevron]),
                    ]),
                SectionSpec(
                    id: "alerts", header: "Alerts", footer: "Badges show the number of unread notifications.",
                    items: [
                        row("notifications", "valueCell", "Notifications", nil, [J.obj([("badge", J.n(3))]), chevron]),
                        row("sounds", "valueCell", "Sounds & Haptics", "Chime", [chevron]),
                        row("focus", "valueCell", "Focus", nil, [chevron]),
                    ]),
                SectionSpec(
                    id: "appearance", header: "Appearance",
                    items: [
                        row("automatic", "cell", "Automatic", nil, [J.s("checkmark")]),
                        row("light", "cell", "Light", nil, []),
                        row("dark", "cell", "Dark", nil, []),
                    ]),
            ])
    }

    /// A node of the outline screen: children show only under an expanded node.
    struct OutlineNode {
        var id: String
        var text: String
        var detail: String? = nil
        var expanded = false
        var children: [OutlineNode] = []
    }

    /// The outline's tree (what a section snapshot holds): two collapsed subtrees hide their children.
    static let outlineTree: [OutlineNode] = [
        OutlineNode(
            id: "projects", text: "Projects", expanded: true,
            children: [
                OutlineNode(
                    id: "projects-galley", text: "Galley", detail: "3 items", expanded: true,
                    children: [
                        OutlineNode(id: "projects-galley-docs", text: "Design notes"),
                        OutlineNode(
                            id: "projects-galley-goldens", text: "Goldens", expanded: false,
                            children: [
                                OutlineNode(id: "projects-galley-goldens-feed", text: "Feed")
                            ]),
                        OutlineNode(id: "projects-galley-bench", text: "Benchmarks"),
                    ]),
                OutlineNode(
                    id: "projects-atlas", text: "Atlas", detail: "12 items", expanded: false,
                    children: [
                        OutlineNode(id: "projects-atlas-maps", text: "Maps")
                    ]),
            ]),
        OutlineNode(id: "shared", text: "Shared with me", expanded: false, children: [OutlineNode(id: "shared-budget", text: "Budget")]),
        OutlineNode(id: "archive", text: "Archive", expanded: false, children: [OutlineNode(id: "archive-2025", text: "2025")]),
    ]

    /// The visible rows of `nodes` in order with their levels (children of collapsed rows hidden,
    /// like `NSDiffableDataSourceSectionSnapshot.visibleItems`).
    static func visibleRows(_ nodes: [OutlineNode], level: Int = 0) -> [(node: OutlineNode, level: Int)] {
        nodes.flatMap { n in [(n, level)] + (n.expanded ? visibleRows(n.children, level: level + 1) : []) }
    }

    /// An outline: rows indented by level (`indentationLevel`), outline disclosures pointing down
    /// when expanded, children of collapsed rows hidden.
    public static let outline = CatalogScreen(name: "outline", summary: "Outline: indented levels, expanded and collapsed rows with outline disclosures") {
        traits, design in
        let rows = visibleRows(outlineTree).map { row -> JSONValue in
            let n = row.node
            var keys: [(String, JSONValue)] = [("text", J.s(n.text))]
            if let detail = n.detail { keys.append(("secondaryText", J.s(detail))) }
            if !n.children.isEmpty {
                keys.append(("accessories", J.arr([J.obj([("outlineDisclosure", J.obj([("expanded", J.b(n.expanded))]))])])))
            }
            if row.level > 0 { keys.append(("indentationLevel", J.n(Double(row.level)))) }
            return item(n.id, n.detail == nil ? "cell" : "valueCell", keys)
        }
        return sceneJSON(
            traits, design: design, appearance: "insetGrouped",
            sections: [
                SectionSpec(id: "library", header: "Library", items: rows)
            ])
    }

    // MARK: - Content sections

    /// A header row, then `items` laid out by the content-section template `layout` (a
    /// `"layout": {"template": …}` object), with the sample native ads when `ads`.
    static func templateSections(_ media: SampleMedia, layout: JSONValue, ads: Bool, items: [JSONValue]) -> [SectionSpec] {
        [
            SectionSpec(
                id: "header", clearBackground: true, hideSeparators: true,
                items: [item("header-title", "sectionHeader", [("title", J.s(media.heading)), ("action", J.s("See All"))])]),
            SectionSpec(id: "cards", layout: layout, ads: ads ? AdPlacement().json : nil, clearBackground: true, items: items),
        ]
    }

    static func cardSection(
        _ media: SampleMedia, ads: Bool, template: String, prefix: String,
        keys: (SampleMedia.Entry) -> [(String, JSONValue)]
    ) -> [SectionSpec] {
        // Items leave `kind` out: the template's cell configuration picks the family.
        let content = media.entries.enumerated().map { i, e in J.obj([("id", J.s("\(prefix)\(i + 1)"))] + keys(e)) }
        var layout: [(String, JSONValue)] = [("template", J.s(template))]
        if template == "condensed" { layout += [("maximumItems", J.n(Double(content.count))), ("padding", J.n(12))] }
        return templateSections(media, layout: J.obj(layout), ads: ads, items: content)
    }

    /// The condensed template: a column of cards with a thumbnail, title and metadata; with `ads`,
    /// native ads at visible index 2 and then every 3 content cells (2 at most).
    public static func condensed(_ media: SampleMedia, ads: Bool) -> CatalogScreen {
        CatalogScreen(name: "condensed.\(media.rawValue)\(ads ? ".ads" : "")", summary: "Condensed cards of \(media.rawValue)\(ads ? " with native ads" : "")")
        { traits, design in
            sceneJSON(
                traits, design: design, appearance: "insetGrouped",
                sections: cardSection(media, ads: ads, template: "condensed", prefix: "c") { e in
                    [("title", J.s(e.title)), ("metadata", J.s(e.metadata)), ("image", J.s(SampleImages.source(e.image)))]
                })
        }
    }

    /// The enriched template: full-width image cards with subtitle, metadata and a toolbar.
    public static func enriched(_ media: SampleMedia, ads: Bool) -> CatalogScreen {
        CatalogScreen(name: "enriched.\(media.rawValue)\(ads ? ".ads" : "")", summary: "Enriched cards of \(media.rawValue)\(ads ? " with native ads" : "")") {
            traits, design in
            sceneJSON(
                traits, design: design, appearance: "insetGrouped",
                sections: cardSection(media, ads: ads, template: "enriched", prefix: "e") { e in
                    [
                        ("title", J.s(e.title)), ("subtitle", J.s(e.subtitle)), ("metadata", J.s(e.metadata)), ("image", J.s(SampleImages.source(e.image))),
                        ("share", J.b(true)), ("bookmark", J.b(true)), ("play", J.b(media.plays)),
                    ]
                })
        }
    }

    /// The visual grid template: two columns of tiles, each in the shortest column (no native ads:
    /// the grid template takes none — a half-width ad slot is not a layout it supports).
    public static func grid(_ media: SampleMedia) -> CatalogScreen {
        CatalogScreen(name: "grid.\(media.rawValue)", summary: "Visual grid of \(media.rawValue)") { traits, design in
            let tiles = media.entries.enumerated().map { i, e in
                J.obj([("id", J.s("g\(i + 1)")), ("title", J.s(e.short)), ("caption", J.s(e.metadata)), ("image", J.s(SampleImages.source(e.image)))])
            }
            return sceneJSON(
                traits, design: design, appearance: "insetGrouped",
                sections: templateSections(
                    media, layout: J.obj([("template", J.s("grid")), ("columns", J.n(2)), ("padding", J.n(10))]), ads: false, items: tiles))
        }
    }

    /// The story template: a strip of story bubbles (some seen) above condensed cards.
    public static func story(_ media: SampleMedia) -> CatalogScreen {
        CatalogScreen(name: "story.\(media.rawValue)", summary: "Story bubbles of \(media.rawValue)") { traits, design in
            let bubbles = media.entries.enumerated().map { i, e in
                J.obj([("id", J.s("s\(i + 1)")), ("caption", J.s(e.short)), ("image", J.s(SampleImages.source(e.image))), ("seen", J.b(i >= 3))])
            }
            let cards = media.entries.prefix(3).enumerated().map { i, e in
                J.obj([("id", J.s("c\(i + 1)")), ("title", J.s(e.title)), ("metadata", J.s(e.metadata)), ("image", J.s(SampleImages.source(e.image)))])
            }
            // The strip's tiles have a fixed size (the story template sizes nothing): tall enough
            // for the bubble and one caption line at the scene's text size.
            let tileHeight = traits.preferredContentSizeCategory.isAccessibilityCategory ? 136.0 : 104.0
            var sections = templateSections(
                media, layout: J.obj([("template", J.s("condensed")), ("maximumItems", J.n(Double(cards.count))), ("padding", J.n(12))]),
                ads: false, items: cards)
            sections.insert(
                SectionSpec(
                    id: "stories", layout: J.obj([("template", J.s("story")), ("itemWidth", J.n(76)), ("itemHeight", J.n(tileHeight))]),
                    clearBackground: true, items: bubbles), at: 1)
            return sceneJSON(traits, design: design, appearance: "insetGrouped", sections: sections)
        }
    }
}
