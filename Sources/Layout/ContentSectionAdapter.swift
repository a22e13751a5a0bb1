import Geometry

/// Why a template cannot be used as a content section.
public enum ContentSectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Native ads were asked for on a template that has no place for them.
    case adsNotSupported(template: String)

    public var description: String {
        switch self {
        case .adsNotSupported(let t): return "the \(t) template does not support native ads (ads are full-width rows between its items)"
        }
    }
}

/// Exposes a template through the section API a renderer knows — the cell kinds it registers,
/// the number of cells, the compositional section, its size, its scroll behaviour and its
/// design-model properties — with native ads inserted in addition to the content. A template
/// is a value conforming to `TemplateLayout`; nothing is subclassed.
///
/// Positions the renderer sees are visible indexes (content and ads); `NativeAdIndexMap`
/// turns them into content indexes, and selection resolves to content only.
public struct ContentSectionAdapter: Sendable {
    /// The cell kind of native ad cells.
    public static let adCellKind = "nativeAd"

    public let template: any TemplateLayout
    /// Where ads go; nil shows none.
    public let ads: NativeAdPlacement?

    /// - Throws: `.adsNotSupported` when `ads` is set and the template has no place for ads.
    public init(template: any TemplateLayout, ads: NativeAdPlacement? = nil) throws(ContentSectionError) {
        if ads != nil, !template.supportsNativeAds { throw .adsNotSupported(template: template.name) }
        self.template = template; self.ads = ads
    }

    /// Every cell kind a host registers: the template's, and the ad cell's when ads are on.
    public var cellKinds: [String] { template.cellKinds + (ads == nil ? [] : [Self.adCellKind]) }

    /// How many of `available` content items the section shows.
    public func numberOfContentItems(available: Int) -> Int { max(0, min(available, template.numberOfItems(available: available))) }

    /// The visible positions of `available` content items (the ones shown) with ads inserted;
    /// `isAdLoaded` says which ad slots have an ad (the others collapse).
    public func indexMap(contentCount available: Int, isAdLoaded: (Int) -> Bool = { _ in true }) throws(NativeAdError) -> NativeAdIndexMap {
        let shown = numberOfContentItems(available: available)
        return try NativeAdIndexMap(
            contentCount: shown, placement: ads ?? NativeAdPlacement(firstIndex: 0, frequency: 1, maximumAds: 0),
            isAdLoaded: isAdLoaded)
    }

    /// The number of cells: content shown plus ads shown.
    public func numberOfCells(in map: NativeAdIndexMap) -> Int { map.visibleCount }

    /// The layout's view of the section: the content shown, with ad items (`"<section>#ad<slot>"`) inserted.
    public func sectionContent(_ content: LayoutSectionContent, map: NativeAdIndexMap) -> LayoutSectionContent {
        map.sectionContent(from: content)
    }

    /// How the cell at a visible position is configured: the template's cell for content (by
    /// its content index), the ad cell (never selectable) for an ad; nil outside the section.
    public func cellConfiguration(at index: VisibleIndex, in map: NativeAdIndexMap) -> TemplateCellConfiguration? {
        switch map.element(at: index) {
        case .content(let c)?: return template.cellConfiguration(forItemAt: c.value)
        case .ad?: return TemplateCellConfiguration(cellKind: Self.adCellKind, isSelectable: false)
        case nil: return nil
        }
    }

    /// The content item a tap at a visible position selects: nil for an ad, a position outside
    /// the section, or a template whose selection is `.none`.
    public func selectItem(at index: VisibleIndex, in map: NativeAdIndexMap) -> ContentIndex? {
        guard template.selection != .none, let c = map.contentIndex(at: index),
            template.cellConfiguration(forItemAt: c.value).isSelectable
        else { return nil }
        return c
    }

    /// How the section scrolls: with the page, or as a strip that comes to rest as the template pages.
    public var scrollBehavior: OrthogonalScrollingBehavior { template.paging }

    /// The compositional section: the template's frames for every visible cell (ads included;
    /// the content count is already the template's).
    public func layoutSection() -> LayoutSection { LayoutSection.hosting(template) }

    /// The section's size for `frames` in a container `width` wide: its frames and margins.
    public func sectionSize(frames: TemplateFrames, containerWidth width: Double) -> Size {
        let m = template.margins
        let extent = frames.size
        let w = template.paging == .none ? width : max(width, m.leading + extent.width + m.trailing)
        return Size(width: w, height: frames.frames.isEmpty ? 0 : m.top + extent.height + m.bottom)
    }

    /// The template's design-model properties, for dumps and design diffs (stable order).
    public var designProperties: [(key: String, value: String)] {
        let m = template.margins
        return [
            ("template", template.name), ("cellKinds", cellKinds.joined(separator: ",")),
            ("margins", "\(formatNumber(m.top)) \(formatNumber(m.leading)) \(formatNumber(m.bottom)) \(formatNumber(m.trailing))"),
            ("padding", formatNumber(template.padding)), ("paging", template.paging.rawValue),
            ("selection", template.selection.rawValue), ("nativeAds", template.supportsNativeAds ? "supported" : "unsupported"),
        ]
    }
}
