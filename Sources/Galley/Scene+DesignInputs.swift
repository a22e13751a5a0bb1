import Content
import Geometry
import Layout
import Raster

// What a scene's pixels take from its design model, for design provenance (`galley diff-design`,
// `galley affected`): every element's content (its resolved family design, item and background)
// and the screen's own design values. A render reads the design model only through these (the
// element contents the content registry and `cellBackground` produce, and `screenDesignValues`
// for the canvas, separators and section fills), so two models that give equal values here
// draw the same pixels. Section backgrounds named in the scene file are resolved when it is read
// (`Scene+JSONv2`); `sectionColorNames` lists those names.
extension Scene {
    /// One element a scene draws: its reference, its content kind (the registry's kind name, a
    /// list variant for headers and footers) and its item identifier.
    public struct DesignElement: Sendable, Hashable {
        public var reference: LayoutElementReference
        public var kind: String
        public var id: String
    }

    /// Every cell and section header/footer of the scene, in section order.
    public var designElements: [DesignElement] {
        var out: [DesignElement] = []
        for (s, sectionID) in snapshot.sectionIdentifiers.enumerated() {
            let section = sections[sectionID]
            let plain = list.appearance == .plain
            func supplementary(_ elementKind: String, kind: String, suffix: String) -> DesignElement {
                DesignElement(reference: LayoutElementReference(category: .supplementaryView(elementKind),
                                                                indexPath: IndexPath(item: 0, section: s),
                                                                sectionIdentifier: sectionID, itemIdentifier: nil),
                              kind: kind, id: sectionID + suffix)
            }
            if let section, section.header != nil {
                let kind = version == 1 ? "header" : (section.headerVariant ?? (plain ? .header : .groupedHeader)).rawValue
                out.append(supplementary(ElementKind.sectionHeader, kind: kind, suffix: "#header"))
            }
            let items = (try? snapshot.itemIdentifiers(inSection: sectionID)) ?? []
            for (i, id) in items.enumerated() {
                let kind = self.items[id]?.kind ?? (self.items[id]?.content != nil ? "content" : "subtitleCell")
                out.append(DesignElement(reference: LayoutElementReference(category: .cell, indexPath: IndexPath(item: i, section: s),
                                                                          sectionIdentifier: sectionID, itemIdentifier: id),
                                         kind: kind, id: id))
            }
            if let section, section.footer != nil {
                let kind = version == 1 ? "footer" : (section.footerVariant ?? (plain ? .footer : .groupedFooter)).rawValue
                out.append(supplementary(ElementKind.sectionFooter, kind: kind, suffix: "#footer"))
            }
        }
        return out
    }

    /// What `element` draws under `design` (nil: nothing; an error's text when it cannot be made).
    public func designValue(of element: DesignElement, design: DesignModel, registry: ContentRegistry) -> DesignValue {
        var s = self
        s.design = design
        do { return .content(try s.content(for: element.reference, registry: registry)) } catch {
            return .error(error.description)
        }
    }

    /// An element's design-dependent value.
    public enum DesignValue: Hashable, Sendable {
        case content(ElementContent?)
        case error(String)
    }

    /// The screen's design values under `design`: canvas, cell fill, separators.
    /// Separator values count only where a separator can be drawn: a version 2 scene draws them in
    /// list sections whose separators the scene and the section do not hide (grid, carousel,
    /// template and flow sections draw none), so a screen without such a section reads no
    /// separator key.
    public func screenDesignValues(design: DesignModel) -> ScreenDesignValues {
        var s = self
        s.design = design
        guard version == 1 || drawsListSeparators else {
            return ScreenDesignValues(canvas: s.canvasBackground, cellBackground: s.cellBackgroundColor, separator: .clear,
                                      separatorsVisible: false, separatorLeadingInset: nil, separatorTrailingInset: 0, sectionCornerRadius: 0)
        }
        return ScreenDesignValues(canvas: s.canvasBackground, cellBackground: s.cellBackgroundColor, separator: s.separatorColor,
                                  separatorsVisible: version == 1 || design.separators.visible,
                                  separatorLeadingInset: version == 1 ? nil : design.separators.leadingInset,
                                  separatorTrailingInset: version == 1 ? 0 : design.separators.trailingInset,
                                  sectionCornerRadius: version == 1 ? design.sectionCornerRadius : 0)
    }

    /// Whether some section of the snapshot is a list section whose separators are not hidden.
    var drawsListSeparators: Bool {
        guard list.showsSeparators else { return false }
        return snapshot.sectionIdentifiers.contains { id in
            guard let section = sections[id] else { return true }   // no section entry: the default list section
            guard case .list = section.layout else { return false }
            return section.separators?.visible ?? true
        }
    }

    public struct ScreenDesignValues: Hashable, Sendable {
        public var canvas: Color
        public var cellBackground: Color
        public var separator: Color
        public var separatorsVisible: Bool
        public var separatorLeadingInset: Double?
        public var separatorTrailingInset: Double
        public var sectionCornerRadius: Double
    }
}
