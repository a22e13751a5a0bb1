extension ArticleCardFamily {
    /// One element: the title, subtitle and metadata joined (a collection view cell reads its
    /// labels in order); the image has no label and adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.title, item.subtitle, item.metadata]))]
    }
}
