extension PinnedCardFamily {
    /// One element: the title and metadata joined; the image adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.title, item.metadata]))]
    }
}
