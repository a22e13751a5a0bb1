import Content
import Geometry
import Layout

/// The accessibility stage: the laid-out cells and supplementaries in VoiceOver's order, each
/// asking its content what it exposes (`ContentConfiguration.accessibilityContent(state:)`).
enum AccessibilityStage {
    static func run(_ compiled: CompiledScene, layout result: LayoutResult, size: Size) throws(RenderError) -> AccessibilityTree {
        let scene = compiled.scene
        var order: [(key: (Int, Int, Int, Double, Double), attributes: LayoutAttributes)] = []
        for a in result.attributes {
            let rank: Int
            switch a.category {
            case .decorationView: continue
            case .cell: rank = 1
            case .supplementaryView(let kind):
                rank = kind == ElementKind.sectionHeader || kind == ElementKind.layoutHeader ? 0 : kind == ElementKind.sectionFooter ? 3 : 2
            }
            order.append(((a.indexPath.section, rank, a.indexPath.item, a.frame.minY, a.frame.minX), a))
        }
        order.sort { $0.key < $1.key }
        var elements: [AccessibilityElement] = []
        elements.reserveCapacity(order.count)
        for (_, a) in order {
            let reference = LayoutElementReference(
                category: a.category, indexPath: a.indexPath, sectionIdentifier: a.sectionIdentifier, itemIdentifier: a.itemIdentifier)
            let content: ElementContent?
            do throws(ContentError) { content = try compiled.content(for: reference) } catch {
                throw scene.locate(.content(error), at: scene.place(of: reference))
            }
            guard let content else { continue }
            let configuration = content.configuration.updated(for: content.state)
            let place = scene.place(of: reference)
            for c in configuration.accessibilityContent(state: content.state) where c.isExposed {
                var frame = a.frame
                if let part = c.frame { frame = Rect(x: a.frame.minX + part.minX, y: a.frame.minY + part.minY, width: part.width, height: part.height) }
                elements.append(
                    AccessibilityElement(
                        label: c.label, value: c.value, hint: c.hint, traits: c.traits, frame: frame, place: place, element: reference))
            }
        }
        return AccessibilityTree(size: size, elements: elements)
    }
}
