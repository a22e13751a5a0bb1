/// A position among the items a user sees (content and ads together).
public struct VisibleIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position.
    public var value: Int
    @inlinable public init(_ value: Int) { self.value = value }
    public static func < (a: VisibleIndex, b: VisibleIndex) -> Bool { a.value < b.value }
    public var description: String { "visible \(value)" }
}

/// A position in the content alone (what the data source holds), ads not counted.
public struct ContentIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position.
    public var value: Int
    @inlinable public init(_ value: Int) { self.value = value }
    public static func < (a: ContentIndex, b: ContentIndex) -> Bool { a.value < b.value }
    public var description: String { "content \(value)" }
}

/// Where native ads go: before content item `firstIndex`, then again after every
/// `frequency` content items. Ads are added to the content, never in place of it.
///
/// Example: `firstIndex` 1, `frequency` 3 over 8 items shows
/// `C0 ad0 C1 C2 C3 ad1 C4 C5 C6 ad2 C7`. An ad slot whose content position is at or past the
/// end of the content is not shown (no ad after the last item, none in an empty section).
public struct NativeAdPlacement: Hashable, Sendable {
    /// The content index the first ad is shown before (0 puts an ad first).
    public var firstIndex: Int
    /// Content items between consecutive ads (at least 1).
    public var frequency: Int
    /// At most this many ad slots (nil: as many as the content allows).
    public var maximumAds: Int?

    /// A placement.
    public init(firstIndex: Int, frequency: Int, maximumAds: Int? = nil) {
        self.firstIndex = firstIndex; self.frequency = frequency; self.maximumAds = maximumAds
    }
}

/// What a visible position holds.
public enum VisibleElement: Hashable, Sendable, CustomStringConvertible {
    case content(ContentIndex)
    /// The ad of slot `n` (0 for the first ad slot of the placement).
    case ad(slot: Int)

    public var description: String {
        switch self {
        case .content(let i): return "C\(i.value)"
        case .ad(let s): return "ad\(s)"
        }
    }
}

/// Why an ad placement cannot be used.
public enum NativeAdError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidFirstIndex(Int)
    case invalidFrequency(Int)
    case invalidContentCount(Int)

    public var description: String {
        switch self {
        case .invalidFirstIndex(let i): return "ad firstIndex is \(i); it must be 0 or more"
        case .invalidFrequency(let f): return "ad frequency is \(f); it must be 1 or more (content items between ads)"
        case .invalidContentCount(let c): return "content count is \(c); it must be between 0 and 100,000,000"
        }
    }
}

/// Maps visible positions to content and ads, for a section with native ads.
///
/// Slots whose ad did not load collapse: they take no position, and later items move up.
/// Selection at a visible index resolves to the content item or the ad shown there.
public struct NativeAdIndexMap: Hashable, Sendable {
    /// What each visible position holds, in order.
    public let elements: [VisibleElement]
    /// The visible index of each content item.
    private let contentPositions: [Int]
    /// Visible index by ad slot, for loaded slots that are shown.
    private let adPositions: [Int: Int]
    /// The number of content items.
    public let contentCount: Int

    /// - Parameters:
    ///   - isAdLoaded: whether the ad of a slot is ready; unloaded slots collapse without a gap.
    /// - Complexity: O(content count + ads).
    public init(contentCount: Int, placement: NativeAdPlacement, isAdLoaded: (Int) -> Bool = { _ in true }) throws(NativeAdError) {
        guard contentCount >= 0, contentCount <= 100_000_000 else { throw .invalidContentCount(contentCount) }
        guard placement.firstIndex >= 0 else { throw .invalidFirstIndex(placement.firstIndex) }
        guard placement.frequency >= 1 else { throw .invalidFrequency(placement.frequency) }
        var elements: [VisibleElement] = []
        var contentPositions: [Int] = []
        var adPositions: [Int: Int] = [:]
        elements.reserveCapacity(contentCount + contentCount / placement.frequency + 1)
        contentPositions.reserveCapacity(contentCount)
        var slot = 0
        var nextAdBefore = placement.firstIndex
        for c in 0..<contentCount {
            if c == nextAdBefore && (placement.maximumAds.map { slot < $0 } ?? true) {
                if isAdLoaded(slot) {
                    adPositions[slot] = elements.count
                    elements.append(.ad(slot: slot))
                }
                slot += 1
                nextAdBefore += placement.frequency
            }
            contentPositions.append(elements.count)
            elements.append(.content(ContentIndex(c)))
        }
        self.elements = elements
        self.contentPositions = contentPositions
        self.adPositions = adPositions
        self.contentCount = contentCount
    }

    /// Content and shown ads together.
    public var visibleCount: Int { elements.count }

    /// What is shown at `index`, or nil when out of range.
    public func element(at index: VisibleIndex) -> VisibleElement? {
        elements.indices.contains(index.value) ? elements[index.value] : nil
    }

    /// Resolves a selection at a visible index to the content item or ad there
    /// (nil for an index outside the section).
    public func resolveSelection(at index: VisibleIndex) -> VisibleElement? { element(at: index) }

    /// Where a content item is shown.
    public func visibleIndex(for content: ContentIndex) -> VisibleIndex? {
        contentPositions.indices.contains(content.value) ? VisibleIndex(contentPositions[content.value]) : nil
    }

    /// Where an ad slot is shown, or nil when it did not load or has no place.
    public func visibleIndex(forAdSlot slot: Int) -> VisibleIndex? { adPositions[slot].map(VisibleIndex.init) }

    /// The content index shown at `index`, nil for an ad.
    public func contentIndex(at index: VisibleIndex) -> ContentIndex? {
        if case .content(let c)? = element(at: index) { return c }
        return nil
    }

    /// The section content with ads as items: ad identifiers are `"<section>#ad<slot>"`.
    /// Content items past `contentCount` are dropped; the map should be built from the same count.
    public func sectionContent(from content: LayoutSectionContent) -> LayoutSectionContent {
        var c = content
        c.visibleElements = elements
        c.itemIdentifiers = elements.compactMap { e in
            switch e {
            case .content(let i): return content.itemIdentifiers.indices.contains(i.value) ? content.itemIdentifiers[i.value] : nil
            case .ad(let slot): return "\(content.identifier)#ad\(slot)"
            }
        }
        return c
    }
}
