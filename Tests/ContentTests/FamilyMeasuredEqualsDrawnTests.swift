import Content
import Geometry
import Layout
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// Every registered kind, in both directions and at every content size category, light and
/// dark: what its content view draws lies inside the size it measured (every element's bounds,
/// every glyph's ink), and what the Render stage draws is exactly the measured layout.
@Suite struct FamilyMeasuredEqualsDrawnTests {
    static let kinds = ContentRegistry.standard.allKinds.map(\.name)

    @Test(arguments: kinds)
    func everyFamilyDrawsInsideWhatItMeasured(kind: String) throws {
        let renderer = try SceneRenderer.shared()
        let registry = ContentRegistry.standard
        let k = try registry.kind(named: kind, item: "sample")
        let sample = try #require(k.sample, "kind \(kind) has no sample item: add one (ContentKind.sample)")
        let pool = SizingViewPool(context: ContentContext(typesetter: Typesetter(registry: renderer.fonts), baseDirectory: "/nonexistent"))
        let measurer = ContentMeasurer()
        var checked = 0
        for direction in LayoutDirection.allCases {
            for category in ContentSizeCategory.allCases {
                for style in UserInterfaceStyle.allCases {
                    let env = ContentEnvironment(layoutDirection: direction, displayScale: 3, contentSizeCategory: category, userInterfaceStyle: style)
                    let content = try registry.decode(
                        kind: kind, item: JSONReader(sample),
                        context: ContentDecodingContext(design: .default, environment: env, item: "sample"))
                    for width in [358.0, 200] {
                        let layout = try measurer.layout(content.configuration, width: width, environment: env, pool: pool)
                        let size = layout.size
                        #expect(size.width == width)
                        for (i, b) in layout.elementBounds.enumerated() {
                            #expect(
                                b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= size.width + 1e-9 && b.maxY <= size.height + 1e-9,
                                "\(kind) \(direction) \(category) \(width): element \(i) at \(b) is outside \(size)")
                        }
                        let commands = layout.commands(at: Point(x: 0, y: 0))
                        for case let .glyphs(run) in commands {
                            for g in run.glyphs.indices {
                                guard let ink = try DrawnInsideFrameTests.inkBox(run, g, fonts: renderer.fonts) else { continue }
                                #expect(
                                    ink.minX >= -0.5 && ink.maxX <= size.width + 0.5 && ink.minY >= -0.5 && ink.maxY <= size.height + 0.5,
                                    "\(kind) \(direction) \(category) \(width): a glyph inks \(ink) outside \(size)")
                            }
                        }
                        // The Render stage draws exactly the measured layout at the element's frame.
                        var builder = DisplayListBuilder(size: Size(width: width, height: size.height), scale: 3, background: .white)
                        pool.draw(content.configuration, layout, into: &builder, frame: Rect(x: 0, y: 0, width: width, height: size.height))
                        #expect(builder.list.commands == commands)
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 2 * 12 * 2 * 2)
    }

    /// Text far too long for its cell: truncated per its configuration, never drawn outside.
    @Test func longTextTruncatesInsideTheCell() throws {
        let renderer = try SceneRenderer.shared()
        let pool = SizingViewPool(context: ContentContext(typesetter: Typesetter(registry: renderer.fonts)))
        var c = ListContentConfiguration.valueCell()
        c.text = String(repeating: "Very long setting name ", count: 40)
        c.secondaryText = String(repeating: "value ", count: 30)
        c.textProperties.numberOfLines = 1
        c.secondaryTextProperties.numberOfLines = 2
        let layout = try pool.measure(c, width: 358, environment: ContentEnvironment())
        #expect(layout.blocks.count == 2)
        #expect(layout.blocks[0].layout.isTruncated && layout.blocks[0].layout.lines.count == 1)
        #expect(layout.blocks[1].layout.isTruncated && layout.blocks[1].layout.lines.count == 2)
        for b in layout.elementBounds { #expect(b.maxX <= 358 + 1e-9 && b.maxY <= layout.size.height + 1e-9) }
    }

    /// A value cell's texts sit side by side when they fit and stack when they do not, as iOS does.
    @Test func valueCellStacksWhenTheTextsDoNotFit() throws {
        let renderer = try SceneRenderer.shared()
        let pool = SizingViewPool(context: ContentContext(typesetter: Typesetter(registry: renderer.fonts)))
        var c = ListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        let side = try pool.measure(c, width: 358, environment: ContentEnvironment())
        #expect(side.blocks[0].origin.y == side.blocks[1].origin.y)
        #expect(side.size.height == 44)
        c.text = "A setting whose name takes most of the row"
        c.secondaryText = "and a long value"
        let stacked = try pool.measure(c, width: 358, environment: ContentEnvironment())
        #expect(stacked.blocks[1].origin.y > stacked.blocks[0].origin.y + stacked.blocks[0].layout.size.height)
        #expect(stacked.blocks[1].origin.x == stacked.blocks[0].origin.x)
        // Right to left mirrors the side-by-side placement: the value is at the left.
        c.text = "Wi-Fi"; c.secondaryText = "Home"
        let rtl = try pool.measure(c, width: 358, environment: ContentEnvironment(layoutDirection: .rightToLeft))
        let primaryColor = ListContentConfiguration.valueCell().textProperties.color
        var xs: [Double] = []
        for case .glyphs(let r) in rtl.commands(at: Point(x: 0, y: 0)) where r.color != primaryColor { xs.append(r.origin.x) }
        let value = try #require(xs.first)
        #expect(value < 100)
    }

    /// Disabled rows dim their text; the other states keep it.
    @Test func updatedForStateDimsDisabledText() {
        let c = ListContentConfiguration.cell()
        #expect(c.updated(for: .disabled).textProperties.color.alpha < c.textProperties.color.alpha)
        #expect(c.updated(for: .selected).textProperties.color == c.textProperties.color)
    }
}
