import Geometry

extension LayoutGroup {
    /// A custom group holding `frames` (one item each, relative to the group's origin): the
    /// compositional form of a template's frames. `width` nil sizes the group to its frames
    /// (a strip); its height always follows them.
    public static func custom(frames: [Rect], width: Double?) -> LayoutGroup {
        let extent = TemplateFrames(frames: frames).size
        let items = frames.map { LayoutGroupCustomItem(frame: $0) }
        return .custom(
            layoutSize: LayoutSize(
                widthDimension: width.map { .absolute(max($0, 1)) } ?? .estimated(max(extent.width, 1)),
                heightDimension: .estimated(max(extent.height, 1))),
            itemProvider: { _ in items })
    }
}

extension LayoutSection {
    /// Hosts a template layout as a compositional section: its margins become the content
    /// insets, its padding the spacing, its paging the orthogonal scrolling behaviour, its item
    /// count the section's `maximumItemCount`; in each pass its items are measured as it
    /// proposes and its frames become the items of one `LayoutGroup.custom`.
    public static func template(_ template: some TemplateLayout, layoutEnvironment environment: LayoutEnvironment) -> LayoutSection {
        var section = hosting(template)
        let shown = template.numberOfItems(available: Int.max)
        section.maximumItemCount = shown == Int.max ? nil : shown
        return section
    }

    /// The section for a template, every item of the section's content laid out.
    static func hosting(_ template: any TemplateLayout) -> LayoutSection {
        let placeholder = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        var section = LayoutSection(group: .vertical(layoutSize: placeholder.layoutSize, subitems: [placeholder]))
        section.template = TemplateSectionStyle(layout: template)
        section.orthogonalScrollingBehavior = template.paging
        section.contentInsets = template.margins
        section.contentInsetsReference = .none
        section.interGroupSpacing = template.padding
        return section
    }
}

extension FlowLayout {
    /// Lays out a template section in a flow layout (vertical scrolling): header, the template's
    /// margins, its frames from the measured sizes, footer — the same frames a compositional
    /// layout hosting the template gives.
    func layOutTemplateSection(
        _ template: any TemplateLayout, pass: SectionLayoutPass, content: LayoutSectionContent,
        index: Int, crossLength: Double, into out: inout FlowOutput
    ) throws(LayoutError) {
        let m = template.margins
        for v in [m.top, m.leading, m.bottom, m.trailing] where !(v.isFinite && v >= 0) {
            throw .invalidSpacing(section: content.identifier, detail: "the template's margins are \(m)")
        }
        let width = crossLength - m.leading - m.trailing
        guard width > 0 else { throw .noRoomForSection(section: content.identifier, width: width) }
        pass.itemLimit = template.numberOfItems(available: content.itemCount)
        out.position += m.top
        let laid = try pass.templateFrames(template, container: TemplateContainer(contentWidth: width, environment: pass.environment))
        for (item, f) in laid.frames.enumerated() {
            out.attributes.append(
                LayoutAttributes(
                    category: .cell, indexPath: IndexPath(section: index, item: item),
                    sectionIdentifier: content.identifier, itemIdentifier: content.itemIdentifiers[item],
                    frame: f.offsetBy(dx: m.leading, dy: out.position)))
        }
        out.position += laid.size.height + m.bottom
    }
}
