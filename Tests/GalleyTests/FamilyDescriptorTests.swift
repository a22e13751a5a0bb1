import Content
import GalleyTestSupport
import Geometry
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// A family from a test target: a one-line colored badge row. Its folder would hold these three
/// declarations (design, family, descriptor); registering the descriptor is all a scene needs.
struct BadgeRowElementDesign: ElementDesign {
    static let designKey = "badgeRow"
    var label = TextRole(.footnote, color: "white", numberOfLines: 1)
    var fill = "systemGreen"
    var height = 32.0
    var padding = 8.0
    static var fields: [ElementField<Self>] {
        [.init("label", .text(\.label)), .init("fill", .color(\.fill)), .number("height", \.height), .number("padding", \.padding)]
    }
}

enum BadgeRowFamily: LayoutFamily {
    static let family = "badgeRow"
    struct Design: Hashable, Sendable { var label: TextProperties; var fill: Color; var height: Double; var padding: Double }
    struct Item: Hashable, Sendable { var id: String; var text: String }

    static func layout(design d: Design, item: Item, kit: inout FamilyLayoutKit) throws(ContentError) -> Size {
        kit.itemName = item.id
        let w = kit.width
        kit.draw(Rect(x: 0, y: 0, width: w, height: d.height)) { r, out in out.append(.fill(RoundedRect(rect: r), color: d.fill)) }
        let label = try kit.typeset(item.text, d.label, width: w - 2 * d.padding, element: "label")
        kit.place(label, x: d.padding, y: ((d.height - label.size.height) / 2).rounded())
        return Size(width: w, height: d.height)
    }

    static let kind = ContentKind(name: "badgeRow", family: family, keys: ["text"], sample: .object([("text", .string("New"))])) {
        (json, context) throws(JSONDecodingError) in
        let m = context.design, d = m.elements[BadgeRowElementDesign.self]
        let design = Design(
            label: m.textProperties(d.label, environment: context.environment),
            fill: m.color(d.fill, context.environment.userInterfaceStyle) ?? .black, height: d.height, padding: d.padding)
        let item = Item(id: context.item, text: try ItemJSON.requiredString(json, "text"))
        return ElementContent(FamilyConfiguration<BadgeRowFamily>(design: design, item: item, context: context))
    }

    static let descriptor = makeDescriptor(design: BadgeRowElementDesign.self, kinds: [kind])
}

/// Families as descriptors: the standard list covers every family folder, the registry is built
/// from descriptors (kinds, cell kinds, element designs), and a family declared in a test target
/// is decoded, designed (its `elements` key read, validated and written) and drawn in a scene.
@Suite struct FamilyDescriptorTests {
    static let registry = {
        var r = ContentRegistry.standard
        r.register(BadgeRowFamily.descriptor)
        return r
    }()

    func scene(_ design: String) -> String {
        #"{"version": 2, "traits": {"width": 390, "scale": 1}, "design": \#(design), "list": {"appearance": "insetGrouped"}, "#
            + #""sections": [{"id": "s", "items": [{"id": "b", "kind": "badgeRow", "text": "New"}, {"id": "c", "text": "Row"}]}]}"#
    }

    /// The badge row's fill in the display list of `json` rendered with the test registry.
    func badgeFill(_ json: String) throws -> (rect: Rect, color: Color, bitmap: Bitmap) {
        let scene = try Scene(json: Array(json.utf8), file: "badge.json", registry: Self.registry)
        let renderer = SceneRenderer(fonts: try SceneRenderer.shared().fonts, registry: Self.registry)
        let list = try renderer.displayList(for: scene).1
        let fills = list.commands.compactMap { c -> (Rect, Color)? in
            if case let .fill(r, color) = c, r.rect.width == 350, color.alpha > 0, color != .white { return (r.rect, color) }
            return nil
        }
        #expect(fills.count == 1, "\(fills)")
        let fill = try #require(fills.first)
        return (fill.0, fill.1, try renderer.render(scene).bitmap)
    }

    @Test func aFamilyFromATestTargetIsDesignedAndDrawnInAScene() throws {
        // Not set by the scene's design: the design type's defaults (systemGreen, 32 pt).
        let plain = try badgeFill(scene("{}"))
        #expect(plain.color == Color(hex: "#34C759"))
        #expect(plain.rect.height == 32)
        // `elements.badgeRow` read from the scene's design.
        let red = try badgeFill(scene(##"{"elements": {"badgeRow": {"fill": "#FF0000", "height": 40}}}"##))
        #expect(red.color == Color(red: 0xFF, green: 0, blue: 0))
        #expect(red.rect.height == 40)
        #expect(red.rect.minY == plain.rect.minY)
        // And drawn: the pixel inside the badge's trailing end (clear of its label) is the fill.
        let p = red.bitmap.straightPixel(x: Int(red.rect.maxX) - 3, y: Int(red.rect.midY))
        #expect(p.r == 0xFF && p.g == 0 && p.b == 0, "\(p)")
    }

    @Test func theTestFamilysDesignKeyIsValidated() throws {
        for (design, message) in [
            (#"{"elements": {"badgeRow": {"fill": "notAColor"}}}"#, #"elements.badgeRow.fill: unknown color name "notAColor""#),
            (#"{"elements": {"badgeRow": {"hieght": 40}}}"#, "elements.badgeRow.hieght: unknown key"),
            (#"{"elements": {"badgeRow": {"height": -1}}}"#, "elements.badgeRow.height: must be at least 0"),
        ] {
            do {
                _ = try Scene(json: Array(scene(design).utf8), file: "badge.json", registry: Self.registry)
                Issue.record("accepted \(design)")
            } catch {
                #expect(error.description.hasPrefix("badge.json: "), "\(error.description)")
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
        // A registry without the family refuses its key, naming the keys it has.
        let override = JSONReader(try JSONValue.parse(Array(#"{"elements": {"badgeRow": {}}}"#.utf8)))
        do {
            _ = try DesignModel.default.applying(override, requireVersion: false)
            Issue.record("the standard registry accepted elements.badgeRow")
        } catch {
            #expect(error.description.hasPrefix("elements.badgeRow: unknown key"), "\(error.description)")
            #expect(error.description.contains("articleCard"), "\(error.description)")
        }
        #expect(try DesignModel.default.applying(override, requireVersion: false, registry: Self.registry) == .default)
    }

    @Test func theDesignFileWritesAndReadsBackTheRegisteredFamilysDesign() throws {
        var m = DesignModel.default
        m.elements[BadgeRowElementDesign.self].height = 44
        m.elements[BadgeRowElementDesign.self].fill = "systemRed"
        let written = m.jsonValue(registry: Self.registry)
        let badge = try #require(written.leaves().first { $0.path == ["elements", "badgeRow", "height"] })
        #expect(badge.value == .number(44))
        // After the standard families' own designs, before the designs families share.
        guard case .object(let members) = written, case .object(let elements)? = members.first(where: { $0.key == "elements" })?.value else {
            Issue.record("no elements"); return
        }
        #expect(elements.map(\.key).suffix(3) == ["sectionHeader", "badgeRow", "states"])
        let read = try DesignModel.default.applying(JSONReader(written), requireVersion: true, registry: Self.registry)
        #expect(read == m)
        #expect(read.elements[BadgeRowElementDesign.self].fill == "systemRed")
        // The standard registry does not write it.
        #expect(!DesignModel.default.jsonValue().leaves().contains { $0.path.starts(with: ["elements", "badgeRow"]) })
    }

    @Test func aModelThatSetsADesignToItsDefaultsEqualsOneThatDoesNotSetIt() {
        var m = DesignModel.default
        m.elements.articleCard.padding = 20
        #expect(m != DesignModel.default)
        m.elements.articleCard.padding = ArticleCardElementDesign().padding
        #expect(m == DesignModel.default)
        #expect(DesignModel.default.elements.gridTile == GridTileElementDesign())
    }

    @Test func everyFamilyFolderIsInTheStandardList() throws {
        let root = packageRoot + "/Sources/Content/Families/"
        let folders = try FileIO.list(root).filter { !$0.hasPrefix(".") && FileIO.isDirectory(root + $0) && $0 != "FamilyKit" }
        #expect(folders.count == ContentFamily.standard.count)
        let names = Set(ContentFamily.standard.map(\.name))
        for folder in folders {
            // A folder is named for its family (`GridTile/` holds `gridTile`).
            let name = folder.prefix(1).lowercased() + folder.dropFirst()
            #expect(names.contains(name), "Families/\(folder)/ has no descriptor in ContentFamily.standard")
        }
    }

    @Test func theRegistryComesFromTheDescriptors() {
        let r = ContentRegistry.standard
        #expect(r.kindNames == ContentFamily.standard.flatMap { $0.kinds.map(\.name) })
        #expect(
            r.elementDesigns.map(\.designKey) == [
                "articleCard", "gridTile", "storyBubble", "folderCard", "pinnedCard", "documentRow",
                "statusPanel", "nativeAd", "sectionHeader", "states",
            ])
        // The template cell kinds, as the scene's switch had them.
        for (cellKind, kind) in [
            ("condensed", "articleCardCondensed"), ("enriched", "articleCardEnriched"), ("enriched.featured", "articleCardEnriched"),
            ("visual", "gridTile"), ("story", "storyBubble"), ("nativeAd", "nativeAd"),
        ] {
            #expect(SectionTemplate.contentKind(forCellKind: cellKind) == kind, "\(cellKind)")
        }
        #expect(SectionTemplate.contentKind(forCellKind: "cell") == nil)
        // Each kind names the family whose descriptor holds it.
        for f in ContentFamily.standard { for k in f.kinds { #expect(k.family == f.name, "\(k.name)") } }
    }
}
