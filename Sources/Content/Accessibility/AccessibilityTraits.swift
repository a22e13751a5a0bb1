/// What an accessibility element is and how it behaves, named as `UIAccessibilityTraits`: a set
/// of traits a screen reader announces ("button", "heading", "selected", "dimmed").
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `UIAccessibilityTraits.button`.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// `UIAccessibilityTraits.link`.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// `UIAccessibilityTraits.header`: a section header (VoiceOver's "heading").
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// `UIAccessibilityTraits.searchField`.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// `UIAccessibilityTraits.image`.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// `UIAccessibilityTraits.selected`.
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// `UIAccessibilityTraits.staticText`.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// `UIAccessibilityTraits.summaryElement`.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// `UIAccessibilityTraits.notEnabled` (VoiceOver's "dimmed").
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// `UIAccessibilityTraits.updatesFrequently`.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// `UIAccessibilityTraits.adjustable`.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 10)
    /// `UIAccessibilityTraits.tabBar`.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 11)

    /// Every trait with its UIKit name, in the order names are written.
    public static let named: [(String, AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("header", .header), ("searchField", .searchField), ("image", .image),
        ("selected", .selected), ("staticText", .staticText), ("summaryElement", .summaryElement),
        ("notEnabled", .notEnabled), ("updatesFrequently", .updatesFrequently), ("adjustable", .adjustable),
        ("tabBar", .tabBar),
    ]

    /// The traits' UIKit names, in `named` order (`["button", "selected"]`).
    public var names: [String] { Self.named.filter { contains($0.1) }.map(\.0) }

    /// The traits named `names`; nil when one is not a trait name.
    public init?(names: [String]) {
        var t = AccessibilityTraits()
        for n in names {
            guard let match = Self.named.first(where: { $0.0 == n }) else { return nil }
            t.insert(match.1)
        }
        self = t
    }

    /// Traits of elements a user acts on (the targets audit measures them).
    public var isInteractive: Bool { !intersection([.button, .link, .adjustable, .searchField]).isEmpty }
}
