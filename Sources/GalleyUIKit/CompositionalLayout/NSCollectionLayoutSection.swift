import Foundation
import Galley
import Layout

/// How a section scrolls across the layout's axis, like UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The section does not scroll across the axis; its groups follow one another along the layout's axis.
    case none = 0
    /// The section scrolls across the axis: freely, stopping at group edges, a page at a time, a group at a time, or a centered group at a time.
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered

    package var behavior: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}

/// What content insets are measured from, like UIKit's `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// The layout's choice for its kind of section.
    case automatic = 0
    /// The edges, the safe area, the layout margins, or the readable content guide.
    case none, safeArea, layoutMargins, readableContent

    package var reference: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }

    package init(_ r: ContentInsetsReference) {
        switch r {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}

/// What kind of element a layout item is, like UIKit's `UICollectionView.ElementCategory`.
public enum UICollectionElementCategory: UInt, Sendable, Hashable {
    /// A cell, a supplementary view (a header, footer or badge), or a decoration view.
    case cell, supplementaryView, decorationView
}

/// An element as a visible-items handler sees it, like UIKit's `NSCollectionLayoutVisibleItem`:
/// `frame`, `center` and `zIndex` changes are laid out; `alpha` and `isHidden` are stored but
/// Galley's layout attributes carry neither, so a change records a `UIKitDiagnostic`.
@MainActor public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity; stored, not drawn (a change records a diagnostic).
    var alpha: CGFloat { get set }
    /// The element's order front to back.
    var zIndex: Int { get set }
    /// Whether the element is hidden; stored, not drawn (a change records a diagnostic).
    var isHidden: Bool { get set }
    /// The element's center, in the collection view's coordinates; a change moves it.
    var center: CGPoint { get set }
    /// The element's frame, in the collection view's coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: Foundation.IndexPath { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionElementCategory { get }
    /// The element kind of a supplementary or decoration view; nil for a cell.
    var representedElementKind: String? { get }
    /// The element's name, for debugging.
    var name: String { get }
}

@MainActor final class VisibleItem: NSCollectionLayoutVisibleItem {
    var attributes: LayoutAttributes
    var alpha: CGFloat = 1
    var isHidden = false
    init(_ a: LayoutAttributes) { attributes = a }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var frame: CGRect { CGRect(x: attributes.frame.minX, y: attributes.frame.minY, width: attributes.frame.width, height: attributes.frame.height) }
    var bounds: CGRect { CGRect(x: 0, y: 0, width: attributes.frame.width, height: attributes.frame.height) }
    var center: CGPoint {
        get { CGPoint(x: attributes.frame.midX, y: attributes.frame.midY) }
        set {
            attributes.frame.origin = Point(x: Double(newValue.x) - attributes.frame.width / 2, y: Double(newValue.y) - attributes.frame.height / 2)
        }
    }
    var indexPath: Foundation.IndexPath { attributes.indexPath.foundationIndexPath }
    var representedElementCategory: UICollectionElementCategory {
        switch attributes.category {
        case .cell: return .cell
        case .supplementaryView: return .supplementaryView
        case .decorationView: return .decorationView
        }
    }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.identity }
}

/// Called with the section's visible items and the strip's offset, like UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor (
        [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
    ) -> Void

/// A section's layout, like UIKit's `NSCollectionLayoutSection`; Layout's `LayoutSection`
/// lays it out (`layoutSection(traits:)`).
@MainActor open class NSCollectionLayoutSection {
    /// Layout's section the UIKit properties are written over (a list's carries its list style).
    let base: LayoutSection
    let group: NSCollectionLayoutGroup?
    /// A list section's configuration and environment (to ask its separator handler per item).
    var listSource: (UICollectionLayoutListConfiguration, LayoutEnvironment)?
    /// The environment and traits the section was made in (by `uikitSection(at:environment:traits:)`
    /// or `list(using:layoutEnvironment:)`).
    package var built: (LayoutEnvironment, UITraitCollection)?

    /// The list configuration of a `list(using:layoutEnvironment:)` section, in the traits it
    /// was made in; nil for other sections.
    package var galleyList: ListConfiguration? {
        guard let (list, _) = listSource else { return nil }
        return list.listConfiguration(in: built?.1 ?? .current)
    }

    /// Layout's section in the environment and traits the section was made in (see `built`;
    /// else a 390 × 844 pt container in the current traits). Prefer
    /// `layoutSection(traits:environment:sectionIndex:itemCount:)` where they are at hand.
    package var galleySection: LayoutSection {
        let traits = built?.1 ?? .current
        return layoutSection(
            traits: traits, environment: built?.0 ?? GalleyUIKit.layoutEnvironment(size: CGSize(width: 390, height: 844), traits: traits))
    }

    /// The space between the section's content and its edges.
    public var contentInsets: NSDirectionalEdgeInsets
    /// What the content insets are measured from: the safe area, the layout margins or the edges.
    public var contentInsetsReference: UIContentInsetsReference
    /// Space between groups along the scroll axis (or the strip).
    public var interGroupSpacing: CGFloat
    /// How the section scrolls across the collection view's scroll direction (none by default).
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
    /// Whether headers and footers are narrowed by the leading and trailing content insets.
    public var supplementariesFollowContentInsets: Bool

    /// What boundary supplementaries' insets are measured from (iOS 16): `.none` lays headers
    /// and footers across the content insets (`supplementariesFollowContentInsets` false); any
    /// other reference narrows them by the content insets, as Layout does.
    public var supplementaryContentInsetsReference: UIContentInsetsReference {
        get { supplementariesFollowContentInsets ? .automatic : .none }
        set { supplementariesFollowContentInsets = newValue != .none }
    }
    /// Views drawn behind the section, such as its background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called after each layout pass (on the main actor) with the section's cells.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        base = LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)), subitems: [LayoutItem]()))
        contentInsets = .zero; contentInsetsReference = .automatic; interGroupSpacing = 0; boundarySupplementaryItems = []
        supplementariesFollowContentInsets = true
    }

    init(base: LayoutSection) {
        self.base = base; group = nil
        contentInsets = NSDirectionalEdgeInsets(base.contentInsets)
        contentInsetsReference = UIContentInsetsReference(base.contentInsetsReference)
        interGroupSpacing = CGFloat(base.interGroupSpacing)
        boundarySupplementaryItems = base.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init)
        supplementariesFollowContentInsets = base.supplementaryContentInsetsFollowContentInsets
    }

    /// A list section, as `UICollectionViewCompositionalLayout.list(using:)` makes for each section.
    open class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let traits = layoutEnvironment.traitCollection
        let environment =
            (layoutEnvironment as? LayoutEnvironmentAdapter)?.environment
            ?? LayoutEnvironment(
                containerSize: Size(
                    width: Double(layoutEnvironment.container.contentSize.width), height: max(Double(layoutEnvironment.container.contentSize.height), 1)),
                layoutDirection: traits.galleyDirection, displayScale: traits.galleyScale,
                traits: LayoutTraits(contentSizeCategory: traits.galleyCategory, userInterfaceStyle: traits.galleyStyle))
        let section = NSCollectionLayoutSection(base: .list(using: configuration.listConfiguration(in: traits), layoutEnvironment: environment))
        section.listSource = (configuration, environment)
        section.built = (environment, traits)
        return section
    }

    /// Layout's section in `traits` and `environment`: the group (or the list's rows) with
    /// these properties. `sectionIndex` and `itemCount` let a list's `itemSeparatorHandler` be
    /// asked for each item now, on the main actor (Layout's pass then reads the answers).
    ///
    /// `visibleItemsInvalidationHandler` is not part of Layout's section: `prepare` of
    /// `UICollectionViewCompositionalLayout` calls it after the pass.
    package func layoutSection(
        traits: UITraitCollection, environment: LayoutEnvironment, sectionIndex: Int = 0, itemCount: Int = 0
    ) -> LayoutSection {
        var s = base
        if let (list, listEnvironment) = listSource, let handler = list.itemSeparatorHandler, itemCount > 0 {
            var configuration = list.listConfiguration(in: traits)
            let base = UIListSeparatorConfiguration(configuration.separatorConfiguration)
            var answers: [Int: ListSeparatorConfiguration] = [:]
            for item in 0..<itemCount {
                answers[item] = handler(Foundation.IndexPath(indexes: [sectionIndex, item]), base).separatorConfiguration(in: traits)
            }
            let table = answers
            configuration.itemSeparatorHandler = { indexPath, c in table[indexPath.item] ?? c }
            s = .list(using: configuration, layoutEnvironment: listEnvironment)
        }
        s.contentInsetsReference = contentInsetsReference.reference
        if let group {
            // A list section's margins are its platform's (`LayoutSection.referenceInsets(in:)`).
            let reference = s.referenceInsets(in: environment)
            let container = Size(
                width: max(environment.containerSize.width - reference.horizontal - Double(contentInsets.leading + contentInsets.trailing), 0),
                height: max(environment.containerSize.height - Double(contentInsets.top + contentInsets.bottom), 0))
            s.group = group.layoutGroup(traits: traits, container: container, environment: environment)
        }
        s.contentInsets = contentInsets.galleyInsets
        s.contentInsetsReference = contentInsetsReference.reference
        s.interGroupSpacing = Double(interGroupSpacing)
        s.orthogonalScrollingBehavior = orthogonalScrollingBehavior.behavior
        s.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundaryItem)
        s.supplementaryContentInsetsFollowContentInsets = supplementariesFollowContentInsets
        s.decorationItems = decorationItems.map(\.layoutDecorationItem)
        return s
    }

    /// Calls `visibleItemsInvalidationHandler` with the cells of section `identifier` in
    /// `result` (collection-view coordinates, as UIKit's), and writes their frames and
    /// z-indexes back. `alpha` and `isHidden` are not laid out: changing them records a diagnostic.
    package func applyVisibleItemsHandler(to result: inout LayoutResult, section identifier: String, environment: LayoutEnvironment, traits: UITraitCollection)
    {
        guard let handler = visibleItemsInvalidationHandler else { return }
        let indices = result.attributes.indices.filter { result.attributes[$0].sectionIdentifier == identifier && result.attributes[$0].category == .cell }
        let items = indices.map { VisibleItem(result.attributes[$0]) }
        let offset = environment.orthogonalScrollOffsets[identifier] ?? 0
        handler(items, CGPoint(x: offset, y: 0), LayoutEnvironmentAdapter(environment, traits: traits))
        for (k, i) in indices.enumerated() { result.attributes[i] = items[k].attributes }
        if items.contains(where: { $0.alpha != 1 || $0.isHidden }) {
            UIKitDiagnosticLog.current.record(
                UIKitDiagnostic(
                    kind: "layout", subject: identifier,
                    message:
                        "visibleItemsInvalidationHandler of section \"\(identifier)\" set alpha or isHidden: Galley lays out frames, centers and z-indexes only"
                ))
        }
    }
}
