import Geometry
import Layout
import Raster

/// Builds a display list element by element, remembering which element drew which commands
/// (so a raster error names the element, not a command index the user never wrote).
public struct DisplayListBuilder: Sendable {
    public private(set) var list: DisplayList
    /// Commands per element, in drawing order.
    public private(set) var owners: [(commands: Range<Int>, element: LayoutElementReference)] = []

    public init(size: Size, scale: Double, background: Color) {
        list = DisplayList(size: size, scale: scale, background: background)
    }

    public mutating func append(_ command: DisplayCommand) { list.commands.append(command) }
    public mutating func append(contentsOf commands: [DisplayCommand]) { list.commands += commands }

    /// Appends a measured content layout with its top-left at `origin`.
    public mutating func append(_ layout: ContentLayout, at origin: Point) {
        list.commands += layout.commands(at: origin)
    }

    /// Runs `draw`, recording the commands it appended as `element`'s.
    public mutating func drawing(_ element: LayoutElementReference, _ draw: (inout DisplayListBuilder) -> Void) {
        let first = list.commands.count
        draw(&self)
        owners.append((first..<list.commands.count, element))
    }
}
