import Content
import Geometry
import Layout
import Raster
import Typesetting

/// Stage 3 of the pipeline, display list: the layout's attributes in drawing order, each
/// element's measured content layout drawing itself (the Render stage), and the text
/// diagnostics of what was drawn, named by place in the scene.
enum DisplayListStage {
    static func run(_ compiled: CompiledScene, layout result: LayoutResult, stage: RenderStage) throws(RenderError) -> DrawnScene {
        let scene = compiled.scene
        let traits = scene.traits
        let height = traits.height ?? max(scene.contentInset.vertical + result.contentSize.height, 1)
        // The content's point (x, y) draws at (x, y) − contentOffset (a scroll view's viewport).
        var shown = result
        let offset = scene.contentOffset
        if offset != .zero {
            for i in shown.attributes.indices {
                shown.attributes[i].frame.origin = Point(
                    x: shown.attributes[i].frame.minX - offset.x, y: shown.attributes[i].frame.minY - offset.y)
                if let clip = shown.attributes[i].clipRect {
                    shown.attributes[i].clipRect = Rect(x: clip.minX - offset.x, y: clip.minY - offset.y, width: clip.width, height: clip.height)
                }
            }
        }
        let output: RenderStage.Output
        do throws(RenderStageError) {
            output = try stage.build(shown, size: Size(width: traits.width, height: height), background: scene.canvasBackground) {
                (element) throws(ContentError) in try compiled.content(for: element)
            }
        } catch {
            throw scene.locate(.content(error.error), at: scene.place(of: error.element))
        }
        var textDiagnostics = SceneDiagnostics()
        var substitutions = Set<TextDiagnostic>()
        for (element, content) in output.drawn {
            let place = scene.place(of: element)
            textDiagnostics.add(content.textDiagnostics, at: place)
            for note in content.notes { textDiagnostics.addNote(note, at: place) }
            for d in content.weightSubstitutions where substitutions.insert(d).inserted { textDiagnostics.addDesignNote(d) }
        }
        // Supplementaries of kinds the scene gives no content for (a badge kind missing from
        // the section's `supplementaries`) draw nothing: said once per section and kind.
        var unfilled = Set<String>()
        for a in result.attributes {
            guard case .supplementaryView(let kind) = a.category, kind != ElementKind.sectionHeader, kind != ElementKind.sectionFooter,
                scene.sections[a.sectionIdentifier]?.supplementaries[kind] == nil,
                a.itemIdentifier.flatMap({ scene.sections[a.sectionIdentifier]?.itemSupplementaries[kind]?[$0] }) == nil,
                unfilled.insert("\(a.sectionIdentifier)\u{0}\(kind)").inserted
            else { continue }
            textDiagnostics.addNote(
                "no content for supplementary kind \(quoted(kind)) (the section's \"supplementaries\" has none); drew nothing",
                at: scene.place(ofSection: a.sectionIdentifier))
        }
        // Named parts (a view tree's views) first: a command's place is its innermost owner's.
        let parts = output.partOwners.map { DrawnScene.Owner(commands: $0.commands, place: $0.path, element: $0.element) }
        let owners = parts + output.owners.map { DrawnScene.Owner(commands: $0.commands, place: scene.place(of: $0.element), element: $0.element) }
        return DrawnScene(layout: result, list: output.list, diagnostics: textDiagnostics.all, owners: owners, drawn: output.drawn)
    }
}

/// A scene's layout and display list, and which element drew which commands (so a raster
/// error in a command names the element, not a command index the user never wrote).
struct DrawnScene {
    struct Owner: Sendable {
        var commands: Range<Int>
        var place: String
        var element: LayoutElementReference
    }
    var layout: LayoutResult
    var list: DisplayList
    var diagnostics: [String]
    var owners: [Owner]
    /// Each drawn element's laid-out content (the audits read its text).
    var drawn: [(element: LayoutElementReference, layout: ContentLayout)]
    /// Filled by the accessibility stage.
    var accessibility = AccessibilityTree(size: Size(width: 0, height: 0), elements: [])

    /// The text each element drew (for the Dynamic Type audit, which needs no pixels).
    var texts: [DrawnText] { DrawnText.collect(drawn, attributes: layout.attributes, owners: owners) }

    /// Where in the scene a raster error is: the element that drew the command, else the traits
    /// (the canvas is the traits' width × height × scale).
    func place(of error: RenderError) -> String {
        guard case .raster(.command(let index, let name, _)) = error else { return "traits" }
        return owners.first { $0.commands.contains(index) }?.place ?? "display list command \(index) (\(name))"
    }
}
