import Geometry
import Support
import Typesetting

/// Measures and draws list content configurations (cells, headers, footers), like
/// `UIListContentView`. One `layout` serves both: the sizing pass caches each layout by
/// (configuration, width, direction), and the drawing pass takes it from the cache, so nothing
/// is laid out twice and what is drawn is exactly what was measured.
public final class ListContentView: Sendable {
    public let typesetter: Typesetter
    private let cache = Locked<[Key: ContentLayout]>([:])

    private struct Key: Hashable {
        var configuration: AnyConfiguration
        var width: Double
        var direction: LayoutDirection
        var scale: Double
    }

    private enum AnyConfiguration: Hashable {
        case cell(ListContentConfiguration)
        case supplementary(SupplementaryContentConfiguration)
    }

    public init(typesetter: Typesetter) { self.typesetter = typesetter }

    /// The layout of a cell configuration fitted to `width`; its height is at least the design's minimum
    /// and, like UIKit's self-sizing, rounded up to whole device pixels of `scale` so that cells and
    /// their hairline separators sit on the pixel grid.
    /// - Complexity: O(text length) the first time for a (configuration, width, direction, scale); O(1) after.
    public func layout(_ c: ListContentConfiguration, width: Double, direction: LayoutDirection = .leftToRight,
                       scale: Double = 1) throws(ContentError) -> ContentLayout {
        try cached(Key(configuration: .cell(c), width: width, direction: direction, scale: scale)) { () throws(ContentError) in
            try makeLayout(c, width: width, direction: direction).roundedUp(toPixelsOf: scale)
        }
    }

    private func makeLayout(_ c: ListContentConfiguration, width: Double, direction: LayoutDirection) throws(ContentError) -> ContentLayout {
        let d = c.design
        let textWidth = max(width - d.insets.leading - d.insets.trailing, 1)
        var blocks: [ContentLayout.Block] = []
        let primary = try text(c.content.text, d.text, width: textWidth, direction: direction, element: "text")
        var y = d.insets.top
        blocks.append(.init(layout: primary, origin: Point(x: leadingX(primary, d.insets, width, direction), y: y)))
        y += primary.size.height
        if let secondary = c.content.secondaryText {
            y += d.textToSecondaryTextPadding
            let s = try text(secondary, d.secondaryText, width: textWidth, direction: direction, element: "secondaryText")
            blocks.append(.init(layout: s, origin: Point(x: leadingX(s, d.insets, width, direction), y: y)))
            y += s.size.height
        }
        y += d.insets.bottom
        let height = max(y, d.minimumHeight)
        // Center the text vertically when the minimum height adds space (as UIKit cells do).
        if height > y {
            let shift = (height - y) / 2
            for i in blocks.indices { blocks[i].origin.y += shift }
        }
        // The primary text's frame starts at the leading margin in either direction (the block is
        // placed from the right under right-to-left, see `leadingX`).
        return ContentLayout(size: Size(width: width, height: height), blocks: blocks, separatorLeadingInset: d.insets.leading)
    }

    /// The layout of a header or footer configuration fitted to `width`, its height rounded up to
    /// whole device pixels of `scale`.
    public func layout(_ c: SupplementaryContentConfiguration, width: Double, direction: LayoutDirection = .leftToRight,
                       scale: Double = 1) throws(ContentError) -> ContentLayout {
        try cached(Key(configuration: .supplementary(c), width: width, direction: direction, scale: scale)) { () throws(ContentError) in
            try makeLayout(c, width: width, direction: direction).roundedUp(toPixelsOf: scale)
        }
    }

    private func makeLayout(_ c: SupplementaryContentConfiguration, width: Double, direction: LayoutDirection) throws(ContentError) -> ContentLayout {
        let d = c.design
        let textWidth = max(width - d.insets.leading - d.insets.trailing, 1)
        let t = try text(c.text, d.text, width: textWidth, direction: direction, element: "header")
        let block = ContentLayout.Block(layout: t, origin: Point(x: leadingX(t, d.insets, width, direction), y: d.insets.top))
        return ContentLayout(size: Size(width: width, height: d.insets.top + t.size.height + d.insets.bottom), blocks: [block])
    }

    /// The cache holds one screen's worth of layouts many times over; past `cacheLimit` it starts
    /// afresh rather than growing without bound in a long-running process.
    public static let cacheLimit = 20_000

    /// The cached layout for `key`, or `make`'s, which is then cached. Widths are checked here,
    /// once for every kind of configuration.
    private func cached(_ key: Key, _ make: () throws(ContentError) -> ContentLayout) throws(ContentError) -> ContentLayout {
        if let hit = cache.withLock({ $0[key] }) { return hit }
        guard key.width.isFinite, key.width > 0 else { throw .invalidWidth(key.width) }
        guard key.scale.isFinite, key.scale > 0 else { throw .invalidScale(key.scale) }
        let layout = try make()
        cache.withLock {
            if $0.count >= Self.cacheLimit { $0.removeAll(keepingCapacity: true) }
            $0[key] = layout
        }
        return layout
    }

    /// Forgets every cached layout (e.g. after the design model changes).
    public func removeAllCachedLayouts() { cache.withLock { $0.removeAll() } }

    /// How many layouts are cached (for tests of the measure → draw reuse).
    public var cachedLayoutCount: Int { cache.withLock { $0.count } }

    private func text(_ s: String, _ design: TextDesign, width: Double, direction: LayoutDirection, element: String) throws(ContentError) -> TextLayout {
        var style = ParagraphStyle.default
        style.numberOfLines = design.numberOfLines
        style.lineBreakMode = design.numberOfLines == 0 ? .byWordWrapping : .byTruncatingTail
        style.lineBreakStrategy = design.lineBreakStrategy
        style.layoutDirection = direction
        do {
            return try typesetter.layout(s, attributes: TextAttributes(font: design.font, color: design.color), style: style, width: width)
        } catch {
            throw .text(error, element: element)
        }
    }

    /// The text block sits inside the leading/trailing margins; under right-to-left the block is
    /// placed from the right margin (the text layout itself aligns natural text to its right edge).
    private func leadingX(_ t: TextLayout, _ insets: DirectionalEdgeInsets, _ width: Double, _ direction: LayoutDirection) -> Double {
        switch direction {
        case .leftToRight: return insets.leading
        case .rightToLeft: return insets.trailing
        }
    }
}
