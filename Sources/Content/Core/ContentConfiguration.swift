import Geometry

/// The state a cell is drawn in, like `UICellConfigurationState`: a scene names it per item
/// (`"state": "selected"`), and `ContentConfiguration.updated(for:)` turns a configuration into the
/// one for that state (a highlighted row's background, a disabled row's dimmed text).
public struct CellConfigurationState: Hashable, Sendable, CustomStringConvertible {
    public var isSelected: Bool
    public var isHighlighted: Bool
    public var isDisabled: Bool
    /// An outline row showing its children (`UICellConfigurationState.isExpanded`): the outline
    /// disclosure accessory points down.
    public var isExpanded: Bool

    public init(isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false, isExpanded: Bool = false) {
        self.isSelected = isSelected; self.isHighlighted = isHighlighted; self.isDisabled = isDisabled; self.isExpanded = isExpanded
    }

    /// Nothing set: how a cell looks at rest.
    public static let normal = CellConfigurationState()
    public static let selected = CellConfigurationState(isSelected: true)
    public static let highlighted = CellConfigurationState(isHighlighted: true)
    public static let disabled = CellConfigurationState(isDisabled: true)

    /// The scene-file names: `normal`, `selected`, `highlighted`, `disabled`.
    public static let named: [(String, CellConfigurationState)] = [
        ("normal", .normal), ("selected", .selected), ("highlighted", .highlighted), ("disabled", .disabled),
    ]

    public var description: String {
        var parts: [String] = []
        if isSelected { parts.append("selected") }
        if isHighlighted { parts.append("highlighted") }
        if isDisabled { parts.append("disabled") }
        if isExpanded { parts.append("expanded") }
        return parts.isEmpty ? "normal" : parts.joined(separator: "+")
    }
}

/// What a content view is laid out in, besides its width: the traits that change measurement
/// or drawing (like the parts of `UITraitCollection` a content view reads).
public struct ContentEnvironment: Hashable, Sendable {
    public var layoutDirection: LayoutDirection
    /// Device pixels per point; heights round up to whole device pixels.
    public var displayScale: Double
    public var contentSizeCategory: ContentSizeCategory
    public var userInterfaceStyle: UserInterfaceStyle
    /// The layout margins of the view the content sits in (the cell's content view), which list
    /// configurations keep on their `axesPreservingSuperviewLayoutMargins`; zero by default.
    public var superviewLayoutMargins: DirectionalEdgeInsets

    public init(
        layoutDirection: LayoutDirection = .leftToRight, displayScale: Double = 1,
        contentSizeCategory: ContentSizeCategory = .large, userInterfaceStyle: UserInterfaceStyle = .light,
        superviewLayoutMargins: DirectionalEdgeInsets = .zero
    ) {
        self.layoutDirection = layoutDirection; self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory; self.userInterfaceStyle = userInterfaceStyle
        self.superviewLayoutMargins = superviewLayoutMargins
    }
}

/// A typed content configuration, like `UIContentConfiguration`: a value with a **design part**
/// (shared by every item of the kind: fonts, colors, spacing, shapes — resolved from the design
/// model for the traits) and an **item part** (text, image sources, flags: what differs per item).
/// A configuration makes its content view; the sizing-view pool keeps one such view per family
/// and re-applies configurations to it.
public protocol ContentConfiguration: Hashable, Sendable {
    associatedtype Design: Hashable & Sendable
    associatedtype Item: Hashable & Sendable
    associatedtype View: ContentView where View.Configuration == Self

    /// The family's registry name (`"list"`, `"articleCard"`, …): one sizing view per family.
    static var family: String { get }

    var design: Design { get }
    var item: Item { get }

    /// A new content view for this configuration (`UIContentConfiguration.makeContentView()`),
    /// not yet configured: `ContentView.apply(_:environment:)` configures it.
    func makeContentView(context: ContentContext) -> View

    /// The configuration for `state` (`UIContentConfiguration.updated(for:)`). The default
    /// returns `self`.
    func updated(for state: CellConfigurationState) -> Self

    /// True for row-like families whose highlighted and selected looks are the cell's background
    /// (`UIBackgroundConfiguration` updated for the state: list rows, document rows); false for
    /// families that draw their own (cards). Default false.
    static var statesDrawnByBackground: Bool { get }

    /// The accessibility elements this content exposes in `state`, in reading order, as the
    /// family declares them (UIKit's defaults for its kind of view: a list cell is one element
    /// whose label joins its texts). The default declares none: the content is invisible to
    /// VoiceOver until its family says what it reads.
    func accessibilityContent(state: CellConfigurationState) -> [AccessibilityContent]
}

extension ContentConfiguration {
    public func updated(for state: CellConfigurationState) -> Self { self }
    public static var statesDrawnByBackground: Bool { false }
    public func accessibilityContent(state: CellConfigurationState) -> [AccessibilityContent] { [] }
}
