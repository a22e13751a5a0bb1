import Content
import Layout
import Raster

/// A scene's layout and display list, and which element drew which commands (so a raster
/// error in a command names the element, not a command index the user never wrote).
struct DrawnScene {
    struct Owner {
        var commands: Range<Int>
        var place: String
    }
    var layout: LayoutResult
    var list: DisplayList
    var diagnostics: [String]
    var owners: [Owner]

    /// Where in the scene a raster error is: the element that drew the command, else the traits
    /// (the canvas is the traits' width × height × scale).
    func place(of error: RenderError) -> String {
        guard case .raster(.command(let index, let name, _)) = error else { return "traits" }
        return owners.first { $0.commands.contains(index) }?.place ?? "display list command \(index) (\(name))"
    }
}

extension SceneRenderer {
    /// Every text style of the design names a family the fonts have — also the styles no element
    /// of this scene shows (a footer style with no footers): a design is valid or not on its own.
    /// The error names the style's JSON path, after the first element that uses it.
    func validateFonts(of scene: Scene) throws(RenderError) {
        let design = scene.design
        let items = scene.snapshot.itemIdentifiers
        let sections = scene.snapshot.sectionIdentifiers
        func firstSection(with key: String, _ has: (SectionContent) -> Bool) -> String? {
            guard let i = sections.firstIndex(where: { scene.sections[$0].map(has) ?? false }) else { return nil }
            return "sections[\(i)].\(key) (id \(quoted(sections[i])))"
        }
        let styles: [(path: String, style: TextDesign, user: () -> String?)] = [
            ("design.cell.text", design.cell.text, { items.first.map(scene.place(ofItem:)) }),
            ("design.cell.secondaryText", design.cell.secondaryText,
             { items.first { scene.items[$0]?.text?.secondaryText != nil }.map(scene.place(ofItem:)) }),
            ("design.header.text", design.header.text, { firstSection(with: "header") { $0.header != nil } }),
            ("design.footer.text", design.footer.text, { firstSection(with: "footer") { $0.footer != nil } }),
        ]
        for s in styles where !fonts.hasFamily(s.style.font.family) {
            let place = [s.user(), s.path + ".family"].compactMap { $0 }.joined(separator: ": ")
            throw scene.locate(.unknownFontFamily(s.style.font.family, available: fonts.familyNames), at: place)
        }
    }
}
