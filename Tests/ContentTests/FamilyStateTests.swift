import Content
import GalleyTestSupport
import GalleyTestSupportScenes
import Geometry
import Layout
import Raster
import Support
import Testing
import Typesetting

@testable import Galley

/// Pressed, selected and disabled looks of the layout families: cards draw them over their
/// surface (an overlay, a ring inside the edge, a fade into the surface's fill), rows through
/// the cell's background, and a state never changes a family's size.
@Suite struct FamilyStateTests {
    let context: ContentContext
    init() throws { context = try .fixtureImages() }

    func folder(_ state: CellConfigurationState, model: DesignModel = .default, style: UserInterfaceStyle = .light) -> FamilyConfiguration<FolderCardFamily> {
        let env = ContentEnvironment(userInterfaceStyle: style)
        return FamilyConfiguration(
            design: .resolve(model: model, environment: env), item: FolderCardFamily.Item(id: "f", name: "Invoices", count: 12),
            states: .resolve(model, environment: env)
        ).updated(for: state)
    }

    func measure<C: ContentConfiguration>(_ c: C, style: UserInterfaceStyle = .light) throws -> ContentLayout {
        try SizingViewPool(context: context).measure(c, width: 170, environment: ContentEnvironment(userInterfaceStyle: style))
    }

    func color(_ name: String, _ style: UserInterfaceStyle = .light) -> Color { DesignModel.default.color(name, style)! }

    @Test func eachStateDrawsItsLookOverTheCardAndKeepsItsSize() throws {
        let normal = try measure(folder(.normal)).commands(at: .zero)
        let surface = try #require(
            normal.compactMap {
                if case let .fill(s, c) = $0, c == color("secondarySystemGroupedBackground") { return s }; return nil
            }.first)
        #expect(surface.radii != .zero)

        let highlighted = try measure(folder(.highlighted))
        #expect(highlighted.size == (try measure(folder(.normal))).size)
        let h = highlighted.commands(at: .zero)
        #expect(Array(h.prefix(normal.count)) == normal)
        #expect(h.dropFirst(normal.count) == [.fill(surface, color: color("systemFill"))])

        let selected = try measure(folder(.selected)).commands(at: .zero)
        #expect(selected.dropFirst(normal.count) == [.stroke(surface, width: 3, color: color("tint"))])

        // Disabled: the surface's own fill at 1 − 0.35 over everything = the content at 35 %.
        var fade = color("secondarySystemGroupedBackground")
        fade.alpha = UInt8((255 * 0.65).rounded())
        let disabled = try measure(folder(.disabled)).commands(at: .zero)
        #expect(disabled.dropFirst(normal.count) == [.fill(surface, color: fade)])

        // Dark: the palette's dark values.
        let dark = try measure(folder(.highlighted, style: .dark), style: .dark).commands(at: .zero)
        #expect(
            dark.last.map {
                if case let .fill(_, c) = $0 { return c == color("systemFill", .dark) }; return false
            } == true)
    }

    @Test func theDesignModelNamesTheLooks() throws {
        let model = try DesignModel.default.applying(
            JSONReader(
                try JSONValue.parse(
                    ##"{"version": 2, "elements": {"states": {"selectionColor": "systemRed", "selectionWidth": 5, "highlightColor": "#00000040"}}}"##)),
            requireVersion: true)
        let selected = try measure(folder(.selected, model: model)).commands(at: .zero)
        #expect(
            selected.last.map {
                if case let .stroke(_, w, c) = $0 { return w == 5 && c == color("systemRed") }; return false
            } == true)
        let highlighted = try measure(folder(.highlighted, model: model)).commands(at: .zero)
        #expect(
            highlighted.last.map {
                if case let .fill(_, c) = $0 { return c == Color(hex: "#00000040") }; return false
            } == true)
        // The keys are written with the model and refused when unknown or out of range.
        #expect(DesignModel.default.jsonString().contains(#""rowSelectionColor""#))
        for (json, needle) in [
            (#"{"version": 2, "elements": {"states": {"ring": 1}}}"#, "elements.states"),
            (#"{"version": 2, "elements": {"states": {"disabledOpacity": 2}}}"#, "elements.states.disabledOpacity"),
            (#"{"version": 2, "elements": {"states": {"selectionColor": "notAColor"}}}"#, "elements.states.selectionColor"),
        ] {
            do {
                _ = try DesignModel.default.applying(JSONReader(try JSONValue.parse(json)), requireVersion: true)
                Issue.record("\(json) was accepted")
            } catch {
                #expect("\(error)".contains(needle), "\(error)")
            }
        }
    }

    @Test func aStateRerunsTheDesignHookAndTheNextNormalItemRestylesBack() throws {
        let pool = SizingViewPool(context: context)
        let env = ContentEnvironment()
        let normal = try pool.measure(folder(.normal), width: 170, environment: env)
        _ = try pool.measure(folder(.selected), width: 170, environment: env)
        let again = try pool.measure(folder(.normal), width: 170, environment: env)
        #expect(pool.view(for: folder(.normal)).counters.designHookRuns == 3)
        // No ring survives into the next normal item.
        #expect(again.commands(at: .zero) == normal.commands(at: .zero))
    }

    @Test func rowsShowTheirStateInTheCellBackground() throws {
        func scene(_ state: String) throws -> Scene {
            let json =
                #"{"version": 2, "traits": {"width": 390, "scale": 2}, "list": {"appearance": "insetGrouped"}, "sections": [{"id": "s", "items": [{"id": "d", "kind": "documentRow", "title": "Budget.xlsx", "state": "\#(state)"}, {"id": "c", "kind": "folderCard", "name": "Invoices", "state": "\#(state)"}]}]}"#
            return try Scene(text: json, file: "states.json")
        }
        let registry = ContentRegistry.standard
        func reference(_ id: String, section: Int = 0, item: Int) -> LayoutElementReference {
            LayoutElementReference(category: .cell, indexPath: IndexPath(item: item, section: section), sectionIdentifier: "s", itemIdentifier: id)
        }
        for state in ["highlighted", "selected"] {
            let s = try scene(state)
            let row = try #require(try s.content(for: reference("d", item: 0), registry: registry))
            #expect(row.background?.backgroundColor == color("systemGray4"))
            // A card keeps its cell background; it draws its own look.
            let card = try #require(try s.content(for: reference("c", item: 1), registry: registry))
            #expect(card.background?.backgroundColor != color("systemGray4"))
        }
        // The row's content draws no fill of its own for those states.
        let rowConfig = FamilyConfiguration<DocumentRowFamily>(
            design: .resolve(model: .default, environment: ContentEnvironment()),
            item: DocumentRowFamily.Item(id: "d", title: "Budget.xlsx"))
        let plain = try measure(rowConfig).commands(at: .zero)
        #expect(try measure(rowConfig.updated(for: .selected)).commands(at: .zero) == plain)
        #expect(try measure(rowConfig.updated(for: .disabled)).commands(at: .zero).count == plain.count + 1)
    }

    @Test func aSelectedOrHighlightedRowShowsNoSeparatorAtItsEdges() throws {
        func separators(_ states: [String], kind: String = "cell") throws -> [Double] {
            let text = kind == "cell" ? "text" : "title"
            let items = states.enumerated().map { #"{"id": "r\#($0.offset)", "kind": "\#(kind)", "\#(text)": "Row", "state": "\#($0.element)"}"# }
            let json =
                #"{"version": 2, "traits": {"width": 390, "scale": 2}, "list": {"appearance": "insetGrouped"}, "sections": [{"id": "s", "items": [\#(items.joined(separator: ", "))]}]}"#
            let list = try SceneRenderer.shared().displayList(for: try Scene(text: json, file: "separators.json")).1
            return list.commands.compactMap {
                if case let .line(from, _, _, _) = $0 { return from.y }; return nil
            }
        }
        let all = try separators(["normal", "normal", "normal", "normal"])
        #expect(all.count == 3)  // between rows; inset-grouped lists draw no edge lines
        // Row 1 selected: the lines under rows 0 and 1 go; the one under row 2 stays.
        #expect(try separators(["normal", "selected", "normal", "normal"]) == [all[2]])
        #expect(try separators(["highlighted", "normal", "normal", "normal"]) == [all[1], all[2]])
        #expect(try separators(["normal", "normal", "normal", "selected"]) == [all[0], all[1]])
        // Disabled rows keep theirs; so do cards, which draw their own state.
        #expect(try separators(["normal", "disabled", "normal", "normal"]) == all)
        let rows = try separators(["normal", "selected", "normal", "normal"], kind: "documentRow")
        #expect(rows.count == 1)
    }

    @Test func everyFamilysStateLooksStayInsideItsFrame() throws {
        let samples = ContentRegistry.standard.allKinds.compactMap({ k in k.sample.map { (k, $0) } })
        #expect(samples.count >= 20)
        var checked = 0
        for (kind, json) in samples {
            for state in [CellConfigurationState.highlighted, .selected, .disabled] {
                let ctx = ContentDecodingContext(design: .default, environment: ContentEnvironment(), item: kind.name)
                var content = try ContentRegistry.standard.decode(kind: kind.name, item: JSONReader(json), context: ctx)
                content.state = state
                let layout = try SizingViewPool(context: context).measure(
                    content.configuration.updated(for: state), width: 170, environment: ContentEnvironment())
                let frame = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
                for case let .commands(commands, bounds) in layout.elements {
                    for c in commands {
                        let shape: RoundedRect? =
                            switch c {
                            case let .fill(s, _): s
                            case let .stroke(s, _, _): s
                            default: nil
                            }
                        if let shape {
                            checked += 1
                            #expect(
                                shape.rect.minX >= frame.minX - 1e-9 && shape.rect.maxX <= frame.maxX + 1e-9 && shape.rect.minY >= frame.minY - 1e-9
                                    && shape.rect.maxY <= frame.maxY + 1e-9,
                                "\(kind.name) \(state): \(shape.rect) outside \(frame) (bounds \(bounds))")
                        }
                    }
                }
            }
        }
        #expect(checked > 50)
    }
}
