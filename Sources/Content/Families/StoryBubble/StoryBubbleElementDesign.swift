import Geometry
import Support
import Typesetting

/// The element design of story bubbles: a circular image inside a ring — while unseen a
/// gradient from `ringEndColor` (bottom leading) to `ringColor` (top trailing), the look of
/// story rings in social apps, with a `ringGapColor` gap around the image; once seen a thin
/// `seenRingColor` ring — and a one-line caption under it.
public struct StoryBubbleElementDesign: Hashable, Sendable {
    public var caption = TextRole(.caption1, numberOfLines: 1, alignment: .center)
    public var diameter = 64.0
    public var ringWidth = 2.5
    public var seenRingWidth = 1.0
    public var ringGap = 2.5
    public var ringColor = "systemPink"
    public var ringEndColor = "systemOrange"
    /// The gap between an unseen ring and the image (the story template's screen background).
    public var ringGapColor = "systemGroupedBackground"
    public var seenRingColor = "systemGray3"
    public var captionSpacing = 6.0
    public var placeholder = "systemGray5"
    public init() {}
}

extension StoryBubbleElementDesign: ElementDesign {
    public static let designKey = "storyBubble"
    public static var fields: [ElementField<Self>] {
        [
            .init("caption", .text(\.caption)), .number("diameter", \.diameter), .number("ringWidth", \.ringWidth, max: 100),
            .number("seenRingWidth", \.seenRingWidth, max: 100), .number("ringGap", \.ringGap, max: 100), .init("ringColor", .color(\.ringColor)),
            .init("ringEndColor", .color(\.ringEndColor)), .init("ringGapColor", .color(\.ringGapColor)),
            .init("seenRingColor", .color(\.seenRingColor)), .number("captionSpacing", \.captionSpacing), .init("placeholder", .color(\.placeholder)),
        ]
    }
}

extension ElementDesigns {
    /// `elements.storyBubble`.
    public var storyBubble: StoryBubbleElementDesign {
        get { self[StoryBubbleElementDesign.self] }
        set { self[StoryBubbleElementDesign.self] = newValue }
    }
}
