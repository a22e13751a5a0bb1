extension GridTileFamily {
    /// One element: the title and caption joined; the image has no label and adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.title, item.caption]))]
    }
}
