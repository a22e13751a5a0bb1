extension DocumentRowFamily {
    /// One element, as a list row: the title and metadata joined, the badges as the value; the
    /// thumbnail adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.title, item.metadata]), value: AccessibilityContent.joined(item.badges))]
    }
}
