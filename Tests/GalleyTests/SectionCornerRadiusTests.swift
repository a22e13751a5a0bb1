import Content
import Galley
import GalleyTestSupportScenes
import Geometry
import Layout
import Raster
import Testing

/// `design.sectionCornerRadius` rounds inset-grouped list sections (and grid/carousel cards);
/// grouped sections stay square, as in UIKit.
@Suite struct SectionCornerRadiusTests {
    /// The fill commands drawn exactly over the layout's section backgrounds.
    static func backgroundFills(_ scene: Scene) throws -> [RoundedRect] {
        let (layout, list, _) = try SceneRenderer.shared().displayList(for: scene)
        let frames = layout.attributes.filter { $0.category == .decorationView(ElementKind.listSectionBackground) }.map(\.frame)
        #expect(!frames.isEmpty)
        return list.commands.compactMap { c in
            guard case let .fill(shape, _) = c, frames.contains(shape.rect) else { return nil }
            return shape
        }
    }

    @Test(arguments: [0.0, 4, 24])
    func insetGroupedSectionsUseTheDesignRadius(radius: Double) throws {
        var scene = try settingsScene(appearance: .insetGrouped)
        scene.galley1?.sectionCornerRadius = radius
        let fills = try Self.backgroundFills(scene)
        #expect(fills.count == 2)
        for f in fills { #expect(f.radii == CornerRadii(all: radius)) }
    }

    @Test func groupedSectionsStaySquare() throws {
        var scene = try settingsScene(appearance: .grouped)
        scene.galley1?.sectionCornerRadius = 24
        for f in try Self.backgroundFills(scene) { #expect(f.radii.isZero) }
    }

    @Test func theRadiusShowsInThePixels() throws {
        // The section's top-left corner pixel is background with a 24 pt radius, cell white with 0.
        func corner(_ radius: Double) throws -> [UInt8] {
            var scene = try settingsScene(appearance: .insetGrouped)
            scene.traits.scale = 1
            scene.galley1?.sectionCornerRadius = radius
            let rendered = try SceneRenderer.shared().render(scene)
            let bg = try #require(rendered.layout.attributes.first { $0.category == .decorationView(ElementKind.listSectionBackground) })
            let p = rendered.bitmap.straightPixel(x: Int(bg.frame.minX) + 1, y: Int(bg.frame.minY) + 1)
            return [p.r, p.g, p.b, p.a]
        }
        let square = try corner(0), round = try corner(24)
        #expect(square == [255, 255, 255, 255])
        #expect(round == [0xF2, 0xF2, 0xF7, 255])
    }

    @Test func aListConfigurationRadiusReachesTheLayout() throws {
        var c = ListConfiguration(appearance: .insetGrouped)
        #expect(c.resolvedSectionCornerRadius == 10)
        c.sectionCornerRadius = 3
        let result = try CompositionalLayout.list(using: c).prepare(
            sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"])],
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 800)), measurer: LayoutMeasurer.estimates)
        let bg = try #require(result.attributes.first { $0.category == .decorationView(ElementKind.listSectionBackground) })
        #expect(bg.decoration?.cornerRadius == 3)
        c.sectionCornerRadius = -1
        #expect(throws: LayoutError.self) {
            try CompositionalLayout.list(using: c).prepare(
                sections: [LayoutSectionContent(identifier: "s", itemIdentifiers: ["a"])],
                environment: LayoutEnvironment(containerSize: Size(width: 390, height: 800)), measurer: LayoutMeasurer.estimates)
        }
    }
}
