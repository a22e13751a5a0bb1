import Content
import Geometry
import Layout
import Raster

// What a scene's pixels take from its design model, for design provenance (`galley diff-design`,
// `galley affected`): every element's content (its resolved family design, item and background)
// and the screen's own design values. A render reads the design model only through these (the
// element contents the content registry and `cellBackground` produce, and the canvas and list
// section looks the layout stage uses), so two models that give equal values here draw the
// same pixels. Section backgrounds named in the scene file are resolved when it is read
// (`Scene+JSONv2`); `sectionColorNames` lists those names.
extension Scene {
    /// One element a scene draws: its reference, its content kind (the registry's kind name, a
    /// list variant for headers and footers) and its item identifier.
    public struct DesignElement: Sendable, Hashable {
        public var reference: LayoutElementReference
        public var kind: String
        public var id: String
    }

    /// Every cell, section header/footer and other supplementary content of the scene, in section order.
    public var designElements: [DesignElement] {
        var out: [DesignElement] = []
        for (s, sectionID) in snapshot.sectionIdentifiers.enumerated() {
            let section = sections[sectionID]
            // Galley 1's header and footer keep their kind names.
            func kind(_ v: ListContentVariant) -> String { v == .legacyHeader ? "header" : v == .legacyFooter ? "footer" : v.rawValue }
            func supplementary(_ elementKind: String, kind: String, suffix: String) -> DesignElement {
                DesignElement(
                    reference: LayoutElementReference(
                        category: .supplementaryView(elementKind),
                        indexPath: IndexPath(item: 0, section: s),
                        sectionIdentifier: sectionID, itemIdentifier: nil),
                    kind: kind, id: sectionID + suffix)
            }
            if let section, section.header != nil {
                out.append(supplementary(ElementKind.sectionHeader, kind: kind(supplementaryVariant(of: section, header: true)), suffix: "#header"))
            }
            let items = (try? snapshot.itemIdentifiers(inSection: sectionID)) ?? []
            for (i, id) in items.enumerated() {
                let kind = self.items[id]?.kind ?? (self.items[id]?.content != nil ? "content" : "subtitleCell")
                out.append(
                    DesignElement(
                        reference: LayoutElementReference(
                            category: .cell, indexPath: IndexPath(item: i, section: s),
                            sectionIdentifier: sectionID, itemIdentifier: id),
                        kind: kind, id: id))
            }
            if let section, section.footer != nil {
                out.append(supplementary(ElementKind.sectionFooter, kind: kind(supplementaryVariant(of: section, header: false)), suffix: "#footer"))
            }
            // A compositional section's other supplementaries (badges): one content per kind.
            for (elementKind, item) in (section?.supplementaries ?? [:]).sorted(by: { $0.key < $1.key }) {
                out.append(supplementary(elementKind, kind: item.kind ?? (item.content != nil ? "content" : "subtitleCell"), suffix: "#" + elementKind))
            }
        }
        return out
    }

    /// What `element` draws under `design` (nil: nothing; an error's text when it cannot be made).
    public func designValue(of element: DesignElement, design: DesignModel, registry: ContentRegistry) -> DesignValue {
        var s = self
        s.design = design
        return s.designValue(of: element, registry: registry)
    }

    /// What `element` draws under the scene's own design.
    public func designValue(of element: DesignElement, registry: ContentRegistry) -> DesignValue {
        do { return .content(try content(for: element.reference, registry: registry)) } catch {
            return .error(error.description)
        }
    }

    /// An element's design-dependent value.
    public enum DesignValue: Hashable, Sendable {
        case content(ElementContent?)
        case error(String)
    }

    /// The screen's design values under `design`: the canvas and, for each list section, the
    /// values its layout takes from the design (`listLook(ofSection:)`, the layout stage's own
    /// source), as far as they can show: separator values count only in sections that draw
    /// separators, and grid, carousel, template and flow sections draw none.
    public func screenDesignValues(design: DesignModel) -> ScreenDesignValues {
        var s = self
        s.design = design
        var lists: [ListSectionLook] = []
        for id in snapshot.sectionIdentifiers {
            if let section = sections[id], section.layout != .list { continue }
            lists.append(s.listLook(ofSection: id).drawn)
        }
        return ScreenDesignValues(canvas: s.canvasBackground, lists: lists)
    }

    public struct ScreenDesignValues: Hashable, Sendable {
        public var canvas: Color
        /// The design values of each list section's layout, in section order.
        public var lists: [ListSectionLook]
    }
}
