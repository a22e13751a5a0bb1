import Geometry

/// A line-based layout, like `UICollectionViewFlowLayout`: items fill a line across the scroll
/// axis, then wrap to the next.
///
/// UIKit's placement is kept: a line with several items is justified (left-over space goes
/// evenly between them, so spacing is at least `minimumInteritemSpacing`); a line with one
/// item centers it; items in a line are centered on the line's cross axis.
/// Headers and footers show when the section's content has them and their reference size is
/// positive along the scroll axis; they span the collection view across it. With
/// `headerSizing`/`footerSizing` set to `.estimated` they are measured (once per content,
/// cross length and estimate: measurements are cached like items').
public final class FlowLayout {
    /// What `sectionInset` is measured from, like `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: String, Hashable, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// How a header or footer gets its length along the scroll axis.
    public enum SupplementarySizing: String, Hashable, Sendable {
        /// The reference size is the length (UIKit's behaviour without self-sizing).
        case fixed
        /// The reference size is an estimate: the view is measured across the full cross
        /// length (fixed) and its answer along the scroll axis replaces the estimate, as a
        /// self-sizing supplementary's `preferredLayoutAttributesFitting(_:)` does in UIKit.
        /// A reference size of zero along the scroll axis still means "no header".
        case estimated
    }

    /// The axis the content scrolls along; lines run across it.
    public var scrollDirection: ScrollDirection = .vertical
    /// The size of every item unless `sizeForItem` or `estimatedItemSize` says otherwise.
    public var itemSize = Size(width: 50, height: 50)
    /// When set, items self-size: the measurer is asked with this estimate.
    public var estimatedItemSize: Size? = nil
    /// Space between lines (rows when scrolling vertically).
    public var minimumLineSpacing = 10.0
    /// Least space between items in a line.
    public var minimumInteritemSpacing = 10.0
    /// Insets of each section's items (absolute edges, mirrored with the whole layout in right-to-left).
    public var sectionInset: EdgeInsets = .zero
    /// What `sectionInset` is measured from.
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Header size; only the extent along the scroll axis is used (the estimate when `headerSizing` is `.estimated`).
    public var headerReferenceSize: Size = .zero
    /// Footer size; only the extent along the scroll axis is used (the estimate when `footerSizing` is `.estimated`).
    public var footerReferenceSize: Size = .zero
    /// Whether headers self-size (`headerReferenceSize` or the per-section size is then the estimate).
    public var headerSizing: SupplementarySizing = .fixed
    /// Whether footers self-size (`footerReferenceSize` or the per-section size is then the estimate).
    public var footerSizing: SupplementarySizing = .fixed
    /// Keeps headers at the top of the visible bounds while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false
    /// Marks footers as pinned (`isPinned`).
    public var sectionFootersPinToVisibleBounds = false

    /// Per-item size, like `collectionView(_:layout:sizeForItemAt:)`; nil falls back.
    public var sizeForItem: (@Sendable (IndexPath) -> Size?)? = nil
    /// Per-section inset, like `collectionView(_:layout:insetForSectionAt:)`.
    public var insetForSection: (@Sendable (Int) -> EdgeInsets?)? = nil
    /// Per-section line spacing, like `minimumLineSpacingForSectionAt`.
    public var minimumLineSpacingForSection: (@Sendable (Int) -> Double?)? = nil
    /// Per-section item spacing, like `minimumInteritemSpacingForSectionAt`.
    public var minimumInteritemSpacingForSection: (@Sendable (Int) -> Double?)? = nil
    /// Per-section header size, like `referenceSizeForHeaderInSection`.
    public var referenceSizeForHeader: (@Sendable (Int) -> Size?)? = nil
    /// Per-section footer size, like `referenceSizeForFooterInSection`.
    public var referenceSizeForFooter: (@Sendable (Int) -> Size?)? = nil

    /// A template that lays out a section instead of the flow's lines (vertical scrolling):
    /// its margins, sizing and frames, the same frames a compositional layout hosting it gives.
    public var templateForSection: (@Sendable (Int) -> (any TemplateLayout)?)? = nil

    let cache = LayoutCache()

    /// A flow layout with UIKit's defaults (50 x 50 items, 10 pt spacing).
    public init() {}

    /// What the last pass did.
    public var statistics: LayoutStatistics { cache.statistics }

    /// Lays out `sections`, measuring self-sizing items with `measurer`.
    /// - Complexity: O(n) in the number of items.
    public func prepare(
        sections: [LayoutSectionContent], environment: LayoutEnvironment,
        measurer: some LayoutMeasuring
    ) throws(LayoutError) -> LayoutResult {
        let container = environment.containerSize
        try environment.validate()
        var seen = Set<String>()
        for s in sections where !seen.insert(s.identifier).inserted { throw .duplicateSection(s.identifier) }
        cache.beginPass(traits: environment.traits)
        let axes = FlowAxes(vertical: scrollDirection == .vertical)
        var output = FlowOutput()
        for (index, content) in sections.enumerated() {
            try layOutSection(index, content, axes: axes, environment: environment, measurer: measurer, into: &output)
        }
        cache.endPass(usedSections: seen)
        let position = output.position
        let contentSize = axes.vertical ? Size(width: container.width, height: position) : Size(width: position, height: container.height)
        if environment.layoutDirection == .rightToLeft {
            for i in output.attributes.indices { output.attributes[i].frame = output.attributes[i].frame.mirrored(inWidth: contentSize.width) }
        }
        return LayoutResult(attributes: output.attributes, contentSize: contentSize, diagnostics: output.diagnostics)
    }
}
