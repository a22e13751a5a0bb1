// Every family this build ships, in registration order (the order of the design model file's
// `elements` keys and of the kinds an unknown-kind error lists). A family's folder declares its
// descriptor; this list is the one line outside the folder a new family adds, because Swift runs
// no code at load time that could register it (a test checks every folder under Families/ is
// listed). A family from another target registers its descriptor on a `ContentRegistry`.
extension ContentFamily {
    public static let standard: [ContentFamily] = [
        ListContentConfiguration.descriptor, ArticleCardFamily.descriptor, GridTileFamily.descriptor, StoryBubbleFamily.descriptor,
        FolderCardFamily.descriptor, PinnedCardFamily.descriptor, DocumentRowFamily.descriptor, StatusPanelFamily.descriptor,
        NativeAdFamily.descriptor, SectionHeaderFamily.descriptor,
    ]
}
