extension StatusPanelFamily {
    /// One element: the title, message and button title joined; a `button` when it has a button.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        let hasButton = !(item.buttonTitle ?? "").isEmpty
        return [
            AccessibilityContent(
                label: AccessibilityContent.joined([item.title, item.message, item.buttonTitle]), traits: hasButton ? .button : [])
        ]
    }
}
