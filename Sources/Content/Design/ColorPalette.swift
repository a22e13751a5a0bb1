import Geometry
import Support

/// A color with a light and a dark value (a dynamic `UIColor`).
public struct DynamicColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color
    public init(light: Color, dark: Color) { self.light = light; self.dark = dark }
    public init(_ both: Color) { light = both; dark = both }
    public func resolved(_ style: UserInterfaceStyle) -> Color { style == .dark ? dark : light }
}

/// The design model's colors by semantic name (UIKit's: `label`, `systemGroupedBackground`, …)
/// plus the app's own names.
///
/// Content reads a palette only through `color(_:_:)`: design provenance (`galley diff-design`)
/// notes those lookups (`lookups`) and probes only the color keys an element looked up.
public struct ColorPalette: Hashable, Sendable {
    public var colors: [ColorName: DynamicColor]
    /// Where `color(_:_:)` notes each name and style it is asked for (nil: nowhere). Not part of
    /// the palette's value (equality and hashing ignore it).
    package var lookups: DesignLookups?
    public init(colors: [ColorName: DynamicColor]) { self.colors = colors }

    /// The color named `name` in `style`; nil if the palette has no such name.
    public func color(_ name: ColorName, _ style: UserInterfaceStyle) -> Color? {
        lookups?.note("colors.\(name.rawValue).\(style.rawValue)")
        return colors[name]?.resolved(style)
    }

    public static func == (a: ColorPalette, b: ColorPalette) -> Bool { a.colors == b.colors }
    public func hash(into hasher: inout Hasher) { hasher.combine(colors) }

    private static func c(_ hex: String) -> Color { Color(hex: hex)! }
    private static func d(_ light: String, _ dark: String) -> DynamicColor { DynamicColor(light: c(light), dark: c(dark)) }

    /// iOS 17's semantic colors (UIKit's dynamic system colors resolved in the light and dark
    /// base trait collections, sRGB; alpha where UIKit's color is translucent).
    public static let iOS17 = ColorPalette(colors: [
        "label": d("#000000", "#FFFFFF"),
        "secondaryLabel": d("#3C3C4399", "#EBEBF599"),
        "tertiaryLabel": d("#3C3C434C", "#EBEBF54C"),
        "quaternaryLabel": d("#3C3C432D", "#EBEBF52D"),
        "placeholderText": d("#3C3C434C", "#EBEBF54C"),
        "link": d("#007AFF", "#0984FF"),
        "tint": d("#007AFF", "#0A84FF"),
        "systemBackground": d("#FFFFFF", "#000000"),
        "secondarySystemBackground": d("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": d("#FFFFFF", "#2C2C2E"),
        "systemGroupedBackground": d("#F2F2F7", "#000000"),
        "secondarySystemGroupedBackground": d("#FFFFFF", "#1C1C1E"),
        "tertiarySystemGroupedBackground": d("#F2F2F7", "#2C2C2E"),
        "systemFill": d("#78788033", "#7878805C"),
        "secondarySystemFill": d("#78788029", "#78788052"),
        "tertiarySystemFill": d("#7676801E", "#7676803D"),
        "quaternarySystemFill": d("#74748014", "#7676802D"),
        "separator": d("#3C3C434A", "#54545899"),
        "opaqueSeparator": d("#C6C6C8", "#38383A"),
        "systemGray": d("#8E8E93", "#8E8E93"),
        "systemGray2": d("#AEAEB2", "#636366"),
        "systemGray3": d("#C7C7CC", "#48484A"),
        "systemGray4": d("#D1D1D6", "#3A3A3C"),
        "systemGray5": d("#E5E5EA", "#2C2C2E"),
        "systemGray6": d("#F2F2F7", "#1C1C1E"),
        "systemBlue": d("#007AFF", "#0A84FF"),
        "systemRed": d("#FF3B30", "#FF453A"),
        "systemGreen": d("#34C759", "#30D158"),
        "systemOrange": d("#FF9500", "#FF9F0A"),
        "systemYellow": d("#FFCC00", "#FFD60A"),
        "systemPink": d("#FF2D55", "#FF375F"),
        "systemPurple": d("#AF52DE", "#BF5AF2"),
        "systemTeal": d("#30B0C7", "#40C8E0"),
        "systemIndigo": d("#5856D6", "#5E5CE6"),
        "white": DynamicColor(c("#FFFFFF")),
        "black": DynamicColor(c("#000000")),
        "clear": DynamicColor(c("#00000000")),
        "shadow": DynamicColor(c("#000000")),
    ])
}

/// The design keys looked up while it is set on a palette or typography (`ColorPalette.lookups`,
/// `Typography.lookups`): a palette color's key (`colors.label.dark`) or a text style's
/// (`typography.body`, the style's keys), in order.
package final class DesignLookups: Sendable {
    private let noted = Locked<[String]>([])
    package init() {}
    func note(_ key: String) { noted.withLock { $0.append(key) } }
    /// The keys noted since the last `take`, forgetting them.
    package func take() -> [String] {
        noted.withLock { n in
            defer { n.removeAll(keepingCapacity: true) }
            return n
        }
    }
}
