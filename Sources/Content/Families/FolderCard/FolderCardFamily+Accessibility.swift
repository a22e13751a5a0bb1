extension FolderCardFamily {
    /// One element: the folder's name, its count as the value; the icon adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [AccessibilityContent(label: AccessibilityContent.joined([item.name]), value: item.count.map(String.init))]
    }
}
