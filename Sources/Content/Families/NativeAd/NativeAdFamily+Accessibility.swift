extension NativeAdFamily {
    /// One button: the design's sponsored text first ("Sponsored": an ad says it is one), then
    /// the advertiser, headline and body; the call to action is the hint. The image adds nothing.
    public static func accessibility(design: Design, item: Item) -> [AccessibilityContent] {
        [
            AccessibilityContent(
                label: AccessibilityContent.joined([design.sponsoredText, item.advertiser, item.headline, item.body]),
                hint: item.callToAction, traits: .button)
        ]
    }
}
