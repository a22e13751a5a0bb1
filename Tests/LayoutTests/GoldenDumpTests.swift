import GalleyTestSupport
import Geometry
import Testing

@testable import Layout

/// Complex screens pinned by their whole layout dump, the text goldens
/// `Goldens/tests/GoldenDumpTests/<name>.txt`, compared exactly. Recording follows the image goldens'
/// rules (`GALLEY_RECORD=failed swift test --filter GoldenDumpTests` re-records what
/// differs; never on CI); a mismatch writes `.build/galley-artifacts/GoldenDumpTests/<name>.actual.txt`.
@Suite struct GoldenDumpTests {
    func check(_ result: LayoutResult, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectTextGolden(result.dump(), "GoldenDumpTests/" + name, sourceLocation: sourceLocation)
    }

    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }

    /// Heights by identifier, a deterministic function of the text otherwise.
    func measurer(_ heights: [String: Double] = [:]) -> LayoutMeasurer {
        LayoutMeasurer { e, p in
            let key = e.itemIdentifier ?? "\(e.sectionIdentifier):\(e.category)"
            let h = heights[key] ?? Double(30 + (key.utf8.reduce(0) { $0 &+ Int($1) } % 5) * 11)
            return Size(width: p.isWidthFixed ? p.size.width : 40 + Double(key.utf8.count) * 7, height: p.isHeightFixed ? p.size.height : h)
        }
    }

    @Test func settingsScreen() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        c.headerMode = .supplementary
        c.footerMode = .supplementary
        c.itemSeparatorHandler = { ip, config in
            var config = config
            if ip.section == 1 && ip.item == 0 { config.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 60, trailing: 0) }
            return config
        }
        let sections = [
            LayoutSectionContent(identifier: "account", itemIdentifiers: ["profile"]),
            LayoutSectionContent(identifier: "connectivity", itemIdentifiers: ["airplane", "wifi", "bluetooth", "cellular"], hasHeader: true),
            LayoutSectionContent(identifier: "general", itemIdentifiers: ["about", "update"], hasHeader: true, hasFooter: true),
        ]
        let r = try CompositionalLayout.list(using: c).prepare(
            sections: sections, environment: environment(),
            measurer: measurer(["profile": 78, "wifi": 44, "bluetooth": 44]))
        check(r, "settings-screen")
    }

    func feed() -> CompositionalLayout {
        var banner = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(52)), elementKind: ElementKind.layoutHeader, alignment: .top)
        banner.pinToVisibleBounds = true
        let config = CompositionalLayoutConfiguration(interSectionSpacing: 20, boundarySupplementaryItems: [banner])
        return CompositionalLayout(
            sectionProvider: { index, environment in
                let header = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: ElementKind.sectionHeader, alignment: .topLeading)
                switch index {
                case 0:
                    var s = LayoutSection.template(StoryCarouselTemplate(), layoutEnvironment: environment)
                    s.boundarySupplementaryItems = [header]
                    return s
                case 1:
                    let hero = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
                    var small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                    small.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 4, trailing: 0)
                    small.supplementaryItems = [
                        LayoutSupplementaryItem(
                            layoutSize: LayoutSize(widthDimension: .absolute(18), heightDimension: .absolute(18)),
                            elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: -4, y: 4)))
                    ]
                    let column = LayoutGroup.vertical(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), subitems: [small])
                    let group = LayoutGroup.horizontal(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)), subitems: [.item(hero), .group(column)])
                    var s = LayoutSection(group: group)
                    s.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    s.interGroupSpacing = 8
                    s.boundarySupplementaryItems = [header]
                    var bg = LayoutDecorationItem.background(elementKind: "card")
                    bg.cornerRadius = 12
                    bg.contentInsets = DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
                    s.decorationItems = [bg]
                    return s
                case 2:
                    let chip = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)))
                    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32)), subitems: [chip])
                    var s = LayoutSection(group: group)
                    s.orthogonalScrollingBehavior = .groupPaging
                    s.interGroupSpacing = 8
                    s.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    return s
                default:
                    var c = ListConfiguration(appearance: .plain)
                    c.headerMode = .supplementary
                    return .list(using: c, layoutEnvironment: environment)
                }
            }, configuration: config)
    }

    var feedSections: [LayoutSectionContent] {
        [
            LayoutSectionContent(identifier: "stories", itemIdentifiers: (0..<6).map { "story\($0)" }, hasHeader: true),
            LayoutSectionContent(identifier: "featured", itemIdentifiers: ["hero1", "side1", "side2", "hero2", "side3"], hasHeader: true),
            LayoutSectionContent(identifier: "chips", itemIdentifiers: ["news", "sports", "weather", "music", "podcasts", "tv"]),
            LayoutSectionContent(identifier: "latest", itemIdentifiers: ["post1", "post2", "post3"], hasHeader: true),
        ]
    }

    func feedEnvironment(_ direction: LayoutDirection) -> LayoutEnvironment {
        var env = environment(direction: direction)
        env.contentOffset = Point(x: 0, y: 500)
        env.orthogonalScrollOffsets = ["stories": 130, "chips": 100]
        return env
    }

    @Test func mixedFeed() throws {
        let r = try feed().prepare(sections: feedSections, environment: feedEnvironment(.leftToRight), measurer: measurer())
        check(r, "mixed-feed")
    }

    @Test func mixedFeedRightToLeft() throws {
        let r = try feed().prepare(sections: feedSections, environment: feedEnvironment(.rightToLeft), measurer: measurer())
        check(r, "mixed-feed-rtl")
    }

    /// An agenda: each day is a section with a self-sizing day rail on its leading side (the
    /// rows take the rest of the width; a day with one short row is as tall as its rail), a
    /// non-extending "now" marker on the trailing side, a footer on the bottom-leading corner
    /// and a card background; pinned rails, scrolled so that Monday's rail is pushed up by
    /// the end of Monday's rows (198 − 90 = 108).
    func agenda() -> CompositionalLayout {
        CompositionalLayout(
            sectionProvider: { _, _ in
                let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
                var s = LayoutSection(
                    group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row]))
                s.contentInsets = DirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 16)
                s.interGroupSpacing = 4
                var day = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .absolute(56), heightDimension: .estimated(60)),
                    elementKind: "day", alignment: .leading)
                day.pinToVisibleBounds = true
                var now = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .absolute(8), heightDimension: .fractionalHeight(1)),
                    elementKind: "now", alignment: .trailing, absoluteOffset: Point(x: 4, y: 0))
                now.extendsBoundary = false
                let footer = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(20)),
                    elementKind: ElementKind.sectionFooter, alignment: .bottomLeading)
                s.boundarySupplementaryItems = [day, now, footer]
                var card = LayoutDecorationItem.background(elementKind: "card")
                card.cornerRadius = 8
                s.decorationItems = [card]
                return s
            }, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12))
    }

    var agendaSections: [LayoutSectionContent] {
        [
            LayoutSectionContent(identifier: "mon", itemIdentifiers: ["standup", "review", "lunch"], hasFooter: true),
            LayoutSectionContent(identifier: "tue", itemIdentifiers: ["dentist"]),
            LayoutSectionContent(identifier: "wed", itemIdentifiers: ["offsite", "dinner"], hasFooter: true),
        ]
    }

    @Test func agendaWithDayRails() throws {
        var env = environment()
        env.contentOffset = Point(x: 0, y: 150)
        let m = measurer(["mon:supplementary(day)": 90, "tue:supplementary(day)": 120, "dentist": 30])
        let r = try agenda().prepare(sections: agendaSections, environment: env, measurer: m)
        check(r, "agenda")
        var rtlEnv = env
        rtlEnv.layoutDirection = .rightToLeft
        let rtl = try agenda().prepare(sections: agendaSections, environment: rtlEnv, measurer: m)
        check(rtl, "agenda-rtl")
    }

    @Test func feedWithNativeAds() throws {
        let content = LayoutSectionContent(identifier: "articles", itemIdentifiers: (0..<8).map { "article\($0)" })
        let ads = try NativeAdIndexMap(contentCount: 8, placement: NativeAdPlacement(firstIndex: 1, frequency: 3), isAdLoaded: { $0 != 1 })
        let grid = LayoutSectionContent(identifier: "gallery", itemIdentifiers: (0..<5).map { "photo\($0)" })
        let layout = CompositionalLayout(sectionProvider: { index, environment in
            index == 0
                ? .template(EnrichedListTemplate(featuresFirstItem: true), layoutEnvironment: environment)
                : .template(VisualGridTemplate(columns: 2), layoutEnvironment: environment)
        })
        let r = try layout.prepare(
            sections: [ads.sectionContent(from: content), grid], environment: environment(),
            measurer: measurer(["articles#ad0": 250, "articles#ad2": 250, "photo0": 220, "photo1": 140]))
        check(r, "feed-with-native-ads")
    }
}
