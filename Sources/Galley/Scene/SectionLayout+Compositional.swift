import Layout
import Support

/// Any compositional section as a scene section's layout (`SectionLayout.compositional`), like
/// an `NSCollectionLayoutSection` a section provider returns: items, nested horizontal,
/// vertical, repeating and custom groups, dimensions (estimated ones measured by the items'
/// content), insets, spacing, edge spacing, boundary and anchored supplementaries, decorations
/// and orthogonal scrolling.
///
/// A scene's layout is cached by its value, so this value is `Hashable`: two sections are equal
/// when their shapes are (`LayoutSectionShape`: everything but closures) and so are their
/// closure identities. A section without closures has none, so equal shapes are equal sections
/// (a scene file read twice keeps its cached layout). A section with closures (a
/// `visibleItemsInvalidationHandler`, a custom group's item provider, a hosted template or a
/// list's `itemSeparatorHandler`) gets a fresh identity from `init(_:)`: copies of the value stay
/// equal; another section with other closures never is. Give `init(_:closureIdentity:)` the same
/// identity to say that two sections' closures do the same thing. A group tree too big for a
/// shape (`LayoutSectionShape`) is treated as a closure: equal only to its copies.
public struct CompositionalSection: Sendable, Hashable {
    /// The section, as the layout stage lays it out.
    public let section: LayoutSection
    /// What of the section can be compared.
    public let shape: LayoutSectionShape
    /// Who vouches for the section's closures (nil: it has none).
    public let closureIdentity: String?

    /// A section; one with closures gets an identity of its own.
    public init(_ section: LayoutSection) {
        self.section = section
        shape = LayoutSectionShape(section)
        closureIdentity = shape.hasOpaqueParts ? ClosureIdentity.unique() : nil
    }

    /// A section whose closures behave as those of every other section given `closureIdentity`
    /// (the scene format names a custom group's frames this way). Ignored for sections without
    /// closures.
    public init(_ section: LayoutSection, closureIdentity: String) {
        self.section = section
        shape = LayoutSectionShape(section)
        self.closureIdentity = shape.hasOpaqueParts ? "given:" + closureIdentity : nil
    }

    public static func == (a: CompositionalSection, b: CompositionalSection) -> Bool {
        a.closureIdentity == b.closureIdentity && a.shape == b.shape
    }

    public func hash(into h: inout Hasher) {
        h.combine(shape)
        h.combine(closureIdentity)
    }
}

/// A list configuration for one scene section (`SectionLayout.list(using:)`), laid out as
/// `LayoutSection.list(using:layoutEnvironment:)` lays it out: its appearance, header and footer
/// modes, separators, header top padding and colors are the section's, whatever the scene's
/// list style says. `Hashable` as `CompositionalSection` is: by shape, and an identity for an
/// `itemSeparatorHandler`.
public struct ListSectionConfiguration: Sendable, Hashable {
    /// The configuration.
    public let configuration: ListConfiguration
    /// The kind of the decoration that fills a section whose configuration has a
    /// `backgroundColor` (a scene has one canvas: the color fills the section's area).
    public static let backgroundElementKind = "list-background"
    /// What of the configuration can be compared.
    public let shape: ListConfigurationShape
    /// Who vouches for the item separator handler (nil: there is none).
    public let closureIdentity: String?

    /// A configuration; one with an item separator handler gets an identity of its own.
    public init(_ configuration: ListConfiguration) {
        self.configuration = configuration
        shape = ListConfigurationShape(configuration)
        closureIdentity = shape.hasOpaqueParts ? ClosureIdentity.unique() : nil
    }

    /// A configuration whose separator handler behaves as that of every other configuration
    /// given `closureIdentity`.
    public init(_ configuration: ListConfiguration, closureIdentity: String) {
        self.configuration = configuration
        shape = ListConfigurationShape(configuration)
        self.closureIdentity = shape.hasOpaqueParts ? "given:" + closureIdentity : nil
    }

    public static func == (a: ListSectionConfiguration, b: ListSectionConfiguration) -> Bool {
        a.closureIdentity == b.closureIdentity && a.shape == b.shape
    }

    public func hash(into h: inout Hasher) {
        h.combine(shape)
        h.combine(closureIdentity)
    }
}

/// Fresh identities for closures nobody vouched for.
enum ClosureIdentity {
    private static let counter = Locked<UInt64>(0)

    static func unique() -> String {
        "unique:\(counter.withLock { (n: inout UInt64) -> UInt64 in n += 1; return n })"
    }
}

extension SectionLayout {
    /// A section laid out by any compositional section, like a section provider returning an
    /// `NSCollectionLayoutSection`. Boundary supplementaries of kind `ElementKind.sectionHeader`
    /// and `sectionFooter` show the section's `header` and `footer` (when it has them); other
    /// kinds show `SectionContent.supplementaries[kind]`.
    public static func compositional(_ section: LayoutSection) -> SectionLayout {
        .compositional(CompositionalSection(section))
    }

    /// A list section with its own configuration, like
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: ListConfiguration) -> SectionLayout {
        .listConfiguration(ListSectionConfiguration(configuration))
    }

    /// The list appearance the section's rows are drawn in: the scene's for `.list`, the
    /// configuration's for `.listConfiguration`, nil for layouts that are not lists.
    func rowAppearance(scene: ListStyle.Appearance) -> ListConfiguration.Appearance? {
        switch self {
        case .list: return scene.layoutAppearance
        case .listConfiguration(let c): return c.configuration.appearance
        default: return nil
        }
    }
}
