import Foundation
import Galley
import Layout

/// How a section scrolls across the layout's axis, like UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    case none = 0
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
    case automatic = 0
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
    case cell, supplementaryView, decorationView
}

/// An element as a visible-items handler sees it, like UIKit's `NSCollectionLayoutVisibleItem`:
/// `frame`, `center` and `zIndex` changes are laid out; `alpha` and `isHidden` are stored but
/// Galley's layout attributes carry neither, so a change records a `UIKitDiagnostic`.
@MainActor public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: Foundation.IndexPath { get }
    var representedElementCategory: UICollectionElementCategory { get }
    var representedElementKind: String? { get }
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

    public var contentInsets: NSDirectionalEdgeInsets
    public var contentInsetsReference: UIContentInsetsReference
    /// Space between groups along the scroll axis (or the strip).
    public var interGroupSpacing: CGFloat
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem]
    /// Whether headers and footers are narrowed by the leading and trailing content insets.
    public var supplementariesFollowContentInsets: Bool
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called during the layout pass (on the main actor) with the section's cells.
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
        return NSCollectionLayoutSection(base: .list(using: configuration.listConfiguration(in: traits), layoutEnvironment: environment))
    }

    /// Layout's section in `traits`: the group (or the list's rows) with these properties.
    package func layoutSection(traits: UITraitCollection) -> LayoutSection {
        var s = base
        if let group { s.group = group.layoutGroup(traits: traits) }
        s.contentInsets = contentInsets.galleyInsets
        s.contentInsetsReference = contentInsetsReference.reference
        s.interGroupSpacing = Double(interGroupSpacing)
        s.orthogonalScrollingBehavior = orthogonalScrollingBehavior.behavior
        s.boundarySupplementaryItems = boundarySupplementaryItems.map(\.layoutBoundaryItem)
        s.supplementaryContentInsetsFollowContentInsets = supplementariesFollowContentInsets
        s.decorationItems = decorationItems.map(\.layoutDecorationItem)
        if let handler = visibleItemsInvalidationHandler {
            s.visibleItemsInvalidationHandler = { attributes, offset, environment in
                guard Thread.isMainThread else {
                    UIKitDiagnosticLog.current.record(
                        UIKitDiagnostic(
                            kind: "layout", subject: "visibleItemsInvalidationHandler",
                            message: "visibleItemsInvalidationHandler: the layout pass ran off the main thread, so the handler (main actor) was not called"))
                    return
                }
                attributes = MainActor.assumeIsolated {
                    let items = attributes.map(VisibleItem.init)
                    handler(items, CGPoint(x: offset.x, y: offset.y), LayoutEnvironmentAdapter(environment, traits: traits))
                    if items.contains(where: { $0.alpha != 1 || $0.isHidden }) {
                        UIKitDiagnosticLog.current.record(
                            UIKitDiagnostic(
                                kind: "layout", subject: "visibleItemsInvalidationHandler",
                                message: "visibleItemsInvalidationHandler set alpha or isHidden: Galley lays out frames, centers and z-indexes only"))
                    }
                    return items.map(\.attributes)
                }
            }
        }
        return s
    }
}
