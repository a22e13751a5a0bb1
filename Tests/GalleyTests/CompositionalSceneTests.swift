import Galley
import GalleyTestSupport
import GalleyTestSupportScenes
import GalleyTesting
import Geometry
import GoldenDesignDiff
import Layout
import Support
import Templates
import Testing

/// Scene sections laid out by any compositional section or by their own list configuration, in
/// Swift and in JSON, and templates registered by name: the two spellings agree to the byte,
/// the layout places what NSCollectionLayout would, and every bad value is a typed error at
/// its JSON path. Goldens: Goldens/tests/CompositionalSceneTests/.
@Suite struct CompositionalSceneTests {
    static let traits = #""width": 390, "scale": 1"#

    static func scene(_ sections: String, version: Int = 2, registry: ContentRegistry = .standard) throws(SceneError) -> Scene {
        try Scene(
            text: Scene.document(version: version, traits: traits, #""list": {"appearance": "insetGrouped"}"#, sections: sections), file: "t.json",
            registry: registry)
    }

    /// The JSON path and message of the error a scene gives.
    static func error(_ sections: String, version: Int = 2, registry: ContentRegistry = .standard) -> (path: String, message: String)? {
        do { _ = try scene(sections, version: version, registry: registry); return nil } catch {
            guard case .invalid(let file, let e) = error else { return ("", error.description) }
            #expect(file == "t.json")
            return (e.path, e.message)
        }
    }

    /// A fresh renderer per render (layouts are cached per renderer by the scene's layout key;
    /// a fresh one shows each scene's own layout).
    static func render(_ scene: Scene, registry: ContentRegistry = .standard) throws -> RenderedScene {
        try SceneRenderer(fonts: try SceneRenderer.shared().fonts, registry: registry).render(scene)
    }

    static func items(_ prefix: String, _ n: Int) -> String {
        "[" + (0..<n).map { #"{"id": "\#(prefix)\#($0)", "text": "\#(prefix.uppercased()) \#($0)"}"# }.joined(separator: ", ") + "]"
    }

    static func cells(_ r: RenderedScene, section: String) -> [LayoutAttributes] {
        r.layout.attributes.filter { $0.category == .cell && $0.sectionIdentifier == section }
    }

    // MARK: - One section, two spellings

    /// A mosaic: a horizontal group of a large item beside a vertical group repeating a small
    /// one twice, a pinned header, a footer, a badge on every item and a colored background.
    static let mosaicJSON = #"""
        {"compositional": {
          "group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
            "subitems": [
              {"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": [4, 4, 4, 4],
                "supplementaryItems": [{"elementKind": "badge", "size": {"width": {"absolute": 80}, "height": {"absolute": 44}},
                  "containerAnchor": {"edges": ["top", "trailing"], "absoluteOffset": [-6, 6]}, "zIndex": 5}]}},
              {"group": {"vertical": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                "repeatingSubitem": {"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}, "contentInsets": [4, 4, 4, 4]}},
                "count": 2}}}],
            "interItemSpacing": {"fixed": 0}}},
          "contentInsets": {"top": 8, "leading": 12, "bottom": 8, "trailing": 12},
          "contentInsetsReference": "none",
          "interGroupSpacing": 6,
          "boundarySupplementaryItems": [
            {"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2},
            {"elementKind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 30}}, "alignment": "bottom"}],
          "decorationItems": [{"background": {"elementKind": "mosaic-background", "contentInsets": [0, 4, 0, 4], "cornerRadius": 14, "color": "#FFE4B5"}}]
        }}
        """#

    static func mosaicSwift() -> LayoutSection {
        let cell = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        var badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(44)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: -6, y: 6)))
        badge.zIndex = 5
        var large = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
        large.contentInsets = cell
        var small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = cell
        let column = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        var group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [.item(large), .group(column)])
        group.interItemSpacing = .fixed(0)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.contentInsetsReference = .none
        section.interGroupSpacing = 6
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: ElementKind.sectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), elementKind: ElementKind.sectionFooter,
            alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        var background = LayoutDecorationItem.background(elementKind: "mosaic-background")
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        background.cornerRadius = 14
        background.color = Color(hex: "#FFE4B5")
        section.decorationItems = [background]
        return section
    }

    static let mosaicScene = #"""
        [{"id": "mosaic", "header": "Mosaic", "footer": "Six tiles in two groups", "layout": \#(mosaicJSON),
          "supplementaries": {"badge": {"text": "New"}}, "items": \#(items("m", 6))}]
        """#

    @Test func theJSONAndSwiftFormsOfOneSectionAreEqualAndRenderTheSameBytes() throws {
        let json = try Self.scene(Self.mosaicScene)
        var swift = json
        swift.sections["mosaic"]?.layout = .compositional(Self.mosaicSwift())
        // The JSON spelling decodes to the section the Swift code builds (shape and identity).
        #expect(json.sections["mosaic"]?.layout == swift.sections["mosaic"]?.layout)
        let a = try Self.render(json), b = try Self.render(swift)
        #expect(a.layoutDump == b.layoutDump)
        #expect(try a.pngData() == b.pngData())
        assertSnapshot(of: a.bitmap, as: .image, named: "mosaic")
    }

    @Test func nestedAndRepeatingGroupsPlaceTheirItems() throws {
        let r = try Self.render(try Self.scene(Self.mosaicScene))
        let cells = Self.cells(r, section: "mosaic")
        #expect(cells.count == 6)
        // The header (estimated, measured) sits on top; the first group starts under it + 8.
        let header = try #require(r.layout.attributes.first { $0.category == .supplementaryView(ElementKind.sectionHeader) })
        #expect(header.isPinned && header.zIndex == 2 && header.frame.minY == 0)
        let top = header.frame.maxY + 8
        // 390 − 12 − 12 = 366 wide: the large item is half (183) less its 4 pt insets.
        #expect(cells[0].frame == Rect(x: 16, y: top + 4, width: 175, height: 112))
        #expect(cells[1].frame == Rect(x: 12 + 183 + 4, y: top + 4, width: 175, height: 52))
        #expect(cells[2].frame == Rect(x: 12 + 183 + 4, y: top + 64, width: 175, height: 52))
        // The second group repeats the first, 6 pt under it.
        #expect(cells[3].frame.minY == top + 120 + 6 + 4)
        // Each large item carries its badge at the top trailing corner, moved in by (−6, 6).
        let badges = r.layout.attributes.filter { $0.category == .supplementaryView("badge") }
        #expect(badges.count == 2)
        #expect(badges.first?.frame == Rect(x: 16 + 175 - 80 - 6, y: top + 4 + 6, width: 80, height: 44))
        // The background spans the section less its horizontal insets, colored and rounded.
        let bg = try #require(r.layout.attributes.first { $0.category == .decorationView("mosaic-background") })
        #expect(bg.frame.minX == 4 && bg.frame.width == 382)
        #expect(bg.decoration?.color == Color(hex: "#FFE4B5") && bg.decoration?.cornerRadius == 14)
        // Drawn: a pixel of the background between the section's edge and the first tile.
        let p = r.bitmap.straightPixel(x: 8, y: Int(top) + 60)
        #expect(p.r == 0xFF && p.g == 0xE4 && p.b == 0xB5)
        #expect(r.diagnostics.allSatisfy { !$0.contains("supplementary kind") })
        // The badge's content is a design input of the screen (the design diff sees its text styles).
        let scene = try Self.scene(Self.mosaicScene)
        let badge = try #require(scene.designElements.first { $0.id == "mosaic#badge" })
        #expect(badge.reference.category == .supplementaryView("badge") && badge.kind == "subtitleCell")
        #expect(scene.designValue(of: badge, design: scene.design, registry: .standard) != .content(nil))
    }

    @Test func aSupplementaryKindWithoutContentDrawsNothingAndSaysSo() throws {
        let scene = try Self.scene(
            #"[{"id": "mosaic", "header": "Mosaic", "layout": \#(Self.mosaicJSON), "items": \#(Self.items("m", 3))}]"#)
        let r = try Self.render(scene)
        let notes = r.diagnostics.filter { $0.contains(#"no content for supplementary kind "badge""#) }
        #expect(notes.count == 1, "\(r.diagnostics)")
        #expect(notes.first?.hasPrefix("sections[0]") == true, "\(notes)")
    }

    // MARK: - Custom groups, orthogonal sections

    @Test func aCustomGroupPlacesItsFramesAndAJSONCustomSectionKeepsItsCache() throws {
        let layout = #"""
            {"compositional": {"group": {"custom": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}},
              "frames": [{"frame": [0, 0, 100, 100]}, {"frame": [110, 20, 60, 60], "zIndex": 3}]}}}}
            """#
        let sections = #"[{"id": "c", "layout": \#(layout), "items": \#(Self.items("c", 3))}]"#
        let a = try Self.scene(sections), b = try Self.scene(sections)
        // Equal frames are equal providers: the same file read twice keeps one layout key.
        #expect(a.sections["c"]?.layout == b.sections["c"]?.layout)
        let r = try Self.render(a)
        let cells = Self.cells(r, section: "c")
        #expect(
            cells.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 20, width: 60, height: 60), Rect(x: 0, y: 100, width: 100, height: 100),
            ])
        #expect(cells[1].zIndex == 3)
    }

    @Test func estimatedItemsSettleAtTheirMeasuredHeightAndUniformSiblingsShareTheTallest() throws {
        func layout(_ height: String) -> String {
            #"{"compositional": {"group": {"vertical": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 88}}, "repeatingSubitem": {"item": {"size": {"width": {"fractionalWidth": 1}, "height": \#(height)}}}, "count": 2}}}}"#
        }
        let items = #"[{"id": "a", "text": "One"}, {"id": "b", "text": "Two", "secondaryText": "A second line under it"}]"#
        let estimated = try Self.render(try Self.scene(#"[{"id": "e", "layout": \#(layout(#"{"estimated": 20}"#)), "items": \#(items)}]"#))
        let heights = Self.cells(estimated, section: "e").map(\.frame.height)
        // A vertical group of two: each item is measured by its content (neither keeps the
        // estimate; the two-line item is taller); uniform siblings all take the tallest.
        #expect(heights.count == 2 && heights.allSatisfy { $0 != 20 } && heights[1] > heights[0], "\(heights)")
        let uniform = try Self.render(try Self.scene(#"[{"id": "u", "layout": \#(layout(#"{"uniformAcrossSiblings": 20}"#)), "items": \#(items)}]"#))
        #expect(Self.cells(uniform, section: "u").map(\.frame.height) == [heights[1], heights[1]])
    }

    @Test func sectionsWithClosuresAreEqualOnlyToTheirCopies() {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let one = LayoutGroup.custom(layoutSize: size) { _ in [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 10, height: 10))] }
        let other = LayoutGroup.custom(layoutSize: size) { _ in [LayoutGroupCustomItem(frame: Rect(x: 5, y: 0, width: 10, height: 10))] }
        let a = SectionLayout.compositional(LayoutSection(group: one))
        let b = SectionLayout.compositional(LayoutSection(group: other))
        let copy = a
        #expect(a != b)
        #expect(a == copy && a.hashValue == copy.hashValue)
        // Vouched-for identities compare equal; sections without closures compare by shape.
        #expect(
            SectionLayout.compositional(CompositionalSection(LayoutSection(group: one), closureIdentity: "square"))
                == .compositional(CompositionalSection(LayoutSection(group: other), closureIdentity: "square")))
        let plain = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        #expect(SectionLayout.compositional(plain) == .compositional(plain))
        var handler = plain
        handler.visibleItemsInvalidationHandler = { _, _, _ in }
        #expect(SectionLayout.compositional(handler) != .compositional(handler))
        var list = ListConfiguration(appearance: .plain)
        #expect(SectionLayout.list(using: list) == .list(using: list))
        list.itemSeparatorHandler = { _, c in c }
        #expect(SectionLayout.list(using: list) != .list(using: list))
    }

    @Test func anOrthogonalSectionIsDrawnAtOffsetZeroClippedToItsStrip() throws {
        let layout = #"""
            {"compositional": {"group": {"horizontal": {"size": {"width": {"absolute": 150}, "height": {"absolute": 80}},
              "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}},
              "interGroupSpacing": 10, "orthogonalScrollingBehavior": "groupPaging",
              "contentInsets": {"leading": 16, "trailing": 16}, "contentInsetsReference": "none"}}
            """#
        let r = try Self.render(try Self.scene(#"[{"id": "o", "layout": \#(layout), "items": \#(Self.items("o", 4))}]"#))
        let cells = Self.cells(r, section: "o")
        #expect(cells.map(\.frame.minX) == [16, 176, 336, 496])
        #expect(cells.allSatisfy { $0.frame.minY == 0 && $0.clipRect != nil })
        #expect(r.layout.contentSize.height == 80)
        assertSnapshot(of: r.bitmap, as: .image, named: "orthogonal")
    }

    // MARK: - List configurations

    @Test(arguments: ["plain", "grouped", "insetGrouped", "sidebar"])
    func aSectionsListConfigurationIsItsOwn(_ appearance: String) throws {
        let list = #"{"list": {"appearance": "\#(appearance)", "headerMode": "supplementary", "footerMode": "supplementary", "headerTopPadding": 6}}"#
        let json = try Self.scene(#"[{"id": "l", "header": "Header", "footer": "Footer", "layout": \#(list), "items": \#(Self.items("l", 3))}]"#)
        var configuration = ListConfiguration(appearance: ListConfiguration.Appearance(rawValue: appearance)!)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.headerTopPadding = 6
        var swift = json
        swift.sections["l"]?.layout = .list(using: configuration)
        #expect(json.sections["l"]?.layout == swift.sections["l"]?.layout)
        let a = try Self.render(json), b = try Self.render(swift)
        #expect(a.layoutDump == b.layoutDump)
        #expect(try a.pngData() == b.pngData())
        let cells = Self.cells(a, section: "l")
        // Rows: full width (plain, grouped), inside the layout margins (inset grouped: 16 pt at
        // 390 pt, the section's own configuration keeping Layout's default metrics, Galley's,
        // whatever the design model's platform), 10 pt in (sidebar).
        let x: [String: Double] = ["plain": 0, "grouped": 0, "insetGrouped": 16, "sidebar": 10]
        #expect(cells.first?.frame.minX == x[appearance])
        let header = try #require(a.layout.attributes.first { $0.category == .supplementaryView(ElementKind.sectionHeader) })
        #expect(header.frame.minY == 6)
        #expect(header.isPinned == (appearance == "plain"))
        let separators = a.layout.attributes.filter { $0.category == .decorationView(ElementKind.separator) }
        #expect(separators.isEmpty == (appearance == "sidebar"))
    }

    /// One screen, a section in each appearance, each with its own header mode: one golden.
    @Test func listAppearancesSideBySide() throws {
        var sections: [String] = []
        for a in ["plain", "grouped", "insetGrouped", "sidebar"] {
            sections.append(
                ##"{"id": "\##(a)", "header": "\##(a)", "layout": {"list": {"appearance": "\##(a)", "headerMode": "supplementary", "separatorConfiguration": {"color": "#C0392B"}}}, "items": \##(Self.items(a, 2))}"##
            )
        }
        sections.append(
            ##"{"id": "tinted", "header": "No header mode", "layout": {"list": {"appearance": "insetGrouped", "showsSeparators": false, "backgroundColor": "#DDEEFF"}}, "items": \##(Self.items("t", 2))}"##
        )
        let r = try Self.render(try Self.scene("[" + sections.joined(separator: ", ") + "]"))
        // headerMode none: the section's header text is not shown.
        #expect(!r.layout.attributes.contains { $0.sectionIdentifier == "tinted" && $0.category == .supplementaryView(ElementKind.sectionHeader) })
        let band = try #require(
            r.layout.attributes.first { $0.sectionIdentifier == "tinted" && $0.category == .decorationView(ListSectionConfiguration.backgroundElementKind) })
        // The section's background color fills its band: full width, its top spacing included.
        let first = try #require(Self.cells(r, section: "tinted").first)
        #expect(band.frame.minX == 0 && band.frame.width == 390 && band.frame.minY == first.frame.minY - 35)
        let p = r.bitmap.straightPixel(x: 4, y: Int(first.frame.minY) - 10)
        #expect(p.r == 0xDD && p.g == 0xEE && p.b == 0xFF)
        assertSnapshot(of: r.bitmap, as: .image, named: "list-appearances")
    }

    // MARK: - Templates registered by name

    /// A team's own template: items on a staircase, `step` points further right each.
    struct StaircaseTemplate: TemplateLayout, Hashable {
        var step: Double
        var rowHeight = 44.0
        var margins = DirectionalEdgeInsets(all: 8)
        var padding = 4.0
        var name: String { "staircase" }
        var cellKinds: [String] { ["stair"] }

        func sizingProposal(forItemAt index: Int, in container: TemplateContainer) -> SizingProposal {
            SizingProposal(size: Size(width: container.contentWidth / 2, height: rowHeight), isWidthFixed: true, isHeightFixed: true)
        }

        func frames(for sizes: [Size], in container: TemplateContainer) -> TemplateFrames {
            var y = 0.0
            return TemplateFrames(
                frames: sizes.enumerated().map { i, s in
                    defer { y += s.height + padding }
                    return Rect(x: min(Double(i) * step, container.contentWidth - s.width), y: y, width: s.width, height: s.height)
                })
        }
    }

    static var teamRegistry: ContentRegistry {
        var r = ContentRegistry.standard
        r.register(
            TemplateKind(name: "staircase", keys: ["step"]) { (options) throws(JSONDecodingError) in
                SectionTemplate(name: "staircase", StaircaseTemplate(step: try options.optional("step")?.double(min: 0, max: 1000) ?? 40))
            })
        return r
    }

    @Test func aTemplateRegisteredInSwiftIsUsedFromAJSONScene() throws {
        let registry = Self.teamRegistry
        #expect(registry.templateNames == ["condensed", "enriched", "grid", "story", "staircase"])
        let sections = #"[{"id": "s", "layout": {"template": "staircase", "step": 60}, "items": \#(Self.items("s", 4))}]"#
        let scene = try Self.scene(sections, registry: registry)
        #expect(scene.sections["s"]?.layout == .template(SectionTemplate(name: "staircase", StaircaseTemplate(step: 60))))
        let r = try Self.render(scene, registry: registry)
        let cells = Self.cells(r, section: "s")
        #expect(cells.map(\.frame.minX) == [8, 68, 128, 188])
        #expect(cells.map(\.frame.minY) == [8, 56, 104, 152])
        assertSnapshot(of: r.bitmap, as: .image, named: "staircase-template")
        // Its options are checked as the built-in templates' are; the standard registry does not know it.
        let bad = Self.error(#"[{"layout": {"template": "staircase", "stride": 3}, "items": []}]"#, registry: registry)
        #expect(bad?.path == "sections[0].layout.stride")
        #expect(bad?.message == #"the staircase template does not take "stride" (its keys: template, step)"#)
        #expect(Self.error(#"[{"layout": {"template": "staircase", "step": -1}, "items": []}]"#, registry: registry)?.path == "sections[0].layout.step")
        #expect(
            Self.error(#"[{"layout": {"template": "staircase"}, "items": []}]"#)?.message
                == #"unknown template "staircase" (templates: condensed, enriched, grid, story)"#)
    }

    /// A catalog screen of the team's, with a staircase section (JSON, as catalog screens are).
    static let staircaseScreen = CatalogScreen(name: "team.staircase", summary: "A team's own template") { traits, _ in
        let text = Scene.document(
            traits: #""width": \#(Int(traits.width)), "scale": 1"#,
            sections: #"[{"id": "s", "layout": {"template": "staircase", "step": 30}, "items": \#(Self.items("s", 3))}]"#)
        return (try? JSONValue.parse(Array(text.utf8))) ?? .null
    }

    @Test func theGalleryAndTheDesignDiffReadATeamsTemplateWithTheirRenderersRegistry() throws {
        let fonts = try SceneRenderer.shared().fonts
        let team = SceneRenderer(fonts: fonts, registry: Self.teamRegistry)
        let matrix = GalleryMatrix(
            screens: [Self.staircaseScreen], widths: [390], appearances: [.light], directions: [.leftToRight], textSizes: [.large], scale: 1)
        let out = try temporaryDirectory("team-gallery")
        let images = try GalleryRun(renderer: team, outputDirectory: out).render(matrix.entries)
        #expect(images.count == 1 && images.first?.pixelWidth == 390)
        // With the standard registry the same screen names a template nobody registered.
        #expect(throws: GalleryError.self) { _ = try GalleryRun(renderer: SceneRenderer(fonts: fonts), outputDirectory: out).render(matrix.entries) }

        let screen = DesignDiffScreen(name: "team.staircase", group: "team") { _ in
            (Self.staircaseScreen.sceneJSON(Traits(width: 390, scale: 1)), out + "/team.json")
        }
        let recorded = try DesignDiff(renderer: team).record([screen], before: (path: out + "/design.json", model: .default))
        #expect(recorded.parsed.first?.scene.sections["s"]?.layout == .template(SectionTemplate(name: "staircase", StaircaseTemplate(step: 30))))
        #expect(throws: DesignDiffError.self) {
            _ = try DesignDiff(renderer: SceneRenderer(fonts: fonts)).record([screen], before: (path: out + "/design.json", model: .default))
        }
    }

    // MARK: - Bad input

    static func compositional(_ group: String, _ rest: String = "") -> String {
        #"[{"layout": {"compositional": {"group": \#(group)\#(rest)}}, "items": []}]"#
    }

    static let size = #"{"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}"#
    static let item = #"{"item": {"size": \#(size)}}"#

    @Test func badCompositionalValuesAreTypedErrorsAtTheirPaths() {
        let root = "sections[0].layout.compositional"
        let cases: [(String, String, String)] = [
            (#"[{"layout": {"compositional": {}}, "items": []}]"#, "\(root).group", "missing required key"),
            (Self.compositional(#"{"diagonal": {}}"#), "\(root).group.diagonal", #"expected one of "horizontal", "vertical", "custom", found "diagonal""#),
            (Self.compositional(#"{"horizontal": {}, "vertical": {}}"#), "\(root).group", "found 2 keys"),
            (
                Self.compositional(#"{"horizontal": {"size": {"width": {"absolute": -4}, "height": {"absolute": 1}}, "subitems": [\#(Self.item)]}}"#),
                "\(root).group.horizontal.size.width.absolute", "must be at least 0, found -4"
            ),
            (
                Self.compositional(#"{"horizontal": {"size": {"width": {"fractionalWidth": 0}, "height": {"absolute": 1}}, "subitems": [\#(Self.item)]}}"#),
                "\(root).group.horizontal.size.width.fractionalWidth", "greater than 0"
            ),
            (
                Self.compositional(#"{"horizontal": {"size": {"width": {"wide": 1}, "height": {"absolute": 1}}, "subitems": [\#(Self.item)]}}"#),
                "\(root).group.horizontal.size.width", #"found "wide""#
            ),
            (
                Self.compositional(#"{"horizontal": {"size": \#(Self.size), "repeatingSubitem": \#(Self.item), "count": 0}}"#),
                "\(root).group.horizontal.count", "must be at least 1, found 0"
            ),
            (
                Self.compositional(#"{"horizontal": {"size": \#(Self.size), "repeatingSubitem": \#(Self.item), "count": 100000000}}"#),
                "\(root).group.horizontal.count", "must be at most 1000"
            ),
            (Self.compositional(#"{"vertical": {"size": \#(Self.size), "subitems": []}}"#), "\(root).group.vertical.subitems", "at least one subitem"),
            (
                Self.compositional(#"{"vertical": {"size": \#(Self.size), "subitems": [{"cell": {}}]}}"#),
                "\(root).group.vertical.subitems[0].cell", "unknown key"
            ),
            (
                Self.compositional(#"{"horizontal": {"size": \#(Self.size), "subitems": [\#(Self.item)], "interItemSpacing": {"fixed": -1}}}"#),
                "\(root).group.horizontal.interItemSpacing.fixed", "must be at least 0"
            ),
            (
                Self.compositional(#"{"custom": {"size": \#(Self.size), "frames": [{"frame": [0, 0, 10]}]}}"#),
                "\(root).group.custom.frames[0].frame", "expected 4 numbers [x, y, width, height], found 3"
            ),
            (
                Self.compositional(
                    #"{"horizontal": {"size": \#(Self.size), "subitems": [{"item": {"size": \#(Self.size), "supplementaryItems": [{"elementKind": "badge", "size": \#(Self.size), "containerAnchor": {"edges": ["middle"]}}]}}]}}"#
                ),
                "\(root).group.horizontal.subitems[0].item.supplementaryItems[0].containerAnchor.edges[0]", #"found "middle""#
            ),
            (
                Self.compositional(#"{"horizontal": {"size": \#(Self.size), "subitems": [\#(Self.item)]}}"#, #", "orthogonalScrollingBehavior": "sideways""#),
                "\(root).orthogonalScrollingBehavior", #"found "sideways""#
            ),
            (
                Self.compositional(
                    #"{"horizontal": {"size": \#(Self.size), "subitems": [\#(Self.item)]}}"#,
                    #", "boundarySupplementaryItems": [{"elementKind": "header", "size": \#(Self.size), "alignment": "above"}]"#),
                "\(root).boundarySupplementaryItems[0].alignment", #"found "above""#
            ),
            (
                Self.compositional(#"{"horizontal": {"size": \#(Self.size), "subitems": [\#(Self.item)]}}"#, #", "decorationItems": [{"elementKind": "bg"}]"#),
                "\(root).decorationItems[0].elementKind", "unknown key"
            ),
            (
                Self.compositional(
                    #"{"horizontal": {"size": \#(Self.size), "subitems": [\#(Self.item)]}}"#,
                    #", "decorationItems": [{"background": {"elementKind": "bg", "color": "red"}}]"#),
                "\(root).decorationItems[0].background.color", "expected a color"
            ),
            (#"[{"layout": {"list": {"appearance": "fancy"}}, "items": []}]"#, "sections[0].layout.list.appearance", #"found "fancy""#),
            (#"[{"layout": {"list": {"headerMode": "sticky"}}, "items": []}]"#, "sections[0].layout.list.headerMode", #"found "sticky""#),
            (
                #"[{"layout": {"list": {"separatorConfiguration": {"bottomSeparatorVisibility": "sometimes"}}}, "items": []}]"#,
                "sections[0].layout.list.separatorConfiguration.bottomSeparatorVisibility", #"found "sometimes""#
            ),
            (#"[{"layout": {"list": {"headerTopPadding": -3}}, "items": []}]"#, "sections[0].layout.list.headerTopPadding", "must be at least 0"),
            (#"[{"layout": {"list": {}, "grid": {}}, "items": []}]"#, "sections[0].layout.grid", "unknown key"),
            (#"[{"supplementaries": {"header": {"text": "x"}}, "items": []}]"#, "sections[0].supplementaries.header", #"section's "header""#),
            (#"[{"supplementaries": {"badge": {"kind": "noSuchKind"}}, "items": []}]"#, "sections[0].supplementaries.badge.kind", "noSuchKind"),
        ]
        for (json, path, message) in cases {
            let e = Self.error(json)
            #expect(e?.path == path, "\(json)")
            #expect(e?.message.contains(message) == true, "\(json): \(e?.message ?? "no error")")
        }
        // Version 1 scenes do not take these layouts.
        let v1 = Self.error(Self.compositional(#"{"horizontal": {}}"#), version: 1)
        #expect(v1?.path == "sections[0].layout.compositional" && v1?.message.contains("version 2") == true)
    }

    @Test func repeatsThatMultiplyPastTheSlotLimitAreRefused() {
        let inner = #"{"vertical": {"size": \#(Self.size), "repeatingSubitem": \#(Self.item), "count": 1000}}"#
        let e = Self.error(Self.compositional(#"{"horizontal": {"size": \#(Self.size), "repeatingSubitem": {"group": \#(inner)}, "count": 1000}}"#))
        #expect(e?.path == "sections[0].layout.compositional.group")
        #expect(e?.message == "the group holds 1000000 item slots, nested groups and repeats multiplied out; at most 10000")
    }

    @Test func aHugeSwiftGroupTreeIsComparedByIdentityNotWalked() {
        // 100³ leaves: more than a shape describes, so the section is equal only to its copies.
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
        var g = LayoutGroup.vertical(layoutSize: size, repeatingSubitem: LayoutItem(layoutSize: size), count: 100)
        g = .vertical(layoutSize: size, repeatingSubitem: g, count: 100)
        g = .vertical(layoutSize: size, repeatingSubitem: g, count: 100)
        let a = CompositionalSection(LayoutSection(group: g))
        #expect(a.shape.hasOpaqueParts && a.closureIdentity != nil)
        #expect(a != CompositionalSection(LayoutSection(group: g)) && a == a)
    }

    @Test func groupsNestedTooDeepAreRefusedBeforeTheyAreBuilt() {
        var group = #"{"vertical": {"size": \#(Self.size), "subitems": [\#(Self.item)]}}"#
        var path = "sections[0].layout.compositional.group"
        for _ in 1..<9 {
            group = #"{"vertical": {"size": \#(Self.size), "subitems": [{"group": \#(group)}]}}"#
        }
        // Depth 1 is the section's group; the ninth is refused, at its own path.
        for _ in 1..<9 { path += ".vertical.subitems[0].group" }
        let e = Self.error(Self.compositional(group))
        #expect(e?.path == path)
        #expect(e?.message == "groups nest at most 8 deep")
    }
}
