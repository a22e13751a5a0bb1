import Geometry
import Support
import Typesetting

/// The element design of native ad cards (the ads a feed's ad engine places, drawn like content).
public struct NativeAdElementDesign: Hashable, Sendable {
    public var sponsored = TextRole(.caption1, weight: .semibold, color: "secondaryLabel", numberOfLines: 1)
    public var advertiser = TextRole(.caption1, color: "secondaryLabel", numberOfLines: 1)
    public var headline = TextRole(.headline, numberOfLines: 2)
    public var body = TextRole(.subheadline, color: "secondaryLabel", numberOfLines: 3)
    public var callToAction = TextRole(.headline, color: "white", numberOfLines: 1, alignment: .center)
    public var callToActionFill = "tint"
    public var background = "secondarySystemGroupedBackground"
    /// The label every ad carries, in the design (so a localized design changes it).
    public var sponsoredText = "Sponsored"
    /// Image height ÷ width (1.91:1, the common native-ad image).
    public var imageAspectRatio = 1.0 / 1.91
    public var padding = 12.0
    public var spacing = 8.0
    public var buttonVerticalPadding = 10.0
    public init() {}
}

extension NativeAdElementDesign: ElementDesign {
    public static let designKey = "nativeAd"
    public static var fields: [ElementField<Self>] {
        [
            .init("sponsored", .text(\.sponsored)), .init("advertiser", .text(\.advertiser)), .init("headline", .text(\.headline)),
            .init("body", .text(\.body)), .init("callToAction", .text(\.callToAction)), .init("callToActionFill", .color(\.callToActionFill)),
            .init("background", .color(\.background)), .init("sponsoredText", .string(\.sponsoredText)),
            .number("imageAspectRatio", \.imageAspectRatio, max: 10), .number("padding", \.padding), .number("spacing", \.spacing),
            .number("buttonVerticalPadding", \.buttonVerticalPadding),
        ]
    }
}

extension ElementDesigns {
    /// `elements.nativeAd`.
    public var nativeAd: NativeAdElementDesign {
        get { self[NativeAdElementDesign.self] }
        set { self[NativeAdElementDesign.self] = newValue }
    }
}
