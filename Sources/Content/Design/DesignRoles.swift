/// A name of the design model file that code reads by static keys (`ShapeRole`, `ColorName`):
/// a string in a type of its own, so that a shape role is not taken for a color name. String
/// literals convert (`radii["hero"]`); the raw value is the name in the file.
public protocol DesignName: RawRepresentable<String>, Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    init(rawValue: String)
}

extension DesignName {
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A shape role of the design model: the key of a corner radius (`shapes.radii`), a border
/// (`borders`) and a shadow (`shadows`). Static keys on a struct, as UIKit keys open sets of
/// names (`NSAttributedString.Key`, `UIFont.TextStyle`), not an enum: a design model file may add
/// roles of its own (`"hero"`, or a grid tile's `cornerRole`), which code reads as
/// `ShapeRole("hero")`; the built-in ones are static members, so a call site cannot misspell
/// them. The raw value is the name in the design model file.
public struct ShapeRole: DesignName {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inset-grouped rows and sections.
    public static let cell: ShapeRole = "cell"
    /// Cards: grid and carousel cells, the families' cards.
    public static let card: ShapeRole = "card"
    public static let thumbnail: ShapeRole = "thumbnail"
    public static let button: ShapeRole = "button"
    public static let badge: ShapeRole = "badge"
}

/// A color's name in the design model's palette (`ColorPalette`), UIKit's semantic and system
/// colors plus a design's own names. Static keys for the names code reads, like `ShapeRole`;
/// the raw value is the name in the design model file. (Element designs keep their colors as
/// strings: a palette name or `#RRGGBB[AA]`, as the file writes them.)
public struct ColorName: DesignName {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let label: ColorName = "label"
    public static let secondaryLabel: ColorName = "secondaryLabel"
    public static let tertiaryLabel: ColorName = "tertiaryLabel"
    public static let tint: ColorName = "tint"
    public static let systemBackground: ColorName = "systemBackground"
    public static let systemGroupedBackground: ColorName = "systemGroupedBackground"
    public static let secondarySystemGroupedBackground: ColorName = "secondarySystemGroupedBackground"
    public static let separator: ColorName = "separator"
    public static let systemGray4: ColorName = "systemGray4"
    public static let shadow: ColorName = "shadow"
}
