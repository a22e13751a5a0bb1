import Galley
import Layout
import Testing

// Code as an iOS engineer writes it for UIKit, compiled unchanged against GalleyUIKit: only
// the import differs. The harness below it lays the layout out with Galley's engine.
#if canImport(UIKit)
    import UIKit
#else
    import GalleyUIKit
#endif

@MainActor enum LibraryScreen {
    enum Section: Int, CaseIterable {
        case featured, shelves, recent
    }

    static let badgeKind = "badge"
    static let headerKind = "section-header"
    static let backgroundKind = "section-background"

    static func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .featured: return makeFeaturedSection(environment: environment)
            case .shelves: return makeShelvesSection()
            default:
                var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                list.backgroundColor = .systemGroupedBackground
                list.separatorConfiguration.color = .separator
                list.itemSeparatorHandler = { indexPath, configuration in
                    var configuration = configuration
                    configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
                    return configuration
                }
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        layout.configuration = configuration
        layout.register(nil, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    static func makeFeaturedSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let wide = environment.container.effectiveContentSize.width > 500
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(wide ? 0.45 : 0.85), heightDimension: .absolute(180)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)), elementKind: headerKind,
            alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    static func makeShelvesSection() -> NSCollectionLayoutSection {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 0)
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(240)), subitems: [large, stack])
        group.interItemSpacing = .flexible(0)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)]
        return section
    }

    struct Book {
        var title: String
        var author: String
        var isFavorite: Bool
        var progress: Int
    }

    static func configure(_ content: inout UIListContentConfiguration, with book: Book, traitCollection: UITraitCollection) {
        content.text = book.title
        content.secondaryText = book.author
        content.image = UIImage(systemName: book.isFavorite ? "star.fill" : "book")
        content.imageProperties.tintColor = book.isFavorite ? .systemYellow : .secondaryLabel
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .medium)
        content.textProperties.font = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
        content.textProperties.numberOfLines = 2
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .regular))
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        content.textToSecondaryTextVerticalPadding = 4
    }

    static func accessories(for book: Book) -> [UICellAccessory] {
        var accessories: [UICellAccessory] = [.disclosureIndicator()]
        if book.progress > 0 {
            accessories.insert(.label(text: "\(book.progress)%", options: .init(tintColor: .tertiaryLabel)), at: 0)
        }
        accessories.append(.delete(displayed: .whenEditing) {})
        return accessories
    }

    static func background(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isHighlighted || state.isSelected {
            background.backgroundColor = UIColor { traits in
                traits.userInterfaceStyle == .dark ? UIColor(white: 0.25, alpha: 1) : UIColor.systemGray5
            }
        }
        background.cornerRadius = 12
        return background
    }
}

// MARK: - Harness

@MainActor @Suite struct UIKitStyleSnippetTests {
    let traits = UITraitCollection.iPhoneDefault

    /// The snippet's layout lays out through Layout's engine: the featured strip, the shelves'
    /// large item beside a stack of two, and the list.
    @Test func theSnippetsLayoutLaysOut() throws {
        let layout = try #require(LibraryScreen.makeLayout() as? UICollectionViewCompositionalLayout)
        let sections = [
            LayoutSectionContent(identifier: "featured", itemIdentifiers: ["f0", "f1", "f2"], hasHeader: true),
            LayoutSectionContent(identifier: "shelves", itemIdentifiers: ["s0", "s1", "s2"]),
            LayoutSectionContent(identifier: "recent", itemIdentifiers: ["r0", "r1"], hasHeader: true),
        ]
        let r = try layout.prepare(
            sections: sections, environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), traits: traits,
            measurer: LayoutMeasurer.estimates)
        func frame(_ item: Int, _ section: Int) -> Rect? { r.attributesForItem(at: Geometry.IndexPath(item: item, section: section))?.frame }
        // Featured: 85% of the 358 pt content width, centered paging; items inset 4 pt.
        #expect(frame(0, 0)?.width == (358 * 0.85 - 8))
        #expect(frame(0, 0)?.height == 180)
        // Shelves: 358 pt inside the layout margins; the large item half of it, the stack beside.
        #expect(frame(0, 1)?.width == 179)
        #expect(frame(1, 1)?.minX == frame(0, 1).map { $0.maxX + 4 })
        #expect(frame(2, 1)?.minY == frame(1, 1).map { $0.maxY + 4 })
        // The list: inset-grouped rows 20 pt in (iOS 17's list margins at 390 pt), while the
        // shelves above keep the collection view's 16 pt margins (358 pt).
        #expect(frame(0, 2)?.minX == 20)
        #expect(r.attributes.contains { $0.representedElementKind == LibraryScreen.badgeKind })
        #expect(r.attributes.contains { $0.representedElementKind == LibraryScreen.backgroundKind })
    }

    /// The snippet's cell content bridges to Content's subtitle cell with its changes.
    @Test func theSnippetsConfigurationBridges() throws {
        var content = UIListContentConfiguration.subtitleCell()
        LibraryScreen.configure(&content, with: .init(title: "Dune", author: "Frank Herbert", isFavorite: true, progress: 42), traitCollection: traits)
        let c = content.listContentConfiguration(in: traits)
        #expect(c.text == "Dune" && c.secondaryText == "Frank Herbert")
        #expect(c.textProperties.font.weight == .semibold && c.textProperties.numberOfLines == 2)
        #expect(c.imageProperties.tintColor == DesignModel.default.colors.color("systemYellow", .light))
        #expect(c.image?.isTemplate == true)
        let log = UIKitDiagnosticLog()
        UIKitDiagnosticLog.$current.withValue(log) {
            var other = UIListContentConfiguration.subtitleCell()
            LibraryScreen.configure(&other, with: .init(title: "A", author: "B", isFavorite: false, progress: 0), traitCollection: traits)
            #expect(other.image == nil)
        }
        // "book" has no look-alike: nil, as UIKit returns for an unknown name, and one diagnostic.
        #expect(log.diagnostics.map(\.subject) == ["book"])
        let accessories = LibraryScreen.accessories(for: .init(title: "A", author: "B", isFavorite: false, progress: 42))
        #expect(accessories.compactMap { $0.cellAccessory(isEditing: false, traits: traits) }.map(\.kind.name) == ["label", "disclosureIndicator"])
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        state.isSelected = true
        let bg = LibraryScreen.background(for: state).backgroundConfiguration(in: state.traitCollection)
        #expect(bg.backgroundColor == Color(red: 64, green: 64, blue: 64) && bg.cornerRadius == 12)
    }
}
