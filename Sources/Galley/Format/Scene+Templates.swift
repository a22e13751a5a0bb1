import Content
import Geometry
import Layout
import Support

// Template sections, flow sections and native ads in scene files (README, "Templates and
// native ads in scenes"): `"layout": {"template": "condensed", …options}`,
// `"layout": {"flow": {…}}` and `"ads": {"firstIndex": 2, "frequency": 5, "maximum": 3, "loaded": […]}`.
extension Scene {
    /// Layouts that take native ads, in the order errors name them.
    static let layoutsWithAds = ["condensed", "enriched", "flow"]

    /// `{"itemSize": [w, h], "estimatedItemSize": [w, h], "minimumLineSpacing": 10,
    /// "minimumInteritemSpacing": 10, "sectionInset": [top, left, bottom, right]}`, like
    /// `UICollectionViewFlowLayout`'s properties.
    static func decodeFlow(_ f: JSONReader) throws(JSONDecodingError) -> FlowSectionTemplate {
        try f.allowOnly(flowTable)
        var t = FlowSectionTemplate()
        if let s = try f.optional("itemSize") { t.itemSize = try decodeSize(s) }
        if let s = try f.optional("estimatedItemSize") { t.estimatedItemSize = try decodeSize(s) }
        if let v = try f.optional("minimumLineSpacing") { t.minimumLineSpacing = try v.double(min: 0, max: 1000) }
        if let v = try f.optional("minimumInteritemSpacing") { t.minimumInteritemSpacing = try v.double(min: 0, max: 1000) }
        if let i = try f.optional("sectionInset") {
            if case .array = i.value {
                let e = try i.elements()
                guard e.count == 4 else { throw i.fail("expected 4 numbers [top, left, bottom, right], found \(e.count)") }
                t.sectionInset = EdgeInsets(
                    top: try e[0].double(min: 0, max: 10_000), left: try e[1].double(min: 0, max: 10_000),
                    bottom: try e[2].double(min: 0, max: 10_000), right: try e[3].double(min: 0, max: 10_000))
            } else {
                try i.allowOnly(flowInsetsTable)
                t.sectionInset = EdgeInsets(
                    top: try i.optional("top")?.double(min: 0, max: 10_000) ?? 0,
                    left: try i.optional("left")?.double(min: 0, max: 10_000) ?? 0,
                    bottom: try i.optional("bottom")?.double(min: 0, max: 10_000) ?? 0,
                    right: try i.optional("right")?.double(min: 0, max: 10_000) ?? 0)
            }
        }
        return t
    }

    /// `[width, height]` or `{"width": …, "height": …}` in points.
    static func decodeSize(_ s: JSONReader) throws(JSONDecodingError) -> Size {
        if case .array = s.value {
            let e = try s.elements()
            guard e.count == 2 else { throw s.fail("expected 2 numbers [width, height], found \(e.count)") }
            return Size(width: try e[0].double(min: 1, max: 10_000), height: try e[1].double(min: 1, max: 10_000))
        }
        try s.allowOnly(sizeTable)
        return Size(width: try s.required("width").double(min: 1, max: 10_000), height: try s.required("height").double(min: 1, max: 10_000))
    }

    /// The kind of the item at content position `index` of a template section: the one the
    /// template's cell configuration picks. nil for sections the scene's items choose freely.
    static func templateContentKind(
        _ layout: SectionLayout, index: Int, registry: ContentRegistry = .standard
    ) -> (kind: String, cellKind: String, template: String)? {
        guard case .template(let t) = layout else { return nil }
        let cellKind = t.layout.cellConfiguration(forItemAt: index).cellKind
        return SectionTemplate.contentKind(forCellKind: cellKind, registry: registry).map { ($0, cellKind, t.name) }
    }

    /// `{"firstIndex": 2, "frequency": 5, "maximum": 3, "loaded": [{…nativeAd keys…}, null, …]}`:
    /// slot n's ad is `loaded[n]`; `null` or a slot past the end did not load and collapses.
    static func decodeAds(
        _ a: JSONReader, sectionID: String, layout: SectionLayout, scene: inout Scene,
        registry: ContentRegistry
    ) throws(JSONDecodingError) -> SectionAds {
        guard let template = layout.templateLayout else {
            throw a.fail("native ads need a template or flow layout; the layouts that take ads: \(layoutsWithAds.joined(separator: ", "))")
        }
        guard template.supportsNativeAds else {
            let name: String = if case .template(let t) = layout { t.name } else { template.name }
            throw a.fail("the \(name) template does not support native ads; the layouts that take ads: \(layoutsWithAds.joined(separator: ", "))")
        }
        try a.allowOnly(adsTable)
        let first = try a.required("firstIndex")
        let firstIndex = try first.int(min: Int(Int32.min), max: 1_000_000)
        guard firstIndex >= 0 else { throw first.fail(NativeAdError.invalidFirstIndex(firstIndex).description) }
        let freq = try a.required("frequency")
        let frequency = try freq.int(min: Int(Int32.min), max: 1_000_000)
        guard frequency >= 1 else { throw freq.fail(NativeAdError.invalidFrequency(frequency).description) }
        let maximum = try a.optional("maximum")?.int(min: 0, max: 10_000)
        var loaded: [Bool] = []
        if let l = try a.optional("loaded") {
            let slots = try l.elements()
            guard slots.count <= 10_000 else { throw l.fail("at most 10000 ads, found \(slots.count)") }
            for (slot, ad) in slots.enumerated() {
                if case .null = ad.value { loaded.append(false); continue }
                if let k = try ad.optional("kind"), try k.string() != ContentSectionAdapter.adCellKind {
                    throw k.fail("an ad is drawn by the nativeAd family; its kind is \"nativeAd\" (or left out), found \"\(try k.string())\"")
                }
                if let id = try ad.optional("id") {
                    throw id.fail("ads are named by their slot (\"\(adIdentifier(section: sectionID, slot: slot))\"); leave out \"id\"")
                }
                let adID = adIdentifier(section: sectionID, slot: slot)
                try decodeKindItem(
                    ad, id: adID, kind: ContentSectionAdapter.adCellKind, state: try ad.optional("state").map(decodeState) ?? .normal,
                    scene: &scene, registry: registry)
                loaded.append(true)
            }
        }
        return SectionAds(placement: NativeAdPlacement(firstIndex: firstIndex, frequency: frequency, maximumAds: maximum), loaded: loaded)
    }

    /// The identifier of a section's ad slot (what `NativeAdIndexMap.sectionContent` names it).
    public static func adIdentifier(section: String, slot: Int) -> String { "\(section)#ad\(slot)" }

    /// The content-section adapter of a template or flow section (nil for other layouts).
    func adapter(forSection id: String) -> ContentSectionAdapter? {
        guard let section = sections[id], let t = section.layout.templateLayout else { return nil }
        return try? ContentSectionAdapter(template: t, ads: section.ads?.placement)
    }

    /// What each visible position of a template section shows (content and ads), from the
    /// scene's items and loaded ads; nil for sections that are not templates.
    public func visibleElements(inSection id: String) -> NativeAdIndexMap? {
        guard let adapter = adapter(forSection: id), let ids = try? snapshot.itemIdentifiers(inSection: id) else { return nil }
        let ads = sections[id]?.ads
        return try? adapter.indexMap(contentCount: ids.count) { ads?.isLoaded($0) ?? false }
    }

    /// The item a tap at visible position `index` of a section selects: the content item's
    /// identifier, or nil for an ad, a position outside the section, or a template whose
    /// selection is `.none`. Selection never lands on an ad. In sections without a template
    /// the visible index is the item's index.
    public func selectItem(at index: VisibleIndex, inSection id: String) -> String? {
        guard let ids = try? snapshot.itemIdentifiers(inSection: id) else { return nil }
        guard let adapter = adapter(forSection: id) else { return ids.indices.contains(index.value) ? ids[index.value] : nil }
        guard let map = visibleElements(inSection: id), let c = adapter.selectItem(at: index, in: map) else { return nil }
        return ids[c.value]
    }
}
