extension SectionHeaderFamily {
    /// The title with the `header` trait (and the action's title as its value).
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.title]), value: item.action, traits: .header)]
    }
}
