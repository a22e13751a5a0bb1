import Geometry

/// Separator settings of a list, like `UIListSeparatorConfiguration`.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: String, Hashable, Sendable {
        /// The list decides (see `ListConfiguration` for the rules).
        case automatic
        case visible
        case hidden
    }

    /// Whether a line shows at the top of the cell.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether a line shows at the bottom of the cell.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the top separator from the cell's edges (only leading and trailing are used);
    /// nil is automatic: leading at the cell's separator layout guide (where its text starts, as
    /// the measurer's `separatorLeadingInset(of:width:)` says; the cell layout margin when it
    /// says nothing), trailing 0.
    public var topSeparatorInsets: DirectionalEdgeInsets? = nil
    /// Insets of the bottom separator; nil is automatic as for the top one.
    public var bottomSeparatorInsets: DirectionalEdgeInsets? = nil
    /// iOS `UIColor.separator` in light mode: rgba(60, 60, 67, 0.29).
    public var color: Color = Color(red: 60, green: 60, blue: 67, alpha: 74)

    /// The defaults for a list appearance, like `UIListSeparatorConfiguration(listAppearance:)`.
    public init(listAppearance: ListConfiguration.Appearance = .plain) {}
}

/// Which release's list metrics a list follows (Galley addition: UIKit has one set, its own).
///
/// Each number is measured on real iOS simulator screenshots (`Tests/Fixtures/ios-lists`, their
/// provenance in `provenance.json`, the measurements in `measurements.json`); `ListFidelityTests`
/// holds Galley to them within 1 pt. A scene's design model selects one with its `platform` key.
public enum ListPlatform: String, Hashable, Sendable, CaseIterable {
    /// Galley's metrics before the iOS references were measured (version 1 scenes keep them):
    /// 20 pt layout margins from 414 pt, no spacing above a header, no separator under the last
    /// row of a plain list.
    case galley
    /// iOS 13 (swift-snapshot-testing references at 320, 375 and 414 pt): 16 pt layout margins
    /// below 414 pt and 20 pt from 414 pt; a plain list draws a separator under its last row.
    case iOS13
    /// iOS 17 (AccessibilitySnapshot references, iOS 17.5 at 393 pt; home-assistant references,
    /// iOS 18.2 at 390 pt): 20 pt layout margins from 390 pt, 17⅔ pt above a header that follows a
    /// section without a footer, a separator under a plain list's last row.
    case iOS17
    /// iOS 18 (AccessibilitySnapshot references, iOS 18.5 at 402 pt): measures as iOS 17 on
    /// every quantity.
    case iOS18

    /// The platform's list metrics.
    public var metrics: ListMetrics {
        switch self {
        case .galley:
            return ListMetrics(wideLayoutMarginMinimumWidth: 414, headerSpacingAfterFooterlessSection: 0, separatorBelowLastPlainRow: false)
        case .iOS13:
            // 16/16/20 pt margins at 320/375/414 pt (testCollectionViewsWithMultipleScreenSizes);
            // the separator under the tenth, last row of testTableViewController.
            return ListMetrics(wideLayoutMarginMinimumWidth: 414, headerSpacingAfterFooterlessSection: 0, separatorBelowLastPlainRow: true)
        case .iOS17, .iOS18:
            // Margins 20 pt at 393 pt (17.5) and 402 pt (18.5), plain text and separators at 20
            // (testTableHitTarget); 390 pt is 20 on iOS 18 by issue 28's measurement, 375 pt
            // stays 16 (iOS 13 and 15). Inset-grouped sections: from a section's bottom to the
            // next one's top when that has a header and no footer comes between, 56⅓ pt on
            // iOS 17.5 and 18.5 (AccessibilitySnapshot testListWithSectionHeaders) and 55 pt on
            // iOS 18.2 (home-assistant ListPickerTests, as issue 28's iOS 15 and 18 references):
            // 55⅔ (a 38 pt header, 17⅔ above it) is within ⅔ pt of both. 72⅓ pt across a footer
            // and a header (33⅔ + 38: nothing between them) (testListWithHeadersAndFooters).
            // The first section's top below the content top: 38⅔ with a header on 17.5/18.5
            // (below the safe area), 37⅓ with a header and 35 without on 18.2 (home-assistant
            // ListPickerTests and LocationHistoryListView, below an inline navigation bar whose
            // bottom the title's baseline gives): a 38 pt header with nothing above it, and the
            // 35 pt grouped spacing above a header-less section.
            // Header text baseline 9⅓ pt above its section (9 on 18.2; a 38 pt header of footnote
            // text); footer cap top 8⅔ pt below its section (a 33⅔ pt footer).
            var m = ListMetrics(wideLayoutMarginMinimumWidth: 390, headerSpacingAfterFooterlessSection: 53.0 / 3, separatorBelowLastPlainRow: true)
            m.groupedHeaderVerticalMargins = (top: 15, bottom: 5)
            m.groupedFooterVerticalMargins = (top: 14.0 / 3, bottom: 11)
            return m
        }
    }

    /// The system layout margins for a container width on this platform: 16 pt each side below
    /// `metrics.wideLayoutMarginMinimumWidth`, 20 pt from it, 8 pt top and bottom.
    public func systemLayoutMargins(forWidth width: Double) -> DirectionalEdgeInsets {
        let h: Double = width >= metrics.wideLayoutMarginMinimumWidth ? 20 : 16
        return DirectionalEdgeInsets(top: 8, leading: h, bottom: 8, trailing: h)
    }
}

/// A platform's list metrics (`ListPlatform.metrics`).
public struct ListMetrics: Hashable, Sendable {
    /// The container width from which the system layout margins are 20 pt (16 pt below it).
    public var wideLayoutMarginMinimumWidth: Double
    /// Space a grouped or inset-grouped list puts above a section's header when the section
    /// before it shows no footer (none above the first section, none after a footer).
    public var headerSpacingAfterFooterlessSection: Double
    /// Whether a plain list draws a separator under each section's last row.
    public var separatorBelowLastPlainRow: Bool
    /// The top and bottom margins of grouped and inset-grouped section headers
    /// (`ListContentVariant.groupedHeader`) where the design model keeps the default ones;
    /// nil: the design model's (Galley's 16 and 7 pt).
    public var groupedHeaderVerticalMargins: (top: Double, bottom: Double)? = nil
    /// The same for section footers (`groupedFooter`; Galley's 7 and 16 pt).
    public var groupedFooterVerticalMargins: (top: Double, bottom: Double)? = nil

    public static func == (a: ListMetrics, b: ListMetrics) -> Bool {
        a.wideLayoutMarginMinimumWidth == b.wideLayoutMarginMinimumWidth
            && a.headerSpacingAfterFooterlessSection == b.headerSpacingAfterFooterlessSection
            && a.separatorBelowLastPlainRow == b.separatorBelowLastPlainRow
            && a.groupedHeaderVerticalMargins?.top == b.groupedHeaderVerticalMargins?.top
            && a.groupedHeaderVerticalMargins?.bottom == b.groupedHeaderVerticalMargins?.bottom
            && a.groupedFooterVerticalMargins?.top == b.groupedFooterVerticalMargins?.top
            && a.groupedFooterVerticalMargins?.bottom == b.groupedFooterVerticalMargins?.bottom
    }

    public func hash(into h: inout Hasher) {
        h.combine(wideLayoutMarginMinimumWidth); h.combine(headerSpacingAfterFooterlessSection); h.combine(separatorBelowLastPlainRow)
        h.combine(groupedHeaderVerticalMargins?.top); h.combine(groupedHeaderVerticalMargins?.bottom)
        h.combine(groupedFooterVerticalMargins?.top); h.combine(groupedFooterVerticalMargins?.bottom)
    }

    public init(wideLayoutMarginMinimumWidth: Double, headerSpacingAfterFooterlessSection: Double, separatorBelowLastPlainRow: Bool) {
        self.wideLayoutMarginMinimumWidth = wideLayoutMarginMinimumWidth
        self.headerSpacingAfterFooterlessSection = headerSpacingAfterFooterlessSection
        self.separatorBelowLastPlainRow = separatorBelowLastPlainRow
    }
}

/// A list section's configuration, like `UICollectionLayoutListConfiguration`.
///
/// Metrics (iOS 17 at the default text size; the content target sizes the rows and headers):
/// - Cell layout margin `m` = 16 pt below 414 pt of container width, 20 pt from 414 up
///   (`LayoutEnvironment.systemLayoutMargins`). Automatic separators start at the cell's
///   separator layout guide, its text's leading edge, which the measurer reports
///   (`LayoutMeasuring.separatorLeadingInset(of:width:)`); a measurer that does not say puts
///   them `m` from the cell's leading edge, where iOS puts the text (so 16 pt on a 390 pt
///   plain list, 16 + 16 = 32 pt from the screen edge on an inset-grouped one).
/// - `plain`: full-width rows; pinned headers; separators between rows (and under the last
///   when `metrics.separatorBelowLastPlainRow`, as iOS 13 to 18 draw it).
/// - `grouped`: full-width rows on a grouped background; a full-width line above the first
///   and below the last row; a square section background behind the rows.
/// - `insetGrouped`: rows inset by the layout margins (16 pt each side at 390 pt wide),
///   a section background with a 10 pt corner radius behind them; no edge lines.
/// - `sidebar`: rows inset 10 pt each side, no separators by default, no section background.
/// - Vertical spacing: grouped styles put 35 pt above a section without a header, and
///   `headerTopPadding` (default 0) above a header, plus `metrics.headerSpacingAfterFooterlessSection`
///   when the section before shows no footer; plain and sidebar use `headerTopPadding`
///   (default 0) above a header and nothing otherwise. After the last section any style
///   leaves `bottomPadding` (default 0; 35 pt, `standardGroupedSectionSpacing`, is the
///   grouped look of UIKit).
/// - Rows are `fractionalWidth(1) x estimated(44)`, headers and footers
///   `fractionalWidth(1) x estimated(38)`: their heights always come from the measurer.
/// - Separators are hairlines (`1 / displayScale` tall) inside the cell's bottom (or top)
///   edge, decoration views of kind `ElementKind.separator`, z-index 1. Headers have z-index 2.
public struct ListConfiguration: Sendable {
    /// The list's look, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable {
        case plain, grouped, insetGrouped, sidebar
    }

    /// How section headers are provided, like `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable {
        case none
        /// A supplementary view of kind `ElementKind.sectionHeader`.
        case supplementary
        /// The first item of each section is its header: a cell laid out as a row (inside the
        /// section background, with the usual separators); the renderer styles it as a header.
        case firstItemInSection
    }

    /// How section footers are provided, like `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: String, Hashable, Sendable {
        case none
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// How section headers are provided.
    public var headerMode: HeaderMode = .none
    /// How section footers are provided.
    public var footerMode: FooterMode = .none
    /// Extra space above each section header; nil is the appearance's default (0).
    public var headerTopPadding: Double? = nil
    /// The platform's list metrics (Galley addition): the spacing above a header that follows
    /// a section without a footer, and whether a plain list's last row has a separator.
    /// Galley's own (`ListPlatform.galley`) unless set.
    public var metrics: ListMetrics = ListPlatform.galley.metrics
    /// Space after the list's last section (Galley addition: UIKit has no property for it).
    ///
    /// UIKit's grouped and inset-grouped lists do not end flush with their last row or footer:
    /// the content goes on by about the standard section spacing. Set this to
    /// `ListConfiguration.standardGroupedSectionSpacing` (35 pt, the spacing Galley puts above a
    /// header-less grouped section, so the list has equal margins above its first and below
    /// its last section) for that look. The figure is by analogy with the top spacing, not
    /// measured on a device, and the default stays 0 so existing goldens keep their size;
    /// plain and sidebar lists end flush in UIKit too. Only the last section's value counts.
    public var bottomPadding: Double = 0
    /// The vertical spacing grouped and inset-grouped lists put above a section without a
    /// header (and the `bottomPadding` that gives a grouped list UIKit's end).
    public static let standardGroupedSectionSpacing = 35.0
    /// Whether rows have separators (off by default for `sidebar`).
    public var showsSeparators: Bool
    /// The separators' defaults for every item.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Returns the separator configuration for the item at an index path, given the list's
    /// (visibility still `.automatic` unless changed), like `itemSeparatorHandler`.
    public var itemSeparatorHandler: (@Sendable (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)? = nil
    /// The collection view's background; nil is the appearance's default (`resolvedBackgroundColor`).
    public var backgroundColor: Color? = nil
    /// The fill of grouped sections' backgrounds behind the rows (Galley addition; iOS
    /// `secondarySystemGroupedBackground`, white in light mode).
    public var sectionBackgroundColor: Color = .white

    /// A list configuration with iOS's defaults for `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.showsSeparators = appearance != .sidebar
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// `backgroundColor`, or iOS's for the appearance: `systemBackground` (#FFFFFF) for plain,
    /// `systemGroupedBackground` (#F2F2F7) for the others.
    public var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        return appearance == .plain ? .white : Color(red: 0xF2, green: 0xF2, blue: 0xF7)
    }

    /// The corner radius of the section background (Galley addition); nil is the appearance's
    /// default (`resolvedSectionCornerRadius`). Must be finite and not negative.
    public var sectionCornerRadius: Double? = nil

    /// `sectionCornerRadius`, or iOS's for the appearance: 10 pt for inset-grouped lists, else 0.
    public var resolvedSectionCornerRadius: Double {
        sectionCornerRadius ?? (appearance == .insetGrouped ? 10 : 0)
    }
}

extension LayoutSection {
    /// A list section, like `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: ListConfiguration, layoutEnvironment environment: LayoutEnvironment) -> LayoutSection {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = LayoutItem(layoutSize: row)
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [item]))
        // The system margin on the configuration's platform (Galley's: 20 pt from 414 pt, as `systemLayoutMargins`).
        let margin: Double = environment.containerSize.width >= configuration.metrics.wideLayoutMarginMinimumWidth ? 20 : 16
        switch configuration.appearance {
        case .plain, .grouped:
            section.contentInsetsReference = .none
        case .insetGrouped:
            section.contentInsetsReference = .layoutMargins
        case .sidebar:
            section.contentInsetsReference = .none
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        let boundarySize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if configuration.headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(layoutSize: boundarySize, elementKind: ElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            header.zIndex = 2
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            var footer = LayoutBoundarySupplementaryItem(layoutSize: boundarySize, elementKind: ElementKind.sectionFooter, alignment: .bottom)
            footer.zIndex = 2
            section.boundarySupplementaryItems.append(footer)
        }
        // UIKit insets list sections, not other sections, by the list's margins: a list
        // section's content follows `.layoutMargins` (inset-grouped) and its cells preserve the
        // list's margins (`UIListContentConfiguration.directionalLayoutMargins`: "By default, the
        // content view preserves the layout margins of its superview on both axes"), while a
        // custom `NSCollectionLayoutSection`'s `contentInsetsReference` defaults to `.automatic`,
        // "the section follows the layout configuration's contentInsetsReference" (the safe
        // area). So the platform's margins (iOS 17: 20 pt from 390 pt) reach this list section
        // only; the environment keeps the collection view's, which grids, cards and carousels use.
        section.list = ListSectionStyle(
            configuration: configuration, topPadding: 0, cellLayoutMargin: margin,
            platformLayoutMargin: configuration.metrics == ListPlatform.galley.metrics ? nil : margin)
        return section
    }
}
