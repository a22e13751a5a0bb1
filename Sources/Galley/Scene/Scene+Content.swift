import Content
import Geometry
import Layout
import Raster
import Support

// What each element of a scene draws: the content configuration (through the content registry
// for version 2 items with a kind) and the cell background. This is where the scene's policies
// live — card backgrounds in grids and carousels (none behind template cells: their families draw their cards), plain-list row fills, inset-grouped rows
// rounded by position, header/footer variants by appearance — so the Render stage stays generic.
extension Scene {
    /// The palette color `name` in the traits' style (version 2 scenes).
    func color(_ name: ColorName) -> Color { color(name.rawValue) }

    /// A color of the design (a palette name or `#RRGGBB[AA]`) in the traits' style.
    func color(_ name: String) -> Color {
        design.color(name, traits.userInterfaceStyle) ?? Color(red: 0xFF, green: 0, blue: 0xFF)
    }

    /// A colour the scene names, in its design and interface style.
    func color(_ color: SceneColor) -> Color { self.color(color.name) }

    /// A section's background with its named colours resolved.
    func resolved(_ background: SectionBackground) -> BackgroundConfiguration {
        var c = background.shape
        c.backgroundColor = background.color.map(color)
        c.strokeColor = background.strokeColor.map(color)
        if let name = background.shadowColor { c.shadow?.color = color(name) }
        return c
    }

    /// The screen's background behind the list.
    var canvasBackground: Color {
        if let backgroundColor { return color(backgroundColor) }
        if let galley1 { return list.appearance == .plain ? galley1.cellBackgroundColor : galley1.backgroundColor }
        return color(list.appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }

    /// The fill of grouped sections and cards (galley 1: its cell background).
    var cellBackgroundColor: Color {
        if let galley1 { return galley1.cellBackgroundColor }
        return color(list.appearance == .plain ? .systemBackground : .secondarySystemGroupedBackground)
    }

    var separatorColor: Color { galley1?.separatorColor ?? color(design.separators.color) }

    /// The list metrics the scene follows: its design model's `platform`; galley 1's own for
    /// version 1 scenes (`ListPlatform.galley`), which keep the metrics they were drawn with.
    var listPlatform: ListPlatform { galley1 != nil ? .galley : design.platform }

    /// The sections whose list metrics stay Galley's own whatever the platform: those that show
    /// only card and row family items (articles, tiles, folders, documents, status panels, ads,
    /// section-title rows). In UIKit such screens are custom compositional sections, whose
    /// `contentInsetsReference` defaults to `.automatic` (the safe area), not lists, so the iOS
    /// list margins and spacing do not reach them; a section with a list row or no items at all
    /// is a list (issue 28).
    var cardOnlySections: Set<String> {
        guard listPlatform != .galley else { return [] }
        return Set(snapshot.sectionIdentifiers.filter(showsOnlyCards(section:)))
    }

    /// Whether section `id` has items and all of them are of the card and row families.
    func showsOnlyCards(section id: String) -> Bool {
        guard let ids = try? snapshot.itemIdentifiers(inSection: id), !ids.isEmpty else { return false }
        return !ids.contains { item in
            switch items[item]?.source {
            case .text, nil: return true
            case .kind(let k, _): return ListContentConfiguration.descriptor.kinds.contains { $0.name == k }
            case .content(let c): return c.configuration.family == ListContentConfiguration.family
            }
        }
    }

    /// Whether section `id` lays out as a list that follows `listPlatform` (a list layout not in
    /// `cardOnlySections`, or a list configuration with an iOS platform's metrics): grids, carousels, templates, flows,
    /// compositional sections and card-only sections keep Galley's own metrics.
    func followsListPlatform(section id: String) -> Bool {
        guard listPlatform != .galley else { return false }
        switch sections[id]?.layout ?? .list {
        case .list: return !showsOnlyCards(section: id)
        case .listConfiguration(let c): return c.configuration.metrics != ListPlatform.galley.metrics
        default: return false
        }
    }

    /// The content views' environment: the traits', with list content keeping the platform's
    /// system layout margins across (UIKit cells preserve the collection view's margins, 20 pt
    /// from `ListMetrics.wideLayoutMarginMinimumWidth`). Galley's own platform leaves the
    /// traits' `contentViewLayoutMargins` alone.
    var renderEnvironment: ContentEnvironment {
        var e = traits.contentEnvironment
        guard listPlatform != .galley else { return e }
        let m = listPlatform.systemLayoutMargins(forWidth: traits.width)
        e.superviewLayoutMargins.leading = max(e.superviewLayoutMargins.leading, m.leading)
        e.superviewLayoutMargins.trailing = max(e.superviewLayoutMargins.trailing, m.trailing)
        return e
    }

    /// What the list layout of section `id` takes from the scene and its design (nil: a section
    /// the scene gives no content, which keeps the scene's list defaults). The layout stage sets
    /// these values on the section's `ListConfiguration`, and the design diff's provenance reads
    /// the same values, so what it says a screen reads is what draws. Version 2 rows draw their
    /// own backgrounds (rounded by position), so their sections show none.
    func listLook(ofSection id: String?) -> ListSectionLook {
        var look = ListSectionLook(
            showsSeparators: list.showsSeparators, separatorColor: separatorColor,
            sectionBackgroundColor: cellBackgroundColor)
        if let galley1 {
            // The preset's radius is the inset-grouped one (grouped sections are square, as in UIKit).
            if list.appearance == .insetGrouped { look.sectionCornerRadius = galley1.sectionCornerRadius }
        } else {
            look.sectionBackgroundColor = .clear
            look.showsSeparators = list.showsSeparators && design.separators.visible
            if let l = design.separators.leadingInset {
                look.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: l, bottom: 0, trailing: design.separators.trailingInset)
            }
        }
        if let id, let s = sections[id]?.separators {
            look.showsSeparators = look.showsSeparators && s.visible
            if let c = s.color { look.separatorColor = color(c) }
            if s.leadingInset != nil || s.trailingInset != nil {
                look.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: s.leadingInset ?? 0, bottom: 0, trailing: s.trailingInset ?? 0)
            }
        }
        return look
    }

    /// A number that changes when an item's content does (its layout revision): cached
    /// measurements of an unchanged item survive renders; an edited item is measured again.
    func revision(ofItem id: String) -> Int { items[id]?.revision ?? 0 }

    /// What `element` draws, or nil for nothing (a section without a header asked for one).
    /// `decoded`: kind items already decoded with `registry`, this design and these traits.
    func content(
        for element: LayoutElementReference, registry: ContentRegistry,
        decoded: DecodedItems? = nil
    ) throws(ContentError) -> ElementContent? {
        guard var c = try sectionContent(for: element, registry: registry, decoded: decoded) else { return nil }
        // List content in a section that is not a list on the platform (a grid, carousel,
        // template, flow or compositional section, or a list configuration with Galley's
        // metrics) keeps Galley's margins: the render environment's platform margins
        // (`renderEnvironment`) are the list's, which UIKit gives list cells only.
        guard listPlatform != .galley, var list = c.configuration.base as? ListContentConfiguration else { return c }
        switch sections[element.sectionIdentifier]?.layout ?? .list {
        case .list: return c
        case .listConfiguration(let l) where l.configuration.metrics != ListPlatform.galley.metrics: return c
        default: break
        }
        if list.design.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            list.design.directionalLayoutMargins = list.design.effectiveLayoutMargins(superview: traits.contentViewLayoutMargins)
            list.design.axesPreservingSuperviewLayoutMargins.remove(.horizontal)
            c.configuration = AnyContentConfiguration(list)
        }
        return c
    }

    private func sectionContent(
        for element: LayoutElementReference, registry: ContentRegistry,
        decoded: DecodedItems? = nil
    ) throws(ContentError) -> ElementContent? {
        let environment = traits.contentEnvironment
        switch element.category {
        case .cell:
            guard let id = element.itemIdentifier else { throw .missingContent("the cell has no item identifier") }
            guard let item = items[id] else {
                throw .missingContent("the item has no content (no entry in the scene's items)")
            }
            let background = cellBackground(for: element)
            let content: ListCellContent
            switch item.source {
            case .content(var c):
                if c.background == nil { c.background = background }
                return c
            case .kind(let kind, let json):
                var c: ElementContent
                if let d = decoded?.contents[id], d.revision == item.revision {
                    c = d.content
                } else {
                    let context = ContentDecodingContext(design: design, environment: environment, item: id)
                    do { c = try registry.decode(kind: kind, item: json, context: context) } catch {
                        throw .invalid(error.description)
                    }
                }
                c.state = item.state
                if c.background == nil { c.background = background }
                c.background = stateBackground(c)
                return c
            case .text(let t):
                content = t
            }
            var c = ListContentConfiguration.variant(galley1 == nil ? .subtitleCell : .legacyCell, design: design, environment: environment)
            c.text = content.text
            c.secondaryText = content.secondaryText
            return ElementContent(c, background: background)
        case .supplementaryView(let kind):
            let isHeader = kind == ElementKind.sectionHeader
            guard isHeader || kind == ElementKind.sectionFooter else {
                // Other kinds (badges, side labels) show the item's content for the kind, else
                // the section's.
                let section = sections[element.sectionIdentifier]
                guard let item = element.itemIdentifier.flatMap({ section?.itemSupplementaries[kind]?[$0] }) ?? section?.supplementaries[kind]
                else { return nil }
                return try supplementaryContent(item, kind: kind, section: element.sectionIdentifier, registry: registry)
            }
            // A header or footer with content of its own (a UIKit reusable view's tree) shows it.
            if let item = sections[element.sectionIdentifier]?.supplementaries[kind] {
                return try supplementaryContent(item, kind: kind, section: element.sectionIdentifier, registry: registry)
            }
            guard let section = sections[element.sectionIdentifier], let text = isHeader ? section.header : section.footer
            else { return nil }
            var c: ListContentConfiguration
            if followsListPlatform(section: element.sectionIdentifier) || listPlatform == .galley {
                c = ListContentConfiguration.variant(supplementaryVariant(of: section, header: isHeader), design: design, environment: environment)
            } else {
                // A header or footer over cards keeps Galley's metrics (`followsListPlatform`): its
                // design's margins, at least the traits' content view margins, not the platform's.
                var galley = design
                galley.platform = .galley
                c = ListContentConfiguration.variant(supplementaryVariant(of: section, header: isHeader), design: galley, environment: environment)
                if c.design.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                    c.design.directionalLayoutMargins = c.design.effectiveLayoutMargins(superview: traits.contentViewLayoutMargins)
                    c.design.axesPreservingSuperviewLayoutMargins.remove(.horizontal)
                }
            }
            c.text = text
            return ElementContent(c)
        case .decorationView(let kind):
            // A decoration with a view tree of its own draws it; others draw the layout's fill.
            guard let item = sections[element.sectionIdentifier]?.decorations[kind] else { return nil }
            return try supplementaryContent(item, kind: kind, section: element.sectionIdentifier, registry: registry)
        }
    }

    /// The list variant of a section's header or footer: the section's, else by the list
    /// appearance (the section's own for a list configuration; galley 1: its own header and footer).
    func supplementaryVariant(of section: SectionContent, header: Bool) -> ListContentVariant {
        if let v = header ? section.headerVariant : section.footerVariant { return v }
        if galley1 != nil { return header ? .legacyHeader : .legacyFooter }
        let appearance = section.layout.rowAppearance(scene: list.appearance) ?? list.appearance.layoutAppearance
        if appearance == .sidebar, header { return .sidebarHeader }
        let plain = appearance == .plain || appearance == .sidebar
        return header ? (plain ? .header : .groupedHeader) : (plain ? .footer : .groupedFooter)
    }

    /// What a supplementary of another kind than header and footer shows: its scene item,
    /// resolved as a cell's is (text in the design's subtitle cell, a kind item decoded with
    /// the scene's design and traits, or content as configured).
    func supplementaryContent(_ item: SceneItem, kind: String, section: String, registry: ContentRegistry) throws(ContentError) -> ElementContent {
        let environment = traits.contentEnvironment
        switch item.source {
        case .content(let c):
            return c
        case .kind(let k, let json):
            let context = ContentDecodingContext(design: design, environment: environment, item: "\(section)#\(kind)")
            var c: ElementContent
            do { c = try registry.decode(kind: k, item: json, context: context) } catch { throw .invalid(error.description) }
            c.state = item.state
            return c
        case .text(let t):
            var c = ListContentConfiguration.variant(galley1 == nil ? .subtitleCell : .legacyCell, design: design, environment: environment)
            c.text = t.text
            c.secondaryText = t.secondaryText
            return ElementContent(c)
        }
    }

    /// A list cell's background for its state, as `UIBackgroundConfiguration.listPlainCell()` /
    /// `listGroupedCell()` updated for a state: selected or highlighted rows fill with
    /// `systemGray4` (UITableViewCell's selection colour since iOS 13), a selected sidebar row with
    /// the tint colour (its content turns white: `ListContentConfiguration.updated(for:)`). The
    /// shape (corners by position, insets) stays. Layout-family rows (document rows, status panels,
    /// section headers) fill with the design's `elements.states.rowSelectionColor` the same way;
    /// cards draw their own state looks (`FamilyLayoutKit.drawState`).
    func stateBackground(_ c: ElementContent) -> BackgroundConfiguration? {
        guard c.state.isSelected || c.state.isHighlighted, c.configuration.statesDrawnByBackground else { return c.background }
        var bg = c.background ?? BackgroundConfiguration(backgroundColor: nil)
        if let list = c.configuration.base as? ListContentConfiguration {
            bg.backgroundColor = color(list.design.variant == .sidebarCell && c.state.isSelected ? .tint : .systemGray4)
        } else {
            bg.backgroundColor = color(design.elements.states.rowSelectionColor)
        }
        return bg
    }

    /// The background a cell gets: cards in grids and carousels; a fill in plain lists; in
    /// version 2 inset-grouped lists, the row's own background rounded by its position (only the
    /// first row's top corners and the last row's bottom corners round). Galley 1's grouped rows
    /// draw nothing: the section background behind them shows.
    func cellBackground(for element: LayoutElementReference) -> BackgroundConfiguration? {
        let section = sections[element.sectionIdentifier]
        let layout = section?.layout ?? .list
        // Rows of a list (the scene's, or the section's own configuration), else cards.
        let rows = layout.rowAppearance(scene: list.appearance)
        if let galley1 {
            guard let rows else { return BackgroundConfiguration(backgroundColor: galley1.cellBackgroundColor, cornerRadius: galley1.sectionCornerRadius) }
            if rows == .plain { return BackgroundConfiguration(backgroundColor: galley1.cellBackgroundColor) }
            return nil
        }
        if let custom = section?.background { return resolved(custom) }
        // Template and flow cells are drawn by families that draw their own cards (and ads their own panel).
        if layout.templateLayout != nil { return nil }
        guard let rows else {
            let shadow = design.shadows[.card].map {
                ShadowConfiguration(color: color($0.color), opacity: $0.opacity, radius: $0.radius, offset: $0.offset)
            }
            let border = design.borders[.card]
            return BackgroundConfiguration(
                backgroundColor: color(.secondarySystemGroupedBackground), cornerRadius: design.shapes.radius(.card),
                cornerCurve: design.shapes.cornerCurve, strokeColor: border.map { color($0.color) },
                strokeWidth: border?.width ?? 0, shadow: shadow)
        }
        switch rows {
        // Sidebar rows show nothing until selected; then a rounded fill (`listSidebarCell()`).
        case .sidebar: return BackgroundConfiguration(backgroundColor: nil, cornerRadius: design.shapes.radius(.cell), cornerCurve: design.shapes.cornerCurve)
        case .plain: return BackgroundConfiguration(backgroundColor: color(.systemBackground))
        case .grouped: return BackgroundConfiguration(backgroundColor: cellBackgroundColor)
        case .insetGrouped:
            let count = (try? snapshot.numberOfItems(inSection: element.sectionIdentifier)) ?? 1
            var corners: CornerMask = []
            if element.indexPath.item == 0 { corners.formUnion(.top) }
            if element.indexPath.item == count - 1 { corners.formUnion(.bottom) }
            return BackgroundConfiguration(
                backgroundColor: cellBackgroundColor, cornerRadius: design.shapes.radius(.cell),
                cornerCurve: design.shapes.cornerCurve, maskedCorners: corners)
        }
    }
}

/// The values a list section's layout takes from its scene and design model (`Scene.listLook(ofSection:)`).
public struct ListSectionLook: Hashable, Sendable {
    public var showsSeparators: Bool
    public var separatorColor: Color
    /// nil: the list's own (separators start at the cell's separator layout guide).
    public var bottomSeparatorInsets: DirectionalEdgeInsets? = nil
    public var sectionBackgroundColor: Color
    /// nil: the list's own (none).
    public var sectionCornerRadius: Double? = nil

    /// Sets these values on `list`.
    func apply(to list: inout ListConfiguration) {
        list.showsSeparators = showsSeparators
        list.separatorConfiguration.color = separatorColor
        if let bottomSeparatorInsets { list.separatorConfiguration.bottomSeparatorInsets = bottomSeparatorInsets }
        list.sectionBackgroundColor = sectionBackgroundColor
        if let sectionCornerRadius { list.sectionCornerRadius = sectionCornerRadius }
    }

    /// The values that can show: a section that draws no separators reads none of their values.
    var drawn: ListSectionLook {
        guard !showsSeparators else { return self }
        var look = self
        look.separatorColor = .clear
        look.bottomSeparatorInsets = nil
        return look
    }
}
