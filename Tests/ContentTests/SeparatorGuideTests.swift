import Content
import Galley
import GalleyTestSupportScenes
import Geometry
import Layout
import Raster
import Testing
import Typesetting

/// Separators start at the primary text's leading edge (`separatorLayoutGuide`), whatever the
/// design's cell insets, the container width (16 or 20 pt layout margins) and the direction.
@Suite struct SeparatorGuideTests {
    static let widths: [Double] = [320, 390, 414, 430, 768]
    static let leadings: [Double] = [16, 24, 48]

    /// The separator lines drawn inside a cell's frame (between rows, not the grouped edge lines).
    static func separators(in frame: Rect, _ list: DisplayList) -> [(minX: Double, maxX: Double)] {
        list.commands.compactMap { c -> (minX: Double, maxX: Double)? in
            guard case let .line(from, to, _, _) = c else { return nil }
            let minX = min(from.x, to.x), maxX = max(from.x, to.x)
            guard from.y >= frame.minY - 1e-6, from.y <= frame.maxY + 1e-6,
                minX >= frame.minX - 1e-6, maxX <= frame.maxX + 1e-6
            else { return nil }
            // A grouped list's full-width edge lines start at the cell's edge on purpose.
            if abs(minX - frame.minX) < 1e-6 && abs(maxX - frame.maxX) < 1e-6 { return nil }
            return (minX, maxX)
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [ListStyle.Appearance.plain, .grouped, .insetGrouped])
    func separatorStartsAtTheTextsLeadingEdge(direction: LayoutDirection, appearance: ListStyle.Appearance) throws {
        let renderer = try SceneRenderer.shared()
        for width in Self.widths {
            for leading in Self.leadings {
                var scene = try settingsScene(direction: direction, appearance: appearance)
                scene.traits.width = width
                scene.design.elements[list: .legacyCell].margins = DirectionalEdgeInsets(top: 11, leading: leading, bottom: 11, trailing: 16)
                let (layout, list, _) = try renderer.displayList(for: scene)
                let place = "\(appearance) \(direction) width \(width) leading \(leading)"
                var checked = 0
                for cell in layout.attributes where cell.category == .cell {
                    let content = try #require(scene.items[cell.itemIdentifier ?? ""]?.text)
                    let text = try renderer.contentView.layout(
                        .subtitleCell(content, design: scene.design), width: cell.frame.width,
                        direction: direction, scale: scene.traits.scale)
                    let block = try #require(text.blocks.first)
                    let line = try #require(block.layout.lines.first)
                    // The primary text's leading edge: its first line's left end (LTR) or right end (RTL).
                    let textLeft = cell.frame.minX + block.origin.x + line.x
                    let textRight = textLeft + line.width
                    if direction == .leftToRight {
                        // Cross-check with what is drawn: the first glyph run of the cell starts at the text's edge.
                        let pens = list.commands.compactMap { c -> Double? in
                            guard case let .glyphs(run) = c, cell.frame.contains(run.origin), let p = run.positions.first else { return nil }
                            return run.origin.x + p.x
                        }
                        let drawn = try #require(pens.min(), "\(place): no text drawn in \(cell.identity)")
                        #expect(abs(drawn - textLeft) < 1e-6, "\(place): \(cell.identity) text drawn at \(drawn), laid out at \(textLeft)")
                    }
                    for s in Self.separators(in: cell.frame, list) {
                        checked += 1
                        if direction == .leftToRight {
                            #expect(abs(s.minX - textLeft) < 1e-6, "\(place): \(cell.identity) separator starts at \(s.minX), text at \(textLeft)")
                        } else {
                            #expect(abs(s.maxX - textRight) < 1e-6, "\(place): \(cell.identity) separator starts at \(s.maxX), text at \(textRight)")
                        }
                    }
                }
                #expect(checked > 0, "\(place): no separators found")
            }
        }
    }

    /// A measurer that says nothing about the guide keeps the layout-margin rule (16 pt below 414 pt, 20 from 414).
    @Test func measurerWithoutAGuideUsesTheCellLayoutMargin() throws {
        for (width, margin) in [(390.0, 16.0), (414, 20)] {
            let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
            let content = LayoutSectionContent(identifier: "s", itemIdentifiers: ["a", "b"])
            let result = try layout.prepare(
                sections: [content], environment: LayoutEnvironment(containerSize: Size(width: width, height: 800)),
                measurer: LayoutMeasurer.heights { _, _ in 44 })
            let separator = try #require(result.attributes.first { $0.category == .decorationView(ElementKind.separator) })
            #expect(separator.frame.minX == margin)
            let guided = try CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
                .prepare(
                    sections: [content], environment: LayoutEnvironment(containerSize: Size(width: width, height: 800)),
                    measurer: LayoutMeasurer.heights({ _, _ in 44 }, separatorInset: { _, _ in 37 }))
            let g = try #require(guided.attributes.first { $0.category == .decorationView(ElementKind.separator) })
            #expect(g.frame.minX == 37)
        }
    }
}
