import Content
import Geometry
import Raster
import Testing
import Typesetting

@testable import Galley

/// The vector accessories: Dynamic Type sizes, RTL chevrons, shapes inside their rectangles.
@Suite struct AccessoryShapeTests {
    static let shapes: [AccessoryShape] = [
        .disclosureIndicator, .checkmark, .detail, .outlineDisclosure(expanded: false),
        .outlineDisclosure(expanded: true), .delete, .reorder,
    ]

    @Test func sizesScaleLikeTheBodyTextStyle() {
        for s in Self.shapes {
            #expect(s.intrinsicSize(for: .large) == s.referenceSize)
            let ax5 = s.intrinsicSize(for: .accessibilityExtraExtraExtraLarge)
            #expect(abs(ax5.width - s.referenceSize.width * 53 / 17) < 1e-9)
            #expect(s.intrinsicSize(for: .extraSmall).height < s.referenceSize.height)
        }
    }

    func points(_ commands: [DisplayCommand]) -> [Point] {
        commands.flatMap { c -> [Point] in
            guard case let .path(p, _, _) = c else { return [] }
            return p.elements.flatMap { e -> [Point] in
                switch e {
                case .move(let q), .line(let q): return [q]
                case .quad(let a, let b): return [a, b]
                case .cubic(let a, let b, let q): return [a, b, q]
                case .close: return []
                }
            }
        }
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func everyShapeStaysInsideItsRectangle(category: ContentSizeCategory) {
        for s in Self.shapes {
            for d in LayoutDirection.allCases {
                let size = s.intrinsicSize(for: category)
                let r = Rect(x: 10, y: 20, width: size.width, height: size.height)
                var out: [DisplayCommand] = []
                s.draw(in: r, tint: .black, category: category, direction: d, into: &out)
                #expect(!out.isEmpty)
                for p in points(out) {
                    #expect(p.x >= r.minX - 1e-9 && p.x <= r.maxX + 1e-9 && p.y >= r.minY - 1e-9 && p.y <= r.maxY + 1e-9, "\(s) \(category) \(d) \(p)")
                }
            }
        }
    }

    @Test func chevronsFlipUnderRightToLeftAndSymmetricShapesDoNot() {
        func drawn(_ s: AccessoryShape, _ d: LayoutDirection) -> [Point] {
            var out: [DisplayCommand] = []
            s.draw(in: Rect(x: 0, y: 0, width: 40, height: 40), tint: .black, category: .large, direction: d, into: &out)
            return points(out)
        }
        for s in [AccessoryShape.disclosureIndicator, .outlineDisclosure(expanded: false)] {
            let l = drawn(s, .leftToRight), r = drawn(s, .rightToLeft)
            #expect(l != r)
            // Mirrored about the rectangle's centre line x = 20.
            let mirrored = Set(l.map { Point(x: ((40 - $0.x) * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) })
            let right = Set(r.map { Point(x: ($0.x * 1e6).rounded() / 1e6, y: ($0.y * 1e6).rounded() / 1e6) })
            #expect(mirrored == right)
        }
        for s in [AccessoryShape.checkmark, .detail, .delete, .reorder, .outlineDisclosure(expanded: true)] {
            #expect(drawn(s, .leftToRight) == drawn(s, .rightToLeft), "\(s)")
        }
    }

    @Test func aBadgeFitsItsCountAndIsNeverNarrowerThanTall() throws {
        let typesetter = Typesetter(registry: try SceneRenderer.shared().fonts)
        let one = CellAccessory.badge(3).intrinsicSize(category: .large, typesetter: typesetter)
        let many = CellAccessory.badge(12345).intrinsicSize(category: .large, typesetter: typesetter)
        #expect(one.width == one.height && one.height == BadgeShape.referenceHeight, "\(one)")
        #expect(many.width > one.width)
        let text = try BadgeShape.layout(12345, category: .large, typesetter: typesetter)
        #expect(text.lines.count == 1)
        let env = ContentEnvironment()
        let commands = CellAccessory.badge(7).commands(in: Rect(origin: .zero, size: one), tint: .black, environment: env, typesetter: typesetter)
        #expect(commands.first == .fill(RoundedRect(rect: Rect(origin: .zero, size: one), radius: one.height / 2), color: .black))
        #expect(
            commands.contains {
                if case .glyphs = $0 { return true }; return false
            })
    }
}
