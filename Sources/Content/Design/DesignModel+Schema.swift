import Layout
import Support
import Typesetting

// The design model file's key tables: the decoder (DesignModel+JSON) refuses keys they do not
// list, and `galley schema design` prints them as JSON Schema, so the two cannot disagree.
extension DesignModel {
    /// `#RRGGBB` or `#RRGGBBAA`.
    public static let hexColorShape = JSONShape.string
    /// A palette name of the design model or `#RRGGBB[AA]`.
    public static let colorNameShape = JSONShape.string
    /// `[top, leading, bottom, trailing]` or an object of those keys.
    public static let insetsShape = JSONShape.anyOf([.array(.number(min: 0, max: 10_000), count: 4), .object(insetsTable)])
    static let insetsTable = JSONKeyTable(
        "insets", "directional edge insets in points (absent keys are 0)",
        ["top", "leading", "bottom", "trailing"].map { .init($0, .number(min: 0, max: 10_000), "the \($0) inset in points") })
    /// A line-break strategy name, or an array of names.
    public static let lineBreakStrategyShape: JSONShape = {
        let one = JSONShape.choice(lineBreakStrategies.map(\.0))
        return .anyOf([one, .array(one)])
    }()
    /// OpenType feature settings `{"tnum": 1}`.
    public static let featuresShape = JSONShape.map(.integer(min: 0, max: 0xFFFF))
    /// `[x, y]`.
    public static let pointShape = JSONShape.array(.number(min: -1000, max: 1000), count: 2)

    static let dynamicColorTable = JSONKeyTable(
        "dynamicColor", "a color per interface style (dark defaults to light)",
        [.init("light", hexColorShape, "the light-mode color, #RRGGBB[AA]"), .init("dark", hexColorShape, "the dark-mode color, #RRGGBB[AA]")])
    static let textStyleTable = JSONKeyTable(
        "textStyle", "a Dynamic Type text style's font at the default content size",
        [
            .init("family", .string, "the font family (a family of the fonts directory)"),
            .init("weight", .choice(Font.Weight.allCases.map(\.rawValue)), "the font weight"),
            .init("size", .number(min: 1, max: 1000), "the point size at the large content size category"),
            .init("leading", .number(min: 0, max: 2000), "the line height in points"),
            .init("features", featuresShape, "OpenType feature settings ({\"tnum\": 1})"),
            .init("lineBreakStrategy", lineBreakStrategyShape, "the line-break strategy"),
        ])
    /// A text role (`elements.*.text`): a text style and its overrides.
    public static let textRoleTable = JSONKeyTable(
        "textRole", "a text role: a Dynamic Type style, weight, color and line rules",
        [
            .init("style", .choice(TextStyle.allCases.map(\.rawValue)), "the Dynamic Type text style"),
            .init("weight", .choice(Font.Weight.allCases.map(\.rawValue)), "overrides the style's weight"),
            .init("color", colorNameShape, "a palette name or #RRGGBB[AA]"),
            .init("numberOfLines", .integer(min: 0, max: 10_000), "the line limit (0: no limit)"),
            .init("lineBreakMode", .choice(LineBreakMode.allCases.map(\.rawValue)), "how a line that does not fit ends"),
            .init("alignment", .choice(TextAlignment.allCases.map(\.rawValue)), "the text alignment"),
            .init("transform", .choice(TextProperties.Transform.allCases.map(\.rawValue)), "a case transform"),
        ])
    static let spacingTable = JSONKeyTable(
        "spacing", "spacing in points",
        [
            .init("layoutMargins", insetsShape, "the layout margins"),
            .init("padding", .number(min: 0, max: 1000), "the standard padding"),
            .init("interItem", .number(min: 0, max: 1000), "the space between items"),
            .init("interSection", .number(min: 0, max: 1000), "the space between sections"),
        ])
    static let shapesTable = JSONKeyTable(
        "shapes", "corner radii by shape role and the corner curve",
        [
            .init("radii", .map(.number(min: 0, max: 1000)), "corner radius in points by shape role (card, cell, …)"),
            .init("cornerCurve", .choice(["circular", "continuous"]), "the corner curve"),
        ])
    static let borderTable = JSONKeyTable(
        "border", "a border",
        [.init("color", colorNameShape, "a palette name or #RRGGBB[AA]"), .init("width", .number(min: 0, max: 100), "the width in points")])
    static let shadowTable = JSONKeyTable(
        "shadow", "a drop shadow",
        [
            .init("color", colorNameShape, "a palette name or #RRGGBB[AA]"),
            .init("opacity", .number(min: 0, max: 1), "the opacity"),
            .init("radius", .number(min: 0, max: 500), "the blur radius in points"),
            .init("offset", pointShape, "the offset [x, y] in points"),
        ])
    static let separatorsTable = JSONKeyTable(
        "separators", "list separators",
        [
            .init("color", colorNameShape, "a palette name or #RRGGBB[AA]"),
            .init("leadingInset", .number(min: 0, max: 10_000), "the leading inset in points"),
            .init("trailingInset", .number(min: 0, max: 10_000), "the trailing inset in points"),
            .init("visible", .boolean, "whether separators draw"),
        ])
    static let rtlTable = JSONKeyTable(
        "rtl", "right-to-left behaviour",
        [
            .init("mirroredImages", .array(.string), "image sources drawn mirrored in right-to-left layouts"),
            .init("mirrorsLayout", .boolean, "whether layouts mirror in right-to-left"),
        ])
    static let accessoriesTable = JSONKeyTable(
        "accessoriesDesign", "cell accessories",
        [
            .init("spacing", .number(min: 0, max: 100), "the space between accessories"),
            .init("contentToAccessoryPadding", .number(min: 0, max: 100), "the space between the content and the accessories"),
            .init("disclosureTint", colorNameShape, "the disclosure indicator's color"),
            .init("tint", colorNameShape, "the accessories' tint"),
            .init("labelColor", colorNameShape, "a label accessory's color"),
            .init("labelStyle", .choice(TextStyle.allCases.map(\.rawValue)), "a label accessory's text style"),
            .init("deleteTint", colorNameShape, "the delete control's color"),
            .init("reorderTint", colorNameShape, "the reorder control's color"),
            .init("badgeTint", colorNameShape, "a badge's color"),
            .init("badgeTextColor", colorNameShape, "a badge's text color"),
        ])
    static let listElementTable = JSONKeyTable(
        "listElement", "a list content variant's design (UIListContentConfiguration's properties)",
        [
            .init("text", .object(textRoleTable), "the primary text"),
            .init("secondaryText", .object(textRoleTable), "the secondary text"),
            .init("margins", insetsShape, "the directional layout margins"),
            .init("imageToTextPadding", .number(min: 0, max: 1000), "the space between image and text"),
            .init("textToSecondaryTextHorizontalPadding", .number(min: 0, max: 1000), "the space between texts side by side"),
            .init("textToSecondaryTextVerticalPadding", .number(min: 0, max: 1000), "the space between stacked texts"),
            .init("prefersSideBySideTextAndSecondaryText", .boolean, "whether the texts sit side by side when they fit"),
            .init("minimumHeight", .number(min: 0, max: 10_000), "the minimum height in points"),
            .init("imageReservedWidth", .number(min: 0, max: 1000), "the width reserved for an image"),
            .init("imageMaximumSize", .array(.number(min: 0, max: 10_000), count: 2), "the image's maximum size [width, height]"),
            .init("imageCornerRadius", .number(min: 0, max: 1000), "the image's corner radius"),
            .init("imageTint", colorNameShape, "the image's tint"),
            .init("axesPreservingSuperviewLayoutMargins", .choice(Axis.names.map(\.0)), "the axes that keep the superview's margins"),
        ])

    /// The `elements` object: the list variants, the accessories and every registered family's design.
    public static func elementsTable(registry: ContentRegistry) -> JSONKeyTable {
        let variants = ListContentVariant.allCases.filter { !$0.isLegacy }
        let list = JSONKeyTable(
            "elements.list", "the list family's content variants (UIListContentConfiguration's)",
            variants.map { .init($0.rawValue, .object(listElementTable), "the \($0.rawValue) variant") })
        return JSONKeyTable(
            "elements", "element designs by design key: each family's own values",
            [
                .init("list", .object(list), "list cells, headers and footers"),
                .init("accessories", .object(accessoriesTable), "cell accessories"),
            ] + registry.elementDesigns.map { .init($0.designKey, .object($0.table), "the \($0.designKey) family's design") })
    }

    /// The design object's keys (a file adds `"$schema"`; a scene's inline design adds `"file"`).
    public static func designTable(registry: ContentRegistry, name: String = "design") -> JSONKeyTable {
        JSONKeyTable(
            name, "a design model (version 2): every key optional over the built-in model",
            [
                .init("version", .constant(.number(2)), "the design model format version (required in a file)"),
                .init("typography", .object(typographyTable), "fonts by Dynamic Type text style"),
                .init("colors", .map(.anyOf([hexColorShape, .object(dynamicColorTable)])), "the palette: names to #RRGGBB[AA] or {light, dark}"),
                .init("spacing", .object(spacingTable), "spacing"),
                .init("shapes", .object(shapesTable), "corner radii and curve"),
                .init("borders", .map(.object(borderTable)), "borders by shape role"),
                .init("shadows", .map(.object(shadowTable)), "shadows by shape role"),
                .init("separators", .object(separatorsTable), "list separators"),
                .init("rtl", .object(rtlTable), "right-to-left behaviour"),
                .init(
                    "platform", .choice(ListPlatform.allCases.map(\.rawValue)),
                    "the platform whose list metrics apply (default iOS17; version 1 scenes always galley)"),
                .init("elements", .object(elementsTable(registry: registry)), "element designs by design key"),
            ])
    }

    static let typographyTable = JSONKeyTable(
        "typography", "fonts by Dynamic Type text style", TextStyle.allCases.map { .init($0.rawValue, .object(textStyleTable), "the \($0.rawValue) style") })

    /// The design model file's table: the design object and `"$schema"`.
    public static func fileTable(registry: ContentRegistry) -> JSONKeyTable {
        designTable(registry: registry).adding([JSONKeyTable.schemaField], name: "designFile")
    }

    /// The design model file as JSON Schema (`galley schema design`).
    public static func jsonSchema(registry: ContentRegistry = .standard) -> JSONValue {
        JSONSchemaWriter.document(
            id: "https://galley.dev/schemas/design.json", title: "Galley design model",
            summary: "A Galley design model file (version 2): typography, colors, spacing, shapes and element designs.",
            root: .object(fileTable(registry: registry)))
    }
}
