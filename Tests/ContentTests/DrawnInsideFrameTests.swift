import Content
import Galley
import Geometry
import Layout
import Raster
import Testing
import Typesetting

/// Measured = drawn: with content insets narrowing the frames, every glyph drawn for an element
/// lies inside that element's frame, in both directions.
@Suite struct DrawnInsideFrameTests {
    static let text = "Automatic downloads of apps, books and audiobooks purchased on other devices"

    /// A two-column grid of self-sizing cells with content insets, under a header with content insets.
    static func layout(direction: LayoutDirection, view: ListContentView) throws -> (LayoutResult, DisplayList) {
        var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        item.contentInsets = DirectionalEdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 30)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        var section = LayoutSection(group: group)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.contentInsets = DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 20)
        section.boundarySupplementaryItems = [header]
        let design = DesignModel.default
        let items = ["a": Self.text, "b": "Short", "c": Self.text + " " + Self.text, "d": "Two words"]
        func content(_ e: LayoutElementReference, _ width: Double) throws -> ContentLayout {
            if case .cell = e.category {
                return try view.layout(
                    .subtitleCell(ListCellContent(text: items[e.itemIdentifier ?? ""] ?? ""), design: design),
                    width: width, direction: direction, scale: 3)
            }
            var header = ListContentConfiguration.variant(.legacyHeader, design: design)
            header.text = Self.text + " (header)"
            return try view.layout(header, width: width, direction: direction, scale: 3)
        }
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), layoutDirection: direction, displayScale: 3)
        let result = try CompositionalLayout(section: section).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b", "c", "d"], hasHeader: true)],
            environment: environment,
            measurer: LayoutMeasurer.heights { e, width in (try? content(e, width).size.height) ?? 0 })
        // Drawn as the renderer draws: each element's content laid out at its frame's width, at its origin.
        var list = DisplayList(size: Size(width: 390, height: result.contentSize.height), scale: 3)
        for a in result.attributes where a.category != .decorationView(ElementKind.separator) {
            let e = LayoutElementReference(
                category: a.category, indexPath: a.indexPath, sectionIdentifier: a.sectionIdentifier,
                itemIdentifier: a.itemIdentifier)
            list.commands += try content(e, a.frame.width).commands(at: a.frame.origin)
        }
        return (result, list)
    }

    /// The glyph's ink box (outline points, controls included: a box at least as large as the ink).
    static func inkBox(_ run: GlyphRun, _ index: Int, fonts: FontRegistry) throws -> Rect? {
        let path = try fonts.glyphOutline(font: run.font, glyph: run.glyphs[index])
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX.isFinite else { return nil }
        let x = run.origin.x + run.positions[index].x, y = run.origin.y + run.positions[index].y
        return Rect(x: x + minX * run.size, y: y + minY * run.size, width: (maxX - minX) * run.size, height: (maxY - minY) * run.size)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func everyGlyphLiesInsideItsElementsFrame(direction: LayoutDirection) throws {
        let renderer = try SceneRenderer.shared()
        let (layout, list) = try Self.layout(direction: direction, view: renderer.contentView)
        let frames = layout.attributes.filter { $0.category == .cell || $0.category == .supplementaryView(ElementKind.sectionHeader) }
        var glyphs = 0
        for case let .glyphs(run) in list.commands {
            // The element a run belongs to is the one its baseline origin is in.
            let owner = try #require(frames.first { $0.frame.contains(run.origin) }, "a glyph run at \(run.origin) is in no element's frame")
            for i in run.glyphs.indices {
                guard let box = try Self.inkBox(run, i, fonts: renderer.fonts) else { continue }
                glyphs += 1
                let f = owner.frame
                #expect(
                    box.minX >= f.minX - 1e-9 && box.maxX <= f.maxX + 1e-9 && box.minY >= f.minY - 1e-9 && box.maxY <= f.maxY + 1e-9,
                    "\(direction): a glyph of \(owner.identity) inks \(box), outside its frame \(f)")
            }
        }
        #expect(glyphs > 100)
    }
}
