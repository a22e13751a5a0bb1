import Galley
import Layout

/// The container a section or group is laid out in, like UIKit's `NSCollectionLayoutContainer`.
@MainActor public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container's content is laid out in.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets with the safe area or margins the insets reference added.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told, like UIKit's `NSCollectionLayoutEnvironment`.
@MainActor public protocol NSCollectionLayoutEnvironment {
    /// The container the section is laid out in: its size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// A container of a size and insets.
@MainActor package final class LayoutContainer: NSCollectionLayoutContainer {
    package let contentSize: CGSize
    package let contentInsets: NSDirectionalEdgeInsets

    package init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) { self.contentSize = contentSize; self.contentInsets = contentInsets }

    package var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    package var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The environment of Layout's pass for a section provider: the collection view's size, its
/// safe area as the effective insets, and the traits.
@MainActor package final class LayoutEnvironmentAdapter: NSCollectionLayoutEnvironment {
    package let container: any NSCollectionLayoutContainer
    package let traitCollection: UITraitCollection
    /// Layout's environment it stands for.
    package let environment: LayoutEnvironment

    package init(_ environment: LayoutEnvironment, traits: UITraitCollection) {
        self.environment = environment
        container = LayoutContainer(
            contentSize: CGSize(width: environment.containerSize.width, height: environment.containerSize.height),
            contentInsets: NSDirectionalEdgeInsets(environment.effectiveContentInsets))
        traitCollection = traits
    }

    /// A group's environment: its container is the group's size.
    package init(containerSize: Size, environment: LayoutEnvironment, traits: UITraitCollection) {
        self.environment = environment
        container = LayoutContainer(contentSize: CGSize(width: containerSize.width, height: containerSize.height), contentInsets: .zero)
        traitCollection = traits
    }
}

/// Layout's environment for a collection view of `size` in `traits`, like the one UIKit hands a
/// section provider (the system layout margins for the width; no safe area).
@MainActor package func layoutEnvironment(size: CGSize, traits: UITraitCollection, contentOffset: CGPoint = .zero) -> LayoutEnvironment {
    LayoutEnvironment(
        containerSize: Size(width: Double(size.width), height: Double(size.height)), layoutDirection: traits.galleyDirection,
        displayScale: traits.galleyScale,
        // The collection view's system layout margins, as a scene's: list sections take the
        // design model's platform margins themselves (`UICollectionLayoutListConfiguration`'s
        // metrics), other sections do not move.
        layoutMargins: LayoutEnvironment.systemLayoutMargins(forWidth: Double(size.width)),
        traits: LayoutTraits(contentSizeCategory: traits.galleyCategory, userInterfaceStyle: traits.galleyStyle),
        contentOffset: Point(x: Double(contentOffset.x), y: Double(contentOffset.y)))
}
