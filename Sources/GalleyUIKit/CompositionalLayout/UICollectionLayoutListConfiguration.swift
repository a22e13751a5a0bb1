import Foundation
import Galley
import Layout

/// A list's separators, like UIKit's `UIListSeparatorConfiguration`; Layout's
/// `ListSeparatorConfiguration` draws them.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable, Hashable {
        case automatic, visible, hidden

        var layoutVisibility: ListSeparatorConfiguration.Visibility {
            switch self {
            case .automatic: return .automatic
            case .visible: return .visible
            case .hidden: return .hidden
            }
        }

        init(_ v: ListSeparatorConfiguration.Visibility) {
            switch v {
            case .automatic: self = .automatic
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }
    }

    /// The insets meaning "the list decides" (separators start at the cell's text).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    public var topSeparatorVisibility: Visibility = .automatic
    public var bottomSeparatorVisibility: Visibility = .automatic
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    public var color: UIColor = .separator
    /// Stored; a still image shows no multiple selection.
    public var multipleSelectionColor: UIColor = .separator
    /// Stored; Galley draws no vibrancy (see `UIVisualEffect`).
    public var visualEffect: UIVisualEffect? {
        get { effect?.object as? UIVisualEffect }
        set { effect = newValue.map(ObjectBox.init) }
    }
    var effect: ObjectBox?

    /// The defaults of a list appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// Layout's separator configuration in `traits`.
    package func separatorConfiguration(in traits: UITraitCollection) -> ListSeparatorConfiguration {
        var s = ListSeparatorConfiguration()
        s.topSeparatorVisibility = topSeparatorVisibility.layoutVisibility
        s.bottomSeparatorVisibility = bottomSeparatorVisibility.layoutVisibility
        s.topSeparatorInsets = topSeparatorInsets == Self.automaticInsets ? nil : topSeparatorInsets.galleyInsets
        s.bottomSeparatorInsets = bottomSeparatorInsets == Self.automaticInsets ? nil : bottomSeparatorInsets.galleyInsets
        s.color = color.galleyColor(in: traits)
        return s
    }

    package init(_ s: ListSeparatorConfiguration) {
        topSeparatorVisibility = Visibility(s.topSeparatorVisibility)
        bottomSeparatorVisibility = Visibility(s.bottomSeparatorVisibility)
        topSeparatorInsets = s.topSeparatorInsets.map(NSDirectionalEdgeInsets.init) ?? Self.automaticInsets
        bottomSeparatorInsets = s.bottomSeparatorInsets.map(NSDirectionalEdgeInsets.init) ?? Self.automaticInsets
        color = UIColor(s.color)
    }
}

/// A swipe action, like UIKit's `UIContextualAction`: stored (a still image is never swiped).
@MainActor public final class UIContextualAction {
    public enum Style: Int, Sendable, Hashable { case normal, destructive }
    public typealias Handler = @MainActor (UIContextualAction, AnyObject, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    public var backgroundColor: UIColor?
    public var image: UIImage?
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) { self.style = style; self.title = title; self.handler = handler }
}

/// The swipe actions of a row, like UIKit's `UISwipeActionsConfiguration`: stored.
@MainActor public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// A list section's configuration, like UIKit's `UICollectionLayoutListConfiguration`;
/// Layout's `ListConfiguration` lays the list out.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar
        /// A sidebar without the sidebar's section background (Galley's sidebars have none).
        case sidebarPlain

        var layoutAppearance: ListConfiguration.Appearance {
            switch self {
            case .plain: return .plain
            case .grouped: return .grouped
            case .insetGrouped: return .insetGrouped
            case .sidebar, .sidebarPlain: return .sidebar
            }
        }
    }

    /// How section headers are provided.
    public enum HeaderMode: Int, Sendable, Hashable { case none, supplementary, firstItemInSection }
    /// How section footers are provided.
    public enum FooterMode: Int, Sendable, Hashable { case none, supplementary }

    public typealias ItemSeparatorHandler = @MainActor (Foundation.IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    public typealias SwipeActionsConfigurationProvider = @MainActor (Foundation.IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    public var showsSeparators: Bool
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of one item (asked for each item, on the main actor, when the
    /// compositional layout builds the section for a pass).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil: the appearance's (`systemBackground` plain, `systemGroupedBackground` otherwise).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil: the appearance's (0).
    public var headerTopPadding: CGFloat?
    /// Stored; a still image is never swiped.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Stored; a still image is never swiped.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        let base = ListConfiguration(appearance: appearance.layoutAppearance)
        showsSeparators = base.showsSeparators
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Layout's list configuration in `traits` (colors resolved in them).
    package func listConfiguration(in traits: UITraitCollection) -> ListConfiguration {
        var c = ListConfiguration(appearance: appearance.layoutAppearance)
        // The list metrics of the platform the design model follows (iOS 17 by default), as a
        // scene's lists do.
        c.metrics = DesignModel.default.platform.metrics
        c.showsSeparators = showsSeparators
        c.separatorConfiguration = separatorConfiguration.separatorConfiguration(in: traits)
        c.backgroundColor =
            backgroundColor?.galleyColor(in: traits) ?? (appearance == .plain ? UIColor.systemBackground : .systemGroupedBackground).galleyColor(in: traits)
        c.sectionBackgroundColor = UIColor.secondarySystemGroupedBackground.galleyColor(in: traits)
        c.headerMode = headerMode == .supplementary ? .supplementary : headerMode == .firstItemInSection ? .firstItemInSection : .none
        c.footerMode = footerMode == .supplementary ? .supplementary : .none
        c.headerTopPadding = headerTopPadding.map(Double.init)
        return c
    }
}
