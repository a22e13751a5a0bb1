import Geometry
import Layout
import Raster

/// The colors the Render stage uses for decorations the layout leaves uncolored.
public struct DecorationColors: Hashable, Sendable {
    public var separator: Color
    public var sectionBackground: Color
    public init(separator: Color, sectionBackground: Color) { self.separator = separator; self.sectionBackground = sectionBackground }
}

/// An error of the Render stage, with the element it happened at.
public struct RenderStageError: Error, Equatable, Sendable {
    public var element: LayoutElementReference
    public var error: ContentError
    public init(element: LayoutElementReference, error: ContentError) { self.element = element; self.error = error }
}

/// The Render stage: layout attributes in drawing order (z, then layout order) → each element's
/// measured content layout draws itself → a display list. Decorations (separators, section
/// backgrounds) are drawn here; everything else is a content family's, looked up through its
/// configuration, so adding a family never changes this code.
public struct RenderStage {
    /// What was drawn: the list, which element drew which commands, and each element's layout.
    public struct Output: Sendable {
        public var list: DisplayList
        public var owners: [(commands: Range<Int>, element: LayoutElementReference)]
        /// Commands drawn by named parts of elements (a view tree's views).
        public var partOwners: [(commands: Range<Int>, element: LayoutElementReference, path: String)] = []
        /// Cells and supplementaries drawn, with the layout each drew, in drawing order.
        public var drawn: [(element: LayoutElementReference, layout: ContentLayout)]
    }

    public var measurer: ContentMeasurer
    public var pool: SizingViewPool
    public var environment: ContentEnvironment
    public var decorations: DecorationColors

    public init(measurer: ContentMeasurer, pool: SizingViewPool, environment: ContentEnvironment, decorations: DecorationColors) {
        self.measurer = measurer; self.pool = pool; self.environment = environment; self.decorations = decorations
    }

    /// The attributes in drawing order: ascending `zIndex`, stable for equal z.
    public static func drawingOrder(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        attributes.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The measured layout of `content` at `width` (the same value the sizing pass cached).
    public func layout(of content: ElementContent, width: Double) throws(ContentError) -> ContentLayout {
        try measurer.layout(content.configuration.updated(for: content.state), width: width, environment: environment, pool: pool)
    }

    /// Draws `result` into a canvas of `size`. `content` answers each cell's, supplementary's
    /// and decoration's content (nil draws nothing for a cell or supplementary, and the layout's
    /// fill for a decoration).
    public func build(
        _ result: LayoutResult, size: Size, background: Color,
        content: (LayoutElementReference) throws(ContentError) -> ElementContent?
    ) throws(RenderStageError) -> Output {
        var builder = DisplayListBuilder(size: size, scale: environment.displayScale, background: background)
        var drawn: [(element: LayoutElementReference, layout: ContentLayout)] = []
        // Rows whose background shows a selected or highlighted state, and cell frames: as in
        // UIKit, such a row shows no separator at its edges (its own, and the one under the row
        // above). Cells draw before separators (z-index 0 before 1).
        var activeRows: Set<IndexPath> = []
        var cellFrames: [IndexPath: Rect] = [:]
        for a in Self.drawingOrder(result.attributes) {
            switch a.category {
            case .decorationView(ElementKind.separator):
                if activeRows.contains(a.indexPath) { continue }
                let next = IndexPath(item: a.indexPath.item + 1, section: a.indexPath.section)
                if activeRows.contains(next), let f = cellFrames[a.indexPath], a.frame.minY >= f.midY { continue }
                let c = a.decoration?.color ?? decorations.separator
                let y = a.frame.midY
                builder.append(.line(from: Point(x: a.frame.minX, y: y), to: Point(x: a.frame.maxX, y: y), width: a.frame.height, color: c))
            case .decorationView, .cell, .supplementaryView:
                let element = LayoutElementReference(
                    category: a.category, indexPath: a.indexPath,
                    sectionIdentifier: a.sectionIdentifier, itemIdentifier: a.itemIdentifier)
                let measured: ContentLayout
                let element_: ElementContent
                do throws(ContentError) {
                    guard let c = try content(element) else {
                        // A decoration without content of its own (a view tree) draws the layout's fill.
                        if case .decorationView = a.category {
                            let color = a.decoration?.color ?? decorations.sectionBackground
                            builder.append(.fill(RoundedRect(rect: a.frame, radius: a.decoration?.cornerRadius ?? 0), color: color))
                        }
                        continue
                    }
                    element_ = c
                    measured = try layout(of: c, width: a.frame.width)
                } catch { throw RenderStageError(element: element, error: error) }
                let configuration = element_.configuration.updated(for: element_.state)
                if a.category == .cell {
                    cellFrames[a.indexPath] = a.frame
                    if element_.state.isSelected || element_.state.isHighlighted, element_.configuration.statesDrawnByBackground {
                        activeRows.insert(a.indexPath)
                    }
                }
                let pool = self.pool
                let direction = environment.layoutDirection
                builder.drawing(element) { b in
                    // Orthogonal strips are clipped to the section's visible strip.
                    if let clip = a.clipRect { b.append(.pushClip(RoundedRect(rect: clip))) }
                    if let bg = element_.background { b.append(contentsOf: bg.commands(in: a.frame, direction: direction)) }
                    pool.draw(configuration, measured, into: &b, frame: a.frame)
                    if a.clipRect != nil { b.append(.popClip) }
                }
                if case .decorationView = a.category { continue }
                drawn.append((element, measured))
            }
        }
        return Output(list: builder.list, owners: builder.owners, partOwners: builder.partOwners, drawn: drawn)
    }
}
