import Geometry
import Layout
import Raster
import Support
import Typesetting

// The design model as a version 2 file: `galley design --default` prints
// `DesignModel.default.jsonString()`. Reading the output back gives the same model.
extension DesignModel {
    /// The model's keys as JSON (galley 1's list variants, which only version 1 scene files set,
    /// are not written), with the element designs of `registry`'s families.
    public func jsonValue(registry: ContentRegistry = .standard) -> JSONValue {
        func n(_ d: Double) -> JSONValue { .number(d) }
        func insets(_ i: DirectionalEdgeInsets) -> JSONValue { .array([n(i.top), n(i.leading), n(i.bottom), n(i.trailing)]) }
        func hex(_ c: Color) -> JSONValue { .string(c.hexString) }
        func obj(_ m: [(String, JSONValue)]) -> JSONValue { .object(m.map { (key: $0.0, value: $0.1) }) }
        func strategy(_ s: LineBreakStrategy) -> JSONValue {
            if let named = Self.lineBreakStrategies.first(where: { $0.1 == s }) { return .string(named.0) }
            return .array(Self.lineBreakStrategies.filter { $0.1 != .standard && $0.1 != [] && s.contains($0.1) }.map { .string($0.0) })
        }
        func role(_ r: TextRole) -> JSONValue {
            var m: [(String, JSONValue)] = [("style", .string(r.style.rawValue))]
            if let w = r.weight { m.append(("weight", .string(w.rawValue))) }
            m += [
                ("color", .string(r.color)), ("numberOfLines", n(Double(r.numberOfLines))), ("lineBreakMode", .string(r.lineBreakMode.rawValue)),
                ("alignment", .string(r.alignment.rawValue)), ("transform", .string(r.transform.rawValue)),
            ]
            return obj(m)
        }
        let typography = obj(
            TextStyle.allCases.map { style in
                let d = self.typography.design(style)
                return (
                    style.rawValue,
                    obj([
                        ("family", .string(d.family)), ("weight", .string(d.weight.rawValue)), ("size", n(d.size)),
                        ("leading", n(d.leading)),
                        ("features", obj(d.features.map { ($0.tagName, n(Double($0.value))) })),
                        ("lineBreakStrategy", strategy(d.lineBreakStrategy)),
                    ])
                )
            })
        let colors = obj(
            self.colors.colors.keys.sorted().map { name in
                let c = self.colors.colors[name]!
                return (name.rawValue, c.light == c.dark ? hex(c.light) : obj([("light", hex(c.light)), ("dark", hex(c.dark))]))
            })
        let list = obj(
            ListContentVariant.allCases.filter { !$0.isLegacy }.map { v in
                let e = elements.list(v)
                var m: [(String, JSONValue)] = [
                    ("text", role(e.text)), ("secondaryText", role(e.secondaryText)), ("margins", insets(e.margins)),
                    ("imageToTextPadding", n(e.imageToTextPadding)),
                    ("textToSecondaryTextHorizontalPadding", n(e.textToSecondaryTextHorizontalPadding)),
                    ("textToSecondaryTextVerticalPadding", n(e.textToSecondaryTextVerticalPadding)),
                    ("prefersSideBySideTextAndSecondaryText", .bool(e.prefersSideBySideTextAndSecondaryText)),
                    ("minimumHeight", n(e.minimumHeight)), ("imageReservedWidth", n(e.imageReservedWidth)),
                    ("imageMaximumSize", .array([n(e.imageMaximumSize.width), n(e.imageMaximumSize.height)])),
                    ("imageCornerRadius", n(e.imageCornerRadius)),
                ]
                if let t = e.imageTint { m.append(("imageTint", .string(t))) }
                // Written only when not the default, so designs written before the key stay byte-identical.
                if e.axesPreservingSuperviewLayoutMargins != .horizontal {
                    m.append(("axesPreservingSuperviewLayoutMargins", .string(e.axesPreservingSuperviewLayoutMargins.name)))
                }
                return (v.rawValue, obj(m))
            })
        let a = elements.accessories
        let accessories = obj([
            ("spacing", n(a.spacing)), ("contentToAccessoryPadding", n(a.contentToAccessoryPadding)),
            ("disclosureTint", .string(a.disclosureTint)), ("tint", .string(a.tint)), ("labelColor", .string(a.labelColor)),
            ("labelStyle", .string(a.labelStyle.rawValue)), ("deleteTint", .string(a.deleteTint)),
            ("reorderTint", .string(a.reorderTint)), ("badgeTint", .string(a.badgeTint)),
            ("badgeTextColor", .string(a.badgeTextColor)),
        ])
        var separators: [(String, JSONValue)] = [("color", .string(self.separators.color))]
        if let l = self.separators.leadingInset { separators.append(("leadingInset", n(l))) }
        separators += [("trailingInset", n(self.separators.trailingInset)), ("visible", .bool(self.separators.visible))]
        return obj([
            ("version", n(Double(Self.knownVersions.last!))),
            ("typography", typography),
            ("colors", colors),
            (
                "spacing",
                obj([
                    ("layoutMargins", insets(spacing.layoutMargins)), ("padding", n(spacing.padding)),
                    ("interItem", n(spacing.interItem)), ("interSection", n(spacing.interSection)),
                ])
            ),
            (
                "shapes",
                obj([
                    ("radii", obj(shapes.radii.keys.sorted().map { ($0.rawValue, n(shapes.radii[$0]!)) })),
                    ("cornerCurve", .string(shapes.cornerCurve.rawValue)),
                ])
            ),
            ("borders", obj(borders.keys.sorted().map { ($0.rawValue, obj([("color", .string(borders[$0]!.color)), ("width", n(borders[$0]!.width))])) })),
            (
                "shadows",
                obj(
                    shadows.keys.sorted().map { k in
                        let s = shadows[k]!
                        return (
                            k.rawValue,
                            obj([
                                ("color", .string(s.color)), ("opacity", n(s.opacity)), ("radius", n(s.radius)),
                                ("offset", .array([n(s.offset.x), n(s.offset.y)])),
                            ])
                        )
                    })
            ),
            ("separators", obj(separators)),
            ("platform", .string(platform.rawValue)),
            ("rtl", obj([("mirroredImages", .array(rtl.mirroredImages.map { .string($0) })), ("mirrorsLayout", .bool(rtl.mirrorsLayout))])),
            (
                "elements",
                obj(
                    [("list", list), ("accessories", accessories)]
                        + registry.elementDesigns.map { ($0.designKey, elements[registered: $0].jsonValue(role: role)) })
            ),
        ])
    }

    /// `jsonValue()` as pretty-printed text (a design model file).
    public func jsonString(registry: ContentRegistry = .standard) -> String { jsonValue(registry: registry).serialized(pretty: true) }
}
