import Geometry

/// Traits that change measured sizes, like the parts of `UITraitCollection` a layout reads.
public struct LayoutTraits: Hashable, Sendable {
    /// The Dynamic Type category (`.large` is the default).
    public var contentSizeCategory: ContentSizeCategory
    /// Light or dark; layouts do not read it but caches keep it apart.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Traits; the defaults are iOS's (large text, light).
    public init(contentSizeCategory: ContentSizeCategory = .large, userInterfaceStyle: UserInterfaceStyle = .light) {
        self.contentSizeCategory = contentSizeCategory; self.userInterfaceStyle = userInterfaceStyle
    }
}

/// What a layout is laid out in, like `NSCollectionLayoutEnvironment` (its container and traits)
/// plus the scroll state Galley renders at.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size in points.
    public var containerSize: Size
    /// Left to right, or right to left (every layout mirrors).
    public var layoutDirection: LayoutDirection
    /// Device pixels per point (1, 2 or 3). Hairlines are `1 / displayScale` tall.
    public var displayScale: Double
    /// The safe area (notch, home indicator).
    public var safeAreaInsets: DirectionalEdgeInsets
    /// The collection view's layout margins, excluding the safe area. Defaults to
    /// `LayoutEnvironment.systemLayoutMargins(forWidth:)`.
    public var layoutMargins: DirectionalEdgeInsets
    /// The widest line length for comfortable reading; sections using `.readableContent` are
    /// narrowed to it. UIKit's value for the default text size is 672 pt.
    public var readableContentWidth: Double
    /// Traits that change measured sizes.
    public var traits: LayoutTraits
    /// The vertical (or horizontal) scroll offset; pinned supplementaries stay at it.
    public var contentOffset: Point
    /// Scroll offsets of orthogonally scrolling sections by section identifier (default 0).
    /// Paging behaviours snap them.
    public var orthogonalScrollOffsets: [String: Double]

    /// An environment; layout margins default to the system's for the width.
    public init(
        containerSize: Size, layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 3,
        safeAreaInsets: DirectionalEdgeInsets = .zero, layoutMargins: DirectionalEdgeInsets? = nil,
        readableContentWidth: Double = 672, traits: LayoutTraits = LayoutTraits(),
        contentOffset: Point = .zero, orthogonalScrollOffsets: [String: Double] = [:]
    ) {
        self.containerSize = containerSize
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins ?? LayoutEnvironment.systemLayoutMargins(forWidth: containerSize.width)
        self.readableContentWidth = readableContentWidth
        self.traits = traits
        self.contentOffset = contentOffset
        self.orthogonalScrollOffsets = orthogonalScrollOffsets
    }

    /// The container's insets that sections inset from by default (the safe area), like
    /// `NSCollectionLayoutContainer.effectiveContentInsets`.
    public var effectiveContentInsets: DirectionalEdgeInsets { safeAreaInsets }

    /// The container's size inside `effectiveContentInsets`, like
    /// `NSCollectionLayoutContainer.effectiveContentSize`.
    public var effectiveContentSize: Size {
        Size(width: max(0, containerSize.width - safeAreaInsets.horizontal), height: max(0, containerSize.height - safeAreaInsets.vertical))
    }

    /// Refuses values no layout can use (NaN offsets, negative insets) before any work.
    func validate() throws(LayoutError) {
        let size = containerSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidContainer(size) }
        guard displayScale.isFinite, displayScale > 0 else { throw .invalidEnvironment("displayScale is \(formatNumber(displayScale))") }
        for (name, insets) in [("safeAreaInsets", safeAreaInsets), ("layoutMargins", layoutMargins)] {
            for v in [insets.top, insets.leading, insets.bottom, insets.trailing] where !(v.isFinite && v >= 0) {
                throw .invalidEnvironment("\(name) are \(insets)")
            }
        }
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { throw .invalidEnvironment("contentOffset is \(contentOffset)") }
        guard readableContentWidth.isFinite, readableContentWidth > 0 else {
            throw .invalidEnvironment("readableContentWidth is \(formatNumber(readableContentWidth))")
        }
    }

    /// The layout margins iOS gives a full-screen collection view: 16 pt leading and trailing
    /// below 414 pt of width (iPhone portrait such as 375 and 390 pt), 20 pt from 414 pt up
    /// (Plus/Max phones, iPad), 8 pt top and bottom.
    public static func systemLayoutMargins(forWidth width: Double) -> DirectionalEdgeInsets {
        let h: Double = width >= 414 ? 20 : 16
        return DirectionalEdgeInsets(top: 8, leading: h, bottom: 8, trailing: h)
    }

    /// The container's insets for a section's `contentInsetsReference`, on leading/trailing
    /// (the main axis insets of the safe area are left to the scroll view, as UIKit does).
    public func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalEdgeInsets {
        switch reference {
        case .none:
            return .zero
        case .automatic, .safeArea:
            return DirectionalEdgeInsets(top: 0, leading: safeAreaInsets.leading, bottom: 0, trailing: safeAreaInsets.trailing)
        case .layoutMargins:
            return DirectionalEdgeInsets(
                top: 0, leading: safeAreaInsets.leading + layoutMargins.leading,
                bottom: 0, trailing: safeAreaInsets.trailing + layoutMargins.trailing)
        case .readableContent:
            let margins = referenceInsets(.layoutMargins)
            let spare = (containerSize.width - margins.horizontal - readableContentWidth) / 2
            if spare <= 0 { return margins }
            return DirectionalEdgeInsets(top: 0, leading: margins.leading + spare, bottom: 0, trailing: margins.trailing + spare)
        }
    }
}

extension LayoutSection {
    /// The container's insets for the section's `contentInsetsReference` in `environment`
    /// (Galley addition): `environment.referenceInsets(_:)`, except that a list section on an
    /// iOS platform (`ListConfiguration.metrics`) takes its platform's system layout margins as
    /// the least leading and trailing layout margins, as UIKit's lists do while the collection
    /// view's own margins — what other sections measure from — stay as they are.
    public func referenceInsets(in environment: LayoutEnvironment) -> DirectionalEdgeInsets {
        guard let m = list?.platformLayoutMargin, m.isFinite, m >= 0 else {
            return environment.referenceInsets(contentInsetsReference)
        }
        var e = environment
        e.layoutMargins.leading = max(e.layoutMargins.leading, m)
        e.layoutMargins.trailing = max(e.layoutMargins.trailing, m)
        return e.referenceInsets(contentInsetsReference)
    }
}

/// What a section's content insets are measured from, like `UIContentInsetsReference`.
public enum ContentInsetsReference: String, Hashable, Sendable {
    /// The safe area (UIKit's automatic choice for a collection view).
    case automatic
    /// The collection view's edges.
    case none
    case safeArea
    case layoutMargins
    case readableContent
}
