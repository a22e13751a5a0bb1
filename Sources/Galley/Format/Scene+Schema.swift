import Content
import Geometry
import Layout
import Support
import Typesetting

// The scene file's key tables: the scene decoders refuse keys these tables do not list, and
// `galley schema scene` prints them as JSON Schema (draft 2020-12), so the two cannot disagree.
extension Scene {
    typealias Field = JSONKeyTable.Field

    static let insets = DesignModel.insetsShape
    static let colorName = JSONShape.string
    static let point = DesignModel.pointShape

    // MARK: Version 1

    static let textV1Table = JSONKeyTable(
        "text.v1", "a version 1 text design: a fixed font, a color and line rules",
        [
            Field("family", .string, "the font family"),
            Field("weight", .choice(Font.Weight.allCases.map(\.rawValue)), "the font weight"),
            Field("italic", .boolean, "italic"),
            Field("size", .number(min: 0, max: 1000), "the point size (greater than 0)"),
            Field("color", DesignModel.hexColorShape, "#RRGGBB[AA]"),
            Field("numberOfLines", .integer(min: 0, max: 10_000), "the line limit (0: no limit)"),
            Field("lineBreakStrategy", DesignModel.lineBreakStrategyShape, "the line-break strategy"),
            Field("features", DesignModel.featuresShape, "OpenType feature settings"),
        ])
    static let cellDesignV1Table = JSONKeyTable(
        "cellDesign.v1", "a version 1 cell design",
        [
            Field("text", .object(textV1Table), "the primary text"),
            Field("secondaryText", .object(textV1Table), "the secondary text"),
            Field("insets", insets, "the cell's insets"),
            Field("textToSecondaryTextPadding", .number(min: 0, max: 1000), "the space between the texts"),
            Field("minimumHeight", .number(min: 0, max: 10_000), "the minimum height"),
            Field("backgroundColor", DesignModel.hexColorShape, "the cell background, #RRGGBB[AA]"),
        ])
    static let headerDesignV1Table = JSONKeyTable(
        "headerDesign.v1", "a version 1 header or footer design",
        [Field("text", .object(textV1Table), "the text"), Field("insets", insets, "the insets")])
    static let designV1Table = JSONKeyTable(
        "design.v1", "a version 1 design object (galley 1's screen)",
        [
            Field("backgroundColor", DesignModel.hexColorShape, "the screen background, #RRGGBB[AA]"),
            Field("cell", .object(cellDesignV1Table), "cells"),
            Field("header", .object(headerDesignV1Table), "section headers"),
            Field("footer", .object(headerDesignV1Table), "section footers"),
            Field("separatorColor", DesignModel.hexColorShape, "separators, #RRGGBB[AA]"),
            Field("sectionCornerRadius", .number(min: 0, max: 1000), "inset-grouped sections' corner radius"),
        ])
    static let listTable = JSONKeyTable(
        "list", "the scene's list style",
        [
            Field("appearance", .choice(ListStyle.Appearance.allCases.map(\.rawValue)), "the list appearance"),
            Field("showsSeparators", .boolean, "whether separators draw"),
        ])
    static let traitsV1Fields = [
        Field("width", .number(min: 0, max: 10_000), "the container width in points (greater than 0)"),
        Field("height", .number(min: 0, max: 100_000), "the container height in points (greater than 0; default: the content's)"),
        Field("scale", .integer(min: 1, max: 3), "the display scale"),
        Field("layoutDirection", .choice(LayoutDirection.allCases.map(\.rawValue)), "the layout direction"),
    ]
    static let traitsV1Table = JSONKeyTable("traits.v1", "the traits a version 1 scene renders with", traitsV1Fields)
    static let traitsTable = JSONKeyTable(
        "traits", "the traits the scene renders with",
        traitsV1Fields + [
            Field("userInterfaceStyle", .choice(UserInterfaceStyle.allCases.map(\.rawValue)), "light or dark"),
            Field("preferredContentSizeCategory", .choice(ContentSizeCategory.allCases.map(\.rawValue)), "the Dynamic Type size"),
            Field("contentViewLayoutMargins", insets, "the content view's layout margins"),
        ])
    static let gridTable = JSONKeyTable(
        "grid", "a grid of equal columns",
        [Field("columns", .integer(min: 1, max: 12), "the number of columns"), Field("spacing", .number(min: 0, max: 1000), "the spacing in points")])
    static let carouselTable = JSONKeyTable(
        "carousel", "a horizontal carousel",
        [Field("itemWidth", .number(min: 1, max: 10_000), "each item's width"), Field("spacing", .number(min: 0, max: 1000), "the spacing")])
    static let layoutV1Table = JSONKeyTable(
        "sectionLayout.v1", "a version 1 section layout: one of its keys",
        [Field("grid", .object(gridTable), "a grid"), Field("carousel", .object(carouselTable), "a carousel")], maxProperties: 1)
    static let itemV1Table = JSONKeyTable(
        "item.v1", "a version 1 item: a text cell",
        [
            Field("id", .string, "the item's identifier (default: section/index)"),
            Field("text", .string, "the text", required: true),
            Field("secondaryText", .string, "the secondary text"),
        ])
    static let sectionV1Fields = [
        Field("id", .string, "the section's identifier (default: section-N)"),
        Field("header", .string, "the header text"),
        Field("footer", .string, "the footer text"),
    ]
    static let sectionV1Table = JSONKeyTable(
        "section.v1", "a version 1 section",
        sectionV1Fields + [
            Field("layout", .anyOf([.constant(.string("list")), .object(layoutV1Table)]), "\"list\" or one layout object"),
            Field("items", .array(.object(itemV1Table)), "the items", required: true),
        ])
    static let policyFields = [
        Field("compare", .any, "golden policy: how the golden layer compares this scene (Golden catalog, GoldenPolicy)"),
        Field("ignore", .any, "golden policy: regions the golden layer ignores (Golden catalog, GoldenPolicy)"),
    ]
    static let sceneV1Table = JSONKeyTable(
        "scene.v1", "a version 1 scene",
        [
            Field("version", .constant(.number(1)), "the scene format version", required: true),
            Field("traits", .object(traitsV1Table), "the traits"),
            Field("list", .object(listTable), "the list style"),
            Field("design", .object(designV1Table), "galley 1's design values"),
            Field("sections", .array(.object(sectionV1Table)), "the sections (at least one)", required: true),
        ] + policyFields + [JSONKeyTable.schemaField])

    // MARK: Version 2: sections

    static let sectionSeparatorsTable = JSONKeyTable(
        "sectionSeparators", "the section's separators",
        [
            Field("visible", .boolean, "whether they draw"),
            Field("color", colorName, "a palette name or #RRGGBB[AA]"),
            Field("leadingInset", .number(min: 0, max: 10_000), "the leading inset"),
            Field("trailingInset", .number(min: 0, max: 10_000), "the trailing inset"),
        ])
    static let backgroundShadowTable = JSONKeyTable(
        "backgroundShadow", "the section background's shadow",
        [
            Field("color", colorName, "a palette name or #RRGGBB[AA]"),
            Field("opacity", .number(min: 0, max: 1), "the opacity"),
            Field("radius", .number(min: 0, max: 500), "the blur radius"),
            Field("offset", point, "the offset [x, y]"),
        ])
    static let backgroundTable = JSONKeyTable(
        "sectionBackground", "the section's background (UIBackgroundConfiguration's properties)",
        [
            Field("color", colorName, "a palette name or #RRGGBB[AA]"),
            Field("cornerRadius", .number(min: 0, max: 1000), "the corner radius"),
            Field("cornerCurve", .choice(["circular", "continuous"]), "the corner curve"),
            Field("strokeColor", colorName, "a palette name or #RRGGBB[AA]"),
            Field("strokeWidth", .number(min: 0, max: 100), "the stroke width"),
            Field("strokeOutset", .number(min: -100, max: 100), "the stroke outset"),
            Field("shadow", .object(backgroundShadowTable), "a shadow"),
            Field("insets", insets, "the background insets"),
        ])
    static let adsTable = JSONKeyTable(
        "ads", "native ads in a template or flow section",
        [
            Field("firstIndex", .integer(min: 0, max: 1_000_000), "the first ad's index", required: true),
            Field("frequency", .integer(min: 1, max: 1_000_000), "an ad every N items", required: true),
            Field("maximum", .integer(min: 0, max: 10_000), "at most this many ads"),
            Field("loaded", .array(.anyOf([.constant(.null), .reference("item.nativeAd")])), "each slot's ad (null: did not load)"),
        ])
    static let supplementaryTextTable = JSONKeyTable(
        "supplementaryText", "a supplementary drawn as text",
        [Field("text", .string, "the text", required: true), Field("secondaryText", .string, "the secondary text")])

    // MARK: Version 2: layouts

    static let sizeTable = JSONKeyTable(
        "size", "a size in points", [Field("width", .number(min: 1, max: 10_000), "the width"), Field("height", .number(min: 1, max: 10_000), "the height")])
    static let sizeShape = JSONShape.anyOf([.array(.number(min: 1, max: 10_000), count: 2), .object(sizeTable)])
    static let flowInsetsTable = JSONKeyTable(
        "flowInsets", "the section inset", ["top", "left", "bottom", "right"].map { Field($0, .number(min: 0, max: 10_000), "the \($0) inset") })
    static let flowTable = JSONKeyTable(
        "flow", "a flow layout (UICollectionViewFlowLayout's properties)",
        [
            Field("itemSize", sizeShape, "the item size"),
            Field("estimatedItemSize", sizeShape, "the estimated item size (self-sizing)"),
            Field("minimumLineSpacing", .number(min: 0, max: 10_000), "the line spacing"),
            Field("minimumInteritemSpacing", .number(min: 0, max: 10_000), "the inter-item spacing"),
            Field("sectionInset", .anyOf([.array(.number(min: 0, max: 10_000), count: 4), .object(flowInsetsTable)]), "[top, left, bottom, right]"),
        ])
    static let dimensionTable = JSONKeyTable(
        "dimension", "an NSCollectionLayoutDimension: one of its keys",
        [
            Field("fractionalWidth", .number(min: 0, max: 100), "a fraction of the container's width"),
            Field("fractionalHeight", .number(min: 0, max: 100), "a fraction of the container's height"),
            Field("absolute", .number(min: 0), "points"),
            Field("estimated", .number(min: 0), "an estimate in points"),
            Field("uniformAcrossSiblings", .number(min: 0), "an estimate, uniform across siblings"),
        ], maxProperties: 1)
    static let layoutSizeTable = JSONKeyTable(
        "layoutSize", "an NSCollectionLayoutSize",
        [Field("width", .object(dimensionTable), "the width", required: true), Field("height", .object(dimensionTable), "the height", required: true)])
    static let spacingTable = JSONKeyTable(
        "layoutSpacing", "an NSCollectionLayoutSpacing: one of its keys",
        [Field("fixed", .number(min: 0, max: 10_000), "fixed spacing"), Field("flexible", .number(min: 0, max: 10_000), "flexible spacing")],
        maxProperties: 1)
    static let edgeSpacingTable = JSONKeyTable(
        "edgeSpacing", "an NSCollectionLayoutEdgeSpacing",
        ["leading", "top", "trailing", "bottom"].map { Field($0, .object(spacingTable), "the \($0) spacing") })
    static let anchorTable = JSONKeyTable(
        "anchor", "an NSCollectionLayoutAnchor",
        [
            Field("edges", .array(.choice(["top", "leading", "bottom", "trailing", "all"])), "the edges", required: true),
            Field("absoluteOffset", point, "an offset in points"),
            Field("fractionalOffset", point, "an offset in fractions of the item's size"),
        ])
    static let supplementaryTable = JSONKeyTable(
        "supplementaryItem", "an NSCollectionLayoutSupplementaryItem",
        [
            Field("elementKind", .string, "the element kind", required: true),
            Field("size", .object(layoutSizeTable), "the size", required: true),
            Field("containerAnchor", .object(anchorTable), "where it sits", required: true),
            Field("zIndex", .integer(min: -1000, max: 1000), "the z-index"),
        ])
    static let itemTable = JSONKeyTable(
        "layoutItem", "an NSCollectionLayoutItem",
        [
            Field("size", .object(layoutSizeTable), "the size", required: true),
            Field("contentInsets", insets, "the content insets"),
            Field("edgeSpacing", .object(edgeSpacingTable), "the edge spacing"),
            Field("supplementaryItems", .array(.object(supplementaryTable)), "supplementary items"),
        ])
    static let subitemTable = JSONKeyTable(
        "subitem", "a group's subitem: an item or a nested group",
        [Field("item", .object(itemTable), "an item"), Field("group", .reference("group"), "a nested group")], maxProperties: 1)
    static let groupCommonFields = [
        Field("size", .object(layoutSizeTable), "the group's size", required: true),
        Field("contentInsets", insets, "the content insets"),
        Field("edgeSpacing", .object(edgeSpacingTable), "the edge spacing"),
        Field("supplementaryItems", .array(.object(supplementaryTable)), "supplementary items"),
    ]
    static let axisGroupTable = JSONKeyTable(
        "axisGroup", "a horizontal or vertical group",
        groupCommonFields + [
            Field("subitems", .array(.object(subitemTable)), "the subitems"),
            Field("repeatingSubitem", .object(subitemTable), "one subitem repeated count times"),
            Field("count", .integer(min: 1, max: maximumSubitems), "how often repeatingSubitem repeats"),
            Field("interItemSpacing", .object(spacingTable), "the spacing between subitems"),
        ])
    static let customItemTable = JSONKeyTable(
        "customItem", "a custom group's item",
        [
            Field("frame", .array(.number(min: 0, max: maximumLength), count: 4), "[x, y, width, height]", required: true),
            Field("zIndex", .integer(min: -1000, max: 1000), "the z-index"),
        ])
    static let customGroupTable = JSONKeyTable(
        "customGroup", "a custom group: items at fixed frames",
        groupCommonFields + [Field("frames", .array(.object(customItemTable)), "the items' frames", required: true)])
    static let groupTable = JSONKeyTable(
        "group", "an NSCollectionLayoutGroup: one of its keys",
        [
            Field("horizontal", .object(axisGroupTable), "a horizontal group"),
            Field("vertical", .object(axisGroupTable), "a vertical group"),
            Field("custom", .object(customGroupTable), "a custom group"),
        ], maxProperties: 1)
    static let boundaryTable = JSONKeyTable(
        "boundarySupplementaryItem", "an NSCollectionLayoutBoundarySupplementaryItem",
        [
            Field("elementKind", .string, "the element kind (header and footer show the section's)", required: true),
            Field("size", .object(layoutSizeTable), "the size", required: true),
            Field(
                "alignment", .choice(["top", "topLeading", "topTrailing", "bottom", "bottomLeading", "bottomTrailing", "leading", "trailing", "none"]),
                "the alignment", required: true),
            Field("absoluteOffset", point, "an offset in points"),
            Field("extendsBoundary", .boolean, "whether it extends the section"),
            Field("pinToVisibleBounds", .boolean, "whether it pins"),
            Field("zIndex", .integer(min: -1000, max: 1000), "the z-index"),
            Field("contentInsets", insets, "the content insets"),
        ])
    static let decorationBackgroundTable = JSONKeyTable(
        "decorationBackground", "a section background decoration",
        [
            Field("elementKind", .string, "the element kind", required: true),
            Field("contentInsets", insets, "the content insets"),
            Field("zIndex", .integer(min: -1000, max: 1000), "the z-index"),
            Field("cornerRadius", .number(min: 0, max: 1000), "the corner radius"),
            Field("color", DesignModel.hexColorShape, "#RRGGBB[AA] (default: the cell background)"),
        ])
    static let decorationTable = JSONKeyTable(
        "decorationItem", "an NSCollectionLayoutDecorationItem",
        [Field("background", .object(decorationBackgroundTable), "a background", required: true)])
    static let compositionalTable = JSONKeyTable(
        "compositional", "an NSCollectionLayoutSection",
        [
            Field("group", .object(groupTable), "the section's group", required: true),
            Field("contentInsets", insets, "the content insets"),
            Field("contentInsetsReference", .choice(["automatic", "none", "safeArea", "layoutMargins", "readableContent"]), "the insets' reference"),
            Field("interGroupSpacing", .number(min: 0, max: 10_000), "the spacing between groups"),
            Field(
                "orthogonalScrollingBehavior",
                .choice(["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]),
                "the orthogonal scrolling behaviour"),
            Field("boundarySupplementaryItems", .array(.object(boundaryTable)), "headers, footers and other boundary items"),
            Field("supplementariesFollowContentInsets", .boolean, "whether supplementaries follow the content insets"),
            Field("decorationItems", .array(.object(decorationTable)), "decoration items"),
        ])
    static let separatorConfigurationTable = JSONKeyTable(
        "separatorConfiguration", "a UIListSeparatorConfiguration",
        [
            Field("topSeparatorVisibility", .choice(["automatic", "visible", "hidden"]), "the top separator's visibility"),
            Field("bottomSeparatorVisibility", .choice(["automatic", "visible", "hidden"]), "the bottom separator's visibility"),
            Field("topSeparatorInsets", insets, "the top separator's insets"),
            Field("bottomSeparatorInsets", insets, "the bottom separator's insets"),
            Field("color", DesignModel.hexColorShape, "#RRGGBB[AA]"),
        ])
    static let listConfigurationTable = JSONKeyTable(
        "listConfiguration", "a UICollectionLayoutListConfiguration",
        [
            Field("appearance", .choice(["plain", "grouped", "insetGrouped", "sidebar"]), "the appearance"),
            Field("headerMode", .choice(["none", "supplementary", "firstItemInSection"]), "the header mode"),
            Field("footerMode", .choice(["none", "supplementary"]), "the footer mode"),
            Field("showsSeparators", .boolean, "whether separators draw"),
            Field("separatorConfiguration", .object(separatorConfigurationTable), "the separator configuration"),
            Field("backgroundColor", DesignModel.hexColorShape, "#RRGGBB[AA]"),
            Field("headerTopPadding", .number(min: 0, max: 10_000), "the space above headers"),
        ])
    static let layoutTable = JSONKeyTable(
        "sectionLayout", "a section layout: one of its keys (or a template, or \"list\")",
        [
            Field("grid", .object(gridTable), "a grid"),
            Field("carousel", .object(carouselTable), "a carousel"),
            Field("flow", .object(flowTable), "a flow layout"),
            Field("compositional", .object(compositionalTable), "a compositional section"),
            Field("list", .object(listConfigurationTable), "a list section"),
        ], maxProperties: 1)

    // MARK: Version 2: the scene

    /// An item of each kind the registry knows.
    static func itemShape(registry: ContentRegistry) -> JSONShape {
        .anyOf(registry.allKinds.map { .object($0.table) })
    }

    /// A version 2 scene's table, for `registry`'s kinds, templates and element designs: made
    /// once per registry (its identity changes with every family it registers), not per scene
    /// read (making it was two-fifths of reading a gallery scene).
    public static func sceneTable(registry: ContentRegistry) -> JSONKeyTable {
        if let made = sceneTables.withLock({ $0[registry.identity] }) { return made }
        let table = makeSceneTable(registry: registry)
        sceneTables.withLock { tables in
            // A few registries at a time (a process makes one, tests a handful at once).
            if tables.count >= 16 { tables.removeAll() }
            tables[registry.identity] = table
        }
        return table
    }

    private static let sceneTables = Locked<[Int: JSONKeyTable]>([:])

    private static func makeSceneTable(registry: ContentRegistry) -> JSONKeyTable {
        let templates = registry.templateNames.compactMap(registry.templateKind(named:)).map { JSONShape.object($0.table) }
        let section = JSONKeyTable(
            "section", "a section",
            sectionV1Fields + [
                Field("layout", .anyOf([.constant(.string("list")), .object(layoutTable)] + templates), "\"list\", one layout object or a template"),
                Field("items", .array(itemShape(registry: registry)), "the items (any kind the registry knows)", required: true),
                Field(
                    "headerKind", .choice(["header", "groupedHeader", "prominentInsetGroupedHeader", "extraProminentInsetGroupedHeader", "sidebarHeader"]),
                    "the header variant"),
                Field("footerKind", .choice(["footer", "groupedFooter"]), "the footer variant"),
                Field("background", .object(backgroundTable), "the section background"),
                Field("separators", .object(sectionSeparatorsTable), "the section's separators"),
                Field("ads", .object(adsTable), "native ads"),
                Field(
                    "supplementaries", .map(.anyOf([itemShape(registry: registry), .object(supplementaryTextTable)])),
                    "what supplementaries of each element kind show"),
            ])
        return JSONKeyTable(
            "scene", "a version 2 scene",
            [
                Field("version", .constant(.number(2)), "the scene format version", required: true),
                Field("traits", .object(traitsTable), "the traits"),
                Field("list", .object(listTable), "the list style"),
                Field(
                    "design", .anyOf([.string, .object(inlineDesignTable(registry: registry))]),
                    "a design file (relative to the scene; a token file too) or design keys over the built-in model"),
                Field("sections", .array(.object(section)), "the sections (at least one)", required: true),
            ] + policyFields + [JSONKeyTable.schemaField])
    }

    /// A scene's inline design: the design model's keys and `file`.
    static func inlineDesignTable(registry: ContentRegistry) -> JSONKeyTable {
        DesignModel.designTable(registry: registry).adding(
            [Field("file", .string, "a design file the keys apply over")], name: "sceneDesign")
    }

    /// The scene file as JSON Schema (`galley schema scene`): version 1 or 2.
    public static func jsonSchema(registry: ContentRegistry = .standard) -> JSONValue {
        JSONSchemaWriter.document(
            id: "https://galley.dev/schemas/scene.json", title: "Galley scene",
            summary: "A Galley scene file: traits, a design and sections of items (README, Scene format).",
            root: .anyOf([.object(sceneTable(registry: registry)), .object(sceneV1Table)]))
    }
}
