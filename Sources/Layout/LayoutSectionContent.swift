/// What is in one section, as the layout sees it: identifiers and counts, no content.
///
/// The renderer builds these from the diffable snapshot. Revisions tell the caches what was
/// reconfigured: bump an item's revision (`reconfigureItems`) and only that item is measured again.
public struct LayoutSectionContent: Hashable, Sendable {
    /// The section's identifier (from the snapshot).
    public var identifier: String
    /// The items' identifiers, in order.
    public var itemIdentifiers: [String]
    /// Whether the section shows a header when its layout asks for one (list header mode
    /// `.supplementary`, or a boundary supplementary of kind `header`).
    public var hasHeader: Bool
    /// Whether the section shows a footer when its layout asks for one.
    public var hasFooter: Bool
    /// Per-item content revisions; an item not listed is at revision 0.
    public var itemRevisions: [String: Int]
    /// The revision of the section's supplementary views' content.
    public var supplementaryRevision: Int
    /// For a section with native ads: what each item (by visible index) shows, content or ad
    /// (`NativeAdIndexMap.elements`); cells carry it in `LayoutAttributes.visibleElement` and
    /// the layout dump. nil for sections without ads.
    public var visibleElements: [VisibleElement]? = nil

    /// A section's content as the layout sees it.
    public init(
        identifier: String, itemIdentifiers: [String], hasHeader: Bool = false, hasFooter: Bool = false,
        itemRevisions: [String: Int] = [:], supplementaryRevision: Int = 0
    ) {
        self.identifier = identifier; self.itemIdentifiers = itemIdentifiers
        self.hasHeader = hasHeader; self.hasFooter = hasFooter
        self.itemRevisions = itemRevisions; self.supplementaryRevision = supplementaryRevision
    }

    /// The number of items.
    public var itemCount: Int { itemIdentifiers.count }
}
