import Galley

/// A cell's or supplementary's background, like UIKit's `UIBackgroundConfiguration`: a face
/// over Content's `BackgroundConfiguration`, which the Render stage draws under the content
/// (shadow, fill, stroke).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// Which factory made the configuration: the list appearance decides corners and state fills.
    package enum Kind: String, Hashable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell, listPlainHeaderFooter
        case listGroupedHeaderFooter, listSidebarHeader
        /// iOS 18's appearance-adaptive backgrounds (`listCell()`, `listHeader()`, `listFooter()`).
        case listCell, listHeader, listFooter
    }

    package var kind: Kind

    /// The fill; nil draws none.
    public var backgroundColor: UIColor?
    /// A transformer applied to the background color before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's corners, in points.
    public var cornerRadius: CGFloat = 0
    /// The background is drawn this far inside the cell.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose insets the cell's layout margins add to.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The color of the stroke around the background (none when nil).
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke color before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the stroke around the background, in points.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background's edge.
    public var strokeOutset: CGFloat = 0
    /// Stored; Galley draws no blur (see `UIVisualEffect`): the background color shows.
    public var visualEffect: UIVisualEffect? {
        get { visualEffectBox?.object as? UIVisualEffect }
        set { visualEffectBox = newValue.map(ObjectBox.init) }
    }
    var visualEffectBox: ObjectBox?
    /// An image drawn over the fill (`backgroundImage` gives it to the Render stage).
    public var image: UIImage?
    /// The view of `customView` (a `UIView`, kept by the view layer's extension).
    package var customViewBox: ObjectBox?
    /// How `image` fills the background (`UIView.ContentMode`'s raw value; aspect fill by default).
    package var imageContentModeRawValue: Int = 2

    package init(kind: Kind, backgroundColor: UIColor? = nil, cornerRadius: CGFloat = 0) {
        self.kind = kind; self.backgroundColor = backgroundColor; self.cornerRadius = cornerRadius
    }

    /// No fill: the collection view's background shows.
    public static func clear() -> Self { Self(kind: .clear) }
    /// A plain list's cell: `systemBackground`.
    public static func listPlainCell() -> Self { Self(kind: .listPlainCell, backgroundColor: .systemBackground) }
    /// A grouped list's cell: `secondarySystemGroupedBackground` (an inset-grouped section
    /// rounds its first and last rows).
    public static func listGroupedCell() -> Self { Self(kind: .listGroupedCell, backgroundColor: .secondarySystemGroupedBackground) }
    /// A sidebar's cell: no fill until selected.
    public static func listSidebarCell() -> Self { Self(kind: .listSidebarCell, cornerRadius: 10) }
    /// An accompanied sidebar's cell.
    public static func listAccompaniedSidebarCell() -> Self { Self(kind: .listAccompaniedSidebarCell, cornerRadius: 10) }
    /// A plain list's header or footer: `systemBackground`.
    public static func listPlainHeaderFooter() -> Self { Self(kind: .listPlainHeaderFooter, backgroundColor: .systemBackground) }
    /// A grouped list's header or footer: no fill.
    public static func listGroupedHeaderFooter() -> Self { Self(kind: .listGroupedHeaderFooter) }
    /// A sidebar's header: no fill.
    public static func listSidebarHeader() -> Self { Self(kind: .listSidebarHeader) }

    /// A list cell's background for the list's appearance (iOS 18): as `listGroupedCell()`
    /// until the cell's list says otherwise (`resolved(forPlainList:)`).
    public static func listCell() -> Self { Self(kind: .listCell, backgroundColor: .secondarySystemGroupedBackground) }
    /// A list header's background for the list's appearance (iOS 18): no fill in grouped lists.
    public static func listHeader() -> Self { Self(kind: .listHeader) }
    /// A list footer's background for the list's appearance (iOS 18): no fill in grouped lists.
    public static func listFooter() -> Self { Self(kind: .listFooter) }

    /// The appearance-adaptive backgrounds made concrete for a plain list (`listPlainCell()` /
    /// `listPlainHeaderFooter()`) or a grouped one; other backgrounds unchanged. The cell layer
    /// calls it with its list's appearance.
    package func resolved(forPlainList plain: Bool) -> Self {
        var c = self
        switch kind {
        case .listCell:
            c.kind = plain ? .listPlainCell : .listGroupedCell
            if backgroundColor == .secondarySystemGroupedBackground, plain { c.backgroundColor = .systemBackground }
        case .listHeader, .listFooter:
            c.kind = plain ? .listPlainHeaderFooter : .listGroupedHeaderFooter
            if backgroundColor == nil, plain { c.backgroundColor = .systemBackground }
        default: break
        }
        return c
    }

    /// The background for `state`: a selected or highlighted list cell fills with `systemGray4`
    /// (a selected sidebar cell with the tint), as UIKit's list backgrounds do.
    public func updated(for state: UIConfigurationState) -> Self {
        var c = self
        let s = state.galleyCellState
        guard s.isSelected || s.isHighlighted else { return c }
        switch kind {
        case .listPlainCell, .listGroupedCell, .listCell: c.backgroundColor = .systemGray4
        case .listSidebarCell, .listAccompaniedSidebarCell: c.backgroundColor = s.isSelected ? .tintColor : .systemGray4
        default: break
        }
        return c
    }

    /// The fill: `backgroundColor` (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let c = backgroundColor ?? tintColor
        return backgroundColorTransformer?(c) ?? c
    }

    /// The stroke: `strokeColor` (else `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let c = strokeColor ?? tintColor
        return strokeColorTransformer?(c) ?? c
    }

    // MARK: Bridge

    /// Content's background in `traits`; `layoutMargins` are the cell's (added to the insets on
    /// `edgesAddingLayoutMarginsToBackgroundInsets`), `maskedCorners` the corners that round
    /// (an inset-grouped section's first and last rows).
    package func backgroundConfiguration(
        in traits: UITraitCollection, layoutMargins: NSDirectionalEdgeInsets = .zero, maskedCorners: CornerMask = .all
    ) -> BackgroundConfiguration {
        var insets = backgroundInsets
        let e = edgesAddingLayoutMarginsToBackgroundInsets
        if e.contains(.top) { insets.top += layoutMargins.top }
        if e.contains(.leading) { insets.leading += layoutMargins.leading }
        if e.contains(.bottom) { insets.bottom += layoutMargins.bottom }
        if e.contains(.trailing) { insets.trailing += layoutMargins.trailing }
        let fill = backgroundColor.map { backgroundColorTransformer?($0) ?? $0 }
        let stroke = strokeColor.map { strokeColorTransformer?($0) ?? $0 }
        return BackgroundConfiguration(
            backgroundColor: fill?.galleyColor(in: traits), cornerRadius: Double(cornerRadius), cornerCurve: .continuous,
            maskedCorners: maskedCorners, strokeColor: stroke?.galleyColor(in: traits), strokeWidth: Double(strokeWidth),
            strokeOutset: Double(strokeOutset), backgroundInsets: insets.galleyInsets)
    }

    /// The image drawn over the fill, as Content draws images.
    package var backgroundImage: ContentImage? { image?.contentImage }
}

/// A reference-type value kept in a `Sendable` configuration (a view or effect made on the
/// main actor and only read there); compared by identity.
package final class ObjectBox: @unchecked Sendable, Hashable {
    package let object: AnyObject
    package init(_ object: AnyObject) { self.object = object }
    package static func == (a: ObjectBox, b: ObjectBox) -> Bool { a.object === b.object }
    package func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(object)) }
}
