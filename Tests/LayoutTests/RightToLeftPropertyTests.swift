import Geometry
import Support
import Testing

@testable import Layout

/// Random but valid layouts: every kind of section the layout knows.
struct RandomLayouts {
    var rng: SplitMix64

    mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &rng)] }
    mutating func number(_ r: ClosedRange<Double>) -> Double { (Double.random(in: r, using: &rng) * 4).rounded() / 4 }

    mutating func section(_ environment: LayoutEnvironment) -> LayoutSection {
        func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }
        var s: LayoutSection
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            var c = ListConfiguration(appearance: pick([.plain, .grouped, .insetGrouped, .sidebar]))
            c.headerMode = pick([.none, .supplementary, .firstItemInSection])
            c.footerMode = pick([.none, .supplementary])
            return .list(using: c, layoutEnvironment: environment)
        case 1:
            let columns = Double(Int.random(in: 1...4, using: &rng))
            var item = LayoutItem(
                layoutSize: size(.fractionalWidth(1 / columns), pick([.estimated(60), .absolute(number(30...90)), .fractionalWidth(1 / columns)])))
            item.contentInsets = DirectionalEdgeInsets(top: number(0...4), leading: number(0...8), bottom: 0, trailing: number(0...3))
            item.supplementaryItems =
                Bool.random(using: &rng)
                ? [
                    LayoutSupplementaryItem(
                        layoutSize: size(.absolute(16), .absolute(16)), elementKind: "badge",
                        containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
                ] : []
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [item])
            s = LayoutSection(group: group)
        case 2:
            let big = LayoutItem(layoutSize: size(.fractionalWidth(0.6), .fractionalHeight(1)))
            var small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
            small.contentInsets = DirectionalEdgeInsets(top: number(0...4), leading: number(0...6), bottom: 0, trailing: 0)
            let column = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
            s = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(number(120...220))), subitems: [.item(big), .group(column)]))
        case 3:
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(number(0.3...0.9)), .absolute(number(60...160))), subitems: [item])
            s = LayoutSection(group: group)
            s.orthogonalScrollingBehavior = pick([.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
            s.interGroupSpacing = number(0...12)
        case 4:
            var item = LayoutItem(layoutSize: size(.estimated(70), .absolute(32)))
            item.edgeSpacing = EdgeSpacing(leading: .fixed(number(0...6)), top: .fixed(number(0...4)))
            var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(32)), repeatingSubitem: item, count: 3)
            group.interItemSpacing = pick([.fixed(4), .flexible(2)])
            s = LayoutSection(group: group)
        case 5:
            s = .template(
                pick([VisualGridTemplate(columns: 2), VisualGridTemplate(columns: 3, itemHeight: .aspectRatio(1.2))]), layoutEnvironment: environment)
        default:
            s = .template(StoryCarouselTemplate(), layoutEnvironment: environment)
        }
        s.contentInsets = DirectionalEdgeInsets(top: number(0...20), leading: number(0...24), bottom: number(0...20), trailing: number(0...10))
        s.contentInsetsReference = pick([.automatic, .none, .layoutMargins, .safeArea, .readableContent])
        if Bool.random(using: &rng) {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(pick([1, 0.5])), heightDimension: .estimated(30)),
                elementKind: ElementKind.sectionHeader, alignment: pick([.top, .topLeading, .topTrailing]))
            header.pinToVisibleBounds = Bool.random(using: &rng)
            s.boundarySupplementaryItems = [header]
        }
        if Bool.random(using: &rng) {
            // Side rails and footers on every side, extending the section or overlapping it.
            var rail = LayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(number(20...40)), pick([.estimated(40), .fractionalHeight(1), .absolute(200)])),
                elementKind: "rail", alignment: pick([.leading, .trailing]))
            rail.extendsBoundary = Bool.random(using: &rng)
            var footer = LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(pick([1, 0.4])), .estimated(24)),
                elementKind: ElementKind.sectionFooter, alignment: pick([.bottom, .bottomLeading, .bottomTrailing]))
            footer.extendsBoundary = Bool.random(using: &rng)
            s.boundarySupplementaryItems += [rail, footer]
        }
        if Bool.random(using: &rng) {
            var bg = LayoutDecorationItem.background(elementKind: "bg")
            bg.contentInsets = DirectionalEdgeInsets(top: 0, leading: number(0...10), bottom: 0, trailing: number(0...4))
            s.decorationItems = [bg]
        }
        return s
    }
}

@Suite struct RightToLeftPropertyTests {
    /// Each frame's x mirrors to width - maxX; y, sizes, order and everything else are equal.
    func expectMirrored(_ ltr: LayoutResult, _ rtl: LayoutResult, width: Double, seed: UInt64) {
        #expect(ltr.attributes.count == rtl.attributes.count, "seed \(seed)")
        #expect(ltr.contentSize == rtl.contentSize, "seed \(seed)")
        for (a, b) in zip(ltr.attributes, rtl.attributes) {
            let m = a.frame.mirrored(inWidth: width)
            let ok = abs(b.frame.minX - m.minX) < 1e-9 && b.frame.minY == m.minY && b.frame.size == m.size
            #expect(ok, "seed \(seed): \(a.dumpLine) vs \(b.dumpLine)")
            #expect(a.category == b.category && a.indexPath == b.indexPath && a.zIndex == b.zIndex && a.isPinned == b.isPinned)
            #expect(a.clipRect.map { $0.mirrored(inWidth: width) } == b.clipRect, "seed \(seed)")
            #expect(a.frame.isFinite)
        }
    }

    @Test(arguments: 0..<60)
    func compositionalLayoutsMirror(seed: Int) throws {
        var gen = RandomLayouts(rng: SplitMix64(seed: UInt64(seed)))
        let width = gen.pick([320.0, 390, 430, 1024])
        var sections: [LayoutSection] = []
        var contents: [LayoutSectionContent] = []
        let probe = environment(width: width)
        for s in 0..<Int.random(in: 1...4, using: &gen.rng) {
            sections.append(gen.section(probe))
            let n = Int.random(in: 0...9, using: &gen.rng)
            contents.append(
                LayoutSectionContent(
                    identifier: "s\(s)", itemIdentifiers: (0..<n).map { "s\(s)i\($0)" },
                    hasHeader: Bool.random(using: &gen.rng), hasFooter: Bool.random(using: &gen.rng)))
        }
        let fixed = sections
        let heights = (0..<40).map { _ in gen.number(20...90) }
        let m = LayoutMeasurer { e, p in
            Size(
                width: p.isWidthFixed ? p.size.width : 40 + heights[(e.indexPath.item * 7) % 40],
                height: heights[(e.indexPath.item + e.indexPath.section * 3) % 40])
        }
        var env = environment(width: width)
        env.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: gen.number(0...40), bottom: 0, trailing: gen.number(0...20))
        env.contentOffset = Point(x: 0, y: gen.number(0...200))
        for c in contents where Bool.random(using: &gen.rng) { env.orthogonalScrollOffsets[c.identifier] = gen.number(0...500) }
        let make = { CompositionalLayout(sectionProvider: { i, _ in fixed[i] }, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 8)) }
        let ltr = try make().prepare(sections: contents, environment: env, measurer: m)
        var rtlEnv = env
        rtlEnv.layoutDirection = .rightToLeft
        let rtl = try make().prepare(sections: contents, environment: rtlEnv, measurer: m)
        expectMirrored(ltr, rtl, width: width, seed: UInt64(seed))
        // Every item is laid out once.
        #expect(ltr.attributes.filter { $0.category == .cell }.count == contents.reduce(0) { $0 + min($1.itemCount, 999) })
    }

    /// Horizontal scrolling: the whole content mirrors in its own width (the first section at
    /// the right end), boundary supplementaries of every alignment included.
    @Test(arguments: 0..<40)
    func horizontalCompositionalLayoutsMirror(seed: Int) throws {
        var gen = RandomLayouts(rng: SplitMix64(seed: UInt64(seed) &+ 5000))
        let height = gen.pick([320.0, 600, 844])
        var sections: [LayoutSection] = []
        var contents: [LayoutSectionContent] = []
        let probe = environment(width: 390, height: height)
        for s in 0..<Int.random(in: 1...3, using: &gen.rng) {
            sections.append(gen.section(probe))
            let n = Int.random(in: 0...9, using: &gen.rng)
            contents.append(
                LayoutSectionContent(
                    identifier: "s\(s)", itemIdentifiers: (0..<n).map { "s\(s)i\($0)" },
                    hasHeader: Bool.random(using: &gen.rng), hasFooter: Bool.random(using: &gen.rng)))
        }
        let fixed = sections
        let m = LayoutMeasurer { e, p in
            Size(
                width: p.isWidthFixed ? p.size.width : Double(30 + (e.indexPath.item * 13) % 70),
                height: p.isHeightFixed ? p.size.height : Double(20 + (e.indexPath.item * 7) % 60))
        }
        let make = {
            CompositionalLayout(
                sectionProvider: { i, _ in fixed[i] },
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 8))
        }
        let env = environment(width: 390, height: height)
        var rtlEnv = env
        rtlEnv.layoutDirection = .rightToLeft
        let ltr: LayoutResult
        do {
            ltr = try make().prepare(sections: contents, environment: env, measurer: m)
        } catch {
            // A description that does not fit fails the same way in both directions.
            #expect(throws: LayoutError.self) { try make().prepare(sections: contents, environment: rtlEnv, measurer: m) }
            return
        }
        let rtl = try make().prepare(sections: contents, environment: rtlEnv, measurer: m)
        expectMirrored(ltr, rtl, width: ltr.contentSize.width, seed: UInt64(seed))
    }

    @Test(arguments: 0..<20)
    func flowLayoutsMirror(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
        let f = FlowLayout()
        f.itemSize = Size(width: Double(Int.random(in: 30...200, using: &rng)), height: 40)
        f.sectionInset = EdgeInsets(top: 4, left: Double(Int.random(in: 0...30, using: &rng)), bottom: 4, right: 3)
        f.headerReferenceSize = Size(width: 0, height: 24)
        let widths = (0..<30).map { _ in Double(Int.random(in: 20...180, using: &rng)) }
        f.sizeForItem = { ip in ip.item % 3 == 0 ? Size(width: widths[ip.item % 30], height: 30) : nil }
        let sections = [LayoutSectionContent(identifier: "a", itemIdentifiers: (0..<Int.random(in: 0...25, using: &rng)).map { "a\($0)" }, hasHeader: true)]
        let ltr = try f.prepare(sections: sections, environment: environment(), measurer: FixedMeasurer())
        let rtl = try f.prepare(sections: sections, environment: environment(direction: .rightToLeft), measurer: FixedMeasurer())
        expectMirrored(ltr, rtl, width: 390, seed: UInt64(seed))
    }
}

@Suite struct MeasureOncePropertyTests {
    final class Recorder: LayoutMeasuring {
        var seen: [String: Int] = [:]
        func preferredSize(of element: LayoutElementReference, fitting proposal: SizingProposal) -> Size {
            seen["\(element) \(proposal)", default: 0] += 1
            let h = Double(20 + (element.indexPath.item * 13 + element.indexPath.section * 7) % 60)
            return Size(width: proposal.isWidthFixed ? proposal.size.width : 30 + h, height: proposal.isHeightFixed ? proposal.size.height : h)
        }
    }

    /// Within a pass nothing is measured twice, whatever the layout; a second pass measures nothing.
    @Test(arguments: 0..<40)
    func nothingMeasuredTwice(seed: Int) throws {
        var gen = RandomLayouts(rng: SplitMix64(seed: UInt64(seed) &* 31 &+ 7))
        var sections: [LayoutSection] = []
        var contents: [LayoutSectionContent] = []
        for s in 0..<Int.random(in: 1...4, using: &gen.rng) {
            sections.append(gen.section(environment()))
            contents.append(
                LayoutSectionContent(
                    identifier: "s\(s)", itemIdentifiers: (0..<Int.random(in: 0...12, using: &gen.rng)).map { "s\(s)i\($0)" },
                    hasHeader: true, hasFooter: Bool.random(using: &gen.rng)))
        }
        let fixed = sections
        let layout = CompositionalLayout(sectionProvider: { i, _ in fixed[i] })
        let m = Recorder()
        let first = try layout.prepare(sections: contents, environment: environment(), measurer: m)
        #expect(m.seen.values.allSatisfy { $0 == 1 }, "seed \(seed): \(m.seen.filter { $0.value > 1 })")
        let calls = m.seen.count
        let second = try layout.prepare(sections: contents, environment: environment(), measurer: m)
        #expect(m.seen.count == calls && m.seen.values.allSatisfy { $0 == 1 })
        #expect(first == second)
        #expect(second.attributesInDrawingOrder().map(\.zIndex) == second.attributes.map(\.zIndex).sorted())
    }
}
