import Galley
import GalleyUIKit
import Layout
import Testing

@MainActor @Suite struct CompositionalLayoutTests {
    let traits = UITraitCollection.iPhoneDefault
    let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    func frames(_ layout: UICollectionViewCompositionalLayout, items: [Int]) throws -> LayoutResult {
        let sections = items.enumerated().map { s, n in
            LayoutSectionContent(identifier: "s\(s)", itemIdentifiers: (0..<n).map { "s\(s)-i\($0)" }, hasHeader: true)
        }
        return try layout.prepare(sections: sections, environment: environment, traits: traits, measurer: LayoutMeasurer.estimates)
    }

    func frame(_ r: LayoutResult, _ item: Int, _ section: Int = 0) -> Rect? {
        r.attributesForItem(at: Geometry.IndexPath(item: item, section: section))?.frame
    }

    /// A large item beside a vertical pair, the documented "nested group" layout.
    @Test func nestedGroupsGiveTheDocumentedFrames() throws {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
        // `repeatingSubitem:count:` repeats the item as sized (UIKit: fitting the count is the caller's job).
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)), repeatingSubitem: small,
            count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [large, pair])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 20
        let r = try frames(UICollectionViewCompositionalLayout(section: section), items: [6])
        // 360 pt of content: the large item 240, the pair 120 wide, 100 tall each.
        #expect(frame(r, 0) == Rect(x: 15, y: 10, width: 240, height: 200))
        #expect(frame(r, 1) == Rect(x: 255, y: 10, width: 120, height: 100))
        #expect(frame(r, 2) == Rect(x: 255, y: 110, width: 120, height: 100))
        // The second group starts after the spacing.
        #expect(frame(r, 3) == Rect(x: 15, y: 230, width: 240, height: 200))
        #expect(r.contentSize == Size(width: 390, height: 440))
    }

    /// The bridge writes every section property onto Layout's section.
    @Test func sectionPropertiesBridge() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(4), top: nil, trailing: .fixed(6), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsetsReference = .layoutMargins
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "card")]
        let s = section.layoutSection(traits: traits, environment: environment)
        #expect(s.orthogonalScrollingBehavior == .groupPaging)
        #expect(s.contentInsetsReference == .layoutMargins)
        #expect(s.group.interItemSpacing == .fixed(8))
        guard case .item(let i) = s.group.subitems[0] else {
            Issue.record("expected an item")
            return
        }
        #expect(i.layoutSize == LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80)))
        #expect(i.edgeSpacing == EdgeSpacing(leading: .flexible(4), trailing: .fixed(6)))
        #expect(s.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
        #expect(s.boundarySupplementaryItems.first?.alignment == .top)
        #expect(s.decorationItems == [LayoutDecorationItem.background(elementKind: "card")])
    }

    /// `.list(using:layoutEnvironment:)` is Layout's list section for the same configuration.
    @Test func listSectionsAreLayoutsLists() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        let uikit = try frames(UICollectionViewCompositionalLayout.list(using: config), items: [3, 2])
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        // GalleyUIKit follows the design model's platform (iOS 17 by default); Layout's own default is Galley's.
        list.metrics = ListPlatform.iOS17.metrics
        let engine = CompositionalLayout.list(using: list)
        let sections = [3, 2].enumerated().map { s, n in
            LayoutSectionContent(identifier: "s\(s)", itemIdentifiers: (0..<n).map { "s\(s)-i\($0)" }, hasHeader: true)
        }
        let expected = try engine.prepare(sections: sections, environment: environment, measurer: LayoutMeasurer.estimates)
        #expect(uikit.attributes.map(\.frame) == expected.attributes.map(\.frame))
        // iOS 17's inset-grouped section at 390 pt: 20 pt in from each edge (issue 28), whatever
        // the environment's own margins (16 pt here, which other sections keep).
        #expect(frame(uikit, 0) == Rect(x: 20, y: frame(uikit, 0)!.minY, width: 350, height: 44))
    }

    /// The provider is called once per section, in order, with the container and traits.
    @Test func sectionProviderOrderAndEnvironment() throws {
        var calls: [Int] = []
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, env in
            calls.append(index)
            widths.append(env.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            return index == 2 ? nil : NSCollectionLayoutSection(group: group)
        }
        let log = UIKitDiagnosticLog()
        try UIKitDiagnosticLog.$current.withValue(log) {
            _ = try frames(layout, items: [1, 2, 1])
        }
        #expect(calls == [0, 1, 2])
        #expect(widths == [390, 390, 390])
        #expect(log.diagnostics.map(\.subject) == ["s2"])
    }

    /// A custom group's provider places the items where it says.
    @Test func customGroups() throws {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        ) { env in
            let w = env.container.contentSize.width / 2
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: w, height: 100)), .init(frame: CGRect(x: w, y: 20, width: w, height: 60)),
            ]
        }
        let r = try frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [2])
        #expect(frame(r, 0) == Rect(x: 0, y: 0, width: 195, height: 100))
        #expect(frame(r, 1) == Rect(x: 195, y: 20, width: 195, height: 60))
    }

    /// The deprecated `subitem:count:` makes equal items, resized for the inter-item spacing.
    @Test func deprecatedCountGroupsAreEqual() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(15)
        let r = try frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [3])
        #expect(frame(r, 0) == Rect(x: 0, y: 0, width: 120, height: 100))
        #expect(frame(r, 1) == Rect(x: 135, y: 0, width: 120, height: 100))
        #expect(frame(r, 2) == Rect(x: 270, y: 0, width: 120, height: 100))
        let plain = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)), subitem: item, count: 3)
        let r2 = try frames(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: plain)), items: [3])
        #expect(frame(r2, 1) == Rect(x: 0, y: 30, width: 10, height: 30))
    }

    /// The visible-items handler runs after the pass with the section's cells and moves them.
    @Test func visibleItemsHandlerMovesCells() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        var seen = 0
        section.visibleItemsInvalidationHandler = { items, offset, env in
            seen = items.count
            for i in items where i.indexPath.item == 1 {
                i.center = CGPoint(x: i.center.x, y: i.center.y + 10)
                i.zIndex = 5
            }
        }
        let r = try frames(UICollectionViewCompositionalLayout(section: section), items: [3])
        #expect(seen == 3)
        #expect(frame(r, 1)?.minY == 10)
        #expect(r.attributesForItem(at: Geometry.IndexPath(item: 1, section: 0))?.zIndex == 5)
        #expect(frame(r, 0)?.minY == 0)
    }

    /// A list's item separator handler is asked for each item, and Layout draws its answer.
    @Test func itemSeparatorHandlerIsAskedPerItem() throws {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        var asked: [Int] = []
        config.itemSeparatorHandler = { indexPath, c in
            asked.append(indexPath.item)
            var c = c
            if indexPath.item == 0 { c.bottomSeparatorVisibility = .hidden }
            return c
        }
        let r = try frames(UICollectionViewCompositionalLayout.list(using: config), items: [3])
        #expect(asked == [0, 1, 2])
        let separators = r.attributes.filter { $0.category == .decorationView(ElementKind.separator) }
        // Three rows, the first's line hidden by the handler; iOS 17 (the default platform) draws
        // one under a plain list's last row too.
        #expect(separators.count == 2)
    }

    @Test func dimensionsAndSpacing() {
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated && NSCollectionLayoutDimension.estimated(44).dimension == 44)
        #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 30).layoutDimension == .uniformAcrossSiblings(estimate: 30))
        #expect(NSCollectionLayoutSpacing.flexible(3).isFlexibleSpacing)
        let a = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        #expect(a.layoutAnchor == LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
    }

    @Test func listConfigurationBridges() {
        var c = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(c.showsSeparators)
        #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
        c.separatorConfiguration.color = .systemRed
        c.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
        c.headerTopPadding = 12
        c.backgroundColor = .systemGroupedBackground
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let l = c.listConfiguration(in: dark)
        #expect(l.separatorConfiguration.color == DesignModel.default.colors.color("systemRed", .dark))
        #expect(l.separatorConfiguration.bottomSeparatorInsets == DirectionalEdgeInsets(leading: 60))
        #expect(l.separatorConfiguration.topSeparatorInsets == nil)
        #expect(l.headerTopPadding == 12)
        #expect(l.backgroundColor == Color(hex: "#000000"))
    }
}
