/// A content configuration of any family, for registries, caches and scenes mixing families.
/// Equal when both wrap equal configurations of the same type.
public struct AnyContentConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped configuration.
    public let base: any ContentConfiguration

    public init<C: ContentConfiguration>(_ configuration: C) { base = configuration }

    /// The family of the wrapped configuration (its sizing view's family).
    public var family: String { type(of: base).family }

    /// Whether the cell's background shows the wrapped family's highlighted and selected states.
    public var statesDrawnByBackground: Bool { type(of: base).statesDrawnByBackground }

    /// The wrapped configuration for `state`.
    public func updated(for state: CellConfigurationState) -> AnyContentConfiguration {
        func open<C: ContentConfiguration>(_ c: C) -> AnyContentConfiguration { AnyContentConfiguration(c.updated(for: state)) }
        return open(base)
    }

    /// The wrapped configuration's accessibility elements in `state`.
    public func accessibilityContent(state: CellConfigurationState) -> [AccessibilityContent] {
        base.accessibilityContent(state: state)
    }

    public static func == (a: AnyContentConfiguration, b: AnyContentConfiguration) -> Bool {
        func equal<C: ContentConfiguration>(_ x: C) -> Bool { (b.base as? C) == x }
        return equal(a.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    public var description: String { "\(family) \(base)" }
}

/// What the Render stage draws for one laid-out element: its content configuration, the cell's
/// background (`UIBackgroundConfiguration`, drawn under the content), and its state.
public struct ElementContent: Hashable, Sendable {
    public var configuration: AnyContentConfiguration
    public var background: BackgroundConfiguration?
    public var state: CellConfigurationState

    public init(_ configuration: AnyContentConfiguration, background: BackgroundConfiguration? = nil, state: CellConfigurationState = .normal) {
        self.configuration = configuration; self.background = background; self.state = state
    }

    public init<C: ContentConfiguration>(_ configuration: C, background: BackgroundConfiguration? = nil, state: CellConfigurationState = .normal) {
        self.init(AnyContentConfiguration(configuration), background: background, state: state)
    }
}
