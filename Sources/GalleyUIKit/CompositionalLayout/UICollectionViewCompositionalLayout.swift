import Foundation
import Galley
import Layout
import Support

/// A collection view's layout, like UIKit's `UICollectionViewLayout` (the base class).
@MainActor open class UICollectionViewLayout {
    /// Decoration view classes by element kind (`register(_:forDecorationViewOfKind:)`).
    package private(set) var decorationViewClasses: [String: AnyClass] = [:]
    /// The collection view using the layout (the view layer sets it; UIKit's `collectionView`).
    package weak var host: AnyObject?

    /// Creates a layout.
    public init() {}

    /// Registers the view class that draws decorations of `elementKind` (nil removes it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// Drops the layout's cached geometry; the next pass lays everything out again.
    open func invalidateLayout() {}

    /// The content size of the last pass (zero before one).
    open var collectionViewContentSize: CGSize { .zero }
}

/// Builds a section for its index, like UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Layout-wide settings, like UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// `scrollDirection` is typed `UICollectionView.ScrollDirection` in UIKit; the view layer
/// (which defines `UICollectionView`) adds it over `galleyScrollDirection`.
@MainActor open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis sections follow one another along (Layout's spelling).
    package var galleyScrollDirection: ScrollDirection = .vertical
    /// Space between sections along the scroll axis.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from, unless a section sets its own.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A configuration with UIKit's defaults: vertical scrolling, no spacing between sections.
    public init() {}

    /// Layout's configuration.
    package var layoutConfiguration: CompositionalLayoutConfiguration {
        CompositionalLayoutConfiguration(
            scrollDirection: galleyScrollDirection, interSectionSpacing: Double(interSectionSpacing),
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.layoutBoundaryItem))
    }
}

/// A layout built from sections, like UIKit's `UICollectionViewCompositionalLayout`: the
/// section provider (or the one section) describes each section, and Layout's
/// `CompositionalLayout` lays them out (`prepare(sections:environment:traits:measurer:)`).
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section provider (for `init(section:)`, one returning that section).
    package let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide settings (setting them invalidates the layout).
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { engineLayout = nil }
    }
    /// The sections of the current pass, read by Layout's provider.
    let passSections = Locked<[LayoutSection]>([])
    var engineLayout: CompositionalLayout?
    var lastContentSize: CGSize = .zero

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with its index and layout environment.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration)
    {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A list layout: every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }

    /// Marks the layout as needing to run again; the next layout asks the section provider anew.
    open override func invalidateLayout() { engineLayout?.invalidateLayout() }

    /// The size of the laid-out content, as of the last layout.
    open override var collectionViewContentSize: CGSize { lastContentSize }

    // MARK: Bridges

    /// The UIKit section the provider gives for section `index` in `environment` and `traits`.
    package func uikitSection(at index: Int, environment: LayoutEnvironment, traits: UITraitCollection) -> NSCollectionLayoutSection? {
        let section = provider(index, LayoutEnvironmentAdapter(environment, traits: traits))
        section?.built = (environment, traits)
        return section
    }

    /// Layout's section for section `index` of `itemCount` items (nil when the provider returns nil).
    package func section(at index: Int, itemCount: Int = 0, environment: LayoutEnvironment, traits: UITraitCollection) -> LayoutSection? {
        uikitSection(at: index, environment: environment, traits: traits)?
            .layoutSection(traits: traits, environment: environment, sectionIndex: index, itemCount: itemCount)
    }

    /// Layout's engine for this layout (kept between passes for its measurement caches).
    package var engine: CompositionalLayout {
        if let engineLayout { return engineLayout }
        let box = passSections
        let e = CompositionalLayout(
            sectionProvider: { index, _, _ in box.withLock { $0[index] } }, configuration: configuration.layoutConfiguration)
        engineLayout = e
        return e
    }

    /// Lays out `sections` as UIKit would: the section provider is asked for every section (in
    /// order, on the main actor), then Layout's engine lays them out with `measurer`, then each
    /// section's `visibleItemsInvalidationHandler` runs. A provider returning nil records a
    /// `UIKitDiagnostic` and the section lays out as a plain list.
    package func prepare(
        sections: [LayoutSectionContent], environment: LayoutEnvironment, traits: UITraitCollection, measurer: some LayoutMeasuring
    ) throws(LayoutError) -> LayoutResult {
        var built: [LayoutSection] = []
        var uikit: [(NSCollectionLayoutSection, String)] = []
        for (index, content) in sections.enumerated() {
            if let u = uikitSection(at: index, environment: environment, traits: traits) {
                built.append(u.layoutSection(traits: traits, environment: environment, sectionIndex: index, itemCount: content.itemCount))
                uikit.append((u, content.identifier))
            } else {
                UIKitDiagnosticLog.current.record(
                    UIKitDiagnostic(
                        kind: "layout", subject: content.identifier,
                        message:
                            "UICollectionViewCompositionalLayout's section provider returned nil for section \(index) (\"\(content.identifier)\"); it was laid out as a plain list"
                    ))
                built.append(.list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment))
            }
        }
        passSections.withLock { $0 = built }
        let e = engine
        e.invalidateLayout()
        var result = try e.prepare(sections: sections, environment: environment, measurer: measurer)
        for (section, identifier) in uikit {
            section.applyVisibleItemsHandler(to: &result, section: identifier, environment: environment, traits: traits)
        }
        lastContentSize = CGSize(width: result.contentSize.width, height: result.contentSize.height)
        return result
    }
}
