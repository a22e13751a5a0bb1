import Geometry
import Layout
import Support
import Typesetting

extension DesignModel {
    /// A palette name or `#RRGGBB[AA]` in `style`; nil when it is neither.
    public func color(_ name: String, _ style: UserInterfaceStyle) -> Color? {
        if name.hasPrefix("#") { return Color(hex: name) }
        return colors.color(ColorName(name), style)
    }

    /// `color`, falling back to magenta for a name the model does not have (validation refuses
    /// such names when a design is read, so only a design built in Swift can reach this).
    func resolvedColor(_ name: String, _ style: UserInterfaceStyle) -> Color {
        color(name, style) ?? Color(red: 0xFF, green: 0, blue: 0xFF)
    }

    /// A text role's properties for the environment's text size and appearance.
    public func textProperties(_ role: TextRole, environment: ContentEnvironment) -> TextProperties {
        let d = typography.design(role.style)
        if let font = role.font {
            return TextProperties(
                font: font, color: resolvedColor(role.color, environment.userInterfaceStyle), numberOfLines: role.numberOfLines,
                lineBreakMode: role.lineBreakMode, lineBreakStrategy: role.lineBreakStrategy ?? d.lineBreakStrategy,
                alignment: role.alignment, transform: role.transform)
        }
        return TextProperties(
            font: typography.font(role.style, category: environment.contentSizeCategory, weight: role.weight),
            color: resolvedColor(role.color, environment.userInterfaceStyle), numberOfLines: role.numberOfLines,
            lineBreakMode: role.lineBreakMode, lineBreakStrategy: role.lineBreakStrategy ?? d.lineBreakStrategy,
            alignment: role.alignment, transform: role.transform,
            lineHeight: typography.lineHeight(role.style, category: environment.contentSizeCategory))
    }

    /// The accessory design for the environment.
    public func accessoryDesign(environment: ContentEnvironment) -> AccessoryDesign {
        let a = elements.accessories
        let s = environment.userInterfaceStyle
        // The platform's padding before trailing accessories replaces the default one (a design
        // that sets its own keeps it, on both sides).
        var glyphs = platform.accessoryMetrics
        if a.contentToAccessoryPadding != AccessoryElementDesign().contentToAccessoryPadding { glyphs.contentToAccessoryPadding = nil }
        var design = AccessoryDesign(
            spacing: a.spacing, contentToAccessoryPadding: a.contentToAccessoryPadding,
            disclosureTint: resolvedColor(a.disclosureTint, s), tint: resolvedColor(a.tint, s),
            labelColor: resolvedColor(a.labelColor, s),
            labelFont: typography.font(a.labelStyle, category: environment.contentSizeCategory),
            deleteTint: resolvedColor(a.deleteTint, s), reorderTint: resolvedColor(a.reorderTint, s),
            badgeTint: resolvedColor(a.badgeTint, s), badgeTextColor: resolvedColor(a.badgeTextColor, s),
            contentSizeCategory: environment.contentSizeCategory)
        design.glyphs = glyphs
        return design
    }
}

extension ListContentConfiguration {
    /// The variant's configuration with its design part from `design` for `environment`
    /// (fonts scaled for the content size category, colors for the interface style) and no item.
    public static func variant(
        _ v: ListContentVariant, design model: DesignModel = .default,
        environment: ContentEnvironment = ContentEnvironment()
    ) -> ListContentConfiguration {
        let e = model.elements.list(v)
        if v.isLegacy {
            // Galley 1 drew texts only, in fixed fonts: no image, no accessories.
            let text = model.textProperties(e.text, environment: environment)
            return ListContentConfiguration(
                design: Design(
                    variant: v, textProperties: text,
                    secondaryTextProperties: v.isSupplementary ? text : model.textProperties(e.secondaryText, environment: environment),
                    directionalLayoutMargins: e.margins, textToSecondaryTextVerticalPadding: e.textToSecondaryTextVerticalPadding,
                    minimumHeight: e.minimumHeight, hasSeparatorGuide: !v.isSupplementary),
                item: Item())
        }
        let scale = TextStyleScale.body(environment.contentSizeCategory)
        let image = ImageProperties(
            reservedLayoutWidth: e.imageReservedWidth * scale, maximumSize: e.imageMaximumSize,
            cornerRadius: e.imageCornerRadius,
            tintColor: e.imageTint.map { model.resolvedColor($0, environment.userInterfaceStyle) },
            defaultSize: Size(width: 29 * scale, height: 29 * scale))
        var design = Design(
            variant: v, textProperties: model.textProperties(e.text, environment: environment),
            secondaryTextProperties: model.textProperties(e.secondaryText, environment: environment),
            imageProperties: image, directionalLayoutMargins: e.margins, imageToTextPadding: e.imageToTextPadding,
            textToSecondaryTextHorizontalPadding: e.textToSecondaryTextHorizontalPadding,
            textToSecondaryTextVerticalPadding: e.textToSecondaryTextVerticalPadding,
            prefersSideBySideTextAndSecondaryText: e.prefersSideBySideTextAndSecondaryText,
            minimumHeight: e.minimumHeight, accessories: model.accessoryDesign(environment: environment),
            hasSeparatorGuide: !v.isSupplementary)
        design.axesPreservingSuperviewLayoutMargins = e.axesPreservingSuperviewLayoutMargins
        // The platform's header and footer spacing replaces the default margins (a design that
        // sets its own keeps them): `ListMetrics.groupedHeaderVerticalMargins`.
        let metrics = model.platform.metrics
        let platformMargins = v == .groupedHeader ? metrics.groupedHeaderVerticalMargins : v == .groupedFooter ? metrics.groupedFooterVerticalMargins : nil
        if let p = platformMargins, e.margins == ElementDesigns.iOS17List[v]?.margins {
            design.directionalLayoutMargins.top = p.top
            design.directionalLayoutMargins.bottom = p.bottom
        }
        return ListContentConfiguration(design: design, item: Item())
    }

    /// `UIListContentConfiguration.cell()`.
    public static func cell(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.cell, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.subtitleCell()`.
    public static func subtitleCell(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.subtitleCell, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.valueCell()`.
    public static func valueCell(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.valueCell, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.sidebarCell()`.
    public static func sidebarCell(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.sidebarCell, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.header()`.
    public static func header(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.header, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.footer()`.
    public static func footer(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.footer, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.groupedHeader()`.
    public static func groupedHeader(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.groupedHeader, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.groupedFooter()`.
    public static func groupedFooter(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.groupedFooter, design: design, environment: environment)
    }
    /// `UIListContentConfiguration.prominentInsetGroupedHeader()`.
    public static func prominentInsetGroupedHeader(design: DesignModel = .default, environment: ContentEnvironment = .init()) -> Self {
        variant(.prominentInsetGroupedHeader, design: design, environment: environment)
    }

    /// The scene kinds of the list family: one per variant (`"kind": "valueCell"`).
    static var kinds: [ContentKind] {
        ListContentVariant.allCases.filter { !$0.isLegacy }.map { v in
            ContentKind(
                name: v.rawValue, family: family,
                keys: ["text", "secondaryText", "image", "accessories", "numberOfLines", "secondaryNumberOfLines", "indentationLevel"],
                shapes: [
                    "text": .string, "secondaryText": .string, "image": .anyOf([.string, .map(.any)]), "accessories": .array(.any),
                    "numberOfLines": .integer(min: 0, max: 10_000), "secondaryNumberOfLines": .integer(min: 0, max: 10_000),
                    "indentationLevel": .integer(min: 0, max: 32),
                ],
                sample: v.isSupplementary
                    ? .object([("text", .string("Section header text that is long enough to wrap onto a second line"))])
                    : .object([
                        ("text", .string("Wi-Fi network with a long name")), ("secondaryText", .string("Connected")),
                        ("image", .object([("source", .string("missing-icon.png")), ("width", .number(29)), ("height", .number(29))])),
                        (
                            "accessories",
                            .array([
                                .string("delete"), .object([("badge", .number(12))]), .object([("label", .string("On"))]),
                                .string("checkmark"), .string("detail"), .string("disclosureIndicator"),
                            ])
                        ),
                    ])
            ) {
                (json, context) throws(JSONDecodingError) in
                var c = ListContentConfiguration.variant(v, design: context.design, environment: context.environment)
                try c.decodeItem(json, context: context)
                return ElementContent(c)
            }
        }
    }

    /// Reads the item part (and the per-item line limits) from a scene item.
    mutating func decodeItem(_ json: JSONReader, context: ContentDecodingContext) throws(JSONDecodingError) {
        item.text = try json.optional("text")?.string()
        item.secondaryText = try json.optional("secondaryText")?.string()
        if let n = try json.optional("indentationLevel") { item.indentationLevel = try n.int(min: 0, max: 32) }
        if let n = try json.optional("numberOfLines") { design.textProperties.numberOfLines = try n.int(min: 0, max: 10_000) }
        if let n = try json.optional("secondaryNumberOfLines") { design.secondaryTextProperties.numberOfLines = try n.int(min: 0, max: 10_000) }
        if let i = try json.optional("image") {
            var image = try Self.decodeImage(i)
            // Directional images mirror under right-to-left when the design says so (by name).
            if !image.mirrorsInRightToLeft {
                image.mirrorsInRightToLeft = context.design.rtl.mirroredImages.contains { image.source.contains($0) }
            }
            item.image = image
        }
        if let a = try json.optional("accessories") {
            item.accessories = try a.elements().map { (r) throws(JSONDecodingError) in try Self.decodeAccessory(r, context: context) }
            // One accessory kind in both places at once is a mistake UIKit would not lay out.
            var seen: [String: CellAccessory.Placement] = [:]
            for (n, acc) in item.accessories.enumerated() {
                if let p = seen[acc.kind.name], p != acc.placement {
                    throw try a.elements()[n].fail("accessory \"\(acc.kind.name)\" is placed both leading and trailing; give it one placement")
                }
                seen[acc.kind.name] = acc.placement
            }
        }
    }

    /// `"icons/wifi.png"` or `{"source": "icons/wifi.png", "width": 29, "height": 29, "template": true,
    /// "contentMode": "aspectFill"}`.
    static func decodeImage(_ r: JSONReader) throws(JSONDecodingError) -> ContentImage {
        if case .string(let s) = r.value {
            guard !s.isEmpty else { throw r.fail("an image source must not be empty") }
            return ContentImage(source: s)
        }
        try r.allowOnly(["source", "width", "height", "template", "mirrorsInRightToLeft", "contentMode"])
        let source = try r.required("source").string()
        guard !source.isEmpty else { throw try r.required("source").fail("an image source must not be empty") }
        var size: Size? = nil
        if let w = try r.optional("width") {
            guard let h = try r.optional("height") else { throw r.fail("an image with a width needs a height") }
            size = Size(width: try w.double(min: 1, max: 10_000), height: try h.double(min: 1, max: 10_000))
        } else if try r.optional("height") != nil {
            throw r.fail("an image with a height needs a width")
        }
        var mode = ImageContentMode.aspectFit
        if let m = try r.optional("contentMode") { mode = ImageContentMode(rawValue: try m.oneOf(ImageContentMode.allCases.map(\.rawValue)))! }
        return ContentImage(
            source: source, size: size, isTemplate: try r.optional("template")?.bool() ?? false,
            mirrorsInRightToLeft: try r.optional("mirrorsInRightToLeft")?.bool() ?? false, contentMode: mode)
    }

    static let accessoryKinds = ["disclosureIndicator", "checkmark", "detail", "label", "outlineDisclosure", "badge", "delete", "reorder", "customView"]

    /// `"disclosureIndicator"`, `{"label": "On"}`, `{"badge": 3}`, `{"outlineDisclosure": {"expanded": true}}`,
    /// or any of them with options: `{"checkmark": {"placement": "leading", "tint": "systemGreen", "reservedWidth": "standard"}}`.
    static func decodeAccessory(_ r: JSONReader, context: ContentDecodingContext) throws(JSONDecodingError) -> CellAccessory {
        let name: String
        var options: JSONReader? = nil
        if case .string = r.value {
            name = try r.oneOf(accessoryKinds)
        } else {
            let members = try r.members()
            guard members.count == 1 else {
                throw r.fail("an accessory is one of \(accessoryKinds.map { "\"\($0)\"" }.joined(separator: ", ")), as a string or an object with one key")
            }
            name = members[0].key
            guard accessoryKinds.contains(name) else {
                throw r.fail("unknown accessory \"\(name)\" (expected one of \(accessoryKinds.joined(separator: ", ")))")
            }
            options = try r.required(name)
        }
        var kind: CellAccessory.Kind
        var placement: CellAccessory.Placement? = nil
        var tint: Color? = nil
        var reserved = CellAccessory.ReservedWidth.actual
        // The value of a label or badge may be given bare (`{"label": "On"}`, `{"badge": 3}`).
        var o = options
        switch name {
        case "label":
            if let v = o, case .string(let s) = v.value {
                kind = .label(s); o = nil
            } else {
                guard let v = o else { throw r.fail("a label accessory needs its text: {\"label\": \"On\"}") }
                kind = .label(try v.required("text").string())
            }
        case "badge":
            if let v = o, case .number = v.value {
                kind = .badge(try v.int(min: 0, max: 1_000_000)); o = nil
            } else {
                guard let v = o else { throw r.fail("a badge accessory needs its count: {\"badge\": 3}") }
                kind = .badge(try v.required("count").int(min: 0, max: 1_000_000))
            }
        case "outlineDisclosure": kind = .outlineDisclosure(isExpanded: try o?.optional("expanded")?.bool() ?? false)
        case "customView":
            guard let v = o else { throw r.fail("a customView accessory needs {\"id\", \"width\", \"height\"}") }
            kind = .customView(
                identifier: try v.required("id").string(),
                size: Size(width: try v.required("width").double(min: 1, max: 1000), height: try v.required("height").double(min: 1, max: 1000)))
        case "checkmark": kind = .checkmark
        case "detail": kind = .detail
        case "delete": kind = .delete
        case "reorder": kind = .reorder
        default: kind = .disclosureIndicator
        }
        if let o {
            var allowed: Set<String> = ["placement", "tint", "reservedWidth"]
            switch name {
            case "label": allowed.insert("text")
            case "badge": allowed.insert("count")
            case "outlineDisclosure": allowed.insert("expanded")
            case "customView": allowed.formUnion(["id", "width", "height"])
            default: break
            }
            try o.allowOnly(allowed)
            if let p = try o.optional("placement") { placement = CellAccessory.Placement(rawValue: try p.oneOf(["leading", "trailing"]))! }
            if let t = try o.optional("tint") {
                let s = try t.string()
                guard let c = context.design.color(s, context.environment.userInterfaceStyle) else {
                    throw t.fail("expected a color name of the design model or \"#RRGGBB[AA]\", found \"\(s)\"")
                }
                tint = c
            }
            if let w = try o.optional("reservedWidth") {
                if case .number = w.value {
                    reserved = .custom(try w.double(min: 0, max: 1000))
                } else {
                    reserved = try w.oneOf(["actual", "standard"]) == "standard" ? .standard : .actual
                }
            }
        }
        return CellAccessory(kind, placement: placement, tintColor: tint, reservedLayoutWidth: reserved)
    }
}
