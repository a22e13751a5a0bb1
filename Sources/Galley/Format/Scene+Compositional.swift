import Content
import Geometry
import Layout
import Support

// Compositional and configured-list sections in scene files (SceneFormat.md, "Compositional
// sections"): `"layout": {"compositional": {…}}` spells an `NSCollectionLayoutSection` with
// NSCollectionLayout's names, `"layout": {"list": {…}}` a `UICollectionLayoutListConfiguration`.
// Absurd values (negative or huge sizes, repeat counts, deep nesting) are refused here, with
// their JSON path, before anything is allocated for them.
extension Scene {
    /// Groups nest at most this deep (a section's group is depth 1).
    static let maximumGroupDepth = 8
    /// A group holds at most this many subitems (repeated or listed) or custom frames.
    static let maximumSubitems = 1000
    /// The largest length in points a size, offset or spacing may have.
    static let maximumLength = 100_000.0
    /// The most item slots one group may hold, nested groups and repeats multiplied out.
    static let maximumSlots = 10_000

    /// `{"group": GROUP, "contentInsets": …, "contentInsetsReference": …, "interGroupSpacing": …,
    /// "orthogonalScrollingBehavior": …, "boundarySupplementaryItems": […],
    /// "supplementariesFollowContentInsets": …, "decorationItems": […]}`.
    static func decodeCompositionalSection(_ c: JSONReader) throws(JSONDecodingError) -> CompositionalSection {
        try c.allowOnly(compositionalTable)
        var frames: [String] = []
        var section = LayoutSection(group: try decodeGroup(try c.required("group"), depth: 1, frames: &frames).group)
        if let i = try c.optional("contentInsets") { section.contentInsets = try DesignModel.decodeInsets(i) }
        if let r = try c.optional("contentInsetsReference") {
            let names: [ContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
            section.contentInsetsReference = ContentInsetsReference(rawValue: try r.oneOf(names.map(\.rawValue)))!
        }
        if let s = try c.optional("interGroupSpacing") { section.interGroupSpacing = try s.double(min: 0, max: 10_000) }
        if let o = try c.optional("orthogonalScrollingBehavior") {
            let names: [OrthogonalScrollingBehavior] = [
                .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ]
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(rawValue: try o.oneOf(names.map(\.rawValue)))!
        }
        if let f = try c.optional("supplementariesFollowContentInsets") { section.supplementaryContentInsetsFollowContentInsets = try f.bool() }
        if let b = try c.optional("boundarySupplementaryItems") {
            section.boundarySupplementaryItems = try limited(b).map(decodeBoundarySupplementary)
        }
        if let d = try c.optional("decorationItems") { section.decorationItems = try limited(d).map(decodeDecoration) }
        // A custom group's frames are its provider's whole behaviour: equal frames, equal sections.
        return frames.isEmpty ? CompositionalSection(section) : CompositionalSection(section, closureIdentity: frames.joined(separator: ";"))
    }

    /// The elements of an array of at most `maximumSubitems`.
    static func limited(_ a: JSONReader) throws(JSONDecodingError) -> [JSONReader] {
        let e = try a.elements()
        guard e.count <= maximumSubitems else { throw a.fail("at most \(maximumSubitems) entries, found \(e.count)") }
        return e
    }

    /// `{"horizontal": {…}}`, `{"vertical": {…}}` or `{"custom": {…}}`: a group's arrangement
    /// and, inside, its `size`, `subitems` (or `repeatingSubitem` and `count`; a custom group's
    /// `frames`), `interItemSpacing`, `contentInsets`, `edgeSpacing` and `supplementaryItems`.
    /// `frames` collects custom groups' frames (they identify the section's providers).
    /// Returns the group and its item slots (nested groups and repeats multiplied out).
    static func decodeGroup(_ g: JSONReader, depth: Int, frames: inout [String]) throws(JSONDecodingError) -> (group: LayoutGroup, slots: Int) {
        guard depth <= maximumGroupDepth else { throw g.fail("groups nest at most \(maximumGroupDepth) deep") }
        let members = try g.members()
        guard members.count == 1, let kind = members.first?.key else {
            throw g.fail("expected one of {\"horizontal\": {…}}, {\"vertical\": {…}} or {\"custom\": {…}}, found \(members.count) keys")
        }
        let body = try g.required(kind)
        var group: LayoutGroup
        var slots: Int
        groupTable.noteRead()
        switch try JSONReader(.string(kind), path: body.path).oneOf(groupTable.fields.map(\.name)) {
        case "custom":
            try body.allowOnly(customGroupTable)
            let items = try limited(try body.required("frames")).map(decodeCustomItem)
            frames.append(items.map { "\($0.frame)@\($0.zIndex)" }.joined(separator: ","))
            slots = items.count
            group = LayoutGroup.custom(layoutSize: try decodeLayoutSize(try body.required("size"))) { _ in items }
        case let axis:
            try body.allowOnly(axisGroupTable)
            let size = try decodeLayoutSize(try body.required("size"))
            let horizontal = axis == "horizontal"
            if let r = try body.optional("repeatingSubitem") {
                if let s = try body.optional("subitems") { throw s.fail("give either \"subitems\" or \"repeatingSubitem\" and \"count\", not both") }
                let count = try body.required("count").int(min: 1, max: maximumSubitems)
                let (subitem, each) = try decodeSubitem(r, depth: depth, frames: &frames)
                slots = count * each  // at most 1000 × 10,000
                switch subitem {
                case .item(let i):
                    group =
                        horizontal
                        ? .horizontal(layoutSize: size, repeatingSubitem: i, count: count)
                        : .vertical(layoutSize: size, repeatingSubitem: i, count: count)
                case .group(let n):
                    group =
                        horizontal
                        ? .horizontal(layoutSize: size, repeatingSubitem: n, count: count)
                        : .vertical(layoutSize: size, repeatingSubitem: n, count: count)
                }
            } else {
                if let n = try body.optional("count") { throw n.fail("\"count\" goes with \"repeatingSubitem\"") }
                let list = try body.required("subitems")
                let subitems = try limited(list)
                guard !subitems.isEmpty else { throw list.fail("a group needs at least one subitem, found none") }
                var decoded: [LayoutGroupSubitem] = []
                slots = 0
                for s in subitems {
                    let (subitem, each) = try decodeSubitem(s, depth: depth, frames: &frames)
                    decoded.append(subitem)
                    slots += each  // at most 1000 × 10,000
                }
                group = horizontal ? .horizontal(layoutSize: size, subitems: decoded) : .vertical(layoutSize: size, subitems: decoded)
            }
            if let s = try body.optional("interItemSpacing") { group.interItemSpacing = try decodeSpacing(s) }
        }
        // Repeats multiply: refuse a group of more slots than any screen shows before the
        // groups that nest it copy it again.
        guard slots <= maximumSlots else {
            throw g.fail("the group holds \(slots) item slots, nested groups and repeats multiplied out; at most \(maximumSlots)")
        }
        if let i = try body.optional("contentInsets") { group.contentInsets = try DesignModel.decodeInsets(i) }
        if let e = try body.optional("edgeSpacing") { group.edgeSpacing = try decodeEdgeSpacing(e) }
        if let s = try body.optional("supplementaryItems") { group.supplementaryItems = try limited(s).map(decodeSupplementary) }
        return (group, slots)
    }

    /// `{"item": {…}}` or `{"group": GROUP}` (a nested group, one level deeper).
    static func decodeSubitem(_ s: JSONReader, depth: Int, frames: inout [String]) throws(JSONDecodingError) -> (LayoutGroupSubitem, slots: Int) {
        try s.allowOnly(subitemTable)
        if let i = try s.optional("item") {
            if try s.optional("group") != nil { throw s.fail("a subitem is an \"item\" or a \"group\", not both") }
            return (.item(try decodeItem(i)), 1)
        }
        guard let g = try s.optional("group") else { throw s.fail("expected {\"item\": {…}} or {\"group\": {…}}") }
        let (group, slots) = try decodeGroup(g, depth: depth + 1, frames: &frames)
        return (.group(group), slots)
    }

    /// `{"size": SIZE, "contentInsets": …, "edgeSpacing": …, "supplementaryItems": […]}`.
    static func decodeItem(_ i: JSONReader) throws(JSONDecodingError) -> LayoutItem {
        try i.allowOnly(itemTable)
        var item = LayoutItem(layoutSize: try decodeLayoutSize(try i.required("size")))
        if let c = try i.optional("contentInsets") { item.contentInsets = try DesignModel.decodeInsets(c) }
        if let e = try i.optional("edgeSpacing") { item.edgeSpacing = try decodeEdgeSpacing(e) }
        if let s = try i.optional("supplementaryItems") { item.supplementaryItems = try limited(s).map(decodeSupplementary) }
        return item
    }

    /// `{"frame": [x, y, width, height], "zIndex": 0}` (a custom group's item, in points from the
    /// group's top-leading corner).
    static func decodeCustomItem(_ f: JSONReader) throws(JSONDecodingError) -> LayoutGroupCustomItem {
        try f.allowOnly(customItemTable)
        let r = try f.required("frame")
        let e = try r.elements()
        guard e.count == 4 else { throw r.fail("expected 4 numbers [x, y, width, height], found \(e.count)") }
        let frame = Rect(
            x: try e[0].double(min: 0, max: maximumLength), y: try e[1].double(min: 0, max: maximumLength),
            width: try e[2].double(min: 0, max: maximumLength), height: try e[3].double(min: 0, max: maximumLength))
        return LayoutGroupCustomItem(frame: frame, zIndex: try f.optional("zIndex")?.int(min: -1000, max: 1000) ?? 0)
    }

    /// `{"width": DIMENSION, "height": DIMENSION}`, like `NSCollectionLayoutSize`.
    static func decodeLayoutSize(_ s: JSONReader) throws(JSONDecodingError) -> LayoutSize {
        try s.allowOnly(layoutSizeTable)
        return LayoutSize(widthDimension: try decodeDimension(try s.required("width")), heightDimension: try decodeDimension(try s.required("height")))
    }

    /// `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": pt}`, `{"estimated": pt}`
    /// or `{"uniformAcrossSiblings": pt}` (its estimate), like `NSCollectionLayoutDimension`.
    static func decodeDimension(_ d: JSONReader) throws(JSONDecodingError) -> LayoutDimension {
        dimensionTable.noteRead()
        let names = dimensionTable.fields.map(\.name)
        let members = try d.members()
        guard members.count == 1, let key = members.first?.key else {
            throw d.fail("expected one of \(names.map { "{\"\($0)\": …}" }.joined(separator: ", ")), found \(members.count) keys")
        }
        _ = try JSONReader(.string(key), path: d.path).oneOf(names)
        let v = try d.required(key)
        switch key {
        case "fractionalWidth": return .fractionalWidth(try fraction(v))
        case "fractionalHeight": return .fractionalHeight(try fraction(v))
        case "absolute": return .absolute(try length(v))
        case "estimated": return .estimated(try length(v))
        default: return .uniformAcrossSiblings(estimate: try length(v))
        }
    }

    /// A fraction of a container: greater than 0, at most 100.
    static func fraction(_ v: JSONReader) throws(JSONDecodingError) -> Double {
        let f = try v.double(min: 0, max: 100)
        guard f > 0 else { throw v.fail("a fraction must be greater than 0, found 0") }
        return f
    }

    /// A length in points: greater than 0, at most `maximumLength`.
    static func length(_ v: JSONReader) throws(JSONDecodingError) -> Double {
        let l = try v.double(min: 0, max: maximumLength)
        guard l > 0 else { throw v.fail("a length must be greater than 0, found 0") }
        return l
    }

    /// `{"fixed": pt}` or `{"flexible": pt}`, like `NSCollectionLayoutSpacing`.
    static func decodeSpacing(_ s: JSONReader) throws(JSONDecodingError) -> LayoutSpacing {
        let members = try s.members()
        guard members.count == 1, let key = members.first?.key else {
            throw s.fail("expected {\"fixed\": …} or {\"flexible\": …}, found \(members.count) keys")
        }
        spacingTable.noteRead()
        _ = try JSONReader(.string(key), path: s.path).oneOf(spacingTable.fields.map(\.name))
        let v = try s.required(key).double(min: 0, max: 10_000)
        return key == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// `{"leading": SPACING, "top": …, "trailing": …, "bottom": …}`, like `NSCollectionLayoutEdgeSpacing`.
    static func decodeEdgeSpacing(_ e: JSONReader) throws(JSONDecodingError) -> EdgeSpacing {
        try e.allowOnly(edgeSpacingTable)
        return EdgeSpacing(
            leading: try e.optional("leading").map(decodeSpacing), top: try e.optional("top").map(decodeSpacing),
            trailing: try e.optional("trailing").map(decodeSpacing), bottom: try e.optional("bottom").map(decodeSpacing))
    }

    /// `{"elementKind": KIND, "size": SIZE, "containerAnchor": ANCHOR, "zIndex": 1}`, like
    /// `NSCollectionLayoutSupplementaryItem(layoutSize:elementKind:containerAnchor:)`.
    static func decodeSupplementary(_ s: JSONReader) throws(JSONDecodingError) -> LayoutSupplementaryItem {
        try s.allowOnly(supplementaryTable)
        var item = LayoutSupplementaryItem(
            layoutSize: try decodeLayoutSize(try s.required("size")), elementKind: try elementKind(try s.required("elementKind")),
            containerAnchor: try decodeAnchor(try s.required("containerAnchor")))
        if let z = try s.optional("zIndex") { item.zIndex = try z.int(min: -1000, max: 1000) }
        return item
    }

    /// A non-empty element kind.
    static func elementKind(_ k: JSONReader) throws(JSONDecodingError) -> String {
        let kind = try k.string()
        guard !kind.isEmpty, kind.utf8.count <= 200 else { throw k.fail("an element kind is 1 to 200 bytes, found \(kind.utf8.count)") }
        return kind
    }

    /// `{"edges": ["top", "trailing"], "absoluteOffset": [x, y]}` or with `"fractionalOffset"`,
    /// like `NSCollectionLayoutAnchor(edges:absoluteOffset:)` / `(edges:fractionalOffset:)`.
    static func decodeAnchor(_ a: JSONReader) throws(JSONDecodingError) -> LayoutAnchor {
        try a.allowOnly(anchorTable)
        var edges: DirectionalRectEdge = []
        let names: [(String, DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing), ("all", .all)]
        for e in try a.required("edges").elements() {
            let name = try e.oneOf(names.map(\.0))
            edges.formUnion(names.first { $0.0 == name }!.1)
        }
        let absolute = try a.optional("absoluteOffset")
        if let f = try a.optional("fractionalOffset") {
            if absolute != nil { throw f.fail("give either \"absoluteOffset\" or \"fractionalOffset\", not both") }
            return LayoutAnchor(edges: edges, fractionalOffset: try DesignModel.decodePoint(f))
        }
        return LayoutAnchor(edges: edges, absoluteOffset: try absolute.map(DesignModel.decodePoint) ?? .zero)
    }

    /// `{"elementKind": "header", "size": SIZE, "alignment": "top", "absoluteOffset": [x, y],
    /// "extendsBoundary": true, "pinToVisibleBounds": false, "zIndex": 1, "contentInsets": …}`,
    /// like `NSCollectionLayoutBoundarySupplementaryItem`. Kinds `header` and `footer` show the
    /// section's `header` and `footer` text.
    static func decodeBoundarySupplementary(_ b: JSONReader) throws(JSONDecodingError) -> LayoutBoundarySupplementaryItem {
        try b.allowOnly(boundaryTable)
        let alignments: [RectAlignment] = [.top, .topLeading, .topTrailing, .bottom, .bottomLeading, .bottomTrailing, .leading, .trailing, .none]
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: try decodeLayoutSize(try b.required("size")), elementKind: try elementKind(try b.required("elementKind")),
            alignment: RectAlignment(rawValue: try b.required("alignment").oneOf(alignments.map(\.rawValue)))!,
            absoluteOffset: try b.optional("absoluteOffset").map(DesignModel.decodePoint) ?? .zero)
        if let e = try b.optional("extendsBoundary") { item.extendsBoundary = try e.bool() }
        if let p = try b.optional("pinToVisibleBounds") { item.pinToVisibleBounds = try p.bool() }
        if let z = try b.optional("zIndex") { item.zIndex = try z.int(min: -1000, max: 1000) }
        if let i = try b.optional("contentInsets") { item.contentInsets = try DesignModel.decodeInsets(i) }
        return item
    }

    /// `{"background": {"elementKind": KIND, "contentInsets": …, "zIndex": -1, "cornerRadius": 12,
    /// "color": "#RRGGBB[AA]"}}`, like `NSCollectionLayoutDecorationItem.background(elementKind:)`
    /// (a background without a color fills with the scene's cell background).
    static func decodeDecoration(_ d: JSONReader) throws(JSONDecodingError) -> LayoutDecorationItem {
        try d.allowOnly(decorationTable)
        let b = try d.required("background")
        try b.allowOnly(decorationBackgroundTable)
        var item = LayoutDecorationItem.background(elementKind: try elementKind(try b.required("elementKind")))
        if let i = try b.optional("contentInsets") { item.contentInsets = try DesignModel.decodeInsets(i) }
        if let z = try b.optional("zIndex") { item.zIndex = try z.int(min: -1000, max: 1000) }
        if let r = try b.optional("cornerRadius") { item.cornerRadius = try r.double(min: 0, max: 1000) }
        if let c = try b.optional("color") { item.color = try DesignModel.decodeColor(c) }
        return item
    }

    /// `{"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "none",
    /// "showsSeparators": true, "separatorConfiguration": {…}, "backgroundColor": "#…",
    /// "headerTopPadding": 0}`, like `UICollectionLayoutListConfiguration` (defaults are its own:
    /// `headerMode` and `footerMode` `none`).
    static func decodeListConfiguration(_ l: JSONReader) throws(JSONDecodingError) -> ListSectionConfiguration {
        try l.allowOnly(listConfigurationTable)
        let appearances: [ListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar]
        let appearance = try l.optional("appearance").map { (a) throws(JSONDecodingError) in
            ListConfiguration.Appearance(rawValue: try a.oneOf(appearances.map(\.rawValue)))!
        }
        var c = ListConfiguration(appearance: appearance ?? .plain)
        if let h = try l.optional("headerMode") {
            let modes: [ListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
            c.headerMode = ListConfiguration.HeaderMode(rawValue: try h.oneOf(modes.map(\.rawValue)))!
        }
        if let f = try l.optional("footerMode") {
            let modes: [ListConfiguration.FooterMode] = [.none, .supplementary]
            c.footerMode = ListConfiguration.FooterMode(rawValue: try f.oneOf(modes.map(\.rawValue)))!
        }
        if let s = try l.optional("showsSeparators") { c.showsSeparators = try s.bool() }
        if let s = try l.optional("separatorConfiguration") {
            try s.allowOnly(separatorConfigurationTable)
            let visibilities: [ListSeparatorConfiguration.Visibility] = [.automatic, .visible, .hidden]
            if let v = try s.optional("topSeparatorVisibility") {
                c.separatorConfiguration.topSeparatorVisibility = ListSeparatorConfiguration.Visibility(rawValue: try v.oneOf(visibilities.map(\.rawValue)))!
            }
            if let v = try s.optional("bottomSeparatorVisibility") {
                c.separatorConfiguration.bottomSeparatorVisibility = ListSeparatorConfiguration.Visibility(
                    rawValue: try v.oneOf(visibilities.map(\.rawValue)))!
            }
            if let i = try s.optional("topSeparatorInsets") { c.separatorConfiguration.topSeparatorInsets = try DesignModel.decodeInsets(i) }
            if let i = try s.optional("bottomSeparatorInsets") { c.separatorConfiguration.bottomSeparatorInsets = try DesignModel.decodeInsets(i) }
            if let v = try s.optional("color") { c.separatorConfiguration.color = try DesignModel.decodeColor(v) }
        }
        if let b = try l.optional("backgroundColor") { c.backgroundColor = try DesignModel.decodeColor(b) }
        if let p = try l.optional("headerTopPadding") { c.headerTopPadding = try p.double(min: 0, max: 10_000) }
        return ListSectionConfiguration(c)
    }

    /// `{"badge": {"text": "New"}, "rating": {"kind": "valueCell", …}}`: what a compositional
    /// section's supplementaries of each kind show (`SectionContent.supplementaries`). An entry
    /// with `kind` is an item of that content kind (checked now against the registry, decoded
    /// again at render time with the render's traits); one without is text (`text`,
    /// `secondaryText`) drawn as text cells are.
    static func decodeSupplementaryContents(
        _ m: JSONReader, sectionID: String, scene: Scene, registry: ContentRegistry
    ) throws(JSONDecodingError) -> [String: SceneItem] {
        var out: [String: SceneItem] = [:]
        for (key, _) in try m.members() {
            let e = try m.required(key)
            guard key != "header", key != "footer" else {
                throw e.fail("the \"\(key)\" kind shows the section's \"\(key)\"; give it there")
            }
            if let k = try e.optional("kind") {
                let kind = try k.string()
                let context = ContentDecodingContext(design: scene.design, environment: scene.traits.contentEnvironment, item: "\(sectionID)#\(key)")
                _ = try registry.decode(kind: kind, item: e, context: context)
                out[key] = SceneItem(kind: kind, json: e, state: try e.optional("state").map(decodeState) ?? .normal)
            } else {
                try e.allowOnly(supplementaryTextTable)
                out[key] = SceneItem(text: try e.required("text").string(), secondaryText: try e.optional("secondaryText")?.string())
            }
        }
        return out
    }
}
