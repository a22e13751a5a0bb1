import Content
import Diffable
import Layout
import Support
import Typesetting

/// Stage 1 of the pipeline, compile: a scene made ready to lay out. It checks what a render
/// needs before any work (sections, font families), turns the snapshot into the sections the
/// layout sees (item revisions, a template section's content with its ads inserted), and
/// resolves each element's content once per render: the layout's measuring, its separator
/// layout guides and the display list all ask for the same element, and a kind item's JSON is
/// decoded for the first of them only.
final class CompiledScene: Sendable {
    let scene: Scene
    let registry: ContentRegistry
    /// The layout's input: identity, order and revisions of each section's elements.
    let sections: [LayoutSectionContent]
    /// Kind items decoded when the scene was read, when still valid for this render.
    let decoded: DecodedItems?
    /// Each element's content (or the error making it), made on first use.
    private let contents = Locked<[LayoutElementReference: Result<ElementContent?, ContentError>]>([:])

    init(_ scene: Scene, registry: ContentRegistry, fonts: FontRegistry) throws(RenderError) {
        self.scene = scene
        self.registry = registry
        decoded = scene.decoded?.valid(for: scene, registry: registry)
        let snapshot = scene.snapshot
        guard snapshot.numberOfSections > 0 else { throw scene.locate(.emptyScene, at: "sections") }
        try Self.validateFonts(of: scene, fonts: fonts)

        // Revisions follow the content, so a cached layout measures again exactly the items
        // whose content changed.
        var sections: [LayoutSectionContent] = []
        sections.reserveCapacity(snapshot.numberOfSections)
        for sid in snapshot.sectionIdentifiers {
            let content = scene.sections[sid]
            var ids = (try? snapshot.itemIdentifiers(inSection: sid)) ?? []
            // A template section shows the content its template shows, with loaded ads inserted.
            var visible: [VisibleElement]? = nil
            if let adapter = scene.adapter(forSection: sid), let map = scene.visibleElements(inSection: sid) {
                let base = LayoutSectionContent(identifier: sid, itemIdentifiers: ids)
                ids = adapter.sectionContent(base, map: map).itemIdentifiers
                if content?.ads != nil { visible = map.elements }
            }
            var revisions: [String: Int] = [:]
            revisions.reserveCapacity(ids.count)
            for id in ids { revisions[id] = scene.revision(ofItem: id) }
            var h = Hasher()
            h.combine(content)
            var section = LayoutSectionContent(
                identifier: sid, itemIdentifiers: ids,
                hasHeader: content?.header != nil, hasFooter: content?.footer != nil,
                itemRevisions: revisions, supplementaryRevision: h.finalize())
            section.visibleElements = visible
            sections.append(section)
        }
        self.sections = sections
    }

    /// What `element` draws (nil: nothing), resolved once per render.
    func content(for element: LayoutElementReference) throws(ContentError) -> ElementContent? {
        if let done = contents.withLock({ $0[element] }) { return try done.get() }
        let result: Result<ElementContent?, ContentError>
        do throws(ContentError) { result = .success(try scene.content(for: element, registry: registry, decoded: decoded)) } catch { result = .failure(error) }
        contents.withLock { $0[element] = result }
        return try result.get()
    }

    /// Every text style of the design names a family the fonts have — also the styles no element
    /// of this scene shows (a footer style with no footers): a design is valid or not on its own.
    /// The error names the style's JSON path, after the first element that uses it.
    static func validateFonts(of scene: Scene, fonts: FontRegistry) throws(RenderError) {
        let design = scene.design
        let items = scene.snapshot.itemIdentifiers
        let sections = scene.snapshot.sectionIdentifiers
        func firstSection(with key: String, _ has: (SectionContent) -> Bool) -> String? {
            guard let i = sections.firstIndex(where: { scene.sections[$0].map(has) ?? false }) else { return nil }
            return "sections[\(i)].\(key) (id \(quoted(sections[i])))"
        }
        // Galley 1's texts (fixed fonts) by their version 1 keys.
        let list = design.elements
        let styles: [(path: String, role: TextRole, user: () -> String?)] = [
            ("design.cell.text", list.list(.legacyCell).text, { items.first.map(scene.place(ofItem:)) }),
            (
                "design.cell.secondaryText", list.list(.legacyCell).secondaryText,
                { items.first { scene.items[$0]?.text?.secondaryText != nil }.map(scene.place(ofItem:)) }
            ),
            ("design.header.text", list.list(.legacyHeader).text, { firstSection(with: "header") { $0.header != nil } }),
            ("design.footer.text", list.list(.legacyFooter).text, { firstSection(with: "footer") { $0.footer != nil } }),
        ]
        for s in styles {
            guard let family = s.role.font?.family, !fonts.hasFamily(family) else { continue }
            let place = [s.user(), s.path + ".family"].compactMap { $0 }.joined(separator: ": ")
            throw scene.locate(.unknownFontFamily(family, available: fonts.familyNames), at: place)
        }
    }
}
