import Geometry
import Layout
import Raster

/// Builds a display list element by element, remembering which element drew which commands
/// (so a raster error names the element, not a command index the user never wrote).
public struct DisplayListBuilder: Sendable {
    public private(set) var list: DisplayList
    /// Commands per element, in drawing order.
    public private(set) var owners: [(commands: Range<Int>, element: LayoutElementReference)] = []
    /// Commands drawn by named parts of an element (a view tree's views), innermost first
    /// within each element: `ContentLayout.commandOwners` placed in the list.
    public private(set) var partOwners: [(commands: Range<Int>, element: LayoutElementReference, path: String)] = []
    private var currentElement: LayoutElementReference?

    public init(size: Size, scale: Double, background: Color) {
        list = DisplayList(size: size, scale: scale, background: background)
    }

    public mutating func append(_ command: DisplayCommand) { list.commands.append(command) }
    public mutating func append(contentsOf commands: [DisplayCommand]) { list.commands += commands }

    /// Appends a measured content layout with its top-left at `origin`.
    public mutating func append(_ layout: ContentLayout, at origin: Point) {
        let base = list.commands.count
        list.commands += layout.commands(at: origin)
        if let element = currentElement {
            for o in layout.commandOwners where o.commands.upperBound <= list.commands.count - base {
                partOwners.append(((base + o.commands.lowerBound)..<(base + o.commands.upperBound), element, o.path))
            }
        }
    }

    /// Runs `draw`, recording the commands it appended as `element`'s.
    public mutating func drawing(_ element: LayoutElementReference, _ draw: (inout DisplayListBuilder) -> Void) {
        let first = list.commands.count
        currentElement = element
        draw(&self)
        currentElement = nil
        owners.append((first..<list.commands.count, element))
    }
}
