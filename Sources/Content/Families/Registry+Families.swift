// The seed families' kinds (article cards, grid tile, story bubble, …). Each family file adds a
// `static var kinds: [ContentKind]`; list them here.
extension ContentRegistry {
    static var seedFamilyKinds: [ContentKind] {
        ArticleCardFamily.kinds + GridTileFamily.kinds + StoryBubbleFamily.kinds + FolderCardFamily.kinds + PinnedCardFamily.kinds
            + DocumentRowFamily.kinds + StatusPanelFamily.kinds + NativeAdFamily.kinds + SectionHeaderFamily.kinds
    }
}
