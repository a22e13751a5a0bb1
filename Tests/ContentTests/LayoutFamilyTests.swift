import Content
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// The layout families' lifecycles, stale state, item JSON errors, image diagnostics and
/// direction handling (their pictures are FamilyGoldenTests').
@Suite struct LayoutFamilyTests {
    let context: ContentContext
    init() throws { context = try .fixtureImages() }

    func card(
        _ title: String, image: String? = nil, style: ArticleCardFamily.Style = .condensed,
        environment: ContentEnvironment = ContentEnvironment(), model: DesignModel = .default
    ) -> FamilyConfiguration<ArticleCardFamily> {
        FamilyConfiguration(
            design: .resolve(style, model: model, environment: environment), item: ArticleCardFamily.Item(id: title, title: title, image: image))
    }

    func images(_ layout: ContentLayout) -> [String] {
        layout.commands(at: .zero).compactMap { if case let .image(_, s, _, _, _) = $0 { return s } else { return nil } }
    }

    @Test func aNewItemDoesNotRerunTheDesignHookButADesignChangeDoes() throws {
        let pool = SizingViewPool(context: context)
        _ = try pool.measure(card("One", image: "landscape.png"), width: 358, environment: ContentEnvironment())
        _ = try pool.measure(card("Two"), width: 358, environment: ContentEnvironment())
        let view = pool.view(for: card("x"))
        #expect(view.counters.designHookRuns == 1)
        #expect(view.counters.itemBindings == 2)
        var model = DesignModel.default
        model.elements.articleCard.padding = 20
        _ = try pool.measure(card("Two", model: model), width: 358, environment: ContentEnvironment())
        #expect(view.counters.designHookRuns == 2)
        #expect(pool.viewsMade == 1)
    }

    @Test func anItemWithoutAThumbnailAfterOneWithShowsNone() throws {
        let pool = SizingViewPool(context: context)
        let with = try pool.measure(card("One", image: "landscape.png"), width: 358, environment: ContentEnvironment())
        #expect(images(with) == ["landscape.png"])
        let without = try pool.measure(card("Two"), width: 358, environment: ContentEnvironment())
        #expect(images(without).isEmpty)
        // And the text moved back to the leading padding.
        #expect(without.blocks.first?.origin.x == DesignModel.default.elements.articleCard.padding)
    }

    @Test func enrichedToolbarShowsOnlyWhatTheItemAsksFor() throws {
        let pool = SizingViewPool(context: context)
        func paths(_ item: ArticleCardFamily.Item) throws -> Int {
            let c = FamilyConfiguration<ArticleCardFamily>(design: .resolve(.enriched, model: .default, environment: ContentEnvironment()), item: item)
            return try pool.measure(c, width: 358, environment: ContentEnvironment()).commands(at: .zero).filter {
                if case .path = $0 { return true }; return false
            }.count
        }
        #expect(try paths(ArticleCardFamily.Item(id: "a", title: "T", share: true, bookmark: true, play: true)) == 3)
        #expect(try paths(ArticleCardFamily.Item(id: "b", title: "T", share: true)) == 1)
        #expect(try paths(ArticleCardFamily.Item(id: "c", title: "T")) == 0)
    }

    @Test func rightToLeftMirrorsTheThumbnail() throws {
        let pool = SizingViewPool(context: context)
        let rtl = ContentEnvironment(layoutDirection: .rightToLeft)
        let ltr = try pool.measure(card("One", image: "landscape.png"), width: 358, environment: ContentEnvironment())
        let r = try pool.measure(card("One", image: "landscape.png", environment: rtl), width: 358, environment: rtl)
        func imageRect(_ l: ContentLayout) -> Rect? {
            for case let .image(rect, _, _, _, _) in l.commands(at: .zero) { return rect }
            return nil
        }
        let a = try #require(imageRect(ltr)), b = try #require(imageRect(r))
        #expect(abs(a.minX - (358 - b.maxX)) < 1e-9)
        #expect(a.minY == b.minY && a.size == b.size)
    }

    @Test func aMissingImageDrawsAPlaceholderAndTheRenderSaysWhichItemAndFile() throws {
        let json =
            #"{"version": 2, "sections": [{"id": "s", "layout": {"grid": {"columns": 1, "spacing": 8}}, "items": [{"id": "doc-9", "kind": "articleCardCondensed", "title": "T", "image": "nowhere.png"}]}]}"#
        let dir = try Fixture.path("Images")
        let scene = try Scene(text: json, file: dir + "/s.json")
        let rendered = try SceneRenderer(fonts: try SceneRenderer.shared().fonts).render(scene, baseDirectory: dir)
        let note = rendered.diagnostics.first { $0.contains("nowhere.png") }
        #expect(note?.contains("doc-9") == true, "\(rendered.diagnostics)")
        #expect(
            !rendered.displayList.commands.contains {
                if case .image = $0 { return true }; return false
            })
    }

    @Test(arguments: [
        (#"{"kind": "articleCardCondensed"}"#, "sections[0].items[0].title: missing required key"),
        (#"{"kind": "articleCardEnriched", "title": "T", "share": "yes"}"#, "sections[0].items[0].share: expected"),
        (#"{"kind": "gridTile", "title": "T", "image": ""}"#, "sections[0].items[0].image: an image source must not be empty"),
        (#"{"kind": "documentRow", "title": "T", "permissions": ["secret"]}"#, "sections[0].items[0].permissions[0]: expected one of"),
        (#"{"kind": "folderCard", "name": "N", "count": -1}"#, "sections[0].items[0].count: must be at least 0"),
        (#"{"kind": "storyBubble", "colour": "red"}"#, "sections[0].items[0].colour: unknown key"),
        (#"{"kind": "retryPanel", "buttonTitle": 3}"#, "sections[0].items[0].buttonTitle: expected a string"),
    ])
    func badItemJSONNamesThePath(item: String, message: String) {
        let json = #"{"version": 2, "sections": [{"items": [\#(item)]}]}"#
        do {
            _ = try Scene(text: json, file: "f.json")
            Issue.record("accepted \(item)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
            #expect(error.description.hasPrefix("f.json: "))
        }
    }

    @Test func everyLayoutFamilyKindIsRegistered() {
        let names = Set(ContentRegistry.standard.kindNames)
        for k in [
            "articleCardCondensed", "articleCardEnriched", "gridTile", "storyBubble", "folderCard", "pinnedCard", "documentRow",
            "loadingPanel", "emptyPanel", "retryPanel", "exhaustedPanel", "nativeAd", "sectionHeader",
        ] {
            #expect(names.contains(k), "\(k)")
        }
    }

    @Test func theLoadingSpinnerIsDrawnAtAFixedPhase() throws {
        let pool = SizingViewPool(context: context)
        let c = FamilyConfiguration<StatusPanelFamily>(
            design: .resolve(.loading, model: .default, environment: ContentEnvironment()),
            item: StatusPanelFamily.Item(id: "l"))
        let a = try pool.measure(c, width: 358, environment: ContentEnvironment()).commands(at: .zero)
        let spokes = a.compactMap { if case let .path(_, color, _) = $0 { return color.alpha } else { return nil } }
        #expect(spokes.count == 8)
        #expect(spokes.first == 255 && spokes == spokes.sorted(by: >))
        pool.view(for: c).setNeedsLayout()
        #expect(try pool.measure(c, width: 358, environment: ContentEnvironment()).commands(at: .zero) == a)
    }

    @Test func documentRowsAndSectionHeadersReflowAtAccessibilitySizes() throws {
        let item = DocumentRowFamily.Item(
            id: "d", title: "Contract signed by both parties", metadata: "Edited yesterday by Ana",
            badges: ["PDF"], permissions: [.shared, .locked])
        func row(_ category: ContentSizeCategory) throws -> (ContentLayout, glyphs: [Rect]) {
            let env = ContentEnvironment(contentSizeCategory: category)
            let c = FamilyConfiguration<DocumentRowFamily>(design: .resolve(model: .default, environment: env), item: item)
            let layout = try SizingViewPool(context: context).measure(c, width: 358, environment: env)
            let size = min(DesignModel.default.elements.documentRow.permissionSize * SymbolMetrics.scale(for: category), (358 * 0.12).rounded(.down))
            let glyphs = layout.elements.compactMap { e -> Rect? in
                if case let .commands(_, b) = e, abs(b.width - size) < 1e-9, abs(b.height - size) < 1e-9 { return b }
                return nil
            }
            return (layout, glyphs)
        }
        // Large: one title line; the two glyphs at the trailing edge, centred on the row.
        let (large, largeGlyphs) = try row(.large)
        guard
            case let .text(largeTitle) = try #require(
                large.elements.first {
                    if case .text = $0 { return true }; return false
                })
        else { return }
        #expect(largeTitle.layout.lines.count == 1 && largeTitle.layout.isTruncated)
        #expect(largeGlyphs.count == 2 && largeGlyphs.allSatisfy { $0.maxX > largeTitle.origin.x + largeTitle.layout.containerWidth })
        // AX3: the title wraps (up to 3 lines) and the glyphs move under the text.
        let (ax, axGlyphs) = try row(.accessibilityExtraLarge)
        guard
            case let .text(axTitle) = try #require(
                ax.elements.first {
                    if case .text = $0 { return true }; return false
                })
        else { return }
        #expect(axTitle.layout.lines.count > 1 && axTitle.layout.lines.count <= 3)
        #expect(axGlyphs.count == 2)
        #expect(axGlyphs.allSatisfy { $0.minY >= axTitle.origin.y + axTitle.layout.size.height && $0.maxY <= ax.size.height })
        // On the badge line, after the badge, inside the text's column.
        #expect(axGlyphs.allSatisfy { $0.minX > axTitle.origin.x && $0.maxX <= ax.size.width - 16 })

        // Section headers: one line at Large, up to two at accessibility sizes.
        let header = SectionHeaderFamily.Item(id: "h", title: "Recently opened documents", action: "See All")
        for (category, lines) in [(ContentSizeCategory.large, 1), (.accessibilityExtraLarge, 2)] {
            let env = ContentEnvironment(contentSizeCategory: category)
            let c = FamilyConfiguration<SectionHeaderFamily>(design: .resolve(model: .default, environment: env), item: header)
            let layout = try SizingViewPool(context: context).measure(c, width: 358, environment: env)
            guard
                case let .text(t) = try #require(
                    layout.elements.first {
                        if case .text = $0 { return true }; return false
                    })
            else { return }
            #expect(t.layout.lines.count == lines, "\(category)")
        }
    }
}
