import Geometry

/// What a renderer needs to draw a decoration the layout made (a section background or a
/// separator line).
public struct DecorationStyle: Hashable, Sendable {
    /// Corner radius of a background.
    public var cornerRadius: Double
    /// Fill of a background or color of a separator, when the layout decides it.
    public var color: Color?

    /// A style with a corner radius and an optional color.
    public init(cornerRadius: Double = 0, color: Color? = nil) { self.cornerRadius = cornerRadius; self.color = color }
}

/// The rarely set parts of layout attributes, boxed so the common attributes stay small
/// (a 100,000-row list makes 200,000 of them). Immutable and shared between elements.
final class AttributeExtras: Hashable, Sendable {
    let clipRect: Rect?
    let decoration: DecorationStyle?
    /// What a cell of a section with native ads shows (its index path's item is the visible index).
    let visibleElement: VisibleElement?

    init(clipRect: Rect?, decoration: DecorationStyle?, visibleElement: VisibleElement? = nil) {
        self.clipRect = clipRect; self.decoration = decoration; self.visibleElement = visibleElement
    }

    static func make(clipRect: Rect?, decoration: DecorationStyle?, visibleElement: VisibleElement? = nil) -> AttributeExtras? {
        clipRect == nil && decoration == nil && visibleElement == nil
            ? nil
            : AttributeExtras(clipRect: clipRect, decoration: decoration, visibleElement: visibleElement)
    }

    static func == (a: AttributeExtras, b: AttributeExtras) -> Bool {
        a === b || (a.clipRect == b.clipRect && a.decoration == b.decoration && a.visibleElement == b.visibleElement)
    }

    func hash(into h: inout Hasher) { h.combine(clipRect); h.combine(decoration); h.combine(visibleElement) }
}

/// The placement of one element, like `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary view of a kind, or decoration view of a kind.
    public var category: ElementCategory
    /// The element's position (item 0 for section-level elements).
    public var indexPath: IndexPath
    /// The identifier of the element's section ("" for layout-wide supplementaries).
    public var sectionIdentifier: String
    /// The item's identifier for cells and item-anchored views; nil for section-level elements.
    public var itemIdentifier: String?
    /// The frame in the collection view's content coordinates (points).
    public var frame: Rect
    /// Drawing order: higher draws later; equal z keeps the attributes' order.
    public var zIndex: Int
    /// True for views that pin to the visible bounds (sticky headers).
    public var isPinned: Bool
    var extras: AttributeExtras?

    /// For elements of orthogonally scrolling sections: the section's visible strip. A
    /// renderer clips to it.
    public var clipRect: Rect? {
        get { extras?.clipRect }
        set { extras = AttributeExtras.make(clipRect: newValue, decoration: extras?.decoration, visibleElement: extras?.visibleElement) }
    }

    /// For decorations: how to draw them.
    public var decoration: DecorationStyle? {
        get { extras?.decoration }
        set { extras = AttributeExtras.make(clipRect: extras?.clipRect, decoration: newValue, visibleElement: extras?.visibleElement) }
    }

    /// For cells of a section with native ads (`LayoutSectionContent.visibleElements`): the
    /// content index or ad slot shown; `indexPath.item` is the visible index. nil elsewhere.
    public var visibleElement: VisibleElement? {
        get { extras?.visibleElement }
        set { extras = AttributeExtras.make(clipRect: extras?.clipRect, decoration: extras?.decoration, visibleElement: newValue) }
    }

    /// Attributes for one element.
    public init(
        category: ElementCategory, indexPath: IndexPath, sectionIdentifier: String, itemIdentifier: String?,
        frame: Rect, zIndex: Int = 0, isPinned: Bool = false, clipRect: Rect? = nil, decoration: DecorationStyle? = nil
    ) {
        self.category = category; self.indexPath = indexPath
        self.sectionIdentifier = sectionIdentifier; self.itemIdentifier = itemIdentifier
        self.frame = frame; self.zIndex = zIndex; self.isPinned = isPinned
        self.extras = AttributeExtras.make(clipRect: clipRect, decoration: decoration)
    }

    init(
        category: ElementCategory, indexPath: IndexPath, sectionIdentifier: String, itemIdentifier: String?,
        frame: Rect, zIndex: Int, isPinned: Bool, extras: AttributeExtras?
    ) {
        self.category = category; self.indexPath = indexPath
        self.sectionIdentifier = sectionIdentifier; self.itemIdentifier = itemIdentifier
        self.frame = frame; self.zIndex = zIndex; self.isPinned = isPinned; self.extras = extras
    }

    /// The element's kind for `.supplementaryView`/`.decorationView`, nil for cells.
    public var representedElementKind: String? {
        switch category {
        case .cell: return nil
        case .supplementaryView(let k), .decorationView(let k): return k
        }
    }

    /// `section/item`, the section alone, or `(layout)` for layout-wide supplementaries.
    public var identity: String {
        let section = sectionIdentifier.isEmpty ? "(layout)" : sectionIdentifier
        return itemIdentifier.map { "\(section)/\($0)" } ?? section
    }

    /// One line of a layout dump: `kind [s, i] identity (x, y, w, h) z=N` plus flags.
    public var dumpLine: String {
        var line = "\(category) \(indexPath) \(identity) \(frame) z=\(zIndex)"
        if isPinned { line += " pinned" }
        switch visibleElement {
        case .content(let c)?: line += " visible=\(indexPath.item) content=\(c.value)"
        case .ad(let slot)?: line += " visible=\(indexPath.item) ad=\(slot)"
        case nil: break
        }
        if let c = clipRect { line += " clip=\(c)" }
        if let d = decoration {
            if d.cornerRadius != 0 { line += " radius=\(formatNumber(d.cornerRadius))" }
            if let color = d.color { line += " color=\(color)" }
        }
        return line
    }
}
