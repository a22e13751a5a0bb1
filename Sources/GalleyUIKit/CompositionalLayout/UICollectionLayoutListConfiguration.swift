import Foundation
import Galley
import Layout

/// A list's separators, like UIKit's `UIListSeparatorConfiguration`; Layout's
/// `ListSeparatorConfiguration` draws them.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable, Hashable {
        /// The list's choice, always shown, or never shown.
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

    /// Whether the separator above the row shows.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the row shows.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above the row (the system's by default).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The insets of the separator below the row (the system's by default).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
    /// The color of the separators.
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
    /// How an action looks, like `UIContextualAction.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// An action in the system's gray.
        case normal
        /// An action that deletes, in the system's red.
        case destructive
    }
    /// The closure an action runs: the action, the view it came from, and a completion to call with whether it ran.
    public typealias Handler = @MainActor (UIContextualAction, AnyObject, @escaping (Bool) -> Void) -> Void

    /// Whether the action is destructive or normal.
    public let style: Style
    /// The action's title.
    public var title: String?
    /// The action's background color.
    public var backgroundColor: UIColor?
    /// The action's image.
    public var image: UIImage?
    /// What the action runs; Galley delivers no swipes, so it is stored, never run.
    public let handler: Handler

    /// An action of `style` titled `title` that runs `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) { self.style = style; self.title = title; self.handler = handler }
}

/// The swipe actions of a row, like UIKit's `UISwipeActionsConfiguration`: stored.
@MainActor public final class UISwipeActionsConfiguration {
    /// The actions, first nearest the edge.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    public var performsFirstActionWithFullSwipe = true
    /// A swipe configuration with `actions`, first nearest the edge.
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

/// A list section's configuration, like UIKit's `UICollectionLayoutListConfiguration`;
/// Layout's `ListConfiguration` lays the list out.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's look, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, Hashable {
        /// A plain list, a grouped list, a grouped list inset from the edges with rounded sections, or a sidebar.
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
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No headers.
        case none
        /// Headers from the data source's supplementary view provider, of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }
    /// How section footers are provided.
    public enum FooterMode: Int, Sendable, Hashable {
        /// No footers.
        case none
        /// Footers from the data source's supplementary view provider, of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// A closure that adjusts the separator configuration of the row at an index path.
    public typealias ItemSeparatorHandler = @MainActor (Foundation.IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// A closure that returns the swipe actions of the row at an index path, or nil.
    public typealias SwipeActionsConfigurationProvider = @MainActor (Foundation.IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look: plain, grouped, inset grouped or sidebar.
    public let appearance: Appearance
    /// Whether the rows have separators.
    public var showsSeparators: Bool
    /// The look of the separators.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of one item (asked for each item, on the main actor, when the
    /// compositional layout builds the section for a pass).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; nil: the appearance's (`systemBackground` plain, `systemGroupedBackground` otherwise).
    public var backgroundColor: UIColor?
    /// Whether sections have headers, and of which kind.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers.
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil: the appearance's (0).
    public var headerTopPadding: CGFloat?
    /// Stored; a still image is never swiped.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Stored; a still image is never swiped.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration with `appearance` and the system's defaults for it.
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
