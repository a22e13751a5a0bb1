import Geometry
import Testing

@testable import Layout

/// Bad input gets a typed error naming the section and item, or a diagnosed clamp.
@Suite struct LayoutErrorTests {
    func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize { LayoutSize(widthDimension: w, heightDimension: h) }
    let content = LayoutSectionContent(identifier: "photos", itemIdentifiers: ["p0", "p1"])

    func run(_ group: LayoutGroup, env: LayoutEnvironment = environment(), measurer: FixedMeasurer = FixedMeasurer()) throws(LayoutError) -> LayoutResult {
        try CompositionalLayout(section: LayoutSection(group: group)).prepare(sections: [content], environment: env, measurer: measurer)
    }

    func error(_ body: () throws -> LayoutResult) -> LayoutError? {
        do { _ = try body(); return nil } catch let e as LayoutError { return e } catch { return nil }
    }

    @Test func zeroNegativeAndNaNDimensions() {
        for bad in [LayoutDimension.absolute(0), .absolute(-5), .fractionalWidth(.nan), .estimated(.infinity)] {
            let item = LayoutItem(layoutSize: size(bad, .absolute(10)))
            let e = error { try run(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])) }
            // Compared as text: NaN never equals itself.
            #expect(e?.description == LayoutError.invalidDimension(section: "photos", item: "p0", element: "item", dimension: bad).description)
            #expect(e?.description.contains("section 'photos', item 'p0'") == true)
        }
    }

    @Test func repeatingCountZero() {
        let item = LayoutItem(layoutSize: size(.absolute(10), .absolute(10)))
        let e = error { try run(.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: 0)) }
        #expect(e == .emptyGroup(section: "photos", item: "p0", count: 0))
        let e2 = error { try run(.vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [LayoutItem]())) }
        #expect(e2 == .emptyGroup(section: "photos", item: "p0", count: 0))
        let custom = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { _ in [] }
        #expect(error { try run(custom) } == .emptyGroup(section: "photos", item: "p0", count: 0))
    }

    @Test func itemsWiderThanGroup() {
        let item = LayoutItem(layoutSize: size(.absolute(200), .absolute(10)))
        let e = error { try run(.horizontal(layoutSize: size(.absolute(390), .absolute(10)), repeatingSubitem: item, count: 2)) }
        #expect(e == .itemsWiderThanGroup(section: "photos", item: "p0", needed: 400, available: 390))
        #expect(e?.description == "section 'photos', item 'p0': subitems need 400 pt but the group has 390 pt; make the items smaller or the group larger")
    }

    @Test func zeroWidthContainerAndNoRoom() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        #expect(error { try run(group, env: environment(width: 0)) } == .invalidContainer(Size(width: 0, height: 844)))
        #expect(error { try run(group, env: environment(width: .nan)) } != nil)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 200)
        let e = error { try CompositionalLayout(section: section).prepare(sections: [content], environment: environment(), measurer: FixedMeasurer()) }
        #expect(e == .noRoomForSection(section: "photos", width: -10))
    }

    @Test func fractionalAndEstimatedCycle() {
        // The item's width is half the group's height, which is estimated from the item.
        let item = LayoutItem(layoutSize: size(.fractionalHeight(0.5), .estimated(40)))
        let e = error { try run(.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])) }
        guard case .unresolvableDimension(let s, let i, _)? = e else { Issue.record("expected a cycle error, got \(String(describing: e))"); return }
        #expect(s == "photos" && i == "p0")
    }

    @Test func negativeSpacingAndDuplicateSections() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(10)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(-1)
        guard case .invalidSpacing(section: "photos", _)? = error({ try run(group) }) else { Issue.record("expected invalidSpacing"); return }
        let layout = CompositionalLayout(section: LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])))
        #expect(
            error { try layout.prepare(sections: [content, content], environment: environment(), measurer: FixedMeasurer()) } == .duplicateSection("photos"))
    }

    @Test func measurerNaNIsClampedWithADiagnostic() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40)))
        let m = FixedMeasurer(heights: ["p1": .nan])
        let r = try run(.vertical(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item]), measurer: m)
        #expect(r.cells == [rect(0, 0, 390, 44), rect(0, 44, 390, 40)])
        #expect(r.diagnostics.count == 1)
        #expect(r.diagnostics.first?.item == "p1")
        #expect(r.dump().contains("diagnostic section 'photos', item 'p1': the measurer answered"))
    }

    @Test func emptySectionsAndHugeCountsTerminate() throws {
        let item = LayoutItem(layoutSize: size(.absolute(0.001), .absolute(10)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [LayoutSectionContent(identifier: "e", itemIdentifiers: []), content], environment: environment(), measurer: FixedMeasurer())
        #expect(r.cells.count == 2)
    }
}

@Suite struct OverflowDiagnosticTests {
    @Test func selfSizedOverflowIsADiagnosticNotAnError() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(30)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(30)), repeatingSubitem: item, count: 2)
        let m = FixedMeasurer(widths: ["a": 120, "b": 130])
        let r = try CompositionalLayout(section: LayoutSection(group: group)).prepare(
            sections: [LayoutSectionContent(identifier: "chips", itemIdentifiers: ["a", "b"])], environment: environment(), measurer: m)
        #expect(r.cells == [rect(0, 0, 120, 30), rect(120, 0, 130, 30)])
        #expect(r.diagnostics.map(\.description) == ["section 'chips', item 'a': self-sized subitems need 250 pt but the group has 200 pt; they overflow it"])
    }
}

@Suite struct AbsurdInputTests {
    let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"])

    @Test func absurdCountsAreRefusedWithoutAllocating() {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), repeatingSubitem: item, count: 1_000_000_000)
        #expect(throws: LayoutError.tooManySubitems(section: "s", item: "a", count: 1_000_000_000)) {
            try CompositionalLayout(section: LayoutSection(group: group)).prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        }
        #expect(
            throws: LayoutError.invalidTemplate(section: "s", template: "visual-grid", detail: "the visual grid has 1099511627776 columns; it takes 1 to 100")
        ) {
            try CompositionalLayout(sectionProvider: { _, e in .template(VisualGridTemplate(columns: 1 << 40), layoutEnvironment: e) })
                .prepare(sections: [content], environment: environment(), measurer: FixedMeasurer())
        }
        #expect(throws: NativeAdError.invalidContentCount(Int.max)) {
            try NativeAdIndexMap(contentCount: Int.max, placement: NativeAdPlacement(firstIndex: 0, frequency: 1))
        }
    }

    @Test func unusableEnvironmentsAreTypedErrors() {
        var env = environment()
        env.contentOffset = Point(x: 0, y: .nan)
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
        #expect(throws: LayoutError.self) { try layout.prepare(sections: [content], environment: env, measurer: FixedMeasurer()) }
        env = environment(scale: 0)
        #expect(throws: LayoutError.invalidEnvironment("displayScale is 0")) {
            try layout.prepare(sections: [content], environment: env, measurer: FixedMeasurer())
        }
        env = environment()
        env.safeAreaInsets = DirectionalEdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0)
        #expect(throws: LayoutError.self) { try FlowLayout().prepare(sections: [content], environment: env, measurer: FixedMeasurer()) }
    }
}
