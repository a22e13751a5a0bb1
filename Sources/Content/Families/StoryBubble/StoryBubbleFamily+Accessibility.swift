extension StoryBubbleFamily {
    /// One button (a bubble opens its story) labelled with its caption: a bubble without a
    /// caption is an image button without a label, which the labels audit reports.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.caption]), traits: .button)]
    }
}
